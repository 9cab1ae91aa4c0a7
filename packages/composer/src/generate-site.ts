import {
  pathFromName,
  type NewSection,
  type OpInput,
  type SiteDocument,
  type Theme,
} from "@shopwright/site";
import type { OwnerContact } from "./business-description.js";
import { DARK_INK, LIGHT_INK, mixColors, readableText } from "./colors.js";
import type { ComposerProduct } from "./compose-input.js";
import { ENGLISH_WORDS, type IndustryCopy, type PageRole, type SiteWords } from "./copy-bank.js";
import { MOODS, type MoodId } from "./moods.js";
import * as content from "./section-content.js";
import { numberProp } from "./section-edits.js";
import { chooseLook, type SiteLook } from "./site-look.js";

/** A whole-site request read from a description or a generation frame. */
export interface GenerationRequest {
  industry: IndustryCopy;
  /** What the business sells: the owner's own words, else the kind's. */
  noun: string;
  /** The brand the prompt names ("called Sweet Crumb"), if any. */
  brand?: string;
  mood: MoodId;
  /** Where the business is, as the owner wrote it. */
  place?: string;
  /** The owner's name for the kind ("skate shop"), else the kind's label. */
  label?: string;
  /** " selling bouquets and dried flowers" when the owner said what they sell. */
  goodsClause?: string;
  /** Who the business is, as the owner put it ("{brand} makes mugs{inPlace}"). */
  about?: string;
  hasOwnGoods?: boolean;
  /** The owner asked for a dark look. */
  isDark?: boolean;
  /** Whether it sells online: the kind's default, or the owner said so. */
  sells?: boolean;
  /** Contact details the owner typed; the site shows no others. */
  contact?: OwnerContact;
}

