import type { Language } from "./language-table.js";
import type { MoodId } from "./moods.js";

/** A feature-like item: icon (emoji the site draws as SVG), title, one sentence. */
export interface CopyItem {
  readonly icon: string;
  readonly title: string;
  readonly description: string;
}
/** A hero: headline, subtitle, button label. */
export interface HeroCopy {
  readonly title: string;
  readonly subtitle: string;
  readonly buttonText: string;
}
/** A sample review: quote, author, role. Written by the composer, so always flagged sample. */
export interface ReviewCopy {
  readonly quote: string;
  readonly author: string;
  readonly role: string;
}
/** A product grid's heading. */
export interface CollectionCopy {
  readonly title: string;
  readonly subtitle: string;
}
/** A question and its answer. */
export interface FaqCopy {
  readonly question: string;
  readonly answer: string;
}
/** A call to action: heading, subheading, button label. */
export interface CtaCopy {
  readonly heading: string;
  readonly subheading: string;
  readonly buttonText: string;
}
/** A newsletter sign-up: title, description, button label. */
export interface NewsletterCopy {
  readonly title: string;
  readonly description: string;
  readonly ctaText: string;
}
/** One step of "how it works". */
export interface StepCopy {
  readonly title: string;
  readonly description: string;
}

/**
 * How a business meets its customers, which decides its pages and home sections: a shop
 * sells goods online (Shop page, product grids); a venue is visited (restaurant, bar, stay);
 * a studio takes appointments and classes; a service does work to order.
 */
export type KindGroup = "shop" | "venue" | "studio" | "service";

/** Sections a kind's home page adds to its group's plan. */
export type HomeExtra = "steps" | "gallery";

/** The pages a generated site has, by role. */
export type PageRole = "home" | "shop" | "services" | "about" | "contact";

/**
 * The words of a generated site that belong to its language, not to its kind: page names,
 * fixed section titles, page descriptions, the generation warnings and the questions the
 * frame asks. Templates take the fields `fill` knows; `{what}`, `{page}`, `{list}` and `{x}`
 * are filled where they are used.
 */
export interface SiteWords {
  language: Language;
  pages: Readonly<Record<PageRole, string>>;
  /** Where the business is: " in {place}". */
  inPlace: string;
  /** Who the business is when the owner said nothing else: "{brand} is {aLabel}{inPlace}{goodsClause}". */
  about: string;
  /** The owner's goods after the kind: a shop sells them, other kinds offer them. */
  goodsClause: { selling: string; offering: string };
  /** "and" in a list. */
  and: string;
  hero: { story: string; aboutUs: string };
  values: string;
  reviews: string;
  contact: { title: string; button: string };
  faq: string;
  offerings: string;
  bookingButton: string;
  placeholder: string;
  /** The About page's closing invitation: to the shop, else to Contact. */
  closing: {
    shopHeading: string;
    shopSubheading: string;
    shopButton: string;
    otherHeading: string;
  };
  /** The pages' descriptions; `{describe}` is "{brand}, {aLabel}{inPlace}". */
  descriptions: {
    describe: string;
    homeGoods: string;
    home: string;
    shop: string;
    services: string;
    about: string;
    contact: string;
  };
  /** What the warning calls each kind of sample content, and the warnings. */
  samples: {
    reviews: string;
    answers: string;
    values: string;
    services: string;
    highlights: string;
    steps: string;
    /** One page's samples: {what} on {page}. */
    onPage: string;
    /** {list} is the pages' samples. */
    warning: string;
    noProducts: string;
  };
  /** The frame's questions: too vague to build for, and a rebuild of a site with content. */
  questions: {
    vague: string;
    /** Descriptions that each build a store when sent back. */
    examples: readonly string[];
    /** {x} is the business ("Bloem, a florist in Ghent"). */
    rebuild: string;
    /** The chip that rebuilds: {x} is the owner's prompt. */
    rebuildChip: string;
  };
}

/** The English words of a generated site. */
export const ENGLISH_WORDS: SiteWords = {
  language: "en",
  pages: { home: "Home", shop: "Shop", services: "Services", about: "About", contact: "Contact" },
  inPlace: " in {place}",
  about: "{brand} is {aLabel}{inPlace}{goodsClause}",
  goodsClause: { selling: " selling {goods}", offering: " offering {goods}" },
  and: "and",
  hero: { story: "Our story", aboutUs: "About us" },
  values: "What we stand for",
  reviews: "What customers say",
  contact: { title: "Get in touch", button: "Send message" },
  faq: "Good to know",
  offerings: "What we offer",
  bookingButton: "Request a booking",
  placeholder: "you@example.com",
  closing: {
    shopHeading: "Find your new favourite",
    shopSubheading: "Browse everything {brand} has in the shop.",
    shopButton: "Visit the shop",
    otherHeading: "Ready when you are",
  },
  descriptions: {
    describe: "{brand}, {aLabel}{inPlace}",
    homeGoods: "{Goods} at {brand}, {aLabel}{inPlace}.",
    home: "{describe}.",
    shop: "Shop {goods} at {brand}{inPlace}.",
    services: "What {brand} offers{inPlace}.",
    about: "About {describe}.",
    contact: "How to reach {brand}{inPlace}.",
  },
  samples: {
    reviews: "reviews",
    answers: "answers",
    values: "values",
    services: "services",
    highlights: "highlights",
    steps: "steps",
    onPage: "the {what} on {page}",
    warning: "These are samples to replace with your own before you publish: {list}.",
    noProducts:
      "Your store has no published products yet, so the product grids will fill in once you add some.",
  },
  questions: {
    vague: "What does your business sell or do? One sentence is enough, for example:",
    examples: [
      "A florist in Ghent selling bouquets and dried flowers",
      "I make hand-thrown ceramic mugs in Porto",
      "Skate shop called REDLINE, loud and dark",
    ],
    rebuild: "Rebuild the site for {x}? That replaces what's on your main pages.",
    rebuildChip: "Rebuild the site: {x}",
  },
};

/**
 * The words of one kind of business, keyed by section and field. Templates take the owner's
 * own words: `{brand}`, `{goods}`/`{Goods}` (what they sell, as typed, else `goods`),
 * `{label}`/`{aLabel}` (the kind, "a florist"), `{inPlace}` (" in Ghent" or nothing),
 * `{place}` (a template naming it is used only when the owner gave one), `{goodsClause}`
 * (" selling bouquets" when the owner said what they sell), `{about}` (who the business is:
 * "Bloem is a florist in Ghent selling bouquets", "Ana makes mugs in Porto") and `{line}`.
 *
 * Copy that is not flagged sample states no fact the owner did not give: no dates, figures,
 * prices, people, ingredients, sourcing or policies. Highlights, values, services, steps,
 * reviews and answers describe a business the composer cannot know, so they are written
 * into sections flagged `sample` for the owner to confirm or replace (PRODUCT.md "AI chat builder").
 */
export interface IndustryCopy {
  id: string;
  /** How the copy and the reply name the business ("florist", "skate shop"). */
  label: string;
  /** The label with its article where the language needs one stored ("una floristería"). */
  aLabel?: string;
  /** The words of the site's language (page names, fixed titles, warnings). */
  words: SiteWords;
  group: KindGroup;
  /** Words that identify the kind in a prompt; longer phrases win. */
  keywords: readonly string[];
  mood: MoodId;
  /** Two more moods that suit it, for theme variations. */
  altMoods: readonly [MoodId, MoodId];
  /** Whether it sells goods online (a Shop page and product grids on every site). */
  sells: boolean;
  /** The kind's own brand and accent colours; no two kinds share a brand colour. */
  colors: readonly [brand: string, accent: string];
  /** What the copy calls the goods when the owner names none. */
  goods: string;
  /** One claim-free sentence about the kind, for the hero, the story and the footer. */
  line: string;
  hero: readonly HeroCopy[];
  taglines: readonly string[];
  /** The home page's highlights (sample: they describe the business). */
  features: { title: string; subtitle: string; items: readonly CopyItem[] };
  collection: readonly CollectionCopy[];
  story: readonly { heading: string; content: string }[];
  /** The About page's values (sample). */
  values: readonly CopyItem[];
  reviews: readonly ReviewCopy[];
  faq: readonly FaqCopy[];
  cta: CtaCopy;
  newsletter: NewsletterCopy;
  contact: string;
  /** Category names for an owner who asks for a categories section (sample). */
  categories: readonly string[];
  steps: { title: string; items: readonly StepCopy[] };
  /** What a studio or service offers (sample, unless the owner listed them). */
  services: readonly CopyItem[];
  homeExtras: readonly HomeExtra[];
}

/** A kind as written below: its own words; the group fills in the rest. */
export interface KindRecord {
  id: string;
  label: string;
  group: KindGroup;
  keywords: readonly string[];
  mood: MoodId;
  altMoods: readonly [MoodId, MoodId];
  colors: readonly [string, string];
  goods: string;
  /** Headlines (claim-free); each is paired with one of the group's subtitles. */
  hero: readonly string[];
  button: string;
  line: string;
  highlights: { title: string; items: readonly CopyItem[] };
  reviews: readonly ReviewCopy[];
  faq: readonly FaqCopy[];
  services?: readonly CopyItem[];
  steps?: { title: string; items: readonly StepCopy[] };
  categories?: readonly string[];
  collection?: readonly CollectionCopy[];
  extras?: readonly HomeExtra[];
}

/** What every kind of one group shares. */
export interface GroupCopy {
  subtitles: readonly string[];
  collection: readonly CollectionCopy[];
  storyHeadings: readonly string[];
  closing: string;
  values: readonly CopyItem[];
  cta: CtaCopy;
  newsletter: NewsletterCopy;
  contact: string;
  steps: { title: string; items: readonly StepCopy[] };
  services: readonly CopyItem[];
  categories: readonly string[];
}

export const item = (icon: string, title: string, description: string): CopyItem => ({
  icon,
  title,
  description,
});
export const review = (quote: string, author: string, role: string): ReviewCopy => ({
  quote,
  author,
  role,
});
export const qa = (question: string, answer: string): FaqCopy => ({ question, answer });
export const step = (title: string, description: string): StepCopy => ({ title, description });

const GROUPS: Record<KindGroup, GroupCopy> = {
  shop: {
    subtitles: [
      "{line} Browse {goods} at {brand}{inPlace}.",
      "{about}. {line}",
      "{Goods}, ready to order online from {brand}{inPlace}. {line}",
    ],
    collection: [
      { title: "Shop {goods}", subtitle: "What's in the shop right now." },
      { title: "New in", subtitle: "The latest additions to the {brand} shop." },
    ],
    storyHeadings: ["About {brand}", "The story of {brand}"],
    closing: "Browse the shop, or send us a message if you have a question.",
    values: [
      item("🤝", "Real people", "Every message is answered by someone who knows the shop."),
      item("📦", "Packed with care", "Orders are packed carefully before they leave us."),
      item("🌱", "Thoughtful choices", "We'd rather stock fewer things we believe in."),
    ],
    cta: {
      heading: "Looking for something in particular?",
      subheading: "Send {brand} a message and we'll help you find it.",
      buttonText: "Get in touch",
    },
    newsletter: {
      title: "News from {brand}",
      description: "New {goods} and occasional news, straight to your inbox. Unsubscribe anytime.",
      ctaText: "Subscribe",
    },
    contact:
      "Questions about {goods} or an order? Write to {brand} with this form and we'll reply by email.",
    steps: {
      title: "How ordering works",
      items: [
        step("Browse the shop", "Find what you're after and add it to your basket."),
        step("Check out online", "Pay securely in a few steps."),
        step("We get it ready", "Your order is prepared and sent your way."),
      ],
    },
    services: [],
    categories: ["New in", "Bestsellers", "Gifts"],
  },
  venue: {
    subtitles: ["{about}. {line}", "{line} Come and see {brand}{inPlace}."],
    collection: [
      { title: "From the shop", subtitle: "Take a little of {brand} home." },
      { title: "Shop", subtitle: "Everything {brand} sells online." },
    ],
    storyHeadings: ["About {brand}", "Welcome to {brand}"],
    closing: "Have a question or want to book? Send us a message.",
    values: [
      item("🏡", "A warm welcome", "Come as you are; we're glad you're here."),
      item("✨", "Attention to detail", "The small things are what people remember."),
      item("🤝", "Good company", "A place to meet, linger and come back to."),
    ],
    cta: {
      heading: "Come and see us",
      subheading: "Questions or bookings: send {brand} a message.",
      buttonText: "Get in touch",
    },
    newsletter: {
      title: "Stay in touch",
      description: "News from {brand}, now and then. Unsubscribe anytime.",
      ctaText: "Subscribe",
    },
    contact: "Questions or bookings? Write to {brand} with this form and we'll reply by email.",
    steps: {
      title: "Plan your visit",
      items: [
        step("Send a message", "Tell us the day, the time and how many of you there are."),
        step("We confirm", "You get a reply by email."),
        step("See you soon", "Come along and enjoy it."),
      ],
    },
    services: [],
    categories: ["Gift cards", "Merchandise"],
  },
  studio: {
    subtitles: ["{about}. {line}", "{line} Book a time with {brand}{inPlace}."],
    collection: [
      { title: "From the shop", subtitle: "Passes, gift cards and more from {brand}." },
      { title: "Shop", subtitle: "Everything {brand} sells online." },
    ],
    storyHeadings: ["About {brand}", "Meet {brand}"],
    closing: "Have a question or want to book? Send us a message.",
    values: [
      item("🤲", "Personal attention", "Time with us is about you, not the clock."),
      item("💬", "Honest advice", "We tell you what we think will work for you."),
      item("🕒", "Your time matters", "Sessions start on time and end when they should."),
    ],
    cta: {
      heading: "Ready to book?",
      subheading: "Send {brand} a message with a time that suits you.",
      buttonText: "Book a visit",
    },
    newsletter: {
      title: "Stay in touch",
      description: "News from {brand}, now and then. Unsubscribe anytime.",
      ctaText: "Subscribe",
    },
    contact:
      "Questions, or want to book? Write to {brand} with this form and we'll reply by email.",
    steps: {
      title: "How booking works",
      items: [
        step("Send a request", "Tell us what you'd like and when suits you."),
        step("We confirm a time", "You get a reply by email."),
        step("Come along", "We'll take it from there."),
      ],
    },
    services: [
      item("✨", "First visit", "A first session to get to know each other."),
      item("🕒", "Regular sessions", "Come back as often as suits you."),
      item("🎁", "Gift vouchers", "A visit to give to someone else."),
    ],
    categories: ["Sessions", "Gift cards"],
  },
  service: {
    subtitles: ["{about}. {line}", "{line} Tell {brand} what you need."],
    collection: [
      { title: "From the shop", subtitle: "What {brand} sells online." },
      { title: "Shop", subtitle: "Everything {brand} sells online." },
    ],
    storyHeadings: ["About {brand}", "Who we are"],
    closing: "Tell us what you need and we'll get back to you.",
    values: [
      item("🎯", "Clear plans", "You know what happens next, and when."),
      item("🤝", "Straight talk", "Honest advice, even when the answer is a small job."),
      item("✓", "Done properly", "Work we're happy to put our name to."),
    ],
    cta: {
      heading: "Let's talk about what you need",
      subheading: "Tell {brand} about it and we'll get back to you.",
      buttonText: "Get in touch",
    },
    newsletter: {
      title: "Stay in touch",
      description: "News from {brand}, now and then. Unsubscribe anytime.",
      ctaText: "Subscribe",
    },
    contact: "Tell {brand} what you need with this form and we'll reply by email.",
    steps: {
      title: "How it works",
      items: [
        step("Tell us what you need", "A few lines through the contact form is enough."),
        step("Get a clear plan", "We suggest an approach and what it would take."),
        step("We get to work", "With updates along the way."),
      ],
    },
    services: [
      item("💬", "A first conversation", "Tell us what you need and we'll talk it through."),
      item("🛠️", "The work itself", "Carried out carefully, with updates along the way."),
      item("🤝", "Follow-up", "We're here if questions come up afterwards."),
    ],
    categories: ["Services"],
  },
};

