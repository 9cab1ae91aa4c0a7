import { applyOpsShown, shownSite } from "./shown-site.js";
import {
  BORDER_RADII,
  SHADOWS,
  STYLE_PRESETS,
  claimsVerification,
  isSafeUrl,
  normalizeTheme,
  resolveSectionType,
  rendererFamilyOf,
  toHexColor,
  typeKey,
  type LayoutCaps,
  type Op,
  type SiteDocument,
} from "@shopwright/site";
import { deepCopy } from "./deep-copy.js";
import { listOf } from "./section-edits.js";

/** The most operations one prompt may apply. */
export const MAX_OPS_PER_PROMPT = 60;

/** What the repair step knows beyond the site: the store's catalogue, for grounding. */
export interface RepairContext {
  /** Ids and images of the store's published products. */
  products: readonly { id: string; image?: string | null }[];
  /** Ids of the store's collections, which a product grid's `collectionId` must name. */
  collections?: readonly { id: string }[];
  /**
   * Model output is treated like user input: product cards must name real products
   * and images must already belong to the store. The composer is trusted for both.
   */
  isUntrusted: boolean;
  /** What the owner typed: a model's review, plan or answer that quotes none of it is a sample. */
  prompt?: string;
  /**
   * The server's limits on pages, sections a page and cards a grid: an operation past one is
   * refused and reported like any other (PRODUCT.md §9 "Limits").
   */
  caps?: LayoutCaps;
}

/** Operations after the deterministic repairs, with what was repaired and what is still wrong. */
export interface RepairResult {
  /** The site with every operation that passed applied (by `applyOps`). */
  site: SiteDocument;
  /** The operations applied, as `applyOps` parsed them. */
  applied: Op[];
  /** Repairs made, as sentences for the user. */
  warnings: string[];
  /** Problems no repair could fix, as sentences a model can act on. */
  errors: string[];
}

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const LINK_KEY = /(link|url|href)$/i;
const IMAGE_KEY =
  /^(image|images|imageurl|src|photo|avatar|logourl|bannerurl|background(image)?)$/i;
const COLOR_KEY = /colou?r$/i;

function sectionsOf(site: SiteDocument) {
  return site.pages.flatMap((page) =>
    page.sections.map((section) => ({ page: page.name, id: section.id, type: section.type })),
  );
}

/** The canonical type an id's prefix names ("footer-3" → footer), or its key. */
function typeOfId(id: string): string {
  const prefix = id.replace(/-\d+$/, "");
  return resolveSectionType(prefix) ?? typeKey(prefix);
}

const sameType = (type: string, wanted: string) =>
  (resolveSectionType(type) ?? typeKey(type)) === wanted;

/**
 * Repairs one operation's references and values in place; `note` records a repair, `fail`
 * what cannot be repaired. Pure apart from the operation it was given (a copy).
 */
