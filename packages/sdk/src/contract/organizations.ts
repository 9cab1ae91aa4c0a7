import { z } from "zod";

/**
 * Organizations: where a user works. Every user has a personal space (stores that belong to
 * no team, which only they reach) and one organization per team they belong to. One of them
 * is current, remembered per user: new stores, uploads and API keys land there, and the
 * dashboard lists its stores.
 */
export const ORGANIZATION_MESSAGES = {
  /** The personal space's name in the switcher. */
  personalName: "Personal",
  invalidTeamId: "teamId must be a team id, or null for your personal space",
  notWithKey: "An API key always works in its own team. Sign in to the dashboard to switch.",
} as const;

/** PUT /organizations/current body: a team the caller belongs to, or null for personal. */
export const SetCurrentOrganizationBody = z.object({
  teamId: z.string({ error: ORGANIZATION_MESSAGES.invalidTeamId }).max(64).nullable(),
});
export type SetCurrentOrganizationBody = z.input<typeof SetCurrentOrganizationBody>;
