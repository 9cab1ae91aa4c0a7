/** SPEC 5 and 8 texts of the team page; dictated, so keep them exactly. */
export const TEAM_TEXT = {
  inviteFailed: "Failed to send invite",
  inviteSent: "Invite sent",
  loadFailed: "Failed to load",
  leaveConfirmation: "Leave this team?",
  nameYourTeam: "Name your team",
} as const;

/** Ours, where the SPEC is silent. */
export const removeConfirmation = (name: string) => `Remove ${name} from the team?`;
