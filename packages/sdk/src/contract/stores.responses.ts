import { z } from "zod";
import { Layout } from "@shopwright/site/schema";
import { StoredThemeDto } from "./editor.responses.js";
import { StoreSiteDto } from "./launch.responses.js";
import { date } from "./shared.js";
import { TEAM_ROLES } from "./teams.js";

/**
 * The answers of the store routes: the zod schemas of their `data`, and their types. They live
 * apart from the request schemas and texts so that a browser, which needs only their types,
 * never evaluates them; the route table (routes.ts) imports the values.
 */

/** A store as the list shows it (no layout, to keep the dashboard fast). */
export const StoreSummaryDto = z.object({
  _id: z.string(),
  id: z.string(),
  storeName: z.string(),
  domain: z.string(),
  description: z.string().nullable(),
  approved: z.boolean(),
  currency: z.string(),
  locale: z.string(),
  teamId: z.string().nullable(),
  /** The caller's role in this store: its team role, or owner of a personal store. */
  role: z.enum(TEAM_ROLES),
  /** The live site (address, last publish), or null while nothing is published. */
  site: StoreSiteDto.nullable(),
  createdAt: date,
  updatedAt: date,
});
export type StoreSummaryDto = z.infer<typeof StoreSummaryDto>;

/** What a store that never saved a theme or layout answers in its place. */
const neverSaved = z.strictObject({}).describe("{} while the store has never saved one");

/** A store with its design documents (PRODUCT.md §3). */
export const StoreDto = StoreSummaryDto.extend({
  /** The theme as saved (every save writes it normalized), or {} before the first save. */
  theme: StoredThemeDto.or(neverSaved),
  /** The layout in its canonical form, or {} before the first save. */
  layout: Layout.or(neverSaved),
  htmlContent: z.string().nullable(),
  version: z.number().int(),
});
export type StoreDto = z.infer<typeof StoreDto>;

/** data of the routes that answer one store. */
export const StoreResult = z.object({ store: StoreDto });
export type StoreResult = z.infer<typeof StoreResult>;

/** data of GET /store: the current organization's stores, newest first. */
export const StoreListResult = z.object({ stores: z.array(StoreSummaryDto) });
export type StoreListResult = z.infer<typeof StoreListResult>;

/** data of DELETE /store/{id}: the store is deleted, and can be restored until then. */
export const StoreDeletedResult = z.object({
  deleted: z.literal(true),
  /** When its purge may begin: owners and admins can restore it until then. */
  restorableUntil: date,
});
export type StoreDeletedResult = z.infer<typeof StoreDeletedResult>;

/** A deleted store that can still be restored (docs/PRODUCT.md "Deleting and restoring a store"). */
export const DeletedStoreDto = z.object({
  id: z.string(),
  storeName: z.string(),
  domain: z.string(),
  teamId: z.string().nullable(),
  /** The caller's role in it: owners and admins may restore it. */
  role: z.enum(TEAM_ROLES),
  deletedAt: date,
  /** Who deleted it, when they still have an account. */
  deletedBy: z.string().nullable(),
  /** When its purge may begin: its products, pages, site and images are then gone for good. */
  restorableUntil: date,
});
export type DeletedStoreDto = z.infer<typeof DeletedStoreDto>;

/** data of GET /store/deleted: the current organization's restorable stores, newest first. */
export const DeletedStoreListResult = z.object({ stores: z.array(DeletedStoreDto) });
export type DeletedStoreListResult = z.infer<typeof DeletedStoreListResult>;
