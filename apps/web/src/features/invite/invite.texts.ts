/** Texts of the invite accept page (ours: PRODUCT.md does not show this page). */
export const INVITE_TEXT = {
  missingToken: "This invite link is missing its token. Open the link from the email again.",
  unusableTitle: "This invite can’t be used",
  acceptFailed: "Failed to accept the invite",
} as const;

export const roleLabel = (role: "member" | "admin") => (role === "admin" ? "an admin" : "a member");