/** The kinds of business the composer knows, each with its own words. */
const KINDS: readonly KindRecord[] = [
  // Food and drink to order online.
  {
    id: "coffee",
    label: "coffee roastery",
    group: "shop",
    keywords: [
      "coffee",
      "coffee brand",
      "coffee shop",
      "coffee roaster",
      "coffee roastery",
      "roastery",
      "roaster",
      "espresso",
      "cafe",
      "barista",
      "coffee beans",
      "beans",
      "cold brew",
      "specialty coffee",
    ],
    mood: "warm",
    altMoods: ["dark", "vintage"],
    colors: ["#7A4A2A", "#D08C4A"],
    goods: "coffee",
    hero: ["Coffee worth getting up for", "Your morning ritual, upgraded", "{Goods}{inPlace}"],
    button: "Shop the coffee",
    line: "Good coffee makes a good morning.",
    highlights: {
      title: "Why it tastes different",
      items: [
        item(
          "☕",
          "Roasted in small batches",
          "Each roast is watched from first crack to cooling.",
        ),
        item("🌍", "Traceable beans", "Where every coffee comes from, on every bag."),
        item("📦", "Packed fresh", "Sealed right after roasting to keep the aroma in."),
      ],
    },
    reviews: [
      review("Fruity, sweet and nothing like supermarket coffee.", "Maya R.", "Home brewer"),
      review("The espresso blend is rich and chocolatey.", "Tom H.", "Espresso lover"),
      review("Arrives fresh, and the tasting notes are spot on.", "Priya S.", "Customer"),
    ],
    faq: [
      qa(
        "Should I buy whole bean or ground?",
        "Whole bean keeps longest. If you need it ground, tell us your brewing method.",
      ),
      qa("How should I store my coffee?", "Sealed in its bag, away from light and heat."),
      qa("Do you sell to cafés and offices?", "Send us a message and we'll talk it through."),
    ],
    categories: ["Single origin", "Blends", "Decaf", "Brewing gear"],
    collection: [
      { title: "The coffee", subtitle: "Beans and blends, ready to brew." },
      { title: "Fresh from the roaster", subtitle: "The latest additions to the shop." },
    ],
    steps: {
      title: "From bean to cup",
      items: [
        step("Sourced", "Beans chosen for flavour."),
        step("Roasted", "Each roast profiled for sweetness."),
        step("Sent out", "Packed and sent to your door."),
      ],
    },
    extras: ["steps"],
  },
  {
    id: "tea",
    label: "tea shop",
    group: "shop",
    keywords: [
      "tea",
      "teas",
      "tea shop",
      "tea house",
      "teahouse",
      "matcha",
      "loose leaf",
      "chai",
      "herbal tea",
      "oolong",
      "sencha",
    ],
    mood: "calm",
    altMoods: ["natural", "romantic"],
    colors: ["#4F6F52", "#C9A66B"],
    goods: "teas",
    hero: ["Steep, sip, slow down", "A better cup of tea", "{Goods}{inPlace}"],
    button: "Shop the teas",
    line: "A pot of tea is a small pause in the day.",
    highlights: {
      title: "Why our tea",
      items: [
        item("🍃", "Whole leaves", "Loose-leaf tea with room to unfurl."),
        item("🌱", "Chosen by taste", "Every tea is cupped before it joins the range."),
        item("🫙", "Sealed fresh", "Packed in airtight tins and pouches."),
      ],
    },
    reviews: [
      review("The jasmine is the best I've had outside a tea house.", "Lin C.", "Tea drinker"),
      review("Brewing guides on every tin. Very helpful.", "Ruth A.", "Beginner"),
      review("My afternoon pot is now a ritual.", "Omar K.", "Customer"),
    ],
    faq: [
      qa("How should I brew it?", "Each tea's page has a guide; ask us if you're unsure."),
      qa("How long does loose tea keep?", "Sealed, away from light and heat, for months."),
    ],
    categories: ["Green", "Black", "Herbal", "Teaware"],
  },
  {
    id: "bakery",
    label: "bakery",
    group: "shop",
    keywords: [
      "bakery",
      "bake",
      "bakes",
      "baker",
      "baked goods",
      "bread",
      "breads",
      "sourdough",
      "pastry",
      "pastries",
      "patisserie",
      "cake",
      "cakes",
      "cupcake",
      "cookie",
      "cookies",
      "croissant",
      "brownie",
      "donut",
      "doughnut",
      "bagel",
      "macarons",
    ],
    mood: "warm",
    altMoods: ["vintage", "romantic"],
    colors: ["#B5652B", "#E3B448"],
    goods: "bakes",
    hero: ["The good stuff, straight from the oven", "Real bread, made slowly", "{Goods}{inPlace}"],
    button: "See the bakes",
    line: "Bread for the table and something sweet for later.",
    highlights: {
      title: "Made the slow way",
      items: [
        item("🥖", "Long fermentation", "Doughs rest for hours, for flavour you can taste."),
        item("🥐", "Baked from scratch", "No mixes and no shortcuts."),
        item("🌅", "Baked daily", "Everything on the shelf came out of the oven today."),
      ],
    },
    reviews: [
      review("The sourdough has ruined supermarket bread for me.", "Elena P.", "Regular"),
      review("Croissants that shatter when you bite them.", "Marcus T.", "Pastry fan"),
      review("The birthday cake was the star of the party.", "Aisha B.", "Customer"),
    ],
    faq: [
      qa("Can I order a cake for a date?", "Send us a message with the date and what you'd like."),
      qa("Do you label allergens?", "Ask us before ordering and we'll tell you what's in it."),
    ],
    categories: ["Bread", "Pastries", "Cakes", "Cookies"],
  },
  {
    id: "chocolate",
    label: "chocolatier",
    group: "shop",
    keywords: [
      "chocolate",
      "chocolates",
      "chocolatier",
      "bonbons",
      "truffles",
      "confectionery",
      "sweets",
      "sweet shop",
      "candy",
      "candy shop",
      "fudge",
      "pralines",
    ],
    mood: "luxury",
    altMoods: ["warm", "romantic"],
    colors: ["#5A2E1F", "#C98B5E"],
    goods: "chocolates",
    hero: ["Something sweet, done properly", "Small treats, big moments", "{Goods}{inPlace}"],
    button: "Shop the chocolate",
    line: "A little box of something good.",
    highlights: {
      title: "Why it's worth it",
      items: [
        item("💎", "Made in small batches", "Each batch made and finished by hand."),
        item("🎁", "Gift ready", "Boxes that look as good as they taste."),
        item("🔥", "Tempered with care", "Snap, shine and a clean melt."),
      ],
    },
    reviews: [
      review("The salted caramel ones didn't last an hour.", "Chloe D.", "Customer"),
      review("Beautiful boxes. My go-to gift.", "Raj P.", "Gift buyer"),
      review("Rich without being too sweet.", "Ingrid L.", "Chocolate lover"),
    ],
    faq: [
      qa("How should I store chocolate?", "Somewhere cool and dry, out of the fridge."),
      qa("Can you ship in warm weather?", "Send us a message before you order and we'll advise."),
    ],
    categories: ["Bars", "Boxes", "Gifts"],
  },
  {
    id: "icecream",
    label: "ice cream shop",
    group: "venue",
    keywords: [
      "ice cream",
      "ice cream shop",
      "ice cream parlour",
      "ice cream parlor",
      "gelato",
      "gelateria",
      "frozen yogurt",
      "froyo",
      "sorbet",
      "popsicles",
    ],
    mood: "playful",
    altMoods: ["fresh", "romantic"],
    colors: ["#E0457B", "#4CC9F0"],
    goods: "ice cream",
    hero: ["Life's better with a scoop", "One scoop or two?", "Ice cream in {place}"],
    button: "Come by for a scoop",
    line: "Every day is a good day for ice cream.",
    highlights: {
      title: "Why it's worth the walk",
      items: [
        item("🧈", "Made in-house", "Churned in small batches."),
        item("🌸", "Seasonal flavours", "New flavours as the seasons change."),
        item("🎁", "Tubs to take home", "Ask about tubs and party orders."),
      ],
    },
    reviews: [
      review("The pistachio is unreal.", "Giulia R.", "Regular"),
      review("Our Sunday tradition now.", "Mark & Lily", "Family"),
      review("So many flavours, so hard to choose.", "Aiden P.", "Customer"),
    ],
    faq: [
      qa("Do you have dairy-free flavours?", "Ask us in the shop or send a message."),
      qa("Can we order for a party?", "Send us a message with the date and how many guests."),
    ],
    services: [
      item("🧈", "Scoops and cones", "Pick your flavours in the shop."),
      item("🎁", "Party orders", "Tubs for birthdays and gatherings."),
      item("✨", "Seasonal specials", "Ask what's new this week."),
    ],
    extras: ["gallery"],
  },
  {
    id: "deli",
    label: "delicatessen",
    group: "shop",
    keywords: [
      "deli",
      "delicatessen",
      "cheese",
      "cheeses",
      "cheesemonger",
      "charcuterie",
      "olive oil",
      "spices",
      "pantry",
      "fine food",
      "preserves",
      "jams",
      "hot sauce",
      "hot sauces",
      "pasta",
      "gourmet",
      "condiments",
      "butcher",
      "butchers",
      "butcher shop",
      "meat",
      "fishmonger",
      "seafood",
    ],
    mood: "vintage",
    altMoods: ["warm", "natural"],
    colors: ["#8C2F1B", "#D4A24C"],
    goods: "good food",
    hero: ["Good things for the table", "A pantry worth raiding", "{Goods}{inPlace}"],
    button: "Shop the pantry",
    line: "Good food makes an ordinary dinner better.",
    highlights: {
      title: "What you'll find",
      items: [
        item("🧈", "Chosen by taste", "Everything on the shelves is tasted first."),
        item("🫙", "Small producers", "Makers we know and trust."),
        item("🎁", "Gift boxes", "Hampers for the food lover in your life."),
      ],
    },
    reviews: [
      review("The hamper was a huge hit with my parents.", "Julia S.", "Customer"),
      review("The kind of shop you wish was on every corner.", "Ben O.", "Home cook"),
      review("Always something new to try.", "Noor A.", "Regular"),
    ],
    faq: [
      qa("Do you make up gift hampers?", "Send us a message with your budget and we'll help."),
      qa("Can I ask about allergens?", "Yes. Message us before ordering and we'll check."),
    ],
    categories: ["Cheese", "Pantry", "Hampers"],
  },
  {
    id: "farm",
    label: "farm shop",
    group: "shop",
    keywords: [
      "farm",
      "farm shop",
      "farmer",
      "vegetables",
      "veg box",
      "veggie box",
      "produce",
      "eggs",
      "honey",
      "beekeeper",
      "orchard",
      "fruit",
      "greengrocer",
      "grocer",
      "grocery",
      "groceries",
      "organic produce",
      "microgreens",
    ],
    mood: "natural",
    altMoods: ["fresh", "warm"],
    colors: ["#3E7B3A", "#E0A030"],
    goods: "produce",
    hero: ["From the field to your kitchen", "Eat with the seasons", "{Goods}{inPlace}"],
    button: "Shop the produce",
    line: "Food tastes better when you know where it's from.",
    highlights: {
      title: "Why shop with us",
      items: [
        item("🌾", "Seasonal", "What's good right now, not flown in out of season."),
        item("🌱", "Grown with care", "We look after the soil that feeds us."),
        item("📦", "Boxes to order", "Pick what you need, when you need it."),
      ],
    },
    reviews: [
      review("The tomatoes actually taste like tomatoes.", "Greta M.", "Home cook"),
      review("Our weekly box is the highlight of Friday.", "Sam W.", "Customer"),
      review("The honey is something else.", "Paulo R.", "Customer"),
    ],
    faq: [
      qa("What's in season?", "The shop shows what's available right now."),
      qa("Can I collect my order?", "Send us a message and we'll tell you how."),
    ],
    categories: ["Vegetables", "Fruit", "Eggs", "Honey"],
  },
  {
    id: "wine",
    label: "wine shop",
    group: "shop",
    keywords: [
      "wine",
      "wines",
      "wine shop",
      "winery",
      "vineyard",
      "spirits",
      "whisky",
      "whiskey",
      "gin",
      "liquor",
      "natural wine",
      "sommelier",
      "bottle shop",
      "rum",
    ],
    mood: "luxury",
    altMoods: ["dark", "romantic"],
    colors: ["#7B1E3A", "#C9A227"],
    goods: "wines",
    hero: ["Bottles worth opening", "Something good to pour", "{Goods}{inPlace}"],
    button: "Shop the bottles",
    line: "A good bottle turns dinner into an occasion.",
    highlights: {
      title: "How we choose",
      items: [
        item("🍇", "Tasted first", "Every bottle is tasted before it joins the shelf."),
        item("🍷", "Honest notes", "Tasting notes that say what's in the glass."),
        item("🎁", "Gift ready", "Wrapped and ready to give."),
      ],
    },
    reviews: [
      review("Great advice, and the bottle was perfect with dinner.", "Henri L.", "Customer"),
      review("Discovered three new favourites.", "Kate M.", "Wine lover"),
      review("Lovely gift packaging.", "Dev P.", "Gift buyer"),
    ],
    faq: [
      qa("Can you recommend a bottle?", "Tell us the occasion and budget and we'll suggest one."),
      qa("Do you check age on delivery?", "Yes: alcohol is only sold to adults."),
    ],
    categories: ["Red", "White", "Sparkling", "Spirits"],
  },
  {
    id: "brewery",
    label: "brewery",
    group: "shop",
    keywords: [
      "brewery",
      "craft beer",
      "beer",
      "beers",
      "microbrewery",
      "taproom",
      "cider",
      "ale",
      "ales",
      "ipa",
      "brewer",
      "kombucha",
    ],
    mood: "bold",
    altMoods: ["vintage", "dark"],
    colors: ["#C26A1B", "#2F4858"],
    goods: "beers",
    hero: ["Brewed to be shared", "Cold ones, done right", "{Goods}{inPlace}"],
    button: "Shop the beers",
    line: "Good beer is better with good company.",
    highlights: {
      title: "What's in the can",
      items: [
        item("🌾", "Small batches", "Brewed in runs small enough to experiment."),
        item("🔥", "Bold flavours", "Hoppy, dark, sour and everything between."),
        item("📦", "Mixed cases", "Build your own case to try a bit of everything."),
      ],
    },
    reviews: [
      review("The pale ale is dangerously drinkable.", "Finn O.", "Beer fan"),
      review("Mixed case made a brilliant birthday present.", "Lucy G.", "Customer"),
      review("Always something new on the list.", "Karim S.", "Regular"),
    ],
    faq: [
      qa("Do you check age on delivery?", "Yes: alcohol is only sold to adults."),
      qa("How should I store cans?", "Cold and upright, and drink them fresh."),
    ],
    categories: ["Pale ales", "Dark beers", "Mixed cases"],
  },

  // Made and sold by hand.
  {
    id: "ceramics",
    label: "ceramics studio",
    group: "shop",
    keywords: [
      "ceramic",
      "ceramics",
      "pottery",
      "potter",
      "mugs",
      "mug",
      "stoneware",
      "porcelain",
      "clay",
      "hand thrown",
      "wheel thrown",
      "tableware",
      "bowls",
      "vases",
      "handmade",
      "hand made",
      "handcrafted",
      "crafts",
      "craft",
    ],
    mood: "calm",
    altMoods: ["natural", "warm"],
    colors: ["#9C5B3F", "#6E8B74"],
    goods: "ceramics",
    hero: ["Made by hand, for everyday rituals", "Objects to slow down with", "{Goods}{inPlace}"],
    button: "See the pieces",
    line: "Pieces for the morning coffee, the shared dinner and the flowers on the table.",
    highlights: {
      title: "Made slowly, meant to last",
      items: [
        item("🏺", "Thrown by hand", "Every piece shaped on the wheel, no two alike."),
        item("🔥", "Made for daily use", "Glazes chosen to be used, not just admired."),
        item("📦", "Packed with care", "Wrapped by hand to arrive in one piece."),
      ],
    },
    reviews: [
      review("The mug feels perfect in the hand.", "Hannah W.", "Collector"),
      review("Even more beautiful in person.", "Leo F.", "Gift buyer"),
      review("I love that each bowl is slightly different.", "Amara O.", "Customer"),
    ],
    faq: [
      qa("Are the pieces dishwasher safe?", "Each product page says so; ask us if it doesn't."),
      qa(
        "Why does my piece differ from the photo?",
        "Handmade pieces vary a little in glaze and shape.",
      ),
      qa("Do you take commissions?", "Send us a message with what you have in mind."),
    ],
    categories: ["Mugs", "Bowls", "Plates", "Vases"],
    collection: [
      { title: "From the studio", subtitle: "The pieces in the shop right now." },
      { title: "The latest pieces", subtitle: "New additions from the studio." },
    ],
    steps: {
      title: "How a piece is made",
      items: [
        step("Thrown", "Shaped on the wheel and left to firm up."),
        step("Glazed", "Trimmed, dipped and finished by hand."),
        step("Fired", "Fired in the kiln, then checked piece by piece."),
      ],
    },
    extras: ["steps"],
  },
  {
    id: "candles",
    label: "candle studio",
    group: "shop",
    keywords: [
      "candle",
      "candles",
      "soy candles",
      "candle maker",
      "wax melts",
      "home fragrance",
      "diffusers",
      "incense",
    ],
    mood: "warm",
    altMoods: ["calm", "romantic"],
    colors: ["#A8623A", "#E9C46A"],
    goods: "candles",
    hero: ["Light something lovely", "Slow evenings start here", "{Goods}{inPlace}"],
    button: "Shop the candles",
    line: "A candle changes the mood of a room.",
    highlights: {
      title: "Poured with care",
      items: [
        item("🕯️", "Hand poured", "Each candle poured and finished by hand."),
        item("🌿", "Considered scents", "Fragrances that fill a room without shouting."),
        item("♻️", "Refill and reuse", "Vessels worth keeping after the last burn."),
      ],
    },
    reviews: [
      review("The whole flat smells incredible.", "Zoe H.", "Customer"),
      review("Burns clean and evenly.", "Mateo G.", "Candle fan"),
      review("My favourite gift to give.", "Fatima N.", "Gift buyer"),
    ],
    faq: [
      qa("How do I get an even burn?", "Let the first burn reach the edges and trim the wick."),
      qa("What are the candles made of?", "Each product page lists it; ask us if it doesn't."),
    ],
    categories: ["Candles", "Melts", "Gift sets"],
  },
  {
    id: "soap",
    label: "soap maker",
    group: "shop",
    keywords: [
      "soap",
      "soaps",
      "handmade soap",
      "bath bombs",
      "bath salts",
      "body butter",
      "bath and body",
      "shampoo bars",
      "lotions",
      "body care",
    ],
    mood: "fresh",
    altMoods: ["natural", "romantic"],
    colors: ["#5E8C83", "#E6A57E"],
    goods: "soaps",
    hero: ["A little luxury for the bathroom", "Bath time, better", "{Goods}{inPlace}"],
    button: "Shop the soaps",
    line: "Small daily rituals deserve nice things.",
    highlights: {
      title: "Made by hand",
      items: [
        item("🤲", "Small batches", "Made, cut and cured by hand."),
        item("🌿", "Gentle scents", "Fragrances you'll want to breathe in."),
        item("♻️", "Less packaging", "Wrapped simply, without the plastic."),
      ],
    },
    reviews: [
      review("My skin has never felt so soft.", "Mia J.", "Customer"),
      review("The lavender bar smells heavenly.", "Tariq B.", "Customer"),
      review("Gorgeous gift sets.", "Ella R.", "Gift buyer"),
    ],
    faq: [
      qa("What's in the soap?", "Each product page lists the ingredients."),
      qa("How do I make a bar last?", "Keep it dry between uses on a draining dish."),
    ],
    categories: ["Soaps", "Bath", "Gift sets"],
  },
  {
    id: "beauty",
    label: "skincare brand",
    group: "shop",
    keywords: [
      "skincare",
      "skin care",
      "beauty",
      "beauty brand",
      "cosmetics",
      "makeup",
      "serum",
      "serums",
      "moisturiser",
      "moisturizer",
      "lipstick",
      "perfume",
      "perfumes",
      "fragrance",
      "fragrances",
    ],
    mood: "romantic",
    altMoods: ["calm", "luxury"],
    colors: ["#A05A6A", "#6D6875"],
    goods: "skincare",
    hero: ["Skincare that keeps it simple", "Your routine, simplified", "{Goods}{inPlace}"],
    button: "Shop the range",
    line: "A few good products, used every day.",
    highlights: {
      title: "How we make it",
      items: [
        item("🧪", "Short ingredient lists", "Only what each product needs."),
        item("🌸", "Gentle formulas", "Made with sensitive skin in mind."),
        item("♻️", "Refillable", "Packaging you can refill or recycle."),
      ],
    },
    reviews: [
      review("My routine is three steps now, and my skin's better for it.", "Sofia M.", "Customer"),
      review("Lovely textures and not greasy.", "Grace K.", "Customer"),
      review("The serum is my holy grail.", "Yuki T.", "Skincare fan"),
    ],
    faq: [
      qa("Is it right for my skin type?", "Each product page says who it's for; ask us if unsure."),
      qa("Where can I see the ingredients?", "Every product page lists them in full."),
    ],
    categories: ["Cleansers", "Serums", "Moisturisers"],
  },
  {
    id: "jewellery",
    label: "jewellery brand",
    group: "shop",
    keywords: [
      "jewellery",
      "jewelry",
      "jeweller",
      "jeweler",
      "rings",
      "necklaces",
      "earrings",
      "bracelets",
      "silver",
      "gold jewellery",
      "gemstones",
      "engagement rings",
      "charms",
      "watches",
      "watch straps",
    ],
    mood: "luxury",
    altMoods: ["romantic", "calm"],
    colors: ["#B08D57", "#E8D8A8"],
    goods: "jewellery",
    hero: ["Pieces to keep forever", "Jewellery for every day", "{Goods}{inPlace}"],
    button: "Shop the pieces",
    line: "Jewellery you'll reach for every day.",
    highlights: {
      title: "Made to be worn",
      items: [
        item("💎", "Crafted by hand", "Each piece finished at the bench."),
        item("🎁", "Gift boxed", "Every order arrives ready to give."),
        item("🛠️", "Care and repairs", "Ask us about cleaning and resizing."),
      ],
    },
    reviews: [
      review("I haven't taken my ring off since it arrived.", "Clara V.", "Customer"),
      review("Delicate and beautifully made.", "Anya R.", "Customer"),
      review("The perfect anniversary present.", "James E.", "Gift buyer"),
    ],
    faq: [
      qa("What metals do you use?", "Each product page says what it's made of."),
      qa("Can I have a piece resized?", "Send us a message with the piece and the size."),
    ],
    categories: ["Rings", "Necklaces", "Earrings", "Bracelets"],
  },
  {
    id: "leather",
    label: "leather workshop",
    group: "shop",
    keywords: [
      "leather",
      "leather goods",
      "leatherwork",
      "wallet",
      "wallets",
      "bags",
      "handbags",
      "belts",
      "backpacks",
      "purses",
      "satchels",
    ],
    mood: "vintage",
    altMoods: ["luxury", "natural"],
    colors: ["#6B3E26", "#C19A6B"],
    goods: "leather goods",
    hero: ["Made to age well", "Carry something good", "{Goods}{inPlace}"],
    button: "Shop the leather",
    line: "Good leather gets better with every year of use.",
    highlights: {
      title: "Built to last",
      items: [
        item("🧵", "Stitched by hand", "Strong seams that hold for years."),
        item("🛠️", "Repairable", "Made so it can be mended, not replaced."),
        item("🎁", "Gift ready", "Wrapped and ready to give."),
      ],
    },
    reviews: [
      review("My wallet looks better every month.", "Oscar N.", "Customer"),
      review("You can feel the quality.", "Dana F.", "Customer"),
      review("Bought one for my dad, then one for me.", "Iris B.", "Gift buyer"),
    ],
    faq: [
      qa("How do I care for leather?", "Wipe it clean and condition it now and then."),
      qa("Can you personalise a piece?", "Send us a message with what you have in mind."),
    ],
    categories: ["Wallets", "Bags", "Belts"],
  },
  {
    id: "yarn",
    label: "yarn shop",
    group: "shop",
    keywords: [
      "yarn",
      "yarns",
      "wool",
      "knitting",
      "crochet",
      "fabric",
      "fabrics",
      "sewing",
      "quilts",
      "quilting",
      "embroidery",
      "haberdashery",
      "knitwear patterns",
      "hand dyed",
    ],
    mood: "playful",
    altMoods: ["warm", "natural"],
    colors: ["#8E44AD", "#F4A261"],
    goods: "yarn",
    hero: [
      "Something to make with your hands",
      "Your next project starts here",
      "{Goods}{inPlace}",
    ],
    button: "Shop the yarn",
    line: "Every project starts with the right materials.",
    highlights: {
      title: "Made for makers",
      items: [
        item("🧵", "Chosen for feel", "Fibres we'd happily work with ourselves."),
        item("🎨", "Colours to love", "Shades that go together beautifully."),
        item("💬", "Help with projects", "Stuck on a pattern? Ask us."),
      ],
    },
    reviews: [
      review("The colours are even better in real life.", "Helga S.", "Knitter"),
      review("So soft to work with.", "Nina P.", "Crocheter"),
      review("Helpful advice on my first sweater.", "Ada M.", "Beginner"),
    ],
    faq: [
      qa("How much yarn do I need?", "Check your pattern; ask us if you're unsure."),
      qa("Will the colour match across skeins?", "Ask us before you order and we'll check."),
    ],
    categories: ["Yarn", "Fabric", "Patterns", "Tools"],
  },
  {
    id: "stationery",
    label: "stationery shop",
    group: "shop",
    keywords: [
      "stationery",
      "notebooks",
      "paper goods",
      "greeting cards",
      "cards",
      "planners",
      "pens",
      "journals",
      "letterpress",
      "notepads",
      "stickers",
      "wrapping paper",
    ],
    mood: "calm",
    altMoods: ["playful", "vintage"],
    colors: ["#3D5A80", "#EE6C4D"],
    goods: "stationery",
    hero: ["Paper worth writing on", "For lists, letters and big ideas", "{Goods}{inPlace}"],
    button: "Shop the stationery",
    line: "Some things are better written by hand.",
    highlights: {
      title: "Good paper, good pens",
      items: [
        item("📝", "Nice to write on", "Paper chosen for how it takes ink."),
        item("🖋️", "Designed in-house", "Prints and patterns you won't find elsewhere."),
        item("🎁", "Ready to give", "Little gifts for people who love to write."),
      ],
    },
    reviews: [
      review("My planner is the best part of Monday.", "Eva L.", "Customer"),
      review("The cards are so pretty.", "Jon H.", "Customer"),
      review("Fountain pen friendly paper at last.", "Mei W.", "Pen lover"),
    ],
    faq: [
      qa("Is the paper fountain pen friendly?", "Each product page says; ask us if unsure."),
      qa("Do you take custom orders?", "Send us a message with what you have in mind."),
    ],
    categories: ["Notebooks", "Cards", "Pens"],
  },
  {
    id: "art",
    label: "art studio",
    group: "shop",
    keywords: [
      "art",
      "art prints",
      "prints",
      "illustration",
      "illustrations",
      "illustrator",
      "paintings",
      "painter",
      "artist",
      "posters",
      "artwork",
      "artworks",
      "gallery",
      "screen prints",
      "risograph",
    ],
    mood: "bold",
    altMoods: ["calm", "playful"],
    colors: ["#3A0CA3", "#F72585"],
    goods: "art prints",
    hero: ["Art for the walls you live with", "Something to look at every day", "{Goods}{inPlace}"],
    button: "See the work",
    line: "A wall with art on it feels like home.",
    highlights: {
      title: "About the work",
      items: [
        item("🎨", "Original work", "Every piece starts in the studio."),
        item("🖼️", "Printed to last", "Prints made to hold their colour."),
        item("📦", "Sent flat and safe", "Packed carefully to arrive perfect."),
      ],
    },
    reviews: [
      review("The print is even better in person.", "Marta G.", "Collector"),
      review("It makes the whole room.", "Theo R.", "Customer"),
      review("Beautifully packaged.", "Lena K.", "Customer"),
    ],
    faq: [
      qa("Are prints framed?", "Each product page says what's included."),
      qa("Do you take commissions?", "Send us a message with what you have in mind."),
    ],
    categories: ["Prints", "Originals", "Cards"],
  },
  {
    id: "florist",
    label: "florist",
    group: "shop",
    keywords: [
      "florist",
      "florists",
      "flower shop",
      "flower studio",
      "flowers",
      "flower",
      "bouquets",
      "bouquet",
      "floral",
      "floristry",
      "dried flowers",
      "flower delivery",
      "wedding flowers",
      "blooms",
      "roses",
      "peonies",
      "tulips",
    ],
    mood: "romantic",
    altMoods: ["natural", "fresh"],
    colors: ["#B03A5B", "#7BA05B"],
    goods: "flowers",
    hero: ["Flowers for every day", "Say it with flowers", "{Goods}{inPlace}"],
    button: "Shop the flowers",
    line: "Flowers for birthdays, thank-yous and ordinary days.",
    highlights: {
      title: "Why send our flowers",
      items: [
        item("🌸", "Seasonal stems", "Flowers chosen for what's at its best."),
        item("🎁", "Wrapped to give", "Every bouquet ready to hand over."),
        item("📝", "A note from you", "Add a message and we'll write the card."),
      ],
    },
    reviews: [
      review("The bouquet was even prettier than the photo.", "Anna V.", "Customer"),
      review("My mum was over the moon.", "Jasper D.", "Customer"),
      review("The dried arrangement still looks perfect.", "Noor B.", "Customer"),
    ],
    faq: [
      qa(
        "Can you deliver on a particular day?",
        "Tell us the date when you order and we'll confirm.",
      ),
      qa(
        "How do I keep flowers fresh?",
        "Trim the stems and change the water every couple of days.",
      ),
      qa("Do you do wedding flowers?", "Send us a message with your date and ideas."),
    ],
    categories: ["Bouquets", "Dried flowers", "Plants"],
  },
  {
    id: "plants",
    label: "plant shop",
    group: "shop",
    keywords: [
      "plants",
      "plant",
      "plant shop",
      "houseplants",
      "house plants",
      "indoor plants",
      "succulents",
      "cacti",
      "cactus",
      "garden centre",
      "garden center",
      "nursery",
      "garden",
      "seeds",
      "bonsai",
      "terrariums",
      "herbs",
    ],
    mood: "natural",
    altMoods: ["fresh", "calm"],
    colors: ["#2F6B4F", "#D9A441"],
    goods: "plants",
    hero: ["Bring the outside in", "Green things for every room", "{Goods}{inPlace}"],
    button: "Shop the plants",
    line: "A room with plants in it feels more alive.",
    highlights: {
      title: "Why buy your plants here",
      items: [
        item("🌱", "Healthy plants", "Every plant checked before it leaves us."),
        item("💬", "Care advice", "Ask us how to keep it happy."),
        item("📦", "Packed to travel", "Wrapped to arrive upright and safe."),
      ],
    },
    reviews: [
      review("Arrived healthy and beautifully packed.", "Rita S.", "Plant parent"),
      review("The care tips actually work.", "Dan E.", "Beginner"),
      review("My flat is a jungle now.", "Zara P.", "Customer"),
    ],
    faq: [
      qa("Which plant suits my room?", "Tell us about the light and we'll suggest a few."),
      qa("How often should I water it?", "Each product page has care notes."),
    ],
    categories: ["Houseplants", "Succulents", "Pots"],
  },
  {
    id: "furniture",
    label: "homeware shop",
    group: "shop",
    keywords: [
      "furniture",
      "home decor",
      "homeware",
      "homewares",
      "interiors",
      "lamps",
      "rugs",
      "cushions",
      "sofas",
      "chairs",
      "tables",
      "decor",
      "woodwork",
      "woodworking",
      "furniture maker",
      "lighting",
    ],
    mood: "calm",
    altMoods: ["natural", "luxury"],
    colors: ["#5C4B3B", "#C8A97E"],
    goods: "homeware",
    hero: ["Make yourself at home", "Pieces for rooms you love", "{Goods}{inPlace}"],
    button: "Shop the collection",
    line: "The things around you shape how a room feels.",
    highlights: {
      title: "Made for real homes",
      items: [
        item("🏡", "Made to be used", "Pieces for daily life, not just photos."),
        item("📐", "Considered design", "Simple shapes that sit well together."),
        item("🌳", "Natural materials", "Wood, wool, linen and clay."),
      ],
    },
    reviews: [
      review("The lamp changed the whole living room.", "Astrid N.", "Customer"),
      review("Solid and beautifully finished.", "Paul D.", "Customer"),
      review("Helpful advice on sizes.", "Keiko S.", "Customer"),
    ],
    faq: [
      qa("Will it fit my space?", "Each product page lists dimensions; ask if you need more."),
      qa("How is large furniture delivered?", "Send us a message and we'll explain the options."),
    ],
    categories: ["Living", "Lighting", "Textiles"],
  },
  {
    id: "kitchen",
    label: "kitchenware shop",
    group: "shop",
    keywords: [
      "kitchenware",
      "cookware",
      "knives",
      "kitchen knives",
      "kitchen tools",
      "utensils",
      "cutting boards",
      "pans",
      "cast iron",
    ],
    mood: "fresh",
    altMoods: ["professional", "warm"],
    colors: ["#2E5E8C", "#E07A5F"],
    goods: "kitchenware",
    hero: ["Tools for people who love to cook", "Cook with good things", "{Goods}{inPlace}"],
    button: "Shop the kitchen",
    line: "Good tools make cooking a pleasure.",
    highlights: {
      title: "Built for the kitchen",
      items: [
        item("🧈", "Chosen by cooks", "Tools we'd use at home."),
        item("🛠️", "Made to last", "Buy once, use for years."),
        item("💬", "Advice on care", "Ask us how to look after them."),
      ],
    },
    reviews: [
      review("The knife is a joy to use.", "Rafael C.", "Home cook"),
      review("My pan is now my favourite thing.", "Bea L.", "Customer"),
      review("Great advice before I bought.", "Ahmed Y.", "Customer"),
    ],
    faq: [
      qa("How do I care for it?", "Each product page has care notes."),
      qa("Which knife should I start with?", "Tell us how you cook and we'll suggest one."),
    ],
    categories: ["Knives", "Pans", "Tools"],
  },

  // Clothing and accessories.
  {
    id: "fashion",
    label: "clothing brand",
    group: "shop",
    keywords: [
      "fashion",
      "clothing",
      "clothes",
      "apparel",
      "streetwear",
      "hoodies",
      "hoodie",
      "tees",
      "t-shirts",
      "t shirts",
      "dresses",
      "menswear",
      "womenswear",
      "boutique",
      "wear",
      "jackets",
      "knitwear",
      "denim",
      "jeans",
      "fashion label",
      "clothing brand",
      "activewear",
      "swimwear",
      "lingerie",
      "suits",
      "tailor",
      "tailoring",
      "bespoke suits",
    ],
    mood: "bold",
    altMoods: ["luxury", "playful"],
    colors: ["#2B2D42", "#EF476F"],
    goods: "clothing",
    hero: ["Wear it your way", "Made to be lived in", "{Goods}{inPlace}"],
    button: "Shop the collection",
    line: "Clothes you'll reach for again and again.",
    highlights: {
      title: "Why you'll wear it",
      items: [
        item("🧵", "Well made", "Fabrics and seams that hold up."),
        item("📐", "Cut to fit", "Size guides on every product page."),
        item("↩️", "Easy exchanges", "Wrong size? Ask us about swapping it."),
      ],
    },
    reviews: [
      review("Fits perfectly and washes well.", "Jade T.", "Customer"),
      review("I get asked where it's from every time.", "Kofi A.", "Customer"),
      review("My new favourite hoodie.", "Liv P.", "Customer"),
    ],
    faq: [
      qa("How do I find my size?", "Each product page has a size guide; ask us if unsure."),
      qa("Can I exchange an item?", "Send us a message with your order and we'll help."),
    ],
    categories: ["New in", "Tops", "Bottoms", "Accessories"],
  },
  {
    id: "vintage",
    label: "vintage shop",
    group: "shop",
    keywords: [
      "vintage clothing",
      "vintage fashion",
      "vintage shop",
      "vintage store",
      "thrift",
      "thrift store",
      "thrift shop",
      "second hand",
      "secondhand",
      "pre loved",
      "preloved",
      "antiques",
      "antique",
      "flea market",
      "vintage",
      "retro furniture",
      "vintage furniture",
      "second hand furniture",
      "secondhand furniture",
      "antique furniture",
      "used furniture",
    ],
    mood: "vintage",
    altMoods: ["warm", "playful"],
    colors: ["#A0522D", "#2A9D8F"],
    goods: "vintage finds",
    hero: ["Old things, new homes", "One of a kind, every time", "{Goods}{inPlace}"],
    button: "See the finds",
    line: "Every piece has a past, and a second life ahead.",
    highlights: {
      title: "Why vintage",
      items: [
        item("🔍", "Hand picked", "Every piece chosen one at a time."),
        item("♻️", "Second life", "Good things kept in use."),
        item("✨", "One of a kind", "When it's gone, it's gone."),
      ],
    },
    reviews: [
      review("Found the jacket I'd been hunting for years.", "Rosa F.", "Customer"),
      review("Great condition and honestly described.", "Will B.", "Customer"),
      review("My favourite shop to browse.", "Naomi E.", "Regular"),
    ],
    faq: [
      qa("What condition are pieces in?", "Each product page describes it; ask for more photos."),
      qa("Can I reserve a piece?", "Send us a message and we'll see what we can do."),
    ],
    categories: ["Clothing", "Homeware", "Accessories"],
  },
  {
    id: "shoes",
    label: "shoe shop",
    group: "shop",
    keywords: [
      "shoes",
      "shoe shop",
      "shoe store",
      "sneakers",
      "trainers",
      "footwear",
      "boots",
      "sandals",
      "heels",
      "loafers",
    ],
    mood: "bold",
    altMoods: ["fresh", "tech"],
    colors: ["#E4572E", "#17BEBB"],
    goods: "shoes",
    hero: ["Step into something new", "Good shoes, good days", "{Goods}{inPlace}"],
    button: "Shop the shoes",
    line: "The right pair takes you further.",
    highlights: {
      title: "Why shop here",
      items: [
        item("📐", "Sizing help", "Size notes on every pair; ask if you're unsure."),
        item("✨", "Picked with care", "Pairs we'd wear ourselves."),
        item("↩️", "Easy exchanges", "Wrong size? Ask us about swapping."),
      ],
    },
    reviews: [
      review("Comfortable straight out of the box.", "Luca M.", "Customer"),
      review("Got the last pair in my size!", "Tia W.", "Sneakerhead"),
      review("Helpful sizing advice.", "Ola N.", "Customer"),
    ],
    faq: [
      qa("How do your sizes run?", "Each product page has size notes; ask us if unsure."),
      qa("Can I exchange a pair?", "Send us a message with your order and we'll help."),
    ],
    categories: ["Sneakers", "Boots", "Sandals"],
  },

  // Hobbies, play and culture.
  {
    id: "books",
    label: "bookshop",
    group: "shop",
    keywords: [
      "books",
      "book",
      "bookshop",
      "bookstore",
      "book shop",
      "comics",
      "zines",
      "novels",
      "second hand books",
      "used books",
      "poetry",
    ],
    mood: "vintage",
    altMoods: ["calm", "warm"],
    colors: ["#7F1D1D", "#D4A373"],
    goods: "books",
    hero: ["Your next favourite book", "Stories worth staying up for", "{Goods}{inPlace}"],
    button: "Browse the books",
    line: "There's always room for one more book.",
    highlights: {
      title: "Why shop with us",
      items: [
        item("📚", "Chosen by readers", "Every book on the shelf was picked by a person."),
        item("💬", "Recommendations", "Tell us what you loved and we'll find the next one."),
        item("🎁", "Gift wrapping", "Ask and we'll wrap it for you."),
      ],
    },
    reviews: [
      review("Every recommendation has been a winner.", "Agnes P.", "Reader"),
      review("The kind of bookshop you lose an afternoon in.", "Felix H.", "Customer"),
      review("Lovely, thoughtful service.", "Sana Q.", "Customer"),
    ],
    faq: [
      qa("Can you order a book in?", "Send us the title and we'll see if we can get it."),
      qa("Can you recommend something?", "Tell us what you last loved and we'll suggest a few."),
    ],
    categories: ["Fiction", "Non-fiction", "Children's"],
  },
  {
    id: "records",
    label: "record shop",
    group: "shop",
    keywords: [
      "records",
      "vinyl",
      "vinyl records",
      "record shop",
      "record store",
      "lps",
      "cassettes",
      "turntables",
      "record label",
    ],
    mood: "dark",
    altMoods: ["vintage", "bold"],
    colors: ["#F25C05", "#F2B705"],
    goods: "records",
    hero: ["Music you can hold", "Dig deeper", "{Goods}{inPlace}"],
    button: "Dig through the crates",
    line: "Some music deserves to be heard on vinyl.",
    highlights: {
      title: "Why dig here",
      items: [
        item("🔍", "Hand picked", "Every record chosen by someone who listened."),
        item("✓", "Graded honestly", "Condition described on every used record."),
        item("📦", "Shipped safely", "Packed to arrive flat and unscuffed."),
      ],
    },
    reviews: [
      review("Found a first pressing I'd given up on.", "Dmitri V.", "Collector"),
      review("Honest grading and fast replies.", "Cass L.", "Customer"),
      review("Great taste in the new arrivals.", "Jun O.", "Regular"),
    ],
    faq: [
      qa(
        "How do you grade used records?",
        "Each listing describes the condition of the record and sleeve.",
      ),
      qa("Do you buy collections?", "Send us a message with what you have."),
    ],
    categories: ["New releases", "Used", "Accessories"],
  },
  {
    id: "instruments",
    label: "music shop",
    group: "shop",
    keywords: [
      "guitars",
      "guitar",
      "guitar shop",
      "instruments",
      "musical instruments",
      "music shop",
      "music store",
      "pianos",
      "ukuleles",
      "drums",
      "synths",
      "synthesizers",
      "amps",
      "pedals",
    ],
    mood: "dark",
    altMoods: ["vintage", "bold"],
    colors: ["#D4A017", "#B5472A"],
    goods: "instruments",
    hero: ["Find your sound", "Made to be played", "{Goods}{inPlace}"],
    button: "Shop the instruments",
    line: "The right instrument makes you want to play.",
    highlights: {
      title: "For players",
      items: [
        item("🛠️", "Set up properly", "Instruments checked before they go out."),
        item("💬", "Advice from players", "Ask us before you buy."),
        item("📦", "Packed safely", "Sent out well protected."),
      ],
    },
    reviews: [
      review("Plays beautifully straight out of the case.", "Rory D.", "Guitarist"),
      review("Great advice for a beginner.", "Emily C.", "Customer"),
      review("Found the pedal I'd been after.", "Hugo M.", "Musician"),
    ],
    faq: [
      qa(
        "Which instrument should I start with?",
        "Tell us what you'd like to play and we'll suggest one.",
      ),
      qa("Do you do repairs?", "Send us a message with what needs doing."),
    ],
    categories: ["Guitars", "Keys", "Accessories"],
  },
  {
    id: "games",
    label: "game shop",
    group: "shop",
    keywords: [
      "board games",
      "games",
      "game shop",
      "game store",
      "puzzles",
      "jigsaw puzzles",
      "tabletop",
      "tabletop games",
      "video games",
      "card games",
      "dice",
      "miniatures",
      "retro games",
    ],
    mood: "playful",
    altMoods: ["bold", "tech"],
    colors: ["#2A9D8F", "#E76F51"],
    goods: "games",
    hero: ["Game night starts here", "Play more", "{Goods}{inPlace}"],
    button: "Shop the games",
    line: "The best evenings end with one more round.",
    highlights: {
      title: "Why play with us",
      items: [
        item("🧩", "Picked by players", "Games we've actually played."),
        item("💬", "Recommendations", "Tell us your group and we'll suggest a game."),
        item("🎁", "Gift ideas", "Something for every kind of player."),
      ],
    },
    reviews: [
      review("Our new family favourite.", "Greg S.", "Customer"),
      review("Spot-on recommendation for our group.", "Anouk D.", "Customer"),
      review("Great selection.", "Tomás R.", "Gamer"),
    ],
    faq: [
      qa("Can you recommend a game?", "Tell us how many players and what you like."),
      qa("Is it suitable for kids?", "Each product page gives an age range."),
    ],
    categories: ["Board games", "Puzzles", "Card games"],
  },
  {
    id: "kids",
    label: "toy shop",
    group: "shop",
    keywords: [
      "toys",
      "toy",
      "toy shop",
      "toy store",
      "kids",
      "children",
      "childrens",
      "baby",
      "babies",
      "kidswear",
      "baby clothes",
      "nursery decor",
      "wooden toys",
      "plushies",
    ],
    mood: "playful",
    altMoods: ["fresh", "romantic"],
    colors: ["#6D28D9", "#FACC15"],
    goods: "toys",
    hero: ["Made for play", "Little things for little people", "{Goods}{inPlace}"],
    button: "Shop the toys",
    line: "Play is how children find out about the world.",
    highlights: {
      title: "Chosen for play",
      items: [
        item("🧸", "Made to be played with", "Toys that survive real play."),
        item("🛡️", "Age guidance", "Age ranges on every product page."),
        item("🎁", "Gift ready", "Ask us to wrap it."),
      ],
    },
    reviews: [
      review("My daughter hasn't put it down.", "Laura B.", "Parent"),
      review("Beautiful and sturdy.", "Mohammed F.", "Parent"),
      review("The perfect birthday present.", "Ines K.", "Gift buyer"),
    ],
    faq: [
      qa("What age is it for?", "Each product page gives an age range."),
      qa("Can you gift wrap?", "Send us a message with your order."),
    ],
    categories: ["Baby", "Toddler", "Kids"],
  },
  {
    id: "pets",
    label: "pet shop",
    group: "shop",
    keywords: [
      "pets",
      "pet",
      "pet shop",
      "pet store",
      "pet supplies",
      "dog",
      "dogs",
      "cat",
      "cats",
      "dog treats",
      "pet food",
      "dog toys",
      "collars",
      "leashes",
      "dog accessories",
      "cat toys",
      "dog beds",
    ],
    mood: "playful",
    altMoods: ["natural", "warm"],
    colors: ["#D9480F", "#3B82F6"],
    goods: "pet supplies",
    hero: ["Happy pets, happy homes", "Good things for good dogs (and cats)", "{Goods}{inPlace}"],
    button: "Shop for your pet",
    line: "Our pets give us their all; they deserve good things back.",
    highlights: {
      title: "Made for pets",
      items: [
        item("🐾", "Pet tested", "Tried by real pets before it's sold."),
        item("🦴", "Good ingredients", "Treats with ingredients you can read."),
        item("🐶", "Built to last", "Toys made for enthusiastic chewers."),
      ],
    },
    reviews: [
      review("My dog goes wild for these treats.", "Becky L.", "Dog owner"),
      review("The only toy that's survived a week.", "Andre P.", "Dog owner"),
      review("Our cat approves.", "Hiro T.", "Cat owner"),
    ],
    faq: [
      qa("Is it right for my pet?", "Each product page says who it's for; ask if unsure."),
      qa("What's in the treats?", "Each product page lists the ingredients."),
    ],
    categories: ["Dogs", "Cats", "Treats", "Toys"],
  },
  {
    id: "electronics",
    label: "gadget shop",
    group: "shop",
    keywords: [
      "electronics",
      "gadgets",
      "gadget",
      "headphones",
      "speakers",
      "phone cases",
      "chargers",
      "smart home",
      "tech accessories",
      "cables",
      "laptops",
      "computers",
      "devices",
      "audio",
      "drones",
      "keyboards",
    ],
    mood: "tech",
    altMoods: ["professional", "dark"],
    colors: ["#6366F1", "#22D3EE"],
    goods: "gadgets",
    hero: ["Tech that just works", "Upgrade your everyday", "{Goods}{inPlace}"],
    button: "Shop the gear",
    line: "Good tech gets out of your way.",
    highlights: {
      title: "Why buy from us",
      items: [
        item("⚡", "Tested", "Every product tried before it's listed."),
        item("🛡️", "Warranty help", "Ask us if something goes wrong."),
        item("💬", "Straight answers", "Real specs and honest advice."),
      ],
    },
    reviews: [
      review("Sounds amazing and arrived quickly.", "Nikhil R.", "Customer"),
      review("Helpful advice on which model to buy.", "Sara V.", "Customer"),
      review("Exactly as described.", "Ken O.", "Customer"),
    ],
    faq: [
      qa("Will it work with my device?", "Each product page lists compatibility; ask if unsure."),
      qa("What if it stops working?", "Send us a message with your order and we'll help."),
    ],
    categories: ["Audio", "Smart home", "Accessories"],
  },

  // Sport and outdoors.
  {
    id: "skate",
    label: "skate shop",
    group: "shop",
    keywords: [
      "skate shop",
      "skate",
      "skates",
      "skateboard",
      "skateboards",
      "skateboarding",
      "skating",
      "decks",
      "longboards",
      "grip tape",
    ],
    mood: "bold",
    altMoods: ["dark", "playful"],
    colors: ["#E4002B", "#1A1A1A"],
    goods: "skateboards",
    hero: ["Built to be skated", "Go skate", "{Goods}{inPlace}"],
    button: "Shop the boards",
    line: "Boards, wheels and everything else to keep you rolling.",
    highlights: {
      title: "Run by skaters",
      items: [
        item("✊", "Skater picked", "Gear we ride ourselves."),
        item("🛠️", "Set up for you", "Ask us to build your complete."),
        item("💬", "Real advice", "Not sure what size? Ask us."),
      ],
    },
    reviews: [
      review("Best setup I've had.", "Dre M.", "Skater"),
      review("They helped me pick my first board.", "Sky J.", "Beginner"),
      review("Great selection of decks.", "Pablo R.", "Skater"),
    ],
    faq: [
      qa("What size deck should I get?", "Tell us your shoe size and how you skate."),
      qa("Can you build a complete?", "Send us a message with the parts you want."),
    ],
    categories: ["Decks", "Wheels", "Trucks", "Apparel"],
  },
  {
    id: "bikes",
    label: "bike shop",
    group: "shop",
    keywords: [
      "bikes",
      "bike",
      "bike shop",
      "bicycles",
      "bicycle",
      "cycling",
      "e bikes",
      "ebikes",
      "bike repair",
      "cycle shop",
    ],
    mood: "fresh",
    altMoods: ["bold", "natural"],
    colors: ["#0E7C86", "#F4A259"],
    goods: "bikes",
    hero: ["Ride more", "Everything for the ride", "{Goods}{inPlace}"],
    button: "Shop the bikes",
    line: "There's no better way to get around.",
    highlights: {
      title: "For riders",
      items: [
        item("🛠️", "Servicing", "Ask us about tune-ups and repairs."),
        item("📐", "Sizing help", "Find a frame that fits."),
        item("🧭", "Route ideas", "Ask us where to ride."),
      ],
    },
    reviews: [
      review("My bike has never ridden so smoothly.", "Jonas K.", "Commuter"),
      review("Patient help choosing my first road bike.", "Mira S.", "Cyclist"),
      review("Friendly and honest.", "Colm B.", "Customer"),
    ],
    faq: [
      qa("What size bike do I need?", "Tell us your height and we'll help."),
      qa("Do you service bikes?", "Send us a message with what needs doing."),
    ],
    categories: ["Bikes", "Parts", "Accessories"],
  },
  {
    id: "outdoor",
    label: "outdoor shop",
    group: "shop",
    keywords: [
      "outdoor gear",
      "outdoor",
      "outdoors",
      "camping",
      "camping gear",
      "hiking",
      "hiking gear",
      "climbing",
      "tents",
      "backpacking",
      "mountaineering",
      "fishing",
      "fishing tackle",
    ],
    mood: "natural",
    altMoods: ["bold", "vintage"],
    colors: ["#4A5D23", "#E07A1F"],
    goods: "outdoor gear",
    hero: ["Get outside", "Gear for the long way round", "{Goods}{inPlace}"],
    button: "Shop the gear",
    line: "The best days end muddy.",
    highlights: {
      title: "Ready for the trail",
      items: [
        item("🧭", "Tested outdoors", "Gear we've used ourselves."),
        item("🌳", "Built to last", "Kit that lasts seasons, not trips."),
        item("💬", "Advice", "Ask us what you'll need."),
      ],
    },
    reviews: [
      review("The tent held up in a proper storm.", "Iain M.", "Hiker"),
      review("Great advice before my first trip.", "Lea W.", "Camper"),
      review("Quality kit, fairly described.", "Ravi P.", "Climber"),
    ],
    faq: [
      qa("What do I need for my trip?", "Tell us where you're going and we'll help."),
      qa("How do I care for my gear?", "Each product page has care notes."),
    ],
    categories: ["Camping", "Hiking", "Clothing"],
  },
  {
    id: "surf",
    label: "surf shop",
    group: "shop",
    keywords: [
      "surf",
      "surf shop",
      "surfboards",
      "surfboard",
      "surfing",
      "wetsuits",
      "bodyboards",
      "paddleboards",
      "sup boards",
    ],
    mood: "fresh",
    altMoods: ["playful", "natural"],
    colors: ["#0077B6", "#F4A261"],
    goods: "surfboards",
    hero: ["Chase the next wave", "Made for the water", "{Goods}{inPlace}"],
    button: "Shop the boards",
    line: "Salt water fixes most things.",
    highlights: {
      title: "Run by surfers",
      items: [
        item("🌅", "Surfer tested", "Boards and suits we've used ourselves."),
        item("📐", "The right board", "Tell us your level and we'll help you choose."),
        item("🛠️", "Repairs", "Ask us about dings and fixes."),
      ],
    },
    reviews: [
      review("Caught more waves on this board than ever.", "Kai N.", "Surfer"),
      review("Honest advice for a beginner.", "Emma S.", "Learner"),
      review("Warm wetsuit, great fit.", "Nuno A.", "Surfer"),
    ],
    faq: [
      qa("Which board should I get?", "Tell us your height, weight and level."),
      qa("What wetsuit thickness do I need?", "Tell us where and when you surf."),
    ],
    categories: ["Boards", "Wetsuits", "Accessories"],
  },
  {
    id: "sports",
    label: "sports shop",
    group: "shop",
    keywords: [
      "sports",
      "sporting goods",
      "sports equipment",
      "football",
      "tennis",
      "golf",
      "sportswear",
      "running",
      "running gear",
      "gym equipment",
      "martial arts",
      "boxing",
    ],
    mood: "bold",
    altMoods: ["fresh", "tech"],
    colors: ["#0B6E4F", "#F97316"],
    goods: "sports gear",
    hero: ["Play harder", "Gear up", "{Goods}{inPlace}"],
    button: "Shop the gear",
    line: "The right kit makes the game better.",
    highlights: {
      title: "Why shop with us",
      items: [
        item("🎯", "Picked by players", "Kit we'd use ourselves."),
        item("📐", "Sizing help", "Ask us what fits."),
        item("💪", "Made for training", "Gear that keeps up with you."),
      ],
    },
    reviews: [
      review("Great kit at the right level.", "Marco B.", "Player"),
      review("Helpful sizing advice.", "Aoife C.", "Runner"),
      review("Everything the team needed.", "Dele O.", "Coach"),
    ],
    faq: [
      qa("Do you kit out teams?", "Send us a message with what your team needs."),
      qa("How do I pick a size?", "Each product page has sizing notes."),
    ],
    categories: ["Footwear", "Equipment", "Clothing"],
  },

  // Places to visit.
  {
    id: "restaurant",
    label: "restaurant",
    group: "venue",
    keywords: [
      "restaurant",
      "bistro",
      "pizzeria",
      "pizza",
      "trattoria",
      "diner",
      "eatery",
      "food truck",
      "ramen",
      "sushi",
      "tapas",
      "brasserie",
      "burgers",
      "taqueria",
      "tacos",
      "noodle bar",
      "brunch",
      "canteen",
    ],
    mood: "warm",
    altMoods: ["dark", "vintage"],
    colors: ["#9B2226", "#E9D8A6"],
    goods: "food",
    hero: ["Pull up a chair", "Good food, good company", "Eat well in {place}"],
    button: "Book a table",
    line: "Good food tastes better shared.",
    highlights: {
      title: "Why people come back",
      items: [
        item("🧈", "Cooked from scratch", "A kitchen that makes things properly."),
        item("🌾", "Seasonal menu", "Dishes that change with what's good."),
        item("🍷", "Something to drink", "A short list of good things to pour."),
      ],
    },
    reviews: [
      review("The best meal we've had in ages.", "Carla M.", "Guest"),
      review("Warm welcome, great food.", "Stefan R.", "Guest"),
      review("Our new favourite spot.", "Amina H.", "Regular"),
    ],
    faq: [
      qa("Do you take bookings?", "Yes: send us a message with the day, time and group size."),
      qa("Can you cater for dietary needs?", "Tell us when you book and we'll do our best."),
    ],
    services: [
      item("🧈", "Dine in", "A table for two or for the whole family."),
      item("📦", "Takeaway", "Ask us what we can pack up for you."),
      item("✨", "Private events", "Ask about booking for a group."),
    ],
    extras: ["gallery"],
  },
  {
    id: "bar",
    label: "bar",
    group: "venue",
    keywords: [
      "bar",
      "cocktail bar",
      "cocktails",
      "pub",
      "wine bar",
      "speakeasy",
      "tavern",
      "lounge",
      "beer garden",
    ],
    mood: "dark",
    altMoods: ["luxury", "bold"],
    colors: ["#E9B44C", "#9B2335"],
    goods: "drinks",
    hero: ["Pull up a stool", "Drinks, done properly", "Evenings in {place}"],
    button: "Book a table",
    line: "A good evening starts with the first round.",
    highlights: {
      title: "Why people stay for another",
      items: [
        item("🍷", "Made with care", "Drinks mixed properly, every time."),
        item("✨", "The atmosphere", "Low lights and good music."),
        item("🤝", "Events", "Ask us about private hire."),
      ],
    },
    reviews: [
      review("Best cocktails in town, hands down.", "Lou B.", "Guest"),
      review("Perfect for a first date.", "Sam K.", "Guest"),
      review("Friendly staff and great music.", "Viktor N.", "Regular"),
    ],
    faq: [
      qa("Can I book a table?", "Yes: send us a message with the day, time and group size."),
      qa("Do you do private hire?", "Send us a message with your plans."),
    ],
    services: [
      item("🍷", "Drinks", "Cocktails, wine and beer."),
      item("✨", "Private hire", "Ask about the space for your group."),
      item("🌅", "Evenings", "Ask us what's on."),
    ],
    extras: ["gallery"],
  },
  {
    id: "lodging",
    label: "guesthouse",
    group: "venue",
    keywords: [
      "hotel",
      "guesthouse",
      "guest house",
      "b and b",
      "bed and breakfast",
      "hostel",
      "holiday rental",
      "holiday cottage",
      "cabins",
      "cabin",
      "inn",
      "glamping",
      "campsite",
      "villa",
      "apartments",
    ],
    mood: "calm",
    altMoods: ["natural", "luxury"],
    colors: ["#33658A", "#F6AE2D"],
    goods: "rooms",
    hero: ["Stay a while", "Rest, well", "A place to stay in {place}"],
    button: "Ask about a stay",
    line: "A good night's sleep and a slow breakfast.",
    highlights: {
      title: "Why stay with us",
      items: [
        item("🏡", "Comfortable rooms", "Somewhere to rest properly."),
        item("🧭", "Local tips", "Ask us where to eat and what to see."),
        item("🌅", "Slow mornings", "No rush to be anywhere."),
      ],
    },
    reviews: [
      review("We didn't want to leave.", "Annika L.", "Guest"),
      review("Spotless, quiet and so comfortable.", "Mark T.", "Guest"),
      review("The hosts thought of everything.", "Priya D.", "Guest"),
    ],
    faq: [
      qa("How do I book?", "Send us a message with your dates and how many of you there are."),
      qa("What time is check-in?", "Ask us when you book and we'll confirm."),
    ],
    services: [
      item("🏡", "Rooms", "Ask us which room suits you."),
      item("🌅", "Breakfast", "Ask us what's included."),
      item("🧭", "Local tips", "We're happy to help you plan."),
    ],
    extras: ["gallery"],
  },

  // Studios: classes, treatments and appointments.
  {
    id: "yoga",
    label: "yoga studio",
    group: "studio",
    keywords: [
      "yoga",
      "yoga studio",
      "yoga classes",
      "pilates",
      "pilates studio",
      "barre",
      "breathwork",
      "yoga teacher",
    ],
    mood: "calm",
    altMoods: ["natural", "romantic"],
    colors: ["#7A6C9D", "#E9C46A"],
    goods: "classes",
    hero: ["Make time to breathe", "Come as you are", "Yoga in {place}"],
    button: "Book a class",
    line: "An hour on the mat can change the whole day.",
    highlights: {
      title: "Why practise with us",
      items: [
        item("🍃", "All levels", "Classes for beginners and regulars alike."),
        item("🤲", "Small groups", "Room for attention to each student."),
        item("🌿", "A calm space", "Somewhere to leave the day at the door."),
      ],
    },
    reviews: [
      review("The calmest hour of my week.", "Ava G.", "Student"),
      review("Patient teachers; perfect for beginners.", "Liam F.", "Beginner"),
      review("I leave feeling lighter every time.", "Nadia R.", "Student"),
    ],
    faq: [
      qa("I'm a beginner. Can I join?", "Yes. Tell us when you book and we'll guide you."),
      qa("What should I bring?", "Comfortable clothes; ask us about mats."),
    ],
    services: [
      item("🍃", "Classes", "Regular classes through the week."),
      item("🤲", "Private sessions", "One-to-one practice at your pace."),
      item("🌱", "Beginners", "A gentle start for new students."),
    ],
  },
  {
    id: "fitness",
    label: "personal training studio",
    group: "studio",
    keywords: [
      "personal training",
      "personal trainer",
      "gym",
      "fitness",
      "fitness studio",
      "crossfit",
      "bootcamp",
      "training",
      "coach",
      "strength training",
      "boxing gym",
      "hiit",
    ],
    mood: "bold",
    altMoods: ["tech", "fresh"],
    colors: ["#EA580C", "#1F2937"],
    goods: "training",
    hero: ["Stronger starts today", "Train with purpose", "Training in {place}"],
    button: "Book a session",
    line: "Progress comes from showing up.",
    highlights: {
      title: "How we train",
      items: [
        item("💪", "Plans that fit you", "Training built around your goals."),
        item("🎯", "Clear goals", "Know what you're working towards."),
        item("📈", "Progress you can see", "Check-ins to keep you on track."),
      ],
    },
    reviews: [
      review("Stronger than I've ever been.", "Chris P.", "Client"),
      review("Sessions I actually look forward to.", "Maria L.", "Client"),
      review("Tough, fair and encouraging.", "Jay K.", "Client"),
    ],
    faq: [
      qa(
        "I'm new to training. Is that OK?",
        "Yes. Tell us when you book and we'll start from there.",
      ),
      qa("What should I bring?", "Trainers, water and comfortable clothes."),
    ],
    services: [
      item("💪", "One-to-one training", "Sessions built around you."),
      item("🤝", "Small groups", "Train with others at your level."),
      item("📈", "Programmes", "A plan to follow between sessions."),
    ],
  },
  {
    id: "wellness",
    label: "wellness studio",
    group: "studio",
    keywords: [
      "wellness",
      "wellness studio",
      "spa",
      "day spa",
      "massage",
      "massages",
      "reiki",
      "acupuncture",
      "wellbeing",
      "holistic",
      "sauna",
      "meditation",
      "sound bath",
      "reflexology",
      "facials",
    ],
    mood: "calm",
    altMoods: ["natural", "luxury"],
    colors: ["#5F8575", "#D8A48F"],
    goods: "treatments",
    hero: ["Time to unwind", "Rest is not a luxury", "Unwind in {place}"],
    button: "Book a treatment",
    line: "Time set aside just for you.",
    highlights: {
      title: "Your time to rest",
      items: [
        item("🌿", "A quiet space", "Somewhere calm to slow down."),
        item("🤲", "Unhurried sessions", "Time that's yours alone."),
        item("✨", "Treatments to suit you", "Tell us what you need and we'll advise."),
      ],
    },
    reviews: [
      review("I floated out of there.", "Helen C.", "Client"),
      review("The most relaxing hour of my month.", "Pedro S.", "Client"),
      review("Calm, kind and professional.", "Lotte V.", "Client"),
    ],
    faq: [
      qa("Which treatment is right for me?", "Tell us what you need and we'll suggest one."),
      qa("Can I buy a gift voucher?", "Send us a message and we'll arrange it."),
    ],
    services: [
      item("🤲", "Massage", "Ask us which kind suits you."),
      item("🌿", "Relaxation", "Sessions to slow down and rest."),
      item("🎁", "Gift vouchers", "A treatment to give someone else."),
    ],
  },
  {
    id: "salon",
    label: "salon",
    group: "studio",
    keywords: [
      "hair salon",
      "salon",
      "hairdresser",
      "hairdressers",
      "barber",
      "barbers",
      "barbershop",
      "nails",
      "nail salon",
      "nail bar",
      "lashes",
      "brows",
      "hairstylist",
      "beauty salon",
    ],
    mood: "romantic",
    altMoods: ["bold", "luxury"],
    colors: ["#9D4EDD", "#FFB703"],
    goods: "appointments",
    hero: ["Look good, feel good", "Your chair is waiting", "Hair and beauty in {place}"],
    button: "Book an appointment",
    line: "Leave feeling a little more like yourself.",
    highlights: {
      title: "Why book with us",
      items: [
        item("🧵", "A proper consultation", "We listen before we start."),
        item("✨", "Attention to detail", "Finished properly, every time."),
        item("💬", "Honest advice", "What will suit you, not just what's trendy."),
      ],
    },
    reviews: [
      review("Best haircut I've had in years.", "Olivia N.", "Client"),
      review("They listened to exactly what I wanted.", "Sami A.", "Client"),
      review("Friendly and relaxed.", "Gabe T.", "Client"),
    ],
    faq: [
      qa("How do I book?", "Send us a message with what you'd like and when."),
      qa("Can I ask for a consultation first?", "Yes. Send us a message and we'll arrange one."),
    ],
    services: [
      item("🧵", "Cuts", "Ask us what suits you."),
      item("🎨", "Colour", "From subtle to bold."),
      item("✨", "Styling", "For an occasion or just because."),
    ],
  },
  {
    id: "tattoo",
    label: "tattoo studio",
    group: "studio",
    keywords: [
      "tattoo",
      "tattoos",
      "tattoo studio",
      "tattoo parlour",
      "tattoo parlor",
      "tattoo artist",
      "piercing",
      "piercings",
      "ink",
    ],
    mood: "dark",
    altMoods: ["bold", "vintage"],
    colors: ["#C1121F", "#FDF0D5"],
    goods: "tattoos",
    hero: ["Art that stays with you", "Your idea, drawn right", "Tattoos in {place}"],
    button: "Request a booking",
    line: "Every tattoo starts with a conversation.",
    highlights: {
      title: "How we work",
      items: [
        item("🖋️", "Custom designs", "Drawn for you, from your idea."),
        item("🛡️", "Clean and careful", "Hygiene taken seriously."),
        item("💬", "A proper consultation", "We talk it through before we start."),
      ],
    },
    reviews: [
      review("Exactly what I imagined, only better.", "Raven S.", "Client"),
      review("Calm, clean and professional.", "Matt O.", "Client"),
      review("Healed beautifully.", "Lia P.", "Client"),
    ],
    faq: [
      qa("How do I book?", "Send us your idea, size and placement and we'll reply."),
      qa("How do I look after a new tattoo?", "We'll give you aftercare advice on the day."),
    ],
    services: [
      item("🖋️", "Custom tattoos", "Designed from your idea."),
      item("🎨", "Flash", "Ask us about ready-drawn designs."),
      item("✨", "Piercing", "Ask us what we offer."),
    ],
  },
  {
    id: "tutoring",
    label: "tutoring school",
    group: "studio",
    keywords: [
      "tutoring",
      "tutor",
      "tutors",
      "lessons",
      "language school",
      "language lessons",
      "music lessons",
      "piano lessons",
      "guitar lessons",
      "driving school",
      "driving lessons",
      "courses",
      "classes",
      "workshops",
      "teacher",
    ],
    mood: "fresh",
    altMoods: ["playful", "professional"],
    colors: ["#1E6091", "#F9C74F"],
    goods: "lessons",
    hero: ["Learn something new", "Learning that sticks", "Lessons in {place}"],
    button: "Book a lesson",
    line: "Everyone learns best at their own pace.",
    highlights: {
      title: "How we teach",
      items: [
        item("🎓", "At your pace", "Lessons that fit how you learn."),
        item("🎯", "Clear goals", "Know what you're working towards."),
        item("💬", "Feedback", "Regular notes on how you're doing."),
      ],
    },
    reviews: [
      review("My confidence has gone through the roof.", "Tilly R.", "Student"),
      review("Patient, clear and encouraging.", "Omar S.", "Parent"),
      review("Finally understood it.", "Jess W.", "Student"),
    ],
    faq: [
      qa("What level do you teach?", "Tell us where you're starting from and we'll advise."),
      qa("Can lessons be online?", "Send us a message and we'll tell you what's possible."),
    ],
    services: [
      item("🎓", "One-to-one lessons", "Lessons built around you."),
      item("🤝", "Group classes", "Learn alongside others."),
      item("📝", "Exam preparation", "Ask us what we can help with."),
    ],
  },
  {
    id: "petcare",
    label: "pet care service",
    group: "studio",
    keywords: [
      "dog grooming",
      "pet grooming",
      "grooming",
      "groomer",
      "dog walking",
      "dog walker",
      "pet sitting",
      "pet sitter",
      "doggy daycare",
      "dog daycare",
      "dog training",
      "cattery",
      "kennels",
    ],
    mood: "playful",
    altMoods: ["natural", "fresh"],
    colors: ["#F3722C", "#43AA8B"],
    goods: "pet care",
    hero: ["Happy pets, happy owners", "Care your pet will love", "Pet care in {place}"],
    button: "Book a visit",
    line: "Pets are family, and we treat them that way.",
    highlights: {
      title: "Why owners trust us",
      items: [
        item("🐾", "Gentle handling", "Calm care for nervous pets too."),
        item("💬", "Updates", "We let you know how it went."),
        item("🐶", "Pet lovers", "We do this because we love animals."),
      ],
    },
    reviews: [
      review("Our dog can't wait to see them.", "Kerry M.", "Dog owner"),
      review("Always reliable and kind.", "Leon B.", "Dog owner"),
      review("Our cat was in great hands.", "Ruth N.", "Cat owner"),
    ],
    faq: [
      qa("How do I book?", "Send us a message with your pet's details and the dates."),
      qa("Can you handle nervous pets?", "Tell us about your pet and we'll talk it through."),
    ],
    services: [
      item("🐾", "Grooming", "Ask us what your pet needs."),
      item("🐶", "Walks", "Regular walks while you're busy."),
      item("🏡", "Sitting", "Care while you're away."),
    ],
  },

  // Services done to order.
  {
    id: "photography",
    label: "photographer",
    group: "service",
    keywords: [
      "photographer",
      "photography",
      "photo studio",
      "wedding photographer",
      "wedding photography",
      "portraits",
      "photoshoots",
      "photo shoots",
      "videographer",
      "videography",
    ],
    mood: "calm",
    altMoods: ["dark", "luxury"],
    colors: ["#2F3E46", "#CAD2C5"],
    goods: "photography",
    hero: ["Moments worth keeping", "Pictures that feel like you", "Photography in {place}"],
    button: "Ask about a shoot",
    line: "Good photos are about people more than cameras.",
    highlights: {
      title: "How I work",
      items: [
        item("🖼️", "Natural pictures", "Real moments, not stiff poses."),
        item("💬", "Planned together", "We talk through the day before it happens."),
        item("📦", "Delivered online", "Your pictures in an online gallery."),
      ],
    },
    reviews: [
      review("We cried looking at our photos.", "Ella & Tom", "Couple"),
      review("Made us feel completely at ease.", "Rachel P.", "Client"),
      review("Beautiful light, beautiful pictures.", "Jorge M.", "Client"),
    ],
    faq: [
      qa("Are you free on my date?", "Send us the date and place and we'll let you know."),
      qa("How do we receive the photos?", "Ask us and we'll explain how delivery works."),
    ],
    services: [
      item("💎", "Weddings", "The whole day, or just the moments you choose."),
      item("🙂", "Portraits", "For families, couples and individuals."),
      item("📈", "Commercial", "Pictures for your business."),
    ],
  },
  {
    id: "design",
    label: "design studio",
    group: "service",
    keywords: [
      "design studio",
      "graphic design",
      "graphic designer",
      "web design",
      "web designer",
      "branding",
      "designer",
      "creative agency",
      "agency",
      "web developer",
      "web development",
      "marketing agency",
      "architect",
      "architecture",
      "interior design",
      "interior designer",
      "ux design",
      "logos",
      "logo design",
    ],
    mood: "bold",
    altMoods: ["tech", "calm"],
    colors: ["#FF5A5F", "#2B2D42"],
    goods: "design",
    hero: ["Ideas, made real", "Design that does the work", "Design in {place}"],
    button: "Start a project",
    line: "Good design makes the complicated feel simple.",
    highlights: {
      title: "How we work",
      items: [
        item("🎯", "Clear briefs", "We agree what success looks like first."),
        item("🎨", "Considered design", "Every decision has a reason."),
        item("🤝", "Close collaboration", "You're involved at every step."),
      ],
    },
    reviews: [
      review("They understood our brand better than we did.", "Nora K.", "Client"),
      review("Clear process, great result.", "Simon R.", "Client"),
      review("A pleasure to work with.", "Ana P.", "Client"),
    ],
    faq: [
      qa("How do projects start?", "Send us a few lines about what you need."),
      qa("How long does a project take?", "It depends on the work; we'll give you a plan first."),
    ],
    services: [
      item("🎨", "Brand identity", "Logos, colours and type that fit."),
      item("📐", "Websites", "Sites that are clear and easy to use."),
      item("📝", "Print and content", "From brochures to packaging."),
    ],
    extras: ["steps"],
  },
  {
    id: "services",
    label: "consultancy",
    group: "service",
    keywords: [
      "accounting",
      "accountant",
      "accountants",
      "bookkeeping",
      "bookkeeper",
      "consulting",
      "consultancy",
      "consultant",
      "lawyer",
      "lawyers",
      "legal",
      "law firm",
      "solicitor",
      "insurance",
      "financial advice",
      "financial advisor",
      "tax",
      "tax advice",
      "services",
      "hr",
      "recruitment",
    ],
    mood: "professional",
    altMoods: ["calm", "tech"],
    colors: ["#1D4ED8", "#0EA5E9"],
    goods: "services",
    hero: ["Expert help, without the jargon", "Advice you can act on", "{Goods}{inPlace}"],
    button: "Book a call",
    line: "Clear advice makes decisions easier.",
    highlights: {
      title: "Why work with us",
      items: [
        item("🎯", "Clear advice", "Plain answers, no jargon."),
        item("🤝", "Personal service", "You deal with people who know your case."),
        item("🔒", "Confidential", "Your information stays private."),
      ],
    },
    reviews: [
      review("Made a complicated year simple.", "Gemma T.", "Client"),
      review("Clear, quick and friendly.", "Ibrahim O.", "Client"),
      review("Worth every penny.", "Carl W.", "Client"),
    ],
    faq: [
      qa("How do we get started?", "Send us a message and we'll arrange a first call."),
      qa("What does it cost?", "It depends on what you need; ask us for a quote."),
    ],
    services: [
      item("💬", "First consultation", "Tell us where you are and what you need."),
      item("📝", "Ongoing support", "Help through the year."),
      item("🎯", "One-off projects", "For a specific question or deadline."),
    ],
    extras: ["steps"],
  },
  {
    id: "trades",
    label: "trades business",
    group: "service",
    keywords: [
      "plumber",
      "plumbing",
      "electrician",
      "electrical",
      "handyman",
      "builder",
      "builders",
      "carpenter",
      "carpentry",
      "joinery",
      "roofing",
      "roofer",
      "painter and decorator",
      "decorator",
      "renovation",
      "renovations",
      "construction",
      "landscaping",
      "landscaper",
      "gardener",
      "gardening services",
      "tiler",
      "locksmith",
    ],
    mood: "professional",
    altMoods: ["bold", "natural"],
    colors: ["#C2410C", "#1E3A5F"],
    goods: "repairs and installations",
    hero: ["The job, done right", "Work you can rely on", "Reliable help in {place}"],
    button: "Ask for a quote",
    line: "Good work starts with turning up when we said we would.",
    highlights: {
      title: "Why call us",
      items: [
        item("🛠️", "Done properly", "Work we're happy to put our name to."),
        item("🕒", "On time", "We turn up when we said we would."),
        item("💬", "Clear quotes", "You know the cost before we start."),
      ],
    },
    reviews: [
      review("Turned up on time and left the place spotless.", "Diane F.", "Homeowner"),
      review("Fixed it first time.", "Rob H.", "Homeowner"),
      review("Honest quote and great work.", "Ayesha K.", "Customer"),
    ],
    faq: [
      qa("Do you cover my area?", "Send us your postcode and we'll let you know."),
      qa("Can I get a quote?", "Tell us about the job and we'll get back to you."),
    ],
    services: [
      item("🛠️", "Repairs", "Fixes big and small."),
      item("🔨", "Installations", "New fittings, done properly."),
      item("🏡", "Projects", "Bigger jobs, planned with you."),
    ],
  },
  {
    id: "cleaning",
    label: "cleaning company",
    group: "service",
    keywords: [
      "cleaning",
      "cleaner",
      "cleaners",
      "house cleaning",
      "office cleaning",
      "window cleaning",
      "carpet cleaning",
      "laundry",
      "dry cleaning",
      "maid service",
    ],
    mood: "fresh",
    altMoods: ["professional", "calm"],
    colors: ["#0891B2", "#84CC16"],
    goods: "cleaning",
    hero: ["Come home to clean", "Spotless, without the effort", "Cleaning in {place}"],
    button: "Get a quote",
    line: "More time for the things you'd rather be doing.",
    highlights: {
      title: "Why choose us",
      items: [
        item("✨", "Thorough", "The corners too."),
        item("🕒", "Reliable", "The same day, the same time."),
        item("🔒", "Trusted", "Care for your home and your keys."),
      ],
    },
    reviews: [
      review("The flat has never been this clean.", "Lucy A.", "Customer"),
      review("Reliable and friendly every week.", "Tom B.", "Customer"),
      review("Worth every minute I get back.", "Zara M.", "Customer"),
    ],
    faq: [
      qa("Do you bring your own supplies?", "Ask us when you book and we'll confirm."),
      qa("Can I get a quote?", "Tell us about your space and how often."),
    ],
    services: [
      item("🏡", "Homes", "Regular or one-off cleans."),
      item("📈", "Offices", "Before or after hours."),
      item("✨", "Deep cleans", "Moving in, moving out or spring cleaning."),
    ],
  },
  {
    id: "events",
    label: "event planner",
    group: "service",
    keywords: [
      "wedding planner",
      "wedding planning",
      "event planning",
      "event planner",
      "events",
      "party planner",
      "party planning",
      "dj",
      "wedding venue",
      "event venue",
      "party rentals",
    ],
    mood: "romantic",
    altMoods: ["luxury", "playful"],
    colors: ["#C9184A", "#FFD6A5"],
    goods: "events",
    hero: ["Your day, beautifully planned", "Celebrations without the stress", "Events in {place}"],
    button: "Plan your event",
    line: "The best days are the ones you get to enjoy.",
    highlights: {
      title: "How we plan",
      items: [
        item("💬", "We listen first", "Your day, your way."),
        item("📝", "Every detail", "Plans down to the last minute."),
        item("✨", "On the day", "We handle it so you can enjoy it."),
      ],
    },
    reviews: [
      review("We didn't have to think about a thing.", "Hana & Leo", "Couple"),
      review("The party of the year.", "Marisol G.", "Client"),
      review("Calm, organised and lovely.", "Ben T.", "Client"),
    ],
    faq: [
      qa("Are you free on our date?", "Send us the date and a few details."),
      qa("Can you work to a budget?", "Tell us your budget and we'll plan around it."),
    ],
    services: [
      item("💎", "Weddings", "From the first idea to the last dance."),
      item("✨", "Parties", "Birthdays, anniversaries and more."),
      item("📈", "Company events", "Events your team will enjoy."),
    ],
  },
  {
    id: "catering",
    label: "caterer",
    group: "service",
    keywords: [
      "catering",
      "caterer",
      "caterers",
      "private chef",
      "meal prep",
      "meal delivery",
      "personal chef",
      "cooking classes",
      "supper club",
    ],
    mood: "warm",
    altMoods: ["fresh", "luxury"],
    colors: ["#BC4749", "#A7C957"],
    goods: "catering",
    hero: ["Good food, wherever you are", "Feed your guests well", "Catering in {place}"],
    button: "Ask for a menu",
    line: "Great food makes a gathering.",
    highlights: {
      title: "How we cater",
      items: [
        item("🧈", "Cooked fresh", "Food made for your event."),
        item("📝", "Menus to suit", "Built around your guests."),
        item("🤝", "Looked after", "We take care of the details."),
      ],
    },
    reviews: [
      review("Our guests are still talking about the food.", "Celia R.", "Client"),
      review("Delicious and beautifully presented.", "Ken W.", "Client"),
      review("Made hosting easy.", "Amara J.", "Client"),
    ],
    faq: [
      qa("Can you cater for dietary needs?", "Tell us about your guests and we'll plan for them."),
      qa("How far ahead should I book?", "Send us your date and we'll let you know."),
    ],
    services: [
      item("🧈", "Events", "Weddings, parties and gatherings."),
      item("📈", "Office catering", "Lunches and meetings."),
      item("🧈", "Private dining", "A chef in your own kitchen."),
    ],
  },
  {
    id: "coaching",
    label: "coaching practice",
    group: "service",
    keywords: [
      "life coach",
      "life coaching",
      "coaching",
      "career coach",
      "business coach",
      "therapist",
      "therapy",
      "counselling",
      "counseling",
      "counsellor",
      "mentor",
      "mentoring",
      "nutritionist",
      "doula",
      "psychologist",
    ],
    mood: "calm",
    altMoods: ["professional", "natural"],
    colors: ["#6A4C93", "#8AC926"],
    goods: "sessions",
    hero: ["Your next step, with support", "Make room for change", "Sessions in {place}"],
    button: "Book a first call",
    line: "Change is easier with someone in your corner.",
    highlights: {
      title: "How we work together",
      items: [
        item("💬", "A first conversation", "We start by listening."),
        item("🧭", "Your direction", "Your goals set the agenda."),
        item("🔒", "Confidential", "What you share stays private."),
      ],
    },
    reviews: [
      review("I finally know what I want next.", "Erin S.", "Client"),
      review("Kind, clear and challenging in the best way.", "Dario B.", "Client"),
      review("Life-changing sessions.", "Mei L.", "Client"),
    ],
    faq: [
      qa("How do we start?", "Send us a message and we'll arrange a first call."),
      qa("Can sessions be online?", "Ask us and we'll tell you what's possible."),
    ],
    services: [
      item("💬", "One-to-one sessions", "Time focused entirely on you."),
      item("🧭", "Programmes", "A series of sessions towards a goal."),
      item("🤝", "Workshops", "Ask us about group sessions."),
    ],
  },
  {
    id: "auto",
    label: "garage",
    group: "service",
    keywords: [
      "mechanic",
      "garage",
      "car repair",
      "car repairs",
      "auto repair",
      "car wash",
      "car detailing",
      "detailing",
      "tyres",
      "tires",
      "mot",
      "car service",
      "bodywork",
      "cars",
      "classic cars",
    ],
    mood: "bold",
    altMoods: ["tech", "professional"],
    colors: ["#264653", "#E9C46A"],
    goods: "car repairs",
    hero: ["Back on the road", "Car trouble, sorted", "Car care in {place}"],
    button: "Book your car in",
    line: "Straight answers about your car.",
    highlights: {
      title: "Why drivers come back",
      items: [
        item("🛠️", "Fixed properly", "Work done right the first time."),
        item("💬", "Straight answers", "We explain what's wrong in plain words."),
        item("🕒", "On time", "Your car back when we said."),
      ],
    },
    reviews: [
      review("Honest, fast and fair.", "Gary P.", "Driver"),
      review("Explained everything clearly.", "Sophie L.", "Driver"),
      review("My car runs like new.", "Ali R.", "Driver"),
    ],
    faq: [
      qa("Can I get a quote?", "Tell us the car and the problem and we'll get back to you."),
      qa("How do I book?", "Send us a message with a day that suits you."),
    ],
    services: [
      item("🛠️", "Servicing", "Regular care for your car."),
      item("🔍", "Diagnostics", "Find out what's wrong."),
      item("✨", "Repairs", "From small fixes to big jobs."),
    ],
  },
  {
    id: "tours",
    label: "tour company",
    group: "service",
    keywords: [
      "tours",
      "tour",
      "tour guide",
      "walking tours",
      "food tours",
      "travel agency",
      "excursions",
      "boat trips",
      "boat tours",
      "guided tours",
      "adventures",
    ],
    mood: "fresh",
    altMoods: ["natural", "playful"],
    colors: ["#00798C", "#EDAE49"],
    goods: "tours",
    hero: ["See it with someone who knows", "Explore more", "Tours in {place}"],
    button: "Ask about a tour",
    line: "Places are better with a story.",
    highlights: {
      title: "Why explore with us",
      items: [
        item("🧭", "Local knowledge", "The stories behind the sights."),
        item("🤝", "Small groups", "Room to ask questions."),
        item("📝", "Your pace", "Routes that suit who's coming."),
      ],
    },
    reviews: [
      review("The highlight of our trip.", "Maja H.", "Traveller"),
      review("So much fun and so interesting.", "Chen W.", "Traveller"),
      review("We saw places we'd never have found.", "Ruth E.", "Traveller"),
    ],
    faq: [
      qa("How do I book?", "Send us the date and how many people."),
      qa("Can you do private tours?", "Send us a message with what you have in mind."),
    ],
    services: [
      item("🧭", "Guided tours", "See the highlights with a guide."),
      item("🤝", "Private groups", "A tour just for your group."),
      item("🌅", "Day trips", "Ask us where we can take you."),
    ],
  },
];

