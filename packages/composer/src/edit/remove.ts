import { listKeyOf } from "../section-edits.js";
import { plan } from "./state.js";
import { labelOf, sectionsOfKind, targetsOf, theLabel, type PlanSectionVerb } from "./targets.js";

const ORDINALS: Record<string, number> = {
  first: 0,
  second: 1,
  third: 2,
  fourth: 3,
  fifth: 4,
  sixth: 5,
  "1st": 0,
  "2nd": 1,
  "3rd": 2,
  "4th": 3,
  "5th": 4,
};

/** Removes the sections named, or one item of a list ("the second question from the FAQ"). */
export const planRemove: PlanSectionVerb = (text, state, page, read) => {
  const result = plan();
  // "remove the second question from the FAQ" removes an item, not the section.
  const itemMatch =
    /\b(first|second|third|fourth|fifth|sixth|1st|2nd|3rd|4th|5th|last)\s+(question|plan|feature|review|testimonial|step|item|link|image|photo|category|person|member)s?\b/.exec(
      text,
    );
  for (const mention of read.targets) {
    const sections = /\ball\b/.test(text)
      ? sectionsOfKind(page, mention.kind)
      : targetsOf(state, page, mention.kind).slice(
          0,
          mention.kind.type === "navbar" || mention.kind.type === "footer" ? undefined : 1,
        );
    if (sections.length === 0) {
      result.notes.push(`There is no ${mention.kind.label} on this page.`);
      continue;
    }
    if (itemMatch) {
      const section = sections[0]!;
      const list = listKeyOf(section.type);
      const items = Array.isArray(section.props[list]) ? (section.props[list] as unknown[]) : [];
      const index = itemMatch[1] === "last" ? items.length - 1 : (ORDINALS[itemMatch[1]!] ?? 0);
      if (index < 0 || index >= items.length) {
        result.notes.push(`The ${labelOf(section)} has no ${itemMatch[1]} ${itemMatch[2]}.`);
        continue;
      }
      result.ops.push({ op: "removeItem", sectionId: section.id, list, index });
      result.notes.push(
        `Removed the ${itemMatch[1]} ${itemMatch[2]} from the ${labelOf(section)}.`,
      );
      result.subjectId = section.id;
      continue;
    }
    for (const section of sections) result.ops.push({ op: "removeSection", sectionId: section.id });
    result.notes.push(
      `Removed ${theLabel(mention.kind)}${sections.length > 1 ? ` from ${sections.length} pages` : ""}.`,
    );
  }
  if (result.ops.length === 0 && result.notes.length === 0) result.isUnderstood = false;
  return result;
};
