import { z } from "zod";
import { TEAM_ROLES } from "./teams.js";

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

/** One organization the caller may work in. */
export const OrganizationDto = z.object({
  /** The team's id, or null for the caller's personal space. */
  teamId: z.string().nullable(),
  name: z.string(),
  /** The team's slug; null for the personal space. */
  slug: z.string().nullable(),
  /** The caller's role: their team role, owner of their personal space. */
  role: z.enum(TEAM_ROLES),
  /** Stores in it (for the personal space: the caller's own personal stores). */
  storeCount: z.number().int(),
  isCurrent: z.boolean(),
});
export type OrganizationDto = z.infer<typeof OrganizationDto>;

/** data of GET /organizations: personal first, then teams by oldest membership. */
export const OrganizationsResult = z.object({
  organizations: z.array(OrganizationDto),
  current: OrganizationDto,
});
export type OrganizationsResult = z.infer<typeof OrganizationsResult>;

/** data of PUT /organizations/current. */
export const SetCurrentOrganizationResult = z.object({ current: OrganizationDto });
export type SetCurrentOrganizationResult = z.infer<typeof SetCurrentOrganizationResult>;
