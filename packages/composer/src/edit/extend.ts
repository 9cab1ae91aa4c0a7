import type { LayoutSection } from "@shopwright/site";
import { faqTopicItems, findFaqTopics } from "../faq-topics.js";
import { capitalize } from "../prompt-text.js";
import * as content from "../section-content.js";
import type { SectionKind } from "../section-words.js";
import { defaultsOf, listKeyOf, listOf } from "../section-edits.js";
import { newSectionOf } from "./new-section.js";
import { warn, type ClausePlan, type EditState } from "./state.js";
import { theLabel } from "./targets.js";

/** "Add an FAQ about shipping" on a page with an FAQ: questions on those topics it does not ask yet. */
export function extendFaq(text: string, state: EditState, faq: LayoutSection, result: ClausePlan) {
  const topics = findFaqTopics(text);
  const existing = (Array.isArray(faq.props.items) ? faq.props.items : []) as {
    question?: string;
  }[];
  const asked = new Set(existing.map((item) => (item.question ?? "").toLowerCase()));
  const items = faqTopicItems(topics.length > 0 ? topics : ["general"], state.industry).filter(
    (item) => !asked.has(item.question.toLowerCase()),
  );
  const added = items.slice(0, Math.max(2, topics.length * 2));
  for (const item of added) {
    result.ops.push({
      op: "addItem",
      sectionId: faq.id,
      list: "items",
      item: { ...item, ...content.SAMPLE },
    });
  }
  result.subjectId = faq.id;
  const about = topics.length > 0 ? ` about ${topics.join(" and ")}` : "";
  if (added.length === 0) {
    result.notes.push(`The FAQ already answers questions${about}.`);
    result.reason ??= { code: "already", type: "faq" };
    return;
  }
  const page = state.site.pages.find((p) => p.sections.some((s) => s.id === faq.id));
  const where = page && page.name !== state.pageName ? ` on the ${page.name} page` : "";
  result.notes.push(
    `Added ${added.length} question${added.length === 1 ? "" : "s"}${about} to the existing FAQ${where}.`,
  );
  warn(result, "Check the new FAQ answers match your policies: they are suggestions.", {
    code: "suggested",
    type: "faq",
  });
}

/** Grows or trims a section's list to the count asked, with items it does not hold yet. */
export function extendList(
  section: LayoutSection,
  kind: SectionKind,
  count: number | undefined,
  ctx: content.CopyContext,
  result: ClausePlan,
) {
  const list = listKeyOf(section.type);
  const current = Array.isArray(section.props[list])
    ? (section.props[list] as Record<string, unknown>[])
    : [];
  result.subjectId = section.id;
  if (count !== undefined && count < current.length) {
    for (let index = current.length - 1; index >= count; index--)
      result.ops.push({ op: "removeItem", sectionId: section.id, list, index });
    result.notes.push(`Trimmed ${theLabel(kind)} to ${count}.`);
    return;
  }
  if (count !== undefined && count === current.length) {
    result.notes.push(
      `${capitalize(theLabel(kind))} already has ${count} ${list === "plans" ? "plans" : list === "images" ? "images" : "items"}.`,
    );
    result.reason ??= { code: "already", type: kind.type };
    return;
  }
  // A type without a copy writer offers its definition's default items.
  const fresh = (newSectionOf(kind, ctx, { products: ctx.products } as EditState, "", 12).props ??
    defaultsOf(kind.type))?.[list];
  const titleOf = (item: Record<string, unknown>) =>
    String(item.title ?? item.name ?? item.quote ?? item.url ?? "").toLowerCase();
  const have = new Set(current.map(titleOf));
  const candidates = (Array.isArray(fresh) ? (fresh as Record<string, unknown>[]) : []).filter(
    (item) => !have.has(titleOf(item)),
  );
  const wanted = count !== undefined ? count - current.length : 1;
  const adding = candidates.slice(0, wanted);
  if (adding.length === 0) {
    result.notes.push(
      `This page already has ${theLabel(kind)}, and I have nothing new to add to it.`,
    );
    result.reason ??= { code: "already", type: kind.type };
    return;
  }
  const isSample = listOf(kind.type)?.sampleItems === true;
  for (const item of adding) {
    result.ops.push({
      op: "addItem",
      sectionId: section.id,
      list,
      item: isSample ? { ...item, ...content.SAMPLE } : item,
    });
  }
  result.notes.push(
    `Added ${adding.length} to the existing ${kind.label}${count !== undefined ? `, for ${count} in all` : ""}.`,
  );
  if (isSample)
    warn(result, `The new items in the ${kind.label} are samples: replace them with your own.`, {
      code: "samples",
      type: kind.type,
    });
}
