import { Menu, MessageSquare } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "../../components/Badge";
import { buttonClasses } from "../../components/Button";
import { Logo } from "../../components/Logo";
import { LINKS } from "../../lib/links";
import { OrganizationSwitcher } from "../team/OrganizationSwitcher";
import { UserMenu } from "./UserMenu";

/**
 * The organization name (fallback 'Your Organization') as the organization switcher,
 * a 'Free' badge, feedback, avatar.
 */
export function DashboardHeader({
  organizationName,
  pageTeam,
  email,
  isLoading,
  onMenuClick,
}: {
  /** The organization GET /auth/me names (the current one). */
  organizationName: string | undefined;
  /** The team whose page is open, named instead of the current organization. */
  pageTeam?: { id: string; name: string };
  email: string | undefined;
  isLoading: boolean;
  onMenuClick: () => void;
}) {
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-slate-200 bg-white/85 px-3 backdrop-blur-md sm:gap-3 sm:px-5">
      <button
        type="button"
        onClick={onMenuClick}
        aria-label="Open menu"
        className="-ml-1 rounded-lg p-2 text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900 lg:hidden"
      >
        <Menu className="size-5" aria-hidden />
      </button>
      <Link to="/dashboard" aria-label="Stores" className="shrink-0 rounded-lg">
        <Logo isNameHidden />
      </Link>
      <span aria-hidden className="text-xl font-light text-slate-300">
        /
      </span>
      <div className="flex min-w-0 items-center gap-2">
        <OrganizationSwitcher
          pageTeam={pageTeam}
          fallbackName={organizationName}
          isLoading={isLoading}
        />
        <Badge tone="brand" className="shrink-0">
          Free
        </Badge>
      </div>
      <div className="ml-auto flex items-center gap-2 sm:gap-3">
        <a
          href={LINKS.feedback}
          target="_blank"
          rel="noreferrer"
          className={buttonClasses("secondary", "sm", "px-2.5 sm:px-3")}
        >
          <MessageSquare className="size-4" aria-hidden />
          <span className="sr-only sm:not-sr-only">Feedback</span>
        </a>
        <UserMenu email={email} isLoading={isLoading} />
      </div>
    </header>
  );
}
