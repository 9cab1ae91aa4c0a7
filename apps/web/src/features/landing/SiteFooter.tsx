import { ArrowUpRight, GitFork } from "lucide-react";
import { Link } from "react-router";
import { Logo } from "../../components/Logo";
import { LINKS } from "../../lib/links";
import { FOOTER_COLUMNS } from "./landing.content";

const linkClasses = "text-sm text-slate-600 transition-colors hover:text-slate-900";

/** The public footer: product links, company pages, community and the licence line. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-6xl px-5 py-14 sm:px-6 lg:px-8">
        <div className="grid grid-cols-2 gap-10 sm:grid-cols-3 lg:grid-cols-[1.5fr_1fr_1fr_1fr]">
          <div className="col-span-2 max-w-xs sm:col-span-3 lg:col-span-1">
            <Link to="/" className="-m-1 inline-block rounded-lg p-1">
              <Logo />
            </Link>
            <p className="mt-4 text-sm leading-6 text-slate-600">
              The open-source, AI-assisted store builder for entrepreneurs and developers.
            </p>
            <a
              href={LINKS.sourceRepository}
              target="_blank"
              rel="noreferrer"
              className="mt-5 inline-flex items-center gap-2 rounded-lg border border-slate-200 px-3 py-1.5 text-sm font-medium text-slate-700 shadow-sm transition-colors hover:bg-slate-50"
            >
              <GitFork className="size-4" aria-hidden />
              Star us on GitHub
            </a>
          </div>
          {FOOTER_COLUMNS.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className="text-sm font-semibold text-slate-900">{column.title}</h2>
              <ul className="mt-4 space-y-3">
                {column.links.map((link) => (
                  <li key={link.label}>
                    {link.isExternal ? (
                      <a
                        href={link.to}
                        target="_blank"
                        rel="noreferrer"
                        className={`inline-flex items-center gap-1 ${linkClasses}`}
                      >
                        {link.label}
                        <ArrowUpRight className="size-3.5 text-slate-400" aria-hidden />
                      </a>
                    ) : (
                      <Link to={link.to} className={linkClasses}>
                        {link.label}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="mt-12 flex flex-col gap-2 border-t border-slate-100 pt-8 text-sm text-slate-500 sm:flex-row sm:items-center sm:justify-between">
          <p>© {year} Shopwright contributors. Released under the MIT License.</p>
          <p>Self-hostable. Built in the open.</p>
        </div>
      </div>
    </footer>
  );
}
