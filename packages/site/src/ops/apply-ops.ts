import { z } from "zod";
import { MAX_LIST_ITEMS } from "../field-schemas.js";
import { carryCanonical, normalizeCanonical } from "../layout/canonical-props.js";
import {
  LAYOUT_LIMITS,
  Layout,
  type LayoutPage,
  type LayoutSection,
  type SavedBlock,
} from "../layout/layout.js";
import { LINK_KEY, mapLinkRecords } from "../layout/link-records.js";
import {
  SITE_PARTS,
  SITE_PART_HIDE_KEYS,
  allSectionsOf,
  showsSitePart,
  sitePartOfType,
  sitePartWithId,
  withHomeAnchors,
  type SitePart,
} from "../layout/site-parts.js";
import { capBreach, capBreachMessage, type LayoutCaps } from "../layout/layout-caps.js";
import {
  collectSectionIds,
  hiddenOnOf,
  idPrefix,
  nextSectionId,
  pathFromName,
  uniquePath,
} from "../layout/normalize-layout.js";
import { getSectionDefinition, rendererFamilyOf, resolveSectionType } from "../registry.js";
import type { AnySectionDefinition } from "../sections/define-section.js";
import { asRecord } from "../sections/props-reader.js";
import { toHexColor } from "../safe/safe-color.js";
import { Theme, normalizeTheme } from "../theme/theme.js";
import { Op, type NewSection, type OpName, type OpRejectionCode, type Position } from "./ops.js";
import { insertionIndex } from "./placement.js";

/** What operations edit: the site's name, theme and pages (the editor's saved document). */
export const SiteDocument = z.object({
  name: z.string().max(100).describe("Name of the site, shown in the navbar and footer"),
  theme: Theme,
  pages: Layout.shape.pages,
  header: Layout.shape.header,
  footer: Layout.shape.footer,
  blocks: Layout.shape.blocks,
});
/** What operations edit. */
export type SiteDocument = z.infer<typeof SiteDocument>;

/** An operation `applyOps` refused, with a code to switch on and a sentence to show. */
export interface OpRejection {
  op: unknown;
  reason: OpRejectionCode;
  message: string;
}

/** The outcome of `applyOps`. */
export interface ApplyOpsResult {
  site: SiteDocument;
  applied: Op[];
  rejected: OpRejection[];
}

class Rejected extends Error {
  constructor(
    readonly reason: OpRejectionCode,
    message: string,
  ) {
    super(message);
  }
}

const reject = (reason: OpRejectionCode, message: string): never => {
  throw new Rejected(reason, message);
};

function clone<T>(value: T): T {
  try {
    return structuredClone(value);
  } catch {
    return JSON.parse(JSON.stringify(value)) as T;
  }
}

