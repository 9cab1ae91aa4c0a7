import { sitePartWithId, type LayoutSection } from "@shopwright/site";
import { findSectionMentions } from "../section-words.js";
import { plan, sameName, type ClausePlan, type EditState } from "./state.js";
import {
  currentPage,
  focusPage,
  labelOf,
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
    const from = sitePartWithId(state.site, sections[0]!.id)
      ? " from every page"
      : sections.length > 1
        ? ` from ${sections.length} pages`
        : home && home !== current
          ? ` from the ${home.name} page`
          : "";
    result.notes.push(`Removed ${theLabel(mention.kind)}${from}.`);
  }
  if (result.ops.length === 0 && result.notes.length === 0) result.isUnderstood = false;
  return result;
};

/**
 * "Delete everything on the About page except the story", "clear this page": every section
 * of the page goes but its navbar, its footer and the ones named after "except" (never the
 * page itself).
 */
export function planClearPage(text: string, state: EditState): ClausePlan | undefined {
  const clear =
    /^(?:please\s+)?(?:(?:remove|delete|clear|drop|cut|get rid of|take out|wipe)\s+(?:everything|all(?: the)? sections|all of it|all the content|every section)|(?:clear|empty|wipe)\s+(?:out\s+)?(?:the|this|my|our)\s+(?:([a-z0-9 &'-]{1,40})\s+)?page)\b(.*)$/.exec(
      text,
    );
  // "Keep only the story on the About page": the same, said from what stays.
  const keepOnly =
    /^(?:please\s+)?(?:keep|leave)\s+(?:only|just)\s+(?!(?:the\s+)?(?:\d+|one|two|three|four|five|six|first|last|top)\b)(.+)$/.exec(
      text,
    );
  if (!clear && !keepOnly) return undefined;
  const named = clear?.[1]?.trim();
  const page =
    (named ? state.site.pages.find((p) => sameName(p.name, named)) : undefined) ??
    focusPage(state, text);
  const except = keepOnly
    ? keepOnly[1]!.replace(/\s+(?:on|from|of|in)\s+(?:the|this|my|our)\s+.*$/, "")
    : /\b(?:except|but(?: not)?|apart from|other than|besides|save)\s+(.+)$/.exec(clear![2]!)?.[1];
  const keptTypes = new Set(except ? findSectionMentions(except).map((m) => m.kind.type) : []);
  // "except the story": a section is also named by the words of its heading ("Our story").
  const words = (except ?? "").split(/[^a-z0-9]+/).filter((w) => w.length >= 4 && w !== "page");
  const isKept = (section: LayoutSection) => {
    if (keptTypes.has(section.type)) return true;
    const heading = [section.props.title, section.props.heading]
      .filter((v): v is string => typeof v === "string")
      .join(" ")
      .toLowerCase();
    return words.some((word) => new RegExp(`\\b${word}`).test(heading));
  };
  const gone = page.sections.filter(
    (s) => s.type !== "navbar" && s.type !== "footer" && !isKept(s),
  );
  if (gone.length === 0)
    return plan({ notes: [`There is nothing to remove on the ${page.name} page.`] });
  const keptLabels = page.sections
    .filter((s) => s.type !== "navbar" && s.type !== "footer" && isKept(s))
    .map(labelOf);
  return plan({
    ops: gone.map((s) => ({ op: "removeSection" as const, sectionId: s.id })),
    notes: [
      `Removed ${gone.length} section${gone.length === 1 ? "" : "s"} from the ${page.name} page${
        keptLabels.length > 0 ? `, keeping the ${keptLabels.join(" and the ")}` : ""
      }.`,
    ],
  });
}

/**
 * "No sample reviews please", "remove the placeholder content": the sections flagged sample
 * (of the kinds named, or all of them), never one the owner wrote or accepted.
 */
export function planSampleRemoval(text: string, state: EditState): ClausePlan | undefined {
  const asked =
    /^(?:please\s+)?(?:no|without|remove|delete|drop|get rid of|lose|take out)\s+(?:the\s+|all\s+(?:the\s+)?|any\s+)?(?:sample|fake|made[- ]up|placeholder|invented|example|dummy|filler)\s+(.+?)(?:\s+please)?$/.exec(
      text,
    );
  if (!asked) return undefined;
  const kinds = findSectionMentions(asked[1]!).map((m) => m.kind.type);
  const isAll =
    kinds.length === 0 &&
    /\b(?:content|copy|text|stuff|sections?|blocks?|everything)\b/.test(asked[1]!);
  if (kinds.length === 0 && !isAll) return undefined;
  const found = state.site.pages.flatMap((page) =>
    page.sections
      .filter((s) => s.props.sample === true && (isAll || kinds.includes(s.type)))
      .map((section) => ({ page, section })),
  );
  if (found.length === 0)
    return plan({ notes: ["There is no sample content of that kind on the site."] });
  const pages = [...new Set(found.map(({ page }) => page.name))];
  return plan({
    ops: found.map(({ section }) => ({ op: "removeSection" as const, sectionId: section.id })),
    notes: [
      `Removed ${found.length === 1 ? `the sample ${labelOf(found[0]!.section)}` : `${found.length} sample sections`} from the ${pages.join(" and ")} page${pages.length === 1 ? "" : "s"}.`,
    ],
  });
}
