import { getSectionDefinition, resolveSectionType } from "../registry.js";
import { asRecord, toText } from "../sections/props-reader.js";
import { SEO_LIMITS } from "../seo/seo-limits.js";
import { slugify } from "../slug/slugify.js";
import { normalizeCanonical } from "./canonical-props.js";
import {
  SITE_PARTS,
  allSectionsOf,
  hoistSiteParts,
  sitePartOfType,
  withHomeAnchors,
  type SiteWithParts,
} from "./site-parts.js";
import {
  LAYOUT_LIMITS,
  SECTION_DEVICES,
  type Layout,
  type LayoutPage,
  type LayoutSection,
  type SavedBlock,
  type SectionDevice,
} from "./layout.js";

/** PRODUCT.md §3: a layout given as sections[] is one page, the home page. */
export const HOME_PAGE_NAME = "Home";

/**
 * The path of a page name: "Home" → "/", "About Us" → "/about-us", "Café & Co" → "/cafe-co",
 * "Über uns" → "/uber-uns", "Контакты" → "/kontakty" (`slugify`, at most 60 characters).
 */
export function pathFromName(name: string): string {
  const slug = slugify(name, 60);
  return slug === "" || slug === "home" ? "/" : `/${slug}`;
}

/** The path, or the path with -2, -3 … when another page has it ("/" falls back to /home). */
export function uniquePath(path: string, taken: ReadonlySet<string>): string {
  const base = path === "/" && taken.has("/") ? "/home" : path;
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The id prefix of a type: the canonical type, else the raw name in kebab case. */
export function idPrefix(type: string): string {
  return (
    resolveSectionType(type) ??
    (type
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 40) ||
      "section")
  );
}

/** The first free readable id for a type: hero-1, hero-2 …, readable so a model can address it. */
export function nextSectionId(type: string, taken: ReadonlySet<string>): string {
  const prefix = idPrefix(type);
  for (let n = 1; ; n++) if (!taken.has(`${prefix}-${n}`)) return `${prefix}-${n}`;
}

/** Every section id of the site: its parts' and its pages'. */
export function collectSectionIds(site: SiteWithParts): Set<string> {
  return new Set(allSectionsOf(site).map((section) => section.id));
}

/** The id a raw section carries, if any. */
function rawSectionId(raw: unknown): string | undefined {
  return toText(asRecord(raw).id, LAYOUT_LIMITS.sectionIdLength)?.trim() || undefined;
}

/**
 * A section in canonical form under the given id: a known type gets its canonical name
 * and normalised props, marked canonical (`canonical-props.ts`); an unknown type is kept as
 * it is. Both PRODUCT.md §7 shapes are read: `{id, type, props}` and the flat
 * `{type, ...props}` of editor saves. Undefined when the value has no type at all.
 */
export function normalizeSection(
  raw: unknown,
  id: (type: string) => string,
): LayoutSection | undefined {
  const input = asRecord(raw);
  const rawType = toText(input.type, LAYOUT_LIMITS.sectionTypeLength)?.trim();
  if (!rawType) return undefined;
  const {
    id: _id,
    type: _type,
    props: rawProps,
    hiddenOn: _hiddenOn,
    blockId: rawBlockId,
    ...flat
  } = input;
  const props = rawProps !== undefined ? asRecord(rawProps) : flat;
  const type = resolveSectionType(rawType);
  const hidden = hiddenOnOf(input.hiddenOn);
  const blockId = toText(rawBlockId, LAYOUT_LIMITS.sectionIdLength)?.trim();
  const extra = { ...(hidden ? { hiddenOn: hidden } : {}), ...(blockId ? { blockId } : {}) };
  if (!type) return { id: id(rawType), type: rawType, props: { ...props }, ...extra };
  return {
    id: id(type),
    type,
    props: normalizeCanonical(getSectionDefinition(type), props),
    ...extra,
  };
}

/**
 * The devices a section is hidden on, in device order and each once; undefined when none,
 * or when it would be hidden on every device (then it shows everywhere: nothing is lost).
 */
export function hiddenOnOf(raw: unknown): SectionDevice[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  const devices = SECTION_DEVICES.filter((device) => raw.includes(device));
  return devices.length > 0 && devices.length < SECTION_DEVICES.length ? devices : undefined;
}

/**
 * Any layout-like value as a Layout (PRODUCT.md §3): `sections[]` becomes one Home page; pages
 * get unique names and paths ("About Us" → /about-us); sections get readable ids where
 * they have none (or share one); known sections' props are normalised, unknown types are
 * kept untouched; a navbar or footer the pages carry themselves becomes the site's header or
 * footer when it has none (`hoistSiteParts`). It never throws; `LAYOUT_LIMITS` are for the
 * caller to enforce.
 */