function repairOne(
  op: Json,
  site: SiteDocument,
  context: RepairContext & { allowedImages: Set<string> },
  note: (text: string) => void,
  fail: (text: string) => void,
): void {
  const sections = sectionsOf(site);
  const ids = new Set(sections.map((section) => section.id));
  const pageNames = site.pages.map((page) => page.name);

  // An unknown id is repaired when exactly one section has the type it names.
  function fixId(id: unknown, page?: string): string | undefined {
    if (typeof id !== "string") return undefined;
    if (ids.has(id)) return id;
    const wanted = typeOfId(id);
    const matches = sections.filter(
      (section) => sameType(section.type, wanted) && (page === undefined || section.page === page),
    );
    if (matches.length === 1) {
      note(`Used ${matches[0]!.id} for the unknown section “${id}”.`);
      return matches[0]!.id;
    }
    fail(
      `There is no section “${id}”. Use one of these ids: ${[...ids].join(", ") || "(none: the site is empty)"}.`,
    );
    return id;
  }

  function fixPage(name: unknown, field: string): string | undefined {
    if (typeof name !== "string") return undefined;
    const exact = pageNames.find((page) => page.toLowerCase() === name.trim().toLowerCase());
    if (exact) return exact;
    const home = site.pages.find((page) => page.path === "/");
    const isHomeWord = /^(home|index|main|landing( page)?|\/)$/i.test(name.trim());
    if (home && isHomeWord) return home.name;
    if (site.pages.length === 1 && (field === "page" || field === "after")) {
      note(`Used the page “${pageNames[0]}” for the unknown page “${name}”.`);
      return pageNames[0];
    }
    fail(`There is no page named “${name}”. The pages are: ${pageNames.join(", ")}.`);
    return name;
  }

  if ("sectionId" in op) op.sectionId = fixId(op.sectionId);
  if (typeof op.page === "string") op.page = fixPage(op.page, "page");
  if (op.op === "renamePage") op.from = fixPage(op.from, "from");
  if (op.op === "removePage") op.name = fixPage(op.name, "name");
  if (op.op === "addPage" && typeof op.after === "string") op.after = fixPage(op.after, "after");

  if (isRecord(op.position)) {
    const position = op.position;
    const page = typeof op.page === "string" ? op.page : undefined;
    for (const side of ["before", "after"] as const) {
      if (side in position) position[side] = fixId(position[side], page);
    }
  }

  const newSections: unknown[] = [];
  if (isRecord(op.section)) newSections.push(op.section);
  if (Array.isArray(op.sections)) newSections.push(...op.sections);
  if (isRecord(op.page) && Array.isArray(op.page.sections)) newSections.push(...op.page.sections);
  for (const section of newSections) {
    if (!isRecord(section)) continue;
    const type = section.type;
    if (typeof type === "string" && !resolveSectionType(type) && !rendererFamilyOf(type)) {
      fail(`“${type}” is not a section type.`);
    }
    if (isRecord(section.props)) {
      repairProps(section.props, resolveSectionType(type) ?? String(type), context, note);
      markInvented(section.props, resolveSectionType(type), [], context, note);
      if (resolveSectionType(type) === "testimonials")
        withoutVerifiedSamples(section.props, section.props.sample === true, note);
    }
  }

  if (op.op === "updateSection" && isRecord(op.props)) {
    const target = sections.find((section) => section.id === op.sectionId);
    repairProps(op.props, resolveSectionType(target?.type) ?? "", context, note);
    const before = sectionProps(site, op.sectionId);
    const kept = Array.isArray(before[listKey(target?.type)]) ? before[listKey(target?.type)] : [];
    markInvented(op.props, resolveSectionType(target?.type), kept as unknown[], context, note);
    if (resolveSectionType(target?.type) === "testimonials") {
      const props = sectionProps(site, op.sectionId);
      withoutVerifiedSamples(op.props, props.sample === true || op.props.sample === true, note);
    }
  }
  if ((op.op === "addItem" || op.op === "updateItem") && isRecord(op.item)) {
    const target = sections.find((section) => section.id === op.sectionId);
    const type = resolveSectionType(target?.type) ?? "";
    if (type === "collection" && op.list === "items" && context.isUntrusted) {
      const [kept] = groundedProducts([op.item], context, note);
      if (kept) op.item = kept;
      else fail("Product cards must be products of this store; leave the items empty instead.");
    } else {
      repairProps(op.item, "", context, note);
    }
    const item = op.item;
    if (op.list === listKey(type)) markInvented({ [op.list]: [item] }, type, [], context, note);
    if (type === "testimonials" && op.list === "items" && isRecord(item)) {
      const props = sectionProps(site, op.sectionId);
      const existing = Array.isArray(props.items) ? props.items[Number(op.index)] : undefined;
      const isSample =
        props.sample === true ||
        item.sample === true ||
        (op.op === "updateItem" && isRecord(existing) && existing.sample === true);
      if (isSample && claimsVerification(stringOf(item.role))) {
        delete item.role;
        note(VERIFIED_NOTE);
      }
    }
  }
  if (op.op === "setSectionStyle" && isRecord(op.style)) repairColors(op.style, note);
  if (op.op === "setTheme" && isRecord(op.patch)) repairTheme(op.patch, context, note);
}

/** The key of a section type's list of items. */
const listKey = (type: string | null | undefined) =>
  (type ? listOf(type)?.key : undefined) ?? "items";

/** The words of a text as compared with the owner's prompt. */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/**
 * Docs/PRODUCT.md "Never invent facts": the items a model writes into a list whose items are
 * samples unless the owner gave them (reviews, plans, answers: `sampleItems`) are marked
 * `sample` when none of their texts is in what the owner typed. Items the section already
 * had stay as they are. The composer marks its own.
 */