/** A copy of the site whose sections' props stay canonical where the original's were. */
function cloneSite(site: SiteDocument): SiteDocument {
  let copy: SiteDocument;
  try {
    copy = structuredClone(site);
  } catch {
    // A JSON copy may lose values (undefined, NaN …): it is not trusted as canonical.
    return JSON.parse(JSON.stringify(site)) as SiteDocument;
  }
  site.pages.forEach((page, p) =>
    page.sections.forEach((section, s) => {
      const props = copy.pages[p]?.sections[s]?.props;
      if (props) carryCanonical(section.props, props);
    }),
  );
  for (const part of SITE_PARTS) {
    const props = copy[part]?.props;
    if (site[part] && props) carryCanonical(site[part].props, props);
  }
  return copy;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A page by name: an exact match first, else one that differs only in case. */
function findPage(site: SiteDocument, name: string): LayoutPage {
  const page =
    site.pages.find((p) => p.name === name) ?? site.pages.find((p) => sameName(p.name, name));
  return page ?? reject("page_not_found", `There is no page named “${name}”`);
}

/** A saved block by id. */
function findBlock(site: SiteDocument, id: string): SavedBlock {
  return (
    site.blocks?.find((block) => block.id === id) ??
    reject("section_not_found", `There is no saved block “${id}”`)
  );
}

/** Saved blocks have names of their own, whatever their case. */
function assertFreeBlockName(blocks: readonly SavedBlock[], name: string): void {
  if (blocks.some((block) => sameName(block.name, name))) {
    reject("invalid_op", `A saved block is named “${name}” already`);
  }
}

/** A section of a page, or one of the site's parts. */
type FoundSection =
  | { page: LayoutPage; index: number; section: LayoutSection; part?: undefined }
  | { part: SitePart; section: LayoutSection; page?: undefined; index?: undefined };

function findSection(site: SiteDocument, id: string): FoundSection {
  const part = sitePartWithId(site, id);
  if (part) return { part, section: site[part]! };
  for (const page of site.pages) {
    const index = page.sections.findIndex((section) => section.id === id);
    const section = page.sections[index];
    if (section) return { page, index, section };
  }
  return reject("section_not_found", `There is no section “${id}”`);
}

/** A page's section; a site part is refused with `refusal` (it has no place on one page). */
function findPageSection(site: SiteDocument, id: string, refusal: string) {
  const found = findSection(site, id);
  if (found.part) return reject("invalid_op", `${SITE_PART_LABELS[found.part]} ${refusal}`);
  return found;
}

const SITE_PART_LABELS: Record<SitePart, string> = {
  header: "The site’s header",
  footer: "The site’s footer",
};

/**
 * New sections of a page, with a leading navbar and a trailing footer taken out as the
 * site's header and footer (a generated page carries its own): the part keeps its id and
 * takes their props, or is created from them; the page shows it.
 */
function takeSiteParts(
  site: SiteDocument,
  page: LayoutPage,
  sections: LayoutSection[],
  taken: Set<string>,
): LayoutSection[] {
  let rest = sections;
  for (const part of SITE_PARTS) {
    const edge = part === "header" ? rest[0] : rest.at(-1);
    if (!edge || sitePartOfType(edge.type) !== part) continue;
    rest = rest.filter((section) => section !== edge);
    const current = site[part];
    if (current) {
      taken.delete(edge.id);
      site[part] = { ...current, props: edge.props };
    } else site[part] = edge;
    delete page[SITE_PART_HIDE_KEYS[part]];
  }
  return rest;
}

/**
 * A position next to the site's header or footer, which every page shows around its own
 * sections: "after the header" is the page's start, "before the footer" its end.
 */
function pagePosition(site: SiteDocument, position: Position): Position {
  const anchor =
    "before" in position ? position.before : "after" in position ? position.after : null;
  const part = anchor === null ? undefined : sitePartWithId(site, anchor);
  if (!part) return position;
  return { at: part === "header" ? "start" : "end" };
}

function definitionOf(section: LayoutSection): AnySectionDefinition | undefined {
  const type = resolveSectionType(section.type);
  return type ? getSectionDefinition(type) : undefined;
}

/**
 * Normalised props, checked against the type's schema (unknown keys survive normalize);
 * marked canonical, so the renderer does not normalise them again.
 */
function checkedProps(definition: AnySectionDefinition, raw: unknown): Record<string, unknown> {
  const props = normalizeCanonical(definition, raw);
  const result = definition.props.safeParse(props);
  if (!result.success) {
    const issue = result.error.issues[0];
    reject("invalid_props", `${issue?.path.join(".") || "props"}: ${issue?.message ?? "invalid"}`);
  }
  return props;
}

/**
 * The patch with legacy spellings turned canonical (`heading` → `title`, `q` → `question`),
 * so that merging it over props that already hold the canonical key still changes it:
 * keys normalisation fills in by itself (such as an empty title) are left out.
 */
function canonicalPatch(
  normalize: (raw: unknown) => Record<string, unknown> | undefined,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  const out = normalize(patch) ?? {};
  const base = normalize({}) ?? {};
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(out)) {
    const isFilled =
      value !== undefined && value !== "" && JSON.stringify(value) !== JSON.stringify(base[key]);
    if (key in patch || isFilled) kept[key] = value;
  }
  // A key sent empty ("" or null) that the type does not keep empty clears the prop: the
  // section falls back to its default or to the theme (a colour reset to inherited).
  for (const [key, value] of Object.entries(patch)) {
    if ((value === "" || value === null) && !(key in out)) kept[key] = undefined;
  }
  return kept;
}

