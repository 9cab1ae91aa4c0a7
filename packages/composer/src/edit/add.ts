import type { NewSection } from "@shopwright/site";
import { findFaqTopics } from "../faq-topics.js";
import { countBefore, normalizePrompt } from "../prompt-text.js";
import * as content from "../section-content.js";
import { defaultsOf, fillInOf, isSingle, listKeyOf, listOf, samplesOf } from "../section-edits.js";
import { findSectionMentions, sectionKind } from "../section-words.js";
import { countNounsOf, figuresFrom } from "./counts.js";
import { extendFaq, extendList } from "./extend.js";
import { planMove } from "./move.js";
import { namedProducts, newSectionOf } from "./new-section.js";
import { copyContext, plan, warn, type ClausePlan } from "./state.js";
import {
  currentPage,
  positionFor,
  sectionsOfKind,
  theLabel,
  type PlanSectionVerb,
} from "./targets.js";

/** Adds the sections named, or extends, keeps or moves the one a page already has. */
export const planAdd: PlanSectionVerb = (text, state, page, read) => {
  const result = plan();
  const ctx = copyContext(state, page);
  const placed = positionFor(state, page, text, read);
  if (!placed) {
    const anchor = read.before ?? read.after;
    result.notes.push(
      anchor
        ? `There is no ${anchor.kind.label} on this page to place it next to, so I put it in its usual spot.`
        : "I couldn't tell where to put it, so I used its usual spot.",
    );
  }
  const position = placed?.position ?? { at: "auto" as const };
  const where = placed?.where ? ` ${placed.where}` : "";
  // "a gallery of our work", "reviews about our service": what the section shows, not a second one.
  // "a pricing table: Basic 10, Team 40": words of what it lists, not sections.
  const targets = read.targets.filter(
    (mention, i) =>
      i === 0 ||
      !(
        /^\s+(?:of|about|showing|featuring)\s+(?:our|my|the|your)?\s*$/.test(
          text.slice(read.targets[i - 1]!.end, mention.index),
        ) || text.slice(read.targets[0]!.end, mention.index).includes(":")
      ),
  );
  targets.forEach((mention, i) => {
    // Text that belongs to this mention: up to the next one (for counts and figures).
    const own = text.slice(mention.index, targets[i + 1]?.index ?? text.length);
    const list = listOf(mention.kind.type);
    const nouns = countNounsOf(mention.kind);
    // "We are five founders, add a team section": the count may stand in another clause.
    const count = nouns
      ? (countBefore(own, nouns) ??
        countBefore(text, nouns.slice(0, 1)) ??
        countBefore(normalizePrompt(state.original), nouns))
      : undefined;
    // "Add three questions to the FAQ": the FAQ the site has, wherever it is.
    const into = /\b(?:to|in|into|on)\s+(?:the|our|my)\s+(.+)$/.exec(text)?.[1];
    const isTarget =
      into !== undefined && findSectionMentions(into)[0]?.kind.type === mention.kind.type;
    const elsewhere = state.namedPage
      ? []
      : state.site.pages.flatMap((p) => sectionsOfKind(p, mention.kind));
    // "Add an FAQ about gift cards" on Home while Contact has the site's one FAQ: questions
    // for that FAQ, not a second one (unless the owner asks for a new one here).
    const isTopicForTheFaq =
      mention.kind.type === "faq" &&
      elsewhere.length === 1 &&
      findFaqTopics(own).length > 0 &&
      !/\b(?:new|another|second|separate|extra|here|this page)\b/.test(text);
    const existing =
      sectionsOfKind(page, mention.kind)[0] ??
      (isTarget || isTopicForTheFaq ? elsewhere[0] : undefined);
    if (existing && mention.kind.type === "faq") {
      extendFaq(text, state, existing, result);
      return;
    }
    if (existing && mention.kind.type === "stats") {
      const figures = figuresFrom(own);
      if (figures.length > 0) {
        result.ops.push({
          op: "updateSection",
          sectionId: existing.id,
          props: { items: figures, sample: false },
        });
        result.notes.push(
          `Updated the stats to ${figures.map((f) => `${f.value} ${f.label.toLowerCase()}`).join(", ")}.`,
        );
        return;
      }
    }
    if (existing && list?.extendable) {
      // "2 more features", "another three questions": that many on top of what is there.
      const isMore =
        count !== undefined &&
        /\b(?:\d{1,2}|two|three|four|five|six)\s+(?:more|extra|additional|further|new)\b|\banother\b/.test(
          text,
        );
      const listed = existing.props[listKeyOf(existing.type)];
      const have = Array.isArray(listed) ? listed.length : 0;
      extendList(existing, mention.kind, isMore ? have + count : count, ctx, result);
      return;
    }
    if (existing && isSingle(mention.kind.type)) {
      if (placed?.where) {
        const moved = planMove(text.slice(mention.index), state, page, {
          targets: [mention],
          before: read.before,
          after: read.after,
        });
        if (moved) {
          result.ops.push(...moved.ops);
          result.notes.push(
            ...moved.notes.map((note) => note.replace(/^Moved/, "You already had one, so I moved")),
          );
          result.subjectId = existing.id;
          return;
        }
      }
      result.notes.push(`This page already has ${theLabel(mention.kind)}.`);
      result.reason ??= { code: "already", type: mention.kind.type };
      result.subjectId = existing.id;
      return;
    }
    const section =
      existing && mention.kind.type === "collection"
        ? content.collection(ctx, { alternate: true, productIds: namedProducts(state, own) })
        : newSectionOf(
            mention.kind,
            ctx,
            state,
            own.includes("«") ? own : `${own} ${/«\d+»\s+(?:section|block)/.exec(text)?.[0] ?? ""}`,
            count,
          );
    result.ops.push({ op: "addSection", page: page.name, section, position });
    const quoted = /«(\d+)»\s+(?:section|block)/.exec(text)?.[1];
    const label =
      quoted !== undefined
        ? `“${state.quotes[Number(quoted)] ?? ""}” section`
        : section.type === "textblock" && /^about/i.test(String(section.props?.heading))
          ? "About section"
          : mention.kind.label;
    const figures =
      section.type === "stats" && section.props?.sample !== true
        ? (section.props?.items as { value: string; label: string }[])
        : [];
    const withFigures =
      figures.length > 0
        ? ` with ${listWords(figures.map((f) => `${f.value} ${f.label.toLowerCase()}`))}`
        : "";
    const onPage = page === currentPage(state) ? "" : ` to the ${page.name} page`;
    result.notes.push(`Added ${article(label)}${withFigures}${onPage}${where}.`);
    addSectionNotes(section, result);
  });
  return result;
};

// "a testimonials section", "an FAQ": a plural label reads as its section.
const article = (label: string) => {
  const name = /[^s]s$/.test(label) && !/\bsection$/.test(label) ? `${label} section` : label;
  return `${/^[aeiouAEIOU]|^FAQ/.test(name) ? "an" : "a"} ${name}`;
};

const listWords = (words: string[]) =>
  words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;

/** Replies and warnings a new section needs: samples flagged, empty fields explained. */
function addSectionNotes(section: NewSection, result: ClausePlan) {
  const props = section.props ?? {};
  if (props.sample === true) {
    const what = samplesOf(section.type) ?? "content";
    warn(
      result,
      `The ${what} in the new ${sectionKind(section.type)?.label ?? section.type} are samples: replace them with your own before you publish.`,
      { code: "samples", type: section.type },
    );
  }
  // A section without props starts with its type's defaults.
  const fillIn = fillInOf(section.type);
  const value = fillIn && (section.props ?? defaultsOf(section.type) ?? {})[fillIn.key];
  if (fillIn && (Array.isArray(value) ? value.length === 0 : !value))
    result.notes.push(fillIn.note);
}
