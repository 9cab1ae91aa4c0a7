import { createHash, timingSafeEqual } from "node:crypto";
import {
  ACCOUNT_MESSAGES,
  MESSAGES,
  type AuthResult,
  type LoginBody,
  type LogoutResult,
  type MeResult,
  type RegisterBody,
} from "@shopwright/sdk";
import type { z } from "zod";
import { isUniqueViolation } from "../../db/client.js";
import { AppError, conflict, unauthorized } from "../../http/app-error.js";
import type { AccountSignInLimit } from "./account-sign-in-limit.js";
import { hashPassword, verifyPassword } from "./passwords.js";
import type { Actor, AuthUser } from "./auth.plugin.js";
import type { SessionVersions } from "./session-versions.js";
import type { Tokens } from "./tokens.js";
import { toUserDto } from "./users.mapper.js";
import type { UsersRepository } from "./users.repository.js";

type Registration = z.output<typeof RegisterBody>;
type Credentials = z.output<typeof LoginBody>;

/** Who may sign up: anyone, or (invite-only) holders of the code or of a team invitation. */
export interface RegistrationPolicy {
  inviteOnly: boolean;
  inviteCode: string;
}

const digest = (text: string) => createHash("sha256").update(text.trim(), "utf8").digest();
/** Compares codes in a time that does not depend on how much of them matches. */
const isSameCode = (given: string, expected: string) =>
  timingSafeEqual(digest(given), digest(expected));

/** Registration, sign-in, sign-out and the current user. */
export function createAuthService(deps: {
  users: UsersRepository;
  tokens: Tokens;
  sessions: SessionVersions;
  signIns: AccountSignInLimit;
  registration?: RegistrationPolicy & { hasPendingInvite(email: string): Promise<boolean> };
}) {
  const { users, tokens, sessions, signIns, registration } = deps;

  /** Invite-only: the invite code, or a team invitation waiting for this email. */
  async function checkInvited(input: Registration) {
    if (!registration?.inviteOnly) return;
    if (input.inviteCode !== undefined && isSameCode(input.inviteCode, registration.inviteCode))
      return;
    if (await registration.hasPendingInvite(input.email)) return;
    throw new AppError(403, "registration_invite_only", ACCOUNT_MESSAGES.inviteOnly);
  }

  return {
    async register(input: Registration): Promise<AuthResult> {
      await checkInvited(input);
      if (await users.findByEmail(input.email)) throw conflict("email_taken", MESSAGES.emailTaken);
      const passwordHash = await hashPassword(input.password);
      try {
        const user = await users.insert({ name: input.name, email: input.email, passwordHash });
        return { token: await tokens.sign(user.id, user.sessionVersion), user: toUserDto(user) };
      } catch (error) {
        // Two sign-ups with one email at the same moment: the unique index decides.
        if (isUniqueViolation(error)) throw conflict("email_taken", MESSAGES.emailTaken);
        throw error;
      }
    },

    /** Signs in from `address` (the client IP): past the account's failure limit, a 429. */
    async login(input: Credentials, address: string): Promise<AuthResult> {
      const attempt = await signIns.begin(input.email, address);
      let user: Awaited<ReturnType<UsersRepository["findByEmail"]>>;
      let isValid: boolean;
      try {
        user = await users.findByEmail(input.email);
        isValid = await verifyPassword(user?.passwordHash ?? null, input.password);
      } catch (error) {
        await attempt.abandoned();
        throw error;
      }
      // One message for an unknown email and a wrong password: no account enumeration.
      if (!user || !isValid)
        throw new AppError(401, "invalid_credentials", MESSAGES.invalidCredentials);
      await attempt.succeeded();
      return { token: await tokens.sign(user.id, user.sessionVersion), user: toUserDto(user) };
    },

    /**
     * Ends every session of the user, this one included (a JWT cannot be recalled one by one
     * without a record of each). API keys live on: they are revoked in the team's settings.
     */
    async logout(caller: AuthUser): Promise<LogoutResult> {
      if (caller.apiKey) throw new AppError(403, "insufficient_role", MESSAGES.logoutWithApiKey);
      await sessions.revoke(caller.id);
      return { signedOut: true };
    },

    /**
     * The organization new stores, images and keys land in: an API key's own team, else the
     * user's current organization (a team they belong to), or null for their personal space.
     */
    async defaultTeamOf(actor: Actor): Promise<string | null> {
      if (actor.teamScope !== undefined) return actor.teamScope;
      return users.currentTeamOf(actor.userId);
    },

    /** The user and their current organization (null: personal); for an API key, its team. */
    async me(actor: Actor): Promise<MeResult> {
      const user = await users.findById(actor.userId);
      if (!user) throw unauthorized();
      const teams = await users.teamsOf(actor.userId);
      const currentId = actor.teamScope ?? (await users.currentTeamOf(actor.userId));
      const first = teams.find((team) => team.id === currentId);
      return {
        user: toUserDto(user),
        organization: first ? { _id: first.id, name: first.name, slug: first.slug } : null,
      };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
