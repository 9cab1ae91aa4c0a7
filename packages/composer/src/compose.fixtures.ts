import { applyOpsShown, shownSite } from "./shown-site.js";
import {
  DEFAULT_THEME,
  SECTION_DEFINITIONS,
  normalizeLayout,
  type SectionType,
  type SiteDocument,
} from "@shopwright/site";
import type { OpInput } from "@shopwright/site";
import { compose } from "./compose.js";
import type { ComposeResult, ComposerProduct } from "./compose-input.js";

/** The fixture site of the test prompts: navbar, hero, features, collection, testimonials, pricing, faq, newsletter, footer. */
export function fixtureSite(): SiteDocument {
  const types: SectionType[] = [
    "navbar",
    "hero",
    "features",
    "collection",
    "testimonials",
    "pricing",
    "faq",
    "newsletter",
    "footer",
  ];
  const layout = normalizeLayout({
    pages: [
      {
        name: "Home",
        sections: types.map((type) => ({
          type,
          props: structuredClone(SECTION_DEFINITIONS[type].defaults),
        })),
      },
    ],
  });
  return shownSite({ name: "Ember Roasters", theme: structuredClone(DEFAULT_THEME), ...layout });
}

/** A new store's site: one empty Home page. */
export function emptySite(): SiteDocument {
  return {
    name: "",
    theme: structuredClone(DEFAULT_THEME),
    pages: [{ name: "Home", path: "/", sections: [] }],
  };
}

/** The fixture store's published products. */
export const PRODUCTS: readonly ComposerProduct[] = [
  {
    id: "prod_guji",
    name: "Ethiopia Guji",
    priceMinor: 1800,
    images: ["https://images.example.com/guji.jpg"],
  },
  {
    id: "prod_huila",
    name: "Colombia Huila",
    priceMinor: 1600,
    images: ["https://images.example.com/huila.jpg"],
  },
  { id: "prod_decaf", name: "Swiss Water Decaf", priceMinor: 1700, images: [] },
];

/** The site the composer generates for "Landing page for coffee brand" on an empty store. */
export function coffeeSite(): SiteDocument {
  const site = emptySite();
  const result = compose({
    prompt: "Landing page for coffee brand",
    site,
    storeId: "store-1",
    storeName: "Ember Roasters",
    products: PRODUCTS,
  });
  return applyOpsShown(site, result.ops).site;
}

/** Which site a fixture prompt runs on. */
export type FixtureSiteName = "fixture" | "empty" | "coffee";

/** Builds a fixture's site. */
export function siteFor(name: FixtureSiteName): SiteDocument {
  return name === "empty" ? emptySite() : name === "coffee" ? coffeeSite() : fixtureSite();
}

/** What a fixture expects; objects and arrays match partially (`{0: …}` checks one item). */
export interface FixtureExpectation {
  kind?: "generate" | "edit" | "reply";
  /** Operations that must appear, each matched by a different op (others may be there too). */
  ops?: Record<string, unknown>[];
  /** Operations that must not appear. */
  forbid?: Record<string, unknown>[];
  noOps?: boolean;
  industry?: string;
  message?: RegExp;
  hasSuggestions?: boolean;
  warning?: RegExp;
}

/** One prompt of the fixture set. */
export interface Fixture {
  prompt: string;
  site?: FixtureSiteName;
  expect: FixtureExpectation;
}

const add = (type: string, extra: Record<string, unknown> = {}) => ({
  op: "addSection",
  section: { type },
  ...extra,
});
const theme = (patch: Record<string, unknown>) => ({ op: "setTheme", patch });
const generate = (industry: string, extra: FixtureExpectation = {}): FixtureExpectation => ({
  kind: "generate",
  industry,
  ...extra,
  ops: [
    ...(extra.ops?.some((op) => op.op === "replacePageSections")
      ? []
      : [
          {
            op: "replacePageSections",
            page: "Home",
            sections: { 0: { type: "navbar" }, 1: { type: "hero" } },
          },
        ]),
    ...(extra.ops ?? []),
  ],
});

