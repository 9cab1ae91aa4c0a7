import type { StoreSiteDto } from "@shopwright/sdk";
import { ExternalLink, Globe } from "lucide-react";
import { formatDateTime } from "../../lib/format-date";

/** A site's address without its scheme, as people read it: ember.localhost:3000. */
export const siteHost = (url: string) => url.replace(/^https?:\/\//, "").replace(/\/$/, "");

/**
 * Whether the store's site is live, apart from its approval: its address (a link that opens
 * the site) and when it was last published, or that nothing is published yet.
 */
export function SiteState({
  site,
  className = "",
}: {
  site: StoreSiteDto | null;
  className?: string;
}) {
  if (!site) {
    return (
      <span className={`inline-flex items-center gap-1.5 text-xs text-slate-500 ${className}`}>
        <Globe className="size-3.5 shrink-0 text-slate-300" aria-hidden />
        Not published yet
      </span>
    );
  }
  return (
    <span className={`flex min-w-0 flex-col gap-0.5 text-xs ${className}`}>
      <a
        href={site.url}
        target="_blank"
        rel="noopener noreferrer"
        // A card opens the store on click: the link opens the site only.
        onClick={(event) => event.stopPropagation()}
        className="inline-flex min-w-0 items-center gap-1.5 font-medium text-emerald-700 hover:underline"
      >
        <span aria-hidden className="size-1.5 shrink-0 rounded-full bg-emerald-500" />
        <span className="sr-only">Live at </span>
        <span className="truncate">{siteHost(site.url)}</span>
        <ExternalLink className="size-3 shrink-0" aria-hidden />
      </a>
      <span className="pl-3 text-slate-500">Published {formatDateTime(site.publishedAt)}</span>
    </span>
  );
}
