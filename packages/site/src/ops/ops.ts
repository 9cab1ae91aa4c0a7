import { z } from "zod";
import { colorValue } from "../field-schemas.js";
import { LAYOUT_LIMITS, LayoutPage, SavedBlock, SECTION_DEVICES } from "../layout/layout.js";
import { SITE_PARTS } from "../layout/site-parts.js";
import { Theme } from "../theme/theme.js";

const PageName = z
  .string()
  .trim()
  .min(1, { error: "Page name is required" })
  .max(LAYOUT_LIMITS.pageNameLength)
  .describe("Name of a page, such as Home or About");
const SectionId = z
  .string()
  .min(1)
  .max(LAYOUT_LIMITS.sectionIdLength)
  .describe("Id of a section, such as hero-1");
const Props = z.record(z.string(), z.unknown());
const ListKey = z.string().min(1).max(40).describe("Name of the list prop, such as items or plans");
const ItemIndex = z.number().int().min(0).describe("Position in the list, 0 for the first item");

/**
 * Where a section goes: at the start or end of the page, `auto` by the fixed rank
 * of its type (navbar first, footer last), or before/after another section.
 */
export const Position = z.union([
  z.strictObject({ at: z.enum(["start", "end", "auto"]) }),
  z.strictObject({ before: SectionId }),
  z.strictObject({ after: SectionId }),
]);
/** Where a section goes. */
export type Position = z.infer<typeof Position>;

/** A section to create: a type and props over that type's defaults. */
export const NewSection = z.object({
  type: z
    .string()
    .min(1)
    .max(LAYOUT_LIMITS.sectionTypeLength)
    .describe("Section type such as hero or faq"),
  props: Props.describe("Props to set over the type's defaults").optional(),
});
/** A section to create. */
export type NewSection = z.infer<typeof NewSection>;

/** Colours of one section only ("dark theme footer" → the footer's colours). */
export const SectionStyle = z
  .object({
    bgColor: colorValue("Background colour of the section").optional(),
    textColor: colorValue("Text colour of the section").optional(),
  })
  .refine((style) => style.bgColor !== undefined || style.textColor !== undefined, {
    error: "Give a background or a text colour",
  });
/** Colours of one section. */
export type SectionStyle = z.infer<typeof SectionStyle>;

const token = (max: number, description: string) => z.string().max(max).describe(description);

/**
 * Theme tokens to change. Values are read leniently by `normalizeTheme` (repairs:
 * colour names → hex, "rounded" → lg), so they are plain strings here.
 */
export const ThemePatch = Theme.partial().extend({
  primaryColor: token(64, "Brand colour: #hex, rgb(), hsl() or a colour name").optional(),
  secondaryColor: token(64, "Second brand colour").optional(),
  accentColor: token(64, "Accent colour").optional(),
  backgroundColor: token(64, "Page background colour; empty follows the style preset").optional(),
  textColor: token(64, "Body text colour; empty picks readable ink").optional(),
  stylePreset: token(40, "gradient, bold, dark, glass or other").optional(),
  borderRadius: token(40, "none, sm, md, lg, xl, 2xl or pill").optional(),
  shadow: token(40, "none, soft, medium, elevated or dramatic").optional(),
  fonts: z
    .object({ heading: token(60, "Heading font"), body: token(60, "Body font") })
    .partial()
    .optional(),
});
/** Theme tokens to change. */
export type ThemePatch = z.infer<typeof ThemePatch>;

/**
 * The one language of site edits: produced by editor commands, the
 * offline composer and the LLM composer, applied by `applyOps`.
 */
