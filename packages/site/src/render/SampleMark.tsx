import { isSampleItem } from "../layout/unfinished-content.js";
import { classNames } from "./class-names.js";
import type { SectionMode } from "./section-renderer.js";

/** The html preview's marker on sample content (PRODUCT.md §4 "Pre-launch review"). */
export const SAMPLE_MARK = {
  label: "Sample",
  title: "Written by the AI as an example: replace it before you publish",
} as const;

/** True where sample content is shown as such: the html preview, never a published page. */
export const marksSamples = (mode: SectionMode): boolean => mode === "preview";

/** The small "Sample" tag of sample content in the html preview; nothing elsewhere. */
export function SampleMark({ mode }: { mode: SectionMode }) {
  if (!marksSamples(mode)) return null;
  return (
    <span className="sw-sample-mark" title={SAMPLE_MARK.title}>
      {SAMPLE_MARK.label}
    </span>
  );
}

/** The class names of a list item, with the sample outline when the preview shows it as such. */
export function sampleItemClass(base: string, item: unknown, mode: SectionMode): string {
  return classNames(base, marksSamples(mode) && isSampleItem(item) && "sw-sample-item");
}

/** The sample tag of one list item, when it is sample content shown in the preview. */
export function ItemSampleMark({ item, mode }: { item: unknown; mode: SectionMode }) {
  return isSampleItem(item) ? <SampleMark mode={mode} /> : null;
}
