import type { DeployDto, DeployListResult } from "@shopwright/sdk";
import type { UseQueryResult } from "@tanstack/react-query";
import { ExternalLink, Lock } from "lucide-react";
import { useId } from "react";
import { Badge } from "../../components/Badge";
import { Button } from "../../components/Button";
import { LoadFailed } from "../../components/LoadFailed";
import { Spinner } from "../../components/Spinner";
import { formatDateTime } from "../../lib/format-date";

const size = new Intl.NumberFormat(undefined, {
  style: "unit",
  unit: "kilobyte",
  maximumFractionDigits: 0,
});

/** The Versions menu's open list (VersionsMenu.tsx): every publish, the live one marked. */
export function VersionsPopover({
  deploys,
  restoreDeniedReason,
  activatingId,
  onRestore,
}: {
  deploys: UseQueryResult<DeployListResult>;
  /** Why the caller may not make a version live (the permission table), or null when they may. */
  restoreDeniedReason: string | null;
  /** The version being made live, while that is under way. */
  activatingId: string | undefined;
  onRestore: (deploy: DeployDto) => void;
}) {
  const deniedId = useId();
  return (
    <div
      role="dialog"
      aria-label="Published versions"
      className="absolute right-0 top-10 z-50 w-80 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl animate-fade-in"
    >
      <div className="border-b border-slate-100 px-4 py-3">
        <h2 className="text-sm font-semibold text-slate-900">Published versions</h2>
        {deploys.data?.url && (
          <a
            href={deploys.data.url}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-0.5 inline-flex max-w-full items-center gap-1 text-xs text-brand-600 hover:underline"
          >
            <span className="truncate">{deploys.data.url}</span>
            <ExternalLink className="size-3 shrink-0" aria-hidden />
          </a>
        )}
        {restoreDeniedReason && (
          <p id={deniedId} className="mt-2 flex items-start gap-1.5 text-xs text-slate-500">
            <Lock className="mt-px size-3.5 shrink-0 text-slate-400" aria-hidden />
            {restoreDeniedReason}
          </p>
        )}
      </div>
      <div className="max-h-80 overflow-y-auto">
        {deploys.isPending ? (
          <div className="grid place-items-center py-8 text-brand-600">
            <Spinner label="Loading versions" />
          </div>
        ) : deploys.isError ? (
          <LoadFailed
            message="Failed to load versions"
            onRetry={() => void deploys.refetch()}
            className="px-4 py-6"
          />
        ) : deploys.data.deploys.length === 0 ? (
          <div className="px-4 py-6 text-center">
            <p className="text-sm font-medium text-slate-900">Not published yet</p>
            <p className="mt-1 text-xs text-slate-500">
              Each publish is kept here, so you can always go back to an earlier version.
            </p>
          </div>
        ) : (
          <ul className="divide-y divide-slate-100">
            {deploys.data.deploys.map((deploy) => (
              <li key={deploy._id} className="flex items-center gap-3 px-4 py-2.5">
                <div className="min-w-0 flex-1">
                  <p className="text-sm text-slate-900">{formatDateTime(deploy.createdAt)}</p>
                  <p className="text-xs text-slate-500">
                    {deploy.pageCount} {deploy.pageCount === 1 ? "page" : "pages"} ·{" "}
                    {size.format(Math.max(1, Math.round(deploy.bytes / 1024)))}
                  </p>
                </div>
                {deploy.isLive ? (
                  <Badge tone="success">Live</Badge>
                ) : (
                  // A disabled button takes no pointer events: the wrapper has the tooltip.
                  <span title={restoreDeniedReason ?? undefined} className="inline-flex">
                    <Button
                      variant="secondary"
                      size="sm"
                      isLoading={activatingId === deploy._id}
                      disabled={activatingId !== undefined || Boolean(restoreDeniedReason)}
                      aria-describedby={restoreDeniedReason ? deniedId : undefined}
                      onClick={() => onRestore(deploy)}
                    >
                      Restore
                    </Button>
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
