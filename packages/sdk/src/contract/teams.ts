import { slugify } from "@shopwright/site/schema";
import { z } from "zod";
import { normalizeEmail } from "./auth.js";
import { LIMITS } from "./messages.js";

/** Texts of team management: PRODUCT.md §5 and §8 where marked, ours where PRODUCT.md is silent. */
export const TEAM_MESSAGES = {
  nameRequired: "Team name is required",
  nameTooLong: `Team name must be at most ${LIMITS.name} characters`,
  invalidSlug: "Slug must be 3–48 characters: lower-case letters, digits and hyphens",
  slugTaken: "This slug is already taken",
  nothingToUpdate: "Send a name, a slug or settings to update",
  /** PRODUCT.md §5: invite member, email blank. */
  emailRequired: "Please enter an email",
  invalidEmail: "Please enter a valid email address",
  invalidInviteRole: "Role must be member or admin",
  invalidRole: "Role must be owner, admin or member",
  invalidPrivacy: "Data privacy must be disabled, schema_only or schema_logs",
  tokenRequired: "The invite link is missing its token",
  teamNotFound: "Team not found",
  memberNotFound: "Member not found",
  notManager: "Only owners and admins can manage this team",
  ownerOnly: "Only an owner can change or remove an owner",
  ownerToGrant: "Only an owner can make someone an owner",
  lastOwner: "A team needs at least one owner. Make another member an owner first.",
  alreadyMember: "This person is already a member of the team",
  inviteNotFound: "This invite link is not valid. Ask for a new invite.",
  inviteUsed: "This invite has already been used",
  inviteExpired: "This invite has expired. Ask for a new invite.",
  inviteEmailMismatch:
    "This invite was sent to a different email address. Sign in with that address to accept it.",
  mailFailed: "The invite email could not be sent. Please try again in a moment.",
  invalidMoveStores: "moveStores must be true, false or a list of store ids",
  transferToSelf: "You already own this team",
  transferTarget: "Choose a member of this team to hand ownership to",
} as const;

/** Why a team that still holds stores cannot be deleted: its stores are never deleted with it. */
export function teamHasStoresMessage(storeCount: number): string {
  return `Move or delete this team's ${storeCount} ${storeCount === 1 ? "store" : "stores"} first`;
}

export const TEAM_ROLES = ["owner", "admin", "member"] as const;
/** A member's role in a team (PRODUCT.md §3). */
export type TeamRole = (typeof TEAM_ROLES)[number];

/** PRODUCT.md §6: an invite offers only member and admin; member is the default (PRODUCT.md §9). */
export const INVITE_ROLES = ["member", "admin"] as const;
export type InviteRole = (typeof INVITE_ROLES)[number];
export const DEFAULT_INVITE_ROLE: InviteRole = "member";

/** PRODUCT.md §9 data-privacy options, in the order the settings screen lists them. */
export const ASSISTANT_OPT_IN = ["disabled", "schema_only", "schema_logs"] as const;
export type AssistantOptIn = (typeof ASSISTANT_OPT_IN)[number];

/** PRODUCT.md §9: each privacy option's label and description, as the settings screen shows them. */
export const ASSISTANT_OPT_IN_OPTIONS: Record<
  AssistantOptIn,
  { label: string; description: string }
> = {
  disabled: {
    label: "Disabled",
    description: "No data shared with third-party AI providers.",
  },
  schema_only: {
    label: "Schema Only",
    description: "Schema metadata only, no row data.",
  },
  schema_logs: {
    label: "Schema & Logs",
    description: "Schema and logs shared with third-party AI providers.",
  },
};

/** An invite's link stays valid this long: a week. */
export const INVITE_LIFETIME_DAYS = 7;

/** Slugs: lower-case letters, digits and hyphens, 3 to 48 characters. */
export const SLUG_PATTERN = /^[a-z0-9-]{3,48}$/;