/** The plan for anything else: the owner's own words carry the copy. */
const GENERIC: KindRecord = {
  id: "generic",
  label: "shop",
  group: "shop",
  keywords: [],
  mood: "fresh",
  altMoods: ["calm", "bold"],
  colors: ["#0F766E", "#C2410C"],
  goods: "products",
  hero: ["{Goods}{inPlace}", "{Goods} from {brand}", "Welcome to {brand}"],
  button: "Shop now",
  line: "",
  highlights: {
    title: "Why shop with {brand}",
    items: [
      item("✨", "Chosen with care", "Every product picked for quality and character."),
      item("📦", "Packed with care", "Orders packed carefully and sent quickly."),
      item("💬", "Real people", "Questions? A real person answers."),
    ],
  },
  reviews: [
    review("Exactly what I was looking for.", "Sarah J.", "Customer"),
    review("Lovely quality and friendly service.", "Kenji M.", "Customer"),
    review("I keep coming back.", "Ines L.", "Customer"),
  ],
  faq: [
    qa("How can I contact you?", "Send us a message through the contact form."),
    qa("Do you ship to my area?", "Shipping options and costs are shown at checkout."),
    qa("Can I return an item?", "Get in touch and we'll help you with a return or exchange."),
  ],
  collection: [
    { title: "From the shop", subtitle: "What's in the {brand} shop right now." },
    { title: "New in", subtitle: "The latest additions to the {brand} shop." },
  ],
};

