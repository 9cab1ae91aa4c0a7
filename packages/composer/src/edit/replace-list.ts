import type { OpInput } from "@shopwright/site";
import { findSectionMentions, type SectionKind } from "../section-words.js";
import { isSingle } from "../section-edits.js";
import { newSectionOf } from "./new-section.js";
import { copyContext, plan, type ClausePlan, type EditState } from "./state.js";
import { currentPage, labelOf, targetsOf, theLabel } from "./targets.js";

/** One review the owner typed: its words in quotes and who said it. */
interface TypedReview {
  quote: string;
  author: string;
}

/** Reviews typed as quotes, each followed by "by" or "from" and a name ("'Always fresh' by Tom"). */
function typedReviews(state: EditState): TypedReview[] {
  const reviews: TypedReview[] = [];
  const pattern =
    /["“'‘]([^"”'’]{2,300}?)["”'’]\s*(?:(?:,|—|–|-)?\s*(?:by|from|said)\s+|(?:—|–|-)\s*)(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,2})/gu;
  for (const match of state.original.matchAll(pattern))
    reviews.push({ quote: match[1]!.trim(), author: match[2]!.trim() });
  return reviews;
}

/**
 * "Replace the reviews with real ones: 'Gorgeous flowers' by Lena and 'Always fresh' by Tom":
 * the section's list becomes what the owner typed, no longer sample.
 */
export function planListReplacement(text: string, state: EditState): ClausePlan | undefined {
  const asked =
    /^(?:please\s+)?(?:replace|swap|change)\s+(?:all\s+)?(?:the|our|my)\s+(.+?)\s+(?:with|for|to)\b/.exec(
      text,
    ) ?? /^(?:please\s+)?(?:our|my|the)\s+(?:real\s+)?(.+?)\s+(?:are|should be)\s*:/.exec(text);
  if (!asked) return undefined;
  // "the reviews", "the FAQ section": a section named and nothing more.
  const named = findSectionMentions(asked[1]!)[0];
  const kind =
    named && asked[1]!.replace(/\s+(?:section|block)s?$/, "").trim() === named.phrase
      ? named.kind
      : undefined;
  // "… with a newsletter": a new section of another kind in its place.
  const rest = text.slice(asked[0].length);
  const replacement = /^\s+(?:an?|some|new)\s/.test(rest)
    ? findSectionMentions(rest)[0]?.kind
    : undefined;
  if (kind && replacement && replacement.type !== kind.type)
    return planSectionReplacement(kind, replacement, text, state);
  if (kind?.type !== "testimonials") return undefined;
  const reviews = typedReviews(state);
  if (reviews.length === 0) return undefined;
  const sections = state.site.pages.flatMap((page) =>
    page.sections.filter((s) => s.type === "testimonials").map((section) => ({ page, section })),
  );
  if (sections.length === 0) return undefined;
  const ops: OpInput[] = sections.map(({ section }) => ({
    op: "updateSection",
    sectionId: section.id,
    props: {
      items: reviews.map((review) => ({ quote: review.quote, author: review.author, role: "" })),
      sample: false,
    },
  }));
  const first = sections[0]!;
  return plan({
    ops,
    notes: [
      `Replaced the ${labelOf(first.section)} on the ${first.page.name} page with ${reviews.length === 1 ? "your review" : `your ${reviews.length} reviews`} from ${reviews.map((r) => r.author).join(" and ")}.`,
    ],
    subjectId: first.section.id,
  });
}

/** "Replace the reviews with a newsletter": the new section takes the old one's place. */
function planSectionReplacement(
  from: SectionKind,
  to: SectionKind,
  text: string,
  state: EditState,
): ClausePlan {
  const page = currentPage(state);
  const old = targetsOf(state, page, from)[0];
  if (!old) return plan({ notes: [`There is no ${from.label} on the site.`] });
  const home = state.site.pages.find((p) => p.sections.includes(old))!;
  if (isSingle(to.type) && home.sections.some((s) => s.type === to.type))
    return plan({
      ops: [{ op: "removeSection", sectionId: old.id }],
      notes: [
        `Removed ${theLabel(from)} from the ${home.name} page, which already has ${theLabel(to)}.`,
      ],
    });
  const section = newSectionOf(to, copyContext(state, home), state, text);
  return plan({
    ops: [
      { op: "addSection", page: home.name, section, position: { before: old.id } },
      { op: "removeSection", sectionId: old.id },
    ],
    notes: [`Replaced ${theLabel(from)} with ${theLabel(to)} on the ${home.name} page.`],
  });
}
