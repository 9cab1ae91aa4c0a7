import type { NewSection } from "@shopwright/site";
import { faqTopicItems, findFaqTopics } from "../faq-topics.js";
import { countBefore } from "../prompt-text.js";
import * as content from "../section-content.js";
import type { SectionKind } from "../section-words.js";
import { figuresFrom } from "./counts.js";
import type { EditState } from "./state.js";

/** Contact details the site already shows (never invented). */
export function knownContact(state: EditState): {
  email?: string;
  phone?: string;
  address?: string;
} {
  const known: { email?: string; phone?: string; address?: string } = {};
  for (const section of state.site.pages.flatMap((p) => p.sections)) {
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

/** A new section of a kind, with the copy, counts and figures the clause gives. */
export function newSectionOf(
  kind: SectionKind,
  ctx: content.CopyContext,
  state: EditState,
  text: string,
  count?: number,
): NewSection {
  switch (kind.type) {
    case "hero":
      return content.hero(ctx);
    case "features":
      return content.features(ctx, count);
    case "collection":
      return content.collection(ctx, {
        productIds: namedProducts(state, text),
        ...(count ? { limit: count } : {}),
      });
    case "testimonials":
      return content.testimonials(ctx, count);
    case "newsletter":
      return content.newsletter(ctx);
    case "cta":
      return content.cta(ctx);
    case "textblock": {
      const heading = /«(\d+)»\s+(?:section|block)/.exec(text);
      return content.about(
        ctx,
        heading
          ? state.quotes[Number(heading[1])]
          : /\babout\b/.test(text)
            ? "About us"
            : undefined,
      );
    }
    case "contact":
      return content.contact(ctx, knownContact(state));
    case "faq": {
      const topics = findFaqTopics(text);
      if (topics.length === 0) return content.faq(ctx, count);
      return {
        type: "faq",
        props: {
          title: "Frequently asked questions",
          items: faqTopicItems(topics, state.industry).slice(0, count ?? 6),
          ...content.SAMPLE,
        },
      };
    }
    case "categories":
      return content.categories(ctx, count);
    case "steps": {
      const heading = /«(\d+)»\s+(?:section|block)/.exec(text);
      return content.steps(
        ctx,
        count,
        heading
          ? state.quotes[Number(heading[1])]
          : /how it works/.test(text)
            ? "How it works"
            : undefined,
      );
    }
    case "stats":
      return content.stats(
        figuresFrom(
          text.slice(text.search(/\b(?:stats|statistics|numbers|figures|metrics|counters)\b/)),
        ),
      );
    case "team":
      return content.team(count);
    case "pricing":
      return content.pricing(count);
    case "gallery":
      return content.gallery(ctx, countBefore(text, ["columns"]));
    case "social":
      return content.social(/@([a-z0-9._]{2,30})/.exec(text)?.[1]);
    case "location":
      return content.location(ctx, knownContact(state));
    case "video":
      return content.video(
        /(https:\/\/(?:www\.)?(?:youtube\.com|youtu\.be|vimeo\.com)\/\S+)/.exec(text)?.[1],
      );
    case "image":
      return content.image(ctx);
    case "waitlist":
      return content.waitlist(ctx);
    case "booking":
      return content.booking(ctx);
    case "services":
      return content.services(ctx);
    case "button":
      return content.button(ctx);
    case "navbar":
      return content.navbar(
        state.brand,
        state.site.pages.map((p) => p.name),
      );
    case "footer":
      return content.footer(
        ctx,
        state.site.pages.slice(1).map((p) => p.name),
      );
    case "spacer": {
      const height = /(\d{1,3})\s*(?:px|pixels)/.exec(text)?.[1];
      return {
        type: "spacer",
        props: {
          height: height
            ? Math.min(400, Number(height))
            : /\b(big|large|lots|more)\b/.test(text)
              ? 96
              : 64,
        },
      };
    }
    default:
      return { type: kind.type };
  }
}
