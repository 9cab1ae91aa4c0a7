/** PRODUCT.md §5: dictated texts of the invite gate; keep them character for character. */
export const INVITE_TEXTS = {
  checking: "Checking…",
  mismatch: "That code didn’t work. Double‑check and try again.",
} as const;

/** PRODUCT.md §9: the check deliberately takes about this long, so guessing feels deliberate. */
export const INVITE_CHECK_DELAY_MS = 200;

/** PRODUCT.md §5: the trimmed entry is compared with the code fixed in the client at build time. */
export function matchesInviteCode(entry: string): boolean {
  return entry.trim() === __INVITE_CODE__;
}
