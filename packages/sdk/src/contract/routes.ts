import type { z } from "zod";
import type { ApiTag } from "./api-reference.js";
import type { ErrorCode } from "./errors.js";
import { AiPromptBody } from "./ai.js";
import { AnalyticsQuery } from "./analytics.js";
import { AnalyticsResult } from "./analytics.responses.js";
import {
  CartDiscountBody,
  CartShippingQuery,
  DiscountBody,
  DiscountParams,
  DiscountUpdateBody,
  ShippingTaxesBody,
} from "./checkout-settings.js";
import {
  CartShippingResult,
  DiscountListResult,
  DiscountResult,
  ShippingTaxesResult,
} from "./checkout-settings.responses.js";
import {
  CancelOrderBody,
  CartItemBody,
  CartLineBody,
  CheckoutBody,
  ExportOrdersQuery,
  FulfilOrderBody,
  ListOrdersQuery,
  OrderParams,
  PaymentSettingsBody,
  PaymentWebhookParams,
  RefundOrderBody,
  ResendOrderEmailBody,
  SiteCartLineParams,
  SiteCartParams,
  SiteOrderParams,
  SiteSlugParams,
} from "./commerce.js";
import {
  CartResult,
  CheckoutResult,
  OrderListResult,
  OrderResult,
  PaymentSettingsResult,
  PaymentWebhookResult,
  PublicOrderResult,
  ResendOrderEmailResult,
} from "./commerce.responses.js";
import { AiMessagesResult, AiPromptResult, DismissStyleStepResult } from "./ai.responses.js";
import {
  AiMessageParams,
  DRAFT_HISTORY_LIMIT,
  DraftVersionParams,
  RestoreDraftVersionBody,
} from "./draft-history.js";
import {
  DraftVersionListResult,
  RestoreDraftVersionResult,
  UndoAiTurnResult,
} from "./draft-history.responses.js";
import { CreateApiKeyBody, TeamApiKeyParams } from "./api-keys.js";
import { ApiKeyListResult, CreateApiKeyResult, RevokeApiKeyResult } from "./api-keys.responses.js";
import {
  ChangePasswordBody,
  LoginBody,
  LogoutBody,
  PasswordResetConfirmBody,
  PasswordResetRequestBody,
  RegisterBody,
} from "./auth.js";
import {
  AuthResult,
  LogoutResult,
  MeResult,
  PasswordResetConfirmResult,
  PasswordResetRequestResult,
} from "./auth.responses.js";
import { ChooseThemeBody, EditorUpdateBody, PreviewQuery } from "./editor.js";
import { EditorDataDto, EditorUpdateResult, StarterThemesResult } from "./editor.responses.js";
import { SiteAddressQuery } from "./launch.js";
import { ReadinessResult, SiteAddressResult } from "./launch.responses.js";
import { SetCurrentOrganizationBody } from "./organizations.js";
import { OrganizationsResult, SetCurrentOrganizationResult } from "./organizations.responses.js";
import {
  BulkProductsBody,
  CreateProductBody,
  ExportProductsQuery,
  ImportProductsQuery,
  ListProductsQuery,
  ProductIdParams,
  ProductStoreParams,
  UpdateProductBody,
} from "./products.js";
import {
  BulkResult,
  ImportProductsResult,
  ProductListResult,
  ProductResult,
} from "./products.responses.js";
import {
  DeployParams,
  ListFormSubmissionsQuery,
  PublishBody,
  SiteFormParams,
} from "./publishing.js";
import {
  ActivateDeployResult,
  DeployListResult,
  FormSubmissionListResult,
  FormSubmitResult,
  PublishResult,
} from "./publishing.responses.js";
import { Deleted, DeletedCount, Revoked } from "./shared.js";
import { CreateStoreBody, StoreIdParams, UpdateStoreBody } from "./stores.js";
import { StoreListResult, StoreResult } from "./stores.responses.js";
import {
  AcceptInviteBody,
  CreateInviteBody,
  CreateTeamBody,
  LookupInviteQuery,
  TeamIdParams,
  TeamInviteParams,
  TeamMemberParams,
  TransferOwnershipBody,
  UpdateMemberBody,
  UpdateTeamBody,
} from "./teams.js";
import {
  CreateInviteResult,
  CreateTeamResult,
  DeleteTeamResult,
  InviteListResult,
  InviteLookupResult,
  MemberResult,
  MyTeamsResult,
  RemoveMemberResult,
  TeamMembersResult,
  TeamResult,
  TransferOwnershipResult,
} from "./teams.responses.js";
import { DeleteImagesBody, ImportImageUrlBody } from "./uploads.js";
import {
  UploadHealthResult,
  UploadedImageResult,
  UploadedImagesResult,
} from "./uploads.responses.js";
import {
  CreateWebhookBody,
  UpdateWebhookBody,
  WEBHOOK_LIMITS,
  WEBHOOK_SIGNATURE_HEADER,
  WebhookParams,
} from "./webhooks.js";
import {
  CreateWebhookResult,
  DeleteWebhookResult,
  TestWebhookResult,
  WebhookDeliveryListResult,
  WebhookListResult,
  WebhookResult,
  WebhookSecretResult,
} from "./webhooks.responses.js";

/** Who may call a route: anyone, or a signed-in user. */
export type Access = "public" | "user";

/**
 * What a signed-in caller must be, beyond signed in (the permission table, permissions.ts):
 * - `signed-in`: nothing more (their own account, their own new store or team);
 * - `store`: able to reach the store the request names (a member of its team, any role, or
 *   its creator; an API key of that team, acting with its creator's role). Members build:
 *   AI, editor, products, forms, preview. Ids of other stores in a body match nothing;
 * - `store-publish`: as `store`, but a member publishes only an approved store;
 * - `store-admin`: an owner or admin of the store (of its team; the creator of a personal
 *   store): settings, domain, moving it, approval, delete, webhooks. Members get 403;
 * - `team-member`: a member of the team in the path (any role; an API key of it);
 * - `team-admin`: an owner or admin of the team in the path (members and keys get 403);
 * - `team-owner`: an owner of the team in the path (admins, members and keys get 403).
 * The services enforce it, since they know the store or the team; the route declares it, so
 * the route inventory can hold every route to its row of the authorization matrix, whose
 * test proves each declaration against every kind of caller.
 */
export type Role =
  | "signed-in"
  | "store"
  | "store-publish"
  | "store-admin"
  | "team-member"
  | "team-admin"
  | "team-owner";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

