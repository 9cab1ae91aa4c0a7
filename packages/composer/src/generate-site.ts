import { pathFromName, type NewSection, type OpInput, type SiteDocument } from "@shopwright/site";
import type { ComposerProduct } from "./compose-input.js";
import type { IndustryCopy } from "./copy-bank.js";
import { MOODS, moodTheme, type MoodId } from "./moods.js";
import * as content from "./section-content.js";
import { numberProp } from "./section-edits.js";

/** A whole-site request read from a generation frame. */
export interface GenerationRequest {
  industry: IndustryCopy;
  noun: string;
  /** The brand the prompt names ("called Sweet Crumb"), if any. */
  brand?: string;
  mood: MoodId;
}

/** The About page's closing invitation: back to the shop (or to Contact for a service). */
function closingCta(ctx: content.CopyContext, page: string): NewSection {
  const hero = content.hero(ctx).props ?? {};
  return {
    type: "cta",
    props: {
      heading: ctx.industry.sells ? "Find your new favourite" : "Ready when you are",
      subheading: content.fill(ctx.industry.taglines[0] ?? "", ctx),
      buttonText: hero.buttonText,
      linkType: "page",
      pageName: page,
    },
  };
}

/** The outcome of a whole-site generation. */
export interface GeneratedSite {
  ops: OpInput[];
  message: string;
  warnings: string[];
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Home plus About and Contact (and Shop when the business sells products), navbar first,
 * footer last, copy from the industry's bank. Pages the site
 * already has are regenerated in place; other pages are left alone.
 */
export function generateSite(
  request: GenerationRequest,
  site: SiteDocument,
  context: { seed: string; storeName: string; products: readonly ComposerProduct[] },
): GeneratedSite {
  const { industry, mood } = request;
  const brand = request.brand ?? (site.name.trim() || context.storeName.trim() || "Our shop");
  const theme = moodTheme(mood);
  const home = site.pages.find((page) => page.path === "/") ?? site.pages[0];
  const homeName = home?.name ?? "Home";
  const pageNames = [homeName, ...(industry.sells ? ["Shop"] : []), "About", "Contact"];
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
  };
  const chrome = (sections: NewSection[]): NewSection[] => [
    content.navbar(brand, pageNames),
    ...sections,
    content.footer(
      ctx,
      pageNames.filter((name) => name !== homeName),
    ),
  ];

  const homeSections: NewSection[] = [content.hero(ctx)];
  if (industry.homeExtras.includes("categories") && industry.sells)
    homeSections.push(content.categories(ctx));
  if (industry.sells) homeSections.push(content.collection(ctx));
  homeSections.push(content.features(ctx));
  if (industry.homeExtras.includes("steps")) homeSections.push(content.steps(ctx));
  homeSections.push(content.testimonials(ctx));
  homeSections.push(industry.sells ? content.newsletter(ctx) : content.cta(ctx, "Contact"));

  const pages: { name: string; description: string; sections: NewSection[] }[] = [
    {
      name: homeName,
      description: content.fill(industry.taglines[0] ?? "", ctx),
      sections: chrome(homeSections),
    },
  ];
  if (industry.sells) {
    pages.push({
      name: "Shop",
      description: `Everything ${brand} sells, in one place.`,
      sections: chrome([
        // A shop page shows as many products as a grid may.
        content.collection(ctx, { limit: numberProp("collection", "limit").max, alternate: true }),
        content.cta(ctx, "Contact"),
      ]),
    });
  }
  pages.push({
    name: "About",
    description: `The story behind ${brand}.`,
    sections: chrome([
      content.about(ctx),
      content.values(ctx),
      closingCta(ctx, industry.sells ? "Shop" : "Contact"),
    ]),
  });
  // The contact form keeps its details empty until the owner adds them (no invented facts).
  pages.push({
    name: "Contact",
    description: `How to reach ${brand}.`,
    sections: chrome([content.contact(ctx), content.faq(ctx)]),
  });

  const ops: OpInput[] = [{ op: "setTheme", patch: theme }];
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

  const names = pages.map((page) => page.name);
  const list = `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
  const message =
    `Built a ${MOODS[mood].label} ${industry.id === "generic" ? `${request.noun} shop` : industry.label} site for ${brand}: ${list} pages, ` +
    `${theme.fonts.heading} headings and a palette that passes contrast. ` +
    (industry.sells ? "The product grids show your own products. " : "") +
    `Try "make it feel more playful" or "use a serif font for headings" to refine it.`;
  const warnings = [
    "The customer reviews on the home page are samples: replace them with real ones before you publish.",
    "The FAQ answers on the Contact page are suggestions: check they match your policies.",
  ];
  if (industry.homeExtras.includes("categories") && industry.sells) {
    warnings.push(
      "The category names on the home page are suggestions: rename them to match your catalogue.",
    );
  }
  if (industry.sells && context.products.length === 0) {
    warnings.push(
      "Your store has no published products yet, so the product grids will fill in once you add some.",
    );
  }
  return { ops, message, warnings };
}