/** A new section with a fresh readable id: defaults, then the given props, normalised. */
function createSection(input: NewSection, taken: Set<string>): LayoutSection {
  const type = resolveSectionType(input.type);
  const props = input.props ?? {};
  let section: LayoutSection;
  if (type) {
    const definition = getSectionDefinition(type);
    section = {
      id: nextSectionId(type, taken),
      type,
      props: checkedProps(definition, {
        ...clone(definition.defaults),
        ...canonicalPatch(definition.normalize, props),
      }),
    };
  } else if (rendererFamilyOf(input.type)) {
    // A family name such as "stats" or "how it works" renders with its family renderer.
    section = {
      id: nextSectionId(input.type, taken),
      type: idPrefix(input.type),
      props: clone(props),
    };
  } else {
    return reject("unknown_section_type", `“${input.type}” is not a section type`);
  }
  taken.add(section.id);
  return section;
}

/** Refuses a section more on a page that holds as many as a page may. */
function assertRoomOn(page: LayoutPage): void {
  if (page.sections.length >= LAYOUT_LIMITS.sectionsPerPage) {
    reject(
      "section_limit_reached",
      `A page holds at most ${LAYOUT_LIMITS.sectionsPerPage} sections`,
    );
  }
}

/** Puts a new section on a page at `position` (the type's usual place for "auto"). */
function placeOnPage(
  site: SiteDocument,
  page: LayoutPage,
  section: LayoutSection,
  position: Position,
) {
  const index = insertionIndex(page.sections, section.type, pagePosition(site, position));
  if (index === null)
    reject("anchor_not_found", `There is no section ${JSON.stringify(position)} on “${page.name}”`);
  page.sections.splice(index ?? page.sections.length, 0, section);
}

function nextPageName(site: SiteDocument): string {
  // PRODUCT.md §4: a new page is named "Page N".
  for (let n = site.pages.length + 1; ; n++) {
    const name = `Page ${n}`;
    if (!site.pages.some((page) => sameName(page.name, name))) return name;
  }
}

function ensureRootPage(site: SiteDocument) {
  const first = site.pages[0];
  if (first && !site.pages.some((page) => page.path === "/")) first.path = "/";
}

/**
 * Points links at a renamed page: `pageName` fields (a label that was its name too), and relative URLs equal to its old path.
 * Props it changes are new objects (`canonical-props.ts`: marked props are never written to).
 */
function relinkPage(
  site: SiteDocument,
  from: string,
  to: string,
  oldPath: string,
  newPath: string,
) {
  /** The record with its links pointed at the new page: a copy when one changed. */
  const relinked = (target: Record<string, unknown>): Record<string, unknown> => {
    const changes: Record<string, unknown> = {};
    if (target.pageName === from) {
      changes.pageName = to;
      // A menu link labelled with the page's name takes its new one.
      if (typeof target.text === "string" && sameName(target.text, from)) changes.text = to;
    }
    if (oldPath !== newPath && oldPath !== "/") {
      for (const [key, value] of Object.entries(target))
        if (LINK_KEY.test(key) && value === oldPath) changes[key] = newPath;
    }
    return Object.keys(changes).length > 0 ? { ...target, ...changes } : target;
  };
  for (const section of allSectionsOf(site))
    section.props = mapLinkRecords(section.props, relinked);
}

function assertList(section: LayoutSection, list: string): void {
  const definition = definitionOf(section);
  const schema = definition?.props.shape[list];
  const inner = schema instanceof z.ZodOptional ? schema.unwrap() : schema;
  const isList = definition ? inner instanceof z.ZodArray : Array.isArray(section.props[list]);
  if (!isList) reject("list_not_found", `Section “${section.id}” has no list “${list}”`);
}

