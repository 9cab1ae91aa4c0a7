import type { LayoutPage } from "@shopwright/site";
import { findColors } from "../colors.js";
import { findSectionMentions, sectionKind } from "../section-words.js";
import { FIELD_WORDS, fieldKey } from "./field-roles.js";
import { plan, typedValue, type ClausePlan, type EditState } from "./state.js";
import { labelOf, sectionsOfKind, targetsOf } from "./targets.js";

const FIELD =
  "(headline|heading|title|sub ?title|sub ?heading|sub ?headline|tagline|slogan|description|text|copy|intro|button text|button label|button|cta text|cta|call to action text|label|logo|company name|main text)";

const COPY_PATTERNS = [
  new RegExp(
    `\\b(?:change|set|update|edit|rewrite|replace|make|rename|switch)\\s+(?:the\\s+|my\\s+|our\\s+)?(.{0,40}?)\\b${FIELD}(?:'s)?\\s+(?:text\\s+)?(?:to say|to read|to|as|with|into|=|:)\\s+(.+)$`,
  ),
  new RegExp(
    `\\b(?:make|have|let|get)\\s+(?:the\\s+|my\\s+|our\\s+)?(.{0,40}?)\\b${FIELD}\\s+(?:say|says|read|reads)\\s+(.+)$`,
  ),
  new RegExp(
    `^(?:the\\s+|my\\s+|our\\s+)?(.{0,40}?)\\b${FIELD}\\s+(?:should\\s+(?:say|read|be)|says|reads|:)\\s+(.+)$`,
  ),
];

/** "Change the hero headline to …": one text prop of one section, as typed. */
export function planCopyEdit(
  text: string,
  state: EditState,
  page: LayoutPage,
): ClausePlan | undefined {
  for (const pattern of COPY_PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const [, where = "", field = "", rawValue = ""] = match;
    const role = FIELD_WORDS.find(([words]) => words.test(field.trim()))?.[1];
    if (!role) continue;
    // "change the primary colour to …" is a theme edit, not copy.
    if (
      findColors(rawValue).length > 0 &&
      !/«\d+»/.test(rawValue) &&
      /\b(colou?r|background)\b/.test(text)
    )
      return undefined;
    const value = typedValue(rawValue, state);
    if (!value) continue;
    const mention = findSectionMentions(where)[0];
    const kinds = mention
      ? [mention.kind]
      : ["hero", "cta", "newsletter"].map((t) => sectionKind(t)!);
    for (const kind of kinds) {
      const section = mention ? targetsOf(state, page, kind)[0] : sectionsOfKind(page, kind)[0];
      if (!section) continue;
      const key = fieldKey(section, role);
      if (!key) continue;
      const name = `${labelOf(section)} ${role === "button" ? "button" : role === "title" ? "headline" : "text"}`;
      return plan({
        ops: [{ op: "updateSection", sectionId: section.id, props: { [key]: value } }],
        notes: [`Changed the ${name} to “${value}”.`],
        subjectId: section.id,
      });
    }
    return plan({
      isUnderstood: false,
      notes: [
        mention
          ? `There is no ${mention.kind.label} on this page to change.`
          : "I couldn't find a section with that text on this page.",
      ],
      suggestions: [`Add a ${mention?.kind.label ?? "hero"}`, "Change the hero headline to …"],
    });
  }
  return undefined;
}
