import { z } from "zod";
import { date } from "./shared.js";
import { ASSISTANT_OPT_IN, INVITE_ROLES, TEAM_ROLES } from "./teams.js";

/**
 * The answers of the team routes: the zod schemas of their `data`, and their types. They live
 * apart from the request schemas and texts so that a browser, which needs only their types,
 * never evaluates them; the route table (routes.ts) imports the values.
 */

/** A team (PRODUCT.md §3), also called the organization. */
export const TeamDto = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  settings: z.object({ assistantOptIn: z.enum(ASSISTANT_OPT_IN) }),
  createdAt: date,
  updatedAt: date,
});
export type TeamDto = z.infer<typeof TeamDto>;

/** One entry of GET /teams/my: the team, with the caller's role in it. */
export const MyTeamDto = z.object({ team: TeamDto, role: z.enum(TEAM_ROLES), joinedAt: date });
export type MyTeamDto = z.infer<typeof MyTeamDto>;

/** data of GET /teams/my. */
export const MyTeamsResult = z.object({ teams: z.array(MyTeamDto) });
export type MyTeamsResult = z.infer<typeof MyTeamsResult>;

/** A team member (PRODUCT.md §3); `_id` and `userId` are the same user id. */
export const TeamMemberDto = z.object({
  _id: z.string(),
  userId: z.string(),
  user: z.object({ name: z.string(), email: z.string() }),
  role: z.enum(TEAM_ROLES),
  isYou: z.boolean(),
  mfaEnabled: z.boolean(),
  joinedAt: date,
});
export type TeamMemberDto = z.infer<typeof TeamMemberDto>;

/** data of PUT /teams/{id}/members/{memberId}. */
export const MemberResult = z.object({ member: TeamMemberDto });
export type MemberResult = z.infer<typeof MemberResult>;

/** An invite as owners and admins see it: never its token. */
export const TeamInviteDto = z.object({
  _id: z.string(),
  email: z.string(),
  role: z.enum(INVITE_ROLES),
  expiresAt: date,
  createdAt: date,
});
export type TeamInviteDto = z.infer<typeof TeamInviteDto>;

/** data of GET /teams/{id}/invites: the open invites. */
export const InviteListResult = z.object({ invites: z.array(TeamInviteDto) });
export type InviteListResult = z.infer<typeof InviteListResult>;

/** data of GET /teams/{id} and PUT /teams/{id}: the team and the caller's role. */
export const TeamResult = z.object({ team: TeamDto, role: z.enum(TEAM_ROLES) });
export type TeamResult = z.infer<typeof TeamResult>;

/** data of POST /teams: the team and how many personal stores moved into it. */
export const CreateTeamResult = z.object({ team: TeamDto, movedStores: z.number().int() });
export type CreateTeamResult = z.infer<typeof CreateTeamResult>;

/** data of DELETE /teams/{id}: the team, its memberships, invites and API keys are gone. */
export const DeleteTeamResult = z.object({ deleted: z.literal(true) });
export type DeleteTeamResult = z.infer<typeof DeleteTeamResult>;

/**
 * data of POST /teams/{id}/transfer-ownership: the new owner, and the caller's role now
 * (admin: the former owner stays in the team to help, and may leave).
 */
export const TransferOwnershipResult = z.object({ owner: TeamMemberDto, role: z.enum(TEAM_ROLES) });
export type TransferOwnershipResult = z.infer<typeof TransferOwnershipResult>;

/** data of GET /teams/{id}/members. */
export const TeamMembersResult = z.object({ team: TeamDto, members: z.array(TeamMemberDto) });
export type TeamMembersResult = z.infer<typeof TeamMembersResult>;

/**
 * data of POST /teams/{id}/invites. `delivery` says how the invite left: by email, or into
 * the server's outbox when no SMTP server is configured; then, and only then, `acceptUrl`
 * carries the link so the inviter can pass it on by hand.
 */
export const CreateInviteResult = z.object({
  invite: TeamInviteDto,
  delivery: z.enum(["email", "outbox"]),
  acceptUrl: z.string().optional(),
});
export type CreateInviteResult = z.infer<typeof CreateInviteResult>;

/** data of GET /teams/invites/lookup: what a valid accept link is for. */
export const InviteLookupResult = z.object({
  teamName: z.string(),
  email: z.string(),
  role: z.enum(INVITE_ROLES),
  expiresAt: date,
});
export type InviteLookupResult = z.infer<typeof InviteLookupResult>;

/** data of DELETE /teams/{id}/members/{memberId}: `left` when the caller removed themselves. */
export const RemoveMemberResult = z.object({ removed: z.literal(true), left: z.boolean() });
export type RemoveMemberResult = z.infer<typeof RemoveMemberResult>;
