import type { SiteDocument } from "@shopwright/site";
import {
  ENGLISH_WORDS,
  item,
  kindKey,
  localKind,
  qa,
  step,
  type CopyItem,
  type FaqCopy,
  type IndustryCopy,
  type LanguageCopy,
  type SiteWords,
  type StepCopy,
} from "./copy-bank.js";
import { GERMAN_COPY, GERMAN_EDIT_WORDS } from "./copy-bank-de.js";
import { SPANISH_COPY, SPANISH_EDIT_WORDS } from "./copy-bank-es.js";
import { FRENCH_COPY, FRENCH_EDIT_WORDS } from "./copy-bank-fr.js";
import { FOREIGN_LANGUAGES, type Language } from "./language-table.js";

/** The copy of generated sites in each language besides English (PRODUCT.md §2). */
export const LANGUAGE_COPY: Readonly<Record<Exclude<Language, "en">, LanguageCopy>> = {
  es: SPANISH_COPY,
  de: GERMAN_COPY,
  fr: FRENCH_COPY,
};

const LOCAL = new Map<string, IndustryCopy>();

/** A kind's copy in the language: English as it is, another language built once and kept. */
export function copyIn(industry: IndustryCopy, language: Language): IndustryCopy {
  if (language === "en" || industry.words.language === language) return industry;
  const key = `${language}:${kindKey(industry)}`;
  let local = LOCAL.get(key);
  if (!local) {
    local = localKind(industry, LANGUAGE_COPY[language]);
    LOCAL.set(key, local);
  }
  return local;
}

/** The words of a generated site in the language. */
export const siteWordsIn = (language: Language): SiteWords =>
  language === "en" ? ENGLISH_WORDS : LANGUAGE_COPY[language].words;

/** What a page about a topic is called, and the words that name the topic (matched without accents). */
interface TopicName {
  name: string;
  words: RegExp;
}

/** A form that closes a page, with its own title and description. */
interface FormWords {
  title: string;
  description: string;
}

/** The pages an owner names by topic ("a page called Shipping"), and their copy (edit/page-topics.ts). */
export interface PageTopicWords {
  shipping: TopicName & { intro: string; title: string; items: readonly FaqCopy[] };
  privacy: TopicName & { intro: string };
  terms: TopicName & { intro: string };
  about: TopicName;
  wholesale: TopicName & {
    intro: string;
    title: string;
    items: readonly CopyItem[];
    form: FormWords;
  };
  faq: TopicName;
  blog: TopicName & { intro: string };
  careers: TopicName & { intro: string; form: FormWords };
  events: TopicName & { intro: string };
  visit: TopicName;
  gifts: TopicName & { intro: string };
  sustainability: TopicName & { intro: string };
}

export type PageTopicId = keyof PageTopicWords;

/**
 * The words edits write into a site in its language, beyond the generated site's (`SiteWords`):
 * names of pages made around a kind, titles and short texts of sections the kinds' copy does
 * not cover, and the pages named by topic. Templates take `fill`'s fields; `{n}` and `{name}`
 * are filled where they are used.
 */
export interface EditWords {
  /** The page "add a … page" makes around a kind, by its English name (section definitions). */
  pageNames: Readonly<Record<string, string>>;
  titles: {
    aboutUs: string;
    howItWorks: string;
    faq: string;
    categories: string;
    stats: string;
    team: string;
    teamSubtitle: string;
    prices: string;
    pricing: string;
    pricingSubtitle: string;
    gallery: string;
    social: string;
    location: string;
    video: string;
    waitlist: string;
    booking: string;
  };
  texts: {
    teamMember: string;
    founder: string;
    coFounder: string;
    choose: string;
    photo: string;
    locationDetails: string;
    locationForm: string;
    waitlist: string;
    waitlistButton: string;
    booking: string;
    shopNow: string;
  };
  /** Steps after the kind's own, for an owner who asks for more. */
  extraSteps: readonly StepCopy[];
  topics: PageTopicWords;
  /** A page no topic knows: `{name}` is its name in lower case. */
  namedIntro: string;
}