export { API_ROOT } from "./transport.js";

/**
 * The `data` of a success as a zod schema; `html` for a page, `csv` for a file; `document`
 * for an answer without the envelope (the OpenAPI document itself).
 */
export type RouteResponse = z.ZodType | "html" | "csv" | "document";

/** A signed-in route says what its caller must be; a public one has no role. */
type AccessAndRole = { access: "public"; role?: never } | { access: "user"; role: Role };

/**
 * One route of the API: what the server registers and validates, what the client calls and
 * what the reference says, in one place.
 */
export type RouteDef = AccessAndRole & {
  method: HttpMethod;
  /** The path as the server registers it, `:name` for a path parameter. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body. */
  body?: z.ZodType;
  response: RouteResponse;
  /** HTTP status of a success; 200 unless said. */
  status?: number;
  /** A request body sent as is, not JSON (a CSV file). */
  rawBody?: "text/csv";
  /** Multipart fields of an upload route: one file or several. */
  multipart?: Record<string, "file" | "files">;
  /** Codes this route answers with, beyond those every route of its kind may answer. */
  errors?: readonly ErrorCode[];
  tag: ApiTag;
  summary: string;
  description?: string;
};

const storeRoute = ["store_not_found"] satisfies ErrorCode[];
const teamRoute = ["team_not_found"] satisfies ErrorCode[];
const managerRoute = ["team_not_found", "insufficient_role"] satisfies ErrorCode[];
/** A store route held to the caller's role in the store (the permission table). */
const storeAdminRoute = ["store_not_found", "insufficient_role"] satisfies ErrorCode[];

/**
 * Every API route, once: method, path, access and role, the zod schemas of its input and of
 * its answer's `data`, and its reference text. The server registers each entry
 * (`defineRoute`), the client calls it, and the OpenAPI document is built from it; a test
 * fails when an entry has no route or a route has no entry.
 */
