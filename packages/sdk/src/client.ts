import type { AuthResult, LoginBody, MeResult, RegisterBody } from "./contract/auth.js";
import type { ErrorCode } from "./contract/errors.js";
import type {
  CreateStoreBody,
  StoreDto,
  StoreSummaryDto,
  UpdateStoreBody,
} from "./contract/stores.js";

/** SPEC 8: generic request failure texts. */
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

/** How a client finds its bearer token: a fixed string or a function read on every call. */
export type TokenSource = string | null | undefined | (() => string | null | undefined);

export interface ClientOptions {
  /** Where the API lives, e.g. http://localhost:3000/api. Defaults to /api (same origin). */
  baseUrl?: string;
  token?: TokenSource;
  fetch?: typeof globalThis.fetch;
}

type Method = "GET" | "POST" | "PUT" | "DELETE";

/** Creates a typed client for the Shopwright REST API. */
export function createClient(options: ClientOptions = {}) {
  const baseUrl = (options.baseUrl ?? "/api").replace(/\/$/, "");
  // Looked up on every call, so a fetch installed later (tests, polyfills) is the one used.
  const doFetch: typeof globalThis.fetch = (input, init) =>
    (options.fetch ?? globalThis.fetch)(input, init);

  function currentToken(): string | null | undefined {
    return typeof options.token === "function" ? options.token() : options.token;
  }

  async function request<T>(method: Method, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { accept: "application/json" };
    const token = currentToken();
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers["content-type"] = "application/json";
    const response = await doFetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text().catch(() => "");
    let payload: unknown;
    try {
      payload = JSON.parse(text);
    } catch {
      throw new ApiError(response.status, UNREADABLE_RESPONSE, undefined, text);
    }
    const envelope = payload as { success?: boolean; data?: T; message?: string; code?: ErrorCode };
    if (!response.ok || envelope.success === false) {
      throw new ApiError(response.status, envelope.message || REQUEST_FAILED, envelope.code);
    }
    return envelope.data as T;
  }

  const id = (value: string) => encodeURIComponent(value);

  return {
    auth: {
      register: (body: RegisterBody) => request<AuthResult>("POST", "/auth/register", body),
      login: (body: LoginBody) => request<AuthResult>("POST", "/auth/login", body),
      me: () => request<MeResult>("GET", "/auth/me"),
    },
    stores: {
      create: (body: CreateStoreBody) =>
        request<{ store: StoreDto }>("POST", "/store", body).then((d) => d.store),
      list: () => request<{ stores: StoreSummaryDto[] }>("GET", "/store").then((d) => d.stores),
      get: (storeId: string) =>
        request<{ store: StoreDto }>("GET", `/store/${id(storeId)}`).then((d) => d.store),
      update: (storeId: string, body: UpdateStoreBody) =>
        request<{ store: StoreDto }>("PUT", `/store/${id(storeId)}`, body).then((d) => d.store),
      remove: (storeId: string) =>
        request<{ deleted: true }>("DELETE", `/store/${id(storeId)}`).then(() => undefined),
      approve: (storeId: string) =>
        request<{ store: StoreDto }>("PUT", `/store/${id(storeId)}/approve`).then((d) => d.store),
    },
  };
}

/** The client's type, for code that receives one. */
export type ShopwrightClient = ReturnType<typeof createClient>;
