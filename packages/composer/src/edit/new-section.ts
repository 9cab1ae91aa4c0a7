import { shownSections } from "../shown-site.js";
import type { NewSection } from "@shopwright/site";
import type { EditWords } from "../copy-languages.js";
import { faqTopicItems, findFaqTopics } from "../faq-topics.js";
import { countBefore, writtenSpan } from "../prompt-text.js";
import * as content from "../section-content.js";
import { numberProp } from "../section-edits.js";
import type { SectionKind } from "../section-words.js";
import { figuresFrom, listedItems, type ListedItem } from "./counts.js";
import type { EditState } from "./state.js";

/** Contact details the site already shows (never invented). */
export function knownContact(state: EditState): {
  email?: string;
  phone?: string;
  address?: string;
} {
  const known: { email?: string; phone?: string; address?: string } = {};
  for (const section of shownSections(state.site)) {
    for (const key of ["email", "phone", "address"] as const) {
      const value = section.props[key];
      if (!known[key] && typeof value === "string" && value.trim()) known[key] = value;
    }
  }
  return known;
}

/** Products of the store the clause names ("a grid with the Ethiopia Guji"), by id. */
export function namedProducts(state: EditState, text: string): string[] {
  return state.products
    .filter((product) => product.name.length > 2 && text.includes(product.name.toLowerCase()))
    .map((p) => p.id);
}

/**
 * The team as asked: as many people as counted (the samples run out at four, the rest are
 * placeholders), all founders when the clause says "founders".
 */
/** What the clause lists after "with" or a colon, as the owner typed it. */
function listedIn(state: EditState, text: string): ListedItem[] {
  return listedItems(writtenSpan(state.original, text.trim()) ?? text);
}

const founderRole = (text: string, words: EditWords) =>
  /\b(?:co-?)?founders\b/.test(text)
    ? words.texts.coFounder
    : /\bfounder\b/.test(text)
      ? words.texts.founder
      : undefined;

function teamOf(
  section: NewSection,
  text: string,
  count: number | undefined,
  words: EditWords,
): NewSection {
  const items = [...((section.props?.items as Record<string, unknown>[] | undefined) ?? [])];
  for (let n = items.length; count !== undefined && n < count; n++)
    items.push({
      name: words.texts.teamMember.replaceAll("{n}", String(n + 1)),
      role: "",
      bio: "",
    });
  const founders = founderRole(text, words);
  return {
    ...section,
    props: {
      ...section.props,
      items: founders ? items.map((item) => ({ ...item, role: founders })) : items,
    },
  };
}

type Writer = (
  ctx: content.CopyContext,
  state: EditState,
  text: string,
  count: number | undefined,
) => NewSection;

/** The heading a clause quotes ("add a «0» section"), else `fallback`. */
function quotedHeading(state: EditState, text: string, fallback: string | undefined) {
  const heading = /«(\d+)»\s+(?:section|block)/.exec(text);
  return heading ? state.quotes[Number(heading[1])] : fallback;
}

// The composer's copy writer of each kind (`section-content.ts`, industry-aware).
const WRITERS: Record<string, Writer> = {
  hero: (ctx) => content.hero(ctx),
  features: (ctx, _state, _text, count) => content.features(ctx, count),
  collection: (ctx, state, text, count) =>
    content.collection(ctx, {
      productIds: namedProducts(state, text),
      ...(count ? { limit: count } : {}),
    }),
  testimonials: (ctx, _state, _text, count) => content.testimonials(ctx, count),
  newsletter: (ctx) => content.newsletter(ctx),
  cta: (ctx) => content.cta(ctx),
  textblock: (ctx, state, text) =>
    content.about(
      ctx,
      quotedHeading(
        state,
        text,
        /\babout\b/.test(text) ? content.editWordsOf(ctx).titles.aboutUs : undefined,
      ),
    ),
  contact: (ctx, state) => content.contact(ctx, knownContact(state)),
  faq: (ctx, state, text, count) => {
    const topics = findFaqTopics(text);
    if (topics.length === 0) return content.faq(ctx, count);
    return {
      type: "faq",
      props: {
        title: content.editWordsOf(ctx).titles.faq,
        items: faqTopicItems(topics, state.industry).slice(0, count ?? 6),
        ...content.SAMPLE,
      },
    };
  },
  categories: (ctx, _state, _text, count) => content.categories(ctx, count),
  steps: (ctx, state, text, count) =>
    content.steps(
      ctx,
      count,
      quotedHeading(
        state,
        text,
        /how it works/.test(text) ? content.editWordsOf(ctx).titles.howItWorks : undefined,
      ),
    ),
  stats: (ctx, _state, text) =>
    content.stats(
      figuresFrom(
        text.slice(text.search(/\b(?:stats|statistics|numbers|figures|metrics|counters)\b/)),
      ),
      content.editWordsOf(ctx),
    ),
  // People and plans the owner lists are used as typed; otherwise samples.
  team: (ctx, state, text, count) => {
    const words = content.editWordsOf(ctx);
    const people = listedIn(state, text).filter((item) => item.price === undefined);
    return people.length > 0
      ? content.namedTeam(
          people.map((person) => person.name),
          founderRole(text, words),
          words,
        )
      : teamOf(content.team(count, words, ctx.brand), text, count, words);
  },
  pricing: (ctx, state, text, count) => {
    const words = content.editWordsOf(ctx);
    const plans = listedIn(state, text).filter(
      (item): item is Required<ListedItem> => item.price !== undefined,
    );
    return plans.length > 0 ? content.listedPricing(plans, words) : content.pricing(count, words);
  },
  gallery: (ctx, _state, text) => content.gallery(ctx, countBefore(text, ["columns"])),
  social: (ctx, _state, text) =>
    content.social(/@([a-z0-9._]{2,30})/.exec(text)?.[1], content.editWordsOf(ctx)),
  location: (ctx, state) => content.location(ctx, knownContact(state)),
  video: (ctx, _state, text) =>
    content.video(
      /(https:\/\/(?:www\.)?(?:youtube\.com|youtu\.be|vimeo\.com)\/\S+)/.exec(text)?.[1],
      content.editWordsOf(ctx),
    ),
  image: (ctx) => content.image(ctx),
  waitlist: (ctx) => content.waitlist(ctx),
  booking: (ctx) => content.booking(ctx),
  services: (ctx) => content.services(ctx),
  button: (ctx) => content.button(ctx),
  navbar: (_ctx, state) =>
    content.navbar(
      state.brand,
      state.site.pages.map((p) => p.name),
    ),
  footer: (ctx, state) =>
    content.footer(
      ctx,
      state.site.pages.slice(1).map((p) => p.name),
    ),
  spacer: (_ctx, _state, text) => {
    const height = /(\d{1,3})\s*(?:px|pixels)/.exec(text)?.[1];
    return {
      type: "spacer",
      props: {
        height: height
          ? Math.min(numberProp("spacer", "height").max, Number(height))
          : /\b(big|large|lots|more)\b/.test(text)
            ? 96
            : 64,
      },
    };
  },
};

/**
 * A new section of a kind, with the copy, counts and figures the clause gives; a kind without
 * a writer gets no props, so `applyOps` gives it its type's defaults.
 */
export function newSectionOf(
  kind: SectionKind,
  ctx: content.CopyContext,
  state: EditState,
  text: string,
  count?: number,
): NewSection {
  const write = Object.hasOwn(WRITERS, kind.type) ? WRITERS[kind.type] : undefined;
  return write ? write(ctx, state, text, count) : { type: kind.type };
}