/** A business of no known kind that is visited, books appointments or works to order. */
const GENERIC_SERVICES: Record<Exclude<KindGroup, "shop">, KindRecord> = {
  venue: {
    ...GENERIC,
    group: "venue",
    label: "place",
    mood: "warm",
    altMoods: ["calm", "vintage"],
    colors: ["#9A3412", "#0F766E"],
    hero: ["{Label}{inPlace}", "Welcome to {brand}"],
    button: "Plan a visit",
    highlights: {
      title: "Why visit {brand}",
      items: [
        item("🏡", "A warm welcome", "Come as you are."),
        item("✨", "Attention to detail", "The small things done well."),
        item("💬", "Real people", "Questions? A real person answers."),
      ],
    },
    faq: [
      qa("How do I book?", "Send us a message with the day and time you'd like."),
      qa("How can I contact you?", "Send us a message through the contact form."),
    ],
  },
  studio: {
    ...GENERIC,
    group: "studio",
    label: "studio",
    mood: "calm",
    altMoods: ["fresh", "natural"],
    colors: ["#4338CA", "#F59E0B"],
    hero: ["{Label}{inPlace}", "Welcome to {brand}"],
    button: "Book a visit",
    highlights: {
      title: "Why book with {brand}",
      items: [
        item("🤲", "Personal attention", "Time with us is about you."),
        item("💬", "Honest advice", "We tell you what we think will work."),
        item("🕒", "On time", "Sessions start when they should."),
      ],
    },
    faq: [
      qa("How do I book?", "Send us a message with what you'd like and when."),
      qa("Is it right for beginners?", "Tell us where you're starting from and we'll advise."),
    ],
  },
  service: {
    ...GENERIC,
    group: "service",
    label: "business",
    mood: "professional",
    altMoods: ["calm", "fresh"],
    colors: ["#0369A1", "#F97316"],
    hero: ["{Label}{inPlace}", "Welcome to {brand}"],
    button: "Get in touch",
    highlights: {
      title: "Why work with {brand}",
      items: [
        item("🎯", "Clear plans", "You know what happens next."),
        item("🤝", "Straight talk", "Honest advice from the start."),
        item("✓", "Done properly", "Work we're happy to put our name to."),
      ],
    },
    faq: [
      qa("How do we get started?", "Send us a message and we'll get back to you."),
      qa("What does it cost?", "It depends on what you need; ask us for a quote."),
    ],
  },
};

