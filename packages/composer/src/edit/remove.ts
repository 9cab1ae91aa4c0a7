import { plan } from "./state.js";
import {
  currentPage,
  sectionsOfKind,
  targetsOf,
  theLabel,
  type PlanSectionVerb,
} from "./targets.js";

/**
 * Removes the sections named: from this page, else from the page that has them ("the FAQ"
 * when it is on the Contact page). One item of a list is `items.ts`'s.
 */
export const planRemove: PlanSectionVerb = (text, state, page, read) => {
  const result = plan();
  const current = currentPage(state);
  for (const mention of read.targets) {
    const isChrome = mention.kind.type === "navbar" || mention.kind.type === "footer";
    const sections = /\ball\b/.test(text)
      ? sectionsOfKind(page, mention.kind)
      : targetsOf(state, page, mention.kind).slice(0, isChrome ? undefined : 1);
    if (sections.length === 0) {
      result.notes.push(`There is no ${mention.kind.label} on the site.`);
      result.reason ??= { code: "noSection", type: mention.kind.type };
      continue;
    }
    for (const section of sections) result.ops.push({ op: "removeSection", sectionId: section.id });
    const home = state.site.pages.find((p) => p.sections.includes(sections[0]!));
    const from =
      sections.length > 1
        ? ` from ${sections.length} pages`
        : home && home !== current
          ? ` from the ${home.name} page`
          : "";
    result.notes.push(`Removed ${theLabel(mention.kind)}${from}.`);
  }
  if (result.ops.length === 0 && result.notes.length === 0) result.isUnderstood = false;
  return result;
};
