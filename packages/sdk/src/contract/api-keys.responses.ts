import { z } from "zod";

/**
 * The answers of the API key routes: the zod schemas of their `data`, and their types. They live
 * apart from the request schemas and texts so that a browser, which needs only their types,
 * never evaluates them; the route table (routes.ts) imports the values.
 */

/** An API key as lists show it: never the key itself, which is shown once at creation. */
export const ApiKeyDto = z.object({
  _id: z.string(),
  name: z.string(),
  /** The key's first characters, e.g. sw_live_Ab12Cd34, to recognise it. */
  prefix: z.string(),
  teamId: z.string(),
  createdBy: z.object({ _id: z.string(), name: z.string() }),
  createdAt: z.string(),
  /** When the key last authenticated a request (kept to the minute), or null. */
  lastUsedAt: z.string().nullable(),
});
export type ApiKeyDto = z.infer<typeof ApiKeyDto>;

/** data of GET /teams/{id}/api-keys: the team's active keys, newest first. */
export const ApiKeyListResult = z.object({ apiKeys: z.array(ApiKeyDto) });
export type ApiKeyListResult = z.infer<typeof ApiKeyListResult>;

/** data of POST /teams/{id}/api-keys: the new key's details and, this once, the key itself. */
export const CreateApiKeyResult = z.object({
  apiKey: ApiKeyDto,
  key: z.string().describe("The secret key; it is never shown again"),
});
export type CreateApiKeyResult = z.infer<typeof CreateApiKeyResult>;

/** data of DELETE /teams/{id}/api-keys/{keyId}. */
export const RevokeApiKeyResult = z.object({ revoked: z.literal(true) });
export type RevokeApiKeyResult = z.infer<typeof RevokeApiKeyResult>;
