import { LINKS } from "../../lib/links";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

export interface Endpoint {
  method: HttpMethod;
  path: string;
  body?: string;
  returns: string;
}

export interface EnvVar {
  name: string;
  defaultValue: string;
  description: string;
}

export const DOC_SECTIONS = [
  { id: "introduction", title: "Introduction" },
  { id: "install", title: "Install and run" },
  { id: "configuration", title: "Configuration" },
  { id: "api", title: "REST API basics" },
  { id: "auth-endpoints", title: "Auth endpoints" },
  { id: "store-endpoints", title: "Store endpoints" },
  { id: "next-steps", title: "Next steps" },
] as const;

export type DocSectionId = (typeof DOC_SECTIONS)[number]["id"];

export const INSTALL_SNIPPET = `git clone ${LINKS.sourceRepository}.git
cd shopwright
npm install
npm start`;

export const CONFIG_SNIPPET = `PORT=8080 PUBLIC_URL=https://shop.example.com npm start`;

export const ENV_VARS: EnvVar[] = [
  {
    name: "PORT",
    defaultValue: "3000",
    description: "The port that serves both the web app and the API.",
  },
  {
    name: "DATA_DIR",
    defaultValue: "./data",
    description:
      "Where the embedded database and the generated signing secret live. Back it up to back up everything.",
  },
  {
    name: "DATABASE_URL",
    defaultValue: "(none)",
    description:
      "A PostgreSQL connection string. When set, it is used instead of the embedded database.",
  },
  {
    name: "JWT_SECRET",
    defaultValue: "(generated)",
    description:
      "Signs sign-in tokens; at least 32 characters. When unset, one is generated once and kept in DATA_DIR.",
  },
  {
    name: "PUBLIC_URL",
    defaultValue: "http://localhost:PORT",
    description: "The address people use to reach your instance, used in links it generates.",
  },
  {
    name: "INVITE_CODE",
    defaultValue: "(built in)",
    description:
      "The private-beta code the landing page asks for. It is fixed when the web app is built, so set it before building; the server reads the same variable when it runs.",
  },
  {
    name: "REGISTRATION_INVITE_ONLY",
    defaultValue: "false",
    description:
      "true makes the server itself refuse a sign-up without the invite code or a pending team invitation for that email.",
  },
];

export const LOGIN_SNIPPET = `curl -s http://localhost:3000/api/auth/login \\
  -H "Content-Type: application/json" \\
  -d '{"email": "you@example.com", "password": "your-password"}'`;

export const AUTHORIZED_SNIPPET = `curl -s http://localhost:3000/api/store \\
  -H "Authorization: Bearer $TOKEN"`;

export const SUCCESS_SNIPPET = `{
  "success": true,
  "data": { "token": "eyJhbGciOi…" }
}`;

export const ERROR_SNIPPET = `{
  "success": false,
  "message": "Invalid email or password",
  "code": "invalid_credentials"
}`;

/** PRODUCT.md §7, Auth. */
export const AUTH_ENDPOINTS: Endpoint[] = [
  {
    method: "POST",
    path: "/api/auth/register",
    body: "{ name, email, password }",
    returns: "data.token",
  },
  { method: "POST", path: "/api/auth/login", body: "{ email, password }", returns: "data.token" },
  { method: "GET", path: "/api/auth/me", returns: "data.user" },
];

/** PRODUCT.md §7, Stores. */
export const STORE_ENDPOINTS: Endpoint[] = [
  {
    method: "POST",
    path: "/api/store",
    body: "{ storeName, domain, description? }",
    returns: "data.store",
  },
  { method: "GET", path: "/api/store", returns: "data.stores" },
  { method: "GET", path: "/api/store/{id}", returns: "data.store" },
  {
    method: "PUT",
    path: "/api/store/{id}",
    body: "{ storeName?, domain?, description?, currency?, locale? }",
    returns: "data.store",
  },
  { method: "DELETE", path: "/api/store/{id}", returns: "data.deleted, data.restorableUntil" },
  { method: "GET", path: "/api/store/deleted", returns: "data.stores" },
  { method: "POST", path: "/api/store/{id}/restore", returns: "data.store" },
  { method: "PUT", path: "/api/store/{id}/approve", returns: "data.store" },
  {
    method: "POST",
    path: "/api/store/{id}/ai-prompt",
    body: "{ prompt }",
    returns: "data.ai, data.store, data.message",
  },
  {
    method: "POST",
    path: "/api/store/themes/choose",
    body: "{ storeId, themeId }",
    returns: "success",
  },
  {
    method: "GET",
    path: "/api/store/{id}/editor",
    returns: "data.store, data.layout, data.products",
  },
  {
    method: "POST",
    path: "/api/store/{id}/editor-update",
    body: "{ layout, theme, products }",
    returns: "success",
  },
  {
    method: "POST",
    path: "/api/store/{id}/publish",
    body: "{ jsonLayout: { pages } }",
    returns: "data.url",
  },
];
