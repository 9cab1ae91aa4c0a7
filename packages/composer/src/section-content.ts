import type { NewSection, Theme } from "@shopwright/site";
import { contrastRatio, pageBackgroundColor } from "@shopwright/site";
import type { ComposerProduct } from "./compose-input.js";
import {
  backgroundFor,
  DARK_INK,
  LIGHT_INK,
  MIN_CONTRAST,
  isDarkColor,
  mixColors,
  readableText,
} from "./colors.js";
import { ENGLISH_WORDS, type CopyItem, type IndustryCopy } from "./copy-bank.js";
import { ENGLISH_EDIT_WORDS, editWordsIn, type EditWords } from "./copy-languages.js";
import { moodHeroStyle, type MoodId } from "./moods.js";
import { capitalize, pick } from "./prompt-text.js";
import type { HeroLayout, HeroStyle } from "./site-look.js";

/** What section copy is written from: the business, the seed for variants and the site. */
export interface CopyContext {
  industry: IndustryCopy;
  noun: string;
  brand: string;
  /** Store id and prompt: copy variants are picked by its hash (stable per store). */
  seed: string;
  products: readonly ComposerProduct[];
  theme: Theme;
  mood?: MoodId;
  /** The path of a page of the site by name, for links; undefined when there is none. */
  pathOf: (page: string) => string | undefined;
  /** Where the business is, in the owner's words ("Ghent"). */
  place?: string;
  /** The owner's name for the kind ("skate shop"); the kind's label when absent. */
  label?: string;
  /** " selling bouquets and dried flowers" when the owner said what they sell. */
  goodsClause?: string;
  /** Who the business is, as a template ("{brand} makes mugs{inPlace}"); else "{brand} is {aLabel}…". */
  about?: string;
  /** The generated look's hero layout and colouring. */
  heroLayout?: HeroLayout;
  heroStyle?: HeroStyle;
}

/** AI-written stand-in content the owner should replace, flagged as sample content in the editor. */
export const SAMPLE = { sample: true } as const;

type FillContext = Pick<CopyContext, "brand" | "noun"> &
  Partial<Pick<CopyContext, "industry" | "place" | "label" | "goodsClause" | "about">>;

const article = (word: string) =>
  /^[aeiou]/i.test(word) && !/^(?:uni|eu|one)/i.test(word) ? "an" : "a";

/**
 * Fills a template with the owner's words: `{brand}`, `{goods}`/`{Goods}` (also `{noun}`),
 * `{label}`/`{Label}`/`{aLabel}`, `{inPlace}`, `{place}`, `{goodsClause}`, `{about}` and `{line}`
 * (see `IndustryCopy`).
 */
export function fill(text: string, ctx: FillContext): string {
  const label = ctx.label ?? ctx.industry?.label ?? "shop";
  const line = ctx.industry?.line ?? "";
  const words = ctx.industry?.words ?? ENGLISH_WORDS;
  // A language other than English stores the label with its article (gender decides it).
  const aLabel =
    ctx.label === undefined && ctx.industry?.aLabel
      ? ctx.industry.aLabel
      : `${article(label)} ${label}`;
  const place = ctx.place;
  return text
    .replaceAll("{about}", ctx.about ?? words.about)
    .replaceAll("{brand}", ctx.brand)
    .replaceAll("{Noun}", capitalize(ctx.noun))
    .replaceAll("{noun}", ctx.noun)
    .replaceAll("{Goods}", capitalize(ctx.noun))
    .replaceAll("{goods}", ctx.noun)
    .replaceAll("{aLabel}", aLabel)
    .replaceAll("{label}", label)
    .replaceAll("{Label}", capitalize(label))
    .replaceAll("{inPlace}", place ? words.inPlace.replaceAll("{place}", place) : "")
    .replaceAll("{place}", ctx.place ?? "")
    .replaceAll("{goodsClause}", ctx.goodsClause ?? "")
    .replaceAll("{line}", line)
    .replace(/[ \t]{2,}/g, " ")
    .replace(/^ +| +$/gm, "");
}

