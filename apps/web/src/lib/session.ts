// PRODUCT.md §3 "Session flags": the keys are part of the contract with existing clients.
const TOKEN_KEY = "token";
const EDITOR_STORE_KEY = "editorStoreId";
const INVITE_VERIFIED_KEY = "inviteVerified";

export const getToken = (): string | null => localStorage.getItem(TOKEN_KEY);
export const setToken = (token: string): void => localStorage.setItem(TOKEN_KEY, token);
export const clearToken = (): void => localStorage.removeItem(TOKEN_KEY);

export const setEditorStoreId = (storeId: string): void =>
  localStorage.setItem(EDITOR_STORE_KEY, storeId);
export const getEditorStoreId = (): string | null => localStorage.getItem(EDITOR_STORE_KEY);

/** PRODUCT.md §4: invite verification lasts for the browser session; storage errors are ignored. */
export function isInviteVerified(): boolean {
  try {
    return sessionStorage.getItem(INVITE_VERIFIED_KEY) === "true";
  } catch {
    return false;
  }
}

export function markInviteVerified(): void {
  try {
    sessionStorage.setItem(INVITE_VERIFIED_KEY, "true");
  } catch {
    // PRODUCT.md §8: session-storage errors are ignored silently.
  }
}
