import { LogOut, UserRound } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import { Link } from "react-router";
import { useLogout } from "../auth/auth.api";
import { useDismiss } from "../../lib/use-dismiss";

const ITEM =
  "flex w-full items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm text-slate-700 transition-colors hover:bg-slate-50 hover:text-slate-900";

/**
 * The header avatar: the email's first letter (PRODUCT.md §1, default U), opening the email, the
 * account page ('Account settings') and 'Log out'.
 */
export function UserMenu({ email, isLoading }: { email: string | undefined; isLoading: boolean }) {
  const [isOpen, setIsOpen] = useState(false);
  const close = useCallback(() => setIsOpen(false), []);
  const container = useRef<HTMLDivElement>(null);
  const logout = useLogout();
  const letter = (email?.charAt(0) || "U").toUpperCase();

  useDismiss(container, isOpen, close);

  if (isLoading) {
    return <span className="size-8 animate-pulse rounded-full bg-slate-200" aria-hidden />;
  }

  return (
    <div ref={container} className="relative">
      <button
        type="button"
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        onClick={() => setIsOpen((open) => !open)}
        className="grid size-8 place-items-center rounded-full bg-linear-to-br from-brand-500 to-violet-500 text-sm font-semibold text-white shadow-sm ring-2 ring-white transition hover:ring-brand-100"
      >
        {letter}
      </button>
      {isOpen && (
        <div
          role="menu"
          aria-label="Account"
          className="absolute right-0 top-full z-40 mt-2 w-72 max-w-[calc(100vw-1.5rem)] animate-fade-in rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-slate-900/10"
        >
          <div className="flex items-center gap-3 px-2.5 py-2">
            <span className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-50 text-sm font-semibold text-brand-700">
              {letter}
            </span>
            <div className="min-w-0">
              <p className="text-xs text-slate-500">Signed in as</p>
              <p className="truncate text-sm font-medium text-slate-900">{email}</p>
            </div>
          </div>
          <div className="my-1 h-px bg-slate-100" />
          <Link
            to="/dashboard/account"
            role="menuitem"
            onClick={() => setIsOpen(false)}
            className={ITEM}
          >
            <UserRound className="size-4 text-slate-400" aria-hidden />
            Account settings
          </Link>
          <button type="button" role="menuitem" onClick={logout} className={ITEM}>
            <LogOut className="size-4 text-slate-400" aria-hidden />
            Log out
          </button>
        </div>
      )}
    </div>
  );
}