/** One of the templates, by the seed; a template that names the place only when there is one. */
export function pickTemplate<T>(
  options: readonly T[],
  ctx: Pick<CopyContext, "seed" | "place">,
  key: string,
  text: (option: T) => string = (option) => String(option),
): T {
  const usable = options.filter((option) => ctx.place || !/\{place\}/.test(text(option)));
  return pick(usable.length > 0 ? usable : options, ctx.seed, key);
}

/** The words edits write in the language of the copy (`EditWords`). */
export const editWordsOf = (ctx: Pick<CopyContext, "industry">): EditWords =>
  editWordsIn(ctx.industry.words.language);

const item = ({ icon, title, description }: CopyItem, ctx: CopyContext) => ({
  icon,
  title: fill(title, ctx),
  description: fill(description, ctx),
});

/** Where "shop" buttons go: the Shop page, else the first product grid on the page. */
function shopLink(ctx: CopyContext): string {
  return ctx.pathOf(ctx.industry.words.pages.shop) ?? "#collection-1";
}

/** Colours of a generated hero: a tint of the page, or a solid brand band, always readable. */
export function heroColors(
  theme: Theme,
  mood?: MoodId,
  heroStyle?: HeroStyle,
): { bgColor: string; textColor: string } {
  const background = pageBackgroundColor(theme);
  const style = heroStyle ?? (mood ? moodHeroStyle(mood) : "tint");
  const dark = isDarkColor(background);
  const bgColor =
    style === "primary"
      ? theme.primaryColor
      : style === "secondary"
        ? theme.secondaryColor
        : mixColors(background, theme.primaryColor, dark ? 0.14 : 0.1);
  const textColor = readableText(bgColor, theme.textColor, background, DARK_INK, LIGHT_INK);
  // A mid-tone band holds no readable ink: deepen or lighten it until it does.
  const band =
    contrastRatio(textColor, bgColor) >= MIN_CONTRAST ? bgColor : backgroundFor(textColor, bgColor);
  return { bgColor: band.toUpperCase(), textColor: textColor.toUpperCase() };
}

/** True when the colours are ones the composer (or the PRODUCT.md §9 default) gave a hero. */
export function isGeneratedHeroColor(
  props: Record<string, unknown>,
  theme: Theme,
  mood?: MoodId,
): boolean {
  const bg = typeof props.bgColor === "string" ? props.bgColor.toUpperCase() : "";
  if (bg === "" || bg === "#3B82F6") return true;
  const styles: HeroStyle[] = ["tint", "primary", "secondary"];
  return styles.some((style) => heroColors(theme, mood, style).bgColor === bg);
}

const namesGoods = (template: string) => /\{(?:goods|Goods|noun|Noun)\}/.test(template);
/** Whether "{goods}" reads well: the owner's words, or a known kind's (not "products"). */
const knowsGoods = (ctx: CopyContext) =>
  ctx.goodsClause !== undefined || ctx.industry.id !== "generic";

const productImages = (ctx: CopyContext) =>
  ctx.products.map((product) => product.images[0]).filter((image): image is string => !!image);

export function hero(ctx: CopyContext): NewSection {
  // A headline naming the goods only when they are the owner's own words; a subtitle that
  // names them whenever the owner gave them.
  const heroes = ctx.industry.hero.filter((option) => ctx.goodsClause || !namesGoods(option.title));
  const { title, buttonText } = pickTemplate(
    heroes.length > 0 ? heroes : ctx.industry.hero,
    ctx,
    "hero",
    (option) => option.title,
  );
  const subtitles = [...new Set(ctx.industry.hero.map((option) => option.subtitle))].filter(
    (text) => knowsGoods(ctx) || !namesGoods(text),
  );
  const naming = subtitles.filter((text) => /\{(?:goods|Goods|goodsClause)\}/.test(text));
  const subtitle = pickTemplate(
    ctx.goodsClause && naming.length > 0 ? naming : subtitles,
    ctx,
    "hero subtitle",
  );
  // Only a real product photo, never an invented URL.
  const image = productImages(ctx)[0];
  const { pages, hero: heroWords } = ctx.industry.words;
  const about = ctx.pathOf(pages.about);
  const contact = ctx.pathOf(pages.contact);
  const layout = ctx.heroLayout ?? (image ? "split" : "centered");
  return {
    type: "hero",
    props: {
      title: fill(title, ctx),
      subtitle: fill(subtitle, ctx),
      buttonText: fill(buttonText, ctx),
      // A shop's button goes to the shop; a studio's, venue's or service's to Contact.
      buttonLink: ctx.industry.sells ? shopLink(ctx) : (contact ?? "#contact-1"),
      secondaryButtonText: about ? (ctx.industry.sells ? heroWords.story : heroWords.aboutUs) : "",
      secondaryButtonLink: about ?? "",
      ...(image ? { image } : {}),
      variant: layout === "overlay" && !image ? "centered" : layout,
      ...heroColors(ctx.theme, ctx.mood, ctx.heroStyle),
    },
  };
}