/** The outcome of a whole-site generation. */
export interface GeneratedSite {
  ops: OpInput[];
  message: string;
  warnings: string[];
  /** The kind and mood chosen, the moods to offer instead, and the theme the site wears. */
  plan: { industry: string; mood: MoodId; altMoods: MoodId[]; theme: Theme };
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The About page's closing invitation: back to the shop (or to Contact for a service). */
function closingCta(ctx: content.CopyContext, toShop: boolean): NewSection {
  const hero = content.hero(ctx).props ?? {};
  const { closing, pages } = ctx.industry.words;
  return {
    type: "cta",
    props: {
      heading: toShop ? closing.shopHeading : closing.otherHeading,
      subheading: content.fill(toShop ? closing.shopSubheading : "{line}", ctx),
      buttonText: toShop ? closing.shopButton : hero.buttonText,
      linkType: "page",
      pageName: toShop ? pages.shop : pages.contact,
    },
  };
}

/** A booking request form for a studio or a venue (it posts like the contact form). */
function booking(ctx: content.CopyContext): NewSection {
  const section = content.booking(ctx);
  return {
    ...section,
    props: {
      ...section.props,
      title: ctx.industry.hero[0]?.buttonText ?? "Book a visit",
      description: content.fill(ctx.industry.cta.subheading, ctx),
    },
  };
}

/** A quiet band behind a section, in the theme's own colours and readable. */
function band(theme: Theme): { bgColor: string; textColor: string } {
  const background = theme.backgroundColor ?? "#FFFFFF";
  const bgColor = mixColors(background, theme.primaryColor, 0.07).toUpperCase();
  const textColor = readableText(bgColor, theme.textColor, background, DARK_INK, LIGHT_INK);
  return { bgColor, textColor: textColor.toUpperCase() };
}

const withColors = (section: NewSection, colors: Record<string, string> | undefined) =>
  colors ? { ...section, props: { ...section.props, ...colors } } : section;

/** The home page's sections between the hero and the footer, by how the business works. */
function homeBody(
  ctx: content.CopyContext,
  look: SiteLook,
  options: { showsProducts: boolean; hasGallery: boolean },
): NewSection[] {
  const { industry } = ctx;
  const highlights = withColors(content.features(ctx), look.isBanded ? band(ctx.theme) : undefined);
  const products = options.showsProducts ? [content.collection(ctx)] : [];
  const gallery =
    options.hasGallery && industry.homeExtras.includes("gallery") ? [content.gallery(ctx)] : [];
  const steps = industry.homeExtras.includes("steps") ? [content.steps(ctx)] : [];
  const reviews = content.testimonials(ctx);
  switch (industry.group) {
    case "shop": {
      const first = look.order === 0 ? [...products, highlights] : [highlights, ...products];
      return [...first, ...steps, ...gallery, reviews, content.newsletter(ctx)];
    }
    case "venue": {
      const first = look.order === 0 ? [highlights, ...gallery] : [...gallery, highlights];
      return [...first, ...products, reviews, booking(ctx)];
    }
    case "studio": {
      const middle = look.order === 0 ? [...products, reviews] : [reviews, ...products];
      return [content.offerings(ctx), ...steps, ...middle, booking(ctx)];
    }
    case "service": {
      const middle =
        look.order === 0
          ? [content.steps(ctx), ...products, reviews]
          : [reviews, content.steps(ctx), ...products];
      return [
        content.offerings(ctx),
        ...middle,
        content.cta(ctx, ctx.industry.words.pages.contact),
      ];
    }
  }
}

/** What the warning calls sample content of a section. */
function sampleName(section: NewSection, page: string, words: SiteWords): string | undefined {
  if (section.props?.sample !== true) return undefined;
  const { samples } = words;
  switch (section.type) {
    case "testimonials":
      return samples.reviews;
    case "faq":
      return samples.answers;
    case "features":
      return page === words.pages.about
        ? samples.values
        : section.props?.title === words.offerings
          ? samples.services
          : samples.highlights;
    case "steps":
      return samples.steps;
    case "services":
      return samples.services;
    default:
      return section.type;
  }
}

const joinWords = (words: readonly string[], and = "and") =>
  words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} ${and} ${words.at(-1)}`;

/**
 * Pages an English site already has under the name of a page the language calls otherwise
 * ("About" for "Nosotros"): renamed, so a rebuild in the language replaces them.
 */
function renamesFor(site: SiteDocument, words: SiteWords): { from: string; to: string }[] {
  if (words === ENGLISH_WORDS) return [];
  const roles = Object.keys(words.pages) as PageRole[];
  return roles.flatMap((role) => {
    const from = ENGLISH_WORDS.pages[role];
    const to = words.pages[role];
    const has = (name: string) => site.pages.some((page) => sameName(page.name, name));
    return !sameName(from, to) && has(from) && !has(to) ? [{ from, to }] : [];
  });
}

/**
 * A whole store for the business: Home (navbar, hero, the store's products, the sections the
 * kind needs, footer), a Shop page when it sells online, a Services page for studios and
 * services, About and Contact. Copy is the owner's words in the kind's templates; anything
 * the owner did not say is flagged sample. Pages the site already has are regenerated in
 * place; other pages are left alone.
 */
export function generateSite(
  request: GenerationRequest,
  current: SiteDocument,
  context: { seed: string; storeName: string; products: readonly ComposerProduct[] },
): GeneratedSite {
  const { industry, mood } = request;
  const { words } = industry;
  const renames = renamesFor(current, words);
  const site: SiteDocument = {
    ...current,
    pages: current.pages.map((page) => {
      const to = renames.find((rename) => sameName(rename.from, page.name))?.to;
      return to ? { ...page, name: to, path: page.path === "/" ? "/" : pathFromName(to) } : page;
    }),
  };
  const brand = request.brand ?? (site.name.trim() || context.storeName.trim() || "Our shop");
  const photos = context.products.filter((product) => product.images[0]);
  const look = chooseLook({
    industry,
    mood,
    isDark: request.isDark ?? false,
    identity: [context.seed, brand, request.noun, request.place ?? "", request.label ?? ""].join(
      "\n",
    ),
    hasPhoto: photos.length > 0,
  });
  const theme = look.theme;
  const sells = request.sells ?? industry.sells;
  const showsProducts = sells || context.products.length > 0;
  const home = site.pages.find((page) => page.path === "/") ?? site.pages[0];
  const homeName = home?.name ?? words.pages.home;
  const hasServicesPage = industry.group === "studio" || industry.group === "service";
  const { pages: names } = words;
  const pageNames = [
    homeName,
    ...(sells ? [names.shop] : []),
    ...(hasServicesPage ? [names.services] : []),
    names.about,
    names.contact,
  ];
  const existingPath = (name: string) => site.pages.find((page) => sameName(page.name, name))?.path;
  const pathOf = (name: string) => {
    if (sameName(name, homeName)) return "/";
    if (!pageNames.some((page) => sameName(page, name))) return existingPath(name);
    return existingPath(name) ?? pathFromName(name);
  };
  const ctx: content.CopyContext = {
    industry,
    noun: request.noun,
    brand,
    seed: context.seed,
    products: context.products,
    theme,
    mood,
    pathOf,
    ...(request.place ? { place: request.place } : {}),
    ...(request.label ? { label: request.label } : {}),
    ...(request.goodsClause ? { goodsClause: request.goodsClause } : {}),
    ...(request.about ? { about: request.about } : {}),
    heroLayout: look.hero.layout,
    heroStyle: look.hero.style,
  };
  const footerColors = look.footer === "page" ? undefined : content.sectionTone(theme, look.footer);
  const chrome = (sections: NewSection[]): NewSection[] => [
    content.navbar(brand, pageNames),
    ...sections,
    withColors(
      content.footer(
        ctx,
        pageNames.filter((name) => name !== homeName),
      ),
      footerColors,
    ),
  ];
  const contactDetails = request.contact ?? {};
  const describe = content.fill(words.descriptions.describe, ctx);
  const description = (template: string) =>
    content.fill(template.replaceAll("{describe}", describe), ctx);

  const pages: { name: string; description: string; sections: NewSection[] }[] = [
    {
      name: homeName,
      description: description(
        request.hasOwnGoods ? words.descriptions.homeGoods : words.descriptions.home,
      ),
      sections: chrome([
        content.hero(ctx),
        ...homeBody(ctx, look, { showsProducts, hasGallery: photos.length >= 3 }),
      ]),
    },
  ];
  if (sells) {
    pages.push({
      name: names.shop,
      description: description(words.descriptions.shop),
      sections: chrome([
        // A shop page shows as many products as a grid may.
        content.collection(ctx, { limit: numberProp("collection", "limit").max, alternate: true }),
        content.cta(ctx, names.contact),
      ]),
    });
  }
  if (hasServicesPage) {
    pages.push({
      name: names.services,
      description: description(words.descriptions.services),
      sections: chrome([
        content.offerings(ctx),
        content.steps(ctx),
        industry.group === "studio" ? booking(ctx) : content.cta(ctx, names.contact),
      ]),
    });
  }
  pages.push({
    name: names.about,
    description: description(words.descriptions.about),
    sections: chrome([content.about(ctx), content.values(ctx), closingCta(ctx, sells)]),
  });
  // The contact form shows only the details the owner gave (no invented facts).
  pages.push({
    name: names.contact,
    description: description(words.descriptions.contact),
    sections: chrome([content.contact(ctx, contactDetails), content.faq(ctx)]),
  });

  const ops: OpInput[] = [
    { op: "setTheme", patch: theme },
    ...renames.map((rename) => ({ op: "renamePage" as const, ...rename })),
  ];
  if (brand !== site.name) ops.push({ op: "setSiteName", name: brand });
  let previous = homeName;
  for (const page of pages) {
    const existing = site.pages.find((p) => sameName(p.name, page.name));
    if (existing)
      ops.push({ op: "replacePageSections", page: existing.name, sections: page.sections });
    else
      ops.push({
        op: "addPage",
        page: { name: page.name, description: page.description, sections: page.sections },
        after: previous,
      });
    previous = existing?.name ?? page.name;
  }

  const built = joinWords(pages.map((page) => page.name));
  const message =
    `Built ${content.fill("{brand}", ctx)}, ${content.fill("{aLabel}{inPlace}", ctx)}: ${built} pages ` +
    `in a ${MOODS[mood].label} look with ${theme.fonts.heading} headings. ` +
    (showsProducts ? "The product grids show your own products. " : "") +
    `Try "make it feel more playful" or "use a serif font for headings" to refine it.`;

  const samples = pages.flatMap((page) => {
    const what = [
      ...new Set(page.sections.flatMap((section) => sampleName(section, page.name, words) ?? [])),
    ];
    return what.length > 0
      ? [
          words.samples.onPage
            .replace("{what}", joinWords(what, words.and))
            .replace("{page}", page.name),
        ]
      : [];
  });
  const warnings = [words.samples.warning.replace("{list}", joinWords(samples, words.and))];
  if (showsProducts && context.products.length === 0) warnings.push(words.samples.noProducts);
  const moods = [industry.mood, ...industry.altMoods].filter((other) => other !== mood);
  return {
    ops,
    message,
    warnings,
    plan: { industry: industry.id, mood, altMoods: moods.slice(0, 2), theme },
  };
}
