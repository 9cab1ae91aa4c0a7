import { createClient, type ShopwrightClient } from "@shopwright/sdk";
import { CliError } from "./cli-error.js";
import { readCredentials } from "./config-file.js";
import { apiBaseOf, DEFAULT_SERVER_URL, normalizeServerUrl } from "./server-url.js";

/** A signed-in CLI: the server, the key, and a client that sends it. */
export interface Session {
  url: string;
  token: string;
  /** Where the key came from: the SHOPWRIGHT_TOKEN variable or the saved login. */
  source: "env" | "config";
  client: ShopwrightClient;
  /** The same client on another fetch (export meters the download through one). */
  clientWith(fetch: typeof globalThis.fetch): ShopwrightClient;
}

export const NOT_LOGGED_IN = "Not logged in — run `shopwright login`";

/**
 * The session from SHOPWRIGHT_TOKEN / SHOPWRIGHT_URL when set (CI needs no config file),
 * else from the saved login; null when there is neither.
 */
export async function findSession(env: NodeJS.ProcessEnv): Promise<Session | null> {
  const saved = await readCredentials(env);
  const token = env.SHOPWRIGHT_TOKEN || saved?.token;
  if (!token) return null;
  const url = normalizeServerUrl(env.SHOPWRIGHT_URL || saved?.url || DEFAULT_SERVER_URL);
  const clientWith = (fetch?: typeof globalThis.fetch) =>
    createClient({ baseUrl: apiBaseOf(url), token, fetch });
  return {
    url,
    token,
    source: env.SHOPWRIGHT_TOKEN ? "env" : "config",
    client: clientWith(),
    clientWith,
  };
}

/** The session, or the "not logged in" error. */
export async function requireSession(env: NodeJS.ProcessEnv): Promise<Session> {
  const session = await findSession(env);
  if (!session) {
    throw new CliError(
      NOT_LOGGED_IN,
      1,
      "Create an API key in Organization settings → API keys, then run `shopwright login`.",
      "not_logged_in",
    );
  }
  return session;
}