/** The fixture prompts: the thirty test prompts, paraphrases, every industry and section type, compounds, unsupported. */
export const FIXTURES: readonly Fixture[] = [
  // The thirty test prompts of the AI builder, in order.
  {
    prompt: "Landing page for coffee brand",
    site: "empty",
    expect: generate("coffee", {
      ops: [
        { op: "setTheme" },
        { op: "addPage", page: { name: "Shop" } },
        { op: "addPage", page: { name: "About" } },
        { op: "addPage", page: { name: "Contact" } },
      ],
    }),
  },
  {
    prompt: "Add a product grid",
    expect: {
      kind: "edit",
      ops: [add("collection", { section: { type: "collection", props: { items: [] } } })],
    },
  },
  {
    prompt: "Dark theme footer",
    expect: {
      ops: [{ op: "setSectionStyle", sectionId: "footer-1" }],
      forbid: [{ op: "setTheme" }],
      message: /footer dark/,
    },
  },
  { prompt: "About + Contact sections", expect: { ops: [add("textblock"), add("contact")] } },
  {
    prompt: "Build an online store for my bakery called Sweet Crumb",
    site: "empty",
    expect: generate("bakery", { ops: [{ op: "setSiteName", name: "Sweet Crumb" }] }),
  },
  {
    prompt: "I sell handmade ceramic mugs, make it feel calm and minimal",
    site: "empty",
    expect: generate("ceramics", { message: /calm and minimal/ }),
  },
  {
    prompt: "Make the whole site dark",
    expect: {
      ops: [theme({ stylePreset: "dark" })],
      forbid: [{ op: "setSectionStyle", sectionId: "footer-1" }],
    },
  },
  {
    prompt: "Change the primary color to forest green",
    expect: { ops: [theme({ primaryColor: "#2F5D3A" })] },
  },
  {
    prompt: "Use #FF6B6B for the buttons",
    expect: { ops: [theme({ primaryColor: "#FF6B6B" })], forbid: [{ op: "addSection" }] },
  },
  {
    prompt: "Make it feel more luxurious",
    expect: {
      ops: [
        theme({
          primaryColor: "#C9A227",
          stylePreset: "dark",
          fonts: { heading: "Cormorant Garamond" },
        }),
      ],
    },
  },
  {
    prompt: "Switch to a glassy look with pill-shaped buttons",
    expect: { ops: [theme({ stylePreset: "glass", borderRadius: "pill" })] },
  },
  {
    prompt: "Less rounded corners and no shadows",
    expect: { ops: [theme({ borderRadius: "md", shadow: "none" })] },
  },
  {
    prompt: "Use a serif font for headings",
    expect: { ops: [theme({ fonts: { heading: "Playfair Display" } })] },
  },
  {
    prompt: "Rename the store to Bean There",
    expect: { ops: [{ op: "setSiteName", name: "Bean There" }] },
  },
  {
    prompt: 'Change the hero headline to "Small-batch coffee, roasted every Monday"',
    expect: {
      ops: [
        {
          op: "updateSection",
          sectionId: "hero-1",
          props: { title: "Small-batch coffee, roasted every Monday" },
        },
      ],
    },
  },
  {
    prompt: "Make the hero button say Shop the roast",
    expect: {
      ops: [{ op: "updateSection", sectionId: "hero-1", props: { buttonText: "Shop the roast" } }],
    },
  },
  {
    prompt: "Remove the testimonials",
    expect: { ops: [{ op: "removeSection", sectionId: "testimonials-1" }] },
  },
  {
    prompt: "Move the FAQ above the pricing section",
    expect: { ops: [{ op: "moveSection", sectionId: "faq-1", position: { before: "pricing-1" } }] },
  },
  {
    prompt: "Add an FAQ about shipping and returns",
    expect: {
      ops: [{ op: "addItem", sectionId: "faq-1", list: "items" }],
      forbid: [{ op: "addSection" }],
    },
  },
  {
    prompt: "Add a pricing table with three plans",
    site: "coffee",
    expect: {
      ops: [add("pricing", { section: { type: "pricing", props: { plans: { length: 3 } } } })],
    },
  },
  { prompt: "Show our opening hours and location", expect: { ops: [add("location")] } },
  {
    prompt: 'Add a "How it works" section with 3 steps',
    expect: {
      ops: [
        add("steps", {
          section: { type: "steps", props: { title: "How it works", items: { length: 3 } } },
        }),
      ],
    },
  },
  {
    prompt: "Add an Instagram feed and a photo gallery",
    expect: { ops: [add("social"), add("gallery")] },
  },
  {
    prompt: "Add a team section and some stats: 10,000 customers, 4.9 rating",
    expect: {
      ops: [
        add("team"),
        add("stats", {
          section: {
            type: "stats",
            props: {
              items: [
                { value: "10,000", label: "Customers" },
                { value: "4.9", label: "Rating" },
              ],
            },
          },
        }),
      ],
    },
  },
  {
    prompt: "Add a shop by category section after the hero",
    expect: { ops: [add("categories", { position: { after: "hero-1" } })] },
  },
  {
    prompt: "Embed our brand video",
    expect: { ops: [add("video", { section: { type: "video", props: { url: "" } } })] },
  },
  {
    prompt: "Add some space between the hero and the products",
    expect: { ops: [add("spacer", { position: { after: "hero-1" } })] },
  },
  {
    prompt: "Add sign up and login pages",
    expect: {
      ops: [
        { op: "addPage", page: { name: "Sign up" } },
        { op: "addPage", page: { name: "Login" } },
      ],
    },
  },
  {
    prompt: "Make the footer dark and add a newsletter above it",
    expect: {
      ops: [{ op: "setSectionStyle", sectionId: "footer-1" }],
      forbid: [{ op: "addSection" }],
    },
  },
  {
    prompt: "Connect my Stripe account",
    expect: { noOps: true, hasSuggestions: true, message: /settings/ },
  },

  // Generation: paraphrases and every industry.
  { prompt: "Create a website for my coffee shop", site: "empty", expect: generate("coffee") },
  { prompt: "coffee shop", site: "empty", expect: generate("coffee") },
  { prompt: "I roast specialty coffee beans", site: "empty", expect: generate("coffee") },
  {
    prompt: "Landing page for coffee brand, dark and moody",
    site: "empty",
    expect: generate("coffee", {
      ops: [theme({ stylePreset: "dark" })],
      message: /dark and moody/,
    }),
  },
  { prompt: "Make me a site for my bakery", site: "empty", expect: generate("bakery") },
  { prompt: "A bakery in Lisbon", site: "empty", expect: generate("bakery") },
  {
    prompt: "We sell streetwear hoodies and tees",
    site: "empty",
    expect: generate("fashion"),
  },
  {
    prompt: "Build a store called Night Owl for streetwear",
    site: "empty",
    expect: generate("fashion", { ops: [{ op: "setSiteName", name: "Night Owl" }] }),
  },
  {
    prompt: "Landing page for a jewelry brand",
    site: "empty",
    expect: generate("jewellery"),
  },
  { prompt: "I sell skincare serums", site: "empty", expect: generate("beauty") },
  { prompt: "Online shop for hand-poured soy candles", site: "empty", expect: generate("candles") },
  { prompt: "I run a flower shop", site: "empty", expect: generate("florist") },
  { prompt: "Website for a tea house", site: "empty", expect: generate("tea") },
  {
    prompt: "Store for headphones and smart home gadgets",
    site: "empty",
    expect: generate("electronics"),
  },
  {
    prompt: "Landing page for my personal training business",
    site: "empty",
    expect: generate("fitness"),
  },
  {
    prompt: "I sell dog treats and toys",
    site: "empty",
    expect: generate("pets"),
  },
  { prompt: "Build a toy shop website", site: "empty", expect: generate("kids") },
  { prompt: "I sell art prints and illustrations", site: "empty", expect: generate("art") },
  { prompt: "Landing page for a wine shop", site: "empty", expect: generate("wine") },
  {
    prompt: "Website for my accounting services",
    site: "empty",
    expect: generate("services", { forbid: [{ op: "addPage", page: { name: "Shop" } }] }),
  },
  {
    prompt: "Landing page for surfboards",
    site: "empty",
    expect: generate("surf", {
      ops: [{ op: "replacePageSections", sections: { 1: { props: { subtitle: /surfboards/i } } } }],
    }),
  },
  { prompt: "I make handmade leather wallets", site: "empty", expect: generate("leather") },
  {
    prompt: "Build a store called Sweet Crumb",
    site: "empty",
    expect: generate("generic", { ops: [{ op: "setSiteName", name: "Sweet Crumb" }] }),
  },
  {
    prompt: "Landing page for coffee brand",
    expect: generate("coffee", { ops: [{ op: "replacePageSections", page: "Home" }] }),
  },

  // Brands as typed: "&", apostrophes, accents, quotes; the name ends where the sentence goes on.
  {
    prompt: "Landing page for a bakery called Crumb & Co",
    site: "empty",
    expect: generate("bakery", { ops: [{ op: "setSiteName", name: "Crumb & Co" }] }),
  },
  {
    prompt: "Website for a bakery called Bea's Bakes in Lisbon, warm and cozy",
    site: "empty",
    expect: generate("bakery", { ops: [{ op: "setSiteName", name: "Bea's Bakes" }] }),
  },
  {
    prompt: "Build a store called Café Lumière for specialty coffee",
    site: "empty",
    expect: generate("coffee", { ops: [{ op: "setSiteName", name: "Café Lumière" }] }),
  },
  {
    prompt: "Create an online shop named “Salt & Stone” that sells handmade ceramics",
    site: "empty",
    expect: generate("ceramics", { ops: [{ op: "setSiteName", name: "Salt & Stone" }] }),
  },
  {
    prompt: "build a store called salt and pepper and make it dark",
    site: "empty",
    expect: generate("generic", {
      ops: [{ op: "setSiteName", name: "Salt And Pepper" }, theme({ stylePreset: "dark" })],
    }),
  },
  {
    prompt: "Rename the store to Crumb & Co.",
    expect: { kind: "edit", ops: [{ op: "setSiteName", name: "Crumb & Co" }] },
  },

  // Adding sections: every type.
  { prompt: "Add a navbar", site: "empty", expect: { ops: [add("navbar")] } },
  { prompt: "Add a footer", site: "empty", expect: { ops: [add("footer")] } },
  { prompt: "Add a hero banner", site: "empty", expect: { ops: [add("hero")] } },
  { prompt: "Add a hero", expect: { noOps: true, message: /already has/ } },
  {
    prompt: "Add a features section with 4 features",
    expect: {
      ops: [{ op: "addItem", sectionId: "features-1", list: "items" }],
      forbid: [{ op: "addSection" }],
    },
  },
  { prompt: "Add a text block", expect: { ops: [add("textblock")] } },
  {
    prompt: "Add a photo gallery with 4 columns",
    expect: { ops: [add("gallery", { section: { type: "gallery", props: { columns: 4 } } })] },
  },
  { prompt: "Add a newsletter", expect: { noOps: true, message: /already has/ } },
  { prompt: "Add a sign up form", expect: { ops: [add("signup")] } },
  { prompt: "Add a login form", expect: { ops: [add("login")] } },
  { prompt: "Add a waitlist for early access", expect: { ops: [add("waitlist")] } },
  { prompt: "Add a contact form", expect: { ops: [add("contact")] } },
  {
    prompt: "Add customer reviews to the About page",
    site: "coffee",
    expect: {
      ops: [
        add("testimonials", {
          page: "About",
          section: { type: "testimonials", props: { sample: true } },
        }),
      ],
    },
  },
  {
    prompt: "Add testimonials",
    expect: {
      ops: [{ op: "addItem", sectionId: "testimonials-1" }],
      forbid: [{ op: "addSection" }],
    },
  },
  {
    prompt: "Put a call to action above the footer",
    expect: { ops: [add("cta", { position: { before: "footer-1" } })] },
  },
  {
    prompt: "Add a call to action at the bottom",
    expect: { ops: [add("cta", { position: { before: "footer-1" } })] },
  },
  {
    prompt: "Add a divider below the hero",
    expect: { ops: [add("divider", { position: { after: "hero-1" } })] },
  },
  { prompt: "Add a spacer", expect: { ops: [add("spacer")] } },
  {
    prompt: "Add an image section",
    expect: {
      ops: [
        add("image", {
          section: { type: "image", props: { src: "https://images.example.com/guji.jpg" } },
        }),
      ],
    },
  },
  {
    prompt: "Add a button below the features",
    expect: { ops: [add("button", { position: { after: "features-1" } })] },
  },
  { prompt: "Add a booking form", expect: { ops: [add("booking")] } },
  {
    prompt: "Add a product grid to the Shop page",
    site: "coffee",
    expect: { ops: [add("collection", { page: "Shop" })] },
  },
  {
    prompt: "Add a couple of FAQ questions about gift wrapping",
    expect: { ops: [{ op: "addItem", sectionId: "faq-1" }], forbid: [{ op: "addSection" }] },
  },
  {
    // The site's one FAQ (on Contact) gets the questions: no second FAQ on Home.
    prompt: "Add an FAQ about shipping",
    site: "coffee",
    expect: {
      ops: [{ op: "addItem", list: "items", item: { question: /delivery/, sample: true } }],
      forbid: [{ op: "addSection" }],
      message: /on the Contact page/,
    },
  },
  {
    prompt: "Add a new FAQ about shipping here",
    site: "coffee",
    expect: {
      ops: [
        add("faq", {
          page: "Home",
          section: { type: "faq", props: { sample: true, items: { 0: { question: /delivery/ } } } },
        }),
      ],
    },
  },
  {
    prompt: "Add an FAQ about returns to the Contact page",
    site: "coffee",
    expect: {
      ops: [{ op: "addItem", sectionId: "faq-1", list: "items", item: { question: /return/i } }],
      forbid: [{ op: "addSection" }],
    },
  },
  {
    prompt: "Add some stats",
    expect: {
      ops: [add("stats", { section: { type: "stats", props: { sample: true } } })],
      warning: /samples/,
    },
  },

  // Pages.
  {
    prompt: "Add a login page",
    expect: {
      ops: [{ op: "addPage", page: { name: "Login", sections: { 0: { type: "login" } } } }],
    },
  },
  {
    prompt: "Add an About page",
    expect: {
      ops: [
        { op: "addPage", page: { name: "About" } },
        { op: "addItem", sectionId: "navbar-1", list: "links" },
      ],
    },
  },
  {
    prompt: "Rename the About page to Our story",
    site: "coffee",
    expect: { ops: [{ op: "renamePage", from: "About", to: "Our story" }] },
  },
  {
    prompt: "Remove the contact page",
    site: "coffee",
    expect: { ops: [{ op: "removePage", name: "Contact" }] },
  },

  // Remove, move, duplicate.
  {
    prompt: "Delete the pricing section",
    expect: { ops: [{ op: "removeSection", sectionId: "pricing-1" }] },
  },
  { prompt: "Get rid of the FAQ", expect: { ops: [{ op: "removeSection", sectionId: "faq-1" }] } },
  {
    prompt: "Remove the second question from the FAQ",
    expect: {
      ops: [{ op: "removeItem", sectionId: "faq-1", list: "items", index: 1 }],
      forbid: [{ op: "removeSection" }],
    },
  },
  {
    prompt: "Move the newsletter to the top",
    expect: {
      ops: [{ op: "moveSection", sectionId: "newsletter-1", position: { after: "navbar-1" } }],
    },
  },
  {
    prompt: "Move the testimonials below the hero",
    expect: {
      ops: [{ op: "moveSection", sectionId: "testimonials-1", position: { after: "hero-1" } }],
    },
  },
  {
    prompt: "Put the product grid above the features",
    expect: {
      ops: [{ op: "moveSection", sectionId: "collection-1", position: { before: "features-1" } }],
    },
  },
  {
    prompt: "Duplicate the hero",
    expect: { ops: [{ op: "duplicateSection", sectionId: "hero-1" }] },
  },

  // Section settings and colours.
  {
    prompt: "Make the navbar dark",
    expect: {
      ops: [{ op: "setSectionStyle", sectionId: "navbar-1" }],
      forbid: [{ op: "setTheme" }],
    },
  },
  {
    prompt: "Make the hero navy with white text",
    expect: {
      ops: [
        {
          op: "setSectionStyle",
          sectionId: "hero-1",
          style: { bgColor: "#1E3A5F", textColor: "#FFFFFF" },
        },
      ],
    },
  },
  {
    prompt: "Make the hero background black",
    expect: {
      ops: [{ op: "setSectionStyle", sectionId: "hero-1", style: { bgColor: "#0B0B0C" } }],
    },
  },
  {
    prompt: "Change the hero to a split layout",
    expect: { ops: [{ op: "updateSection", sectionId: "hero-1", props: { variant: "split" } }] },
  },
  {
    prompt: "Show 12 products in the product grid",
    expect: {
      ops: [{ op: "updateSection", sectionId: "collection-1", props: { limit: 12 } }],
      forbid: [{ op: "addSection" }],
    },
  },
  {
    prompt: "Center the about text",
    site: "coffee",
    expect: { ops: [{ op: "updateSection", props: { alignment: "center" } }] },
  },
  {
    prompt: "Make the footer dark",
    site: "coffee",
    expect: {
      // The site's footer, on every page.
      ops: [{ op: "setSectionStyle", sectionId: "footer-1" }],
    },
  },

  // Theme words.
  {
    prompt: "Change the background to cream",
    expect: { ops: [theme({ backgroundColor: "#FFF8E7" })] },
  },
  { prompt: "Make the text colour charcoal", expect: { ops: [theme({ textColor: "#36454F" })] } },
  { prompt: "Set the accent color to gold", expect: { ops: [theme({ accentColor: "#C9A227" })] } },
  { prompt: "Make the corners more rounded", expect: { ops: [theme({ borderRadius: "xl" })] } },
  { prompt: "Square corners please", expect: { ops: [theme({ borderRadius: "none" })] } },
  { prompt: "Add stronger shadows", expect: { ops: [theme({ shadow: "medium" })] } },
  { prompt: "Remove all shadows", expect: { ops: [theme({ shadow: "none" })] } },
  {
    prompt: "Use sans-serif fonts everywhere",
    expect: { ops: [theme({ fonts: { heading: "Inter", body: "Inter" } })] },
  },
  {
    prompt: "Use Montserrat for headings",
    expect: { ops: [theme({ fonts: { heading: "Montserrat" } })] },
  },
  {
    prompt: "Use a handwritten font",
    expect: { ops: [theme({ fonts: { heading: "Fraunces" } })], warning: /handwritten/ },
  },
  {
    prompt: "Make it playful",
    expect: { ops: [theme({ primaryColor: "#6D28D9", fonts: { heading: "Outfit" } })] },
  },
  { prompt: "Give it a vintage feel", expect: { ops: [theme({ primaryColor: "#A8471F" })] } },
  {
    prompt: "Make it look more professional",
    expect: { ops: [theme({ primaryColor: "#1D4ED8" })] },
  },
  {
    prompt: "Make it techy",
    expect: { ops: [theme({ stylePreset: "glass", fonts: { heading: "Space Grotesk" } })] },
  },
  { prompt: "purple", expect: { ops: [theme({ primaryColor: "#7C3AED" })] } },

  // Copy edits.
  {
    prompt: "Change the footer tagline to Roasted with love in Portland",
    expect: {
      ops: [
        {
          op: "updateSection",
          sectionId: "footer-1",
          props: { tagline: "Roasted with love in Portland" },
        },
      ],
    },
  },
  {
    prompt: "Change the newsletter title to Get 10% off your first bag",
    expect: {
      ops: [
        {
          op: "updateSection",
          sectionId: "newsletter-1",
          props: { title: "Get 10% off your first bag" },
        },
      ],
    },
  },
  {
    prompt: "The hero subtitle should say Roasted fresh every week",
    expect: {
      ops: [
        {
          op: "updateSection",
          sectionId: "hero-1",
          props: { subtitle: "Roasted fresh every week" },
        },
      ],
    },
  },
  {
    prompt: "Make the call to action button say Visit us",
    site: "coffee",
    expect: { ops: [{ op: "updateSection", props: { buttonText: "Visit us" } }] },
  },

  // Compound prompts.
  {
    prompt: "Remove the pricing and move the FAQ to the top",
    expect: {
      ops: [
        { op: "removeSection", sectionId: "pricing-1" },
        { op: "moveSection", sectionId: "faq-1", position: { after: "navbar-1" } },
      ],
    },
  },
  {
    prompt:
      "Change the primary color to navy, use a serif font for headings and remove the testimonials",
    expect: {
      ops: [
        theme({ primaryColor: "#1E3A5F" }),
        theme({ fonts: { heading: "Playfair Display" } }),
        { op: "removeSection", sectionId: "testimonials-1" },
      ],
    },
  },
  {
    prompt: "Make the whole site dark and add a team section",
    expect: { ops: [theme({ stylePreset: "dark" }), add("team")] },
  },
  {
    prompt: "Add a newsletter and make the footer dark",
    site: "coffee",
    expect: {
      ops: [{ op: "setSectionStyle", sectionId: "footer-1" }],
      forbid: [{ op: "addSection" }],
    },
  },
  {
    prompt: "Build a store for my candle brand and add an FAQ about shipping",
    site: "empty",
    expect: generate("candles", {
      ops: [{ op: "addItem", list: "items", item: { question: /delivery/ } }],
    }),
  },

  // Unsupported, meta and unclear.
  { prompt: "Add a blog", expect: { noOps: true, hasSuggestions: true } },
  { prompt: "Translate the site to Spanish", expect: { noOps: true, hasSuggestions: true } },
  { prompt: "Set up my custom domain", expect: { noOps: true, hasSuggestions: true } },
  { prompt: "Add a live chat widget", expect: { noOps: true, hasSuggestions: true } },
  { prompt: "Generate some product photos", expect: { noOps: true, hasSuggestions: true } },
  { prompt: "undo", expect: { kind: "reply", noOps: true, message: /Undo/ } },
  { prompt: "hello", expect: { kind: "reply", noOps: true, hasSuggestions: true } },
  { prompt: "make it better", expect: { kind: "reply", noOps: true, hasSuggestions: true } },
  {
    prompt: "the thing at the bottom",
    expect: { kind: "reply", noOps: true, hasSuggestions: true },
  },
  { prompt: "asdfgh", site: "empty", expect: { kind: "reply", noOps: true, hasSuggestions: true } },
];

