import type { DraftSource, DraftVersionDto, DraftVersionListResult } from "@shopwright/sdk";
import type { UseQueryResult } from "@tanstack/react-query";
import { Palette, RotateCcw, Save, Sparkles, Undo2 } from "lucide-react";
import type { ComponentType } from "react";
import { Badge } from "../../components/Badge";
import { Button } from "../../components/Button";
import { LoadFailed } from "../../components/LoadFailed";
import { Spinner } from "../../components/Spinner";
import { formatDateTime, formatTimeAgo } from "../../lib/format-date";
import { DRAFT_HISTORY_TEXT } from "./DraftHistoryMenu";

/** How the menu names what wrote a version, with its icon. */
export const DRAFT_SOURCE_LABELS: Record<
  DraftSource,
  { text: string; icon: ComponentType<{ className?: string }> }
> = {
  save: { text: "Saved", icon: Save },
  ai: { text: "AI", icon: Sparkles },
  theme: { text: "Starter theme", icon: Palette },
  restore: { text: "Restored", icon: RotateCcw },
  undo: { text: "Undo", icon: Undo2 },
};

/** The History menu's open list (DraftHistoryMenu.tsx): the draft's versions, newest first. */
export function DraftHistoryPopover({
  versions,
  restoringId,
  onRestore,
}: {
  versions: UseQueryResult<DraftVersionListResult>;
  /** The version being restored, while a restore is under way. */
  restoringId: string | undefined;
  onRestore: (version: DraftVersionDto) => void;
}) {
  return (
    <div
      role="dialog"
      aria-label={DRAFT_HISTORY_TEXT.title}
      className="fixed inset-x-2 top-13 z-50 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl animate-fade-in sm:absolute sm:inset-x-auto sm:right-0 sm:top-10 sm:w-96"
    >
      <div className="border-b border-slate-100 px-4 py-3">
        <h2 className="text-sm font-semibold text-slate-900">{DRAFT_HISTORY_TEXT.title}</h2>
        <p className="mt-0.5 text-xs text-slate-500">{DRAFT_HISTORY_TEXT.hint}</p>
      </div>
      <div className="max-h-[min(24rem,70dvh)] overflow-y-auto">
        {versions.isPending ? (
          <div className="grid place-items-center py-8 text-brand-600">
            <Spinner label={DRAFT_HISTORY_TEXT.loading} />
          </div>
        ) : versions.isError ? (
          <LoadFailed
            message={DRAFT_HISTORY_TEXT.loadFailed}
            onRetry={() => void versions.refetch()}
            className="px-4 py-6"
          />
        ) : versions.data.versions.length === 0 ? (
          <div className="px-4 py-6 text-center">
            <p className="text-sm font-medium text-slate-900">{DRAFT_HISTORY_TEXT.emptyTitle}</p>
            <p className="mt-1 text-xs text-slate-500">{DRAFT_HISTORY_TEXT.emptyHint}</p>
          </div>
        ) : (
          <ul className="divide-y divide-slate-100">
            {versions.data.versions.map((version) => {
              const source = DRAFT_SOURCE_LABELS[version.source];
              const Icon = source.icon;
              return (
                <li key={version._id} className="flex items-start gap-3 px-4 py-2.5">
                  <span
                    className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-slate-100 text-slate-500"
                    aria-hidden
                  >
                    <Icon className="size-3.5" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="line-clamp-2 break-words text-sm text-slate-900">
                      {version.label}
                    </p>
                    <p className="mt-0.5 text-xs text-slate-500">
                      {source.text} ·{" "}
                      <time dateTime={version.createdAt} title={formatDateTime(version.createdAt)}>
                        {formatTimeAgo(version.createdAt)}
                      </time>
                      {version.author && <> · {version.author.name}</>}
                    </p>
                  </div>
                  {version.isCurrent ? (
                    <Badge tone="success" className="mt-0.5 shrink-0">
                      {DRAFT_HISTORY_TEXT.current}
                    </Badge>
                  ) : (
                    <Button
                      variant="secondary"
                      size="sm"
                      className="shrink-0"
                      isLoading={restoringId === version._id}
                      disabled={restoringId !== undefined}
                      aria-label={`${DRAFT_HISTORY_TEXT.restore}: ${version.label}`}
                      onClick={() => onRestore(version)}
                    >
                      {DRAFT_HISTORY_TEXT.restore}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
