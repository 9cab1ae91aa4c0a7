import { AI_MESSAGES, ApiError, REQUEST_FAILED, UNREADABLE_RESPONSE } from "@shopwright/sdk";

/** PRODUCT.md §2 and §8 texts of the AI chat builder; dictated ones marked, so keep them exactly. */
export const CHAT_TEXT = {
  /** Over what the AI wants checked (samples it wrote, repairs, skipped changes), shown open. */
  notesHeading: "Check before you publish",
  /** PRODUCT.md §2: the intro's four suggestion chips, in this order. */
  introSuggestions: [
    "Landing page for coffee brand",
    "Add a product grid",
    "Dark theme footer",
    "About + Contact sections",
  ],
  /** PRODUCT.md §2: while generating. */
  generating: "Generating...",
  /** PRODUCT.md §8: the reply when the engine gives none. */
  defaultReply: AI_MESSAGES.defaultReply,
  /** PRODUCT.md §8: the error bubble without a message. */
  generateFailed: AI_MESSAGES.generateFailed,
  /** PRODUCT.md §8: the error bubble's prefix. */
  errorPrefix: "Error: ",
  reset: "Reset",
  resetConfirm: "Clear the chat? Your site stays as it is.",
  resetFailed: "Failed to reset the chat",
  loadChatFailed: "Failed to load the chat",
  loadStoreFailed: "Failed to load store",
  introTitle: "What should we build?",
  introText:
    "Describe your store in plain words, or start from a suggestion. Every change shows up in the preview right away, and you can keep refining it.",
  placeholder: "Describe your store or a change…",
  inputLabel: "Message the AI builder",
  send: "Send",
  hint: "Enter to send · Shift+Enter for a new line",
  suggestionsLabel: "Try one of these",
  previewEmptyTitle: "Your site will appear here",
  previewEmptyText: "Describe your store or pick a suggestion to generate the first version.",
  continue: "Review & approve",
  openEditor: "Open editor",
  undo: "Undo",
  undoing: "Undoing...",
  undone: "Undone",
  undoHint: "Put the site back as it was before this reply",
  undoFailed: "Failed to undo this change",
} as const;

/**
 * PRODUCT.md §8: a failed prompt shows 'Error: ' and the server's message, or 'Failed to generate'
 * when there is no message to show (network failure, unreadable answer).
 */
export function promptErrorText(error: unknown): string {
  const hasMessage =
    error instanceof ApiError &&
    error.status !== 0 &&
    error.message !== "" &&
    error.message !== REQUEST_FAILED &&
    error.message !== UNREADABLE_RESPONSE;
  return hasMessage ? `${CHAT_TEXT.errorPrefix}${error.message}` : CHAT_TEXT.generateFailed;
}
