import type { NewSection } from "@shopwright/site";
import * as content from "../section-content.js";
import { knownContact } from "./new-section.js";
import type { EditState } from "./state.js";

/*
 * What a page named by the owner holds ("a page called Shipping", "add a Wholesale page"): a
 * heading with the page's name and sections that fit it. Text the composer makes up (policies,
 * terms, a story) is marked as sample content, so the editor, the preview and publishing say so
 * (PRODUCT.md §4).
 */

type Body = (name: string, ctx: content.CopyContext, state: EditState) => NewSection[];

/** A kind of page by the words of its name. */
interface PageTopic {
  words: RegExp;
  /** Policy pages are linked from the footer as well as the menu. */
  isPolicy?: boolean;
  body: Body;
}

const intro = (heading: string, text: string): NewSection => ({
  type: "textblock",
  props: { heading, content: text, alignment: "left", ...content.SAMPLE },
});

const fill = (text: string, ctx: content.CopyContext) => content.fill(text, ctx);

/** A closing call to action, when the site has a page for it to open. */
function closing(
  ctx: content.CopyContext,
  state: EditState,
  page: "Contact" | "Shop",
): NewSection[] {
  const target = state.site.pages.find((p) => p.name.toLowerCase() === page.toLowerCase());
  return target ? [content.cta(ctx, target.name)] : [];
}

/** A section with some props of its own on top of the composer's. */
const withProps = (section: NewSection, props: Record<string, unknown>): NewSection => ({
  ...section,
  props: { ...section.props, ...props },
});

const SHIPPING_FAQ = [
  {
    question: "How long does delivery take?",
    answer: "Orders leave us within 1–2 working days and usually arrive 2–5 days later.",
  },
  {
    question: "How much does shipping cost?",
    answer: "Shipping is calculated at checkout, and it is free on larger orders.",
  },
  {
    question: "Can I return something?",
    answer: "Yes: send it back unused within 30 days and we refund or exchange it.",
  },
];

const DELIVERY_WORDS = /\b(?:ship|shipping|deliver|delivery|dispatch|post|postage|return|refund)/i;

