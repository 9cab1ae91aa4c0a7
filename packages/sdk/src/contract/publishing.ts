import { z } from "zod";
import type { ErrorCode } from "./errors.js";
import { listPage, loadedVersion } from "./shared.js";

/** A size in megabytes (of 1,048,576 bytes), as the deploy limit's message names it. */
const megabytes = (bytes: number) => `${Number((bytes / 1024 / 1024).toFixed(1))} MB`;

/** PRODUCT.md §5 and §8: the publish texts the server and the editor share. */
export const PUBLISH_MESSAGES = {
  /** PRODUCT.md §5: Publish without a store id. */
  missingStoreId: "Store ID not found. Please save your store first.",
  /** PRODUCT.md §8: the alert is this prefix and one of the texts below. */
  alertPrefix: "Publishing failed: ",
  layoutNotFound: "Please save your store design first, then try publishing again.",
  invalidProjectName: "There was an issue with your store name format. Please try again.",
  serviceUnavailable: "Publishing service is temporarily unavailable. Please contact support.",
  buildFailed: "There was an issue building your store. Please check your design and try again.",
  networkError: "Connection error. Please check your internet connection and try again.",
  failed: "Publishing failed",
  deployNotFound: "There is no such version of this site",
  /** PRODUCT.md §8: a publish whose files come to more than the server's deploy limit. */
  deployTooLarge: (maxBytes: number) =>
    `This site is too large to publish: its pages come to more than ${megabytes(maxBytes)}, the most one version of a site may hold. Remove pages or sections, or show fewer products per page, then publish again.`,
} as const;

/**
 * PRODUCT.md §8: which publish text an error code stands for. Codes not listed (validation, stale
 * version …) show the server's own message; a failure without a response is `networkError`.
 */
export const PUBLISH_ERROR_TEXTS: Partial<Record<ErrorCode, string>> = {
  layout_not_found: PUBLISH_MESSAGES.layoutNotFound,
  invalid_project_name: PUBLISH_MESSAGES.invalidProjectName,
  publishing_unavailable: PUBLISH_MESSAGES.serviceUnavailable,
  build_failed: PUBLISH_MESSAGES.buildFailed,
};

/**
 * POST /store/{id}/publish body (PRODUCT.md §7 `{jsonLayout:{pages}}`). The layout is saved first
 * with the editor's rules (same normalisation, limits and version check as editor-update);
 * without one, the saved draft is published.
 */
export const PublishBody = z.object({
  jsonLayout: z
    .union([
      z.object({ pages: z.array(z.record(z.string(), z.unknown())) }).loose(),
      z.object({ sections: z.array(z.record(z.string(), z.unknown())) }).loose(),
    ])
    .optional(),
  theme: z.record(z.string(), z.unknown()).optional(),
  /** The store version the editor loaded; a stale one answers 409 like a save. */
  version: loadedVersion.min(1).optional(),
  /** With a layout and no version: replace the stored layout on purpose (as editor-update). */
  overwrite: z.boolean().optional(),
});
export type PublishBody = z.input<typeof PublishBody>;

/** Params of /store/{id}/deploys/{deployId}/activate. */
export const DeployParams = z.object({ id: z.string().max(64), deployId: z.string().max(64) });

/** The storefront forms that post to /api/sites/{slug}/forms/{formType}. */
export const FORM_TYPES = ["newsletter", "waitlist", "contact", "signup", "login"] as const;
/** A storefront form. */
export type FormType = (typeof FORM_TYPES)[number];

/** Caps of one storefront form submission. */
export const FORM_LIMITS = { name: 100, email: 254, message: 5000, bodyBytes: 16 * 1024 } as const;

/** Texts of storefront form answers. */
export const FORM_MESSAGES = {
  invalidEmail: "Please enter a valid email address",
  nameRequired: "Please enter your name",
  messageRequired: "Please enter a message",
  sent: "Thank you! We received your message.",
  subscribed: "Thank you! You're on the list.",
  accountsUnavailable: "Customer accounts are not available in this store yet.",
  unknownForm: "This site has no such form",
  tooLarge: "That is more than this form accepts. Please shorten your message.",
  notSent: "Your message could not be sent. Please try again.",
} as const;

const email = z
  .string({ error: FORM_MESSAGES.invalidEmail })
  .trim()
  .max(FORM_LIMITS.email, { error: FORM_MESSAGES.invalidEmail })
  .pipe(z.email({ error: FORM_MESSAGES.invalidEmail }));
const name = z
  .string({ error: FORM_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: FORM_MESSAGES.nameRequired })
  .max(FORM_LIMITS.name, { error: `Name must be at most ${FORM_LIMITS.name} characters` });

/**
 * The rule of each field a storefront form may accept. Which form accepts which fields, and
 * whether a post is kept, is the form section's own (`form` in its `@shopwright/site`
 * definition). Passwords of signup and login are never among them: a storefront has no
 * customer accounts, so no password is ever kept.
 */
export const FORM_FIELD_RULES = {
  name,
  email,
  message: z
    .string({ error: FORM_MESSAGES.messageRequired })
    .trim()
    .min(1, { error: FORM_MESSAGES.messageRequired })
    .max(FORM_LIMITS.message, {
      error: `Message must be at most ${FORM_LIMITS.message} characters`,
    }),
} as const;

/** Params of POST /api/sites/{slug}/forms/{formType}. */
export const SiteFormParams = z.object({
  slug: z.string().max(63),
  formType: z.enum(FORM_TYPES, { error: FORM_MESSAGES.unknownForm }),
});

/** GET /store/{id}/forms query. */
export const ListFormSubmissionsQuery = z.object({
  formType: z.enum(FORM_TYPES).optional().catch(undefined),
  page: listPage.catch(1).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .catch(20)
    .default(20)
    .transform((n) => Math.min(n, 100)),
});
export type ListFormSubmissionsQuery = z.input<typeof ListFormSubmissionsQuery>;
