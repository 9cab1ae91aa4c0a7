import {
  ORGANIZATION_MESSAGES,
  TEAM_MESSAGES,
  type OrganizationDto,
  type OrganizationsResult,
  type SetCurrentOrganizationResult,
} from "@shopwright/sdk";
import { AppError, notFound } from "../../http/app-error.js";
import { isUuid } from "../../http/is-uuid.js";
import type { Actor } from "../auth/auth.plugin.js";
import type { TeamsRepository } from "./teams.repository.js";

const teamNotFound = () => notFound("team_not_found", TEAM_MESSAGES.teamNotFound);

/**
 * Where a user works: their personal space and each team they belong to, one of them current
 * (users.current_team_id, falling back to personal when they are no longer in that team).
 * An API key always works in its own team and cannot switch.
 */
export function createOrganizationsService(deps: {
  teams: Pick<TeamsRepository, "teamsOf" | "setCurrentTeam" | "membership">;
  /** The actor's current organization (auth's `defaultTeamOf`): a key's team, else the user's. */
  currentOrganizationOf: (actor: Actor) => Promise<string | null>;
  /** How many stores the actor reaches in each organization (null: personal). */
  storeCounts: (actor: Actor) => Promise<Map<string | null, number>>;
}) {
  const { teams } = deps;

  async function organizations(actor: Actor): Promise<OrganizationsResult> {
    const [memberships, counts, currentTeamId] = await Promise.all([
      teams.teamsOf(actor.userId),
      deps.storeCounts(actor),
      deps.currentOrganizationOf(actor),
    ]);
    const list: OrganizationDto[] = [];
    if (actor.teamScope === undefined) {
      list.push({
        teamId: null,
        name: ORGANIZATION_MESSAGES.personalName,
        slug: null,
        role: "owner",
        storeCount: counts.get(null) ?? 0,
        isCurrent: currentTeamId === null,
      });
    }
    for (const { team, role } of memberships) {
      if (actor.teamScope !== undefined && team.id !== actor.teamScope) continue;
      list.push({
        teamId: team.id,
        name: team.name,
        slug: team.slug,
        role,
        storeCount: counts.get(team.id) ?? 0,
        isCurrent: team.id === currentTeamId,
      });
    }
    return { organizations: list, current: list.find((o) => o.isCurrent) ?? list[0]! };
  }

  return {
    list: organizations,

    /** Switches to a team the caller belongs to (404 otherwise), or to personal with null. */
    async setCurrent(actor: Actor, teamId: string | null): Promise<SetCurrentOrganizationResult> {
      if (actor.teamScope !== undefined)
        throw new AppError(403, "insufficient_role", ORGANIZATION_MESSAGES.notWithKey);
      if (teamId !== null) {
        if (!isUuid(teamId) || !(await teams.membership(actor.userId, teamId)))
          throw teamNotFound();
      }
      await teams.setCurrentTeam(actor.userId, teamId);
      return { current: (await organizations(actor)).current };
    },
  };
}

export type OrganizationsService = ReturnType<typeof createOrganizationsService>;