/** A kind's full copy: its own words, the rest from its group, in the words' language. */
function buildKind(
  record: KindRecord,
  group: GroupCopy = GROUPS[record.group],
  words: SiteWords = ENGLISH_WORDS,
): IndustryCopy {
  const subtitles = group.subtitles;
  return {
    id: record.id,
    label: record.label,
    words,
    group: record.group,
    keywords: record.keywords,
    mood: record.mood,
    altMoods: record.altMoods,
    sells: record.group === "shop",
    colors: record.colors,
    goods: record.goods,
    line: record.line,
    hero: record.hero.map((title, n) => ({
      title,
      subtitle: subtitles[n % subtitles.length]!,
      buttonText: record.button,
    })),
    taglines: ["{Goods}{inPlace}.", ...(record.line ? [record.line] : [])],
    features: { title: record.highlights.title, subtitle: "", items: record.highlights.items },
    collection: record.collection ?? group.collection,
    story: group.storyHeadings.map((heading) => ({
      heading,
      content: `{about}.${record.line ? `\n\n${record.line}` : ""}\n\n${group.closing}`,
    })),
    values: group.values,
    reviews: record.reviews,
    faq: record.faq,
    cta: group.cta,
    newsletter: group.newsletter,
    contact: group.contact,
    categories: record.categories ?? group.categories,
    steps: record.steps ?? group.steps,
    services: record.services ?? group.services,
    homeExtras: record.extras ?? [],
  };
}