/** The highlights of the business: sample, since they describe practices the owner must confirm. */
export function features(ctx: CopyContext, count?: number): NewSection {
  const { title, subtitle, items } = ctx.industry.features;
  const all = [...items, ...ctx.industry.values].filter(
    (entry, i, list) => list.findIndex((other) => other.title === entry.title) === i,
  );
  return {
    type: "features",
    props: {
      title: fill(title, ctx),
      subtitle: fill(subtitle, ctx),
      items: all
        .slice(0, Math.max(1, Math.min(count ?? 3, all.length)))
        .map((entry) => item(entry, ctx)),
      ...SAMPLE,
    },
  };
}

/** What the business stands for: sample, the owner's to confirm. */
export function values(ctx: CopyContext): NewSection {
  return {
    type: "features",
    props: {
      title: ctx.industry.words.values,
      subtitle: "",
      items: ctx.industry.values.map((entry) => item(entry, ctx)),
      ...SAMPLE,
    },
  };
}

/** A product grid: empty items show the store's own products at render time (grounding). */
export function collection(
  ctx: CopyContext,
  options: { limit?: number; productIds?: string[]; alternate?: boolean } = {},
): NewSection {
  const named = ctx.industry.collection.filter((option) => !namesGoods(option.title));
  const variants = knowsGoods(ctx) || named.length === 0 ? ctx.industry.collection : named;
  const { title, subtitle } = options.alternate
    ? (variants[1] ?? { title: "New in", subtitle: "The latest additions to the shop." })
    : pickTemplate(variants, ctx, "collection", (option) => option.title);
  const chosen = (options.productIds ?? [])
    .map((id) => ctx.products.find((product) => product.id === id))
    .filter((product): product is ComposerProduct => product !== undefined)
    .map((product) => ({ productId: product.id, title: product.name }));
  return {
    type: "collection",
    props: {
      title: fill(title, ctx),
      subtitle: fill(subtitle, ctx),
      items: chosen,
      limit: options.limit ?? 8,
    },
  };
}

/** Sample reviews, flagged so the editor and the pre-launch review ask for real ones. */
export function testimonials(ctx: CopyContext, count = 3): NewSection {
  return {
    type: "testimonials",
    props: {
      title: ctx.industry.words.reviews,
      items: ctx.industry.reviews.slice(0, Math.max(1, count)).map(({ quote, author, role }) => ({
        quote,
        author,
        role,
        rating: 5,
        ...SAMPLE,
      })),
      ...SAMPLE,
    },
  };
}

export function newsletter(ctx: CopyContext): NewSection {
  const { title, description, ctaText } = ctx.industry.newsletter;
  return {
    type: "newsletter",
    props: {
      title: fill(title, ctx),
      description: fill(description, ctx),
      placeholder: ctx.industry.words.placeholder,
      ctaText,
    },
  };
}

export function cta(ctx: CopyContext, target?: string): NewSection {
  const { heading, subheading, buttonText } = ctx.industry.cta;
  const contactPage = ctx.industry.words.pages.contact;
  const page = target ?? (ctx.pathOf(contactPage) ? contactPage : undefined);
  return {
    type: "cta",
    props: {
      heading: fill(heading, ctx),
      subheading: fill(subheading, ctx),
      buttonText: fill(buttonText, ctx),
      ...(page
        ? { linkType: "page", pageName: page }
        : { linkType: "external", buttonLink: "#contact-1" }),
    },
  };
}

