import { randomBytes } from "node:crypto";
import {
  INVITE_LIFETIME_DAYS,
  PERMISSION_MESSAGES,
  TEAM_MESSAGES,
  teamSlugOf,
  teamHasStoresMessage,
  type CreateInviteBody,
  type CreateInviteResult,
  type CreateTeamBody,
  type CreateTeamResult,
  type DeleteTeamResult,
  type TransferOwnershipResult,
  type InviteLookupResult,
  type MyTeamDto,
  type RemoveMemberResult,
  type TeamMemberDto,
  type TeamMembersResult,
  type TeamResult,
  type TeamRole,
  type UpdateMemberBody,
  type UpdateTeamBody,
} from "@shopwright/sdk";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import { isUniqueViolation } from "../../db/client.js";
import type { TeamRow } from "../../db/schema.js";
import { AppError, badRequest, conflict, notFound } from "../../http/app-error.js";
import { isUuid } from "../../http/is-uuid.js";
import type { Actor } from "../auth/auth.plugin.js";
import { hashInviteToken, newInviteToken } from "./invite-tokens.js";
import { inviteMail } from "./invite-mail.js";
import type { MailSender } from "../mail/mail-sender.js";
import { toInviteDto, toMemberDto, toTeamDto } from "./teams.mapper.js";
import type { MembershipFacts, TeamsRepository } from "./teams.repository.js";

const DAY_MS = 24 * 60 * 60 * 1000;

// 404, not 403: a team the caller is not in must look absent.
const teamNotFound = () => notFound("team_not_found", TEAM_MESSAGES.teamNotFound);
const memberNotFound = () => notFound("member_not_found", TEAM_MESSAGES.memberNotFound);
const forbidden = (message: string) => new AppError(403, "insufficient_role", message);
const lastOwner = () => conflict("last_owner", TEAM_MESSAGES.lastOwner);

const isManager = (role: TeamRole) => role === "owner" || role === "admin";
// An API key works inside its one team: it may not found or join others,
// nor change who is in its team or what they may do, so a leaked key cannot invite its
// holder in for good (as it may not mint keys).
const notWithKey = () =>
  forbidden("API keys cannot create, join or manage teams. Sign in to the dashboard to do that.");

function slugUnique<T>(write: () => Promise<T>): Promise<T> {
  return write().catch((error: unknown) => {
    if (isUniqueViolation(error)) throw conflict("slug_taken", TEAM_MESSAGES.slugTaken);
    throw error;
  });
}

/**
 * Team use cases. Every one finds the team through the caller's membership first (404
 * otherwise), then checks the role: owners and admins manage members, invites and settings;
 * members see the team and may leave; an admin never touches an owner; a team always keeps
 * one owner.
 */
