import type { MeResult, StoreDto } from "@shopwright/sdk";
import { configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";

/**
 * A fake API at the `fetch` level for component tests: real Response objects with the API
 * envelope, so the SDK, its errors and TanStack Query all run for real.
 *
 * The SDK looks `fetch` up on every call, so the stub is in place whatever the import order;
 * it is installed when this module loads.
 */

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

export interface FakeReply {
  status: number;
  body: unknown;
}

type Route = FakeReply | ((request: FakeRequest) => FakeReply | Promise<FakeReply>);

export const ok = (data: unknown, status = 200): FakeReply => ({
  status,
  body: { success: true, data },
});

export const fail = (status: number, message?: string, code?: string): FakeReply => ({
  status,
  body: { success: false, message, code },
});

// The first render of a file pays for module warm-up; on a busy machine that exceeds 1 s.
configure({ asyncUtilTimeout: 3000 });

let routes: Record<string, Route> = {};
const requests: FakeRequest[] = [];

vi.stubGlobal("fetch", async (input: RequestInfo | URL, init: RequestInit = {}) => {
  const url = new URL(String(input), "http://localhost");
  const method = init.method ?? "GET";
  const request: FakeRequest = {
    method,
    path: url.pathname,
    query: url.searchParams,
    body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
    headers: new Headers(init.headers),
  };
  requests.push(request);
  const route = routes[`${method} ${url.pathname}`];
  const reply = !route
    ? fail(404, `No fake for ${method} ${url.pathname}`, "route_not_found")
    : typeof route === "function"
      ? await route(request)
      : route;
  const text = typeof reply.body === "string" ? reply.body : JSON.stringify(reply.body);
  return new Response(text, {
    status: reply.status,
    headers: { "content-type": "application/json" },
  });
});

afterEach(() => {
  routes = {};
  requests.length = 0;
});

/** Answers `"METHOD /api/path"` keys with the given replies (404 otherwise); returns the log. */
export function fakeApi(next: Record<string, Route>): FakeRequest[] {
  routes = next;
  return requests;
}

/** A reply the test releases by hand, to look at pending states. */
export function deferredReply() {
  let release: (reply: FakeReply) => void = () => undefined;
  const promise = new Promise<FakeReply>((resolve) => {
    release = resolve;
  });
  return { route: () => promise, release };
}

export function aStore(overrides: Partial<StoreDto> = {}): StoreDto {
  const id = overrides._id ?? "6f1c1d2e-0000-4000-8000-000000000001";
  return {
    _id: id,
    id,
    storeName: "Acme Coffee",
    domain: "acme-coffee.com",
    description: "Single-origin beans",
    approved: false,
    currency: "USD",
    locale: "en-US",
    teamId: null,
    role: "owner",
    site: null,
    createdAt: "2025-01-15T10:00:00.000Z",
    updatedAt: "2025-01-15T10:00:00.000Z",
    theme: {},
    layout: {},
    htmlContent: null,
    version: 1,
    ...overrides,
  };
}

export function aMe(overrides: Partial<MeResult> = {}): MeResult {
  return {
    user: {
      _id: "u1",
      name: "Ada Lovelace",
      email: "ada@example.com",
      createdAt: "2025-01-01T00:00:00.000Z",
    },
    organization: null,
    ...overrides,
  };
}
