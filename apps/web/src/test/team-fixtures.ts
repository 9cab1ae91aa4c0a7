import type { MyTeamDto, TeamDto, TeamMemberDto } from "@shopwright/sdk";

/** Test data for the team screens, shaped like the API's answers. */
export const TEAM_ID = "7a1c1d2e-0000-4000-8000-000000000001";

export function aTeam(overrides: Partial<TeamDto> = {}): TeamDto {
  return {
    _id: TEAM_ID,
    name: "Acme Roasters",
    slug: "acme-roasters",
    settings: { assistantOptIn: "disabled" },
    createdAt: "2025-01-10T10:00:00.000Z",
    updatedAt: "2025-01-10T10:00:00.000Z",
    ...overrides,
  };
}

export function aMyTeam(overrides: Partial<MyTeamDto> = {}): MyTeamDto {
  return { team: aTeam(), role: "owner", joinedAt: "2025-01-10T10:00:00.000Z", ...overrides };
}

export function aMember(
  overrides: Partial<Omit<TeamMemberDto, "user">> & { name?: string; email?: string } = {},
): TeamMemberDto {
  const { name = "Ada Lovelace", email = "ada@example.com", ...rest } = overrides;
  const userId = rest.userId ?? "u1";
  return {
    _id: userId,
    userId,
    user: { name, email },
    role: "owner",
    isYou: false,
    mfaEnabled: false,
    joinedAt: "2025-01-10T10:00:00.000Z",
    ...rest,
  };
}

/** The team of the tests: Ada (you, owner), Grace (admin, MFA on), Linus (member). */
export const teamMembers = () => ({
  team: aTeam(),
  members: [
    aMember({ userId: "u1", isYou: true }),
    aMember({
      userId: "u2",
      name: "Grace Hopper",
      email: "grace@example.com",
      role: "admin",
      mfaEnabled: true,
    }),
    aMember({ userId: "u3", name: "Linus Torvalds", email: "linus@example.com", role: "member" }),
  ],
});
