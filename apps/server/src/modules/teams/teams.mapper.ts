import type { TeamDto, TeamInviteDto, TeamMemberDto } from "@shopwright/sdk";
import type { TeamInviteRow, TeamRow } from "../../db/schema.js";
import type { MemberRow } from "./teams.repository.js";

/** Row → DTO; settings always carry every key, with its default (PRODUCT.md §3). */
export const toTeamDto = (row: TeamRow): TeamDto => ({
  _id: row.id,
  name: row.name,
  slug: row.slug,
  settings: { assistantOptIn: row.settings?.assistantOptIn ?? "disabled" },
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toMemberDto = (row: MemberRow, callerId: string): TeamMemberDto => ({
  _id: row.userId,
  userId: row.userId,
  user: { name: row.name, email: row.email },
  role: row.role,
  isYou: row.userId === callerId,
  mfaEnabled: row.mfaEnabled,
  joinedAt: row.joinedAt.toISOString(),
});

/** The only way an invite leaves the server: never with its token hash. */
export const toInviteDto = (row: TeamInviteRow): TeamInviteDto => ({
  _id: row.id,
  email: row.email,
  role: row.role,
  expiresAt: row.expiresAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});
