import { z } from "zod";
import { FORM_TYPES } from "./publishing.js";
import { date } from "./shared.js";

/**
 * The answers of the publishing and form routes: the zod schemas of their `data`, and their types. They live
 * apart from the request schemas and texts so that a browser, which needs only their types,
 * never evaluates them; the route table (routes.ts) imports the values.
 */

/** One immutable version of a published site. */
export const DeployDto = z.object({
  _id: z.string(),
  createdAt: date,
  /** True for the version the site's address serves now. */
  isLive: z.boolean(),
  /** The store version (layout save) it was built from. */
  storeVersion: z.number().int(),
  pageCount: z.number().int(),
  fileCount: z.number().int(),
  /** Uncompressed bytes of all its files. */
  bytes: z.number().int(),
});
export type DeployDto = z.infer<typeof DeployDto>;

/** data of POST /store/{id}/publish. */
export const PublishResult = z.object({
  /** PRODUCT.md §7: the live site's address. */
  url: z.string(),
  deploy: DeployDto,
  /** False when the same content was already deployed: that version is live again. */
  isNew: z.boolean(),
  /** The store version after the save that preceded the build. */
  version: z.number().int(),
});
export type PublishResult = z.infer<typeof PublishResult>;

/** data of GET /store/{id}/deploys: newest first. */
export const DeployListResult = z.object({
  /** The site's address, or null before the first publish. */
  url: z.string().nullable(),
  deploys: z.array(DeployDto),
});
export type DeployListResult = z.infer<typeof DeployListResult>;

/** data of POST /store/{id}/deploys/{deployId}/activate. */
export const ActivateDeployResult = z.object({ url: z.string(), deploy: DeployDto });
export type ActivateDeployResult = z.infer<typeof ActivateDeployResult>;

/** One stored storefront form submission. */
export const FormSubmissionDto = z.object({
  _id: z.string(),
  formType: z.enum(FORM_TYPES),
  fields: z.record(z.string(), z.string()),
  /** The site path the form was sent from, when the browser said. */
  pagePath: z.string().nullable(),
  createdAt: date,
});
export type FormSubmissionDto = z.infer<typeof FormSubmissionDto>;

/** data of GET /store/{id}/forms. */
export const FormSubmissionListResult = z.object({
  submissions: z.array(FormSubmissionDto),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type FormSubmissionListResult = z.infer<typeof FormSubmissionListResult>;

/** data of POST /sites/{slug}/forms/{formType} (asked for as JSON): the thank-you text. */
export const FormSubmitResult = z.object({ message: z.string() });
export type FormSubmitResult = z.infer<typeof FormSubmitResult>;
