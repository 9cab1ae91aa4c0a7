import { ROUTES } from "@shopwright/sdk";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../http/define-route.js";
import type { TeamsService } from "./teams.service.js";

/**
 * PRODUCT.md §7 "Teams", plus the open-invite list, revocation and the accept page's lookup.
 * Sending invites (mail) and checking invite tokens share the sign-in limit per IP and minute.
 */
export function teamsRoutes(app: FastifyInstance, teams: TeamsService, rateLimit: number): void {
  defineRoute(app, ROUTES.createTeam, ({ user, body }) => teams.create(user.actor, body));
  defineRoute(app, ROUTES.myTeams, ({ user }) => teams.my(user.actor));
  defineRoute(app, ROUTES.lookupInvite, ({ query }) => teams.lookupInvite(query.token), {
    rateLimit,
  });
  defineRoute(
    app,
    ROUTES.acceptInvite,
    ({ user, body }) => teams.acceptInvite(user.actor, body.token),
    { rateLimit },
  );
  defineRoute(app, ROUTES.getTeam, ({ user, params }) => teams.get(user.actor, params.id));
  defineRoute(app, ROUTES.updateTeam, ({ user, params, body }) =>
    teams.update(user.actor, params.id, body),
  );
  defineRoute(app, ROUTES.deleteTeam, ({ user, params }) =>
    teams.deleteTeam(user.actor, params.id),
  );
  defineRoute(app, ROUTES.listMembers, ({ user, params }) => teams.members(user.actor, params.id));
  defineRoute(app, ROUTES.updateMember, ({ user, params, body }) =>
    teams.updateMember(user.actor, params.id, params.memberId, body),
  );
  defineRoute(app, ROUTES.removeMember, ({ user, params }) =>
    teams.removeMember(user.actor, params.id, params.memberId),
  );
  defineRoute(app, ROUTES.transferOwnership, ({ user, params, body }) =>
    teams.transferOwnership(user.actor, params.id, body.memberId),
  );
  defineRoute(
    app,
    ROUTES.createInvite,
    ({ user, params, body }) => teams.invite(user.actor, params.id, body),
    { rateLimit },
  );
  defineRoute(app, ROUTES.listInvites, ({ user, params }) => teams.invites(user.actor, params.id));
  defineRoute(app, ROUTES.revokeInvite, ({ user, params }) =>
    teams.revokeInvite(user.actor, params.id, params.inviteId),
  );
}