function markInvented(
  props: Json,
  type: string | null | undefined,
  existing: readonly unknown[],
  context: RepairContext,
  note: (text: string) => void,
) {
  if (!context.isUntrusted || !type || listOf(type)?.sampleItems !== true) return;
  const items = props[listKey(type)];
  if (!Array.isArray(items)) return;
  const known = new Set(existing.map((item) => JSON.stringify(item)));
  const typed = ` ${wordsOf(context.prompt ?? "")} `;
  let marked = false;
  for (const item of items) {
    if (!isRecord(item) || item.sample === true || known.has(JSON.stringify(item))) continue;
    const texts = Object.values(item)
      .filter((value): value is string => typeof value === "string")
      .map(wordsOf)
      .filter((text) => text.length >= 4);
    if (texts.some((text) => typed.includes(` ${text} `))) continue;
    item.sample = true;
    marked = true;
  }
  if (marked) note(INVENTED_NOTE);
}

const INVENTED_NOTE =
  "Marked what the AI wrote in reviews, plans or answers as sample content: replace it with your own before you publish.";

const VERIFIED_NOTE =
  "Left out “verified” on the sample reviews: nobody checked them. Replace them with real ones.";

const stringOf = (value: unknown) => (typeof value === "string" ? value : undefined);

/** The props a section has on the site (empty when there is no such section). */
function sectionProps(site: SiteDocument, sectionId: unknown): Json {
  for (const page of site.pages)
    for (const section of page.sections) if (section.id === sectionId) return section.props;
  return {};
}

/**
 * PRODUCT.md §4: a sample review never claims to be verified; the reviewer's line that says
 * so ("Verified buyer") is dropped from every sample item of the props' reviews.
 */
function withoutVerifiedSamples(
  props: Json,
  isSampleSection: boolean,
  note: (text: string) => void,
) {
  if (!Array.isArray(props.items)) return;
  let dropped = false;
  props.items = props.items.map((item: unknown) => {
    if (!isRecord(item) || !(isSampleSection || item.sample === true)) return item;
    if (!claimsVerification(stringOf(item.role))) return item;
    dropped = true;
    const { role: _claim, ...rest } = item;
    return rest;
  });
  if (dropped) note(VERIFIED_NOTE);
}

