import type { OrganizationDto, TeamRole } from "@shopwright/sdk";
import { Check, ChevronsUpDown, Plus, User, Users } from "lucide-react";
import { useCallback, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "../../components/Toaster";
import { errorText } from "../../lib/error-text";
import { CreateTeamDialog } from "./CreateTeamDialog";
import { useOrganizations, useSwitchOrganization } from "./organizations.api";
import { teamPath } from "./team-paths";
import { useDismiss } from "../../lib/use-dismiss";

const ROLE_LABELS: Record<TeamRole, string> = { owner: "Owner", admin: "Admin", member: "Member" };

const storeCount = (count: number) => `${count} ${count === 1 ? "store" : "stores"}`;

/** What an organization is, under its name: personal, or the user's role in the team. */
function detail(organization: OrganizationDto) {
  const kind = organization.teamId === null ? "Only you" : ROLE_LABELS[organization.role];
  return `${kind} · ${storeCount(organization.storeCount)}`;
}

/**
 * The header's organization switcher: the current organization's name (falling back to
 * 'Your Organization'), and a menu of the user's personal space and teams. Choosing one makes
 * it current for this user (remembered by the server): the dashboard then lists its stores,
 * and new stores, uploads and API keys land there. `pageTeam` names the team whose page is
 * open, which the header shows instead.
 */
export function OrganizationSwitcher({
  pageTeam,
  fallbackName,
  isLoading = false,
}: {
  pageTeam?: { id: string; name: string };
  /** The organization GET /auth/me names, shown while the list loads or if it fails. */
  fallbackName?: string;
  isLoading?: boolean;
}) {
  const navigate = useNavigate();
  const organizations = useOrganizations();
  const switchTo = useSwitchOrganization();
  const [isOpen, setIsOpen] = useState(false);
  const close = useCallback(() => setIsOpen(false), []);
  const [isCreating, setIsCreating] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useDismiss(root, isOpen, close);

  const current = organizations.data?.current;
  const label = pageTeam?.name || current?.name || fallbackName || "Your Organization";
  if (isLoading || (organizations.isPending && !fallbackName && !pageTeam)) {
    return <span className="h-4 w-32 animate-pulse rounded bg-slate-200" aria-hidden />;
  }

  function handleChoose(organization: OrganizationDto) {
    setIsOpen(false);
    if (organization.isCurrent && !pageTeam) return;
    switchTo.mutate(organization.teamId, {
      onSuccess: (now) => {
        toast.success(`Switched to ${now.name}`);
        void navigate("/dashboard");
      },
      onError: (cause) => toast.error(errorText(cause, "Failed to switch organization")),
    });
  }

  return (
    <div ref={root} className="relative min-w-0">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        aria-label={`Organization: ${label}. Switch organization`}
        disabled={!organizations.data || switchTo.isPending}
        onClick={() => setIsOpen((open) => !open)}
        className="-mx-1.5 flex min-w-0 items-center gap-1.5 rounded-lg px-1.5 py-1 text-sm font-semibold text-slate-900 transition-colors hover:bg-slate-100 disabled:hover:bg-transparent"
      >
        <span className="truncate">{label}</span>
        {organizations.data && (
          <ChevronsUpDown className="size-3.5 shrink-0 text-slate-400" aria-hidden />
        )}
      </button>
      {isOpen && organizations.data && (
        <div
          id={menuId}
          role="menu"
          aria-label="Switch organization"
          className="fixed inset-x-3 top-14 z-40 overflow-hidden rounded-xl bg-white shadow-lg ring-1 ring-slate-200 animate-fade-in sm:absolute sm:inset-x-auto sm:top-auto sm:left-0 sm:mt-2 sm:w-72"
        >
          <p className="px-3 pt-3 pb-1 text-xs font-medium tracking-wide text-slate-500 uppercase">
            Organizations
          </p>
          <ul className="max-h-80 overflow-y-auto p-1.5">
            {organizations.data.organizations.map((organization) => {
              const Icon = organization.teamId === null ? User : Users;
              return (
                <li key={organization.teamId ?? "personal"}>
                  <button
                    type="button"
                    role="menuitemradio"
                    aria-checked={organization.isCurrent}
                    onClick={() => handleChoose(organization)}
                    className="flex w-full items-center gap-3 rounded-lg px-2 py-2 text-left hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-none"
                  >
                    <span
                      aria-hidden
                      className={`grid size-8 shrink-0 place-items-center rounded-lg ${
                        organization.isCurrent
                          ? "bg-brand-50 text-brand-600"
                          : "bg-slate-100 text-slate-500"
                      }`}
                    >
                      <Icon className="size-4" />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-sm font-medium text-slate-900">
                        {organization.name}
                      </span>
                      <span className="block truncate text-xs text-slate-500">
                        {detail(organization)}
                      </span>
                    </span>
                    {organization.isCurrent && (
                      <Check className="size-4 shrink-0 text-brand-600" aria-hidden />
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
          <div className="border-t border-slate-100 p-1.5">
            <button
              type="button"
              role="menuitem"
              onClick={() => {
                setIsOpen(false);
                setIsCreating(true);
              }}
              className="flex w-full items-center gap-3 rounded-lg px-2 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-none"
            >
              <span className="grid size-8 place-items-center rounded-lg border border-dashed border-slate-300 text-slate-500">
                <Plus className="size-4" aria-hidden />
              </span>
              Create team
            </button>
          </div>
        </div>
      )}
      {isCreating && (
        <CreateTeamDialog
          onClose={() => setIsCreating(false)}
          onCreated={(teamId) => {
            setIsCreating(false);
            void navigate(teamPath(teamId));
          }}
        />
      )}
    </div>
  );
}
