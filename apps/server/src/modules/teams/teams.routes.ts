import {
  AcceptInviteBody,
  CreateInviteBody,
  CreateTeamBody,
  LookupInviteQuery,
  TeamIdParams,
  TeamInviteParams,
  TeamMemberParams,
  TransferOwnershipBody,
  UpdateMemberBody,
  UpdateTeamBody,
} from "@shopwright/sdk";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../http/define-route.js";
import type { TeamsService } from "./teams.service.js";

/**
 * PRODUCT.md §7 "Teams", plus the open-invite list, revocation and the accept page's lookup.
 * Sending invites (mail) and checking invite tokens share the sign-in limit per IP and minute.
 */
export function teamsRoutes(app: FastifyInstance, teams: TeamsService, rateLimit: number): void {
  defineRoute(app, {
    method: "POST",
    url: "/api/teams",
    access: "user",
    role: "signed-in",
    body: CreateTeamBody,
    status: 201,
    handler: ({ user, body }) => teams.create(user.actor, body),
  });
  defineRoute(app, {
    method: "GET",
    url: "/api/teams/my",
    access: "user",
    role: "signed-in",
    handler: ({ user }) => teams.my(user.actor),
  });
  defineRoute(app, {
    method: "GET",
    url: "/api/teams/invites/lookup",
    access: "public",
    query: LookupInviteQuery,
    rateLimit,
    handler: ({ query }) => teams.lookupInvite(query.token),
  });
  defineRoute(app, {
    method: "POST",
    url: "/api/teams/invites/accept",
    access: "user",
    role: "signed-in",
    body: AcceptInviteBody,
    rateLimit,
    handler: ({ user, body }) => teams.acceptInvite(user.actor, body.token),
  });
  defineRoute(app, {
    method: "GET",
    url: "/api/teams/:id",
    access: "user",
    role: "team-member",
    params: TeamIdParams,
    handler: ({ user, params }) => teams.get(user.actor, params.id),
  });
  defineRoute(app, {
    method: "PUT",
    url: "/api/teams/:id",
    access: "user",
    role: "team-admin",
    params: TeamIdParams,
    body: UpdateTeamBody,
    handler: ({ user, params, body }) => teams.update(user.actor, params.id, body),
  });
  defineRoute(app, {
    method: "DELETE",
    url: "/api/teams/:id",
    access: "user",
    role: "team-owner",
    params: TeamIdParams,
    handler: ({ user, params }) => teams.deleteTeam(user.actor, params.id),
  });
  defineRoute(app, {
    method: "GET",
    url: "/api/teams/:id/members",
    access: "user",
    role: "team-member",
    params: TeamIdParams,
    handler: ({ user, params }) => teams.members(user.actor, params.id),
  });
  defineRoute(app, {
    method: "PUT",
    url: "/api/teams/:id/members/:memberId",
    access: "user",
    role: "team-admin",
    params: TeamMemberParams,
    body: UpdateMemberBody,
    handler: ({ user, params, body }) =>
      teams.updateMember(user.actor, params.id, params.memberId, body),
  });
  defineRoute(app, {
    method: "DELETE",
    url: "/api/teams/:id/members/:memberId",
    access: "user",
    role: "team-admin",
    params: TeamMemberParams,
    handler: ({ user, params }) => teams.removeMember(user.actor, params.id, params.memberId),
  });
  defineRoute(app, {
    method: "POST",
    url: "/api/teams/:id/transfer-ownership",
    access: "user",
    role: "team-owner",
    params: TeamIdParams,
    body: TransferOwnershipBody,
    handler: ({ user, params, body }) =>
      teams.transferOwnership(user.actor, params.id, body.memberId),
  });
  defineRoute(app, {
    method: "POST",
    url: "/api/teams/:id/invites",
    access: "user",
    role: "team-admin",
    params: TeamIdParams,
    body: CreateInviteBody,
    status: 201,
    rateLimit,
    handler: ({ user, params, body }) => teams.invite(user.actor, params.id, body),
  });
  defineRoute(app, {
    method: "GET",
    url: "/api/teams/:id/invites",
    access: "user",
    role: "team-admin",
    params: TeamIdParams,
    handler: ({ user, params }) => teams.invites(user.actor, params.id),
  });
  defineRoute(app, {
    method: "DELETE",
    url: "/api/teams/:id/invites/:inviteId",
    access: "user",
    role: "team-admin",
    params: TeamInviteParams,
    handler: ({ user, params }) => teams.revokeInvite(user.actor, params.id, params.inviteId),
  });
}
