import { ExternalLink, Globe, Rocket } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "../../components/Badge";
import { setEditorStoreId } from "../../lib/session";
import { useLiveSite } from "./store.api";
import { storePaths } from "./store-paths";
import { formatDateTime } from "../../lib/format-date";

/** The published site: its address and when it went live, or how to publish it. */
export function LiveSiteCard({ storeId }: { storeId: string }) {
  const site = useLiveSite(storeId);
  const live = site.data?.deploys.find((deploy) => deploy.isLive);

  return (
    <section
      aria-labelledby="live-site"
      className="rounded-xl bg-white shadow-xs ring-1 ring-slate-200"
    >
      <div className="flex items-center justify-between border-b border-slate-100 px-5 py-4">
        <h2 id="live-site" className="text-sm font-semibold text-slate-900">
          Website
        </h2>
        {site.isSuccess &&
          (live ? <Badge tone="success">Live</Badge> : <Badge>Not published</Badge>)}
      </div>
      <div className="px-5 py-4 text-sm">
        {site.isPending ? (
          <div className="space-y-2" aria-label="Loading website" role="status">
            <div className="h-4 w-3/4 animate-pulse rounded bg-slate-100" />
            <div className="h-3 w-1/2 animate-pulse rounded bg-slate-100" />
          </div>
        ) : site.isError ? (
          <p className="text-red-700">Failed to load the website's status</p>
        ) : live && site.data.url ? (
          <>
            <a
              href={site.data.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex max-w-full items-center gap-1.5 font-medium text-brand-600 hover:underline"
            >
              <Globe className="size-4 shrink-0" aria-hidden />
              <span className="truncate">{site.data.url}</span>
              <ExternalLink className="size-3.5 shrink-0" aria-hidden />
            </a>
            <p className="mt-1 text-xs text-slate-500">
              Published {formatDateTime(live.createdAt)} · {live.pageCount}{" "}
              {live.pageCount === 1 ? "page" : "pages"}
            </p>
          </>
        ) : (
          <>
            <p className="text-slate-600">Publish from the editor to put your site online.</p>
            <Link
              to={storePaths.editor(storeId)}
              onClick={() => setEditorStoreId(storeId)}
              className="mt-2 inline-flex items-center gap-1.5 font-medium text-brand-600 hover:underline"
            >
              <Rocket className="size-4" aria-hidden />
              Open the editor
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