export function normalizeLayout(raw: unknown): Layout {
  const input = Array.isArray(raw) ? { sections: raw } : asRecord(raw);
  const rawPages = (
    Array.isArray(input.pages)
      ? input.pages
      : [{ name: HOME_PAGE_NAME, path: "/", sections: input.sections }]
  ).map(asRecord);
  const rawSections = rawPages.map((page) => (Array.isArray(page.sections) ? page.sections : []));
  const rawParts = SITE_PARTS.map((part) => input[part]);

  // First pass: the first section carrying an id keeps it; duplicates get fresh ids later.
  // The site's parts first: theirs are the ids pages link and select most.
  const taken = new Set<string>();
  const keepsOfParts = rawParts.map((section) => {
    const id = section === undefined ? undefined : rawSectionId(section);
    if (id === undefined || taken.has(id)) return undefined;
    taken.add(id);
    return id;
  });
  const keeps = rawSections.map((list) =>
    list.map((section) => {
      const id = rawSectionId(section);
      if (id === undefined || taken.has(id)) return undefined;
      taken.add(id);
      return id;
    }),
  );

  const names = new Set<string>();
  const paths = new Set<string>();
  const pages: LayoutPage[] = rawPages.map((page, p) => {
    const name = uniqueName(
      toText(page.name ?? page.title, LAYOUT_LIMITS.pageNameLength)?.trim() || `Page ${p + 1}`,
      names,
    );
    names.add(name);
    const given = typeof page.path === "string" ? pathFromPath(page.path) : undefined;
    const path = uniquePath(given ?? pathFromName(name), paths);
    paths.add(path);
    const description = toText(page.description, LAYOUT_LIMITS.pageDescriptionLength);
    const seo = seoOf(page);
    const hidden = {
      ...(page.hideHeader === true ? { hideHeader: true } : {}),
      ...(page.hideFooter === true ? { hideFooter: true } : {}),
    };
    const sections = (rawSections[p] ?? []).flatMap((section, s) => {
      const kept = keeps[p]?.[s];
      const normalized = normalizeSection(section, (type) => {
        if (kept !== undefined) return kept;
        const id = nextSectionId(type, taken);
        taken.add(id);
        return id;
      });
      return normalized ?? [];
    });
    return {
      name,
      path,
      ...(description ? { description } : {}),
      ...seo,
      ...hidden,
      sections,
    };
  });

  if (pages.length === 0) pages.push({ name: HOME_PAGE_NAME, path: "/", sections: [] });
  // Every site needs a root page; without one, the first page is it.
  if (!pages.some((page) => page.path === "/") && pages[0]) pages[0].path = "/";
  const layout: Layout = { pages };
  SITE_PARTS.forEach((part, i) => {
    const section = normalizeSection(rawParts[i], (type) => {
      const kept = keepsOfParts[i];
      if (kept !== undefined) return kept;
      const id = nextSectionId(type, taken);
      taken.add(id);
      return id;
    });
    // A part is a section of its own type; anything else is not kept as one.
    if (section && sitePartOfType(section.type) === part) layout[part] = withHomeAnchors(section);
  });
  const blocks = savedBlocksOf(input.blocks);
  if (blocks.length > 0) layout.blocks = blocks;
  // A copy of a block the site no longer saves is a section of its own.
  const saved = new Set(blocks.map((block) => block.id));
  for (const section of pages.flatMap((page) => page.sections)) {
    if (section.blockId && !saved.has(section.blockId)) delete section.blockId;
  }
  return hoistSiteParts(layout);
}

/**
 * The saved blocks of a layout (docs/PRODUCT.md §3 "Saved blocks"): each with an id and a
 * name used once, and a section of a known type with normalised props; at most
 * `LAYOUT_LIMITS.blocks`. Anything else is dropped.
 */
function savedBlocksOf(raw: unknown): SavedBlock[] {
  if (!Array.isArray(raw)) return [];
  const ids = new Set<string>();
  const names = new Set<string>();
  const blocks: SavedBlock[] = [];
  for (const entry of raw.map(asRecord)) {
    const id = toText(entry.id, LAYOUT_LIMITS.sectionIdLength)?.trim();
    const name = toText(entry.name, LAYOUT_LIMITS.blockNameLength)?.trim();
    const section = normalizeSection(entry.section, (type) => type);
    if (!id || !name || !section || ids.has(id) || names.has(name.toLowerCase())) continue;
    if (!resolveSectionType(section.type) || sitePartOfType(section.type)) continue;
    ids.add(id);
    names.add(name.toLowerCase());
    blocks.push({ id, name, section: { type: section.type, props: section.props } });
    if (blocks.length === LAYOUT_LIMITS.blocks) break;
  }
  return blocks;
}

/**
 * A page's search title and description, trimmed and cut to their limits; absent when blank.
 * Optional fields of version 1: a layout without them reads as before (ARCHITECTURE.md).
 */
function seoOf(page: Record<string, unknown>): Pick<LayoutPage, "seoTitle" | "seoDescription"> {
  const seoTitle = toText(page.seoTitle, SEO_LIMITS.titleMax)?.trim();
  const seoDescription = toText(page.seoDescription, SEO_LIMITS.descriptionMax)?.trim();
  return {
    ...(seoTitle ? { seoTitle } : {}),
    ...(seoDescription ? { seoDescription } : {}),
  };
}

/** A given path cleaned to the /a-b form, or undefined when nothing usable is left. */
function pathFromPath(path: string): string | undefined {
  const parts = path
    .split("/")
    .map((part) => pathFromName(part).slice(1))
    .filter(Boolean);
  if (path.trim() === "/") return "/";
  return parts.length > 0 ? `/${parts.join("/")}` : undefined;
}

/** The name, or "Name (2)", "Name (3)" … when another page has it (compared ignoring case). */
export function uniqueName(name: string, taken: ReadonlySet<string>): string {
  const lower = new Set([...taken].map((n) => n.toLowerCase()));
  if (!lower.has(name.toLowerCase())) return name;
  for (let n = 2; ; n++) {
    const candidate = `${name.slice(0, LAYOUT_LIMITS.pageNameLength - 5)} (${n})`;
    if (!lower.has(candidate.toLowerCase())) return candidate;
  }
}
