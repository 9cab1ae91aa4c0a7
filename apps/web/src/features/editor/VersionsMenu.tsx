import type { DeployDto } from "@shopwright/sdk";
import { ExternalLink, History, Lock } from "lucide-react";
import { useCallback, useId, useRef, useState } from "react";
import { Badge } from "../../components/Badge";
import { LoadFailed } from "../../components/LoadFailed";
import { Button } from "../../components/Button";
import { confirmDialog } from "../../components/dialogs";
import { Spinner } from "../../components/Spinner";
import { useActivateDeploy, useDeploys } from "./editor.api";
import { formatDateTime } from "../../lib/format-date";
import { useDismiss } from "../../lib/use-dismiss";

export const RESTORE_CONFIRMATION = "Make this version live again? Visitors will see it at once.";

const size = new Intl.NumberFormat(undefined, {
  style: "unit",
  unit: "kilobyte",
  maximumFractionDigits: 0,
});

/**
 * The toolbar's Versions menu: every publish is kept as an immutable version; the live one is
 * marked, and any other can be made live again (rollback).
 */
export function VersionsMenu({
  storeId,
  restoreDeniedReason = null,
  onRestored,
  onError,
}: {
  storeId: string | null;
  /** Why the caller may not make a version live (the permission table), or null when they may. */
  restoreDeniedReason?: string | null;
  onRestored: (url: string) => void;
  onError: (text: string) => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const close = useCallback(() => setIsOpen(false), []);
  const root = useRef<HTMLDivElement>(null);
  const deploys = useDeploys(storeId, isOpen);
  const activate = useActivateDeploy(storeId);
  const deniedId = useId();

  useDismiss(root, isOpen, close);

  async function handleRestore(deploy: DeployDto) {
    if (restoreDeniedReason) return;
    const isSure = await confirmDialog({ title: RESTORE_CONFIRMATION, confirmLabel: "Make live" });
    if (!isSure) return;
    activate.mutate(deploy._id, {
      onSuccess: (result) => {
        setIsOpen(false);
        onRestored(result.url);
      },
      onError: () => onError("Failed to restore this version"),
    });
  }

  return (
    <div ref={root} className="relative hidden sm:block">
      <button
        type="button"
        aria-label="Versions"
        title="Published versions"
        aria-expanded={isOpen}
        disabled={!storeId}
        onClick={() => setIsOpen((open) => !open)}
        className="grid size-8 place-items-center rounded-md text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 disabled:pointer-events-none disabled:opacity-35"
      >
        <History className="size-4" />
      </button>
      {isOpen && (
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
                          isLoading={activate.isPending && activate.variables === deploy._id}
                          disabled={activate.isPending || Boolean(restoreDeniedReason)}
                          aria-describedby={restoreDeniedReason ? deniedId : undefined}
                          onClick={() => void handleRestore(deploy)}
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
      )}
    </div>
  );
}
