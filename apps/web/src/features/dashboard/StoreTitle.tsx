import { Globe } from "lucide-react";
import { Link } from "react-router";

/** A store's name (a link to its overview) over its domain, as cards and rows show them. */
export function StoreTitle({ name, domain, path }: { name: string; domain: string; path: string }) {
  return (
    <>
      <h3 className="truncate text-sm font-semibold text-slate-900">
        {/* The whole card is clickable; the link keeps it reachable by keyboard. */}
        <Link to={path} onClick={(event) => event.stopPropagation()} className="rounded-sm">
          {name}
        </Link>
      </h3>
      <p className="mt-0.5 flex items-center gap-1 text-sm text-slate-500">
        <Globe className="size-3.5 shrink-0" aria-hidden />
        <span className="truncate">{domain}</span>
      </p>
    </>
  );
}