/** The story: who the business is, in the owner's own words, and how to reach it. */
export function about(ctx: CopyContext, heading?: string): NewSection {
  const story = pick(ctx.industry.story, ctx.seed, "story");
  return {
    type: "textblock",
    props: {
      heading: heading ?? fill(story.heading, ctx),
      content: fill(story.content, ctx),
      alignment: "left",
    },
  };
}

/** The contact form with the details the owner gave, and no others (no invented facts). */
export function contact(
  ctx: CopyContext,
  known: { email?: string; phone?: string; address?: string } = {},
): NewSection {
  return {
    type: "contact",
    props: {
      title: ctx.industry.words.contact.title,
      description: fill(ctx.industry.contact, ctx),
      email: known.email ?? "",
      phone: known.phone ?? "",
      address: known.address ?? "",
      buttonText: ctx.industry.words.contact.button,
    },
  };
}

/** Questions with answers the owner has to check: sample. */
export function faq(ctx: CopyContext, count?: number): NewSection {
  const items = ctx.industry.faq.map(({ question, answer }) => ({
    question: fill(question, ctx),
    answer: fill(answer, ctx),
  }));
  return {
    type: "faq",
    props: {
      title: ctx.industry.words.faq,
      items: items.slice(0, count ?? items.length),
      ...SAMPLE,
    },
  };
}

/** Category tiles the owner asked for: names are samples, photos the store's own. */
export function categories(ctx: CopyContext, count?: number): NewSection {
  const link = shopLink(ctx);
  const photos = productImages(ctx);
  return {
    type: "categories",
    props: {
      title: editWordsOf(ctx).titles.categories,
      items: ctx.industry.categories.slice(0, count ?? 4).map((name, i) => ({
        name,
        url: link,
        ...(photos.length > 0 ? { image: photos[i % photos.length] } : {}),
      })),
      ...SAMPLE,
    },
  };
}

/** How it works: a process the owner has to confirm, so sample. */
export function steps(ctx: CopyContext, count?: number, title?: string): NewSection {
  const all = [...ctx.industry.steps.items, ...editWordsOf(ctx).extraSteps];
  return {
    type: "steps",
    props: {
      title: title ?? ctx.industry.steps.title,
      items: all
        .slice(0, Math.max(1, Math.min(count ?? 3, all.length)))
        .map(({ title: stepTitle, description }) => ({ title: stepTitle, description })),
      ...SAMPLE,
    },
  };
}

/** Stats from the user's own figures; without figures, sample ones that must be replaced. */
export function stats(
  figures: { value: string; label: string }[],
  words: EditWords = ENGLISH_EDIT_WORDS,
): NewSection {
  if (figures.length > 0)
    return { type: "stats", props: { title: words.titles.stats, items: figures } };
  return {
    type: "stats",
    props: {
      title: words.titles.stats,
      items: [
        { value: "1,000+", label: "Happy customers" },
        { value: "4.9", label: "Average rating" },
        { value: "48h", label: "Dispatch time" },
      ],
      ...SAMPLE,
    },
  };
}

const TEAM = [
  ["Alex Morgan", "Founder", "Started the business and still answers the hard questions."],
  ["Sam Rivera", "Operations", "Makes sure every order goes out right."],
  ["Jordan Lee", "Customer care", "The friendly voice behind our inbox."],
  ["Casey Park", "Design", "Shapes how everything looks and feels."],
] as const;

export function team(count = 3, words: EditWords = ENGLISH_EDIT_WORDS, brand = ""): NewSection {
  return {
    type: "team",
    props: {
      title: words.titles.team,
      subtitle: words.titles.teamSubtitle.replaceAll("{brand}", brand),
      items: TEAM.slice(0, Math.max(1, Math.min(count, TEAM.length))).map(([name, role, bio]) => ({
        name,
        role,
        bio,
      })),
      ...SAMPLE,
    },
  };
}

