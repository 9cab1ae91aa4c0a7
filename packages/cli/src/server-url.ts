import { CliError, EXIT_CODES } from "./cli-error.js";

/** Where the CLI looks when nothing else is said: the server `npm start` runs. */
export const DEFAULT_SERVER_URL = "http://localhost:3000";

/** "http://host:3000/api/" → "http://host:3000": the server's address as users write it. */
export function normalizeServerUrl(input: string): string {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw new CliError(
      `Not a server address: ${input}`,
      EXIT_CODES.usage,
      "Write it like http://localhost:3000",
    );
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new CliError(`The server address must start with http:// or https://`, EXIT_CODES.usage);
  }
  const path = url.pathname.replace(/\/+$/, "").replace(/\/api$/, "");
  return `${url.origin}${path}`;
}

/** The API's base URL for the SDK client. */
export const apiBaseOf = (serverUrl: string) => `${serverUrl}/api`;
