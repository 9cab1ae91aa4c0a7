import type { z } from "zod";
import type { CreateApiKeyBody } from "./contract/api-keys.js";
import type { AiPromptBody, AiPromptStreamEvent } from "./contract/ai.js";
import type { AiPromptResult } from "./contract/ai.responses.js";
import type { AnalyticsQuery } from "./contract/analytics.js";
import type { AnalyticsReportDto } from "./contract/analytics.responses.js";
import type { ChangePasswordResult } from "./contract/auth.responses.js";
import type {
  ChangePasswordBody,
  LoginBody,
  PasswordResetConfirmBody,
  PasswordResetRequestBody,
  RegisterBody,
} from "./contract/auth.js";
import type {
  CancelOrderBody,
  CartItemBody,
  CheckoutBody,
  FulfilOrderBody,
  ListOrdersQuery,
  OrderStatus,
  PaymentSettingsBody,
  RefundOrderBody,
  ResendOrderEmailBody,
} from "./contract/commerce.js";
import type {
  CartDto,
  OrderDto,
  PaymentSettingsDto,
  PublicOrderDto,
} from "./contract/commerce.responses.js";
import type { ErrorCode } from "./contract/errors.js";
import type {
  CartShippingQuery,
  DiscountBody,
  DiscountUpdateBody,
  ShippingTaxesBody,
} from "./contract/checkout-settings.js";
import type { DiscountDto, ShippingTaxesDto } from "./contract/checkout-settings.responses.js";
import type {
  CollectionBody,
  CollectionPreviewBody,
  CollectionUpdateBody,
} from "./contract/collections.js";
import type {
  CollectionDetailResult,
  CollectionDto,
  CollectionPreviewResult,
} from "./contract/collections.responses.js";
import type { CreateWebhookBody, UpdateWebhookBody } from "./contract/webhooks.js";
import type { WebhookDeliveryDto, WebhookDto } from "./contract/webhooks.responses.js";
import { readEventStream } from "./event-stream.js";
import { API_ROOT, EVENT_STREAM_TYPE } from "./contract/transport.js";
import { ROUTE_PATHS } from "./contract/route-paths.js";
import type { HttpMethod, ROUTES, RouteData, RouteDef, RouteName } from "./contract/routes.js";
import type {
  BulkProductsBody,
  CreateProductBody,
  CsvFormat,
  ExportProductsQuery,
  ListProductsQuery,
  UpdateProductBody,
} from "./contract/products.js";
import type { ImportProductsResult } from "./contract/products.responses.js";
import type { DeleteImagesBody, ImportImageUrlBody } from "./contract/uploads.js";
import type { MediaAltBody, MediaListQuery } from "./contract/media.js";
import type { ChooseThemeBody, EditorUpdateBody } from "./contract/editor.js";
import type { RestoreDraftVersionBody } from "./contract/draft-history.js";
import type { ListFormSubmissionsQuery, PublishBody } from "./contract/publishing.js";
import type {
  AcceptInviteBody,
  CreateInviteBody,
  CreateTeamBody,
  TransferOwnershipBody,
  UpdateMemberBody,
  UpdateTeamBody,
} from "./contract/teams.js";
import type { SiteAddressQuery } from "./contract/launch.js";
import type { SetCurrentOrganizationBody } from "./contract/organizations.js";
import type { CreateStoreBody, UpdateStoreBody } from "./contract/stores.js";

/** PRODUCT.md §8: generic request failure texts. */
export const REQUEST_FAILED = "Request failed";
export const UNREADABLE_RESPONSE = "An error occurred";

/** Thrown for every failed call: the HTTP status, the API's code and its message. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    readonly status: number,
    message: string,
    readonly code?: ErrorCode,
    /** The response text, when the body was not the API's JSON (e.g. a proxy's error page). */
    readonly rawBody?: string,
  ) {
    super(message);
  }
}

/** What `ai.promptStream` reports while the prompt runs. */
export interface PromptStreamHandlers {
  /** Every event as it arrives, `done` and `error` included. */
  onEvent?: (event: AiPromptStreamEvent) => void;
  /** "thinking" starts a new reply draft (drop earlier text); "applying": the site is saving. */
  onStatus?: (status: Extract<AiPromptStreamEvent, { event: "status" }>["data"]) => void;
  /** More reply text for the current draft. */
  onDelta?: (text: string) => void;
  signal?: AbortSignal;
}