/** The English words of edits. */
export const ENGLISH_EDIT_WORDS: EditWords = {
  pageNames: {},
  titles: {
    aboutUs: "About us",
    howItWorks: "How it works",
    faq: "Frequently asked questions",
    categories: "Shop by category",
    stats: "By the numbers",
    team: "Meet the team",
    teamSubtitle: "The people behind the shop.",
    prices: "Prices",
    pricing: "Plans and pricing",
    pricingSubtitle: "Pick what fits. Change or cancel anytime.",
    gallery: "Gallery",
    social: "Follow along",
    location: "Visit us",
    video: "Our story",
    waitlist: "Be the first to know",
    booking: "Book an appointment",
  },
  texts: {
    teamMember: "Team member {n}",
    founder: "Founder",
    coFounder: "Co-founder",
    choose: "Choose {name}",
    photo: "Photo {n}",
    locationDetails: "Come and see {brand} in person. We'd love to say hello.",
    locationForm: "Send {brand} a message through the contact form to ask how to find us.",
    waitlist: "{brand} is opening soon. Join the waitlist for early access.",
    waitlistButton: "Join the waitlist",
    booking: "Tell us when suits you and {brand} will confirm by email.",
    shopNow: "Shop now",
  },
  extraSteps: [
    step("Stay in touch", "We're here if you have questions along the way."),
    step("Come back for more", "New additions arrive regularly."),
  ],
  topics: {
    shipping: {
      name: "Shipping",
      words: /\b(?:shipping|delivery|deliveries|returns?|refunds?|exchanges?|postage)\b/,
      intro:
        "Every order from {brand} is packed with care and sent with tracking, so you always know where it is.\n\nIf something is not right, tell us within 30 days and we will put it right with a refund or an exchange.",
      title: "Delivery and returns",
      items: [
        qa(
          "How long does delivery take?",
          "Orders leave us within 1–2 working days and usually arrive 2–5 days later.",
        ),
        qa(
          "How much does shipping cost?",
          "Shipping is calculated at checkout, and it is free on larger orders.",
        ),
        qa(
          "Can I return something?",
          "Yes: send it back unused within 30 days and we refund or exchange it.",
        ),
      ],
    },
    privacy: {
      name: "Privacy policy",
      words: /\b(?:privacy|cookies?)\b/,
      intro:
        "This page explains what personal data {brand} collects when you visit or order, why we need it and how long we keep it.\n\nWe use your name, email and address only to process and deliver your orders and to answer your messages. We never sell your data. Write to us to see, correct or delete what we hold about you.",
    },
    terms: {
      name: "Terms and conditions",
      words: /\b(?:terms|conditions|legal|imprint|impressum|polic(?:y|ies))\b/,
      intro:
        "These terms apply to every order placed with {brand}. Please read them before you buy.\n\nPrices include taxes where required. An order is confirmed once payment is received. Items can be returned unused within 30 days. For anything else, write to us and we will help.",
    },
    about: {
      name: "About",
      words: /\b(?:story|about|who we are|history|mission|journey|founders?)\b/,
    },
    wholesale: {
      name: "Wholesale",
      words: /\b(?:wholesale|trade|bulk|b2b|stockists?|retailers?|resellers?|partners?(?:hip)?)\b/,
      intro:
        "Stock {brand} in your shop, café or office. We supply {noun} to independent businesses, with trade prices on repeat orders and one person who looks after your account.",
      title: "Why stock us",
      items: [
        item("📦", "Trade prices", "Tiered prices for repeat and larger orders."),
        item("🤝", "A named contact", "One person who knows your account and answers quickly."),
        item("🚚", "Dependable delivery", "Regular deliveries on a schedule that suits you."),
      ],
      form: {
        title: "Apply for a trade account",
        description: "Tell us about your business and what you would like to stock.",
      },
    },
    faq: { name: "FAQ", words: /\b(?:faqs?|questions|help)\b/ },
    blog: {
      name: "Blog",
      words: /\b(?:blog|journal|news|stories|articles|updates|diary)\b/,
      intro:
        "Notes from {brand}: new arrivals, stories from behind the scenes and ideas for getting the most out of your {noun}.",
    },
    careers: {
      name: "Careers",
      words: /\b(?:careers?|jobs?|hiring|work with us|join us|vacancies)\b/,
      intro:
        "{brand} is a small team that cares about doing things well. We do not have open roles right now, but we are always glad to hear from people who would like to join us.",
      form: {
        title: "Introduce yourself",
        description: "Send us a few lines about you and what you would like to do.",
      },
    },
    events: {
      name: "Events",
      words: /\b(?:events?|workshops?|classes|courses?|tastings?|meetups?)\b/,
      intro:
        "Join {brand} in person: small-group sessions where you can learn, taste and ask everything you ever wanted to know about {noun}.\n\nDates are announced to our newsletter first.",
    },
    visit: {
      name: "Visit us",
      words: /\b(?:visit|locations?|find us|our shop|our store|opening hours|hours)\b/,
    },
    gifts: {
      name: "Gifts",
      words: /\b(?:gifts?|gift cards?|gifting|vouchers?)\b/,
      intro:
        "Looking for a present? Every {noun} from {brand} can be gift-wrapped with a handwritten note, and we ship straight to the person you have in mind.",
    },
    sustainability: {
      name: "Sustainability",
      words: /\b(?:sustainab\w*|values|impact|ethics|sourcing|environment)\b/,
      intro:
        "How {brand} makes and ships {noun} matters to us as much as what we sell. Here is what we do today, and what we are still working on.",
    },
  },
  namedIntro:
    "This is where {brand} tells visitors about {name}: what it is, who it is for and how to make the most of it.",
};

