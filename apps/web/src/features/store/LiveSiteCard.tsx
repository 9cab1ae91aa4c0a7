import type { StoreSummaryDto } from "@shopwright/sdk";
import { ExternalLink, Globe, Rocket } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "../../components/Badge";
import { formatDateTime } from "../../lib/format-date";
import { plural } from "../../lib/plural";
import { setEditorStoreId } from "../../lib/session";
import { useLiveSite } from "./stores.api";
import { storePaths } from "./store-paths";

/**
 * The published site, apart from approval: its address and when it was last published (the
 * store carries both), or how to publish it. The live version's page count comes after.
 */
export function LiveSiteCard({ store }: { store: StoreSummaryDto }) {
  const { site } = store;
  const deploys = useLiveSite(store._id);
  const live = deploys.data?.deploys.find((deploy) => deploy.isLive);

  return (
    <section
      aria-labelledby="live-site"
      className="rounded-xl bg-white shadow-xs ring-1 ring-slate-200"
    >
      <div className="flex items-center justify-between border-b border-slate-100 px-5 py-4">
        <h2 id="live-site" className="text-sm font-semibold text-slate-900">
          Website
        </h2>
        {site ? <Badge tone="success">Live</Badge> : <Badge>Not published</Badge>}
      </div>
      <div className="px-5 py-4 text-sm">
        {site ? (
          <>
            <a
              href={site.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex max-w-full items-center gap-1.5 font-medium text-brand-600 hover:underline"
            >
              <Globe className="size-4 shrink-0" aria-hidden />
              <span className="truncate">{site.url}</span>
              <ExternalLink className="size-3.5 shrink-0" aria-hidden />
            </a>
            <p className="mt-1 text-xs text-slate-500">
              Published {formatDateTime(site.publishedAt)}
              {live && ` · ${plural(live.pageCount, "page")}`}
            </p>
            <p className="mt-3 text-xs text-slate-500">
              {store.approved
                ? "Publish again from the editor after changes."
                : "Live, while the store is still pending approval."}
            </p>
          </>
        ) : (
          <>
            <p className="text-slate-600">Publish from the editor to put your site online.</p>
            <Link
              to={storePaths.editor(store._id)}
              onClick={() => setEditorStoreId(store._id)}
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
