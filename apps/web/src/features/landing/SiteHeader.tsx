import { GitFork, LayoutDashboard, Lock, Menu, X } from "lucide-react";
import { useState } from "react";
import { Link, NavLink } from "react-router";
import { Badge } from "../../components/Badge";
import { Button, ButtonLink } from "../../components/Button";
import { Logo } from "../../components/Logo";
import { LINKS } from "../../lib/links";
import { getToken } from "../../lib/session";
import { HEADER_LINKS } from "./landing.content";
import { MobileMenu } from "./MobileMenu";

const MOBILE_MENU_ID = "site-mobile-menu";

/** The public header of the landing and info pages; its actions follow the invite gate (PRODUCT.md §2). */
export function SiteHeader({
  isVerified,
  onEnterCode,
}: {
  isVerified: boolean;
  onEnterCode: () => void;
}) {
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  // A signed-in visitor gets back to their stores from any public page.
  const [isSignedIn] = useState(() => getToken() !== null);

  function handleToggleMenu() {
    setIsMenuOpen((isOpen) => !isOpen);
  }

  function handleCloseMenu() {
    setIsMenuOpen(false);
  }

  function handleEnterCodeFromMenu() {
    setIsMenuOpen(false);
    onEnterCode();
  }

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/70 bg-white/80 backdrop-blur-xl">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-5 sm:px-6 lg:px-8">
        <Link to="/" className="-m-1 rounded-lg p-1">
          <Logo />
        </Link>

        <nav aria-label="Main" className="ml-6 hidden items-center gap-1 md:flex">
          {HEADER_LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className={({ isActive }) =>
                `rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
                  isActive
                    ? "text-slate-900"
                    : "text-slate-600 hover:bg-slate-100/70 hover:text-slate-900"
                }`
              }
            >
              {link.label}
            </NavLink>
          ))}
        </nav>

        <div className="ml-auto flex items-center gap-2 sm:gap-3">
          <a
            href={LINKS.sourceRepository}
            target="_blank"
            rel="noreferrer"
            className="hidden rounded-lg p-2 text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900 md:inline-flex"
            aria-label="Source code on GitHub (opens in a new tab)"
            title="Source code"
          >
            <GitFork className="size-5" aria-hidden />
          </a>
          {isSignedIn ? (
            <ButtonLink to="/dashboard" size="sm" className="hidden md:inline-flex">
              <LayoutDashboard className="size-4" aria-hidden />
              Dashboard
            </ButtonLink>
          ) : isVerified ? (
            <div className="hidden items-center gap-2 md:flex">
              <ButtonLink to="/login" variant="ghost" size="sm">
                Sign in
              </ButtonLink>
              <ButtonLink to="/signup" size="sm">
                Get Started
              </ButtonLink>
            </div>
          ) : (
            <>
              <Badge tone="brand" className="whitespace-nowrap">
                <Lock className="size-3" aria-hidden />
                Invite only
              </Badge>
              <span className="hidden md:inline-flex">
                <Button variant="dark" size="sm" onClick={onEnterCode}>
                  Enter code
                </Button>
              </span>
            </>
          )}
          <button
            type="button"
            onClick={handleToggleMenu}
            aria-expanded={isMenuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={isMenuOpen ? "Close menu" : "Open menu"}
            className="-mr-2 inline-flex rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 md:hidden"
          >
            {isMenuOpen ? (
              <X className="size-5" aria-hidden />
            ) : (
              <Menu className="size-5" aria-hidden />
            )}
          </button>
        </div>
      </div>

      {isMenuOpen && (
        <MobileMenu
          id={MOBILE_MENU_ID}
          isVerified={isVerified}
          isSignedIn={isSignedIn}
          onEnterCode={handleEnterCodeFromMenu}
          onClose={handleCloseMenu}
        />
      )}
    </header>
  );
}
