import { z } from "zod";

/** A date-time on the wire: ISO 8601 text. */
export const date = z.string().describe("ISO 8601 date-time");

/** A JSON object whose keys the contract does not name. */
export const json = z.record(z.string(), z.unknown());

/** data of a delete answered without a count. */
export const Deleted = z.object({ deleted: z.literal(true) });
export type Deleted = z.infer<typeof Deleted>;

/** data of a delete of several rows: how many went. */
export const DeletedCount = z.object({ deleted: z.number().int() });
export type DeletedCount = z.infer<typeof DeletedCount>;

/** data of a revocation. */
export const Revoked = z.object({ revoked: z.literal(true) });
export type Revoked = z.infer<typeof Revoked>;

/** The largest number a PostgreSQL `integer` column holds; numbers bound for one stay within it. */
export const INT_COLUMN_MAX = 2_147_483_647;

/**
 * The version of a row (or a store's draft) a change was made on, sent back so the change never
 * lands on data the caller has not loaded (409 stale_version). Bounded like the column it is
 * compared with: a larger number answers 400, not a database error.
 */
export const loadedVersion = z.number().int().min(0).max(INT_COLUMN_MAX);

/** A page of a list, counted from 1; the highest page any list reaches is far below the cap. */
export const listPage = z.coerce.number().int().min(1).max(100_000);
