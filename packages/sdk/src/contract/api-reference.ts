import type { z } from "zod";
import { ApiKeyListResult, CreateApiKeyResult, RevokeApiKeyResult } from "./api-keys.js";
import { RESPONSES as R } from "./api-responses.js";
import { WEBHOOK_LIMITS, WEBHOOK_SIGNATURE_HEADER } from "./webhooks.js";
import type { ErrorCode } from "./errors.js";

/** Groups of the API reference, in the order /docs lists them, with one line each. */
export const API_TAGS = [
  {
    name: "Auth",
    description: "Register, sign in, sign out, read the current user, change or reset a password.",
  },
  { name: "Stores", description: "Create, read, update, approve and delete stores." },
  { name: "Products", description: "A store's catalogue: list, create, edit, bulk actions." },
  { name: "Editor", description: "The visual editor's layout, starter themes and preview." },
  { name: "AI", description: "The AI builder's prompt and chat history." },
  { name: "Publishing", description: "Publish a store, list its versions, roll back." },
  { name: "Storefront forms", description: "Forms of published sites and their submissions." },
  { name: "Teams", description: "Teams (organizations), members and invites." },
  { name: "API keys", description: "Bearer keys for scripts and integrations." },
  { name: "Webhooks", description: "Signed event notifications sent to your endpoints." },
  { name: "Uploads", description: "Product and site images." },
  { name: "Reference", description: "This document, for tools and code generators." },
] as const;
export type ApiTag = (typeof API_TAGS)[number]["name"];

/** What the reference says about one route, beside the schemas the server validates with. */
export interface RouteDoc {
  tag: ApiTag;
  summary: string;
  description?: string;
  /**
   * The `data` of a success; `html` for a page, `csv` for a file; `document` for an answer
   * without the envelope (the OpenAPI document itself).
   */
  response?: z.ZodType | "html" | "csv" | "document";
  /** A request body sent as is, not JSON (a CSV file). */
  rawBody?: "text/csv";
  /** Multipart fields of an upload route: one file or several. */
  multipart?: Record<string, "file" | "files">;
  /** Codes this route answers with, beyond those every route of its kind may answer. */
  errors?: ErrorCode[];
}

/**
 * The HTTP status each error code is answered with. Codes missing here are documented as 400;
 * a test checks every code of ERROR_CODES has its status.
 */
export const ERROR_STATUS: Partial<Record<ErrorCode, number>> = {
  validation_failed: 400,
  invalid_json: 400,
  too_many_pages: 400,
  too_many_sections: 400,
  too_many_files: 413,
  undecodable_image: 400,
  unauthorized: 401,
  invalid_credentials: 401,
  wrong_password: 400,
  reset_link_invalid: 400,
  registration_invite_only: 403,
  insufficient_role: 403,
  invite_email_mismatch: 403,
  store_not_found: 404,
  product_not_found: 404,
  theme_not_found: 404,
  upload_not_found: 404,
  deploy_not_found: 404,
  site_not_found: 404,
  team_not_found: 404,
  member_not_found: 404,
  invite_not_found: 404,
  api_key_not_found: 404,
  webhook_not_found: 404,
  url_not_allowed: 400,
  url_unreachable: 400,
  route_not_found: 404,
  email_taken: 409,
  domain_taken: 409,
  stale_version: 409,
  version_required: 409,
  layout_not_found: 409,
  invite_used: 409,
  slug_taken: 409,
  already_member: 409,
  last_owner: 409,
  team_has_stores: 409,
  prompt_in_progress: 409,
  invite_expired: 410,
  payload_too_large: 413,
  layout_too_large: 413,
  too_many_pixels: 413,
  unsupported_media_type: 415,
  invalid_project_name: 422,
  build_failed: 422,
  rate_limited: 429,
  ai_rate_limited: 429,
  internal_error: 500,
  mail_failed: 502,
  publishing_unavailable: 503,
  upload_storage_unavailable: 503,
  request_timeout: 408,
};

