import { z } from "zod";
import { READINESS_KINDS } from "./launch.js";

/**
 * The answers of the launch routes: the zod schemas of their `data`, and their types. They live
 * apart from the request schemas and texts so that a browser, which needs only their types,
 * never evaluates them; the route table (routes.ts) imports the values.
 */

/** The live site of a store: its address and when its live version last changed. */
export const StoreSiteDto = z.object({
  url: z.string().describe("The published site's address"),
  publishedAt: z.string().describe("ISO 8601 date-time the live version last changed"),
});
export type StoreSiteDto = z.infer<typeof StoreSiteDto>;

/** Where an unfinished item is fixed: a page of the editor, a product, or the AI builder. */
export const ReadinessFix = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("editor"),
    page: z.string().optional(),
    /** The section to select on that page (its id). */
    section: z.string().optional(),
  }),
  z.object({ kind: z.literal("product"), productId: z.string() }),
  z.object({ kind: z.literal("builder") }),
]);
export type ReadinessFix = z.infer<typeof ReadinessFix>;

export const ReadinessItem = z.object({
  kind: z.enum(READINESS_KINDS),
  title: z.string(),
  detail: z.string(),
  fix: ReadinessFix,
});
export type ReadinessItem = z.infer<typeof ReadinessItem>;

export const ReadinessFacts = z.object({
  /** The store has a saved layout (the AI builder or the editor built its pages). */
  siteBuilt: z.boolean(),
  products: z.number().int(),
  publishedProducts: z.number().int(),
  approved: z.boolean(),
  site: StoreSiteDto.nullable(),
});
export type ReadinessFacts = z.infer<typeof ReadinessFacts>;

/** data of GET /store/{id}/readiness. */
export const ReadinessResult = z.object({
  facts: ReadinessFacts,
  items: z.array(ReadinessItem),
  /** Draft products beyond those listed in `items`. */
  moreDrafts: z.number().int(),
});
export type ReadinessResult = z.infer<typeof ReadinessResult>;

/** data of GET /launch/site-address: the free address a first publish would take. */
export const SiteAddressResult = z.object({
  url: z.string().nullable().describe("Null when the name gives no address label"),
});
export type SiteAddressResult = z.infer<typeof SiteAddressResult>;
