import { z } from "zod";
import { TEAM_ROLES } from "./teams.js";

/**
 * The answers of the organization routes: the zod schemas of their `data`, and their types. They live
 * apart from the request schemas and texts so that a browser, which needs only their types,
 * never evaluates them; the route table (routes.ts) imports the values.
 */

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