/** Colour names and other notations → hex, so what is saved reads the same everywhere. */
function repairColors(target: Json, note: (text: string) => void) {
  for (const [key, value] of Object.entries(target)) {
    if (!COLOR_KEY.test(key) || typeof value !== "string" || value === "") continue;
    if (/^#[0-9a-f]{6}$/i.test(value)) continue;
    const hex = toHexColor(value);
    if (hex) {
      target[key] = hex;
      if (!/^#[0-9a-f]{3,8}$/i.test(value)) note(`Read the colour “${value}” as ${hex}.`);
    } else {
      delete target[key];
      note(`Left out the colour “${value}”, which is not a colour.`);
    }
  }
}

const ENUM_LABELS = { borderRadius: "corner radius", shadow: "shadow", stylePreset: "style" };

function repairTheme(
  patch: Json,
  context: RepairContext & { allowedImages: Set<string> },
  note: (text: string) => void,
) {
  repairColors(patch, note);
  const enums = { borderRadius: BORDER_RADII, shadow: SHADOWS, stylePreset: STYLE_PRESETS };
  for (const [key, allowed] of Object.entries(enums) as [keyof typeof enums, readonly string[]][]) {
    const value = patch[key];
    if (value === undefined || (typeof value === "string" && allowed.includes(value))) continue;
    // normalizeTheme knows the words people use ("rounded" → lg, "glassy" → glass); a word it
    // does not know reads as the PRODUCT.md §9 default, which is what the renderer would show.
    const read = normalizeTheme({ [key]: value })[key];
    patch[key] = read;
    note(`Read “${String(value)}” as ${ENUM_LABELS[key]} ${read}.`);
  }
  repairImages(patch, context, note);
}

/** Links and images inside props (and their list items), made safe and grounded. */
function repairProps(
  props: Json,
  type: string,
  context: RepairContext & { allowedImages: Set<string> },
  note: (text: string) => void,
) {
  for (const [key, value] of Object.entries(props)) {
    if (type === "collection" && key === "collectionId" && context.isUntrusted) {
      const known = context.collections?.some((collection) => collection.id === value) ?? false;
      if (!known) {
        delete props[key];
        note("A product grid shows one of your own collections; a made-up one was left out.");
      }
      continue;
    }
    if (typeof value === "string" && LINK_KEY.test(key) && value !== "" && !isSafeUrl(value)) {
      props[key] = "#";
      note(`Replaced an unsafe link with #.`);
    }
    if (Array.isArray(value)) {
      if (type === "collection" && key === "items" && context.isUntrusted) {
        props[key] = groundedProducts(value, context, note);
        continue;
      }
      for (const item of value) if (isRecord(item)) repairProps(item, "", context, note);
    }
  }
  repairColors(props, note);
  repairImages(props, context, note);
}

/** Grounding: images come from the store (uploads, products, the site), never a model. */
function repairImages(
  target: Json,
  context: RepairContext & { allowedImages: Set<string> },
  note: (text: string) => void,
) {
  if (!context.isUntrusted) return;
  const isAllowed = (url: string) =>
    url === "" || url.startsWith("/uploads/") || context.allowedImages.has(url);
  for (const [key, value] of Object.entries(target)) {
    if (!IMAGE_KEY.test(key)) continue;
    if (typeof value === "string" && !isAllowed(value)) {
      target[key] = "";
      note("Left out an image address the assistant made up; choose one in the editor.");
    } else if (Array.isArray(value)) {
      const kept = value.filter((item) => {
        const url = typeof item === "string" ? item : isRecord(item) ? (item.url ?? item.src) : "";
        return typeof url === "string" && isAllowed(url);
      });
      if (kept.length !== value.length) {
        target[key] = kept;
        note("Left out image addresses the assistant made up; choose images in the editor.");
      }
    }
  }
}

/** Product cards that name real products, reduced to their id (the catalogue supplies the rest). */
function groundedProducts(
  items: unknown[],
  context: RepairContext,
  note: (text: string) => void,
): Json[] {
  const known = new Set(context.products.map((product) => product.id));
  const kept = items
    .filter((item): item is Json => isRecord(item) && typeof item.productId === "string")
    .filter((item) => known.has(item.productId as string))
    .map((item) => ({ productId: item.productId as string, title: "" }));
  if (kept.length !== items.length) {
    note(
      "Product cards show your own products; cards for products that are not in your store were left out.",
    );
  }
  return kept;
}

/**
 * Checks operations against the site and repairs what can be repaired deterministically:
 * unknown ids naming a unique type, page names, "rounded" → lg, colour names → hex, unsafe
 * links → #, and for model output, invented products and images.
 * Then applies them one by one with `applyOps`; what it refuses becomes an error.
 */
export function repairOps(
  site: SiteDocument,
  rawOps: readonly unknown[],
  context: RepairContext,
): RepairResult {
  const warnings = new Set<string>();
  const errors: string[] = [];
  const allowedImages = new Set<string>();
  for (const product of context.products) if (product.image) allowedImages.add(product.image);
  for (const url of [site.theme.logoUrl, site.theme.bannerUrl]) if (url) allowedImages.add(url);
  collectImages(site.pages, allowedImages);

  const applied: Op[] = [];
  const capped = rawOps.slice(0, MAX_OPS_PER_PROMPT);
  if (rawOps.length > capped.length) {
    warnings.add(`Only the first ${MAX_OPS_PER_PROMPT} changes were made.`);
  }
  // Each operation is checked against the site as the ones before it left it, as its pages
  // show it.
  let current = shownSite(site);
  capped.forEach((raw, index) => {
    if (!isRecord(raw)) {
      errors.push(`ops[${index}]: an operation is an object with an "op" field.`);
      return;
    }
    const op = deepCopy(raw);
    const opErrors: string[] = [];
    repairOne(
      op,
      current,
      { ...context, allowedImages },
      (text) => warnings.add(text),
      (text) => opErrors.push(`ops[${index}] (${String(op.op)}): ${text}`),
    );
    if (opErrors.length > 0) {
      errors.push(...opErrors);
      return;
    }
    const result = applyOpsShown(current, [op], { caps: context.caps });
    const rejection = result.rejected[0];
    if (rejection) {
      errors.push(`ops[${index}] (${String(op.op)}): ${rejection.message}`);
      return;
    }
    current = result.site;
    applied.push(...result.applied);
  });
  return { site: current, applied, warnings: [...warnings], errors };
}

function collectImages(value: unknown, into: Set<string>, key = ""): void {
  if (typeof value === "string") {
    if (IMAGE_KEY.test(key) && value) into.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collectImages(item, into, key);
  } else if (isRecord(value)) {
    for (const [inner, item] of Object.entries(value)) collectImages(item, into, inner);
  }
}
