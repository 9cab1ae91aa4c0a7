import type { FastifyRequest } from "fastify";

/**
 * Query parameters whose values are credentials: preview, invite and password-reset tokens
 * (`token`), and the private beta's code (`invite`, the landing page's link). Matched on the
 * decoded, lower-cased name, so `%74oken` and `TOKEN` are caught too.
 */
const SECRET_PARAMS = new Set(["token", "invite"]);

const REDACTED = "[redacted]";

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, " ")).trim().toLowerCase();
  } catch {
    return raw.trim().toLowerCase();
  }
}

/** `url` with the value of every secret query parameter replaced, the rest as sent. */
export function redactUrl(url: string): string {
  const at = url.indexOf("?");
  if (at === -1) return url;
  const hashAt = url.indexOf("#", at);
  const query = url.slice(at + 1, hashAt === -1 ? undefined : hashAt);
  const redacted = query
    .split(/([&;])/)
    .map((part) => {
      if (part === "&" || part === ";") return part;
      const equals = part.indexOf("=");
      const name = equals === -1 ? part : part.slice(0, equals);
      return SECRET_PARAMS.has(decodedName(name)) ? `${name}=${REDACTED}` : part;
    })
    .join("");
  return `${url.slice(0, at)}?${redacted}`;
}

/**
 * The request as the log shows it: Fastify's own fields, with secret query values redacted
 * (a token in a log line would let anyone who reads the logs use it).
 */
export function logRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
