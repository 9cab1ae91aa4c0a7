import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from "@shopwright/sdk";
import { AppError, badRequest } from "../../http/app-error.js";
import {
  OutboundRefusedError,
  OutboundRequestError,
  type GuardedClient,
  type GuardedResponse,
  type OutboundFailure,
  type OutboundRefusal,
} from "../../http/guarded-fetch.js";
import type { IncomingFile } from "./read-image-parts.js";

/** How an image import fetches: the whole exchange, and the redirects it follows (each vetted). */
export const REMOTE_IMAGE_LIMITS = { timeoutMs: 10_000, maxRedirects: 3 } as const;

const notAllowed = (message: string) => badRequest(message, "url_not_allowed");
const unreachable = (message: string) => badRequest(message, "url_unreachable");

const REFUSALS: Record<OutboundRefusal, () => AppError> = {
  invalid_url: () => badRequest(UPLOAD_MESSAGES.importUrlInvalid),
  url_too_long: () => badRequest(UPLOAD_MESSAGES.importUrlTooLong),
  scheme_not_allowed: () => notAllowed(UPLOAD_MESSAGES.importUrlInvalid),
  credentials_in_url: () => notAllowed(UPLOAD_MESSAGES.importCredentials),
  private_address: () => notAllowed(UPLOAD_MESSAGES.importNotAllowed),
  unresolvable: () => unreachable(UPLOAD_MESSAGES.importUnreachable),
};

const FAILURES: Record<OutboundFailure, () => AppError> = {
  timeout: () => unreachable(UPLOAD_MESSAGES.importTimeout),
  network: () => unreachable(UPLOAD_MESSAGES.importUnreachable),
  too_many_redirects: () => unreachable(UPLOAD_MESSAGES.importTooManyRedirects),
  response_too_large: () => new AppError(413, "payload_too_large", UPLOAD_MESSAGES.importTooLarge),
};

/** The name an imported image is listed under: the last segment of its address's path. */
function nameOf(address: string): string {
  const last = new URL(address).pathname.split("/").findLast(Boolean) ?? "";
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/**
 * Fetches the image at a user's URL through the guarded client: vetted and
 * pinned addresses, every redirect vetted again, a deadline, and the upload size limit
 * enforced while the bytes arrive. What the answer says its type is goes unread: the bytes
 * are checked by prepareImage exactly as an upload's are.
 */
export function createRemoteImageFetcher(
  guard: Pick<GuardedClient, "fetch">,
  limits: { timeoutMs?: number } = {},
) {
  return async function fetchImage(url: string): Promise<IncomingFile> {
    let response: GuardedResponse;
    try {
      response = await guard.fetch(url, {
        method: "GET",
        headers: {
          accept: UPLOAD_LIMITS.types.join(", "),
          "user-agent": "Shopwright-Image-Import/1.0",
        },
        timeoutMs: limits.timeoutMs ?? REMOTE_IMAGE_LIMITS.timeoutMs,
        maxRedirects: REMOTE_IMAGE_LIMITS.maxRedirects,
        maxResponseBytes: UPLOAD_LIMITS.maxFileBytes,
      });
    } catch (error) {
      if (error instanceof OutboundRefusedError) throw REFUSALS[error.reason]();
      if (error instanceof OutboundRequestError) throw FAILURES[error.reason]();
      throw error;
    }
    // A 3xx here is a redirect without a Location, or one past the limit: no image either way.
    if (response.status < 200 || response.status >= 300) {
      throw unreachable(UPLOAD_MESSAGES.importHttpError);
    }
    return { fileName: nameOf(response.url), bytes: response.body };
  };
}

export type RemoteImageFetcher = ReturnType<typeof createRemoteImageFetcher>;
