import { ApiError, UNREADABLE_RESPONSE } from "@shopwright/sdk";
import { errorText } from "../../lib/error-text";

/** PRODUCT.md §8 texts of sign-in and registration; dictated, so keep them exactly. */
export const AUTH_TEXT = {
  loginFailed: "Login failed",
  loginNoToken: "Login failed. Please try again.",
  registrationFailed: "Registration failed",
  registrationNoToken: "Registration failed. Please try again.",
  invalidResponse: "Invalid response from server",
  registrationUnreadablePrefix: "Registration failed: ",
} as const;

/** A success answer that cannot start a session (no data, no token). */
export class AuthResponseError extends Error {
  override readonly name = "AuthResponseError";
}

export function loginErrorText(error: unknown): string {
  if (error instanceof AuthResponseError) return error.message;
  return errorText(error, AUTH_TEXT.loginFailed);
}

export function registerErrorText(error: unknown): string {
  if (error instanceof AuthResponseError) return error.message;
  // PRODUCT.md §8: an unparseable answer is shown as the prefix plus the raw body.
  if (error instanceof ApiError && error.message === UNREADABLE_RESPONSE) {
    const raw = error.rawBody?.trim().slice(0, 200);
    return `${AUTH_TEXT.registrationUnreadablePrefix}${raw || `HTTP ${error.status}`}`;
  }
  return errorText(error, AUTH_TEXT.registrationFailed);
}