const TOPICS: readonly PageTopic[] = [
  {
    words: /\b(?:shipping|delivery|deliveries|returns?|refunds?|exchanges?|postage)\b/,
    isPolicy: true,
    body: (name, ctx, state) => {
      const own = ctx.industry.faq.filter((item) =>
        DELIVERY_WORDS.test(`${item.question} ${item.answer}`),
      );
      const items = [...own, ...SHIPPING_FAQ]
        .slice(0, 4)
        .map((item) => ({ question: fill(item.question, ctx), answer: fill(item.answer, ctx) }));
      return [
        intro(
          name,
          fill(
            "Every order from {brand} is packed with care and sent with tracking, so you always know where it is.\n\nIf something is not right, tell us within 30 days and we will put it right with a refund or an exchange.",
            ctx,
          ),
        ),
        { type: "faq", props: { title: "Delivery and returns", items, ...content.SAMPLE } },
        ...closing(ctx, state, "Contact"),
      ];
    },
  },
  {
    words: /\b(?:privacy|terms|conditions|legal|cookies?|imprint|impressum|polic(?:y|ies))\b/,
    isPolicy: true,
    body: (name, ctx) => [
      intro(
        name,
        /privacy|cookie/i.test(name)
          ? fill(
              "This page explains what personal data {brand} collects when you visit or order, why we need it and how long we keep it.\n\nWe use your name, email and address only to process and deliver your orders and to answer your messages. We never sell your data. Write to us to see, correct or delete what we hold about you.",
              ctx,
            )
          : fill(
              "These terms apply to every order placed with {brand}. Please read them before you buy.\n\nPrices include taxes where required. An order is confirmed once payment is received. Items can be returned unused within 30 days. For anything else, write to us and we will help.",
              ctx,
            ),
      ),
    ],
  },
  {
    words: /\b(?:story|about|who we are|history|mission|journey|founders?)\b/,
    body: (name, ctx, state) => [
      withProps(content.about(ctx, name), content.SAMPLE),
      content.values(ctx),
      ...closing(ctx, state, ctx.industry.sells ? "Shop" : "Contact"),
    ],
  },
  {
    words: /\b(?:wholesale|trade|bulk|b2b|stockists?|retailers?|resellers?|partners?(?:hip)?)\b/,
    body: (name, ctx, state) => [
      intro(
        name,
        fill(
          "Stock {brand} in your shop, café or office. We supply {noun} to independent businesses, with trade prices on repeat orders and one person who looks after your account.",
          ctx,
        ),
      ),
      {
        type: "features",
        props: {
          title: "Why stock us",
          subtitle: "",
          items: [
            {
              icon: "📦",
              title: "Trade prices",
              description: "Tiered prices for repeat and larger orders.",
            },
            {
              icon: "🤝",
              title: "A named contact",
              description: "One person who knows your account and answers quickly.",
            },
            {
              icon: "🚚",
              title: "Dependable delivery",
              description: "Regular deliveries on a schedule that suits you.",
            },
          ],
          ...content.SAMPLE,
        },
      },
      withProps(content.contact(ctx, knownContact(state)), {
        title: "Apply for a trade account",
        description: "Tell us about your business and what you would like to stock.",
      }),
    ],
  },
  {
    words: /\b(?:faqs?|questions|help)\b/,
    body: (name, ctx, state) => [
      withProps(content.faq(ctx), { title: name }),
      ...closing(ctx, state, "Contact"),
    ],
  },
  {
    words: /\b(?:blog|journal|news|stories|articles|updates|diary)\b/,
    body: (name, ctx) => [
      intro(
        name,
        fill(
          "Notes from {brand}: new arrivals, stories from behind the scenes and ideas for getting the most out of your {noun}.",
          ctx,
        ),
      ),
      content.newsletter(ctx),
    ],
  },
  {
    words: /\b(?:careers?|jobs?|hiring|work with us|join us|vacancies)\b/,
    body: (name, ctx, state) => [
      intro(
        name,
        fill(
          "{brand} is a small team that cares about doing things well. We do not have open roles right now, but we are always glad to hear from people who would like to join us.",
          ctx,
        ),
      ),
      withProps(content.contact(ctx, knownContact(state)), {
        title: "Introduce yourself",
        description: "Send us a few lines about you and what you would like to do.",
      }),
    ],
  },
  {
    words: /\b(?:events?|workshops?|classes|courses?|tastings?|meetups?)\b/,
    body: (name, ctx) => [
      intro(
        name,
        fill(
          "Join {brand} in person: small-group sessions where you can learn, taste and ask everything you ever wanted to know about {noun}.\n\nDates are announced to our newsletter first.",
          ctx,
        ),
      ),
      content.newsletter(ctx),
    ],
  },
  {
    words: /\b(?:visit|locations?|find us|our shop|our store|opening hours|hours)\b/,
    body: (name, ctx, state) => [
      withProps(content.location(ctx, knownContact(state)), { title: name }),
      ...closing(ctx, state, "Contact"),
    ],
  },
  {
    words: /\b(?:gifts?|gift cards?|gifting|vouchers?)\b/,
    body: (name, ctx) => [
      intro(
        name,
        fill(
          "Looking for a present? Every {noun} from {brand} can be gift-wrapped with a handwritten note, and we ship straight to the person you have in mind.",
          ctx,
        ),
      ),
      content.collection(ctx),
    ],
  },
  {
    words: /\b(?:sustainab\w*|values|impact|ethics|sourcing|environment)\b/,
    body: (name, ctx) => [
      intro(
        name,
        fill(
          "How {brand} makes and ships {noun} matters to us as much as what we sell. Here is what we do today, and what we are still working on.",
          ctx,
        ),
      ),
      content.values(ctx),
    ],
  },
];

/** The topic a page name calls for, if any. */
function topicOf(name: string): PageTopic | undefined {
  const words = name.toLowerCase();
  return TOPICS.find((topic) => topic.words.test(words));
}

/** True for a page people expect in the footer: shipping, returns, privacy, terms. */
export function isPolicyPage(name: string): boolean {
  return topicOf(name)?.isPolicy === true;
}

/**
 * The body of a page the owner named, between its navbar and footer: sections that fit the
 * name, led by a heading with it; for a name no topic knows, a sample introduction under it.
 */
export function namedPageBody(
  name: string,
  ctx: content.CopyContext,
  state: EditState,
): NewSection[] {
  const topic = topicOf(name);
  if (topic) return topic.body(name, ctx, state);
  return [
    intro(
      name,
      fill(
        `This is where {brand} tells visitors about ${name.toLowerCase()}: what it is, who it is for and how to make the most of it.`,
        ctx,
      ),
    ),
    ...closing(ctx, state, "Contact"),
  ];
}