/**
 * A group's copy in another language, with the words English writes per kind written once
 * for the whole group (the kind's label names it).
 */
export interface LocalGroupCopy
  extends
    GroupCopy,
    Pick<KindRecord, "hero" | "button" | "line" | "highlights" | "reviews" | "faq"> {}

/** A kind's names in another language: its label, the label with its article, its goods. */
export type LocalKindNames = readonly [label: string, aLabel: string, goods: string];

/** The copy of generated sites in a language besides English. */
export interface LanguageCopy {
  words: SiteWords;
  groups: Readonly<Record<KindGroup, LocalGroupCopy>>;
  /** By kind id; the plans for no known kind as "generic-<group>". */
  kinds: Readonly<Record<string, LocalKindNames>>;
}

/** The key of a kind in `LanguageCopy.kinds`. */
export const kindKey = (industry: Pick<IndustryCopy, "id" | "group">) =>
  industry.id === "generic" ? `generic-${industry.group}` : industry.id;

/** A kind's copy in another language: its look and keywords as in English, its words the language's. */
export function localKind(industry: IndustryCopy, copy: LanguageCopy): IndustryCopy {
  const group = copy.groups[industry.group];
  const [label, aLabel, goods] =
    copy.kinds[kindKey(industry)] ?? copy.kinds[`generic-${industry.group}`]!;
  const record: KindRecord = {
    id: industry.id,
    label,
    group: industry.group,
    keywords: industry.keywords,
    mood: industry.mood,
    altMoods: industry.altMoods,
    colors: industry.colors,
    goods,
    hero: group.hero,
    button: group.button,
    line: group.line,
    highlights: group.highlights,
    reviews: group.reviews,
    faq: group.faq,
    extras: industry.homeExtras,
  };
  return { ...buildKind(record, group, copy.words), aLabel };
}

/** Every kind of business the composer writes for. */
export const COPY_BANK: readonly IndustryCopy[] = KINDS.map((record) => buildKind(record));

/** The plan for a business of no known kind: the user's own words carry the copy. */
export const GENERIC_COPY: IndustryCopy = buildKind(GENERIC);

const GENERIC_BY_GROUP: Record<KindGroup, IndustryCopy> = {
  shop: GENERIC_COPY,
  venue: buildKind(GENERIC_SERVICES.venue),
  studio: buildKind(GENERIC_SERVICES.studio),
  service: buildKind(GENERIC_SERVICES.service),
};

/** The plan for a business of no known kind that works like `group`. */
export function genericCopy(group: KindGroup): IndustryCopy {
  return GENERIC_BY_GROUP[group];
}