/** A team of the people the owner named: their names alone, nothing invented about them. */
export function namedTeam(
  names: readonly string[],
  role = "",
  words: EditWords = ENGLISH_EDIT_WORDS,
): NewSection {
  return {
    type: "team",
    props: {
      title: words.titles.team,
      items: names.map((name) => ({ name, role, bio: "" })),
    },
  };
}

/** Plans the owner listed with their prices, as typed; nothing invented about them. */
export function listedPricing(
  plans: readonly { name: string; price: string }[],
  words: EditWords = ENGLISH_EDIT_WORDS,
): NewSection {
  return {
    type: "pricing",
    props: {
      title: words.titles.prices,
      plans: plans.map(({ name, price }) => ({
        name,
        price,
        features: [],
        buttonText: words.texts.choose.replaceAll("{name}", name),
        buttonLink: "#",
      })),
    },
  };
}

const PLANS = [
  {
    name: "Starter",
    price: "$9/mo",
    description: "A little something every month.",
    features: ["One delivery a month", "Skip or cancel anytime"],
  },
  {
    name: "Plus",
    price: "$19/mo",
    description: "Our most popular plan.",
    features: ["Two deliveries a month", "Early access to new releases"],
    featured: true,
  },
  {
    name: "Collector",
    price: "$39/mo",
    description: "For the true enthusiast.",
    features: ["Four deliveries a month", "Members-only editions"],
  },
  {
    name: "Business",
    price: "Custom",
    description: "For teams and offices.",
    features: ["Tailored deliveries", "A dedicated contact"],
  },
] as const;

export function pricing(count = 3, words: EditWords = ENGLISH_EDIT_WORDS): NewSection {
  const plans = PLANS.slice(0, Math.max(1, Math.min(count, PLANS.length))).map((plan) => ({
    ...plan,
    features: [...plan.features],
    buttonText: words.texts.choose.replaceAll("{name}", plan.name),
    buttonLink: "#",
  }));
  return {
    type: "pricing",
    props: {
      title: words.titles.pricing,
      subtitle: words.titles.pricingSubtitle,
      plans,
      ...SAMPLE,
    },
  };
}

/** A gallery of the store's own product photos (never invented URLs). */
export function gallery(ctx: CopyContext, columns?: number): NewSection {
  const images = productImages(ctx)
    .slice(0, 6)
    .map((url, i) => ({
      url,
      alt:
        ctx.products.find((p) => p.images[0] === url)?.name ??
        editWordsOf(ctx).texts.photo.replaceAll("{n}", String(i + 1)),
    }));
  return {
    type: "gallery",
    props: { title: editWordsOf(ctx).titles.gallery, columns: columns ?? 3, images },
  };
}

export function social(handle?: string, words: EditWords = ENGLISH_EDIT_WORDS): NewSection {
  return {
    type: "social",
    props: {
      title: words.titles.social,
      platform: "Instagram",
      ...(handle ? { handle } : {}),
      postCount: 6,
    },
  };
}

/** Where to find the business: the owner's details, else a pointer to the form, flagged sample. */
export function location(
  ctx: CopyContext,
  known: { email?: string; phone?: string; address?: string },
): NewSection {
  const hasDetails = Boolean(known.address || known.phone || known.email);
  const { titles, texts } = editWordsOf(ctx);
  return {
    type: "location",
    props: {
      title: titles.location,
      description: (hasDetails ? texts.locationDetails : texts.locationForm).replaceAll(
        "{brand}",
        ctx.brand,
      ),
      address: known.address ?? "",
      phone: known.phone ?? "",
      email: known.email ?? "",
      hours: [],
      ...(hasDetails ? {} : SAMPLE),
    },
  };
}

export function video(url?: string, words: EditWords = ENGLISH_EDIT_WORDS): NewSection {
  return { type: "video", props: { url: url ?? "", title: words.titles.video, caption: "" } };
}

export function image(ctx: CopyContext): NewSection {
  const first = ctx.products.find((product) => product.images[0]);
  return {
    type: "image",
    props: { src: first?.images[0] ?? "", alt: first?.name ?? "", caption: "" },
  };
}