const storeRoute = ["store_not_found"] satisfies ErrorCode[];
const teamRoute = ["team_not_found"] satisfies ErrorCode[];
const managerRoute = ["team_not_found", "insufficient_role"] satisfies ErrorCode[];
/** A store route held to the caller's role in the store (the permission table). */
const storeAdminRoute = ["store_not_found", "insufficient_role"] satisfies ErrorCode[];

/**
 * The reference text of every API route, keyed by method and path exactly as the server
 * registers it. The OpenAPI document joins this with the route inventory (access and zod
 * schemas); a test fails when a route has no entry here or an entry has no route.
 */
export const ROUTE_DOCS: Record<string, RouteDoc> = {
  "POST /api/auth/register": {
    tag: "Auth",
    summary: "Register",
    description: "Creates an account and answers a session token valid for 7 days.",
    response: R.AuthResult,
    errors: ["email_taken", "registration_invite_only", "rate_limited"],
  },
  "POST /api/auth/login": {
    tag: "Auth",
    summary: "Sign in",
    description:
      "Answers a session token valid for 7 days. Attempts are limited per IP address and minute, " +
      "and failed ones per account and 15 minutes from any address (an address the account " +
      "signed in from keeps a budget of its own): past either, 429 with Retry-After.",
    response: R.AuthResult,
    errors: ["invalid_credentials", "rate_limited"],
  },
  "POST /api/auth/logout": {
    tag: "Auth",
    summary: "Sign out",
    description:
      "Ends every session of the user: each session token issued so far answers 401 from the " +
      "next request on. API keys are not affected (revoke them on their own); a key answers 403.",
    response: R.LogoutResult,
    errors: ["insufficient_role"],
  },
  "POST /api/auth/password": {
    tag: "Auth",
    summary: "Change password",
    description:
      "Sets a new password (the sign-up rules) given the current one. Every other session is " +
      "signed out; the answer carries a fresh token for this one. API keys answer 403.",
    response: R.AuthResult,
    errors: ["wrong_password", "insufficient_role"],
  },
  "POST /api/auth/password-reset": {
    tag: "Auth",
    summary: "Ask for a password reset",
    description:
      "Emails a single-use link (valid 1 hour) to reset the account's password: over SMTP, or " +
      "kept in the outbox and the server log without SMTP_URL. The answer is the same whether " +
      "or not the email has an account. Limited per IP address and minute.",
    response: R.PasswordResetRequestResult,
    errors: ["rate_limited"],
  },
  "POST /api/auth/password-reset/confirm": {
    tag: "Auth",
    summary: "Reset the password",
    description:
      "Sets a new password with the token of a reset link, once; every session of the account " +
      "is signed out. A used, expired or unknown token answers reset_link_invalid.",
    response: R.PasswordResetConfirmResult,
    errors: ["reset_link_invalid", "rate_limited"],
  },
  "GET /api/auth/me": {
    tag: "Auth",
    summary: "Current user",
    description:
      "The signed-in user (or an API key's creator) and their current organization (null: their personal space).",
    response: R.MeResult,
  },

  "POST /api/store": {
    tag: "Stores",
    summary: "Create a store",
    description:
      "The store joins the caller's current organization (an API key's: its team); it starts pending approval.",
    response: R.StoreResult,
    errors: ["domain_taken"],
  },
  "GET /api/store": {
    tag: "Stores",
    summary: "List stores",
    description:
      "The stores of the caller's current organization (an API key's: its team), newest first, without layouts; `site` is its live site (address and last publish) or null, apart from `approved`.",
    response: R.StoreListResult,
  },
  "GET /api/store/:id": {
    tag: "Stores",
    summary: "Get a store",
    response: R.StoreResult,
    errors: storeRoute,
  },
  "PUT /api/store/:id": {
    tag: "Stores",
    summary: "Update a store",
    description:
      "Any subset of name, domain, description, currency and locale; `teamId` moves the store to a team where the caller is an owner or admin, or (null) back to the personal space of its creator. Owners and admins of the store.",
    response: R.StoreResult,
    errors: [...storeAdminRoute, "domain_taken", "team_not_found"],
  },
  "DELETE /api/store/:id": {
    tag: "Stores",
    summary: "Delete a store",
    description:
      "Deletes the store with its products, pages and published site. Owners and admins of the store.",
    response: R.Deleted,
    errors: storeAdminRoute,
  },
  "PUT /api/store/:id/approve": {
    tag: "Stores",
    summary: "Approve a store",
    description: "Marks the store active. Approval is one-way. Owners and admins of the store.",
    response: R.StoreResult,
    errors: storeAdminRoute,
  },
  "GET /api/store/:id/readiness": {
    tag: "Stores",
    summary: "Pre-launch review",
    description:
      "What the store has (pages, products, approval, live site) and what is still unfinished: sample content, empty sections, draft products, missing contact or legal pages, each with where to fix it.",
    response: R.ReadinessResult,
    errors: storeRoute,
  },
  "GET /api/launch/site-address": {
    tag: "Stores",
    summary: "Free site address",
    description:
      "The address {slug}.{SITES_DOMAIN} a store of this name would be published at (a close variant when that one is taken), before any domain is connected.",
    response: R.SiteAddressResult,
  },

  "POST /api/products": {
    tag: "Products",
    summary: "Create a product",
    response: R.ProductResult,
    errors: storeRoute,
  },
  "GET /api/products/:storeId": {
    tag: "Products",
    summary: "List a store's products",
    description: "Paged, searchable and sortable; empty query values are ignored.",
    response: R.ProductListResult,
    errors: storeRoute,
  },
  "GET /api/products/item/:id": {
    tag: "Products",
    summary: "Get a product",
    response: R.ProductResult,
    errors: ["product_not_found"],
  },
  "PUT /api/products/:id": {
    tag: "Products",
    summary: "Update a product",
    description: "Inline edits send price and stock; the edit form sends every field.",
    response: R.ProductResult,
    errors: ["product_not_found"],
  },
  "DELETE /api/products/:id": {
    tag: "Products",
    summary: "Delete a product",
    response: R.Deleted,
    errors: ["product_not_found"],
  },
  "POST /api/store/:id/products/import": {
    tag: "Products",
    summary: "Import products from CSV",
    description:
      "Send the file as the request body (Content-Type: text/csv), in Shopify's product CSV format or the native one (handle,name,description,price,stock,status,images). Products are matched by handle: new ones are created, changed ones updated. With dryRun=true nothing changes and the answer says what would.",
    rawBody: "text/csv",
    response: R.ImportProductsResult,
    errors: [...storeRoute, "payload_too_large", "unsupported_media_type"],
  },
  "GET /api/store/:id/products/export": {
    tag: "Products",
    summary: "Export products as CSV",
    description: "Every product of the store, as a CSV download in the chosen format.",
    response: "csv",
    errors: storeRoute,
  },
  "POST /api/products/bulk": {
    tag: "Products",
    summary: "Bulk publish, unpublish or delete",
    description: "Ids outside the caller's stores are skipped; `matched` counts the rest.",
    response: R.BulkResult,
  },

  "GET /api/store/themes": {
    tag: "Editor",
    summary: "List starter themes",
    response: R.StarterThemesResult,
  },
  "POST /api/store/themes/choose": {
    tag: "Editor",
    summary: "Apply a starter theme",
    response: R.StoreResult,
    errors: [...storeRoute, "theme_not_found"],
  },
  "GET /api/store/:id/editor": {
    tag: "Editor",
    summary: "Load the editor",
    description: "The layout, theme, products and a short-lived preview token.",
    response: R.EditorDataDto,
    errors: storeRoute,
  },
  "POST /api/store/:id/editor-update": {
    tag: "Editor",
    summary: "Save the layout and theme",
    description:
      "Send the version you loaded; a newer save answers stale_version. Without a version the save lands only on a store that has no layout yet (else version_required), unless the body says `overwrite: true` to replace the stored layout on purpose. A colour, font or size field that holds anything else answers validation_failed and saves nothing.",
    response: R.EditorUpdateResult,
    errors: [
      ...storeRoute,
      "stale_version",
      "version_required",
      "layout_too_large",
      "too_many_pages",
    ],
  },
  "GET /api/store/:id/preview": {
    tag: "Editor",
    summary: "HTML preview",
    description:
      "The saved draft rendered as a page, for the editor's frame. Authorized by the `token` query parameter from Load the editor, not by a bearer token.",
    response: "html",
    errors: storeRoute,
  },

  "POST /api/store/:id/ai-prompt": {
    tag: "AI",
    summary: "Send a prompt",
    description: "Turns a prompt into site changes, saves them and answers the chat message.",
    response: R.AiPromptResult,
    errors: [...storeRoute, "ai_rate_limited", "prompt_in_progress"],
  },
  "GET /api/store/:id/ai-messages": {
    tag: "AI",
    summary: "Chat history",
    description: "The store's chat, oldest first.",
    response: R.AiMessagesResult,
    errors: storeRoute,
  },
  "DELETE /api/store/:id/ai-messages": {
    tag: "AI",
    summary: "Reset the chat",
    description: "Clears the chat; the site stays as it is.",
    response: R.DeletedCount,
    errors: storeRoute,
  },

  "DELETE /api/store/:id/ai-style-step": {
    tag: "AI",
    summary: "Dismiss the style step",
    description: "Closes the theme-preview step offered after a whole-site generation.",
    response: R.DismissStyleStepResult,
    errors: storeRoute,
  },

  "POST /api/store/:id/publish": {
    tag: "Publishing",
    summary: "Publish",
    description:
      "Saves the layout if sent (with the same version rule as Save the layout and theme: send `version`, or `overwrite: true`), builds every page and makes the site live. Members publish only an approved store.",
    response: R.PublishResult,
    errors: [
      ...storeAdminRoute,
      "stale_version",
      "version_required",
      "layout_not_found",
      "invalid_project_name",
      "build_failed",
      "publishing_unavailable",
    ],
  },
  "GET /api/store/:id/deploys": {
    tag: "Publishing",
    summary: "List versions",
    description: "The site's versions, newest first, and its address.",
    response: R.DeployListResult,
    errors: storeRoute,
  },
  "POST /api/store/:id/deploys/:deployId/activate": {
    tag: "Publishing",
    summary: "Roll back to a version",
    response: R.ActivateDeployResult,
    errors: [...storeAdminRoute, "deploy_not_found", "publishing_unavailable"],
  },

  "GET /api/store/:id/forms": {
    tag: "Storefront forms",
    summary: "List form submissions",
    description: "Newsletter, contact and other storefront submissions, newest first.",
    response: R.FormSubmissionListResult,
    errors: storeRoute,
  },
  "POST /api/sites/:slug/forms/:formType": {
    tag: "Storefront forms",
    summary: "Submit a storefront form",
    description:
      "Called by published sites, as JSON or url-encoded. Fields depend on the form: email (newsletter, waitlist, login), name and email (signup), name, email and message (contact).",
    response: R.FormSubmitResult,
    errors: ["site_not_found", "rate_limited"],
  },

  "POST /api/teams": {
    tag: "Teams",
    summary: "Create a team",
    description:
      "The caller becomes its owner and it becomes their current organization; the slug comes from the name. `moveStores` (true, or a list of store ids) moves the caller's personal stores into it.",
    response: R.TeamCreated,
  },
  "POST /api/teams/:id/transfer-ownership": {
    tag: "Teams",
    summary: "Transfer ownership",
    description:
      "Owners only: the member becomes an owner and the caller an admin, so the team always keeps an owner.",
    response: R.TransferOwnershipResult,
    errors: [...managerRoute, "member_not_found"],
  },
  "DELETE /api/teams/:id": {
    tag: "Teams",
    summary: "Delete a team",
    description:
      "Owners only, and only once the team holds no stores (move or delete them first, so no work is lost). Its memberships, invites and API keys go with it; members whose current organization it was fall back to their personal space.",
    response: R.TeamDeleted,
    errors: [...managerRoute, "team_has_stores"],
  },
  "GET /api/organizations": {
    tag: "Teams",
    summary: "My organizations",
    description:
      "The caller's personal space and each team, with their role and store count, and which one is current: new stores, uploads and keys land there, and GET /api/store lists its stores.",
    response: R.OrganizationsResult,
  },
  "PUT /api/organizations/current": {
    tag: "Teams",
    summary: "Switch organization",
    description:
      "Makes a team the caller belongs to (or, with null, their personal space) the current organization. Remembered per user; API keys always work in their own team.",
    response: R.SetCurrentOrganizationResult,
    errors: ["team_not_found", "insufficient_role"],
  },
  "GET /api/teams/my": {
    tag: "Teams",
    summary: "My teams",
    description: "The caller's teams, oldest membership first, with their role.",
    response: R.MyTeamsResult,
  },
  "GET /api/teams/invites/lookup": {
    tag: "Teams",
    summary: "Look up an invite",
    description: "What an invite link is for, before signing in.",
    response: R.InviteLookupResult,
    errors: ["invite_not_found", "invite_used", "invite_expired", "rate_limited"],
  },
  "POST /api/teams/invites/accept": {
    tag: "Teams",
    summary: "Accept an invite",
    response: R.TeamResult,
    errors: [
      "invite_not_found",
      "invite_used",
      "invite_expired",
      "invite_email_mismatch",
      "rate_limited",
    ],
  },
  "GET /api/teams/:id": {
    tag: "Teams",
    summary: "Get a team",
    response: R.TeamResult,
    errors: teamRoute,
  },
  "PUT /api/teams/:id": {
    tag: "Teams",
    summary: "Update a team",
    description: "Name, slug or the AI data-privacy setting. Owners and admins.",
    response: R.TeamResult,
    errors: [...managerRoute, "slug_taken"],
  },
  "GET /api/teams/:id/members": {
    tag: "Teams",
    summary: "List members",
    response: R.TeamMembersResult,
    errors: teamRoute,
  },
  "PUT /api/teams/:id/members/:memberId": {
    tag: "Teams",
    summary: "Change a member's role",
    description: "Owners and admins; only an owner changes or grants the owner role.",
    response: R.MemberResult,
    errors: [...managerRoute, "member_not_found", "last_owner"],
  },
  "DELETE /api/teams/:id/members/:memberId": {
    tag: "Teams",
    summary: "Remove a member or leave",
    description: "With the caller's own id, leaves the team.",
    response: R.RemoveMemberResult,
    errors: [...managerRoute, "member_not_found", "last_owner"],
  },
  "POST /api/teams/:id/invites": {
    tag: "Teams",
    summary: "Invite a member",
    description: "Emails a 7-day link; without SMTP the link is answered to the inviter.",
    response: R.CreateInviteResult,
    errors: [...managerRoute, "already_member", "mail_failed", "rate_limited"],
  },
  "GET /api/teams/:id/invites": {
    tag: "Teams",
    summary: "List open invites",
    response: R.InviteListResult,
    errors: managerRoute,
  },
  "DELETE /api/teams/:id/invites/:inviteId": {
    tag: "Teams",
    summary: "Revoke an invite",
    response: R.Revoked,
    errors: [...managerRoute, "invite_not_found"],
  },

  "GET /api/teams/:id/api-keys": {
    tag: "API keys",
    summary: "List API keys",
    description:
      "The team's active keys, newest first, never the keys themselves. Owners and admins, signed in (not with an API key).",
    response: ApiKeyListResult,
    errors: managerRoute,
  },
  "POST /api/teams/:id/api-keys": {
    tag: "API keys",
    summary: "Create an API key",
    description:
      "Answers the key once; only its hash is kept. The key acts as its creator within the team and stops working when revoked or when the creator leaves the team.",
    response: CreateApiKeyResult,
    errors: managerRoute,
  },
  "DELETE /api/teams/:id/api-keys/:keyId": {
    tag: "API keys",
    summary: "Revoke an API key",
    description: "The key stops working at once.",
    response: RevokeApiKeyResult,
    errors: [...managerRoute, "api_key_not_found"],
  },

  "GET /api/store/:id/webhooks": {
    tag: "Webhooks",
    summary: "List webhook endpoints",
    description: "The store's endpoints, oldest first, without their secrets.",
    response: R.WebhookListResult,
    errors: storeAdminRoute,
  },
  "POST /api/store/:id/webhooks": {
    tag: "Webhooks",
    summary: "Add a webhook endpoint",
    description: `Answers the endpoint and its signing secret. Every delivery is a JSON POST of \`{ id, type, createdAt, storeId, data }\` with the header \`${WEBHOOK_SIGNATURE_HEADER}: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">\`; failed deliveries are retried with backoff, ${WEBHOOK_LIMITS.maxAttempts} attempts in about an hour. The address must be public unless the operator allows private ones.`,
    response: R.CreateWebhookResult,
    errors: [...storeAdminRoute, "url_not_allowed"],
  },
  "PUT /api/store/:id/webhooks/:webhookId": {
    tag: "Webhooks",
    summary: "Change a webhook endpoint",
    description:
      "Any of address, description, events and isEnabled; a disabled endpoint gets nothing.",
    response: R.WebhookResult,
    errors: [...storeAdminRoute, "webhook_not_found", "url_not_allowed"],
  },
  "DELETE /api/store/:id/webhooks/:webhookId": {
    tag: "Webhooks",
    summary: "Delete a webhook endpoint",
    description: "Pending deliveries and the delivery log go with it.",
    response: R.DeleteWebhookResult,
    errors: [...storeAdminRoute, "webhook_not_found"],
  },
  "GET /api/store/:id/webhooks/:webhookId/secret": {
    tag: "Webhooks",
    summary: "Reveal the signing secret",
    response: R.WebhookSecretResult,
    errors: [...storeAdminRoute, "webhook_not_found"],
  },
  "GET /api/store/:id/webhooks/:webhookId/deliveries": {
    tag: "Webhooks",
    summary: "Delivery log",
    description: `The endpoint's newest deliveries (at most ${WEBHOOK_LIMITS.keptDeliveries}), each with its attempts: status code, duration, error and the next attempt.`,
    response: R.WebhookDeliveryListResult,
    errors: [...storeAdminRoute, "webhook_not_found"],
  },
  "POST /api/store/:id/webhooks/:webhookId/test": {
    tag: "Webhooks",
    summary: "Send a test ping",
    description: "Sends one `ping` event now, not retried, and answers its outcome.",
    response: R.TestWebhookResult,
    errors: [...storeAdminRoute, "webhook_not_found", "url_not_allowed"],
  },

  "POST /api/upload/images": {
    tag: "Uploads",
    summary: "Upload images",
    description: "Up to 10 JPEG, PNG, WebP or GIF images of at most 10 MB each.",
    multipart: { images: "files" },
    response: R.UploadedImagesResult,
    errors: [
      "too_many_files",
      "too_many_pixels",
      "undecodable_image",
      "payload_too_large",
      "unsupported_media_type",
      "upload_storage_unavailable",
    ],
  },
  "POST /api/upload/single-image": {
    tag: "Uploads",
    summary: "Upload one image",
    multipart: { image: "file" },
    response: R.UploadedImageResult,
    errors: [
      "too_many_pixels",
      "undecodable_image",
      "payload_too_large",
      "unsupported_media_type",
      "upload_storage_unavailable",
    ],
  },
  "POST /api/upload/image-url": {
    tag: "Uploads",
    summary: "Import an image from a URL",
    description:
      "The server fetches the address (http or https, a public address unless the operator allows private ones, at most 3 redirects, 10 s, 10 MB) and stores the image as an upload would: the type is read from the bytes, the image re-encoded without metadata.",
    response: R.UploadedImageResult,
    errors: [
      "url_not_allowed",
      "url_unreachable",
      "too_many_pixels",
      "undecodable_image",
      "payload_too_large",
      "unsupported_media_type",
      "upload_storage_unavailable",
    ],
  },
  "DELETE /api/upload/images": {
    tag: "Uploads",
    summary: "Delete images",
    description: "Deletes the caller's uploads by url or public id.",
    response: R.DeletedCount,
  },
  "GET /api/upload/health": {
    tag: "Uploads",
    summary: "Upload storage health",
    response: R.HealthResult,
    errors: ["upload_storage_unavailable"],
  },

  "GET /api/openapi.json": {
    tag: "Reference",
    summary: "OpenAPI document",
    description: "This reference as OpenAPI 3.1, generated from the zod contract.",
    response: "document",
  },
};