/** Replaces a list of a section and re-normalises its props. */
function setList(section: LayoutSection, list: string, items: unknown[]) {
  const definition = definitionOf(section);
  const props = { ...section.props, [list]: items };
  section.props = definition ? checkedProps(definition, props) : props;
}

function listItems(section: LayoutSection, list: string): unknown[] {
  const value = section.props[list];
  return Array.isArray(value) ? [...value] : [];
}

function itemAt(items: unknown[], index: number, section: LayoutSection, list: string) {
  if (index >= items.length) {
    reject("item_not_found", `“${section.id}” has no item ${index} in “${list}”`);
  }
  return items[index];
}

type Handler<K extends OpName> = (
  site: SiteDocument,
  op: Extract<Op, { op: K }>,
  taken: Set<string>,
) => void;

/** One handler per operation; typed so that an operation without one fails to compile. */
const HANDLERS: { [K in OpName]: Handler<K> } = {
  setTheme(site, op) {
    if (Object.keys(op.patch).length === 0) reject("invalid_op", "The theme patch is empty");
    site.theme = normalizeTheme({
      ...site.theme,
      ...op.patch,
      fonts: { ...site.theme.fonts, ...op.patch.fonts },
    });
  },
  setSiteName(site, op) {
    // The brand shown by navbar and footer follows, unless it was set to something else.
    const old = site.name;
    site.name = op.name;
    if (site.theme.siteName !== undefined) site.theme.siteName = op.name;
    // New props objects: marked props are never written to (`canonical-props.ts`).
    for (const section of allSectionsOf(site)) {
      if (section.type === "navbar" && section.props.logo === old) {
        section.props = { ...section.props, logo: op.name };
      }
      if (section.type === "footer" && section.props.companyName === old) {
        section.props = { ...section.props, companyName: op.name };
      }
    }
  },
  addPage(site, op, taken) {
    if (site.pages.length >= LAYOUT_LIMITS.pages) {
      reject("page_limit_reached", `A site has at most ${LAYOUT_LIMITS.pages} pages`);
    }
    const name = op.page.name ?? nextPageName(site);
    if (site.pages.some((page) => sameName(page.name, name))) {
      reject("page_name_taken", `A page named “${name}” already exists`);
    }
    const index =
      op.after === undefined ? site.pages.length : site.pages.indexOf(findPage(site, op.after)) + 1;
    const page: LayoutPage = {
      name,
      path: uniquePath(pathFromName(name), new Set(site.pages.map((p) => p.path))),
      sections: [],
    };
    const sections = (op.page.sections ?? []).map((section) => createSection(section, taken));
    page.sections = takeSiteParts(site, page, sections, taken);
    if (op.page.description) page.description = op.page.description;
    site.pages.splice(index, 0, page);
  },
  renamePage(site, op) {
    const page = findPage(site, op.from);
    if (site.pages.some((other) => other !== page && sameName(other.name, op.to))) {
      reject("page_name_taken", `A page named “${op.to}” already exists`);
    }
    const from = page.name;
    const oldPath = page.path;
    page.name = op.to;
    if (oldPath !== "/") {
      const otherPaths = new Set(site.pages.filter((p) => p !== page).map((p) => p.path));
      page.path = uniquePath(pathFromName(op.to), otherPaths);
    }
    relinkPage(site, from, op.to, oldPath, page.path);
  },
  removePage(site, op) {
    const page = findPage(site, op.name);
    // PRODUCT.md §4: deleting the last remaining page is not allowed.
    if (site.pages.length === 1)
      reject("last_page_cannot_be_removed", "A site needs at least one page");
    site.pages.splice(site.pages.indexOf(page), 1);
    ensureRootPage(site);
  },
  replacePageSections(site, op, taken) {
    const page = findPage(site, op.page);
    // The replaced sections' ids become free again, so a regenerated page reads hero-1 …
    for (const section of page.sections) taken.delete(section.id);
    const sections = op.sections.map((section) => createSection(section, taken));
    page.sections = takeSiteParts(site, page, sections, taken);
  },
  addSection(site, op, taken) {
    const page = findPage(site, op.page);
    assertRoomOn(page);
    const section = createSection(op.section, taken);
    const part = sitePartOfType(section.type);
    if (part) {
      // A navbar or footer is the site's: added once, then shown or hidden page by page.
      if (!site[part]) {
        site[part] = section;
        return;
      }
      if (!showsSitePart(site, page, part)) {
        delete page[SITE_PART_HIDE_KEYS[part]];
        return;
      }
      reject("invalid_op", `${SITE_PART_LABELS[part]} is already on every page: edit it there`);
    }
    placeOnPage(site, page, section, op.position);
  },
  updateSection(site, op) {
    const { section } = findSection(site, op.sectionId);
    const definition = definitionOf(section);
    section.props = definition
      ? checkedProps(definition, {
          ...section.props,
          ...canonicalPatch(definition.normalize, op.props),
        })
      : { ...section.props, ...clone(op.props) };
  },
  setSectionStyle(site, op) {
    const { section } = findSection(site, op.sectionId);
    const definition = definitionOf(section);
    if (definition && !("bgColor" in definition.props.shape)) {
      reject("section_style_not_supported", `A ${section.type} section has no colours of its own`);
    }
    const style: Record<string, string> = {};
    if (op.style.bgColor !== undefined)
      style.bgColor = toHexColor(op.style.bgColor) ?? op.style.bgColor;
    if (op.style.textColor !== undefined)
      style.textColor = toHexColor(op.style.textColor) ?? op.style.textColor;
    section.props = definition
      ? checkedProps(definition, { ...section.props, ...style })
      : { ...section.props, ...style };
  },
  removeSection(site, op) {
    const found = findSection(site, op.sectionId);
    if (found.part) {
      // Gone from every page; a part added later shows on every page again.
      delete site[found.part];
      for (const page of site.pages) delete page[SITE_PART_HIDE_KEYS[found.part]];
      return;
    }
    found.page.sections.splice(found.index, 1);
  },
  setSectionVisibility(site, op) {
    const { section } = findSection(site, op.sectionId);
    const hidden = hiddenOnOf(op.hiddenOn);
    if (!hidden && op.hiddenOn.length > 0) {
      reject("invalid_op", "A section hidden on every device shows nowhere: remove it instead");
    }
    if (hidden) section.hiddenOn = hidden;
    else delete section.hiddenOn;
  },
  showSitePart(site, op) {
    const page = findPage(site, op.page);
    if (!site[op.part]) {
      reject("section_not_found", `The site has no ${op.part}`);
    }
    if (op.show) delete page[SITE_PART_HIDE_KEYS[op.part]];
    else page[SITE_PART_HIDE_KEYS[op.part]] = true;
  },
  moveSection(site, op) {
    const { page, index, section } = findPageSection(
      site,
      op.sectionId,
      "stays where it is on every page",
    );
    const rest = page.sections.filter((_, i) => i !== index);
    const target = insertionIndex(rest, section.type, pagePosition(site, op.position));
    if (target === null)
      reject(
        "anchor_not_found",
        `There is no section ${JSON.stringify(op.position)} on “${page.name}”`,
      );
    rest.splice(target ?? rest.length, 0, section);
    page.sections = rest;
  },
  duplicateSection(site, op, taken) {
    const { page, index, section } = findPageSection(
      site,
      op.sectionId,
      "is one for the whole site and cannot be copied",
    );
    assertRoomOn(page);
    const copy = {
      id: nextSectionId(section.type, taken),
      type: section.type,
      props: clone(section.props),
      ...(section.hiddenOn ? { hiddenOn: [...section.hiddenOn] } : {}),
      // A copy of a saved block's copy is one more copy of it.
      ...(section.blockId ? { blockId: section.blockId } : {}),
    };
    carryCanonical(section.props, copy.props);
    page.sections.splice(index + 1, 0, copy);
  },
  saveBlock(site, op) {
    const { section } = findPageSection(site, op.sectionId, "is on every page already");
    if (section.blockId) reject("invalid_op", "This section is a saved block already");
    const blocks = site.blocks ?? [];
    if (blocks.length >= LAYOUT_LIMITS.blocks) {
      reject("invalid_op", `A site saves at most ${LAYOUT_LIMITS.blocks} blocks`);
    }
    assertFreeBlockName(blocks, op.name);
    const ids = new Set(blocks.map((block) => block.id));
    let n = 1;
    while (ids.has(`block-${n}`)) n++;
    const id = `block-${n}`;
    site.blocks = [
      ...blocks,
      { id, name: op.name, section: { type: section.type, props: clone(section.props) } },
    ];
    section.blockId = id;
  },
  insertBlock(site, op, taken) {
    const page = findPage(site, op.page);
    const block = findBlock(site, op.blockId);
    assertRoomOn(page);
    const section: LayoutSection = { ...createSection(block.section, taken), blockId: block.id };
    placeOnPage(site, page, section, op.position);
  },
  renameBlock(site, op) {
    const block = findBlock(site, op.blockId);
    assertFreeBlockName(
      site.blocks!.filter((other) => other !== block),
      op.name,
    );
    block.name = op.name;
  },
  detachBlock(site, op) {
    const { section } = findSection(site, op.sectionId);
    if (!section.blockId) reject("invalid_op", "This section is not a copy of a saved block");
    delete section.blockId;
  },
  deleteBlock(site, op) {
    findBlock(site, op.blockId);
    site.blocks = site.blocks!.filter((block) => block.id !== op.blockId);
    if (site.blocks.length === 0) delete site.blocks;
    for (const page of site.pages) {
      for (const section of page.sections) {
        if (section.blockId === op.blockId) delete section.blockId;
      }
    }
  },
  addItem(site, op) {
    const { section } = findSection(site, op.sectionId);
    assertList(section, op.list);
    const items = listItems(section, op.list);
    if (items.length >= MAX_LIST_ITEMS)
      reject("list_limit_reached", `A list holds at most ${MAX_LIST_ITEMS} items`);
    items.splice(Math.min(op.index ?? items.length, items.length), 0, clone(op.item));
    setList(section, op.list, items);
    if (listItems(section, op.list).length !== items.length) {
      reject("invalid_props", `The new item has none of the fields of “${op.list}”`);
    }
  },
  updateItem(site, op) {
    const { section } = findSection(site, op.sectionId);
    assertList(section, op.list);
    const items = listItems(section, op.list);
    const current = itemAt(items, op.index, section, op.list);
    const definition = definitionOf(section);
    let next: unknown = op.item;
    if (typeof op.item === "object" && typeof current === "object" && current !== null) {
      const normalizeItem = (item: unknown) =>
        asRecord(
          (definition?.normalize({ [op.list]: [item] })[op.list] as unknown[] | undefined)?.[0],
        );
      const patch = definition ? canonicalPatch(normalizeItem, op.item) : op.item;
      next = { ...current, ...clone(patch) };
    }
    items[op.index] = next;
    setList(section, op.list, items);
    if (listItems(section, op.list).length !== items.length) {
      reject("invalid_props", `The item would have none of the fields of “${op.list}”`);
    }
  },
  removeItem(site, op) {
    const { section } = findSection(site, op.sectionId);
    assertList(section, op.list);
    const items = listItems(section, op.list);
    itemAt(items, op.index, section, op.list);
    items.splice(op.index, 1);
    setList(section, op.list, items);
  },
};