export function createTeamsService(deps: {
  teams: TeamsRepository;
  mail: MailSender;
  publicUrl: string;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { teams, mail } = deps;
  const now = deps.now ?? (() => new Date());

  /** The actor's membership of the team; 404 outside it, and outside an API key's team. */
  async function membership(actor: Actor, teamId: string) {
    if (!isUuid(teamId)) throw teamNotFound();
    if (actor.teamScope !== undefined && actor.teamScope !== teamId) throw teamNotFound();
    const found = await teams.membership(actor.userId, teamId);
    if (!found) throw teamNotFound();
    return found;
  }

  async function managed(actor: Actor, teamId: string) {
    const found = await membership(actor, teamId);
    if (actor.teamScope !== undefined) throw notWithKey();
    if (!isManager(found.role)) throw forbidden(TEAM_MESSAGES.notManager);
    return found;
  }

  async function memberDto(teamId: string, userId: string, callerId: string) {
    const row = await teams.member(teamId, userId);
    if (!row) throw memberNotFound();
    return toMemberDto(row, callerId);
  }

  /** The invite a token names, when it is still usable; the matching error otherwise. */
  async function openInvite(token: string) {
    const found = await teams.inviteByTokenHash(hashInviteToken(token));
    if (!found) throw notFound("invite_not_found", TEAM_MESSAGES.inviteNotFound);
    if (found.invite.acceptedAt) throw conflict("invite_used", TEAM_MESSAGES.inviteUsed);
    if (found.invite.expiresAt <= now())
      throw new AppError(410, "invite_expired", TEAM_MESSAGES.inviteExpired);
    return found;
  }

  return {
    /**
     * The creator becomes the owner and the team their current organization; the slug comes
     * from the name, made unique. Their personal stores move in as `moveStores` says.
     */
    async create(actor: Actor, body: z.output<typeof CreateTeamBody>): Promise<CreateTeamResult> {
      if (actor.teamScope !== undefined) throw notWithKey();
      const { userId } = actor;
      const base = teamSlugOf(body.name);
      const moveStores = Array.isArray(body.moveStores)
        ? body.moveStores.filter(isUuid)
        : body.moveStores;
      for (let attempt = 0; ; attempt += 1) {
        const slug = attempt === 0 ? base : `${base}-${randomBytes(3).toString("hex")}`;
        try {
          const { team, movedStores } = await teams.insertWithOwner(
            userId,
            { name: body.name, slug },
            moveStores,
          );
          return { team: toTeamDto(team), movedStores };
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= 4) throw error;
        }
      }
    },

    /** The actor's teams; an API key sees its own team only. */
    async my(actor: Actor): Promise<{ teams: MyTeamDto[] }> {
      const rows = await teams.teamsOf(actor.userId);
      return {
        teams: rows
          .filter((row) => actor.teamScope === undefined || row.team.id === actor.teamScope)
          .map((row) => ({
            team: toTeamDto(row.team),
            role: row.role,
            joinedAt: row.joinedAt.toISOString(),
          })),
      };
    },

    async get(actor: Actor, teamId: string): Promise<TeamResult> {
      const { team, role } = await membership(actor, teamId);
      return { team: toTeamDto(team), role };
    },

    /** Name, slug and the AI data-privacy setting: owners and admins only. */
    async update(
      actor: Actor,
      teamId: string,
      body: z.output<typeof UpdateTeamBody>,
    ): Promise<TeamResult> {
      const { role } = await managed(actor, teamId);
      const patch: Partial<Pick<TeamRow, "name" | "slug" | "settings">> = {};
      if (body.name !== undefined) patch.name = body.name;
      if (body.slug !== undefined) patch.slug = body.slug;
      if (body.settings) patch.settings = { assistantOptIn: body.settings.assistantOptIn };
      const team = await slugUnique(() => teams.update(teamId, patch));
      return { team: toTeamDto(team), role };
    },

    async members(actor: Actor, teamId: string): Promise<TeamMembersResult> {
      const { team } = await membership(actor, teamId);
      const rows = await teams.members(teamId);
      return {
        team: toTeamDto(team),
        members: rows.map((row) => toMemberDto(row, actor.userId)),
      };
    },

    async updateMember(
      actor: Actor,
      teamId: string,
      memberId: string,
      body: z.output<typeof UpdateMemberBody>,
    ): Promise<{ member: TeamMemberDto }> {
      await managed(actor, teamId);
      const { userId } = actor;
      if (!isUuid(memberId)) throw memberNotFound();
      // Roles are checked again under the team's lock: they may have changed meanwhile.
      await teams.setRole(userId, teamId, memberId, body.role, (facts: MembershipFacts) => {
        const { callerRole, target, owners } = facts;
        if (!callerRole) throw teamNotFound();
        if (!isManager(callerRole)) throw forbidden(TEAM_MESSAGES.notManager);
        if (!target) throw memberNotFound();
        if (callerRole !== "owner" && target.role === "owner")
          throw forbidden(TEAM_MESSAGES.ownerOnly);
        if (callerRole !== "owner" && body.role === "owner")
          throw forbidden(TEAM_MESSAGES.ownerToGrant);
        if (target.role === "owner" && body.role !== "owner" && owners <= 1) throw lastOwner();
      });
      return { member: await memberDto(teamId, memberId, userId) };
    },

    /**
     * Hands the team to another member: they become an owner, the caller (an owner) an admin,
     * under the team's lock, so the team always keeps an owner.
     */
    async transferOwnership(
      actor: Actor,
      teamId: string,
      memberId: string,
    ): Promise<TransferOwnershipResult> {
      const caller = await membership(actor, teamId);
      if (actor.teamScope !== undefined) throw notWithKey();
      if (caller.role !== "owner") throw forbidden(PERMISSION_MESSAGES.owner);
      const { userId } = actor;
      if (memberId === userId) throw badRequest(TEAM_MESSAGES.transferToSelf);
      if (!isUuid(memberId)) throw memberNotFound();
      await teams.transferOwnership(userId, teamId, memberId, ({ callerRole, target }) => {
        if (!callerRole) throw teamNotFound();
        if (callerRole !== "owner") throw forbidden(PERMISSION_MESSAGES.owner);
        if (!target) throw memberNotFound();
      });
      return { owner: await memberDto(teamId, memberId, userId), role: "admin" };
    },

    /**
     * Deletes the team: owners only, and only while it holds no stores, so no store and none
     * of its work is ever deleted with a team (409 naming how many are left). Members lose
     * access at once; whoever had it as their current organization is back in their own.
     */
    async deleteTeam(actor: Actor, teamId: string): Promise<DeleteTeamResult> {
      const caller = await membership(actor, teamId);
      if (actor.teamScope !== undefined) throw notWithKey();
      if (caller.role !== "owner") throw forbidden(PERMISSION_MESSAGES.owner);
      const deleted = await teams.deleteTeam(actor.userId, teamId, ({ callerRole, storeCount }) => {
        if (!callerRole) throw teamNotFound();
        if (callerRole !== "owner") throw forbidden(PERMISSION_MESSAGES.owner);
        if (storeCount > 0) throw conflict("team_has_stores", teamHasStoresMessage(storeCount));
      });
      if (!deleted) throw teamNotFound();
      return { deleted: true };
    },

    /** Removes a member; with the caller's own id, leaves the team (any role may). */
    async removeMember(
      actor: Actor,
      teamId: string,
      memberId: string,
    ): Promise<RemoveMemberResult> {
      const caller = await membership(actor, teamId);
      if (actor.teamScope !== undefined) throw notWithKey();
      const { userId } = actor;
      if (!isUuid(memberId)) throw memberNotFound();
      const isSelf = memberId === userId;
      if (!isSelf && !isManager(caller.role)) throw forbidden(TEAM_MESSAGES.notManager);
      await teams.removeMember(userId, teamId, memberId, ({ callerRole, target, owners }) => {
        if (!callerRole) throw teamNotFound();
        if (!isSelf && !isManager(callerRole)) throw forbidden(TEAM_MESSAGES.notManager);
        if (!target) throw memberNotFound();
        if (!isSelf && callerRole !== "owner" && target.role === "owner")
          throw forbidden(TEAM_MESSAGES.ownerOnly);
        if (target.role === "owner" && owners <= 1) throw lastOwner();
      });
      return { removed: true, left: isSelf };
    },

    /**
     * Invites an address: a random single-use token, kept only as its hash, valid 7 days,
     * replacing the address's open invite. Mailed over SMTP, or kept in the outbox; then the
     * link is also answered to the inviter, who may pass it on (it works only for that address).
     */
    async invite(
      actor: Actor,
      teamId: string,
      body: z.output<typeof CreateInviteBody>,
    ): Promise<CreateInviteResult> {
      const { team } = await managed(actor, teamId);
      const { userId } = actor;
      if (await teams.hasMemberWithEmail(teamId, body.email))
        throw conflict("already_member", TEAM_MESSAGES.alreadyMember);
      const token = newInviteToken();
      const expiresAt = new Date(now().getTime() + INVITE_LIFETIME_DAYS * DAY_MS);
      const invite = await teams.replaceInvite({
        teamId,
        email: body.email,
        role: body.role,
        tokenHash: hashInviteToken(token),
        invitedBy: userId,
        expiresAt,
      });
      const acceptUrl = `${deps.publicUrl}/invite/accept?token=${encodeURIComponent(token)}`;
      const inviter = await teams.user(userId);
      const message = inviteMail({
        to: body.email,
        teamName: team.name,
        inviterName: inviter?.name ?? "A teammate",
        role: body.role,
        acceptUrl,
        expiresAt,
      });
      let delivery: CreateInviteResult["delivery"];
      try {
        delivery = await mail.send(message, [acceptUrl]);
      } catch (error) {
        // An invite nobody received must not linger: take it back and say so.
        deps.log.error({ err: error, to: body.email }, "invite email failed");
        await teams.deleteInvite(teamId, invite.id);
        throw new AppError(502, "mail_failed", TEAM_MESSAGES.mailFailed);
      }
      return {
        invite: toInviteDto(invite),
        delivery,
        ...(delivery === "outbox" ? { acceptUrl } : {}),
      };
    },

    async invites(actor: Actor, teamId: string) {
      await managed(actor, teamId);
      return { invites: (await teams.openInvites(teamId)).map(toInviteDto) };
    },

    async revokeInvite(actor: Actor, teamId: string, inviteId: string) {
      await managed(actor, teamId);
      if (!isUuid(inviteId) || !(await teams.deleteInvite(teamId, inviteId)))
        throw notFound("invite_not_found", TEAM_MESSAGES.inviteNotFound);
      return { revoked: true as const };
    },

    /** What a valid accept link is for, so the page can greet the invitee before sign-in. */
    async lookupInvite(token: string): Promise<InviteLookupResult> {
      const { invite, teamName } = await openInvite(token);
      return {
        teamName,
        email: invite.email,
        role: invite.role,
        expiresAt: invite.expiresAt.toISOString(),
      };
    },

    /** Joins the invite's team; the signed-in user's email must be the invited address. */
    async acceptInvite(actor: Actor, token: string): Promise<TeamResult> {
      if (actor.teamScope !== undefined) throw notWithKey();
      const { userId } = actor;
      const { invite } = await openInvite(token);
      const user = await teams.user(userId);
      if (!user || user.email !== invite.email)
        throw new AppError(403, "invite_email_mismatch", TEAM_MESSAGES.inviteEmailMismatch);
      // Joining makes the team the user's current organization (in the same transaction).
      if (!(await teams.acceptInvite(invite.id, userId, now())))
        throw conflict("invite_used", TEAM_MESSAGES.inviteUsed);
      const { team, role } = await membership(actor, invite.teamId);
      return { team: toTeamDto(team), role };
    },
  };
}

export type TeamsService = ReturnType<typeof createTeamsService>;
