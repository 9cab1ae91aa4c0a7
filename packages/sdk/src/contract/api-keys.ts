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
