import { applyOpsShown, shownSite } from "./shown-site.js";
import { normalizeLayout, type SiteDocument, type Theme } from "@shopwright/site";
import { hueFamily } from "./colors.js";
import { compose } from "./compose.js";
import type { ComposeResult } from "./compose-input.js";
import { fixtureSite } from "./compose.fixtures.js";
import { emptySite } from "./compose.fixtures.js";
import { MOODS } from "./moods.js";

/**
 * Paraphrase families (bench/README.md, the AI section): for each intent several phrasings an owner
 * might type, and one check on the site the composer leaves. Tune the composer to the
 * classes, never to these sentences: the product is also measured on prompts it has never
 * seen. bench/ai.bench.ts reports the share that holds per family.
 */

/** A florist's site with known content on three pages: what the paraphrases refer to. */
export function floristSite(): SiteDocument {
  const navbar = {
    type: "navbar",
    props: {
      logo: "Petal & Stem",
      links: ["Home", "Shop", "About", "Contact"].map((name) => ({
        text: name,
        type: "page",
        pageName: name,
      })),
    },
  };
  const footer = {
    type: "footer",
    props: {
      companyName: "Petal & Stem",
      tagline: "Fresh flowers from Ghent since 2015.",
      links: [
        { text: "Shop", url: "/shop" },
        { text: "About", url: "/about" },
        { text: "Contact", url: "/contact" },
        { text: "Instagram", url: "https://instagram.com/petalandstem" },
      ],
    },
  };
  const layout = normalizeLayout({
    pages: [
      {
        name: "Home",
        path: "/",
        sections: [
          navbar,
          {
            type: "hero",
            props: {
              title: "Flowers from Ghent, tied by hand",
              subtitle: "Seasonal bouquets and dried flowers, delivered across Ghent.",
              buttonText: "Shop bouquets",
              buttonLink: "/shop",
            },
          },
          {
            type: "features",
            props: {
              title: "Why Petal & Stem",
              items: [
                {
                  icon: "🚲",
                  title: "Same-day delivery",
                  description: "Order before noon and we cycle it over today.",
                },
                {
                  icon: "💐",
                  title: "Tied by hand",
                  description: "Every bouquet is made by one of our florists.",
                },
                {
                  icon: "🌾",
                  title: "Dried flowers that last",
                  description: "Our dried bunches keep their colour for a year.",
                },
                {
                  icon: "♻️",
                  title: "Plastic-free packaging",
                  description: "Paper, string and nothing else.",
                },
              ],
            },
          },
          { type: "collection", props: { title: "This week's bouquets", limit: 8 } },
          {
            type: "steps",
            props: {
              title: "How it works",
              items: [
                { title: "Choose your bouquet", description: "Pick a size and a colour mood." },
                { title: "We tie it by hand", description: "The morning it leaves the shop." },
                { title: "Delivered to the door", description: "By bike, anywhere in Ghent." },
              ],
            },
          },
          {
            type: "testimonials",
            props: {
              title: "What customers say",
              items: [
                { quote: "The peonies lasted two weeks!", author: "Jenny V.", rating: 5 },
                { quote: "Beautiful dried bouquet for our wedding.", author: "Marc D.", rating: 5 },
                { quote: "Friendly, fast and always fresh.", author: "Sofie L.", rating: 5 },
              ],
            },
          },
          {
            type: "pricing",
            props: {
              title: "Flower subscriptions",
              plans: [
                { name: "Petite", price: "€25/mo", features: ["One small bouquet a month"] },
                {
                  name: "Classic",
                  price: "€45/mo",
                  features: ["One bouquet every two weeks"],
                  featured: true,
                },
                { name: "Grand", price: "€75/mo", features: ["A large bouquet every week"] },
              ],
            },
          },
          {
            type: "newsletter",
            props: { title: "Seasonal news", description: "One email a month, no spam." },
          },
          footer,
        ],
      },
      {
        name: "Shop",
        path: "/shop",
        sections: [
          navbar,
          { type: "collection", props: { title: "All flowers", limit: 48 } },
          footer,
        ],
      },
      {
        name: "About",
        path: "/about",
        sections: [
          navbar,
          {
            type: "textblock",
            props: {
              heading: "Our story",
              content:
                "Petal & Stem started in a tiny shop on the Korenmarkt in 2015. We dry our own flowers in the attic above the shop. Every bouquet is tied by hand on the morning it leaves.",
            },
          },
          {
            type: "team",
            props: {
              title: "The florists",
              items: [
                {
                  name: "Ana Peeters",
                  role: "Founder",
                  bio: "Started the shop with one bucket of tulips.",
                },
                { name: "Lucas De Smet", role: "Florist", bio: "Loves wild, loose arrangements." },
                { name: "Mila Janssens", role: "Delivery", bio: "Knows every street in Ghent." },
              ],
            },
          },
          footer,
        ],
      },
      {
        name: "Contact",
        path: "/contact",
        sections: [
          navbar,
          {
            type: "contact",
            props: { title: "Get in touch", description: "We answer within a day." },
          },
          {
            type: "faq",
            props: {
              title: "Questions",
              items: [
                {
                  question: "What are your opening hours?",
                  answer: "Tuesday to Saturday, 9:00 to 18:00.",
                },
                {
                  question: "Do you deliver outside Ghent?",
                  answer: "Yes, by courier across Belgium.",
                },
                {
                  question: "How long do dried flowers last?",
                  answer: "About a year, away from direct sun.",
                },
                {
                  question: "Can I return a bouquet?",
                  answer: "Fresh flowers cannot be returned, but tell us if something is wrong.",
                },
                {
                  question: "Do you do wedding flowers?",
                  answer: "Yes, book a free consultation.",
                },
              ],
            },
          },
          footer,
        ],
      },
    ],
  });
  const theme: Theme = structuredClone(MOODS.natural.theme);
  return shownSite({ name: "Petal & Stem", theme, ...layout });
}

/** The site the composer generates for a florist, as the issue's own example. */
export function generatedFloristSite(): SiteDocument {
  const site = emptySite();
  const result = compose({
    prompt: "Website for a florist in Ghent selling bouquets and dried flowers",
    site,
    storeId: "store-florist",
    storeName: "Bloom",
    products: [],
  });
  return applyOpsShown(site, result.ops).site;
}

export type ParaphraseSiteName = "florist" | "fixture" | "generated";

const SITES: Record<ParaphraseSiteName, () => SiteDocument> = {
  florist: floristSite,
  fixture: fixtureSite,
  generated: generatedFloristSite,
};
const built = new Map<ParaphraseSiteName, SiteDocument>();

/** The site of a fixture, built once (each compose call leaves it as it is). */
export function paraphraseSite(name: ParaphraseSiteName): SiteDocument {
  if (!built.has(name)) built.set(name, SITES[name]());
  return built.get(name)!;
}

/** What a check sees: the site before and after the composer's operations, and its answer. */
export interface Outcome {
  before: SiteDocument;
  after: SiteDocument;
  result: ComposeResult;
}

/** True when the intent holds; otherwise why not. */
export type Check = (outcome: Outcome) => true | string;

/** One intent: phrasings and the check each must pass on the resulting site. */
export interface ParaphraseIntent {
  family: string;
  intent: string;
  site?: ParaphraseSiteName;
  /** The page the owner is looking at (the first page by default). */
  page?: string;
  prompts: readonly string[];
  check: Check;
}

// ————— reading a site —————

type Item = Record<string, unknown>;

/** Every section of a type on the site, with its page. */
export function sectionsOf(site: SiteDocument, type: string) {
  return site.pages.flatMap((page) =>
    page.sections.filter((s) => s.type === type).map((section) => ({ page, section })),
  );
}

/** The list of the first section of a type. */
export function listOf(site: SiteDocument, type: string, key = "items"): Item[] {
  const found = sectionsOf(site, type)[0]?.section.props[key];
  return Array.isArray(found) ? (found as Item[]) : [];
}

const texts = (items: Item[], key: string) => items.map((item) => String(item[key] ?? ""));