/** Partial match: objects by their listed keys, arrays item by item, regexes against text. */
export function matches(actual: unknown, expected: unknown): boolean {
  if (expected instanceof RegExp) return typeof actual === "string" && expected.test(actual);
  if (Array.isArray(expected)) {
    return (
      Array.isArray(actual) &&
      actual.length === expected.length &&
      expected.every((e, i) => matches(actual[i], e))
    );
  }
  if (expected !== null && typeof expected === "object") {
    if (actual === null || typeof actual !== "object") return false;
    return Object.entries(expected).every(([key, value]) =>
      matches((actual as Record<string, unknown>)[key], value),
    );
  }
  return Object.is(actual, expected);
}

/** Every expected op matches an op of the result, each a different one. */
export function containsAll(
  ops: readonly OpInput[],
  expected: readonly Record<string, unknown>[],
): boolean {
  const used = new Set<number>();
  return expected.every((wanted) => {
    const index = ops.findIndex((op, i) => !used.has(i) && matches(op, wanted));
    used.add(index);
    return index >= 0;
  });
}

/** Whether a result meets a fixture's expectations (the fixture accuracy of bench/README.md). */
export function fixtureHolds(fixture: Fixture, result: ComposeResult): boolean {
  const e = fixture.expect;
  return (
    (e.kind === undefined || result.kind === e.kind) &&
    (e.ops === undefined || containsAll(result.ops, e.ops)) &&
    (e.forbid === undefined ||
      !e.forbid.some((bad) => result.ops.some((op) => matches(op, bad)))) &&
    (!e.noOps || result.ops.length === 0) &&
    (e.industry === undefined || result.plan?.industry === e.industry) &&
    (e.message === undefined || e.message.test(result.message)) &&
    (!e.hasSuggestions || (result.suggestions?.length ?? 0) >= 2) &&
    (e.warning === undefined || (result.warnings ?? []).some((w) => e.warning!.test(w)))
  );
}