const EDIT_WORDS: Readonly<Record<Language, EditWords>> = {
  en: ENGLISH_EDIT_WORDS,
  es: SPANISH_EDIT_WORDS,
  de: GERMAN_EDIT_WORDS,
  fr: FRENCH_EDIT_WORDS,
};

/** The words edits write in the language. */
export const editWordsIn = (language: Language): EditWords => EDIT_WORDS[language];

/** The name of a page made around a kind ("FAQ", "Shop") in the language. */
export function pageNameIn(english: string, language: Language): string {
  if (language === "en") return english;
  const role = (Object.keys(ENGLISH_WORDS.pages) as (keyof SiteWords["pages"])[]).find(
    (key) => ENGLISH_WORDS.pages[key] === english,
  );
  return role
    ? siteWordsIn(language).pages[role]
    : (EDIT_WORDS[language].pageNames[english] ?? english);
}

const ALL_LANGUAGES: readonly Language[] = ["en", ...FOREIGN_LANGUAGES];

const lower = (text: string) => text.trim().toLowerCase();

/** Words a generated site in the language holds and no other language's site does. */
function ownWords(language: Language): Set<string> {
  const of = (other: Language) => {
    const words = siteWordsIn(other);
    return [
      ...Object.values(words.pages),
      words.values,
      words.reviews,
      words.contact.title,
      words.contact.button,
      words.faq,
      words.offerings,
    ].map(lower);
  };
  const others = new Set(ALL_LANGUAGES.filter((l) => l !== language).flatMap(of));
  return new Set(of(language).filter((word) => !others.has(word)));
}

const OWN_WORDS = new Map<Language, Set<string>>();

/**
 * The language a site is written in, read from the site itself: its page names, menu labels
 * and the fixed titles a generated site has (`SiteWords`); English when no other language
 * holds more of them. Edits write their copy in it, whatever the prompt's language
 * (PRODUCT.md §2).
 */
export function siteLanguage(site: Pick<SiteDocument, "pages">): Language {
  const found: string[] = [];
  for (const page of site.pages) {
    found.push(lower(page.name));
    for (const section of page.sections) {
      for (const key of ["title", "buttonText"]) {
        const value = section.props[key];
        if (typeof value === "string") found.push(lower(value));
      }
      if (section.type !== "navbar" || !Array.isArray(section.props.links)) continue;
      for (const link of section.props.links as { text?: unknown }[])
        if (typeof link.text === "string") found.push(lower(link.text));
    }
  }
  let best: Language = "en";
  let bestScore = 0;
  for (const language of ALL_LANGUAGES) {
    let own = OWN_WORDS.get(language);
    if (!own) OWN_WORDS.set(language, (own = ownWords(language)));
    const score = found.filter((word) => own.has(word)).length;
    if (score > bestScore) [best, bestScore] = [language, score];
  }
  return best;
}