/** How a client finds its bearer token: a fixed string or a function read on every call. */
export type TokenSource = string | null | undefined | (() => string | null | undefined);

export interface ClientOptions {
  /** Where the API lives, e.g. http://localhost:3000/api. Defaults to /api (same origin). */
  baseUrl?: string;
  token?: TokenSource;
  fetch?: typeof globalThis.fetch;
}

/** What `call` sends to a route: its path parameters, query and JSON body, as the table types them. */
/** The route table's types; the client sends with `ROUTE_PATHS` alone (no schemas, no texts). */
type Routes = typeof ROUTES;
type RoutePath = (typeof ROUTE_PATHS)[RouteName];

type CallInput<R extends RouteDef> = {
  params?: SchemaInput<R, "params">;
  query?: SchemaInput<R, "query">;
  body?: SchemaInput<R, "body">;
};
type SchemaInput<R, K extends string> = R extends { [P in K]: infer S extends z.ZodType }
  ? z.input<S>
  : never;

/** Creates a typed client for the Shopwright REST API. */
export function createClient(options: ClientOptions = {}) {
  const baseUrl = (options.baseUrl ?? "/api").replace(/\/$/, "");
  // Looked up on every call, so a fetch installed later (tests, polyfills) is the one used.
  const doFetch: typeof globalThis.fetch = (input, init) =>
    (options.fetch ?? globalThis.fetch)(input, init);

  function currentToken(): string | null | undefined {
    return typeof options.token === "function" ? options.token() : options.token;
  }

  function headersFor(hasJsonBody: boolean): Record<string, string> {
    const headers: Record<string, string> = { accept: "application/json" };
    const token = currentToken();
    if (token) headers.authorization = `Bearer ${token}`;
    if (hasJsonBody) headers["content-type"] = "application/json";
    return headers;
  }

  async function send<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
    const isForm = typeof FormData !== "undefined" && body instanceof FormData;
    const response = await doFetch(`${baseUrl}${path}`, {
      method,
      headers: headersFor(body !== undefined && !isForm),
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    return unwrap<T>(response.status, response.ok, await response.text().catch(() => ""));
  }

  /**
   * Calls one route of the table: its path parameters filled from `params`, `query` as the
   * query string (empty values dropped), `body` as JSON; answers the envelope's `data`.
   */
  function call<K extends RouteName>(
    name: K,
    input: CallInput<Routes[K]> = {},
  ): Promise<RouteData<Routes[K]>> {
    const route = ROUTE_PATHS[name];
    const query = input.query ? queryString(input.query as Record<string, unknown>) : "";
    return send(route.method, `${pathOf(route, input.params)}${query}`, input.body);
  }

  /** Multipart upload with progress (0 to 1), through XMLHttpRequest where there is one. */
  function upload<K extends RouteName>(
    name: K,
    form: FormData,
    onProgress?: (fraction: number) => void,
  ): Promise<RouteData<Routes[K]>> {
    type T = RouteData<Routes[K]>;
    const route = ROUTE_PATHS[name];
    const path = pathOf(route);
    if (!onProgress || typeof XMLHttpRequest === "undefined")
      return send<T>(route.method, path, form);
    return new Promise<T>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(route.method, `${baseUrl}${path}`);
      for (const [name, value] of Object.entries(headersFor(false)))
        xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded / event.total);
      };
      xhr.onload = () => {
        try {
          resolve(unwrap<T>(xhr.status, xhr.status >= 200 && xhr.status < 300, xhr.responseText));
        } catch (error) {
          reject(error);
        }
      };
      xhr.onerror = () => reject(new ApiError(0, REQUEST_FAILED));
      xhr.send(form);
    });
  }

  /**
   * POST /store/{id}/ai-prompt as server-sent events: reports progress, resolves with the
   * same result as `ai.prompt`, throws ApiError for a refusal (plain JSON before the stream)
   * or an `error` event. A server that answers JSON instead is read as `ai.prompt` would.
   */
  async function promptStream(
    storeId: string,
    body: AiPromptBody,
    handlers: PromptStreamHandlers = {},
  ): Promise<AiPromptResult> {
    const route = ROUTE_PATHS.aiPrompt;
    const response = await doFetch(`${baseUrl}${pathOf(route, { id: storeId })}`, {
      method: route.method,
      headers: { ...headersFor(true), accept: `${EVENT_STREAM_TYPE}, application/json` },
      body: JSON.stringify(body),
      signal: handlers.signal,
    });
    const type = response.headers.get("content-type") ?? "";
    if (!response.ok || !type.startsWith(EVENT_STREAM_TYPE) || !response.body) {
      return unwrap<AiPromptResult>(
        response.status,
        response.ok,
        await response.text().catch(() => ""),
      );
    }
    let outcome: { result: AiPromptResult } | { error: ApiError } | undefined;
    await readEventStream(response.body, ({ event: name, data }) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(data);
      } catch {
        return;
      }
      const event = { event: name, data: parsed } as AiPromptStreamEvent;
      if (event.event === "status") handlers.onStatus?.(event.data);
      else if (event.event === "delta") handlers.onDelta?.(event.data.text);
      else if (event.event === "done") outcome = { result: event.data.data };
      else if (event.event === "error") {
        const { status, message, code } = event.data;
        outcome = { error: new ApiError(status, message || REQUEST_FAILED, code) };
      } else return;
      handlers.onEvent?.(event);
    });
    if (!outcome) throw new ApiError(0, REQUEST_FAILED);
    if ("error" in outcome) throw outcome.error;
    return outcome.result;
  }

  function unwrap<T>(status: number, ok: boolean, text: string): T {
    let payload: unknown;
    try {
      payload = JSON.parse(text);
    } catch {
      throw new ApiError(status, UNREADABLE_RESPONSE, undefined, text);
    }
    const envelope = (payload ?? {}) as {
      success?: boolean;
      data?: T;
      message?: string;
      code?: ErrorCode;
    };
    if (!ok || envelope.success === false) {
      throw new ApiError(status, envelope.message || REQUEST_FAILED, envelope.code);
    }
    return envelope.data as T;
  }

  /** PRODUCT.md §7: empty query values are dropped. */
  function queryString(query: Record<string, unknown>): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
    }
    const text = params.toString();
    return text ? `?${text}` : "";
  }

  function formOf(field: string, files: Blob[]): FormData {
    const form = new FormData();
    for (const file of files) form.append(field, file, (file as File).name ?? "image");
    return form;
  }

  /** A CSV download route: the file, and the name the server suggests for it. */
  async function downloadCsv(
    name: "exportProducts" | "exportOrders" | "exportAnalytics",
    params: Record<string, string>,
    query: Record<string, unknown>,
    fallbackName: string,
  ): Promise<{ filename: string; csv: Blob }> {
    const response = await doFetch(`${baseUrl}${pathOf(R[name], params)}${queryString(query)}`, {
      headers: { ...headersFor(false), accept: "text/csv, application/json" },
    });
    if (!response.ok) {
      return unwrap<never>(response.status, false, await response.text().catch(() => ""));
    }
    const disposition = response.headers.get("content-disposition") ?? "";
    const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
    return { filename, csv: await response.blob() };
  }

  const id = (value: string) => encodeURIComponent(value);

  /** A route's path below the base URL, its `:name` parameters filled in. */
  function pathOf(route: RoutePath, params?: unknown): string {
    const values = (params ?? {}) as Record<string, unknown>;
    return route.path
      .slice(API_ROOT.length)
      .replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => id(String(values[name] ?? "")));
  }

  const R = ROUTE_PATHS;
  return {
    auth: {
      register: (body: RegisterBody) => call("register", { body }),
      login: (body: LoginBody) => call("login", { body }),
      /** Ends every session of the signed-in user on the server. */
      logout: () => call("logout", { body: {} }),
      me: () => call("me"),
      /** Sets a new password; the other sessions are signed out, this one gets a fresh token. */
      changePassword: (body: ChangePasswordBody): Promise<ChangePasswordResult> =>
        call("changePassword", { body }),
      /** Emails a reset link, when the email has an account (the answer never says). */
      requestPasswordReset: (body: PasswordResetRequestBody) =>
        call("requestPasswordReset", { body }),
      /** Sets a new password with a reset link's token; every session is signed out. */
      resetPassword: (body: PasswordResetConfirmBody) => call("resetPassword", { body }),
    },
    stores: {
      create: (body: CreateStoreBody) => call("createStore", { body }).then((d) => d.store),
      list: () => call("listStores").then((d) => d.stores),
      get: (storeId: string) => call("getStore", { params: { id: storeId } }).then((d) => d.store),
      update: (storeId: string, body: UpdateStoreBody) =>
        call("updateStore", { params: { id: storeId }, body }).then((d) => d.store),
      /** Deletes the store; its owners and admins can restore it until `restorableUntil`. */
      remove: (storeId: string) => call("deleteStore", { params: { id: storeId } }),
      /** The current organization's deleted stores that can still be restored. */
      listDeleted: () => call("listDeletedStores").then((d) => d.stores),
      /** Brings a deleted store back, with its products, pages and site. */
      restore: (storeId: string) =>
        call("restoreStore", { params: { id: storeId } }).then((d) => d.store),
      approve: (storeId: string) =>
        call("approveStore", { params: { id: storeId } }).then((d) => d.store),
      /** The pre-launch review: the store's facts and what is still unfinished. */
      readiness: (storeId: string) => call("storeReadiness", { params: { id: storeId } }),
      /** The free address a store of this name would be published at. */
      siteAddress: (query: SiteAddressQuery) => call("siteAddress", { query }),
      /** The store's own domain: its state, the DNS records to create, the last check. */
      domain: (storeId: string) =>
        call("getStoreDomain", { params: { id: storeId } }).then((d) => d.domain),
      /** Looks the domain's DNS records up now and answers its new state. */
      checkDomain: (storeId: string) =>
        call("checkStoreDomain", { params: { id: storeId } }).then((d) => d.domain),
    },
    editor: {
      load: (storeId: string) => call("loadEditor", { params: { id: storeId } }),
      /**
       * Saves the layout and theme. Send the `version` that `load` answered (a stale one is a
       * 409 stale_version); a store that already has a layout refuses a save without one
       * (409 version_required) unless `overwrite: true` says it is replaced on purpose.
       */
      save: (storeId: string, body: EditorUpdateBody) =>
        call("saveEditor", { params: { id: storeId }, body }),
      /** The html preview's address; the token comes from `load`. */
      previewUrl: (storeId: string, previewToken: string, page?: string) =>
        `${baseUrl}${pathOf(R.preview, { id: storeId })}?token=${encodeURIComponent(previewToken)}${
          page ? `&page=${encodeURIComponent(page)}` : ""
        }`,
      /** The draft history, newest first, and the store's current version. */
      draftVersions: (storeId: string) => call("listDraftVersions", { params: { id: storeId } }),
      /**
       * Writes a draft version as a new one. Send the store `version` you loaded (a newer draft
       * is a 409 stale_version and nothing is written).
       */
      restoreDraftVersion: (storeId: string, versionId: string, body: RestoreDraftVersionBody) =>
        call("restoreDraftVersion", { params: { id: storeId, versionId }, body }),
      themes: () => call("listThemes").then((d) => d.themes),
      chooseTheme: (body: ChooseThemeBody) => call("chooseTheme", { body }).then((d) => d.store),
    },
    ai: {
      /** PRODUCT.md §7: turns a prompt into site changes, saves them and answers the chat message. */
      prompt: (storeId: string, body: AiPromptBody) =>
        call("aiPrompt", { params: { id: storeId }, body }),
      /** The store's chat, oldest first. */
      messages: (storeId: string) =>
        call("aiMessages", { params: { id: storeId } }).then((d) => d.messages),
      /** Clears the store's chat (Reset); the site stays as it is. */
      reset: (storeId: string) => call("resetAiMessages", { params: { id: storeId } }),
      /** The same prompt, answered as server-sent events: the reply text shows as it is written. */
      promptStream,
      /**
       * Undoes one reply that changed the site, as a new draft version; a 409 undo_unavailable
       * says why not (the draft changed since, nothing to undo, already undone).
       */
      undo: (storeId: string, messageId: string) =>
        call("undoAiTurn", { params: { id: storeId, messageId } }),
      /** Closes the theme-preview step of the last generation ("Keep this style"). */
      dismissStyleStep: (storeId: string) => call("dismissStyleStep", { params: { id: storeId } }),
    },
    publishing: {
      /**
       * PRODUCT.md §7: saves the layout, builds the site and makes it live; answers `url`. A sent
       * `jsonLayout` follows the same version rule as `editor.save`; without one the saved
       * layout is published.
       */
      publish: (storeId: string, body: PublishBody = {}) =>
        call("publish", { params: { id: storeId }, body }),
      /** The site's versions, newest first, and its address. */
      deploys: (storeId: string) => call("listDeploys", { params: { id: storeId } }),
      /** Makes an earlier version live again (rollback). */
      activate: (storeId: string, deployId: string) =>
        call("activateDeploy", { params: { id: storeId, deployId } }),
      /** Storefront form submissions (newsletter, contact …), newest first. */
      forms: (storeId: string, query: ListFormSubmissionsQuery = {}) =>
        call("listFormSubmissions", { params: { id: storeId }, query }),
    },
    products: {
      create: (body: CreateProductBody) => call("createProduct", { body }).then((d) => d.product),
      list: (storeId: string, query: ListProductsQuery = {}) =>
        call("listProducts", { params: { storeId }, query }),
      get: (productId: string) =>
        call("getProduct", { params: { id: productId } }).then((d) => d.product),
      update: (productId: string, body: UpdateProductBody) =>
        call("updateProduct", { params: { id: productId }, body }).then((d) => d.product),
      remove: (productId: string) =>
        call("deleteProduct", { params: { id: productId } }).then(() => undefined),
      bulk: (body: BulkProductsBody) => call("bulkProducts", { body }),
      /**
       * Imports a CSV file (Shopify's product CSV or the native columns; `format` auto tells them
       * by the header row), upserting by handle. `dryRun` answers the same counts and changes
       * nothing. A stream is sent as it is read, so a large file need not be in memory.
       */
      importCsv: async (
        storeId: string,
        file: Blob | string | ReadableStream<Uint8Array>,
        options: { format?: CsvFormat | "auto"; dryRun?: boolean } = {},
      ): Promise<ImportProductsResult> => {
        const route = R.importProducts;
        const query = queryString({ format: options.format, dryRun: options.dryRun || undefined });
        const isStream = typeof file === "object" && "getReader" in file;
        const response = await doFetch(`${baseUrl}${pathOf(route, { id: storeId })}${query}`, {
          method: route.method,
          headers: { ...headersFor(false), "content-type": route.rawBody },
          body: file,
          // Fetch sends a stream body only when told it may (Node and browsers alike).
          ...(isStream ? { duplex: "half" } : {}),
        } as RequestInit);
        return unwrap<ImportProductsResult>(
          response.status,
          response.ok,
          await response.text().catch(() => ""),
        );
      },
      /** The store's products as a CSV file, and the name the server suggests for it. */
      exportCsv: (storeId: string, query: ExportProductsQuery = {}) =>
        downloadCsv("exportProducts", { id: storeId }, query, "products.csv"),
    },
    teams: {
      /** PRODUCT.md §7: creates a team; the caller becomes its owner. */
      create: (body: CreateTeamBody) => call("createTeam", { body }).then((d) => d.team),
      /** Creates a team, moving personal stores into it as `moveStores` says; it becomes current. */
      createWithStores: (body: CreateTeamBody) => call("createTeam", { body }),
      /** Hands ownership to another member (owners only); the caller becomes an admin. */
      /** Deletes the team (owners only); refused while it still holds stores. */
      delete: (teamId: string) => call("deleteTeam", { params: { id: teamId } }),
      transferOwnership: (teamId: string, body: TransferOwnershipBody) =>
        call("transferOwnership", { params: { id: teamId }, body }),
      /** The caller's teams, oldest membership first, each with the caller's role. */
      my: () => call("myTeams").then((d) => d.teams),
      get: (teamId: string) => call("getTeam", { params: { id: teamId } }),
      /** Renames, changes the slug or the data-privacy setting (owners and admins). */
      update: (teamId: string, body: UpdateTeamBody) =>
        call("updateTeam", { params: { id: teamId }, body }),
      members: (teamId: string) => call("listMembers", { params: { id: teamId } }),
      /** Changes a member's role; `memberId` is the member's user id. */
      updateMember: (teamId: string, memberId: string, body: UpdateMemberBody) =>
        call("updateMember", { params: { id: teamId, memberId }, body }).then((d) => d.member),
      /** Removes a member, or leaves the team when `memberId` is the caller. */
      removeMember: (teamId: string, memberId: string) =>
        call("removeMember", { params: { id: teamId, memberId } }),
      /** Invites someone by email; re-inviting an address replaces its open invite. */
      invite: (teamId: string, body: CreateInviteBody) =>
        call("createInvite", { params: { id: teamId }, body }),
      /** The open (not yet accepted) invites, without their tokens. */
      invites: (teamId: string) =>
        call("listInvites", { params: { id: teamId } }).then((d) => d.invites),
      revokeInvite: (teamId: string, inviteId: string) =>
        call("revokeInvite", { params: { id: teamId, inviteId } }).then(() => undefined),
      /** What an accept link is for; needs no sign-in. */
      lookupInvite: (token: string) => call("lookupInvite", { query: { token } }),
      /** Joins the invite's team; the signed-in user's email must be the invited one. */
      acceptInvite: (body: AcceptInviteBody) => call("acceptInvite", { body }),
    },
    organizations: {
      /** Where the caller may work: their personal space and each team, and the current one. */
      list: () => call("listOrganizations"),
      /** Switches the current organization: a team the caller is in, or null for personal. */
      setCurrent: (body: SetCurrentOrganizationBody) =>
        call("setCurrentOrganization", { body }).then((d) => d.current),
    },
    reference: {
      /** The OpenAPI 3.1 document of the API (GET /openapi.json; no envelope, no sign-in). */
      openApi: async (): Promise<Record<string, unknown>> => {
        const route = R.openApi;
        const response = await doFetch(`${baseUrl}${pathOf(route)}`, {
          headers: { accept: "application/json" },
        });
        const text = await response.text().catch(() => "");
        if (!response.ok) return unwrap(response.status, false, text);
        try {
          return JSON.parse(text) as Record<string, unknown>;
        } catch {
          throw new ApiError(response.status, UNREADABLE_RESPONSE, undefined, text);
        }
      },
    },
    apiKeys: {
      /** The team's active API keys, newest first (owners and admins). */
      list: (teamId: string) =>
        call("listApiKeys", { params: { id: teamId } }).then((d) => d.apiKeys),
      /** Creates a key acting as the caller within the team; `key` is shown this once. */
      create: (teamId: string, body: CreateApiKeyBody) =>
        call("createApiKey", { params: { id: teamId }, body }),
      /** Revokes a key: it stops working at once. */
      revoke: (teamId: string, keyId: string) =>
        call("revokeApiKey", { params: { id: teamId, keyId } }).then(() => undefined),
    },
    webhooks: {
      /** The store's webhook endpoints, oldest first, without their secrets. */
      list: (storeId: string): Promise<WebhookDto[]> =>
        call("listWebhooks", { params: { id: storeId } }).then((d) => d.webhooks),
      /** Adds an endpoint; answers it with its signing secret. */
      create: (storeId: string, body: CreateWebhookBody) =>
        call("createWebhook", { params: { id: storeId }, body }),
      /** Changes address, description, events or isEnabled. */
      update: (storeId: string, webhookId: string, body: UpdateWebhookBody): Promise<WebhookDto> =>
        call("updateWebhook", { params: { id: storeId, webhookId }, body }).then((d) => d.webhook),
      remove: (storeId: string, webhookId: string) =>
        call("deleteWebhook", { params: { id: storeId, webhookId } }).then(() => undefined),
      /** The endpoint's signing secret, to verify the Shopwright-Signature header. */
      secret: (storeId: string, webhookId: string): Promise<string> =>
        call("webhookSecret", { params: { id: storeId, webhookId } }).then((d) => d.secret),
      /** The endpoint's newest deliveries, each with its attempts. */
      deliveries: (storeId: string, webhookId: string): Promise<WebhookDeliveryDto[]> =>
        call("webhookDeliveries", { params: { id: storeId, webhookId } }).then((d) => d.deliveries),
      /** Sends one ping event now and answers how it went. */
      test: (storeId: string, webhookId: string): Promise<WebhookDeliveryDto> =>
        call("testWebhook", { params: { id: storeId, webhookId } }).then((d) => d.delivery),
    },
    orders: {
      /** The store's orders, newest first; `q` searches number, name and email. */
      list: (storeId: string, query: ListOrdersQuery = {}) =>
        call("listOrders", { params: { id: storeId }, query }),
      get: (storeId: string, orderId: string): Promise<OrderDto> =>
        call("getOrder", { params: { id: storeId, orderId } }).then((d) => d.order),
      /** A manual payment received: pending payment → paid. */
      markPaid: (storeId: string, orderId: string): Promise<OrderDto> =>
        call("markOrderPaid", { params: { id: storeId, orderId } }).then((d) => d.order),
      fulfil: (storeId: string, orderId: string, body: FulfilOrderBody = {}): Promise<OrderDto> =>
        call("fulfilOrder", { params: { id: storeId, orderId }, body }).then((d) => d.order),
      cancel: (storeId: string, orderId: string, body: CancelOrderBody = {}): Promise<OrderDto> =>
        call("cancelOrder", { params: { id: storeId, orderId }, body }).then((d) => d.order),
      refund: (storeId: string, orderId: string, body: RefundOrderBody = {}): Promise<OrderDto> =>
        call("refundOrder", { params: { id: storeId, orderId }, body }).then((d) => d.order),
      resendEmail: (storeId: string, orderId: string, body: ResendOrderEmailBody) =>
        call("resendOrderEmail", { params: { id: storeId, orderId }, body }),
      /** The store's orders as a CSV file, a row per order line. */
      exportCsv: (storeId: string, query: { status?: OrderStatus } = {}) =>
        downloadCsv("exportOrders", { id: storeId }, query, "orders.csv"),
    },
    analytics: {
      /** Visits, sources, the funnel and sales of the days `from`–`to` (UTC), and the range before. */
      report: (storeId: string, query: AnalyticsQuery = {}): Promise<AnalyticsReportDto> =>
        call("getAnalytics", { params: { id: storeId }, query }).then((d) => d.report),
      /** The report's series as a CSV file, a row per day (or hour). */
      exportCsv: (storeId: string, query: AnalyticsQuery = {}) =>
        downloadCsv("exportAnalytics", { id: storeId }, query, "analytics.csv"),
    },
    payments: {
      /** Manual, Stripe and PayPal settings; secrets masked. */
      get: (storeId: string): Promise<PaymentSettingsDto> =>
        call("getPaymentSettings", { params: { id: storeId } }).then((d) => d.payments),
      update: (storeId: string, body: PaymentSettingsBody): Promise<PaymentSettingsDto> =>
        call("updatePaymentSettings", { params: { id: storeId }, body }).then((d) => d.payments),
    },
    /** Shipping zones and rates, pickup and tax rates of a store, saved as one document. */
    shippingTaxes: {
      get: (storeId: string): Promise<ShippingTaxesDto> =>
        call("getShippingTaxes", { params: { id: storeId } }).then((d) => d.settings),
      update: (storeId: string, body: ShippingTaxesBody): Promise<ShippingTaxesDto> =>
        call("updateShippingTaxes", { params: { id: storeId }, body }).then((d) => d.settings),
    },
    /** Discount codes and automatic discounts of a store. */
    discounts: {
      list: (storeId: string): Promise<DiscountDto[]> =>
        call("listDiscounts", { params: { id: storeId } }).then((d) => d.discounts),
      create: (storeId: string, body: DiscountBody): Promise<DiscountDto> =>
        call("createDiscount", { params: { id: storeId }, body }).then((d) => d.discount),
      update: (
        storeId: string,
        discountId: string,
        body: DiscountUpdateBody,
      ): Promise<DiscountDto> =>
        call("updateDiscount", { params: { id: storeId, discountId }, body }).then(
          (d) => d.discount,
        ),
      remove: (storeId: string, discountId: string): Promise<DiscountDto> =>
        call("deleteDiscount", { params: { id: storeId, discountId } }).then((d) => d.discount),
    },
    /** Collections of a store: manual lists and automatic rules (PRODUCT.md §3 "Collections"). */
    collections: {
      list: (storeId: string): Promise<CollectionDto[]> =>
        call("listCollections", { params: { id: storeId } }).then((d) => d.collections),
      get: (storeId: string, collectionId: string): Promise<CollectionDetailResult> =>
        call("getCollection", { params: { id: storeId, collectionId } }),
      create: (storeId: string, body: CollectionBody): Promise<CollectionDto> =>
        call("createCollection", { params: { id: storeId }, body }).then((d) => d.collection),
      update: (
        storeId: string,
        collectionId: string,
        body: CollectionUpdateBody,
      ): Promise<CollectionDto> =>
        call("updateCollection", { params: { id: storeId, collectionId }, body }).then(
          (d) => d.collection,
        ),
      setProducts: (
        storeId: string,
        collectionId: string,
        productIds: string[],
        version: number,
      ): Promise<CollectionDto> =>
        call("setCollectionProducts", {
          params: { id: storeId, collectionId },
          body: { productIds, version },
        }).then((d) => d.collection),
      /** How many products rules match now, and the first few. */
      preview: (storeId: string, body: CollectionPreviewBody): Promise<CollectionPreviewResult> =>
        call("previewCollection", { params: { id: storeId }, body }),
      remove: (storeId: string, collectionId: string): Promise<CollectionDto> =>
        call("deleteCollection", { params: { id: storeId, collectionId } }).then(
          (d) => d.collection,
        ),
    },
    /** A published site's cart and checkout, for headless storefronts (no credentials needed). */
    storefront: {
      createCart: (slug: string): Promise<CartDto> =>
        call("createCart", { params: { slug } }).then((d) => d.cart),
      cart: (slug: string, cartId: string): Promise<CartDto> =>
        call("getCart", { params: { slug, cartId } }).then((d) => d.cart),
      addItem: (slug: string, cartId: string, body: CartItemBody): Promise<CartDto> =>
        call("addCartItem", { params: { slug, cartId }, body }).then((d) => d.cart),
      /** Sets a line's quantity; 0 removes it. */
      setQuantity: (
        slug: string,
        cartId: string,
        productId: string,
        quantity: number,
      ): Promise<CartDto> =>
        call("setCartLine", { params: { slug, cartId, productId }, body: { quantity } }).then(
          (d) => d.cart,
        ),
      checkout: (slug: string, cartId: string, body: CheckoutBody) =>
        call("checkout", { params: { slug, cartId }, body }),
      order: (slug: string, token: string): Promise<PublicOrderDto> =>
        call("getPublicOrder", { params: { slug, token } }).then((d) => d.order),
      applyDiscount: (slug: string, cartId: string, code: string): Promise<CartDto> =>
        call("applyCartDiscount", { params: { slug, cartId }, body: { code } }).then((d) => d.cart),
      removeDiscount: (slug: string, cartId: string): Promise<CartDto> =>
        call("removeCartDiscount", { params: { slug, cartId } }).then((d) => d.cart),
      /** The shipping options for an address, each with the order's totals if chosen. */
      shipping: (slug: string, cartId: string, query: CartShippingQuery) =>
        call("cartShipping", { params: { slug, cartId }, query }),
    },
    uploads: {
      /** Uploads up to 10 images (multipart field `images`); onProgress gets 0 to 1. */
      images: (files: Blob[], options: { onProgress?: (fraction: number) => void } = {}) =>
        upload("uploadImages", formOf("images", files), options.onProgress).then((d) => d.images),
      /** Uploads one image (multipart field `image`). */
      singleImage: (file: Blob, options: { onProgress?: (fraction: number) => void } = {}) =>
        upload("uploadImage", formOf("image", [file]), options.onProgress).then((d) => d.image),
      /** Has the server fetch an image from an http(s) address and store it like an upload. */
      importUrl: (body: ImportImageUrlBody) =>
        call("importImageUrl", { body }).then((d) => d.image),
      remove: (body: DeleteImagesBody) => call("deleteImages", { body }),
      health: () => call("uploadHealth"),
    },
    media: {
      /** A page of the store's media library, newest first; `nextCursor` names the next. */
      list: (storeId: string, query: MediaListQuery = {}) =>
        call("listMedia", { params: { id: storeId }, query }),
      /** Sets an upload's alt text (a library item's `imageId`); empty removes it. */
      setAlt: (storeId: string, imageId: string, body: MediaAltBody) =>
        call("setMediaAlt", { params: { id: storeId, imageId }, body }),
    },
  };
}

/** The client's type, for code that receives one. */
export type ShopwrightClient = ReturnType<typeof createClient>;
