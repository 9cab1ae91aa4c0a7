import { normalizeCategories } from "../families/categories/categories.family.js";
import { normalizeLocation } from "../families/location/location.family.js";
import { normalizeSocial } from "../families/social/social.family.js";
import { normalizeStats } from "../families/stats/stats.family.js";
import { normalizeSteps } from "../families/steps/steps.family.js";
import { normalizeTeam } from "../families/team/team.family.js";
import {
  FAMILY_TYPES,
  getSectionDefinition,
  rendererFamilyOf,
  resolveSectionType,
  type SectionType,
} from "../registry.js";
import type {
  AnyField,
  AnySectionDefinition,
  ContentNeed,
  RendererFamily,
} from "../sections/define-section.js";
import type { LayoutSection } from "./layout.js";
import { pageSectionsOf, type SiteWithParts } from "./site-parts.js";
import { hasSampleContent, type UnfinishedBlock } from "./unfinished-content.js";

/*
 * What a site still shows that its owner did not write (PRODUCT.md §4 "Pre-launch review"):
 * one rule, read by the pre-launch review on the server and by the editor's Publish, so the
 * two never disagree about which blocks are unfinished.
 */

interface ContentFacts {
  label: string;
  normalize: (raw: unknown) => object;
  needs: readonly ContentNeed<string>[];
}

type OwnFamily = Exclude<RendererFamily, keyof typeof FAMILY_TYPES | "basic">;

/** The families with a renderer of their own: what each needs to show anything. */
const FAMILY_CONTENT: Record<OwnFamily, ContentFacts> = {
  categories: { label: "Categories", normalize: normalizeCategories, needs: ["items"] },
  stats: { label: "Stats", normalize: normalizeStats, needs: ["items"] },
  steps: { label: "Steps", normalize: normalizeSteps, needs: ["items"] },
  team: { label: "Team", normalize: normalizeTeam, needs: ["items"] },
  location: {
    label: "Location",
    normalize: normalizeLocation,
    needs: [["address", "phone", "email", "hours"]],
  },
  // A feed shows the platform's own link even without a handle.
  social: { label: "Social feed", normalize: normalizeSocial, needs: [] },
};

// Field kinds that hold what a visitor reads or sees; links, colours and numbers do not.
const CONTENT_KINDS = new Set(["text", "textarea", "image", "list", "textList", "products"]);

const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0);

const lacks = (needs: readonly ContentNeed<string>[], props: Record<string, unknown>): boolean =>
  needs.some((need) =>
    typeof need === "string" ? isBlank(props[need]) : need.every((key) => isBlank(props[key])),
  );

/** Without `needs`: empty when every content field is blank (spacer and divider never are). */
function allFieldsBlank(fields: readonly AnyField[], props: Record<string, unknown>): boolean {
  const content = fields.filter((field) => CONTENT_KINDS.has(field.kind));
  return content.length > 0 && content.every((field) => isBlank(props[field.key]));
}

const titleCase = (type: string) =>
  type.replace(/[-_]+/g, " ").replace(/^\p{Ll}/u, (letter) => letter.toUpperCase());

type Reviewed =
  | { kind: "type"; type: SectionType; label: string; definition: AnySectionDefinition }
  | { kind: "family"; family: OwnFamily; label: string; facts: ContentFacts };

/** The palette type a section is reviewed as, or its own family's facts; none for other types. */
function reviewedAs(section: Pick<LayoutSection, "type">): Reviewed | undefined {
  const type = resolveSectionType(section.type);
  if (type) {
    const definition = getSectionDefinition(type);
    return { kind: "type", type, label: definition.label, definition };
  }
  const family = rendererFamilyOf(section.type);
  if (!family || family === "basic") return undefined;
  if (family in FAMILY_TYPES) {
    const palette = FAMILY_TYPES[family as keyof typeof FAMILY_TYPES];
    // A family alias keeps its own name ("Services"), as the owner reads it on the page.
    return {
      kind: "type",
      type: palette,
      label: titleCase(section.type),
      definition: getSectionDefinition(palette),
    };
  }
  const facts = FAMILY_CONTENT[family as OwnFamily];
  return { kind: "family", family: family as OwnFamily, label: facts.label, facts };
}

function isEmpty(reviewed: Reviewed, raw: unknown): boolean {
  if (reviewed.kind === "family") {
    return lacks(reviewed.facts.needs, reviewed.facts.normalize(raw) as Record<string, unknown>);
  }
  const { definition } = reviewed;
  const props = definition.normalize(raw);
  return definition.needs
    ? lacks(definition.needs, props)
    : allFieldsBlank(definition.fields, props);
}

/**
 * True when a section has none of the content it needs (its definition's `needs`, or every
 * content field blank), so visitors would see an empty block. A product grid is judged with
 * the catalogue (`unfinishedBlocks`), and sections of unknown types never are.
 */
export function isEmptyBlock(section: Pick<LayoutSection, "type" | "props">): boolean {
  const reviewed = reviewedAs(section);
  if (!reviewed || (reviewed.kind === "type" && reviewed.type === "collection")) return false;
  return isEmpty(reviewed, section.props);
}

/**
 * Every block of the pages that is not ready to go live, in page order: sample content the
 * AI wrote, blocks without the content they need, and product grids with no product to show
 * (no chosen product and none published).
 */
export function unfinishedBlocks(
  site: SiteWithParts,
  catalogue: { hasPublishedProducts: boolean },
): UnfinishedBlock[] {
  const blocks: UnfinishedBlock[] = [];
  // The site's header and footer once, on the first page that shows them.
  const seen = new Set<string>();
  for (const page of site.pages) {
    for (const section of pageSectionsOf(site, page)) {
      if (seen.has(section.id)) continue;
      seen.add(section.id);
      const reviewed = reviewedAs(section);
      if (!reviewed) continue;
      const block = { page: page.name, sectionId: section.id, label: reviewed.label };
      if (hasSampleContent(section.props)) blocks.push({ ...block, reason: "sample" });
      if (reviewed.kind === "type" && reviewed.type === "collection") {
        const items = reviewed.definition.normalize(section.props).items;
        const hasChosen = Array.isArray(items) && items.length > 0;
        if (!hasChosen && !catalogue.hasPublishedProducts)
          blocks.push({ ...block, reason: "no_products" });
      } else if (isEmpty(reviewed, section.props)) {
        blocks.push({ ...block, reason: "empty" });
      }
    }
  }
  return blocks;
}