export const ROUTES = {
  register: {
    method: "POST",
    path: "/api/auth/register",
    access: "public",
    body: RegisterBody,
    status: 201,
    tag: "Auth",
    summary: "Register",
    description: "Creates an account and answers a session token valid for 7 days.",
    response: AuthResult,
    errors: ["email_taken", "registration_invite_only", "rate_limited"],
  },
  login: {
    method: "POST",
    path: "/api/auth/login",
    access: "public",
    body: LoginBody,
    tag: "Auth",
    summary: "Sign in",
    description:
      "Answers a session token valid for 7 days. Attempts are limited per IP address and minute, " +
      "and failed ones per account and 15 minutes from any address (an address the account " +
      "signed in from keeps a budget of its own): past either, 429 with Retry-After.",
    response: AuthResult,
    errors: ["invalid_credentials", "rate_limited"],
  },
  logout: {
    method: "POST",
    path: "/api/auth/logout",
    access: "user",
    role: "signed-in",
    body: LogoutBody,
    tag: "Auth",
    summary: "Sign out",
    description:
      "Ends every session of the user: each session token issued so far answers 401 from the " +
      "next request on. API keys are not affected (revoke them on their own); a key answers 403.",
    response: LogoutResult,
    errors: ["insufficient_role"],
  },
  changePassword: {
    method: "POST",
    path: "/api/auth/password",
    access: "user",
    role: "signed-in",
    body: ChangePasswordBody,
    tag: "Auth",
    summary: "Change password",
    description:
      "Sets a new password (the sign-up rules) given the current one. Every other session is " +
      "signed out; the answer carries a fresh token for this one. API keys answer 403.",
    response: AuthResult,
    errors: ["wrong_password", "insufficient_role"],
  },
  requestPasswordReset: {
    method: "POST",
    path: "/api/auth/password-reset",
    access: "public",
    body: PasswordResetRequestBody,
    tag: "Auth",
    summary: "Ask for a password reset",
    description:
      "Emails a single-use link (valid 1 hour) to reset the account's password: over SMTP, or " +
      "kept in the outbox and the server log without SMTP_URL. The answer is the same whether " +
      "or not the email has an account. Limited per IP address and minute.",
    response: PasswordResetRequestResult,
    errors: ["rate_limited"],
  },
  resetPassword: {
    method: "POST",
    path: "/api/auth/password-reset/confirm",
    access: "public",
    body: PasswordResetConfirmBody,
    tag: "Auth",
    summary: "Reset the password",
    description:
      "Sets a new password with the token of a reset link, once; every session of the account " +
      "is signed out. A used, expired or unknown token answers reset_link_invalid.",
    response: PasswordResetConfirmResult,
    errors: ["reset_link_invalid", "rate_limited"],
  },
  me: {
    method: "GET",
    path: "/api/auth/me",
    access: "user",
    role: "signed-in",
    tag: "Auth",
    summary: "Current user",
    description:
      "The signed-in user (or an API key's creator) and their current organization (null: their personal space).",
    response: MeResult,
  },

  createStore: {
    method: "POST",
    path: "/api/store",
    access: "user",
    role: "signed-in",
    body: CreateStoreBody,
    status: 201,
    tag: "Stores",
    summary: "Create a store",
    description:
      "The store joins the caller's current organization (an API key's: its team); it starts pending approval.",
    response: StoreResult,
    errors: ["domain_taken"],
  },
  listStores: {
    method: "GET",
    path: "/api/store",
    access: "user",
    role: "signed-in",
    tag: "Stores",
    summary: "List stores",
    description:
      "The stores of the caller's current organization (an API key's: its team), newest first, without layouts; `site` is its live site (address and last publish) or null, apart from `approved`.",
    response: StoreListResult,
  },
  getStore: {
    method: "GET",
    path: "/api/store/:id",
    access: "user",
    role: "store",
    params: StoreIdParams,
    tag: "Stores",
    summary: "Get a store",
    response: StoreResult,
    errors: storeRoute,
  },
  updateStore: {
    method: "PUT",
    path: "/api/store/:id",
    access: "user",
    role: "store-admin",
    params: StoreIdParams,
    body: UpdateStoreBody,
    tag: "Stores",
    summary: "Update a store",
    description:
      "Any subset of name, domain, description, currency and locale; `teamId` moves the store to a team where the caller is an owner or admin, or (null) back to the personal space of its creator. Owners and admins of the store.",
    response: StoreResult,
    errors: [...storeAdminRoute, "domain_taken", "team_not_found"],
  },
  deleteStore: {
    method: "DELETE",
    path: "/api/store/:id",
    access: "user",
    role: "store-admin",
    params: StoreIdParams,
    tag: "Stores",
    summary: "Delete a store",
    description:
      "Deletes the store with its products, pages and published site. Owners and admins of the store.",
    response: Deleted,
    errors: storeAdminRoute,
  },
  approveStore: {
    method: "PUT",
    path: "/api/store/:id/approve",
    access: "user",
    role: "store-admin",
    params: StoreIdParams,
    tag: "Stores",
    summary: "Approve a store",
    description: "Marks the store active. Approval is one-way. Owners and admins of the store.",
    response: StoreResult,
    errors: storeAdminRoute,
  },
  storeReadiness: {
    method: "GET",
    path: "/api/store/:id/readiness",
    access: "user",
    role: "store",
    params: StoreIdParams,
    tag: "Stores",
    summary: "Pre-launch review",
    description:
      "What the store has (pages, products, approval, live site) and what is still unfinished: sample content, empty sections, draft products, missing contact or legal pages, each with where to fix it.",
    response: ReadinessResult,
    errors: storeRoute,
  },
  siteAddress: {
    method: "GET",
    path: "/api/launch/site-address",
    access: "user",
    role: "signed-in",
    query: SiteAddressQuery,
    tag: "Stores",
    summary: "Free site address",
    description:
      "The address {slug}.{SITES_DOMAIN} a store of this name would be published at (a close variant when that one is taken), before any domain is connected.",
    response: SiteAddressResult,
  },

  createProduct: {
    method: "POST",
    path: "/api/products",
    access: "user",
    role: "store",
    body: CreateProductBody,
    status: 201,
    tag: "Products",
    summary: "Create a product",
    response: ProductResult,
    errors: storeRoute,
  },
  listProducts: {
    method: "GET",
    path: "/api/products/:storeId",
    access: "user",
    role: "store",
    params: ProductStoreParams,
    query: ListProductsQuery,
    tag: "Products",
    summary: "List a store's products",
    description: "Paged, searchable and sortable; empty query values are ignored.",
    response: ProductListResult,
    errors: storeRoute,
  },
  getProduct: {
    method: "GET",
    path: "/api/products/item/:id",
    access: "user",
    role: "store",
    params: ProductIdParams,
    tag: "Products",
    summary: "Get a product",
    response: ProductResult,
    errors: ["product_not_found"],
  },
  updateProduct: {
    method: "PUT",
    path: "/api/products/:id",
    access: "user",
    role: "store",
    params: ProductIdParams,
    body: UpdateProductBody,
    tag: "Products",
    summary: "Update a product",
    description: "Inline edits send price and stock; the edit form sends every field.",
    response: ProductResult,
    errors: ["product_not_found"],
  },
  deleteProduct: {
    method: "DELETE",
    path: "/api/products/:id",
    access: "user",
    role: "store",
    params: ProductIdParams,
    tag: "Products",
    summary: "Delete a product",
    response: Deleted,
    errors: ["product_not_found"],
  },
  importProducts: {
    method: "POST",
    path: "/api/store/:id/products/import",
    access: "user",
    role: "store",
    params: StoreIdParams,
    query: ImportProductsQuery,
    tag: "Products",
    summary: "Import products from CSV",
    description:
      "Send the file as the request body (Content-Type: text/csv), in Shopify's product CSV format or the native one (handle,name,description,price,stock,status,images). Products are matched by handle: new ones are created, changed ones updated. With dryRun=true nothing changes and the answer says what would.",
    rawBody: "text/csv",
    response: ImportProductsResult,
    errors: [...storeRoute, "payload_too_large", "unsupported_media_type"],
  },
  exportProducts: {
    method: "GET",
    path: "/api/store/:id/products/export",
    access: "user",
    role: "store",
    params: StoreIdParams,
    query: ExportProductsQuery,
    tag: "Products",
    summary: "Export products as CSV",
    description: "Every product of the store, as a CSV download in the chosen format.",
    response: "csv",
    errors: storeRoute,
  },
  bulkProducts: {
    method: "POST",
    path: "/api/products/bulk",
    access: "user",
    role: "store",
    body: BulkProductsBody,
    tag: "Products",
    summary: "Bulk publish, unpublish or delete",
    description: "Ids outside the caller's stores are skipped; `matched` counts the rest.",
    response: BulkResult,
  },

  listThemes: {
    method: "GET",
    path: "/api/store/themes",
    access: "user",
    role: "signed-in",
    tag: "Editor",
    summary: "List starter themes",
    response: StarterThemesResult,
  },
  chooseTheme: {
    method: "POST",
    path: "/api/store/themes/choose",
    access: "user",
    role: "store",
    body: ChooseThemeBody,
    tag: "Editor",
    summary: "Apply a starter theme",
    response: StoreResult,
    errors: [...storeRoute, "theme_not_found"],
  },
  loadEditor: {
    method: "GET",
    path: "/api/store/:id/editor",
    access: "user",
    role: "store",
    params: StoreIdParams,
    tag: "Editor",
    summary: "Load the editor",
    description: "The layout, theme, products and a short-lived preview token.",
    response: EditorDataDto,
    errors: storeRoute,
  },
  saveEditor: {
    method: "POST",
    path: "/api/store/:id/editor-update",
    access: "user",
    role: "store",
    params: StoreIdParams,
    body: EditorUpdateBody,
    tag: "Editor",
    summary: "Save the layout and theme",
    description:
      "Send the version you loaded; a newer save answers stale_version. Without a version the save lands only on a store that has no layout yet (else version_required), unless the body says `overwrite: true` to replace the stored layout on purpose. A colour, font or size field that holds anything else answers validation_failed and saves nothing.",
    response: EditorUpdateResult,
    errors: [
      ...storeRoute,
      "stale_version",
      "version_required",
      "layout_too_large",
      "too_many_pages",
    ],
  },
  listDraftVersions: {
    method: "GET",
    path: "/api/store/:id/draft-versions",
    access: "user",
    role: "store",
    params: StoreIdParams,
    tag: "Editor",
    summary: "Draft history",
    description: `The draft's versions, newest first: every save, AI turn, starter theme, restore and undo, the newest ${DRAFT_HISTORY_LIMIT} per store.`,
    response: DraftVersionListResult,
    errors: storeRoute,
  },
  restoreDraftVersion: {
    method: "POST",
    path: "/api/store/:id/draft-versions/:versionId/restore",
    access: "user",
    role: "store",
    params: DraftVersionParams,
    body: RestoreDraftVersionBody,
    tag: "Editor",
    summary: "Restore a draft version",
    description:
      "Writes that version's layout and theme as a new draft version. Send the store version you loaded; a newer draft answers stale_version and nothing is written.",
    response: RestoreDraftVersionResult,
    errors: [...storeRoute, "draft_version_not_found", "stale_version"],
  },
  preview: {
    method: "GET",
    path: "/api/store/:id/preview",
    access: "public",
    params: StoreIdParams,
    query: PreviewQuery,
    tag: "Editor",
    summary: "HTML preview",
    description:
      "The saved draft rendered as a page, for the editor's frame. Authorized by the `token` query parameter from Load the editor, not by a bearer token.",
    response: "html",
    errors: storeRoute,
  },

  aiPrompt: {
    method: "POST",
    path: "/api/store/:id/ai-prompt",
    access: "user",
    role: "store",
    params: StoreIdParams,
    body: AiPromptBody,
    tag: "AI",
    summary: "Send a prompt",
    description: "Turns a prompt into site changes, saves them and answers the chat message.",
    response: AiPromptResult,
    errors: [...storeRoute, "ai_rate_limited", "prompt_in_progress"],
  },
  aiMessages: {
    method: "GET",
    path: "/api/store/:id/ai-messages",
    access: "user",
    role: "store",
    params: StoreIdParams,
    tag: "AI",
    summary: "Chat history",
    description: "The store's chat, oldest first.",
    response: AiMessagesResult,
    errors: storeRoute,
  },
  resetAiMessages: {
    method: "DELETE",
    path: "/api/store/:id/ai-messages",
    access: "user",
    role: "store",
    params: StoreIdParams,
    tag: "AI",
    summary: "Reset the chat",
    description: "Clears the chat; the site stays as it is.",
    response: DeletedCount,
    errors: storeRoute,
  },

  undoAiTurn: {
    method: "POST",
    path: "/api/store/:id/ai-messages/:messageId/undo",
    access: "user",
    role: "store",
    params: AiMessageParams,
    tag: "AI",
    summary: "Undo an AI turn",
    description:
      "Puts the draft back to how it was before that reply, as a new draft version. Refused with undo_unavailable when the draft changed after the reply (nothing is overwritten), when the reply changed nothing, or when it was already undone.",
    response: UndoAiTurnResult,
    errors: [...storeRoute, "message_not_found", "undo_unavailable", "prompt_in_progress"],
  },
  dismissStyleStep: {
    method: "DELETE",
    path: "/api/store/:id/ai-style-step",
    access: "user",
    role: "store",
    params: StoreIdParams,
    tag: "AI",
    summary: "Dismiss the style step",
    description: "Closes the theme-preview step offered after a whole-site generation.",
    response: DismissStyleStepResult,
    errors: storeRoute,
  },

  publish: {
    method: "POST",
    path: "/api/store/:id/publish",
    access: "user",
    role: "store-publish",
    params: StoreIdParams,
    body: PublishBody,
    tag: "Publishing",
    summary: "Publish",
    description:
      "Saves the layout if sent (with the same version rule as Save the layout and theme: send `version`, or `overwrite: true`), builds every page and makes the site live. Members publish only an approved store.",
    response: PublishResult,
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
  listDeploys: {
    method: "GET",
    path: "/api/store/:id/deploys",
    access: "user",
    role: "store",
    params: StoreIdParams,
    tag: "Publishing",
    summary: "List versions",
    description: "The site's versions, newest first, and its address.",
    response: DeployListResult,
    errors: storeRoute,
  },
  activateDeploy: {
    method: "POST",
    path: "/api/store/:id/deploys/:deployId/activate",
    access: "user",
    role: "store-publish",
    params: DeployParams,
    tag: "Publishing",
    summary: "Roll back to a version",
    response: ActivateDeployResult,
    errors: [...storeAdminRoute, "deploy_not_found", "publishing_unavailable"],
  },

  listFormSubmissions: {
    method: "GET",
    path: "/api/store/:id/forms",
    access: "user",
    role: "store",
    params: StoreIdParams,
    query: ListFormSubmissionsQuery,
    tag: "Storefront forms",
    summary: "List form submissions",
    description: "Newsletter, contact and other storefront submissions, newest first.",
    response: FormSubmissionListResult,
    errors: storeRoute,
  },
  submitForm: {
    method: "POST",
    path: "/api/sites/:slug/forms/:formType",
    access: "public",
    params: SiteFormParams,
    tag: "Storefront forms",
    summary: "Submit a storefront form",
    description:
      "Called by published sites, as JSON or url-encoded. Fields depend on the form: email (newsletter, waitlist, login), name and email (signup), name, email and message (contact).",
    response: FormSubmitResult,
    errors: ["site_not_found", "rate_limited"],
  },

  createTeam: {
    method: "POST",
    path: "/api/teams",
    access: "user",
    role: "signed-in",
    body: CreateTeamBody,
    status: 201,
    tag: "Teams",
    summary: "Create a team",
    description:
      "The caller becomes its owner and it becomes their current organization; the slug comes from the name. `moveStores` (true, or a list of store ids) moves the caller's personal stores into it.",
    response: CreateTeamResult,
  },
  transferOwnership: {
    method: "POST",
    path: "/api/teams/:id/transfer-ownership",
    access: "user",
    role: "team-owner",
    params: TeamIdParams,
    body: TransferOwnershipBody,
    tag: "Teams",
    summary: "Transfer ownership",
    description:
      "Owners only: the member becomes an owner and the caller an admin, so the team always keeps an owner.",
    response: TransferOwnershipResult,
    errors: [...managerRoute, "member_not_found"],
  },
  deleteTeam: {
    method: "DELETE",
    path: "/api/teams/:id",
    access: "user",
    role: "team-owner",
    params: TeamIdParams,
    tag: "Teams",
    summary: "Delete a team",
    description:
      "Owners only, and only once the team holds no stores (move or delete them first, so no work is lost). Its memberships, invites and API keys go with it; members whose current organization it was fall back to their personal space.",
    response: DeleteTeamResult,
    errors: [...managerRoute, "team_has_stores"],
  },
  listOrganizations: {
    method: "GET",
    path: "/api/organizations",
    access: "user",
    role: "signed-in",
    tag: "Teams",
    summary: "My organizations",
    description:
      "The caller's personal space and each team, with their role and store count, and which one is current: new stores, uploads and keys land there, and GET /api/store lists its stores.",
    response: OrganizationsResult,
  },
  setCurrentOrganization: {
    method: "PUT",
    path: "/api/organizations/current",
    access: "user",
    role: "signed-in",
    body: SetCurrentOrganizationBody,
    tag: "Teams",
    summary: "Switch organization",
    description:
      "Makes a team the caller belongs to (or, with null, their personal space) the current organization. Remembered per user; API keys always work in their own team.",
    response: SetCurrentOrganizationResult,
    errors: ["team_not_found", "insufficient_role"],
  },
  myTeams: {
    method: "GET",
    path: "/api/teams/my",
    access: "user",
    role: "signed-in",
    tag: "Teams",
    summary: "My teams",
    description: "The caller's teams, oldest membership first, with their role.",
    response: MyTeamsResult,
  },
  lookupInvite: {
    method: "GET",
    path: "/api/teams/invites/lookup",
    access: "public",
    query: LookupInviteQuery,
    tag: "Teams",
    summary: "Look up an invite",
    description: "What an invite link is for, before signing in.",
    response: InviteLookupResult,
    errors: ["invite_not_found", "invite_used", "invite_expired", "rate_limited"],
  },
  acceptInvite: {
    method: "POST",
    path: "/api/teams/invites/accept",
    access: "user",
    role: "signed-in",
    body: AcceptInviteBody,
    tag: "Teams",
    summary: "Accept an invite",
    response: TeamResult,
    errors: [
      "invite_not_found",
      "invite_used",
      "invite_expired",
      "invite_email_mismatch",
      "rate_limited",
    ],
  },
  getTeam: {
    method: "GET",
    path: "/api/teams/:id",
    access: "user",
    role: "team-member",
    params: TeamIdParams,
    tag: "Teams",
    summary: "Get a team",
    response: TeamResult,
    errors: teamRoute,
  },
  updateTeam: {
    method: "PUT",
    path: "/api/teams/:id",
    access: "user",
    role: "team-admin",
    params: TeamIdParams,
    body: UpdateTeamBody,
    tag: "Teams",
    summary: "Update a team",
    description: "Name, slug or the AI data-privacy setting. Owners and admins.",
    response: TeamResult,
    errors: [...managerRoute, "slug_taken"],
  },
  listMembers: {
    method: "GET",
    path: "/api/teams/:id/members",
    access: "user",
    role: "team-member",
    params: TeamIdParams,
    tag: "Teams",
    summary: "List members",
    response: TeamMembersResult,
    errors: teamRoute,
  },
  updateMember: {
    method: "PUT",
    path: "/api/teams/:id/members/:memberId",
    access: "user",
    role: "team-admin",
    params: TeamMemberParams,
    body: UpdateMemberBody,
    tag: "Teams",
    summary: "Change a member's role",
    description: "Owners and admins; only an owner changes or grants the owner role.",
    response: MemberResult,
    errors: [...managerRoute, "member_not_found", "last_owner"],
  },
  removeMember: {
    method: "DELETE",
    path: "/api/teams/:id/members/:memberId",
    access: "user",
    role: "team-admin",
    params: TeamMemberParams,
    tag: "Teams",
    summary: "Remove a member or leave",
    description: "With the caller's own id, leaves the team.",
    response: RemoveMemberResult,
    errors: [...managerRoute, "member_not_found", "last_owner"],
  },
  createInvite: {
    method: "POST",
    path: "/api/teams/:id/invites",
    access: "user",
    role: "team-admin",
    params: TeamIdParams,
    body: CreateInviteBody,
    status: 201,
    tag: "Teams",
    summary: "Invite a member",
    description: "Emails a 7-day link; without SMTP the link is answered to the inviter.",
    response: CreateInviteResult,
    errors: [...managerRoute, "already_member", "mail_failed", "rate_limited"],
  },
  listInvites: {
    method: "GET",
    path: "/api/teams/:id/invites",
    access: "user",
    role: "team-admin",
    params: TeamIdParams,
    tag: "Teams",
    summary: "List open invites",
    response: InviteListResult,
    errors: managerRoute,
  },
  revokeInvite: {
    method: "DELETE",
    path: "/api/teams/:id/invites/:inviteId",
    access: "user",
    role: "team-admin",
    params: TeamInviteParams,
    tag: "Teams",
    summary: "Revoke an invite",
    response: Revoked,
    errors: [...managerRoute, "invite_not_found"],
  },

  listApiKeys: {
    method: "GET",
    path: "/api/teams/:id/api-keys",
    access: "user",
    role: "team-admin",
    params: TeamIdParams,
    tag: "API keys",
    summary: "List API keys",
    description:
      "The team's active keys, newest first, never the keys themselves. Owners and admins, signed in (not with an API key).",
    response: ApiKeyListResult,
    errors: managerRoute,
  },
  createApiKey: {
    method: "POST",
    path: "/api/teams/:id/api-keys",
    access: "user",
    role: "team-admin",
    params: TeamIdParams,
    body: CreateApiKeyBody,
    status: 201,
    tag: "API keys",
    summary: "Create an API key",
    description:
      "Answers the key once; only its hash is kept. The key acts as its creator within the team and stops working when revoked or when the creator leaves the team.",
    response: CreateApiKeyResult,
    errors: managerRoute,
  },
  revokeApiKey: {
    method: "DELETE",
    path: "/api/teams/:id/api-keys/:keyId",
    access: "user",
    role: "team-admin",
    params: TeamApiKeyParams,
    tag: "API keys",
    summary: "Revoke an API key",
    description: "The key stops working at once.",
    response: RevokeApiKeyResult,
    errors: [...managerRoute, "api_key_not_found"],
  },

  listWebhooks: {
    method: "GET",
    path: "/api/store/:id/webhooks",
    access: "user",
    role: "store-admin",
    params: StoreIdParams,
    tag: "Webhooks",
    summary: "List webhook endpoints",
    description: "The store's endpoints, oldest first, without their secrets.",
    response: WebhookListResult,
    errors: storeAdminRoute,
  },
  createWebhook: {
    method: "POST",
    path: "/api/store/:id/webhooks",
    access: "user",
    role: "store-admin",
    params: StoreIdParams,
    body: CreateWebhookBody,
    status: 201,
    tag: "Webhooks",
    summary: "Add a webhook endpoint",
    description: `Answers the endpoint and its signing secret. Every delivery is a JSON POST of \`{ id, type, createdAt, storeId, data }\` with the header \`${WEBHOOK_SIGNATURE_HEADER}: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">\`; failed deliveries are retried with backoff, ${WEBHOOK_LIMITS.maxAttempts} attempts in about an hour. The address must be public unless the operator allows private ones.`,
    response: CreateWebhookResult,
    errors: [...storeAdminRoute, "url_not_allowed"],
  },
  updateWebhook: {
    method: "PUT",
    path: "/api/store/:id/webhooks/:webhookId",
    access: "user",
    role: "store-admin",
    params: WebhookParams,
    body: UpdateWebhookBody,
    tag: "Webhooks",
    summary: "Change a webhook endpoint",
    description:
      "Any of address, description, events and isEnabled; a disabled endpoint gets nothing.",
    response: WebhookResult,
    errors: [...storeAdminRoute, "webhook_not_found", "url_not_allowed"],
  },
  deleteWebhook: {
    method: "DELETE",
    path: "/api/store/:id/webhooks/:webhookId",
    access: "user",
    role: "store-admin",
    params: WebhookParams,
    tag: "Webhooks",
    summary: "Delete a webhook endpoint",
    description: "Pending deliveries and the delivery log go with it.",
    response: DeleteWebhookResult,
    errors: [...storeAdminRoute, "webhook_not_found"],
  },
  webhookSecret: {
    method: "GET",
    path: "/api/store/:id/webhooks/:webhookId/secret",
    access: "user",
    role: "store-admin",
    params: WebhookParams,
    tag: "Webhooks",
    summary: "Reveal the signing secret",
    response: WebhookSecretResult,
    errors: [...storeAdminRoute, "webhook_not_found"],
  },
  webhookDeliveries: {
    method: "GET",
    path: "/api/store/:id/webhooks/:webhookId/deliveries",
    access: "user",
    role: "store-admin",
    params: WebhookParams,
    tag: "Webhooks",
    summary: "Delivery log",
    description: `The endpoint's newest deliveries (at most ${WEBHOOK_LIMITS.keptDeliveries}), each with its attempts: status code, duration, error and the next attempt.`,
    response: WebhookDeliveryListResult,
    errors: [...storeAdminRoute, "webhook_not_found"],
  },
  testWebhook: {
    method: "POST",
    path: "/api/store/:id/webhooks/:webhookId/test",
    access: "user",
    role: "store-admin",
    params: WebhookParams,
    tag: "Webhooks",
    summary: "Send a test ping",
    description: "Sends one `ping` event now, not retried, and answers its outcome.",
    response: TestWebhookResult,
    errors: [...storeAdminRoute, "webhook_not_found", "url_not_allowed"],
  },

  createCart: {
    method: "POST",
    path: "/api/sites/:slug/carts",
    access: "public",
    params: SiteSlugParams,
    status: 201,
    tag: "Cart and checkout",
    summary: "Start a cart",
    description:
      "For a headless storefront of a published site. The answer's `id` is the cart's only key: keep it and send it with every call on the cart.",
    response: CartResult,
    errors: ["site_not_found", "rate_limited"],
  },
  getCart: {
    method: "GET",
    path: "/api/sites/:slug/carts/:cartId",
    access: "public",
    params: SiteCartParams,
    tag: "Cart and checkout",
    summary: "Read a cart",
    description: "Lines priced from the current catalogue, with the stock each product has now.",
    response: CartResult,
    errors: ["site_not_found", "cart_not_found"],
  },
  addCartItem: {
    method: "POST",
    path: "/api/sites/:slug/carts/:cartId/items",
    access: "public",
    params: SiteCartParams,
    body: CartItemBody,
    tag: "Cart and checkout",
    summary: "Add to a cart",
    description:
      "Adds units of a published product (to its line, if it has one). A sold-out product, or more units than are in stock, answers 409.",
    response: CartResult,
    errors: [
      "site_not_found",
      "cart_not_found",
      "product_unavailable",
      "out_of_stock",
      "rate_limited",
    ],
  },
  setCartLine: {
    method: "PUT",
    path: "/api/sites/:slug/carts/:cartId/items/:productId",
    access: "public",
    params: SiteCartLineParams,
    body: CartLineBody,
    tag: "Cart and checkout",
    summary: "Change a cart line",
    description: "Sets the line's quantity; 0 removes it.",
    response: CartResult,
    errors: [
      "site_not_found",
      "cart_not_found",
      "product_unavailable",
      "out_of_stock",
      "rate_limited",
    ],
  },
  applyCartDiscount: {
    method: "PUT",
    path: "/api/sites/:slug/carts/:cartId/discount",
    access: "public",
    params: SiteCartParams,
    body: CartDiscountBody,
    tag: "Cart and checkout",
    summary: "Apply a discount code",
    description:
      "Checked now and again at checkout: a code that does not apply answers 422 with the reason (unknown, not started, expired, used up, minimum not reached, no eligible product).",
    response: CartResult,
    errors: ["site_not_found", "cart_not_found", "discount_not_applicable", "rate_limited"],
  },
  removeCartDiscount: {
    method: "DELETE",
    path: "/api/sites/:slug/carts/:cartId/discount",
    access: "public",
    params: SiteCartParams,
    tag: "Cart and checkout",
    summary: "Remove the discount code",
    description: "Automatic discounts still apply.",
    response: CartResult,
    errors: ["site_not_found", "cart_not_found", "rate_limited"],
  },
  cartShipping: {
    method: "GET",
    path: "/api/sites/:slug/carts/:cartId/shipping",
    access: "public",
    params: SiteCartParams,
    query: CartShippingQuery,
    tag: "Cart and checkout",
    summary: "Shipping options and totals",
    description:
      "For an address's country (and region): each shipping option the store offers there, with the order's discount, tax and total if it is chosen. Checkout takes the option's `id` as `shippingRateId`.",
    response: CartShippingResult,
    errors: ["site_not_found", "cart_not_found", "shipping_unavailable"],
  },
  checkout: {
    method: "POST",
    path: "/api/sites/:slug/carts/:cartId/checkout",
    access: "public",
    params: SiteCartParams,
    body: CheckoutBody,
    status: 201,
    tag: "Cart and checkout",
    summary: "Place the order",
    description:
      "Prices, stock and totals come from the current catalogue, never from the request; stock is taken in the same transaction as the order, so a product is never sold twice. Answers the order (with its status `token`) and, for Stripe or PayPal, the provider's page to pay on.",
    response: CheckoutResult,
    errors: [
      "site_not_found",
      "cart_not_found",
      "cart_empty",
      "out_of_stock",
      "product_unavailable",
      "payment_method_unavailable",
      "payment_failed",
      "rate_limited",
    ],
  },
  getPublicOrder: {
    method: "GET",
    path: "/api/sites/:slug/orders/:token",
    access: "public",
    params: SiteOrderParams,
    tag: "Cart and checkout",
    summary: "Order status",
    description: "The order its token names, as its customer sees it.",
    response: PublicOrderResult,
    errors: ["site_not_found", "order_not_found"],
  },

  listOrders: {
    method: "GET",
    path: "/api/store/:id/orders",
    access: "user",
    role: "store",
    params: StoreIdParams,
    query: ListOrdersQuery,
    tag: "Orders",
    summary: "List orders",
    description:
      "Newest first. `q` finds an order by number, customer name or email; `status` filters; `counts` gives the orders per status.",
    response: OrderListResult,
    errors: storeRoute,
  },
  exportOrders: {
    method: "GET",
    path: "/api/store/:id/orders/export",
    access: "user",
    role: "store",
    params: StoreIdParams,
    query: ExportOrdersQuery,
    tag: "Orders",
    summary: "Export orders as CSV",
    description: "One row per order line, with the order's customer, address, status and totals.",
    response: "csv",
    errors: storeRoute,
  },
  getOrder: {
    method: "GET",
    path: "/api/store/:id/orders/:orderId",
    access: "user",
    role: "store",
    params: OrderParams,
    tag: "Orders",
    summary: "Read an order",
    description: "Lines, customer, address, payment, totals and the timeline.",
    response: OrderResult,
    errors: [...storeRoute, "order_not_found"],
  },
  markOrderPaid: {
    method: "POST",
    path: "/api/store/:id/orders/:orderId/paid",
    access: "user",
    role: "store",
    params: OrderParams,
    tag: "Orders",
    summary: "Mark an order paid",
    description: "For manual payments received (a bank transfer, cash): pending payment → paid.",
    response: OrderResult,
    errors: [...storeRoute, "order_not_found", "invalid_order_transition"],
  },
  fulfilOrder: {
    method: "POST",
    path: "/api/store/:id/orders/:orderId/fulfil",
    access: "user",
    role: "store",
    params: OrderParams,
    body: FulfilOrderBody,
    tag: "Orders",
    summary: "Fulfil an order",
    description:
      "paid → fulfilled, with an optional carrier and tracking link; the customer gets the shipping notice unless `notifyCustomer` is false.",
    response: OrderResult,
    errors: [...storeRoute, "order_not_found", "invalid_order_transition"],
  },
  cancelOrder: {
    method: "POST",
    path: "/api/store/:id/orders/:orderId/cancel",
    access: "user",
    role: "store",
    params: OrderParams,
    body: CancelOrderBody,
    tag: "Orders",
    summary: "Cancel an order",
    description:
      "An order not yet fulfilled. Its units go back in stock unless `restock` is false; money paid is refunded separately.",
    response: OrderResult,
    errors: [...storeRoute, "order_not_found", "invalid_order_transition"],
  },
  refundOrder: {
    method: "POST",
    path: "/api/store/:id/orders/:orderId/refund",
    access: "user",
    role: "store-admin",
    params: OrderParams,
    body: RefundOrderBody,
    tag: "Orders",
    summary: "Refund an order",
    description:
      "All that is left, or `amountMinor`. Stripe and PayPal payments are refunded through the provider; a manual one is recorded. A full refund puts the units back in stock unless `restock` is false.",
    response: OrderResult,
    errors: [
      ...storeAdminRoute,
      "order_not_found",
      "invalid_order_transition",
      "refund_too_large",
      "payment_failed",
    ],
  },
  resendOrderEmail: {
    method: "POST",
    path: "/api/store/:id/orders/:orderId/emails",
    access: "user",
    role: "store",
    params: OrderParams,
    body: ResendOrderEmailBody,
    tag: "Orders",
    summary: "Send an order email again",
    description: "The confirmation, or the shipping notice of a fulfilled order, to the customer.",
    response: ResendOrderEmailResult,
    errors: [...storeRoute, "order_not_found", "invalid_order_transition", "mail_failed"],
  },

  getAnalytics: {
    method: "GET",
    path: "/api/store/:id/analytics",
    access: "user",
    role: "store",
    params: StoreIdParams,
    query: AnalyticsQuery,
    tag: "Analytics",
    summary: "Read the store's analytics",
    description:
      "Visitors, page views, top pages, referrers, devices, countries, the funnel, orders, revenue and average order value for the days `from`–`to` (YYYY-MM-DD, UTC, both included; default the last 7 days, at most 366), the same for the range of equal length before, and a series per day (per hour for at most 2 days). Visits are counted on the server without cookies; orders come from the store's orders.",
    response: AnalyticsResult,
    errors: storeRoute,
  },
  exportAnalytics: {
    method: "GET",
    path: "/api/store/:id/analytics/export",
    access: "user",
    role: "store",
    params: StoreIdParams,
    query: AnalyticsQuery,
    tag: "Analytics",
    summary: "Export analytics as CSV",
    description:
      "The report's series as CSV: a row per day (per hour for at most 2 days) with visitors, page views, product views, adds to cart, checkouts, orders and revenue.",
    response: "csv",
    errors: storeRoute,
  },

  getPaymentSettings: {
    method: "GET",
    path: "/api/store/:id/payments",
    access: "user",
    role: "store-admin",
    params: StoreIdParams,
    tag: "Payments",
    summary: "Read payment settings",
    description: "Manual, Stripe and PayPal; secrets are answered masked, never whole.",
    response: PaymentSettingsResult,
    errors: storeAdminRoute,
  },
  updatePaymentSettings: {
    method: "PUT",
    path: "/api/store/:id/payments",
    access: "user",
    role: "store-admin",
    params: StoreIdParams,
    body: PaymentSettingsBody,
    tag: "Payments",
    summary: "Change payment settings",
    description:
      "Secrets are encrypted at rest; one left out keeps the saved value. At least one method stays on.",
    response: PaymentSettingsResult,
    errors: storeAdminRoute,
  },
  getShippingTaxes: {
    method: "GET",
    path: "/api/store/:id/shipping-taxes",
    access: "user",
    role: "store",
    params: StoreIdParams,
    tag: "Shipping, taxes and discounts",
    summary: "Read shipping and taxes",
    description:
      "Shipping zones with their rates, local pickup, tax rates, whether prices include tax, and the settings' `version`.",
    response: ShippingTaxesResult,
    errors: storeRoute,
  },
  updateShippingTaxes: {
    method: "PUT",
    path: "/api/store/:id/shipping-taxes",
    access: "user",
    role: "store-admin",
    params: StoreIdParams,
    body: ShippingTaxesBody,
    tag: "Shipping, taxes and discounts",
    summary: "Change shipping and taxes",
    description:
      "Replaces the whole settings at once. `version` must be the one read: settings changed since answer 409 `stale_version` and nothing changes.",
    response: ShippingTaxesResult,
    errors: [...storeAdminRoute, "stale_version"],
  },
  listDiscounts: {
    method: "GET",
    path: "/api/store/:id/discounts",
    access: "user",
    role: "store",
    params: StoreIdParams,
    tag: "Shipping, taxes and discounts",
    summary: "List discounts",
    description: "Codes and automatic discounts, newest first, with their use and status.",
    response: DiscountListResult,
    errors: storeRoute,
  },
  createDiscount: {
    method: "POST",
    path: "/api/store/:id/discounts",
    access: "user",
    role: "store",
    params: StoreIdParams,
    body: DiscountBody,
    status: 201,
    tag: "Shipping, taxes and discounts",
    summary: "Create a discount",
    description:
      "A code customers type (unique in the store, any case), or with `code: null` one applied automatically to every cart it fits.",
    response: DiscountResult,
    errors: [...storeRoute, "discount_code_taken"],
  },
  updateDiscount: {
    method: "PUT",
    path: "/api/store/:id/discounts/:discountId",
    access: "user",
    role: "store",
    params: DiscountParams,
    body: DiscountUpdateBody,
    tag: "Shipping, taxes and discounts",
    summary: "Change a discount",
    description: "`version` must be the one read (409 `stale_version` otherwise).",
    response: DiscountResult,
    errors: [...storeRoute, "discount_not_found", "discount_code_taken", "stale_version"],
  },
  deleteDiscount: {
    method: "DELETE",
    path: "/api/store/:id/discounts/:discountId",
    access: "user",
    role: "store",
    params: DiscountParams,
    tag: "Shipping, taxes and discounts",
    summary: "Delete a discount",
    description: "Orders placed with it keep what it took off.",
    response: DiscountResult,
    errors: [...storeRoute, "discount_not_found"],
  },
  stripeWebhook: {
    method: "POST",
    path: "/api/payments/stripe/:storeId/webhook",
    access: "public",
    params: PaymentWebhookParams,
    tag: "Payments",
    summary: "Stripe webhook",
    description:
      "Register this address in Stripe for `checkout.session.completed` and `checkout.session.expired`. Verified with the store's signing secret (`Stripe-Signature`); an event seen before changes nothing.",
    response: PaymentWebhookResult,
    errors: ["store_not_found", "webhook_signature_invalid"],
  },
  paypalWebhook: {
    method: "POST",
    path: "/api/payments/paypal/:storeId/webhook",
    access: "public",
    params: PaymentWebhookParams,
    tag: "Payments",
    summary: "PayPal webhook",
    description:
      "Register this address in PayPal for `CHECKOUT.ORDER.APPROVED` and `PAYMENT.CAPTURE.COMPLETED`. Verified through PayPal's verify-webhook-signature API with the store's webhook id; an event seen before changes nothing.",
    response: PaymentWebhookResult,
    errors: ["store_not_found", "webhook_signature_invalid"],
  },

  uploadImages: {
    method: "POST",
    path: "/api/upload/images",
    access: "user",
    role: "signed-in",
    status: 201,
    tag: "Uploads",
    summary: "Upload images",
    description: "Up to 10 JPEG, PNG, WebP or GIF images of at most 10 MB each.",
    multipart: { images: "files" },
    response: UploadedImagesResult,
    errors: [
      "too_many_files",
      "too_many_pixels",
      "undecodable_image",
      "payload_too_large",
      "unsupported_media_type",
      "upload_storage_unavailable",
    ],
  },
  uploadImage: {
    method: "POST",
    path: "/api/upload/single-image",
    access: "user",
    role: "signed-in",
    status: 201,
    tag: "Uploads",
    summary: "Upload one image",
    multipart: { image: "file" },
    response: UploadedImageResult,
    errors: [
      "too_many_pixels",
      "undecodable_image",
      "payload_too_large",
      "unsupported_media_type",
      "upload_storage_unavailable",
    ],
  },
  importImageUrl: {
    method: "POST",
    path: "/api/upload/image-url",
    access: "user",
    role: "signed-in",
    body: ImportImageUrlBody,
    status: 201,
    tag: "Uploads",
    summary: "Import an image from a URL",
    description:
      "The server fetches the address (http or https, a public address unless the operator allows private ones, at most 3 redirects, 10 s, 10 MB) and stores the image as an upload would: the type is read from the bytes, the image re-encoded without metadata.",
    response: UploadedImageResult,
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
  deleteImages: {
    method: "DELETE",
    path: "/api/upload/images",
    access: "user",
    role: "store",
    body: DeleteImagesBody,
    tag: "Uploads",
    summary: "Delete images",
    description: "Deletes the caller's uploads by url or public id.",
    response: DeletedCount,
  },
  uploadHealth: {
    method: "GET",
    path: "/api/upload/health",
    access: "public",
    tag: "Uploads",
    summary: "Upload storage health",
    response: UploadHealthResult,
    errors: ["upload_storage_unavailable"],
  },

  openApi: {
    method: "GET",
    path: "/api/openapi.json",
    access: "public",
    tag: "Reference",
    summary: "OpenAPI document",
    description: "This reference as OpenAPI 3.1, generated from the zod contract.",
    response: "document",
  },
} satisfies Record<string, RouteDef>;

/** The `data` a route answers, as its response schema types it. */
export type RouteData<R extends RouteDef> = R["response"] extends z.ZodType
  ? z.output<R["response"]>
  : never;

/** The name of a route in ROUTES. */
export type RouteName = keyof typeof ROUTES;
