/**
 * The site's data schemas alone (layout and theme), for packages that type what they send or
 * store with them but must not load renderers: zod schemas and their types, nothing of React.
 */
import { z } from "zod";
import { LayoutSection } from "./layout/layout.js";
import type { AnySectionDefinition } from "./sections/define-section.js";

export { LAYOUT_LIMITS, Layout, LayoutPage, LayoutSection } from "./layout/layout.js";
export { SEO_LIMITS } from "./seo/seo-limits.js";
export { MAX_LIST_ITEMS, TEXT_LIMITS } from "./field-schemas.js";
export { LAYOUT_CAP_MESSAGES } from "./layout/layout-cap-messages.js";
export {
  COLLECTION_SORTS,
  COLLECTION_SORT_LABELS,
  COLLECTION_SORT_SLUGS,
  type CollectionSort,
} from "./storefront/collection-sorts.js";
export {
  BORDER_RADII,
  FontName,
  SHADOWS,
  STYLE_PRESETS,
  Theme,
  type BorderRadius,
  type Shadow,
  type StylePreset,
} from "./theme/theme.js";

/** What a section type brings to a typed layout section: its name, label and props schema. */
export type SectionSchemaSource = Pick<AnySectionDefinition, "type" | "label" | "props">;

/**
 * A layout section as a document describes it, typed by the given section definitions (the
 * registry's `listSectionDefinitions()`; this entry never loads the registry, whose renderers
 * need React): one shape per type, `{ id, type: "<type>", props: <its props schema> }`, or, for
 * any other type name (a family alias such as "stats", a type this list lacks), the open shape
 * of `LayoutSection`. Stored props keep keys their schema does not name, so a props object is
 * open; read the schema as input (`io: "input"`) to keep it so. It describes layouts (the
 * OpenAPI document); nothing reads layouts with it (they are read with `normalizeLayout`).
 */
export function typedLayoutSection(definitions: readonly SectionSchemaSource[]) {
  const { id, type, props } = LayoutSection.shape;
  const typed = definitions.map((definition) =>
    z
      .strictObject({
        id,
        type: z.literal(definition.type),
        props: definition.props.describe(`Props of the ${definition.label} section`),
      })
      .describe(`${definition.label} section`),
  );
  const types = definitions.map((definition) => definition.type);
  const other = z
    .strictObject({
      id,
      type: type
        .refine((name) => !types.includes(name), { error: "This type has a shape of its own" })
        .meta({
          description: "Any other section type, such as stats; its props are kept as they are",
          not: { enum: types },
        }),
      props,
    })
    .describe("A section of a type without a schema of its own");
  return z.union([...typed, other]);
}

// The sample-content flag, read where layouts are reviewed (no registry needed).
export {
  hasSampleContent,
  isSampleItem,
  type UnfinishedBlock,
  type UnfinishedReason,
} from "./layout/unfinished-content.js";

// Money in minor units by currency: pure and tiny, so clients of the SDK format amounts as the
// product does.
export { formatMoney, fromMinor, minorDigits, minorToDecimal, toMinor } from "./money/money.js";

// The one slug rule. The browser fetches its transliteration tables once the page is idle:
// `loadSlugTables` resolves when `slugify` takes any script there (at once on the server).
export { loadSlugTables, slugify } from "./slug/slugify.js";
export { SEARCH_MAX_LENGTH } from "./storefront/search/search-limits.js";