export function waitlist(ctx: CopyContext): NewSection {
  const { titles, texts } = editWordsOf(ctx);
  return {
    type: "waitlist",
    props: {
      title: titles.waitlist,
      description: texts.waitlist.replaceAll("{brand}", ctx.brand),
      placeholder: ctx.industry.words.placeholder,
      ctaText: texts.waitlistButton,
    },
  };
}

export function booking(ctx: CopyContext): NewSection {
  const { titles, texts } = editWordsOf(ctx);
  return {
    type: "booking",
    props: {
      title: titles.booking,
      description: texts.booking.replaceAll("{brand}", ctx.brand),
      buttonText: ctx.industry.words.bookingButton,
    },
  };
}

/** What a studio, venue or service offers, as icon cards: sample, the owner's to confirm. */
export function offerings(ctx: CopyContext): NewSection {
  const offered =
    ctx.industry.services.length > 0 ? ctx.industry.services : ctx.industry.features.items;
  return {
    type: "features",
    props: {
      title: ctx.industry.words.offerings,
      subtitle: fill("{line}", ctx),
      items: offered.map((entry) => item(entry, ctx)),
      ...SAMPLE,
    },
  };
}

/** What a studio or service offers: sample, the owner's to confirm. */
export function services(ctx: CopyContext): NewSection {
  const offered =
    ctx.industry.services.length > 0 ? ctx.industry.services : ctx.industry.features.items;
  return {
    type: "services",
    props: {
      title: ctx.industry.words.offerings,
      items: offered.map(({ title, description }) => ({
        title: fill(title, ctx),
        description: fill(description, ctx),
      })),
      ...SAMPLE,
    },
  };
}

export function button(ctx: CopyContext): NewSection {
  const shopPage = ctx.industry.words.pages.shop;
  const shop = ctx.pathOf(shopPage);
  const text = editWordsOf(ctx).texts.shopNow;
  return {
    type: "button",
    props: shop
      ? {
          text,
          linkType: "page",
          pageName: shopPage,
          variant: "primary",
          alignment: "center",
        }
      : {
          text,
          linkType: "external",
          link: "#collection-1",
          variant: "primary",
          alignment: "center",
        },
  };
}

/** Navbar links to the site's pages. */
export function navbar(brand: string, pages: readonly string[]): NewSection {
  return {
    type: "navbar",
    props: {
      logo: brand,
      links: pages.map((name) => ({ text: name, type: "page", pageName: name })),
    },
  };
}

export function footer(ctx: CopyContext, pages: readonly string[]): NewSection {
  return {
    type: "footer",
    props: {
      companyName: ctx.brand,
      tagline: fill(pick(ctx.industry.taglines, ctx.seed, "tagline"), ctx),
      links: pages.flatMap((name) => {
        const url = ctx.pathOf(name);
        return url ? [{ text: name, url }] : [];
      }),
    },
  };
}

/** A footer or navbar colour pair that reads: dark or light, from the theme's own inks. */
export function sectionTone(
  theme: Theme,
  tone: "dark" | "light",
): { bgColor: string; textColor: string } {
  const background = pageBackgroundColor(theme);
  const ink = theme.textColor ?? (isDarkColor(background) ? "#F1F5F9" : "#0F172A");
  if (tone === "dark") {
    const bgColor = isDarkColor(ink)
      ? ink
      : isDarkColor(background)
        ? mixColors(background, "#000000", 0.35)
        : DARK_INK;
    const light = isDarkColor(background) ? ink : background;
    return {
      bgColor: bgColor.toUpperCase(),
      textColor: readableText(bgColor, light, LIGHT_INK).toUpperCase(),
    };
  }
  const bgColor = isDarkColor(background) ? "#F8FAFC" : mixColors(background, "#FFFFFF", 0.5);
  const textColor = contrastRatio(ink, bgColor) >= MIN_CONTRAST ? ink : DARK_INK;
  return { bgColor: bgColor.toUpperCase(), textColor: textColor.toUpperCase() };
}
