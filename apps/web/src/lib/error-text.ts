import { ApiError, REQUEST_FAILED, UNREADABLE_RESPONSE } from "@shopwright/sdk";

/** The text a screen shows for a failed call: the server's message, else its PRODUCT.md §8 fallback. */
export function errorText(error: unknown, fallback: string): string {
  const hasServerMessage =
    error instanceof ApiError &&
    error.message !== REQUEST_FAILED &&
    error.message !== UNREADABLE_RESPONSE;
  return hasServerMessage ? error.message : fallback;
}
