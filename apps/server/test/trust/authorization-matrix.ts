import { imageSourceUrl } from "./image-source.js";
import {
  imageForm,
  seedAddress,
  unique,
  type Headers,
  type TrustActor,
  type World,
} from "./trust-world.js";

/**
 * Who may do what, one row per route (docs/TRUST.md §2). Every request aims at organization
 * 0; the rule says which actors succeed and what everyone else gets. Outside the caller's
 * reach is 404, never 403 (ARCHITECTURE.md); 403 is a role or an API key refused inside it.
 */
export type Rule =
  /** The same answer for everyone: the route looks at no credential. */
  | { kind: "public"; status: number }
  /** Any valid credential; a key may be refused with its own status. */
  | { kind: "signed-in"; status: number; key?: number }
  /** Organization 0's members (any role) and its key; others 404, no credential 401. */
  | { kind: "store"; status: number }
  /**
   * As `store`, but an answer that names what it matched: outsiders get the same status
   * and the write matches nothing (bulk product changes, image deletes).
   */
  | { kind: "store-silent"; status: number }
  /** Organization 0's members and its key read; others 404. */
  | { kind: "team-read"; status: number }
  /** Organization 0's owners and admins; its members and its key 403; others 404. */
  | { kind: "team-manage"; status: number }
  /**
   * A store of organization 0 that only its owners and admins may change (settings, delete,
   * approval, webhooks; publishing an unapproved store): they and its key (which acts as its
   * creator, an owner) succeed; its members 403; others 404.
   */
  | { kind: "store-manage"; status: number }
  /** Organization 0's owners only; its admins, members and key 403; others 404. */
  | { kind: "team-owner"; status: number };

export interface MatrixRequest {
  url: string;
  payload?: unknown;
  headers?: Headers;
}

export interface MatrixRow {
  rule: Rule;
  /** The tables a refused write must leave as they were. */
  touches?: string[];
  /**
   * The request, built per actor: a write that may succeed gets a fresh target. Without an
   * actor (the fuzzer), as for a signed-in person.
   */
  request: (w: World, actor?: TrustActor) => MatrixRequest | Promise<MatrixRequest>;
}

/** What an actor must get from a route, and whether that is a refusal. */
export function expected(rule: Rule, actor: TrustActor): { status: number; isRefused: boolean } {
  if (rule.kind === "public") return { status: rule.status, isRefused: false };
  const isValid = ["owner", "admin", "member", "key", "stranger"].includes(actor.kind);
  if (!isValid) return { status: 401, isRefused: true };
  const isInside = actor.org === 0;
  switch (rule.kind) {
    case "signed-in":
      return actor.kind === "key" && rule.key !== undefined
        ? { status: rule.key, isRefused: rule.key >= 400 }
        : { status: rule.status, isRefused: false };
    case "store":
    case "team-read":
      return isInside
        ? { status: rule.status, isRefused: false }
        : { status: 404, isRefused: true };
    case "store-silent":
      return { status: rule.status, isRefused: !isInside };
    case "team-manage":
      if (!isInside) return { status: 404, isRefused: true };
      return actor.kind === "owner" || actor.kind === "admin"
        ? { status: rule.status, isRefused: false }
        : { status: 403, isRefused: true };
    case "store-manage":
      if (!isInside) return { status: 404, isRefused: true };
      return actor.kind === "member"
        ? { status: 403, isRefused: true }
        : { status: rule.status, isRefused: false };
    case "team-owner":
      if (!isInside) return { status: 404, isRefused: true };
      return actor.kind === "owner"
        ? { status: rule.status, isRefused: false }
        : { status: 403, isRefused: true };
  }
}

const o = (w: World) => w.orgs[0]!;
const store = (w: World) => `/api/store/${o(w).storeId}`;
const team = (w: World) => `/api/teams/${o(w).teamId}`;

/** The url of a fresh order of organization 0's store. */
async function order(w: World, state?: "pending_payment" | "paid") {
  return `${store(w)}/orders/${await w.fresh.order(state)}`;
}

/** A published site no one has: the storefront routes answer 404 and write nothing. */
const noSite = () => `/api/sites/${unique("nosite")}`;
const CART = "c".repeat(32);
const CHECKOUT = {
  email: "a@example.com",
  name: "A",
  line1: "1 Road",
  city: "Town",
  postalCode: "1",
  country: "US",
  paymentMethod: "manual",
};

/** The url of a fresh discount of organization 0. */
async function discount(w: World) {
  const { storeId, discountId } = await w.fresh.discount();
  return `/api/store/${storeId}/discounts/${discountId}`;
}

/** The url of a fresh collection of organization 0. */
async function collection(w: World) {
  const { storeId, collectionId } = await w.fresh.collection();
  return `/api/store/${storeId}/collections/${collectionId}`;
}

