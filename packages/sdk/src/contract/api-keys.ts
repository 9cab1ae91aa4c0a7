import { z } from "zod";

/** Every API key starts with this, so the server tells keys from session tokens at a glance. */
export const API_KEY_PREFIX = "sw_live_";

/** How many characters of a key (after the prefix) lists show, to tell keys apart. */
export const API_KEY_VISIBLE_CHARS = 8;

/** A key's name is at most this long. */
export const API_KEY_NAME_MAX = 80;

/** Texts of API key management (PRODUCT.md §2 "Organization settings"). */
export const API_KEY_MESSAGES = {
  nameRequired: "Give the key a name, such as “CI import”",
  nameTooLong: `A key name is at most ${API_KEY_NAME_MAX} characters`,
  keyNotFound: "API key not found",
  notManager: "Only owners and admins can manage API keys",
  notWithKey: "API keys cannot manage API keys. Sign in to the dashboard to do that.",
} as const;

/** POST /teams/{id}/api-keys body. */
export const CreateApiKeyBody = z.object({
  name: z
    .string({ error: API_KEY_MESSAGES.nameRequired })
    .max(API_KEY_NAME_MAX, { error: API_KEY_MESSAGES.nameTooLong })
    .transform((s) => s.trim())
    .refine((s) => s.length > 0, { error: API_KEY_MESSAGES.nameRequired })
    .describe("A label for the key, e.g. where it is used"),
});
export type CreateApiKeyBody = z.input<typeof CreateApiKeyBody>;

/** Path parameters of DELETE /teams/{id}/api-keys/{keyId}. */
export const TeamApiKeyParams = z.object({
  id: z.string().max(64),
  keyId: z.string().max(64),
});

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
