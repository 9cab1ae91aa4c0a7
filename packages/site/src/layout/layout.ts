import { z } from "zod";
import { SEO_LIMITS } from "../seo/seo-limits.js";

/** Size limits of a layout, for the save route to enforce (413 or 400 beyond them). */
export const LAYOUT_LIMITS = {
  pages: 50,
  sectionsPerPage: 500,
  pageNameLength: 60,
  pageDescriptionLength: 300,
  sectionIdLength: 80,
  sectionTypeLength: 60,
  blocks: 50,
  blockNameLength: 60,
} as const;

/**
 * The widths a site is laid out for, by the width of the site itself (container queries on
 * `.sw-site`): mobile below 40rem (640 px), tablet from 40rem, desktop from 64rem (1024 px).
 */
export const SECTION_DEVICES = ["mobile", "tablet", "desktop"] as const;
/** A width a site is laid out for. */
export type SectionDevice = (typeof SECTION_DEVICES)[number];

/** One section of a page: a readable id (`hero-1`), a type and its props. */
export const LayoutSection = z.object({
  id: z
    .string()
    .min(1)
    .max(LAYOUT_LIMITS.sectionIdLength)
    .describe("Stable, readable id such as hero-1"),
  type: z
    .string()
    .min(1)
    .max(LAYOUT_LIMITS.sectionTypeLength)
    .describe("Section type such as hero, features or faq"),
  props: z.record(z.string(), z.unknown()).describe("The section's props"),
  hiddenOn: z
    .array(z.enum(SECTION_DEVICES))
    .max(SECTION_DEVICES.length - 1)
    .describe("Devices the section is hidden on; absent: shown on every device")
    .optional(),
  blockId: z
    .string()
    .min(1)
    .max(LAYOUT_LIMITS.sectionIdLength)
    .describe("The saved block this section is a copy of: editing one copy edits them all")
    .optional(),
});
/** One section of a page. */
export type LayoutSection = z.infer<typeof LayoutSection>;

/** One page: a unique name, its path and its sections in order. */
export const LayoutPage = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: "Page name is required" })
    .max(LAYOUT_LIMITS.pageNameLength, {
      error: `Page names are at most ${LAYOUT_LIMITS.pageNameLength} characters`,
    })
    .describe("Page name shown in the menu and page tabs, such as Home or About"),
  path: z
    .string()
    .regex(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/, { error: "Paths look like / or /about-us" })
    .describe("URL path of the page: / for the home page, else /page-name"),
  description: z
    .string()
    .max(LAYOUT_LIMITS.pageDescriptionLength)
    .describe("What the page is for (used as its meta description)")
    .optional(),
  seoTitle: z
    .string()
    .max(SEO_LIMITS.titleMax, {
      error: `Search titles are at most ${SEO_LIMITS.titleMax} characters`,
    })
    .describe("The owner's title for search results and shared links; empty: page name – site name")
    .optional(),
  seoDescription: z
    .string()
    .max(SEO_LIMITS.descriptionMax, {
      error: `Search descriptions are at most ${SEO_LIMITS.descriptionMax} characters`,
    })
    .describe("The owner's description for search results and shared links")
    .optional(),
  hideHeader: z.boolean().describe("True: this page does not show the site's header").optional(),
  hideFooter: z.boolean().describe("True: this page does not show the site's footer").optional(),
  sections: z.array(LayoutSection).max(LAYOUT_LIMITS.sectionsPerPage, {
    error: `A page holds at most ${LAYOUT_LIMITS.sectionsPerPage} sections`,
  }),
});
/** One page. */
export type LayoutPage = z.infer<typeof LayoutPage>;

/**
 * A section saved for reuse (docs/PRODUCT.md §3 "Saved blocks"): inserted anywhere as a copy
 * that stays linked (`blockId`), so editing one copy edits the block and every copy.
 */
export const SavedBlock = z.object({
  id: z.string().min(1).max(LAYOUT_LIMITS.sectionIdLength).describe("Readable id: block-1"),
  name: z
    .string()
    .trim()
    .min(1, { error: "A saved block needs a name" })
    .max(LAYOUT_LIMITS.blockNameLength, {
      error: `Block names are at most ${LAYOUT_LIMITS.blockNameLength} characters`,
    })
    .describe("The owner's name for it, such as Opening hours"),
  section: z.object({ type: LayoutSection.shape.type, props: LayoutSection.shape.props }),
});
/** A section saved for reuse. */
export type SavedBlock = z.infer<typeof SavedBlock>;

/**
 * A site's pages and its site-wide parts (PRODUCT.md §3 Layout, in its pages[] form): the
 * header (a navbar) above and the footer below every page's own sections, edited once; a
 * page may hide either (`layout/site-parts.ts`).
 */
export const Layout = z.object({
  pages: z
    .array(LayoutPage)
    .min(1, { error: "A site has at least one page" })
    .max(LAYOUT_LIMITS.pages, { error: `A site has at most ${LAYOUT_LIMITS.pages} pages` }),
  header: LayoutSection.describe("The site's header, a navbar shown on every page").optional(),
  footer: LayoutSection.describe("The site's footer, shown on every page").optional(),
  blocks: z
    .array(SavedBlock)
    .max(LAYOUT_LIMITS.blocks, { error: `A site saves at most ${LAYOUT_LIMITS.blocks} blocks` })
    .describe("Sections saved for reuse; a section with their id as blockId is a linked copy")
    .optional(),
});
/** A site's pages and site-wide parts. */
export type Layout = z.infer<typeof Layout>;
