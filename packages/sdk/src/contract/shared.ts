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