export const Op = z.discriminatedUnion("op", [
  z.object({ op: z.literal("setTheme"), patch: ThemePatch }).describe("Change theme tokens"),
  z
    .object({ op: z.literal("setSiteName"), name: z.string().trim().min(1).max(100) })
    .describe("Rename the store's site"),
  z
    .object({
      op: z.literal("addPage"),
      page: z
        .object({
          name: PageName.optional().describe("Name of the page; omitted gives Page N"),
          description: LayoutPage.shape.description,
          sections: z.array(NewSection).max(LAYOUT_LIMITS.sectionsPerPage).optional(),
        })
        .default({}),
      after: PageName.optional().describe("Insert after this page; omitted adds at the end"),
    })
    .describe("Add a page"),
  z
    .object({ op: z.literal("renamePage"), from: PageName, to: PageName })
    .describe("Rename a page; links to it follow"),
  z
    .object({ op: z.literal("removePage"), name: PageName })
    .describe("Remove a page (never the last)"),
  z
    .object({
      op: z.literal("showSitePart"),
      page: PageName,
      part: z.enum(SITE_PARTS).describe("header: the site's navbar; footer: the site's footer"),
      show: z.boolean().describe("false hides it on this page only"),
    })
    .describe("Show or hide the site's header or footer on one page"),
  z
    .object({
      op: z.literal("replacePageSections"),
      page: PageName,
      sections: z.array(NewSection).max(LAYOUT_LIMITS.sectionsPerPage),
    })
    .describe("Replace all sections of a page (whole-page generation)"),
  z
    .object({
      op: z.literal("addSection"),
      page: PageName,
      section: NewSection,
      position: Position.default({ at: "auto" }),
    })
    .describe("Add a section to a page"),
  z
    .object({ op: z.literal("updateSection"), sectionId: SectionId, props: Props })
    .describe("Merge props into a section"),
  z
    .object({ op: z.literal("setSectionStyle"), sectionId: SectionId, style: SectionStyle })
    .describe("Set one section's background and text colours"),
  z
    .object({
      op: z.literal("setSectionVisibility"),
      sectionId: SectionId,
      hiddenOn: z
        .array(z.enum(SECTION_DEVICES))
        .max(SECTION_DEVICES.length)
        .describe("Devices to hide it on: mobile, tablet, desktop; [] shows it everywhere"),
    })
    .describe("Hide a section on some devices only (such as a wide banner on mobile)"),
  z.object({ op: z.literal("removeSection"), sectionId: SectionId }).describe("Remove a section"),
  z
    .object({ op: z.literal("moveSection"), sectionId: SectionId, position: Position })
    .describe("Move a section within its page"),
  z
    .object({ op: z.literal("duplicateSection"), sectionId: SectionId })
    .describe("Copy a section right after itself"),
  z
    .object({ op: z.literal("saveBlock"), sectionId: SectionId, name: SavedBlock.shape.name })
    .describe("Save a section for reuse; it becomes the block's first linked copy"),
  z
    .object({
      op: z.literal("insertBlock"),
      page: PageName,
      blockId: SavedBlock.shape.id,
      position: Position.default({ at: "auto" }),
    })
    .describe("Add a linked copy of a saved block to a page"),
  z
    .object({
      op: z.literal("renameBlock"),
      blockId: SavedBlock.shape.id,
      name: SavedBlock.shape.name,
    })
    .describe("Rename a saved block"),
  z
    .object({ op: z.literal("detachBlock"), sectionId: SectionId })
    .describe("Unlink a copy from its saved block: edits to it stay its own"),
  z
    .object({ op: z.literal("deleteBlock"), blockId: SavedBlock.shape.id })
    .describe("Delete a saved block; its copies stay, unlinked"),
  z
    .object({
      op: z.literal("addItem"),
      sectionId: SectionId,
      list: ListKey,
      item: z.union([Props, z.string().max(1000)]).describe("The new item"),
      index: ItemIndex.optional().describe("Insert at this position; omitted appends"),
    })
    .describe("Add an item to a list prop (faq items, features, plans …)"),
  z
    .object({
      op: z.literal("updateItem"),
      sectionId: SectionId,
      list: ListKey,
      index: ItemIndex,
      item: z.union([Props, z.string().max(1000)]).describe("Fields to merge into the item"),
    })
    .describe("Change an item of a list prop"),
  z
    .object({ op: z.literal("removeItem"), sectionId: SectionId, list: ListKey, index: ItemIndex })
    .describe("Remove an item of a list prop"),
]);
/** One site edit. */
export type Op = z.infer<typeof Op>;
/** One site edit as producers write it (defaults such as `position` may be left out). */
export type OpInput = z.input<typeof Op>;
/** The name of an operation. */
export type OpName = Op["op"];

/** Why an operation was refused; snake_case like the API's error codes. */
export const OP_REJECTION_CODES = [
  "invalid_op",
  "page_not_found",
  "page_name_taken",
  "page_limit_reached",
  "last_page_cannot_be_removed",
  "section_not_found",
  "anchor_not_found",
  "section_limit_reached",
  "card_limit_reached",
  "unknown_section_type",
  "invalid_props",
  "section_style_not_supported",
  "list_not_found",
  "item_not_found",
  "list_limit_reached",
  "op_failed",
] as const;
/** Why an operation was refused. */
export type OpRejectionCode = (typeof OP_REJECTION_CODES)[number];