/** The operations that change a section's props: on a linked copy, every copy follows. */
const PROP_OPS = new Set<OpName>([
  "updateSection",
  "setSectionStyle",
  "addItem",
  "updateItem",
  "removeItem",
]);

/**
 * A linked copy's props, after an edit, become its saved block's and every other copy's, on
 * every page (docs/PRODUCT.md §3 "Saved blocks").
 */
function syncBlockCopies(site: SiteDocument, sectionId: string): void {
  const { section } = findSection(site, sectionId);
  const block = section.blockId
    ? site.blocks?.find((candidate) => candidate.id === section.blockId)
    : undefined;
  if (!block) return;
  block.section = { type: section.type, props: clone(section.props) };
  for (const page of site.pages) {
    for (const copy of page.sections) {
      if (copy.blockId !== block.id || copy === section) continue;
      copy.props = clone(section.props);
      carryCanonical(section.props, copy.props);
    }
  }
}

function applyOne(site: SiteDocument, op: Op): void {
  // TypeScript cannot narrow the handler by op.op; the map's type pairs them.
  const handler = HANDLERS[op.op] as Handler<OpName>;
  handler(site, op as never, collectSectionIds(site));
  if (PROP_OPS.has(op.op) && "sectionId" in op) syncBlockCopies(site, op.sectionId);
  // Every page shows the site's parts: their in-page links lead to the home page's sections.
  for (const part of SITE_PARTS) {
    const section = site[part];
    if (section) site[part] = withHomeAnchors(section);
  }
}

