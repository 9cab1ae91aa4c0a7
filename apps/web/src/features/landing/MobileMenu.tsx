import { ArrowUpRight, GitFork, LayoutDashboard, Lock } from "lucide-react";
import { useEffect } from "react";
import { NavLink } from "react-router";
import { Button, ButtonLink } from "../../components/Button";
import { LINKS } from "../../lib/links";
import { HEADER_LINKS } from "./landing.content";

/** The header's navigation and invite actions on narrow screens; Escape or a link closes it. */
export function MobileMenu({
  id,
  isVerified,
  isSignedIn = false,
  onEnterCode,
  onClose,
}: {
  id: string;
  isVerified: boolean;
  /** Signed in: one 'Dashboard' link instead of sign-in and sign-up. */
  isSignedIn?: boolean;
  onEnterCode: () => void;
  onClose: () => void;
}) {
  useEffect(() => {
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") onClose();
    }
    document.addEventListener("keydown", handleKeyDown);
    return () => document.removeEventListener("keydown", handleKeyDown);
  }, [onClose]);

  return (
    <div id={id} className="border-t border-slate-200/70 bg-white md:hidden animate-fade-in">
      <nav aria-label="Mobile" className="mx-auto max-w-6xl px-5 py-4 sm:px-6">
        <ul className="space-y-1">
          {HEADER_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                onClick={onClose}
                className={({ isActive }) =>
                  `block rounded-lg px-3 py-2.5 text-base font-medium ${
                    isActive ? "bg-slate-100 text-slate-900" : "text-slate-700 hover:bg-slate-50"
                  }`
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
          <li>
            <a
              href={LINKS.sourceRepository}
              target="_blank"
              rel="noreferrer"
              className="flex items-center gap-2 rounded-lg px-3 py-2.5 text-base font-medium text-slate-700 hover:bg-slate-50"
            >
              <GitFork className="size-4 text-slate-500" aria-hidden />
              Source code
              <ArrowUpRight className="size-4 text-slate-400" aria-hidden />
            </a>
          </li>
        </ul>

        <div className="mt-4 border-t border-slate-100 pt-4">
          {isSignedIn ? (
            <ButtonLink to="/dashboard" onClick={onClose} className="w-full">
              <LayoutDashboard className="size-4" aria-hidden />
              Dashboard
            </ButtonLink>
          ) : isVerified ? (
            <div className="grid grid-cols-2 gap-3">
              <ButtonLink to="/login" variant="secondary" onClick={onClose}>
                Sign in
              </ButtonLink>
              <ButtonLink to="/signup" onClick={onClose}>
                Get Started
              </ButtonLink>
            </div>
          ) : (
            <div className="space-y-3">
              <p className="flex items-center gap-2 text-sm text-slate-500">
                <Lock className="size-4 text-brand-500" aria-hidden />
                Invite only during the private beta.
              </p>
              <Button variant="dark" onClick={onEnterCode} className="w-full">
                Enter code
              </Button>
            </div>
          )}
        </div>
      </nav>
    </div>
  );
}
