/** PRODUCT.md §5 and §8 texts of the team page; dictated, so keep them exactly. */
export const TEAM_TEXT = {
  inviteFailed: "Failed to send invite",
  inviteSent: "Invite sent",
  loadFailed: "Failed to load",
  leaveConfirmation: "Leave this team?",
  nameYourTeam: "Name your team",
} as const;

/** Ours, where PRODUCT.md is silent. */
export const removeConfirmation = (name: string) => `Remove ${name} from the team?`;

/** The create-team dialog's offer to bring the user's personal stores along. */
export const moveStoresLabel = (count: number) =>
  `Move my ${count} personal ${count === 1 ? "store" : "stores"} into this team`;

/** Ours: roles, ownership and leaving. */
export const ROLE_TEXT = {
  createTeam: "Create team",
  createTeamDescription: "A team shares its stores with everyone you invite.",
  moveStoresHint: "Everyone in the team can then see and edit them. You can move stores later too.",
  teamCreated: "Team created",
  roleLabel: (name: string) => `Role of ${name}`,
  roleChanged: (name: string, role: string) =>
    `${name} is now ${role === "admin" ? "an admin" : "a member"}`,
  roleFailed: "Failed to change the role",
  makeOwner: "Make owner",
  transferTitle: (name: string) => `Make ${name} the owner?`,
  transferMessage:
    "They get every right over this team, including deleting it. You stay in the team as an admin and can leave afterwards.",
  transferConfirm: "Transfer ownership",
  transferred: (name: string) => `${name} is now the owner`,
  transferFailed: "Failed to transfer ownership",
  soleOwner:
    "You are this team’s only owner. To leave, first make another member the owner with “Make owner”.",
  soleOwnerAlone:
    "You are this team’s only member. Invite someone and make them the owner before you leave.",
  leaveDisabled: "Make another member the owner first",
  leaveFailed: "Failed to leave the team",
  removeFailed: "Failed to remove member",
  left: (team: string) => `You left ${team}`,
  removed: (name: string) => `${name} was removed from the team`,
} as const;

/** Ours: the owner's danger zone. */
export const DELETE_TEAM_TEXT = {
  heading: "Danger zone",
  label: "Delete team",
  description:
    "Removes the team, its members’ access, open invites and API keys. This cannot be undone.",
  confirmTitle: (team: string) => `Delete ${team}?`,
  confirmMessage:
    "Everyone in the team loses access at once, and its open invites and API keys stop working. Members keep their personal stores.",
  confirmLabel: "Delete team",
  deleted: (team: string) => `${team} was deleted`,
  failedTitle: "The team was not deleted",
  failed: "Failed to delete the team",
} as const;