/** A whole "Shipping and taxes" document, as a store that never saved one (version 0) takes it. */
const SHIPPING_TAXES = {
  version: 0,
  pricesIncludeTax: false,
  taxShipping: false,
  zones: [{ name: "Home", countries: ["US"], rates: [{ name: "Standard", priceMinor: 500 }] }],
  pickup: { enabled: false },
  taxRates: [{ country: "US", region: "NY", name: "Sales tax", ratePercent: 8.875 }],
};

/** The url of a fresh webhook endpoint of organization 0. */
async function webhook(w: World) {
  const { storeId, webhookId } = await w.fresh.webhook();
  return `/api/store/${storeId}/webhooks/${webhookId}`;
}

const PAGE = { pages: [{ name: "Home", path: "/", sections: [] }] };

/** The session token of a new account (password secret123), for routes that end sessions. */
async function freshAccountToken(w: World, name: string): Promise<string> {
  const registered = await w.t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    remoteAddress: seedAddress(),
    payload: { name, email: `${unique(name)}@example.com`, password: "secret123" },
  });
  return registered.json<{ data: { token: string } }>().data.token;
}

/** Every route of the inventory, keyed `METHOD url`. A route without a row fails the suite. */
export const MATRIX: Record<string, MatrixRow> = {
  // Auth
  "POST /api/auth/register": {
    rule: { kind: "public", status: 201 },
    request: () => ({
      url: "/api/auth/register",
      payload: { name: "New", email: `${unique("new")}@example.com`, password: "secret123" },
    }),
  },
  "POST /api/auth/login": {
    rule: { kind: "public", status: 200 },
    request: (w) => ({
      url: "/api/auth/login",
      payload: { email: o(w).owner.email, password: "secret123" },
    }),
  },
  // Sign-out ends every session of its user, so each signed-in person signs out a fresh
  // account of their own rather than the token the rest of the matrix goes on using; a key
  // is refused (keys are revoked on their own), the callers without a credential get 401.
  "POST /api/auth/logout": {
    rule: { kind: "signed-in", status: 200, key: 403 },
    touches: ["users"],
    request: async (w, actor) => {
      const isSession = !actor || ["owner", "admin", "member", "stranger"].includes(actor.kind);
      if (!isSession) return { url: "/api/auth/logout", payload: {} };
      const registered = await w.t.app.inject({
        method: "POST",
        url: "/api/auth/register",
        remoteAddress: seedAddress(),
        payload: {
          name: "Leaver",
          email: `${unique("leaver")}@example.com`,
          password: "secret123",
        },
      });
      const token = registered.json<{ data: { token: string } }>().data.token;
      return {
        url: "/api/auth/logout",
        payload: {},
        headers: { authorization: `Bearer ${token}` },
      };
    },
  },
  "GET /api/auth/me": {
    rule: { kind: "signed-in", status: 200 },
    request: () => ({ url: "/api/auth/me" }),
  },
  // A password change signs the other sessions out: like sign-out, each signed-in person
  // changes the password of a fresh account of their own; a key is refused.
  "POST /api/auth/password": {
    rule: { kind: "signed-in", status: 200, key: 403 },
    touches: ["users"],
    request: async (w, actor) => {
      const payload = { currentPassword: "secret123", newPassword: "secret456" };
      const isSession = !actor || ["owner", "admin", "member", "stranger"].includes(actor.kind);
      if (!isSession) return { url: "/api/auth/password", payload };
      const token = await freshAccountToken(w, "changer");
      return { url: "/api/auth/password", payload, headers: { authorization: `Bearer ${token}` } };
    },
  },
  // The same answer for every email; the link itself is mailed (here: the outbox).
  "POST /api/auth/password-reset": {
    rule: { kind: "public", status: 200 },
    request: (w) => ({ url: "/api/auth/password-reset", payload: { email: o(w).owner.email } }),
  },
  // Only the reset mail carries a valid token: any other is refused.
  "POST /api/auth/password-reset/confirm": {
    rule: { kind: "public", status: 400 },
    touches: ["users"],
    request: () => ({
      url: "/api/auth/password-reset/confirm",
      payload: { token: "not-a-reset-token", newPassword: "secret456" },
    }),
  },

  // Stores
  "POST /api/store": {
    rule: { kind: "signed-in", status: 201 },
    request: () => ({
      url: "/api/store",
      payload: { storeName: "Mine", domain: `${unique("mine")}.example.com` },
    }),
  },
  "GET /api/store": {
    rule: { kind: "signed-in", status: 200 },
    request: () => ({ url: "/api/store" }),
  },
  "GET /api/store/:id": {
    rule: { kind: "store", status: 200 },
    request: (w) => ({ url: store(w) }),
  },
  "PUT /api/store/:id": {
    rule: { kind: "store-manage", status: 200 },
    touches: ["stores"],
    request: (w) => ({ url: store(w), payload: { storeName: unique("Renamed") } }),
  },
  "DELETE /api/store/:id": {
    rule: { kind: "store-manage", status: 200 },
    touches: ["stores", "products"],
    request: async (w) => ({ url: `/api/store/${await w.fresh.store()}` }),
  },
  "GET /api/store/deleted": {
    rule: { kind: "signed-in", status: 200 },
    request: () => ({ url: "/api/store/deleted" }),
  },
  "POST /api/store/:id/restore": {
    rule: { kind: "store-manage", status: 200 },
    touches: ["stores"],
    request: async (w) => ({ url: `/api/store/${await w.fresh.deletedStore()}/restore` }),
  },
  "PUT /api/store/:id/approve": {
    rule: { kind: "store-manage", status: 200 },
    touches: ["stores"],
    request: async (w) => ({ url: `/api/store/${await w.fresh.store()}/approve` }),
  },
  "GET /api/launch/site-address": {
    rule: { kind: "signed-in", status: 200 },
    request: () => ({ url: "/api/launch/site-address?storeName=Ember%20Roasters" }),
  },
  "GET /api/store/:id/readiness": {
    rule: { kind: "store", status: 200 },
    request: (w) => ({ url: `${store(w)}/readiness` }),
  },
  "GET /api/store/:id/domain": {
    rule: { kind: "store", status: 200 },
    request: (w) => ({ url: `${store(w)}/domain` }),
  },
  "POST /api/store/:id/domain/check": {
    rule: { kind: "store-manage", status: 200 },
    touches: ["stores"],
    request: (w) => ({ url: `${store(w)}/domain/check` }),
  },
  // Caddy's question before a certificate: nobody's domain here, so 404 to everyone.
  "GET /api/internal/tls-ask": {
    rule: { kind: "public", status: 404 },
    request: () => ({ url: `/api/internal/tls-ask?domain=${unique("nobody")}.example.com` }),
  },

  // Organizations: each person switches to their own team (or their personal space); a key
  // always works in its team.
  "GET /api/organizations": {
    rule: { kind: "signed-in", status: 200 },
    request: () => ({ url: "/api/organizations" }),
  },
  "PUT /api/organizations/current": {
    rule: { kind: "signed-in", status: 200, key: 403 },
    touches: ["users"],
    request: (w, actor) => ({
      url: "/api/organizations/current",
      payload: { teamId: actor?.org === undefined ? null : w.orgs[actor.org]!.teamId },
    }),
  },

  // Products
  "GET /api/products/:storeId": {
    rule: { kind: "store", status: 200 },
    request: (w) => ({ url: `/api/products/${o(w).storeId}` }),
  },
  "POST /api/products": {
    rule: { kind: "store", status: 201 },
    touches: ["products"],
    request: (w) => ({
      url: "/api/products",
      payload: { storeId: o(w).storeId, name: unique("Intruder"), price: 1, stock: 1 },
    }),
  },
  "GET /api/products/item/:id": {
    rule: { kind: "store", status: 200 },
    request: (w) => ({ url: `/api/products/item/${o(w).productId}` }),
  },
  "PUT /api/products/:id": {
    rule: { kind: "store", status: 200 },
    touches: ["products"],
    request: (w) => ({ url: `/api/products/${o(w).productId}`, payload: { stock: 7 } }),
  },
  "DELETE /api/products/:id": {
    rule: { kind: "store", status: 200 },
    touches: ["products"],
    request: async (w) => ({ url: `/api/products/${await w.fresh.product()}` }),
  },
  "POST /api/products/bulk": {
    rule: { kind: "store-silent", status: 200 },
    touches: ["products"],
    request: async (w) => ({
      url: "/api/products/bulk",
      payload: { action: "unpublish", ids: [await w.fresh.product()] },
    }),
  },
  "POST /api/store/:id/products/import": {
    rule: { kind: "store", status: 200 },
    touches: ["products"],
    request: (w) => ({
      url: `${store(w)}/products/import`,
      payload: `name,price\n${unique("Imported")},2\n`,
      headers: { "content-type": "text/csv" },
    }),
  },
  "GET /api/store/:id/products/export": {
    rule: { kind: "store", status: 200 },
    request: (w) => ({ url: `${store(w)}/products/export` }),
  },

  // Editor
  "GET /api/store/themes": {
    rule: { kind: "signed-in", status: 200 },
    request: () => ({ url: "/api/store/themes" }),
  },
  "POST /api/store/themes/choose": {
    rule: { kind: "store", status: 200 },
    touches: ["stores"],
    request: (w) => ({
      url: "/api/store/themes/choose",
      payload: { storeId: o(w).storeId, themeId: "bloom" },
    }),
  },
  "GET /api/store/:id/editor": {
    rule: { kind: "store", status: 200 },
    request: (w) => ({ url: `${store(w)}/editor` }),
  },
  "POST /api/store/:id/editor-update": {
    rule: { kind: "store", status: 200 },
    touches: ["stores"],
    request: (w) => ({
      url: `${store(w)}/editor-update`,
      payload: { layout: PAGE, overwrite: true },
    }),
  },
  "GET /api/store/:id/draft-versions": {
    rule: { kind: "store", status: 200 },
    request: (w) => ({ url: `${store(w)}/draft-versions` }),
  },
  "POST /api/store/:id/draft-versions/:versionId/restore": {
    rule: { kind: "store", status: 200 },
    touches: ["stores", "draft_versions"],
    request: async (w) => {
      const { storeId, versionId, version } = await w.fresh.draftVersion();
      return {
        url: `/api/store/${storeId}/draft-versions/${versionId}/restore`,
        payload: { version },
      };
    },
  },
  // The preview is opened by its token alone (an iframe sends no header): none here, 401.
  "GET /api/store/:id/preview": {
    rule: { kind: "public", status: 401 },
    request: (w) => ({ url: `${store(w)}/preview` }),
  },

  // Publishing and sites
  "POST /api/store/:id/publish": {
    rule: { kind: "store-manage", status: 200 },
    touches: ["site_deploys", "sites", "stores"],
    request: (w) => ({ url: `${store(w)}/publish`, payload: {} }),
  },
  "GET /api/store/:id/deploys": {
    rule: { kind: "store", status: 200 },
    request: (w) => ({ url: `${store(w)}/deploys` }),
  },
  "POST /api/store/:id/deploys/:deployId/activate": {
    rule: { kind: "store-manage", status: 200 },
    touches: ["site_deploys", "sites"],
    request: (w) => ({ url: `${store(w)}/deploys/${o(w).deployId}/activate` }),
  },
  "GET /api/store/:id/forms": {
    rule: { kind: "store", status: 200 },
    request: (w) => ({ url: `${store(w)}/forms` }),
  },
  "POST /api/sites/:slug/forms/:formType": {
    rule: { kind: "public", status: 404 },
    touches: ["form_submissions"],
    request: () => ({
      url: `/api/sites/${unique("nosite")}/forms/contact`,
      payload: { name: "A", email: "a@example.com", message: "Hi" },
    }),
  },
  // Redirects to the trailing slash before looking the site up.
  "GET /sites/:slug": {
    rule: { kind: "public", status: 301 },
    request: () => ({ url: `/sites/${unique("nosite")}` }),
  },
  "GET /sites/:slug/*": {
    rule: { kind: "public", status: 404 },
    request: () => ({ url: `/sites/${unique("nosite")}/about` }),
  },
  "GET /_sw/fonts/:name": {
    rule: { kind: "public", status: 404 },
    request: () => ({ url: "/_sw/fonts/none.woff2" }),
  },
  // Health checks for load balancers: no credential, no data of anyone's.
  "GET /healthz": {
    rule: { kind: "public", status: 200 },
    request: () => ({ url: "/healthz" }),
  },
  "GET /readyz": {
    rule: { kind: "public", status: 200 },
    request: () => ({ url: "/readyz" }),
  },

  // AI
  "POST /api/store/:id/ai-prompt": {
    rule: { kind: "store", status: 200 },
    touches: ["ai_messages", "stores"],
    request: (w) => ({ url: `${store(w)}/ai-prompt`, payload: { prompt: "Add a FAQ section" } }),
  },
  "GET /api/store/:id/ai-messages": {
    rule: { kind: "store", status: 200 },
    request: (w) => ({ url: `${store(w)}/ai-messages` }),
  },
  "DELETE /api/store/:id/ai-messages": {
    rule: { kind: "store", status: 200 },
    touches: ["ai_messages"],
    request: (w) => ({ url: `${store(w)}/ai-messages` }),
  },
  "POST /api/store/:id/ai-messages/:messageId/undo": {
    rule: { kind: "store", status: 200 },
    touches: ["stores", "draft_versions", "ai_messages"],
    request: async (w) => {
      const { storeId, messageId } = await w.fresh.aiTurn();
      return { url: `/api/store/${storeId}/ai-messages/${messageId}/undo` };
    },
  },
  "DELETE /api/store/:id/ai-style-step": {
    rule: { kind: "store", status: 200 },
    touches: ["ai_messages"],
    request: (w) => ({ url: `${store(w)}/ai-style-step` }),
  },

  // Uploads
  "POST /api/upload/images": {
    rule: { kind: "signed-in", status: 201 },
    request: async () => ({ url: "/api/upload/images", payload: await imageForm("images") }),
  },
  "POST /api/upload/single-image": {
    rule: { kind: "signed-in", status: 201 },
    request: async () => ({ url: "/api/upload/single-image", payload: await imageForm("image") }),
  },
  "POST /api/upload/image-url": {
    rule: { kind: "signed-in", status: 201 },
    touches: ["images"],
    request: async () => ({
      url: "/api/upload/image-url",
      payload: { url: await imageSourceUrl() },
    }),
  },
  "DELETE /api/upload/images": {
    rule: { kind: "store-silent", status: 200 },
    touches: ["images"],
    request: async (w) => ({
      url: "/api/upload/images",
      payload: { publicIds: [(await w.fresh.image()).publicId] },
    }),
  },
  // The media library of organization 0's store: its uploads' alt texts.
  "GET /api/store/:id/media": {
    rule: { kind: "store", status: 200 },
    request: (w) => ({ url: `${store(w)}/media?q=png` }),
  },
  "PUT /api/store/:id/media/:imageId": {
    rule: { kind: "store", status: 200 },
    touches: ["images"],
    // A fresh upload: other routes' runs may delete organization 0's seeded image.
    request: async (w) => ({
      url: `${store(w)}/media/${(await w.fresh.image())._id}`,
      payload: { alt: unique("A cup on a table") },
    }),
  },
  "GET /api/upload/health": {
    rule: { kind: "public", status: 200 },
    request: () => ({ url: "/api/upload/health" }),
  },
  "GET /uploads/*": {
    rule: { kind: "public", status: 200 },
    request: (w) => ({ url: o(w).image.url }),
  },
  "GET /api/openapi.json": {
    rule: { kind: "public", status: 200 },
    request: () => ({ url: "/api/openapi.json" }),
  },

  // Teams
  "POST /api/teams": {
    rule: { kind: "signed-in", status: 201, key: 403 },
    touches: ["teams", "team_members"],
    request: () => ({ url: "/api/teams", payload: { name: unique("Team") } }),
  },
  "GET /api/teams/my": {
    rule: { kind: "signed-in", status: 200 },
    request: () => ({ url: "/api/teams/my" }),
  },
  "GET /api/teams/invites/lookup": {
    rule: { kind: "public", status: 404 },
    request: () => ({ url: `/api/teams/invites/lookup?token=${unique("tok")}` }),
  },
  "POST /api/teams/invites/accept": {
    rule: { kind: "signed-in", status: 404, key: 403 },
    touches: ["team_members", "team_invites"],
    request: () => ({ url: "/api/teams/invites/accept", payload: { token: unique("tok") } }),
  },
  "GET /api/teams/:id": {
    rule: { kind: "team-read", status: 200 },
    request: (w) => ({ url: team(w) }),
  },
  "PUT /api/teams/:id": {
    rule: { kind: "team-manage", status: 200 },
    touches: ["teams"],
    request: (w) => ({ url: team(w), payload: { name: unique("Org 0") } }),
  },
  // Organization 0 holds stores, so its owner passes the role check and is refused with 409
  // (a team is deleted only once empty): the team stays for the rows after it.
  "DELETE /api/teams/:id": {
    rule: { kind: "team-owner", status: 409 },
    touches: ["teams", "team_members", "team_invites", "api_keys", "images"],
    request: (w) => ({ url: team(w) }),
  },
  "GET /api/teams/:id/members": {
    rule: { kind: "team-read", status: 200 },
    request: (w) => ({ url: `${team(w)}/members` }),
  },
  "PUT /api/teams/:id/members/:memberId": {
    rule: { kind: "team-manage", status: 200 },
    touches: ["team_members"],
    request: async (w) => ({
      url: `${team(w)}/members/${await w.fresh.member()}`,
      payload: { role: "admin" },
    }),
  },
  // The owner hands the team to a fresh member; as owner0 must stay owner for the rows after
  // it, an owner's request is sent by a fresh owner of organization 0.
  "POST /api/teams/:id/transfer-ownership": {
    rule: { kind: "team-owner", status: 200 },
    touches: ["team_members"],
    request: async (w, actor) => ({
      url: `${team(w)}/transfer-ownership`,
      payload: { memberId: await w.fresh.member() },
      ...(actor?.kind === "owner" && actor.org === 0
        ? { headers: { authorization: `Bearer ${await w.fresh.owner()}` } }
        : {}),
    }),
  },
  "DELETE /api/teams/:id/members/:memberId": {
    rule: { kind: "team-manage", status: 200 },
    touches: ["team_members"],
    request: async (w) => ({ url: `${team(w)}/members/${await w.fresh.member()}` }),
  },
  "POST /api/teams/:id/invites": {
    rule: { kind: "team-manage", status: 201 },
    touches: ["team_invites"],
    request: (w) => ({
      url: `${team(w)}/invites`,
      payload: { email: `${unique("inv")}@example.com`, role: "member" },
    }),
  },
  "GET /api/teams/:id/invites": {
    rule: { kind: "team-manage", status: 200 },
    request: (w) => ({ url: `${team(w)}/invites` }),
  },
  "DELETE /api/teams/:id/invites/:inviteId": {
    rule: { kind: "team-manage", status: 200 },
    touches: ["team_invites"],
    request: async (w) => ({ url: `${team(w)}/invites/${await w.fresh.invite()}` }),
  },

  // API keys
  "GET /api/teams/:id/api-keys": {
    rule: { kind: "team-manage", status: 200 },
    request: (w) => ({ url: `${team(w)}/api-keys` }),
  },
  "POST /api/teams/:id/api-keys": {
    rule: { kind: "team-manage", status: 201 },
    touches: ["api_keys"],
    request: (w) => ({ url: `${team(w)}/api-keys`, payload: { name: unique("key") } }),
  },
  "DELETE /api/teams/:id/api-keys/:keyId": {
    rule: { kind: "team-manage", status: 200 },
    touches: ["api_keys"],
    request: async (w) => ({ url: `${team(w)}/api-keys/${await w.fresh.apiKey()}` }),
  },

  // Webhooks (disabled endpoints, so no delivery runs in the background)
  "GET /api/store/:id/webhooks": {
    rule: { kind: "store-manage", status: 200 },
    request: (w) => ({ url: `${store(w)}/webhooks` }),
  },
  "POST /api/store/:id/webhooks": {
    rule: { kind: "store-manage", status: 201 },
    touches: ["webhook_endpoints"],
    request: async (w) => ({
      url: `/api/store/${await w.fresh.store()}/webhooks`,
      payload: { url: "http://127.0.0.1:9/hook", events: ["product.created"], isEnabled: false },
    }),
  },
  "PUT /api/store/:id/webhooks/:webhookId": {
    rule: { kind: "store-manage", status: 200 },
    touches: ["webhook_endpoints"],
    request: async (w) => ({ url: await webhook(w), payload: { description: "changed" } }),
  },
  "DELETE /api/store/:id/webhooks/:webhookId": {
    rule: { kind: "store-manage", status: 200 },
    touches: ["webhook_endpoints"],
    request: async (w) => ({ url: await webhook(w) }),
  },
  "GET /api/store/:id/webhooks/:webhookId/secret": {
    rule: { kind: "store-manage", status: 200 },
    request: async (w) => ({ url: `${await webhook(w)}/secret` }),
  },
  "GET /api/store/:id/webhooks/:webhookId/deliveries": {
    rule: { kind: "store-manage", status: 200 },
    request: async (w) => ({ url: `${await webhook(w)}/deliveries` }),
  },
  "POST /api/store/:id/webhooks/:webhookId/test": {
    rule: { kind: "store-manage", status: 200 },
    touches: ["webhook_deliveries"],
    request: async (w) => ({ url: `${await webhook(w)}/test` }),
  },

  // Selling: a published site's search, cart, checkout and order pages, and their JSON twins.
  // On the admin's host there is no site: the pages are the app's own 404, the JSON routes
  // name none.
  "GET /search": {
    rule: { kind: "public", status: 404 },
    request: () => ({ url: "/search?q=mug" }),
  },
  "GET /cart": { rule: { kind: "public", status: 404 }, request: () => ({ url: "/cart" }) },
  "GET /checkout": { rule: { kind: "public", status: 404 }, request: () => ({ url: "/checkout" }) },
  "GET /orders/:token": {
    rule: { kind: "public", status: 404 },
    request: () => ({ url: `/orders/${CART}` }),
  },
  "POST /cart/items": {
    rule: { kind: "public", status: 404 },
    touches: ["carts", "cart_lines"],
    request: (w) => ({ url: "/cart/items", payload: { productId: o(w).productId } }),
  },
  "POST /cart/lines": {
    rule: { kind: "public", status: 404 },
    touches: ["cart_lines"],
    request: (w) => ({ url: "/cart/lines", payload: { productId: o(w).productId, quantity: 0 } }),
  },
  "POST /cart/discount": {
    rule: { kind: "public", status: 404 },
    touches: ["carts"],
    request: () => ({ url: "/cart/discount", payload: { code: "WELCOME10" } }),
  },
  "POST /checkout": {
    rule: { kind: "public", status: 404 },
    touches: ["orders", "products"],
    request: () => ({ url: "/checkout", payload: CHECKOUT }),
  },
  "POST /api/sites/:slug/carts": {
    rule: { kind: "public", status: 404 },
    touches: ["carts"],
    request: () => ({ url: `${noSite()}/carts` }),
  },
  "GET /api/sites/:slug/carts/:cartId": {
    rule: { kind: "public", status: 404 },
    request: () => ({ url: `${noSite()}/carts/${CART}` }),
  },
  "POST /api/sites/:slug/carts/:cartId/items": {
    rule: { kind: "public", status: 404 },
    touches: ["cart_lines"],
    request: (w) => ({
      url: `${noSite()}/carts/${CART}/items`,
      payload: { productId: o(w).productId },
    }),
  },
  "PUT /api/sites/:slug/carts/:cartId/items/:productId": {
    rule: { kind: "public", status: 404 },
    touches: ["cart_lines"],
    request: (w) => ({
      url: `${noSite()}/carts/${CART}/items/${o(w).productId}`,
      payload: { quantity: 1 },
    }),
  },
  "PUT /api/sites/:slug/carts/:cartId/discount": {
    rule: { kind: "public", status: 404 },
    touches: ["carts"],
    request: () => ({ url: `${noSite()}/carts/${CART}/discount`, payload: { code: "WELCOME10" } }),
  },
  "DELETE /api/sites/:slug/carts/:cartId/discount": {
    rule: { kind: "public", status: 404 },
    touches: ["carts"],
    request: () => ({ url: `${noSite()}/carts/${CART}/discount` }),
  },
  "GET /api/sites/:slug/carts/:cartId/shipping": {
    rule: { kind: "public", status: 404 },
    request: () => ({ url: `${noSite()}/carts/${CART}/shipping?country=US` }),
  },
  "POST /api/sites/:slug/carts/:cartId/checkout": {
    rule: { kind: "public", status: 404 },
    touches: ["orders", "products"],
    request: () => ({ url: `${noSite()}/carts/${CART}/checkout`, payload: CHECKOUT }),
  },
  "GET /api/sites/:slug/orders/:token": {
    rule: { kind: "public", status: 404 },
    request: () => ({ url: `${noSite()}/orders/${CART}` }),
  },
  // Organization 0's store has no provider turned on: the webhook has nothing to verify with.
  "POST /api/payments/stripe/:storeId/webhook": {
    rule: { kind: "public", status: 404 },
    touches: ["orders", "payment_events"],
    request: (w) => ({
      url: `/api/payments/stripe/${o(w).storeId}/webhook`,
      payload: { id: "evt_1", type: "checkout.session.completed" },
      headers: { "stripe-signature": "t=1,v1=00" },
    }),
  },
  "POST /api/payments/paypal/:storeId/webhook": {
    rule: { kind: "public", status: 404 },
    touches: ["orders", "payment_events"],
    request: (w) => ({
      url: `/api/payments/paypal/${o(w).storeId}/webhook`,
      payload: { id: "WH-1", event_type: "PAYMENT.CAPTURE.COMPLETED" },
    }),
  },
  "GET /api/store/:id/analytics": {
    rule: { kind: "store", status: 200 },
    request: (w) => ({ url: `${store(w)}/analytics` }),
  },
  "GET /api/store/:id/analytics/export": {
    rule: { kind: "store", status: 200 },
    request: (w) => ({ url: `${store(w)}/analytics/export?from=2026-01-01&to=2026-01-31` }),
  },
  "GET /api/store/:id/orders": {
    rule: { kind: "store", status: 200 },
    request: (w) => ({ url: `${store(w)}/orders` }),
  },
  "GET /api/store/:id/orders/export": {
    rule: { kind: "store", status: 200 },
    request: (w) => ({ url: `${store(w)}/orders/export` }),
  },
  "GET /api/store/:id/orders/:orderId": {
    rule: { kind: "store", status: 200 },
    request: async (w) => ({ url: await order(w) }),
  },
  "POST /api/store/:id/orders/:orderId/paid": {
    rule: { kind: "store", status: 200 },
    touches: ["orders", "order_events"],
    request: async (w) => ({ url: `${await order(w)}/paid` }),
  },
  "POST /api/store/:id/orders/:orderId/fulfil": {
    rule: { kind: "store", status: 200 },
    touches: ["orders", "order_events", "outbox"],
    request: async (w) => ({
      url: `${await order(w, "paid")}/fulfil`,
      payload: { carrier: "Post", notifyCustomer: false },
    }),
  },
  "POST /api/store/:id/orders/:orderId/cancel": {
    rule: { kind: "store", status: 200 },
    touches: ["orders", "order_events", "products"],
    request: async (w) => ({ url: `${await order(w)}/cancel`, payload: {} }),
  },
  "POST /api/store/:id/orders/:orderId/refund": {
    rule: { kind: "store-manage", status: 200 },
    touches: ["orders", "order_events", "products"],
    request: async (w) => ({
      url: `${await order(w, "paid")}/refund`,
      payload: { restock: false },
    }),
  },
  "POST /api/store/:id/orders/:orderId/emails": {
    rule: { kind: "store", status: 200 },
    touches: ["outbox", "order_events"],
    request: async (w) => ({ url: `${await order(w)}/emails`, payload: { kind: "confirmation" } }),
  },
  "GET /api/store/:id/payments": {
    rule: { kind: "store-manage", status: 200 },
    request: (w) => ({ url: `${store(w)}/payments` }),
  },
  "PUT /api/store/:id/payments": {
    rule: { kind: "store-manage", status: 200 },
    touches: ["payment_settings"],
    request: (w) => ({
      url: `${store(w)}/payments`,
      payload: {
        manual: { enabled: true, kind: "bank_transfer", instructions: "Pay by transfer." },
        stripe: { enabled: false, publishableKey: "" },
        paypal: { enabled: false, clientId: "", webhookId: "", sandbox: true },
      },
    }),
  },

  // Shipping, taxes and discounts: writes go to fresh stores (a save names the version it read,
  // 0 for a store that never saved; a store holds at most 500 discounts).
  "GET /api/store/:id/shipping-taxes": {
    rule: { kind: "store", status: 200 },
    request: (w) => ({ url: `${store(w)}/shipping-taxes` }),
  },
  "PUT /api/store/:id/shipping-taxes": {
    rule: { kind: "store-manage", status: 200 },
    touches: ["checkout_settings", "shipping_zones", "shipping_rates", "tax_rates"],
    request: async (w) => ({
      url: `/api/store/${await w.fresh.store()}/shipping-taxes`,
      payload: SHIPPING_TAXES,
    }),
  },
  "GET /api/store/:id/discounts": {
    rule: { kind: "store", status: 200 },
    request: (w) => ({ url: `${store(w)}/discounts` }),
  },
  "POST /api/store/:id/discounts": {
    rule: { kind: "store", status: 201 },
    touches: ["discounts"],
    request: async (w) => ({
      url: `/api/store/${await w.fresh.store()}/discounts`,
      payload: { code: unique("matrix"), kind: "percentage", value: 10 },
    }),
  },
  "PUT /api/store/:id/discounts/:discountId": {
    rule: { kind: "store", status: 200 },
    touches: ["discounts"],
    request: async (w) => ({
      url: await discount(w),
      payload: { code: unique("matrix"), kind: "fixed", value: 250, version: 0 },
    }),
  },
  "DELETE /api/store/:id/discounts/:discountId": {
    rule: { kind: "store", status: 200 },
    touches: ["discounts"],
    request: async (w) => ({ url: await discount(w) }),
  },
  // Collections: writes go to fresh stores (a store holds at most 200 collections).
  "GET /api/store/:id/collections": {
    rule: { kind: "store", status: 200 },
    request: (w) => ({ url: `${store(w)}/collections` }),
  },
  "POST /api/store/:id/collections": {
    rule: { kind: "store", status: 201 },
    touches: ["collections", "collection_products"],
    request: async (w) => ({
      url: `/api/store/${await w.fresh.store()}/collections`,
      payload: { title: unique("matrix") },
    }),
  },
  "POST /api/store/:id/collections/preview": {
    rule: { kind: "store", status: 200 },
    request: (w) => ({
      url: `${store(w)}/collections/preview`,
      payload: { rules: [{ field: "stock", op: "in_stock" }] },
    }),
  },
  "GET /api/store/:id/collections/:collectionId": {
    rule: { kind: "store", status: 200 },
    request: async (w) => ({ url: await collection(w) }),
  },
  "PUT /api/store/:id/collections/:collectionId": {
    rule: { kind: "store", status: 200 },
    touches: ["collections", "collection_products"],
    request: async (w) => ({
      url: await collection(w),
      payload: { title: unique("matrix"), version: 0 },
    }),
  },
  "PUT /api/store/:id/collections/:collectionId/products": {
    rule: { kind: "store", status: 200 },
    touches: ["collections", "collection_products"],
    request: async (w) => ({
      url: `${await collection(w)}/products`,
      payload: { productIds: [], version: 0 },
    }),
  },
  "DELETE /api/store/:id/collections/:collectionId": {
    rule: { kind: "store", status: 200 },
    touches: ["collections", "collection_products", "discounts"],
    request: async (w) => ({ url: await collection(w) }),
  },
};
