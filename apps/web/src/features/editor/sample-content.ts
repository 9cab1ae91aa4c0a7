import { hasSampleContent, isSampleItem } from "@shopwright/site";

/** Texts of the sample-content flag: what the AI wrote as an example (composer `sample: true`). */
export const SAMPLE_TEXT = {
  badge: "Sample content",
  tooltip: "Written by the AI as an example: replace it with your own before publishing",
  notice: "The AI wrote this section as an example.",
  markReviewed: "Mark as reviewed",
} as const;

type Props = Record<string, unknown>;

/** The rule the pre-launch review and the html preview apply (`@shopwright/site`). */
export { hasSampleContent };

/** The patch that clears the flag: `sample: false`, and on each flagged list item. */
export function reviewedPatch(props: Props): Props {
  const patch: Props = { sample: false };
  for (const [key, value] of Object.entries(props)) {
    if (Array.isArray(value) && value.some(isSampleItem)) {
      patch[key] = value.map((item) => (isSampleItem(item) ? { ...item, sample: false } : item));
    }
  }
  return patch;
}
