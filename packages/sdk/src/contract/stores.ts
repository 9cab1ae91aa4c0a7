import { z } from "zod";
import { LIMITS, MESSAGES } from "./messages.js";

// One label of a host name: letters, digits and inner hyphens, at most 63 characters.
const HOST_NAME =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;

/** True for a BCP 47 language tag the runtime knows, such as en-US. */
export function isLocale(tag: string): boolean {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([tag]).length > 0;
  } catch {
    // supportedLocalesOf throws RangeError for a malformed tag.
    return false;
  }
}

/** Domains are stored trimmed and lower-cased (PRODUCT.md §3: lower-cased on input). */
export const normalizeDomain = (domain: string): string => domain.trim().toLowerCase();

/** True when the (already normalised) value is a host name such as mystore.com. */
export const isHostName = (domain: string): boolean => HOST_NAME.test(domain);

const domainField = z
  .string()
  .max(LIMITS.domain, { error: `Domain must be at most ${LIMITS.domain} characters` })
  .transform(normalizeDomain)
  .refine(isHostName, { error: MESSAGES.invalidDomain });

const description = z
  .string()
  .max(LIMITS.description, {
    error: `Description must be at most ${LIMITS.description} characters`,
  })
  .transform((s) => s.trim());

/** Texts of moving a store between organizations. */
export const STORE_MOVE_MESSAGES = {
  invalidTeamId: "teamId must be a team id, or null to make the store personal",
  targetNotManager: "You can only move a store to a team where you are an owner or admin",
  personalNotCreator: "Only the person who created this store can make it personal",
  notWithKey: "API keys cannot move stores. Sign in to the dashboard to do that.",
} as const;

/** POST /store body (PRODUCT.md §5: store name and domain required, description optional). */
export const CreateStoreBody = z
  .object({
    storeName: z.string({ error: MESSAGES.storeNameAndDomainRequired }).max(LIMITS.storeName, {
      error: `Store name must be at most ${LIMITS.storeName} characters`,
    }),
    domain: z.string({ error: MESSAGES.storeNameAndDomainRequired }),
    description: description.nullish(),
  })
  .superRefine((body, ctx) => {
    if (!body.storeName.trim() || !body.domain.trim()) {
      ctx.addIssue({ code: "custom", message: MESSAGES.storeNameAndDomainRequired });
    }
  })
  .pipe(
    z.object({
      storeName: z.string().transform((s) => s.trim()),
      domain: domainField,
      description: description.nullish().transform((d) => d || null),
    }),
  );
export type CreateStoreBody = z.input<typeof CreateStoreBody>;

/** PUT /store/{id} body: any subset of the editable store fields. */
export const UpdateStoreBody = z
  .object({
    storeName: z
      .string()
      .max(LIMITS.storeName, {
        error: `Store name must be at most ${LIMITS.storeName} characters`,
      })
      .transform((s) => s.trim())
      .refine((s) => s.length > 0, { error: MESSAGES.storeNameAndDomainRequired }),
    domain: domainField,
    description: description.nullable().transform((d) => d || null),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, { error: "Currency must be a three-letter code such as USD" }),
    locale: z.string().max(35).refine(isLocale, {
      error: "Locale must be a language tag such as en-US",
    }),
    /**
     * Moves the store: to a team where the caller is an owner or admin, or (null) back to the
     * personal space of the caller, who must have created it.
     */
    teamId: z.string({ error: STORE_MOVE_MESSAGES.invalidTeamId }).max(64).nullable(),
  })
  .partial();
export type UpdateStoreBody = z.input<typeof UpdateStoreBody>;

/** Path parameter of every /store/{id} route. */
export const StoreIdParams = z.object({ id: z.string().max(64) });