/** Every string of the site, for "does this text appear anywhere". */
function allText(site: SiteDocument): string {
  const out: string[] = [site.name];
  const walk = (value: unknown) => {
    if (typeof value === "string") out.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  site.pages.forEach((page) => walk(page.sections.map((s) => s.props)));
  return out.join("\n");
}

const brandFamilies = (theme: Theme) =>
  [theme.primaryColor, theme.secondaryColor, theme.accentColor].map((c) => hueFamily(c ?? ""));

const ok = (condition: boolean, why: string): true | string => (condition ? true : why);

/** All checks hold, or the first reason one does not. */
const all =
  (...checks: Check[]): Check =>
  (outcome) => {
    for (const check of checks) {
      const held = check(outcome);
      if (held !== true) return held;
    }
    return true;
  };

// ————— reusable checks —————

/** The list lost exactly the items whose `key` matches, and nothing else; the section stays. */
const removedItems =
  (type: string, key: string, gone: RegExp, listKey = "items"): Check =>
  ({ before, after }) => {
    const was = texts(listOf(before, type, listKey), key);
    const now = texts(listOf(after, type, listKey), key);
    if (sectionsOf(after, type).length !== sectionsOf(before, type).length)
      return `the ${type} section count changed`;
    const expected = was.filter((t) => !gone.test(t));
    return ok(
      JSON.stringify(now) === JSON.stringify(expected) && expected.length < was.length,
      `${type} ${listKey}: ${JSON.stringify(now)}`,
    );
  };

/** One field of one item now reads `value` (exactly), the rest of the list unchanged in size. */
const itemField =
  (
    type: string,
    index: number | "last",
    key: string,
    value: string | RegExp,
    listKey = "items",
  ): Check =>
  ({ before, after }) => {
    const items = listOf(after, type, listKey);
    const item = items[index === "last" ? items.length - 1 : index];
    const got = String(item?.[key] ?? "");
    if (items.length !== listOf(before, type, listKey).length) return `${type} list length changed`;
    return ok(
      typeof value === "string" ? got === value : value.test(got),
      `${type}[${index}].${key} = ${got}`,
    );
  };

/** The list's items by `key`, in this order. */
const order =
  (type: string, key: string, expected: string[], listKey = "items"): Check =>
  ({ after }) => {
    const got = texts(listOf(after, type, listKey), key);
    return ok(
      JSON.stringify(got) === JSON.stringify(expected),
      `${type} order ${JSON.stringify(got)}`,
    );
  };

/** The list gained one item whose `key` matches, at `index` when given. */
const addedItem =
  (type: string, key: string, value: RegExp, index?: number | "last", listKey = "items"): Check =>
  ({ before, after }) => {
    const was = listOf(before, type, listKey);
    const now = listOf(after, type, listKey);
    if (now.length !== was.length + 1) return `${type} has ${now.length} items, had ${was.length}`;
    const at = now.findIndex((item) => value.test(String(item[key] ?? "")));
    if (at < 0) return `no ${type} item with ${key} ${value}`;
    const wanted = index === "last" ? now.length - 1 : index;
    return ok(wanted === undefined || at === wanted, `${type} item at ${at}, wanted ${wanted}`);
  };

/** The site's theme is exactly as it was. */
const themeKept: Check = ({ before, after }) =>
  ok(JSON.stringify(before.theme) === JSON.stringify(after.theme), "the theme changed");

/** Some text now appears on the site, verbatim. */
const shows =
  (text: string): Check =>
  ({ after }) =>
    ok(allText(after).includes(text), `“${text}” is not on the site`);

/** A prop of the first section of a type reads exactly `value` (on every copy for chrome). */
const prop =
  (type: string, key: string, value: string | RegExp): Check =>
  ({ after }) => {
    const found = sectionsOf(after, type);
    if (found.length === 0) return `no ${type}`;
    for (const { section } of found) {
      const got = String(section.props[key] ?? "");
      const held = typeof value === "string" ? got === value : value.test(got);
      if (!held) return `${type}.${key} = ${got}`;
    }
    return true;
  };

/** The page has a section of the type (or not). */
const onPage =
  (pageName: string, type: string, present = true): Check =>
  ({ after }) => {
    const page = after.pages.find((p) => p.name === pageName);
    if (!page) return `no ${pageName} page`;
    const has = page.sections.some((s) => s.type === type);
    return ok(has === present, `${pageName} ${present ? "lacks" : "still has"} ${type}`);
  };

/** The page still exists. */
const pageKept =
  (pageName: string): Check =>
  ({ after }) =>
    ok(
      after.pages.some((p) => p.name === pageName),
      `the ${pageName} page is gone`,
    );

/** Nothing on the site changed. */
const nothingChanged: Check = ({ before, after }) =>
  ok(JSON.stringify(before) === JSON.stringify(after), "the site changed");

/** The reply mentions something. */
const says =
  (pattern: RegExp): Check =>
  ({ result }) =>
    ok(pattern.test(result.message), `reply: ${result.message}`);

/** The order of section types on a page. */
const pageOrder =
  (pageName: string, types: string[]): Check =>
  ({ after }) => {
    const got = after.pages.find((p) => p.name === pageName)?.sections.map((s) => s.type) ?? [];
    return ok(JSON.stringify(got) === JSON.stringify(types), `${pageName}: ${got.join(", ")}`);
  };

/** A reply of at most two sentences (a trailing tip allowed), with no log-like repeats. */
const shortReply: Check = ({ result }) => {
  const plain = result.message.replace(/“[^”]*”/g, "“…”");
  const sentences = plain.split(/(?<=[.!?])\s+(?=[A-Z])/).filter((s) => !/^Say “/.test(s));
  if (sentences.length > 2) return `reply has ${sentences.length} sentences: ${result.message}`;
  const sets = plain.match(/\bSet the (?:brand|accent|secondary) colou?r\b/gi) ?? [];
  return ok(sets.length <= 1, `reply repeats itself: ${result.message}`);
};

// ————— the intents —————

export const PARAPHRASES: readonly ParaphraseIntent[] = [
  // Removing one item, never the whole section.
  {
    family: "item remove",
    intent: "remove the FAQ question on opening hours (the FAQ is on another page)",
    prompts: [
      "Take out the FAQ entry on opening hours",
      "Remove the question about opening hours",
      "Delete the opening hours question from the FAQ",
      "get rid of the FAQ item about our hours",
      "Drop the question on opening times",
      "Please remove the FAQ question regarding opening hours",
      "I don't want the opening hours question in the FAQ anymore",
      "remove the faq about opening hours",
    ],
    check: all(removedItems("faq", "question", /opening hours/), pageKept("Contact")),
  },
  {
    family: "item remove",
    intent: "remove one FAQ question by position",
    prompts: [
      "Remove the second question",
      "Delete the 2nd FAQ question",
      "Take out question 2 from the FAQ",
      "drop the second faq entry",
      "get rid of the second question in the FAQ",
      "Remove FAQ question number two",
    ],
    check: removedItems("faq", "question", /outside Ghent/),
  },
  {
    family: "item remove",
    intent: "remove the last FAQ question",
    prompts: [
      "Remove the last question",
      "Delete the final FAQ question",
      "Drop the last item in the FAQ",
      "take out the last faq entry",
      "Get rid of the last question on the contact page",
    ],
    check: removedItems("faq", "question", /wedding/),
  },
  {
    family: "item remove",
    intent: "remove the review by Jenny",
    prompts: [
      "drop the review by Jenny",
      "Remove Jenny's review",
      "Delete the testimonial from Jenny",
      "Take out the review from Jenny V.",
      "Get rid of the customer review by jenny",
      "remove jenny's testimonial please",
      "I don't want Jenny's review on the site",
    ],
    check: removedItems("testimonials", "author", /Jenny/),
  },
  {
    family: "item remove",
    intent: "remove a review by position",
    prompts: [
      "Remove the first review",
      "Delete the second testimonial",
      "Take out the last review",
      "drop the 3rd customer review",
      "remove the final testimonial",
    ],
    check: ({ before, after }) =>
      ok(
        listOf(after, "testimonials").length === listOf(before, "testimonials").length - 1,
        "no review was removed",
      ),
  },
  {
    family: "item remove",
    intent: "remove the Grand plan",
    prompts: [
      "Remove the Grand plan",
      "Delete the grand subscription",
      "Take the Grand plan out of the pricing",
      "get rid of the Grand tier",
      "Drop the 'Grand' plan",
      "We no longer offer the Grand plan, remove it",
    ],
    check: removedItems("pricing", "name", /Grand/, "plans"),
  },
  {
    family: "item remove",
    intent: "remove the second plan",
    prompts: [
      "Remove the second plan",
      "Delete the middle plan",
      "Take out plan 2",
      "drop the 2nd pricing plan",
      "get rid of the second subscription option",
    ],
    check: removedItems("pricing", "name", /Classic/, "plans"),
  },
  {
    family: "item remove",
    intent: "remove a feature by its text",
    prompts: [
      "Remove the feature about packaging",
      "Delete the plastic-free packaging feature",
      "Take out the 'Plastic-free packaging' point",
      "drop the packaging benefit",
      "Get rid of the feature on plastic-free packaging",
    ],
    check: removedItems("features", "title", /Plastic-free/),
  },
  {
    family: "item remove",
    intent: "remove the third feature",
    prompts: [
      "Remove the third feature",
      "Delete feature 3",
      "take out the 3rd feature",
      "drop the third benefit",
      "Remove the third item from the features",
    ],
    check: removedItems("features", "title", /Dried flowers/),
  },
  {
    family: "item remove",
    intent: "remove a menu link on every page",
    prompts: [
      "Remove the Contact link from the menu",
      "Take the About link out of the navigation",
      "Delete the Shop link in the navbar",
      "remove the 'Contact' tab from the menu",
      "get rid of the about link at the top",
    ],
    check: ({ before, after }) => {
      const counts = sectionsOf(after, "navbar").map(
        ({ section }) => (section.props.links as Item[]).length,
      );
      const was = (sectionsOf(before, "navbar")[0]!.section.props.links as Item[]).length;
      return ok(
        counts.every((n) => n === was - 1),
        `menu link counts ${counts.join(",")}`,
      );
    },
  },
  {
    family: "item remove",
    intent: "remove the Instagram link from the footer",
    prompts: [
      "Remove the Instagram link from the footer",
      "Delete the instagram link at the bottom",
      "Take out the Instagram footer link",
      "drop the link to instagram in the footer",
      "get rid of the Instagram link",
    ],
    check: ({ after }) =>
      ok(
        sectionsOf(after, "footer").every(
          ({ section }) =>
            !(section.props.links as Item[]).some((link) => /instagram/i.test(String(link.text))),
        ) && sectionsOf(after, "footer").length === 4,
        "the Instagram link is still there",
      ),
  },
  {
    family: "item remove",
    intent: "remove a step",
    prompts: [
      "Remove the second step",
      "Delete step 2",
      "take out the middle step",
      "Drop the step about tying by hand",
      "remove the 2nd step from how it works",
    ],
    check: removedItems("steps", "title", /tie it by hand/),
  },
  {
    family: "item remove",
    intent: "remove a team member by name",
    prompts: [
      "Remove Lucas from the team",
      "Delete Lucas De Smet from the team section",
      "Take Lucas off the team page",
      "remove the team member Lucas",
      "Lucas has left, remove him from the team",
    ],
    check: removedItems("team", "name", /Lucas/),
  },

  // Changing one item.
  {
    family: "item change",
    intent: "change the third feature's title",
    prompts: [
      "change the third feature to Local growers",
      "Rename the third feature to Local growers",
      "Make the 3rd feature say Local growers",
      "The third feature should say Local growers",
      "update feature 3 to 'Local growers'",
      "Change the title of the third feature to Local growers",
      "set the third benefit to Local growers",
    ],
    check: itemField("features", 2, "title", "Local growers"),
  },
  {
    family: "item change",
    intent: "change the answer to the delivery question",
    prompts: [
      'Change the answer to the delivery question to "Only within Belgium."',
      'Update the answer about delivering outside Ghent to "Only within Belgium."',
      'Set the answer of the second question to "Only within Belgium."',
      'Make the answer to "Do you deliver outside Ghent?" say "Only within Belgium."',
      'Change the outside Ghent answer to "Only within Belgium."',
    ],
    check: itemField("faq", 1, "answer", "Only within Belgium."),
  },
  {
    family: "item change",
    intent: "change the wording of one FAQ question",
    prompts: [
      'Change the first question to "When are you open?"',
      'Reword the opening hours question to "When are you open?"',
      'Rename the question about opening hours to "When are you open?"',
      'Change the question "What are your opening hours?" to "When are you open?"',
      'Update question 1 to read "When are you open?"',
    ],
    check: itemField("faq", 0, "question", "When are you open?"),
  },
  {
    family: "item change",
    intent: "change the price of a plan named by its name",
    prompts: [
      "Change the price of the Classic plan to €49/mo",
      "Make the Classic plan €49/mo",
      "The Classic plan should cost €49/mo",
      "Set the Classic price to €49/mo",
      "update the classic subscription price to €49/mo",
      "Change Classic to €49/mo",
    ],
    check: itemField("pricing", 1, "price", "€49/mo", "plans"),
  },
  {
    family: "item change",
    intent: "change a price by position, keeping the currency",
    prompts: [
      "the second plan should cost 49",
      "Change the price of the second plan to 49",
      "make the 2nd plan 49 a month",
      "Set plan 2's price to 49",
      "Change the middle plan's price to 49",
    ],
    check: itemField("pricing", 1, "price", /^€?49/, "plans"),
  },
  {
    family: "item change",
    intent: "rename a plan",
    prompts: [
      "Rename the Petite plan to Mini",
      "Change the name of the first plan to Mini",
      "Call the Petite plan Mini instead",
      "rename the first plan to 'Mini'",
      "The Petite plan should be called Mini",
    ],
    check: itemField("pricing", 0, "name", "Mini", "plans"),
  },
  {
    family: "item change",
    intent: "change the text of Jenny's review",
    prompts: [
      'Change Jenny\'s review to "The peonies lasted three weeks!"',
      'Update the review by Jenny to "The peonies lasted three weeks!"',
      'Edit the testimonial from Jenny: "The peonies lasted three weeks!"',
      'Jenny\'s review should say "The peonies lasted three weeks!"',
      'Replace the first review with "The peonies lasted three weeks!"',
    ],
    check: itemField("testimonials", 0, "quote", "The peonies lasted three weeks!"),
  },
  {
    family: "item change",
    intent: "rename a menu link on every page",
    prompts: [
      "Rename the Shop link to Flowers",
      "Change the Shop menu link to Flowers",
      "The Shop link in the navigation should say Flowers",
      "change the second menu link to Flowers",
      "Make the 'Shop' tab say Flowers",
    ],
    check: ({ after }) =>
      ok(
        sectionsOf(after, "navbar").every(
          ({ section }) => (section.props.links as Item[])[1]?.text === "Flowers",
        ),
        "the menu links were not all renamed",
      ),
  },
  {
    family: "item change",
    intent: "change a footer link label",
    prompts: [
      "Change the Instagram link in the footer to Follow us",
      "Rename the Instagram footer link to Follow us",
      "The instagram link at the bottom should say Follow us",
      "make the last footer link say Follow us",
      "change the footer's Instagram link text to Follow us",
    ],
    check: ({ after }) =>
      ok(
        sectionsOf(after, "footer").every(
          ({ section }) => (section.props.links as Item[])[3]?.text === "Follow us",
        ),
        "the footer links were not all renamed",
      ),
  },
  {
    family: "item change",
    intent: "change a step",
    prompts: [
      "Change the third step to Delivered by bike",
      "Rename the last step to Delivered by bike",
      "Make step 3 say Delivered by bike",
      "update the 'Delivered to the door' step to Delivered by bike",
      "The final step should read Delivered by bike",
    ],
    check: itemField("steps", 2, "title", "Delivered by bike"),
  },
  {
    family: "item change",
    intent: "change a team member's role",
    prompts: [
      "Change Mila's role to Head of delivery",
      "Make Mila Janssens' role Head of delivery",
      "Set the role of Mila to Head of delivery",
      "Update Mila's title to Head of delivery",
      "Mila's role should be Head of delivery",
    ],
    check: itemField("team", 2, "role", "Head of delivery"),
  },

  // Adding one item where asked.
  {
    family: "item add",
    intent: "add a FAQ question with its answer, as typed",
    prompts: [
      'Add a question "Do you deliver on Sundays?" with the answer "Yes, in Ghent."',
      'Add the FAQ "Do you deliver on Sundays?" answered "Yes, in Ghent."',
      'Add a new question to the FAQ: "Do you deliver on Sundays?" Answer: "Yes, in Ghent."',
      'Add "Do you deliver on Sundays?" to the FAQ with the answer "Yes, in Ghent."',
      'Add a FAQ item asking "Do you deliver on Sundays?" and answer "Yes, in Ghent."',
      "add a question do you deliver on sundays? with the answer yes, in Ghent",
    ],
    check: all(addedItem("faq", "question", /deliver on sundays\?$/i), ({ after }) => {
      const item = listOf(after, "faq").find((i) => /sundays/i.test(String(i.question)));
      return ok(/^Yes, in Ghent\.?$/.test(String(item?.answer)), `answer: ${String(item?.answer)}`);
    }),
  },
  {
    family: "item add",
    intent: "add a FAQ question at the top",
    prompts: [
      'Add the question "Do you sell gift cards?" at the top of the FAQ',
      'Add "Do you sell gift cards?" as the first question',
      'Put a new question "Do you sell gift cards?" first in the FAQ',
      'Insert a FAQ question at the start: "Do you sell gift cards?"',
      'add a question "Do you sell gift cards?" to the top of the faq',
    ],
    check: addedItem("faq", "question", /gift cards/, 0),
  },
  {
    family: "item add",
    intent: "add a feature at a position",
    prompts: [
      'Add a feature "Gift wrapping" as the second feature',
      'Insert "Gift wrapping" as the 2nd feature',
      "Add a new feature called Gift wrapping after the first one",
      'Add a feature "Gift wrapping" after Same-day delivery',
      'add "Gift wrapping" to the features as the second one',
    ],
    check: addedItem("features", "title", /^Gift wrapping$/, 1),
  },
  {
    family: "item add",
    intent: "add a plan with its name and price",
    prompts: [
      "Add a plan called Weekly at €95/mo",
      "Add a Weekly plan for €95/mo",
      'Add a new pricing plan "Weekly" at €95/mo',
      "Add another plan named Weekly, €95/mo",
      "add a weekly subscription plan for €95/mo",
    ],
    check: all(addedItem("pricing", "name", /^Weekly$/i, undefined, "plans"), ({ after }) =>
      ok(
        listOf(after, "pricing", "plans").some((plan) => plan.price === "€95/mo"),
        "no plan at €95/mo",
      ),
    ),
  },
  {
    family: "item add",
    intent: "add a review with author and quote, not a sample",
    prompts: [
      'Add a review from Lisa: "Gorgeous tulips, fast delivery."',
      'Add a testimonial by Lisa saying "Gorgeous tulips, fast delivery."',
      'Add Lisa\'s review: "Gorgeous tulips, fast delivery."',
      'add a new review "Gorgeous tulips, fast delivery." by Lisa',
      'Add a customer review from Lisa - "Gorgeous tulips, fast delivery."',
    ],
    check: all(
      addedItem("testimonials", "quote", /^Gorgeous tulips, fast delivery\.$/),
      ({ after }) => {
        const item = listOf(after, "testimonials").find((i) => /tulips/.test(String(i.quote)));
        return ok(
          /Lisa/.test(String(item?.author)) && item?.sample !== true,
          "author or sample wrong",
        );
      },
    ),
  },
  {
    family: "item add",
    intent: "add a footer link to an existing page",
    prompts: [
      "Add a link to the Shop page in the footer",
      "Add a Home link to the footer",
      "Put a link to the home page in the footer",
      "add a footer link to Home",
      "Link the Home page from the footer",
    ],
    check: ({ after, before }) => {
      const was = (sectionsOf(before, "footer")[0]!.section.props.links as Item[]).length;
      const footers = sectionsOf(after, "footer").map(
        ({ section }) => section.props.links as Item[],
      );
      // The Shop page is already linked: a second link to it is not added.
      return ok(
        footers.every((links) => links.length >= was && links.length <= was + 1) &&
          footers.every((links) => links.some((l) => /^\/$|^\/shop$/.test(String(l.url)))),
        `footer links ${footers.map((l) => l.length).join(",")}`,
      );
    },
  },
  {
    family: "item add",
    intent: "add a step at the end",
    prompts: [
      'Add a step "Enjoy them for a week" at the end',
      'Add a fourth step: "Enjoy them for a week"',
      "Add another step called Enjoy them for a week",
      'Append a step "Enjoy them for a week" to how it works',
      'add a last step "Enjoy them for a week"',
    ],
    check: addedItem("steps", "title", /^Enjoy them for a week$/, "last"),
  },
  {
    family: "item add",
    intent: "add a team member by name",
    prompts: [
      "Add a team member named Sara, our new florist",
      'Add "Sara Claes" to the team',
      "Add a new person to the team called Sara",
      "add a team member called Sara as florist",
      "Add Sara to the team",
    ],
    check: addedItem("team", "name", /^Sara/),
  },

  // Reordering items.
  {
    family: "item order",
    intent: "move the last question to the top",
    prompts: [
      "Move the last question to the top",
      "Put the wedding question first",
      "Make the last FAQ question the first one",
      "move the question about weddings to the top of the FAQ",
      "Bring the final question up to the top",
    ],
    check: ({ after }) =>
      ok(
        /wedding/.test(String(listOf(after, "faq")[0]?.question)) &&
          listOf(after, "faq").length === 5,
        "not first",
      ),
  },
  {
    family: "item order",
    intent: "swap the first two plans",
    prompts: [
      "Swap the first and second plans",
      "Swap the Petite and Classic plans",
      "switch the first two plans around",
      "Swap plan 1 and plan 2",
      "exchange the Petite plan with the Classic plan",
    ],
    check: order("pricing", "name", ["Classic", "Petite", "Grand"], "plans"),
  },
  {
    family: "item order",
    intent: "put one plan first",
    prompts: [
      "Put the Grand plan first",
      "Move the Grand plan to the start",
      "Move the last plan to the front",
      "make the grand plan the first one",
      "Move the Grand tier to the top",
    ],
    check: order("pricing", "name", ["Grand", "Petite", "Classic"], "plans"),
  },
  {
    family: "item order",
    intent: "move a question one place up",
    prompts: [
      "Move the dried flowers question up",
      "Move the third question up one",
      "Move the question about dried flowers higher",
      "shift the 3rd faq question up",
      "Bring the dried flowers question up a place",
    ],
    check: order("faq", "question", [
      "What are your opening hours?",
      "How long do dried flowers last?",
      "Do you deliver outside Ghent?",
      "Can I return a bouquet?",
      "Do you do wedding flowers?",
    ]),
  },
  {
    family: "item order",
    intent: "reverse the steps",
    prompts: [
      "Reverse the order of the steps",
      "Reverse the steps",
      "Flip the order of the steps",
      "put the steps in the opposite order",
      "reverse how it works steps",
    ],
    check: order("steps", "title", [
      "Delivered to the door",
      "We tie it by hand",
      "Choose your bouquet",
    ]),
  },
  {
    family: "item order",
    intent: "move a review to the end",
    prompts: [
      "Move Jenny's review to the end",
      "Put the review by Jenny last",
      "Move the first review to the bottom",
      "move jenny's testimonial to the end of the list",
      "Make Jenny's review the last one",
    ],
    check: order("testimonials", "author", ["Marc D.", "Sofie L.", "Jenny V."]),
  },

  // Sections referred to by page, place and text.
  {
    family: "references",
    intent: "remove the FAQ that lives on the Contact page, keeping the page",
    prompts: [
      "Remove the FAQ on the Contact page",
      "Delete the FAQ from the contact page",
      "Remove the FAQ",
      "Get rid of the questions section on the Contact page",
      "take the faq off the contact page",
      "I don't need the FAQ anymore",
    ],
    check: all(onPage("Contact", "faq", false), pageKept("Contact"), onPage("Contact", "contact")),
  },
  {
    family: "references",
    intent: "retitle the FAQ on another page",
    prompts: [
      "Change the FAQ title to Good to know",
      "Rename the FAQ on the contact page to Good to know",
      "Change the heading of the FAQ to Good to know",
      "The FAQ heading should say Good to know",
      "Set the FAQ section title to Good to know",
    ],
    check: prop("faq", "title", "Good to know"),
  },
  {
    family: "references",
    intent: "the tagline at the bottom is the footer's",
    prompts: [
      "Change the tagline at the bottom to Flowers for every day",
      "The tagline at the bottom should say Flowers for every day",
      "change the bottom tagline to Flowers for every day",
      "Update the footer tagline to Flowers for every day",
      "Make the slogan at the bottom of the page say Flowers for every day",
    ],
    check: prop("footer", "tagline", "Flowers for every day"),
  },
  {
    family: "references",
    intent: "the button at the top is the hero's",
    prompts: [
      "Change the button at the top to Order flowers",
      "The button at the top should say Order flowers",
      "make the top button say Order flowers",
      "Change the main button to Order flowers",
      "Set the hero button text to Order flowers",
    ],
    check: prop("hero", "buttonText", "Order flowers"),
  },
  {
    family: "references",
    intent: "a line found by its words",
    prompts: [
      "Change the line about the attic to We dry every flower ourselves.",
      "Change the sentence about drying flowers in the attic to We dry every flower ourselves.",
      'Replace "We dry our own flowers in the attic above the shop." with "We dry every flower ourselves."',
      "change where it says we dry our own flowers to We dry every flower ourselves.",
      "Rewrite the bit about the attic to say We dry every flower ourselves.",
    ],
    check: all(shows("We dry every flower ourselves."), ({ after }) =>
      ok(!/attic/.test(JSON.stringify(after)), "the old line is still there"),
    ),
  },
  {
    family: "references",
    intent: "remove a line found by its words",
    prompts: [
      "Remove the line about the attic",
      "Delete the sentence about drying flowers in the attic",
      'Remove "We dry our own flowers in the attic above the shop."',
      "drop the bit about the attic",
      "take out the sentence that mentions the attic",
    ],
    check: all(
      ({ after }) => ok(!/attic/.test(JSON.stringify(after)), "the line is still there"),
      shows("Korenmarkt"),
    ),
  },
  {
    family: "references",
    intent: "style a section that is only on another page",
    prompts: [
      "Make the team section dark",
      "Make the FAQ dark",
      "dark background for the team",
      "Give the FAQ a dark background",
      "make the team dark please",
    ],
    check: ({ before, after }) => {
      const styled = ["team", "faq"].some((type) => {
        const was = sectionsOf(before, type)[0]?.section.props.bgColor;
        const now = sectionsOf(after, type)[0]?.section.props.bgColor;
        return typeof now === "string" && now !== was;
      });
      return all(themeKept, () => ok(styled, "no section was styled"))({
        before,
        after,
      } as Outcome);
    },
  },

  // Colour words as goods, as colours, and negated.
  {
    family: "colour words",
    intent: "goods words that are colour names leave the colours alone",
    prompts: [
      "Add a feature about our lavender bouquets",
      "Change the headline to Chocolate, olive and espresso gifts",
      "Add a question about how to care for olive trees",
      "Rename the third feature to Lavender and rose",
      "add a section about our latte art workshops",
      "We now also sell olive oil and chocolate",
      "Change the hero subtitle to Peach roses and mint, delivered daily",
      "add a step called Pick a wine to pair",
    ],
    check: themeKept,
  },
  {
    family: "colour words",
    intent: "goods words used as colours recolour",
    prompts: [
      "Make the buttons olive",
      "Use lavender as the brand colour",
      "olive green buttons please",
      "Change the brand colour to chocolate",
      "make the primary colour espresso",
      "Lavender tones for the buttons",
      "switch the accent colour to peach",
    ],
    check: ({ before, after }) =>
      ok(JSON.stringify(before.theme) !== JSON.stringify(after.theme), "the theme did not change"),
  },
  {
    family: "colour words",
    intent: "a negated colour the site uses is taken out",
    prompts: [
      "I don't like the green",
      "No more green please",
      "Get rid of the green",
      "the green is too much",
      "less green",
      "I hate the green colour",
      "Can we lose the green?",
      "Not green, something else",
    ],
    check: ({ after }) =>
      ok(
        !brandFamilies(after.theme).includes("green"),
        `brand colours ${brandFamilies(after.theme).join(",")}`,
      ),
  },
  {
    family: "colour words",
    intent: "a negated colour the site does not use changes nothing and says so",
    prompts: [
      "never use red",
      "no pink please",
      "I don't want any purple",
      "Please avoid red",
      "don't make it blue",
      "No red anywhere",
    ],
    check: all(themeKept, says(/no (?:red|pink|purple|blue)\b/i)),
  },
  {
    family: "colour words",
    intent: "a colour instead of another",
    prompts: [
      "Use navy instead of green",
      "Change the green to navy",
      "Replace the green with navy",
      "swap the green for navy",
      "navy, not green",
    ],
    check: ({ after }) =>
      ok(
        after.theme.primaryColor?.toUpperCase() === "#1E3A5F" &&
          !brandFamilies(after.theme).includes("green"),
        `brand ${brandFamilies(after.theme).join(",")} primary ${after.theme.primaryColor}`,
      ),
  },

  // Compound requests, done in full.
  {
    family: "compound",
    intent: "change the headline and the button",
    prompts: [
      "change the headline to Fresh every morning and the button to Order now",
      "Change the hero title to Fresh every morning, and the button to Order now",
      "Set the headline to Fresh every morning and make the button say Order now",
      "make the headline say Fresh every morning and the button say Order now",
      "Update the headline to 'Fresh every morning' and the button text to 'Order now'",
      "Headline: Fresh every morning. Button: Order now",
    ],
    check: all(
      prop("hero", "title", "Fresh every morning"),
      prop("hero", "buttonText", "Order now"),
    ),
  },
  {
    family: "compound",
    intent: "remove a section, add one and darken the site",
    prompts: [
      "remove the reviews, add a team section and make it darker",
      "Delete the testimonials, add a team section and make the site dark",
      "Remove the reviews and add a team section, then make everything dark",
      "get rid of the testimonials. Add a team section. Make it dark.",
      "Take out the reviews, put in a team section and go dark",
    ],
    check: all(onPage("Home", "testimonials", false), onPage("Home", "team"), ({ after }) =>
      ok(after.theme.stylePreset === "dark", "not dark"),
    ),
  },
  {
    family: "compound",
    intent: "rename the store and restyle the footer",
    prompts: [
      "Rename the store to Wild Bunch and make the footer dark",
      "Call the shop Wild Bunch, and make the footer dark",
      "change our name to Wild Bunch and make the footer black",
      "Our new name is Wild Bunch. Make the footer dark",
      "Rename the site to Wild Bunch then darken the footer",
    ],
    check: all(
      ({ after }) => ok(after.name === "Wild Bunch", `name ${after.name}`),
      ({ after, before }) =>
        ok(
          sectionsOf(after, "footer").every(
            ({ section }) =>
              section.props.bgColor !== undefined &&
              section.props.bgColor !== sectionsOf(before, "footer")[0]!.section.props.bgColor,
          ),
          "footer not dark",
        ),
    ),
  },
  {
    family: "compound",
    intent: "add an item and remove another",
    prompts: [
      'Add a question "Do you sell vases?" and remove the second review',
      'Remove the second review and add the question "Do you sell vases?"',
      'add the FAQ question "Do you sell vases?", then delete the second testimonial',
      'Delete review 2 and add a question "Do you sell vases?"',
      'Take out the second review; add a question "Do you sell vases?"',
    ],
    check: all(
      addedItem("faq", "question", /vases/),
      removedItems("testimonials", "author", /Marc/),
    ),
  },
  {
    family: "compound",
    intent: "the part that cannot be done is named",
    prompts: [
      "Change the headline to Hello Ghent and connect my Stripe account",
      "Make the footer dark and set up my custom domain",
      "Remove the pricing and add a live chat widget",
      "Add a team section and translate the site to French",
      "change the button to Order now and add a blog",
    ],
    check: ({ before, after, result }) =>
      ok(
        JSON.stringify(before) !== JSON.stringify(after) &&
          /(stripe|payment|domain|chat|translat|blog|didn't|can't|couldn't|isn't|aren't)/i.test(
            result.message,
          ),
        `reply: ${result.message}`,
      ),
  },

  // Numbers and quoted text kept exactly.
  {
    family: "numbers and quotes",
    intent: "24/7 stays 24/7",
    prompts: [
      "Change the headline to Flowers delivered 24/7",
      "Make the hero title say Flowers delivered 24/7",
      'Set the headline to "Flowers delivered 24/7"',
      "the headline should say Flowers delivered 24/7",
      "Change the hero headline to: Flowers delivered 24/7",
    ],
    check: prop("hero", "title", "Flowers delivered 24/7"),
  },
  {
    family: "numbers and quotes",
    intent: "five founders make five team members",
    site: "fixture",
    prompts: [
      "Add a team section with five founders",
      "Add a team section for our 5 founders",
      "add a team with five people",
      "Add a team section with 5 members",
      "We are five founders, add a team section",
    ],
    check: ({ after }) =>
      ok(listOf(after, "team").length === 5, `team of ${listOf(after, "team").length}`),
  },
  {
    family: "numbers and quotes",
    intent: "quoted text verbatim, case and punctuation",
    prompts: [
      'Change the hero subtitle to "Hand-tied, 100% seasonal. No foam!"',
      'Set the subtitle to "Hand-tied, 100% seasonal. No foam!"',
      'The hero text should read "Hand-tied, 100% seasonal. No foam!"',
      'make the subtitle say "Hand-tied, 100% seasonal. No foam!"',
      "change the hero subtitle to 'Hand-tied, 100% seasonal. No foam!'",
    ],
    check: prop("hero", "subtitle", "Hand-tied, 100% seasonal. No foam!"),
  },
  {
    family: "numbers and quotes",
    intent: "figures for stats as typed",
    prompts: [
      "Add a stats section: 24/7 delivery, 1,200 weddings, 4.9 rating",
      "Add some stats: 24/7 delivery, 1,200 weddings and 4.9 rating",
      "add stats with 24/7 delivery, 1,200 weddings, 4.9 rating",
      "Show our numbers: 24/7 delivery, 1,200 weddings, 4.9 rating",
      "Add a numbers section with 24/7 delivery, 1,200 weddings and a 4.9 rating",
    ],
    check: ({ after }) => {
      const values = texts(listOf(after, "stats"), "value");
      return ok(
        ["24/7", "1,200", "4.9"].every((v) => values.includes(v)),
        `stats ${values.join(", ")}`,
      );
    },
  },
  {
    family: "numbers and quotes",
    intent: "a count of plans",
    site: "fixture",
    prompts: [
      "Make the pricing table 2 plans",
      "Only show two plans",
      "trim the pricing to two plans",
      "Reduce the plans to 2",
      "keep just two pricing plans",
    ],
    check: ({ after }) =>
      ok(
        listOf(after, "pricing", "plans").length === 2,
        `${listOf(after, "pricing", "plans").length} plans`,
      ),
  },

  {
    family: "move and pages",
    intent: "clear a page but what the owner keeps, never the page itself",
    site: "generated",
    prompts: [
      "delete everything on the about page except the story",
      "Remove everything from the About page but the story",
      "clear the about page except for our story",
      "remove all sections on the about page apart from the story",
      "Keep only the story on the About page",
    ],
    check: all(pageKept("About"), ({ after }) => {
      const page = after.pages.find((p) => p.name === "About");
      const types = page?.sections.map((s) => s.type).join(",");
      return ok(types === "navbar,textblock,footer", `About: ${types}`);
    }),
  },
  {
    family: "move and pages",
    intent: "a section for the home page is an edit, never a new site",
    site: "generated",
    prompts: [
      "I want a gallery of our work on the home page",
      "I'd like a gallery on the home page",
      "we need a gallery of our bouquets on the homepage",
      "i want a gallery section on the home page",
      "Give me a gallery on the front page",
    ],
    check: all(
      themeKept,
      ({ result }) => ok(result.kind !== "generate", "a whole new site"),
      ({ before, after }) =>
        ok(
          sectionsOf(after, "gallery").length === sectionsOf(before, "gallery").length + 1,
          "no gallery added",
        ),
      ({ before, after }) =>
        ok(
          after.pages.flatMap((p) => p.sections).length ===
            before.pages.flatMap((p) => p.sections).length + 1,
          "more than the gallery changed",
        ),
    ),
  },

  // Renaming the store everywhere.
  {
    family: "rename",
    intent: "rename the store everywhere",
    prompts: [
      "Rename the store to Wild Bunch",
      "Change the shop name to Wild Bunch",
      "We're now called Wild Bunch",
      "Our new name is Wild Bunch",
      "call the shop Wild Bunch",
      "rebrand to Wild Bunch",
      'Change our name to "Wild Bunch"',
      "The store name should be Wild Bunch",
      "our shop is called Wild Bunch now",
    ],
    check: all(
      ({ after }) => ok(after.name === "Wild Bunch", `name ${after.name}`),
      prop("navbar", "logo", "Wild Bunch"),
      prop("footer", "companyName", "Wild Bunch"),
      ({ after }) => ok(!/Petal & Stem/.test(allText(after)), "the old name is still on the site"),
    ),
  },

  // Moving, swapping and pages of their own.
  {
    family: "move and pages",
    intent: "swap two sections on one page",
    prompts: [
      "Swap the features and the reviews",
      "swap the testimonials with the features",
      "Switch the features and testimonials around",
      "Exchange the features and the customer reviews",
      "swap features and reviews",
    ],
    check: pageOrder("Home", [
      "navbar",
      "hero",
      "testimonials",
      "collection",
      "steps",
      "features",
      "pricing",
      "newsletter",
      "footer",
    ]),
  },
  {
    family: "move and pages",
    intent: "swap two sections across pages",
    prompts: [
      "swap the FAQ and the reviews",
      "Swap the testimonials and the FAQ",
      "switch the FAQ with the reviews",
      "Exchange the FAQ and the testimonials",
      "swap faq and testimonials",
    ],
    check: all(
      onPage("Home", "faq"),
      onPage("Contact", "testimonials"),
      onPage("Home", "testimonials", false),
      onPage("Contact", "faq", false),
    ),
  },
  {
    family: "move and pages",
    intent: "put the FAQ on its own page, linked in the menu",
    prompts: [
      "put the FAQ on its own page",
      "Give the FAQ its own page",
      "Move the FAQ to a separate page",
      "Move the FAQ to a new page",
      "Make a page for the FAQ and move it there",
      "The FAQ should have a page of its own",
    ],
    check: ({ after }) => {
      const page = after.pages.find((p) => /faq/i.test(p.name));
      if (!page) return "no FAQ page";
      if (!page.sections.some((s) => s.type === "faq")) return "the FAQ page has no FAQ";
      if (sectionsOf(after, "faq").length !== 1) return "the FAQ is on two pages";
      return ok(
        sectionsOf(after, "navbar").every(({ section }) =>
          (section.props.links as Item[]).some((l) => l.pageName === page.name),
        ),
        "the FAQ page is not in every menu",
      );
    },
  },
  {
    family: "move and pages",
    intent: "move a section to another page",
    prompts: [
      "Move the reviews to the About page",
      "Put the testimonials on the About page",
      "move the testimonials over to the about page",
      "Take the reviews to the About page",
      "The reviews belong on the About page",
    ],
    check: all(onPage("About", "testimonials"), onPage("Home", "testimonials", false)),
  },
  {
    family: "move and pages",
    intent: "move a section on its page",
    prompts: [
      "Move the newsletter to the top",
      "Put the newsletter right below the navbar",
      "move the newsletter above the hero",
      "Bring the newsletter to the top of the page",
      "Newsletter first, please",
    ],
    check: ({ after }) => {
      const types = after.pages[0]!.sections.map((s) => s.type);
      return ok(
        types.indexOf("newsletter") <= 2 && types.indexOf("newsletter") < types.indexOf("features"),
        types.join(","),
      );
    },
  },

  // More of each class, on other sites and pages.
  {
    family: "item remove",
    intent: "remove the review by Daniel on the fixture site",
    site: "fixture",
    prompts: [
      "Remove Daniel's review",
      "delete the testimonial by Daniel",
      "take out the review from Daniel K.",
      "Get rid of Daniel's testimonial",
      "drop the review written by Daniel",
    ],
    check: removedItems("testimonials", "author", /Daniel/),
  },
  {
    family: "item remove",
    intent: "remove a question of the generated florist's FAQ by topic",
    site: "generated",
    prompts: [
      "Take out the FAQ entry on delivery",
      "Remove the question about delivering on a particular day",
      "delete the delivery question",
      "remove the faq about delivery days",
      "get rid of the question on delivery",
    ],
    check: all(removedItems("faq", "question", /deliver/), pageKept("Contact")),
  },
  {
    family: "item remove",
    intent: "remove the last two questions",
    prompts: [
      "Remove the last two questions",
      "Delete the last 2 FAQ questions",
      "drop the final two questions from the FAQ",
      "take out the last two faq entries",
      "get rid of the last two questions",
    ],
    check: ({ after }) =>
      ok(
        JSON.stringify(texts(listOf(after, "faq"), "question")) ===
          JSON.stringify([
            "What are your opening hours?",
            "Do you deliver outside Ghent?",
            "How long do dried flowers last?",
          ]),
        texts(listOf(after, "faq"), "question").join(" | "),
      ),
  },
  {
    family: "item remove",
    intent: "remove items of several lists in one go",
    prompts: [
      "Remove the second question and the last review",
      "Delete the last review and the second question",
      "remove the second FAQ question and the third testimonial",
      "Take out question 2 and review 3",
      "drop the last review and the 2nd question",
    ],
    check: all(
      removedItems("faq", "question", /outside Ghent/),
      removedItems("testimonials", "author", /Sofie/),
    ),
  },
  {
    family: "item change",
    intent: "change a feature's description",
    prompts: [
      "Change the description of the first feature to Order before 11 and it arrives today.",
      "Set the first feature's description to Order before 11 and it arrives today.",
      "Update the same-day delivery description to Order before 11 and it arrives today.",
      "Change the text of the first feature to Order before 11 and it arrives today.",
      "the first feature's description should say Order before 11 and it arrives today.",
    ],
    check: itemField("features", 0, "description", /^Order before 11 and it arrives today\.?$/),
  },
  {
    family: "item change",
    intent: "change a plan's button",
    prompts: [
      "Change the Classic plan's button to Subscribe",
      "Make the button on the Classic plan say Subscribe",
      "Set the button text of the second plan to Subscribe",
      "The Classic plan button should say Subscribe",
      "change the classic plan button text to Subscribe",
    ],
    check: itemField("pricing", 1, "buttonText", "Subscribe", "plans"),
  },
  {
    family: "item change",
    intent: "feature one plan as the most popular",
    prompts: [
      "Make the Grand plan the most popular",
      "Highlight the Grand plan",
      "Feature the Grand plan instead",
      "mark the third plan as most popular",
      "Make Grand the featured plan",
    ],
    check: ({ after }) => {
      const plans = listOf(after, "pricing", "plans");
      return ok(
        plans[2]?.featured === true && plans.filter((p) => p.featured === true).length === 1,
        plans.map((p) => `${String(p.name)}:${String(p.featured)}`).join(", "),
      );
    },
  },
  {
    family: "item change",
    intent: "change a step's description",
    prompts: [
      "Change the description of the first step to Pick a size and a colour.",
      "Set step 1's description to Pick a size and a colour.",
      "Update the text under the first step to Pick a size and a colour.",
      "the first step's description should read Pick a size and a colour.",
      "Change the choose your bouquet description to Pick a size and a colour.",
    ],
    check: itemField("steps", 0, "description", /^Pick a size and a colour\.?$/),
  },
  {
    family: "item change",
    intent: "change an FAQ answer on the generated site",
    site: "generated",
    prompts: [
      'Change the answer to the first question to "By bike, in a box that keeps them upright."',
      'Update the shipping answer to "By bike, in a box that keeps them upright."',
      'Set the answer of question 1 to "By bike, in a box that keeps them upright."',
      'Change the answer about delivery days to "By bike, in a box that keeps them upright."',
      'Make the first answer say "By bike, in a box that keeps them upright."',
    ],
    check: itemField("faq", 0, "answer", "By bike, in a box that keeps them upright."),
  },
  {
    family: "item add",
    intent: "a question on a topic asked from Home goes into the site's one FAQ",
    site: "generated",
    page: "Home",
    prompts: [
      "add an FAQ about gift cards",
      "Add a question about gift cards",
      "add a gift card question to the FAQ",
      "Put a question about gift vouchers in the FAQ",
      "we need an faq about gift cards",
    ],
    check: ({ after }) => {
      const faqs = sectionsOf(after, "faq");
      if (faqs.length !== 1) return `${faqs.length} FAQs`;
      return ok(
        texts(listOf(after, "faq"), "question").some((q) => /gift (?:card|voucher)/i.test(q)),
        "no question about gift cards",
      );
    },
  },
  {
    family: "item add",
    intent: "a section of the people or plans the owner lists, as typed",
    site: "generated",
    prompts: [
      "add a team section with Ana and Joris",
      "Add a team: Ana and Joris",
      "we'd like a team section featuring Ana and Joris",
      "add a section for the team with Ana, Joris",
      "Put in a team block with Ana and Joris please",
    ],
    check: ({ after }) => {
      const names = texts(listOf(after, "team"), "name");
      return ok(names.join("|") === "Ana|Joris", `team: ${names.join(", ") || "none"}`);
    },
  },
  {
    family: "item add",
    intent: "a price list of the owner's own plans and prices",
    site: "generated",
    prompts: [
      "add a price list with three options: small bouquet 25, medium 40, large 60",
      "Add prices: Small bouquet €25, Medium €40, Large €60",
      "add a pricing table with Small bouquet at €25, Medium at €40 and Large at €60",
      "Add a pricing section: small bouquet 25, medium 40, large 60",
      "we need a price list: Small bouquet - €25, Medium - €40, Large - €60",
    ],
    check: ({ after }) => {
      const plans = listOf(after, "pricing", "plans");
      const shown = plans.map((plan) => `${String(plan.name)} ${String(plan.price)}`).join(", ");
      if (sectionsOf(after, "team").length > 0) return "a team section too";
      return ok(
        /^Small bouquet €?25, Medium €?40, Large €?60$/.test(shown) &&
          plans.every((plan) => !/\$|\/mo/.test(String(plan.price))),
        `plans: ${shown || "none"}`,
      );
    },
  },
  {
    family: "item add",
    intent: "a new highlight at a position takes its topic as its title",
    site: "generated",
    prompts: [
      "add a fourth highlight about same-day delivery",
      "Add a highlight about same-day delivery as the fourth one",
      "add one more highlight: same-day delivery",
      "add a highlight about same-day delivery at the end",
      "add another highlight called Same-day delivery",
    ],
    check: addedItem("features", "title", /^Same-day delivery$/i),
  },
  {
    family: "item add",
    intent: "add a review on the generated site",
    site: "generated",
    prompts: [
      'Add a review from Tom: "Best florist in Ghent."',
      'Add a testimonial by Tom saying "Best florist in Ghent."',
      'add Tom\'s review "Best florist in Ghent."',
      'Add a customer review from Tom: "Best florist in Ghent."',
      'New review from Tom: "Best florist in Ghent."',
    ],
    check: addedItem("testimonials", "quote", /^Best florist in Ghent\.$/),
  },
  {
    family: "item add",
    intent: "add a menu link to a web address",
    prompts: [
      "Add a link to https://instagram.com/petalandstem in the menu called Instagram",
      "Add an Instagram link to the menu: https://instagram.com/petalandstem",
      "add a menu link Instagram pointing to https://instagram.com/petalandstem",
      "Put a link to https://instagram.com/petalandstem in the navigation, labelled Instagram",
      "Add Instagram (https://instagram.com/petalandstem) to the menu",
    ],
    check: ({ after }) =>
      ok(
        sectionsOf(after, "navbar").every(({ section }) =>
          (section.props.links as Item[]).some(
            (l) => l.url === "https://instagram.com/petalandstem",
          ),
        ),
        "the menus lack the link",
      ),
  },
  {
    family: "item add",
    intent: "add a question without quotes",
    prompts: [
      "Add a question: Do you deliver on Sundays? Answer: Yes, in Ghent.",
      "add the question do you deliver on sundays with the answer yes, in ghent",
      "Add a FAQ: can I order for the same day? Answer: yes, before noon.",
      "add question: Is parking available? answer: yes, behind the shop",
      "Add a new question asking whether you do workshops, answer: yes, every month",
    ],
    check: ({ before, after }) =>
      ok(
        listOf(after, "faq").length === listOf(before, "faq").length + 1 &&
          listOf(after, "faq").some((item) => /^yes/i.test(String(item.answer))),
        texts(listOf(after, "faq"), "question").join(" | "),
      ),
  },
  {
    family: "references",
    intent: "style a section on the home page by its page",
    prompts: [
      "Make the reviews on the home page dark",
      "Make the testimonials on the homepage dark",
      "dark background for the reviews on the home page",
      "Give the home page testimonials a dark background",
      "make the customer reviews dark",
    ],
    check: all(themeKept, ({ after }) =>
      ok(
        typeof sectionsOf(after, "testimonials")[0]?.section.props.bgColor === "string",
        "not styled",
      ),
    ),
  },
  {
    family: "references",
    intent: "retitle the About text on its page",
    prompts: [
      "Change the Our story heading to Our roots",
      "Change the heading of the text on the About page to Our roots",
      "Rename Our story to Our roots",
      "The about text heading should say Our roots",
      'Change "Our story" to "Our roots"',
    ],
    check: prop("textblock", "heading", "Our roots"),
  },
  {
    family: "references",
    intent: "change the contact form's title",
    prompts: [
      "Change the contact form title to Write to us",
      "Set the contact section heading to Write to us",
      "The contact form's title should say Write to us",
      'Change "Get in touch" to "Write to us"',
      "rename the contact form to Write to us",
    ],
    check: prop("contact", "title", "Write to us"),
  },
  {
    family: "references",
    intent: "remove a section that is only on another page",
    prompts: [
      "Remove the team section",
      "Delete the team",
      "Get rid of the team section on the About page",
      "take the team off the about page",
      "I don't need the team section",
    ],
    check: all(onPage("About", "team", false), pageKept("About"), onPage("About", "textblock")),
  },
  {
    family: "colour words",
    intent: "coffee words leave a coffee site's colours alone",
    site: "fixture",
    prompts: [
      "Add a feature about our espresso blend",
      "Change the headline to Caramel latte season",
      "Add a question about decaf and chocolate notes",
      "Rename the second plan to Espresso",
      "Change the hero subtitle to Mocha, cocoa and cherry notes",
    ],
    check: themeKept,
  },
  {
    family: "colour words",
    intent: "goods words used as section colours",
    site: "fixture",
    prompts: [
      "Make the footer espresso",
      "make the navbar chocolate brown",
      "Give the footer an espresso background",
      "Colour the footer espresso",
      "footer in espresso please",
    ],
    check: all(themeKept, ({ after }) => {
      const bg = String(sectionsOf(after, "footer")[0]?.section.props.bgColor ?? "");
      const nav = String(sectionsOf(after, "navbar")[0]?.section.props.bgColor ?? "");
      return ok(
        /^#(?:3C2218|5C3317)$/i.test(bg) || /^#(?:3C2218|5C3317)$/i.test(nav),
        `footer ${bg} navbar ${nav}`,
      );
    }),
  },
  {
    family: "colour words",
    intent: "take out the default blue",
    site: "fixture",
    prompts: [
      "I don't like the blue",
      "no more blue",
      "Get rid of the blue",
      "The blue is too much",
      "Please lose the blue",
    ],
    check: ({ after }) =>
      ok(
        !brandFamilies(after.theme).includes("blue"),
        `brand ${brandFamilies(after.theme).join(",")}`,
      ),
  },
  {
    family: "compound",
    intent: "change one item and remove another",
    prompts: [
      "Change the second plan to €50/mo and remove the third",
      "Set the Classic price to €50/mo and delete the Grand plan",
      "Make the Classic plan €50/mo and remove the Grand plan",
      "Remove the Grand plan and change the Classic price to €50/mo",
      "change the price of the second plan to €50/mo, then remove the last plan",
    ],
    check: all(({ after }) =>
      ok(
        JSON.stringify(
          listOf(after, "pricing", "plans").map((p) => `${String(p.name)} ${String(p.price)}`),
        ) === JSON.stringify(["Petite €25/mo", "Classic €50/mo"]),
        listOf(after, "pricing", "plans")
          .map((p) => `${String(p.name)} ${String(p.price)}`)
          .join(", "),
      ),
    ),
  },
  {
    family: "compound",
    intent: "a section edit and the theme",
    prompts: [
      "Make the footer dark and use a serif font for headings",
      "Use serif headings and make the footer dark",
      "make the footer dark, and switch the headings to a serif font",
      "Dark footer and serif headings please",
      "Serif headings. Dark footer.",
    ],
    check: all(
      ({ after, before }) =>
        ok(
          after.theme.fonts.heading !== before.theme.fonts.heading ||
            /Playfair|Lora|Fraunces|Cormorant/.test(after.theme.fonts.heading),
          "headings unchanged",
        ),
      ({ after }) =>
        ok(
          typeof sectionsOf(after, "footer")[0]?.section.props.bgColor === "string",
          "footer not dark",
        ),
    ),
  },
  {
    family: "numbers and quotes",
    intent: "percentages and decimals kept",
    prompts: [
      "Change the headline to 100% natural, 0% plastic",
      'Set the hero title to "100% natural, 0% plastic"',
      "Make the headline say 100% natural, 0% plastic",
      "the hero headline should read 100% natural, 0% plastic",
      "Headline: 100% natural, 0% plastic",
    ],
    check: prop("hero", "title", "100% natural, 0% plastic"),
  },
  {
    family: "numbers and quotes",
    intent: "a price with decimals",
    prompts: [
      "Change the price of the Grand plan to €79.50/mo",
      "Set the Grand plan to €79.50/mo",
      "The Grand plan should cost €79.50/mo",
      "make the third plan €79.50/mo",
      "update the grand price to €79.50/mo",
    ],
    check: itemField("pricing", 2, "price", "€79.50/mo", "plans"),
  },
  {
    family: "rename",
    intent: "rename the generated store everywhere, copy included",
    site: "generated",
    prompts: [
      "Rename the store to Wild Bunch",
      "We are called Wild Bunch now",
      "change the name of the shop to Wild Bunch",
      "The shop's name is Wild Bunch",
      "Rename our business to Wild Bunch",
    ],
    check: all(
      ({ after }) => ok(after.name === "Wild Bunch", `name ${after.name}`),
      ({ after }) => ok(!/\bBloom\b/.test(allText(after)), "the old name is still on the site"),
    ),
  },
  {
    family: "move and pages",
    intent: "move a section on another page than the one in view",
    prompts: [
      "Move the FAQ above the contact form",
      "Put the FAQ before the contact form",
      "move the faq up",
      "Move the FAQ to the top of the contact page",
      "Place the questions above the contact section",
    ],
    check: ({ after }) => {
      const types = after.pages.find((p) => p.name === "Contact")!.sections.map((s) => s.type);
      return ok(
        types.indexOf("faq") < types.indexOf("contact") && types.indexOf("faq") > 0,
        types.join(","),
      );
    },
  },
  {
    family: "move and pages",
    intent: "give the team its own page",
    prompts: [
      "Give the team its own page",
      "Put the team on a separate page",
      "move the team section to a new page",
      "The team should get its own page",
      "Move the team to its own page called Our florists",
    ],
    check: ({ after }) => {
      const page = after.pages.find((p) => p.sections.some((s) => s.type === "team"));
      return ok(
        !!page &&
          page.name !== "About" &&
          sectionsOf(after, "team").length === 1 &&
          onPage("About", "textblock")({ after } as Outcome) === true,
        `team on ${page?.name}`,
      );
    },
  },
  {
    family: "move and pages",
    intent: "move a section to the home page",
    prompts: [
      "Move the team to the home page",
      "Put the team section on the homepage",
      "move the team over to the home page",
      "Take the team to the Home page",
      "The team belongs on the home page",
    ],
    check: all(onPage("Home", "team"), onPage("About", "team", false)),
  },

  {
    family: "item add",
    intent: "add a labelled menu link to an existing page",
    prompts: [
      "add a 'Our story' link to the menu pointing to the About page",
      "Add a link called Our story to the menu, to the About page",
      'Put a link "Our story" in the navigation that goes to the About page',
      "add a menu link labelled Our story linking to the About page",
      'Add "Our story" to the menu, pointing to the About page',
    ],
    check: ({ after }) =>
      ok(
        sectionsOf(after, "navbar").every(({ section }) =>
          (section.props.links as Item[]).some(
            (l) => l.text === "Our story" && l.pageName === "About",
          ),
        ),
        "the menus lack the link",
      ),
  },
  {
    family: "item add",
    intent: "add more items on top of those there",
    prompts: [
      "add 2 more features",
      "Add two more features to the features section",
      "add another two features",
      "Add 2 extra features",
      "give me two more features",
    ],
    check: ({ before, after }) =>
      ok(
        listOf(after, "features").length === listOf(before, "features").length + 2,
        `${listOf(after, "features").length} features`,
      ),
  },
  {
    family: "move and pages",
    intent: "copy a section to another page, keeping it",
    prompts: [
      "Copy the reviews to the About page",
      "put the testimonials on the About page too",
      "Duplicate the reviews onto the About page",
      "Also show the testimonials on the About page",
      "add the same reviews to the About page as well",
    ],
    check: all(onPage("About", "testimonials"), onPage("Home", "testimonials")),
  },
  {
    family: "references",
    intent: "a heading named by its quoted text",
    prompts: [
      "Change the 'This week's bouquets' heading to In season now",
      'Rename "This week\'s bouquets" to "In season now"',
      "change the title 'This week's bouquets' to In season now",
      'Replace "This week\'s bouquets" with "In season now"',
      'The "This week\'s bouquets" heading should say In season now',
    ],
    check: ({ after }) =>
      ok(
        sectionsOf(after, "collection").some(
          ({ section }) => section.props.title === "In season now",
        ),
        "no grid retitled",
      ),
  },

  {
    family: "references",
    intent: "remove one field of a section, never the section",
    prompts: [
      "Remove the hero button",
      "remove the button from the hero",
      "Delete the button in the hero section",
      "hide the hero's button",
      "get rid of the button at the top",
    ],
    check: all(prop("hero", "buttonText", ""), onPage("Home", "hero")),
  },
  {
    family: "references",
    intent: "remove the footer tagline on every page",
    prompts: [
      "Remove the footer tagline",
      "delete the tagline from the footer",
      "get rid of the tagline at the bottom",
      "Remove the slogan in the footer",
      "hide the footer's tagline",
    ],
    check: all(prop("footer", "tagline", ""), ({ after }) =>
      ok(sectionsOf(after, "footer").length === 4, "a footer is gone"),
    ),
  },

  {
    family: "references",
    intent: "a page's link removed from the menu, the page kept",
    prompts: [
      "Remove the About page from the menu",
      "delete the about page link",
      "hide the About page from the navigation",
      "remove the link to the about page",
      "take the About page out of the menu",
    ],
    check: all(pageKept("About"), ({ after }) =>
      ok(
        sectionsOf(after, "navbar").every(
          ({ section }) => !(section.props.links as Item[]).some((l) => l.pageName === "About"),
        ),
        "a menu still links to About",
      ),
    ),
  },

  // Replies a person would write.
  {
    family: "replies",
    intent: "one or two sentences naming what changed",
    prompts: [
      "make it espresso brown",
      "Change the brand colour to navy and the accent to gold",
      "drop the reviews, add a team section and make everything darker",
      "Change the hero title to Hi, the subtitle to Welcome and the button to Shop",
      "Rename the shop to Wild Bunch and make the navbar dark",
      "Remove the first question and the second review",
    ],
    check: all(shortReply, ({ before, after }) =>
      ok(JSON.stringify(before) !== JSON.stringify(after), "nothing changed"),
    ),
  },
  {
    family: "replies",
    intent: "an item edit says which item and where",
    prompts: [
      "Delete the question about returns",
      "drop the review by Marc",
      "change the second feature to Made to order",
      "Remove the Petite plan",
      "Move the first question to the end",
    ],
    check: all(shortReply, says(/“[^”]+”|by [A-Z]/), says(/FAQ|testimonials|features|pricing/)),
  },
  {
    family: "replies",
    intent: "an item that is not there is named, and nothing changes",
    prompts: [
      "Remove the review by Tom",
      "Delete the question about parking",
      "Remove the sixth plan",
      "Change the answer about gift cards to Yes",
      "Remove the Platinum plan",
    ],
    check: all(nothingChanged, says(/couldn't find|there is no|has \d|no /i)),
  },
  {
    family: "replies",
    intent: "what the chat cannot do is said, with what it can, and nothing changes",
    site: "generated",
    prompts: [
      "change the hero image",
      "use a different photo",
      "make the headline bigger",
      "bigger text please",
      "can you find me a nicer picture",
    ],
    check: all(nothingChanged, says(/I don't pick photos|type scale/), ({ result }) =>
      ok((result.suggestions ?? []).length > 0, "no suggestions"),
    ),
  },

  {
    family: "replies",
    intent: "asked to write copy, the chat asks for the words and changes nothing",
    site: "generated",
    prompts: [
      "the hero text is too long, make it shorter",
      "can you write a better headline",
      "rewrite the about text",
      "make the about section talk about our workshops",
      "improve the tagline",
    ],
    check: all(nothingChanged, says(/type the words you want/)),
  },

  // Buttons, links and banners.
  {
    family: "links and buttons",
    intent: "a section's button sent to a page of the site",
    site: "generated",
    prompts: [
      "link the hero button to the about page",
      "make the hero button go to the about page",
      "point the hero button at the About page",
      "the hero button should link to the about page",
      "set the hero button link to /about",
    ],
    check: prop("hero", "buttonLink", "/about"),
  },
  {
    family: "links and buttons",
    intent: "the second button of the hero sent to a web address",
    site: "generated",
    prompts: [
      "link the second hero button to https://example.com/workshops",
      "make the second button in the hero go to https://example.com/workshops",
      "point the hero's second button at https://example.com/workshops",
      "the other hero button should open https://example.com/workshops",
      "send the secondary hero button to https://example.com/workshops",
    ],
    check: all(
      prop("hero", "secondaryButtonLink", "https://example.com/workshops"),
      prop("hero", "buttonLink", "/shop"),
    ),
  },
  {
    family: "links and buttons",
    intent: "one menu link moved first",
    site: "generated",
    prompts: [
      "reorder the menu so Contact comes first",
      "put Contact first in the menu",
      "move the Contact link to the start of the menu",
      "rearrange the navbar so that contact is first",
      "Contact should be the first link in the menu",
    ],
    check: ({ after }) => {
      const firsts = sectionsOf(after, "navbar").map(
        ({ section }) => (section.props.links as { text?: string }[] | undefined)?.[0]?.text,
      );
      return ok(
        firsts.length > 0 && firsts.every((text) => text === "Contact"),
        `first: ${firsts}`,
      );
    },
  },
  {
    family: "links and buttons",
    intent: "a footer link with the owner's label to a page already linked",
    site: "generated",
    prompts: [
      "add a Wholesale link to the footer that goes to the contact page",
      "add a link called Wholesale to the footer pointing to the contact page",
      "put a Wholesale link in the footer to the Contact page",
      "Add a footer link labelled Wholesale that goes to the contact page",
      "add a link named Wholesale to the footer, linking to the contact page",
    ],
    check: ({ after }) => {
      const footers = sectionsOf(after, "footer");
      const linked = footers.filter(({ section }) =>
        (section.props.links as { text?: string; url?: string }[] | undefined)?.some(
          (link) => link.text === "Wholesale" && link.url === "/contact",
        ),
      );
      return ok(
        footers.length > 0 && linked.length === footers.length,
        `${linked.length} of ${footers.length}`,
      );
    },
  },
  {
    family: "links and buttons",
    intent: "an announcement banner in the owner's words at the top",
    site: "generated",
    prompts: [
      "add a banner saying free shipping over $50",
      "Add an announcement bar: Free shipping over $50",
      "put a banner that says free shipping over $50",
      "announce free shipping over $50",
      "add a promo banner with free shipping over $50",
    ],
    check: ({ before, after }) => {
      const home = after.pages.find((p) => p.path === "/")!;
      const banner = home.sections[1];
      if (banner?.type !== "cta") return `second section: ${banner?.type}`;
      if (sectionsOf(after, "hero").length !== sectionsOf(before, "hero").length)
        return "the hero changed";
      return ok(
        /^Free shipping over \$50$/i.test(String(banner.props.heading)),
        `heading: ${String(banner.props.heading)}`,
      );
    },
  },

  // Sections replaced, on every page, on a named page.
  {
    family: "move and pages",
    intent: "reviews replaced by the owner's own, no longer sample",
    site: "generated",
    prompts: [
      "replace the reviews with real ones: 'Gorgeous flowers' by Lena and 'Always fresh' by Tom",
      'our reviews are: "Gorgeous flowers" from Lena, "Always fresh" from Tom',
      "Replace the testimonials with “Gorgeous flowers” by Lena and “Always fresh” by Tom",
      "swap the reviews for real ones: 'Gorgeous flowers' — Lena, 'Always fresh' — Tom",
      "change the reviews to 'Gorgeous flowers' by Lena and 'Always fresh' by Tom",
    ],
    check: ({ after }) => {
      const section = sectionsOf(after, "testimonials")[0]?.section;
      const items = listOf(after, "testimonials");
      const shown = items.map((item) => `${String(item.quote)}/${String(item.author)}`).join(", ");
      return ok(
        shown === "Gorgeous flowers/Lena, Always fresh/Tom" && section?.props.sample !== true,
        `reviews: ${shown}`,
      );
    },
  },
  {
    family: "move and pages",
    intent: "one section added on every page that lacks it",
    site: "generated",
    prompts: [
      "put a newsletter signup at the bottom of every page",
      "add a newsletter to all pages",
      "add a newsletter signup on every page",
      "I want a newsletter on each page",
      "add the newsletter to all the pages",
    ],
    check: ({ after }) => {
      const without = after.pages.filter((p) => !p.sections.some((s) => s.type === "newsletter"));
      const twice = after.pages.filter(
        (p) => p.sections.filter((s) => s.type === "newsletter").length > 1,
      );
      return ok(
        without.length === 0 && twice.length === 0,
        `without: ${without.map((p) => p.name)}; twice: ${twice.map((p) => p.name)}`,
      );
    },
  },
  {
    family: "move and pages",
    intent: "what a named page needs is added there",
    site: "generated",
    prompts: [
      "the about page needs a photo of the shop",
      "The About page should have an image",
      "the about page could use a picture",
      "add a photo to the about page",
      "About page is missing an image",
    ],
    check: all(onPage("About", "image"), onPage("Home", "textblock", false)),
  },

  // Fonts.
  {
    family: "colour words",
    intent: "fonts changed by a feeling, never the colours",
    site: "generated",
    prompts: [
      "change the font to something more modern",
      "I hate the font",
      "use a different font please",
      "make the fonts more playful",
      "the typography should feel more elegant",
    ],
    check: ({ before, after }) => {
      const { fonts: was, ...restBefore } = before.theme;
      const { fonts: now, ...restAfter } = after.theme;
      if (JSON.stringify(restBefore) !== JSON.stringify(restAfter))
        return "more than fonts changed";
      return ok(JSON.stringify(was) !== JSON.stringify(now), "fonts unchanged");
    },
  },

  // The store's contact details, as typed, where the site shows them.
  {
    family: "contact details",
    intent: "a phone number as typed on every section that shows one",
    site: "generated",
    prompts: [
      "change our phone number to +32 9 123 45 67",
      "our phone number is +32 9 123 45 67",
      "set the phone to +32 9 123 45 67",
      "Call us on +32 9 123 45 67 — put that on the site",
      "update the telephone number to +32 9 123 45 67",
    ],
    check: prop("contact", "phone", "+32 9 123 45 67"),
  },
  {
    family: "contact details",
    intent: "an email address and a street address as typed",
    site: "generated",
    prompts: [
      "our email is hello@bloem.be",
      "Change the email to hello@bloem.be",
      "email: hello@bloem.be",
      "set the contact email to hello@bloem.be please",
      "people can mail us at hello@bloem.be",
    ],
    check: prop("contact", "email", "hello@bloem.be"),
  },
  {
    family: "contact details",
    intent: "opening hours go in a location section, as typed",
    site: "generated",
    prompts: [
      "we're open 9-5 monday to saturday, add that to the contact page",
      "our hours are 9-5 Monday to Saturday",
      "Opening hours: 9-5 Monday to Saturday",
      "we are open 9-5 monday to saturday",
      "set the opening hours to 9-5 Monday to Saturday",
    ],
    check: ({ after, result }) => {
      const hours = sectionsOf(after, "location").flatMap(({ section }) =>
        Array.isArray(section.props.hours) ? section.props.hours : [],
      ) as { value?: string }[];
      if (/didn't understand|not sure/i.test(result.message)) return `reply: ${result.message}`;
      return ok(
        hours.some((line) => line.value === "9-5 Monday to Saturday"),
        `hours: ${JSON.stringify(hours)}`,
      );
    },
  },
  {
    family: "contact details",
    intent: "a social profile linked from every footer",
    site: "generated",
    prompts: [
      "add our instagram @bloemgent to the footer",
      "Link our Instagram (@bloemgent) in the footer",
      "put a link to instagram @bloemgent in the footer",
      "our instagram is @bloemgent",
      "add instagram.com/bloemgent … I mean @bloemgent to the footer",
    ],
    check: ({ after }) => {
      const footers = sectionsOf(after, "footer");
      const linked = footers.filter(({ section }) =>
        (Array.isArray(section.props.links) ? section.props.links : []).some(
          (link) => (link as { url?: string }).url === "https://www.instagram.com/bloemgent/",
        ),
      );
      return ok(
        footers.length > 0 && linked.length === footers.length,
        `${linked.length} of ${footers.length} footers link it`,
      );
    },
  },
  {
    family: "item change",
    intent: "'swap X for Y' on one thing's words is a change, not a move",
    site: "generated",
    prompts: [
      "swap the hero button text for Order flowers",
      "Swap the hero button label with Order flowers",
      "swap out the hero button text for Order flowers",
      "please swap the hero button words for Order flowers",
      "swap the button text in the hero for Order flowers",
    ],
    check: all(prop("hero", "buttonText", "Order flowers"), ({ before, after }) =>
      ok(
        JSON.stringify(before.pages.map((p) => p.sections.map((s) => s.id))) ===
          JSON.stringify(after.pages.map((p) => p.sections.map((s) => s.id))),
        "sections moved",
      ),
    ),
  },
  {
    family: "item remove",
    intent: "sample sections of a kind go, the owner's stay",
    site: "generated",
    prompts: [
      "no sample reviews please",
      "remove the fake reviews",
      "get rid of the placeholder testimonials",
      "delete the sample reviews",
      "without made-up reviews please",
    ],
    check: ({ after }) => ok(sectionsOf(after, "testimonials").length === 0, "reviews still there"),
  },
];

/** Every prompt of the suite, with its intent. */
export const PARAPHRASE_PROMPTS = PARAPHRASES.flatMap((intent) =>
  intent.prompts.map((prompt) => ({ prompt, intent })),
);

/** Runs one prompt of an intent and checks it: true, or why it does not hold. */
export function paraphraseHolds(intent: ParaphraseIntent, prompt: string): true | string {
  const before = paraphraseSite(intent.site ?? "florist");
  const result = compose({
    prompt,
    site: before,
    storeId: "store-florist",
    storeName: before.name || "Petal & Stem",
    products: [],
    ...(intent.page ? { page: intent.page } : {}),
  });
  const applied = applyOpsShown(before, result.ops);
  if (applied.rejected.length > 0)
    return `rejected: ${applied.rejected.map((r) => r.message).join("; ")}`;
  return intent.check({ before, after: applied.site, result });
}