const BREACH_CODES = {
  pages: "page_limit_reached",
  sections: "section_limit_reached",
  cards: "card_limit_reached",
} as const;

/** Refuses `after` when it breaks a cap further than `before` did. */
function checkCaps(before: SiteDocument, after: SiteDocument, caps: LayoutCaps | undefined) {
  if (!caps) return;
  const breach = capBreach(after.pages, caps, before.pages);
  if (breach) reject(BREACH_CODES[breach.kind], capBreachMessage(breach, caps));
}

/** How `applyOps` holds the site to the server's limits. */
export interface ApplyOpsOptions {
  /**
   * Pages, sections a page and product cards a grid (PRODUCT.md §9 "Limits"): an operation
   * that takes the site past one (further than it already was) is refused.
   */
  caps?: LayoutCaps;
}

/**
 * Applies operations in order to a copy of the site. Each operation is validated, then applied whole or not at all; refused
 * ones are reported with a reason code. Pure: the input is never mutated; never throws.
 */
export function applyOps(
  site: SiteDocument,
  ops: readonly unknown[],
  options: ApplyOpsOptions = {},
): ApplyOpsResult {
  const { caps } = options;
  // The usual case, every operation valid and applicable: one copy for the whole batch.
  // Else each operation on a copy of its own, so a refused one leaves nothing behind.
  if (ops.length > 1) {
    const parsed = ops.map((raw) => Op.safeParse(raw));
    if (parsed.every((result) => result.success)) {
      const draft = cloneSite(site);
      const applied = parsed.map((result) => result.data!);
      try {
        for (const op of applied) applyOne(draft, op);
        checkCaps(site, draft, caps);
        return { site: draft, applied, rejected: [] };
      } catch {
        // One was refused: the operation-by-operation pass below says which and why.
      }
    }
  }
  // Each operation works on a copy of what the ones before it left; `site` itself is never
  // written to, so the first copies it directly (one copy per operation, not one more).
  let current = site;
  const applied: Op[] = [];
  const rejected: OpRejection[] = [];
  for (const raw of ops) {
    const parsed = Op.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
      rejected.push({
        op: raw,
        reason: "invalid_op",
        message: `${where}${issue?.message ?? "Invalid operation"}`,
      });
      continue;
    }
    const draft = cloneSite(current);
    try {
      applyOne(draft, parsed.data);
      checkCaps(current, draft, caps);
      current = draft;
      applied.push(parsed.data);
    } catch (error) {
      rejected.push(
        error instanceof Rejected
          ? { op: raw, reason: error.reason, message: error.message }
          : { op: raw, reason: "op_failed", message: "The operation could not be applied" },
      );
    }
  }
  // The result is always a copy, never the site given, even when nothing was applied.
  return { site: applied.length ? current : cloneSite(site), applied, rejected };
}
