import { blockReviewItem, type ReadinessItem } from "@shopwright/sdk";
import { unfinishedBlocks, type UnfinishedBlock } from "@shopwright/site";
import { Sparkles, SquareDashed } from "lucide-react";
import { confirmDialog } from "../../components/dialogs";
import { plural } from "../../lib/plural";

/** Texts of the check before a publish (PRODUCT.md §4 "Publish"). */
export const PUBLISH_REVIEW_TEXT = {
  title: (count: number) => `${plural(count, "block")} to finish before going live`,
  intro:
    "These still show sample content the AI wrote, or nothing at all. Visitors will see them as they are.",
  publishAnyway: "Publish anyway",
  review: "Review",
} as const;

/**
 * The blocks of the pages about to go live that are not finished: sample content and empty
 * blocks, by the same rule as the pre-launch review (`unfinishedBlocks`), with its texts.
 */
export function blocksToReview(
  site: Parameters<typeof unfinishedBlocks>[0],
  hasPublishedProducts: boolean,
): { block: UnfinishedBlock; item: ReadinessItem }[] {
  return unfinishedBlocks(site, { hasPublishedProducts }).map((block) => ({
    block,
    item: blockReviewItem(block),
  }));
}

/** The list of unfinished blocks, each by its page and section. */
function ReviewList({ items }: { items: readonly ReadinessItem[] }) {
  return (
    <div className="space-y-3">
      <p>{PUBLISH_REVIEW_TEXT.intro}</p>
      <ul
        aria-label="Unfinished blocks"
        className="max-h-72 divide-y divide-slate-100 overflow-y-auto rounded-lg ring-1 ring-slate-200"
      >
        {items.map((item, index) => {
          const Icon = item.kind === "sample_content" ? Sparkles : SquareDashed;
          return (
            <li key={index} className="flex items-start gap-3 px-3 py-2.5 text-slate-700">
              <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-md bg-amber-50 text-amber-600 ring-1 ring-amber-100">
                <Icon className="size-3.5" aria-hidden />
              </span>
              <span>{item.title}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * Asks before a site with unfinished blocks goes live: resolves true for 'Publish anyway',
 * false for 'Review' (or Escape).
 */
export function confirmPublish(items: readonly ReadinessItem[]): Promise<boolean> {
  return confirmDialog({
    title: PUBLISH_REVIEW_TEXT.title(items.length),
    message: <ReviewList items={items} />,
    confirmLabel: PUBLISH_REVIEW_TEXT.publishAnyway,
    cancelLabel: PUBLISH_REVIEW_TEXT.review,
  });
}
