import type { LayoutPage } from "@shopwright/site";
import { plan, type ClausePlan, type EditState } from "./state.js";
import { findSection, theLabel, type ReadMentions } from "./targets.js";

/** Copies each section named. */
export function planDuplicate(state: EditState, page: LayoutPage, read: ReadMentions): ClausePlan {
  const result = plan();
  for (const mention of read.targets) {
    const section = findSection(state, page, mention.kind);
    if (!section) {
      result.notes.push(`There is no ${mention.kind.label} to copy.`);
      result.reason ??= { code: "noSection", type: mention.kind.type };
      continue;
    }
    result.ops.push({ op: "duplicateSection", sectionId: section.id });
    result.notes.push(`Duplicated ${theLabel(mention.kind)}.`);
  }
  return result;
}