/** A slug derived from a team name, e.g. "Bean There Co." → "bean-there-co" (padded to 3). */
export function teamSlugOf(name: string): string {
  const base = slugify(name);
  if (!base) return "team";
  return base.length >= 3 ? base : `${base}-team`;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const teamName = z
  .string({ error: TEAM_MESSAGES.nameRequired })
  .max(LIMITS.name, { error: TEAM_MESSAGES.nameTooLong })
  .transform((s) => s.trim())
  .refine((s) => s.length > 0, { error: TEAM_MESSAGES.nameRequired });

const slug = z
  .string({ error: TEAM_MESSAGES.invalidSlug })
  .max(100, { error: TEAM_MESSAGES.invalidSlug })
  .transform((s) => s.trim().toLowerCase())
  .refine((s) => SLUG_PATTERN.test(s), { error: TEAM_MESSAGES.invalidSlug });

const assistantOptIn = z.enum(ASSISTANT_OPT_IN, { error: TEAM_MESSAGES.invalidPrivacy });

/**
 * POST /teams body: the creator becomes the owner; the slug comes from the name.
 * `moveStores` moves the creator's personal stores into the new team in the same step: true
 * for all of them, or a list of their ids (others are ignored); false or absent moves none.
 */
export const CreateTeamBody = z.object({
  name: teamName,
  moveStores: z
    .union([z.boolean(), z.array(z.string().max(64)).max(1000)], {
      error: TEAM_MESSAGES.invalidMoveStores,
    })
    .optional()
    .default(false),
});
export type CreateTeamBody = z.input<typeof CreateTeamBody>;

/** PUT /teams/{id} body (PRODUCT.md §7): {name, slug} or {settings: {assistantOptIn}}, or both. */
export const UpdateTeamBody = z
  .object({
    name: teamName.optional(),
    slug: slug.optional(),
    settings: z.object({ assistantOptIn }, { error: TEAM_MESSAGES.invalidPrivacy }).optional(),
  })
  .refine((body) => body.name !== undefined || body.slug !== undefined || body.settings, {
    error: TEAM_MESSAGES.nothingToUpdate,
  });
export type UpdateTeamBody = z.input<typeof UpdateTeamBody>;

/** POST /teams/{id}/invites body (PRODUCT.md §5: email required; role member or admin). */
export const CreateInviteBody = z.object({
  email: z
    .string({ error: TEAM_MESSAGES.emailRequired })
    .max(LIMITS.email, { error: `Email must be at most ${LIMITS.email} characters` })
    .transform(normalizeEmail)
    .refine((s) => s.length > 0, { error: TEAM_MESSAGES.emailRequired })
    .refine((s) => EMAIL.test(s), { error: TEAM_MESSAGES.invalidEmail }),
  role: z
    .enum(INVITE_ROLES, { error: TEAM_MESSAGES.invalidInviteRole })
    .default(DEFAULT_INVITE_ROLE),
});
export type CreateInviteBody = z.input<typeof CreateInviteBody>;

const inviteToken = z
  .string({ error: TEAM_MESSAGES.tokenRequired })
  .trim()
  .min(1, { error: TEAM_MESSAGES.tokenRequired })
  .max(200, { error: TEAM_MESSAGES.inviteNotFound });

/** POST /teams/invites/accept body. */
export const AcceptInviteBody = z.object({ token: inviteToken });
export type AcceptInviteBody = z.input<typeof AcceptInviteBody>;

/** GET /teams/invites/lookup query: what an accept link is for, before signing in. */
export const LookupInviteQuery = z.object({ token: inviteToken });
export type LookupInviteQuery = z.input<typeof LookupInviteQuery>;

/** PUT /teams/{id}/members/{memberId} body: the member's new role. */
export const UpdateMemberBody = z.object({
  role: z.enum(TEAM_ROLES, { error: TEAM_MESSAGES.invalidRole }),
});
export type UpdateMemberBody = z.input<typeof UpdateMemberBody>;

/** POST /teams/{id}/transfer-ownership body: the member (user id) who becomes the owner. */
export const TransferOwnershipBody = z.object({
  memberId: z
    .string({ error: TEAM_MESSAGES.transferTarget })
    .max(64, { error: TEAM_MESSAGES.transferTarget }),
});
export type TransferOwnershipBody = z.input<typeof TransferOwnershipBody>;

/** Path parameters of /teams/{id}… routes. */
export const TeamIdParams = z.object({ id: z.string().max(64) });
/** `memberId` is the member's user id: a user is a team's member at most once. */
export const TeamMemberParams = z.object({ id: z.string().max(64), memberId: z.string().max(64) });
export const TeamInviteParams = z.object({ id: z.string().max(64), inviteId: z.string().max(64) });
