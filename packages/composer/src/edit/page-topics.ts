import type { NewSection } from "@shopwright/site";
import { editWordsIn, type PageTopicId } from "../copy-languages.js";
import { FOREIGN_LANGUAGES, type Language } from "../language-table.js";
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

/** A kind of page by the words of its name, in any language (`PageTopicWords`). */
interface PageTopic {
  id: PageTopicId;
  /** Policy pages are linked from the footer as well as the menu. */
  isPolicy?: boolean;
  body: Body;
}

const intro = (heading: string, text: string): NewSection => ({
  type: "textblock",
  props: { heading, content: text, alignment: "left", ...content.SAMPLE },
});

const fill = (text: string, ctx: content.CopyContext) => content.fill(text, ctx);

/** The topics' words in the language of the copy. */
const topicsOf = (ctx: content.CopyContext) => content.editWordsOf(ctx).topics;

/** A closing call to action, when the site has a page for it to open. */
function closing(
  ctx: content.CopyContext,
  state: EditState,
  role: "contact" | "shop",
): NewSection[] {
  const page = ctx.industry.words.pages[role];
  const target = state.site.pages.find((p) => p.name.toLowerCase() === page.toLowerCase());
  return target ? [content.cta(ctx, target.name)] : [];
}

/** A section with some props of its own on top of the composer's. */
const withProps = (section: NewSection, props: Record<string, unknown>): NewSection => ({
  ...section,
  props: { ...section.props, ...props },
});

const DELIVERY_WORDS = /\b(?:ship|shipping|deliver|delivery|dispatch|post|postage|return|refund)/i;

/** True when a page name is about privacy (its words in any language), not terms. */
const isPrivacy = (name: string) =>
  ALL_LANGUAGES.some((l) => editWordsIn(l).topics.privacy.words.test(plain(name)));

const TOPICS: readonly PageTopic[] = [
  {
    id: "shipping",
    isPolicy: true,
    body: (name, ctx, state) => {
      const words = topicsOf(ctx).shipping;
      // English kinds have delivery answers of their own; other languages' copy is per group.
      const own =
        ctx.industry.words.language === "en"
          ? ctx.industry.faq.filter((item) =>
              DELIVERY_WORDS.test(`${item.question} ${item.answer}`),
            )
          : [];
      const items = [...own, ...words.items]
        .slice(0, 4)
        .map((item) => ({ question: fill(item.question, ctx), answer: fill(item.answer, ctx) }));
      return [
        intro(name, fill(words.intro, ctx)),
        { type: "faq", props: { title: words.title, items, ...content.SAMPLE } },
        ...closing(ctx, state, "contact"),
      ];
    },
  },
  {
    id: "terms",
    isPolicy: true,
    body: (name, ctx) => [
      intro(name, fill(topicsOf(ctx)[isPrivacy(name) ? "privacy" : "terms"].intro, ctx)),
    ],
  },
  {
    id: "about",
    body: (name, ctx, state) => [
      withProps(content.about(ctx, name), content.SAMPLE),
      content.values(ctx),
      ...closing(ctx, state, ctx.industry.sells ? "shop" : "contact"),
    ],
  },
  {
    id: "wholesale",
    body: (name, ctx, state) => {
      const words = topicsOf(ctx).wholesale;
      return [
        intro(name, fill(words.intro, ctx)),
        {
          type: "features",
          props: {
            title: words.title,
            subtitle: "",
            items: words.items.map(({ icon, title, description }) => ({
              icon,
              title,
              description,
            })),
            ...content.SAMPLE,
          },
        },
        withProps(content.contact(ctx, knownContact(state)), { ...words.form }),
      ];
    },
  },
  {
    id: "faq",
    body: (name, ctx, state) => [
      withProps(content.faq(ctx), { title: name }),
      ...closing(ctx, state, "contact"),
    ],
  },
  {
    id: "blog",
    body: (name, ctx) => [
      intro(name, fill(topicsOf(ctx).blog.intro, ctx)),
      content.newsletter(ctx),
    ],
  },
  {
    id: "careers",
    body: (name, ctx, state) => [
      intro(name, fill(topicsOf(ctx).careers.intro, ctx)),
      withProps(content.contact(ctx, knownContact(state)), { ...topicsOf(ctx).careers.form }),
    ],
  },
  {
    id: "events",
    body: (name, ctx) => [
      intro(name, fill(topicsOf(ctx).events.intro, ctx)),
      content.newsletter(ctx),
    ],
  },
  {
    id: "visit",
    body: (name, ctx, state) => [
      withProps(content.location(ctx, knownContact(state)), { title: name }),
      ...closing(ctx, state, "contact"),
    ],
  },
  {
    id: "gifts",
    body: (name, ctx) => [
      intro(name, fill(topicsOf(ctx).gifts.intro, ctx)),
      content.collection(ctx),
    ],
  },
  {
    id: "sustainability",
    body: (name, ctx) => [
      intro(name, fill(topicsOf(ctx).sustainability.intro, ctx)),
      content.values(ctx),
    ],
  },
];

const ALL_LANGUAGES: readonly Language[] = ["en", ...FOREIGN_LANGUAGES];

/** A name as topic words match it: lower case, without accents. */
const plain = (name: string) => name.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");

/** True when the topic's words in the language name it ("privacy" also names the policy topic). */
function namesTopic(topic: PageTopic, name: string, language: Language): boolean {
  const words = editWordsIn(language).topics;
  const text = plain(name);
  if (topic.id === "terms") return words.terms.words.test(text) || words.privacy.words.test(text);
  return words[topic.id].words.test(text);
}

/** The topic a page name calls for, if any, in whichever language it is written. */
function topicOf(name: string): PageTopic | undefined {
  return TOPICS.find((topic) => ALL_LANGUAGES.some((l) => namesTopic(topic, name, l)));
}

/** True for a page people expect in the footer: shipping, returns, privacy, terms. */
export function isPolicyPage(name: string): boolean {
  return topicOf(name)?.isPolicy === true;
}

/**
 * The name a page gets in a site's language: as the owner gave it when it is in that language
 * or names no topic; on a site in another language than English, a topic named in another
 * language ("a page called Shipping" on a Spanish site) takes the topic's name in the site's
 * language. An English site keeps every name as typed ("a page called Eventos").
 */
export function topicPageName(name: string, language: Language): string {
  if (language === "en") return name;
  const topic = topicOf(name);
  if (!topic || namesTopic(topic, name, language)) return name;
  const words = editWordsIn(language).topics;
  return topic.id === "terms" && isPrivacy(name) ? words.privacy.name : words[topic.id].name;
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
      fill(content.editWordsOf(ctx).namedIntro.replaceAll("{name}", name.toLowerCase()), ctx),
    ),
    ...closing(ctx, state, "contact"),
  ];
}
