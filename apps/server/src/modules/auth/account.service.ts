import { createHash, randomBytes } from "node:crypto";
import {
  ACCOUNT_MESSAGES,
  PASSWORD_RESET_MINUTES,
  type ChangePasswordBody,
  type ChangePasswordResult,
  type PasswordResetConfirmBody,
  type PasswordResetConfirmResult,
  type PasswordResetRequestBody,
  type PasswordResetRequestResult,
} from "@shopwright/sdk";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import { AppError, badRequest, unauthorized } from "../../http/app-error.js";
import type { MailSender } from "../mail/index.js";
import type { AccountSignInLimit } from "./account-sign-in-limit.js";
import type { AccountsRepository } from "./accounts.repository.js";
import type { AuthUser } from "./auth.plugin.js";
import type { PasswordResetsRepository } from "./password-resets.repository.js";
import { hashPassword, verifyPassword } from "./passwords.js";
import { resetMail } from "./reset-mail.js";
import type { SessionVersions } from "./session-versions.js";
import type { Tokens } from "./tokens.js";
import { toUserDto } from "./users.mapper.js";
import type { UsersRepository } from "./users.repository.js";

/** A new reset link is mailed at most this often per account, however often it is asked for. */
const RESET_MAIL_INTERVAL_MS = 60_000;

/** What the database keeps of a reset token: its SHA-256. Random tokens need no slow hash. */
export const hashResetToken = (token: string): string =>
  createHash("sha256").update(token, "utf8").digest("hex");

/** Password change (signed in) and password reset by email. */
export function createAccountService(deps: {
  users: UsersRepository;
  accounts: AccountsRepository;
  resets: PasswordResetsRepository;
  tokens: Tokens;
  sessions: SessionVersions;
  signIns: AccountSignInLimit;
  mail: MailSender;
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  const { users, accounts, resets, tokens, sessions, signIns, mail, log } = deps;
  // Reset mails still being prepared or sent, awaited by `close`.
  const inFlight = new Set<Promise<void>>();
  // Accounts whose reset mail is being made now.
  const mailing = new Set<string>();

  /** Makes a link for the user's account and mails it, unless one went out a moment ago. */
  async function mailResetLink(user: { id: string; name: string; email: string }) {
    if (await resets.madeSince(user.id, new Date(Date.now() - RESET_MAIL_INTERVAL_MS))) return;
    const token = randomBytes(32).toString("base64url");
    await resets.insert({
      userId: user.id,
      tokenHash: hashResetToken(token),
      expiresAt: new Date(Date.now() + PASSWORD_RESET_MINUTES * 60_000),
    });
    const resetUrl = `${deps.publicUrl}/reset-password?token=${token}`;
    await mail.send(resetMail({ to: user.email, name: user.name, resetUrl }), [resetUrl]);
  }

  /** Sets the password and signs every session out; answers the new session version. */
  async function setPassword(userId: string, password: string): Promise<number> {
    await accounts.setPasswordHash(userId, await hashPassword(password));
    await resets.voidAllOf(userId);
    await sessions.revoke(userId);
    const version = await sessions.current(userId);
    if (version === null) throw unauthorized();
    return version;
  }

  return {
    /**
     * Changes the caller's password given the current one: every session is signed out, and
     * this one goes on with the fresh token answered. Wrong current passwords count as failed
     * sign-ins of the account (the same limit), so this is no way around it.
     */
    async changePassword(
      caller: AuthUser,
      body: z.output<typeof ChangePasswordBody>,
      address: string,
    ): Promise<ChangePasswordResult> {
      if (caller.apiKey)
        throw new AppError(403, "insufficient_role", ACCOUNT_MESSAGES.passwordWithApiKey);
      const user = await users.findById(caller.id);
      if (!user) throw unauthorized();
      const attempt = await signIns.begin(user.email, address);
      let isValid: boolean;
      try {
        isValid = await verifyPassword(user.passwordHash, body.currentPassword);
      } catch (error) {
        await attempt.abandoned();
        throw error;
      }
      if (!isValid)
        throw new AppError(400, "wrong_password", ACCOUNT_MESSAGES.wrongCurrentPassword);
      await attempt.succeeded();
      if (body.newPassword === body.currentPassword)
        throw badRequest(ACCOUNT_MESSAGES.samePassword);
      const version = await setPassword(user.id, body.newPassword);
      return { token: await tokens.sign(user.id, version), user: toUserDto(user) };
    },

    /**
     * Mails a reset link when the email has an account. The answer is the same either way and
     * is given before any mail work starts, so neither its text nor its time tells whether the
     * account exists; the link is made and sent in the background.
     */
    async requestReset(
      body: z.output<typeof PasswordResetRequestBody>,
    ): Promise<PasswordResetRequestResult> {
      const user = await users.findByEmail(body.email);
      // One link at a time per account: requests at once would all find none made yet.
      if (user && !mailing.has(user.id)) {
        mailing.add(user.id);
        const work = mailResetLink(user)
          .catch((error: unknown) => log.error({ err: error }, "sending a password reset failed"))
          .finally(() => {
            inFlight.delete(work);
            mailing.delete(user.id);
          });
        inFlight.add(work);
      }
      return { message: ACCOUNT_MESSAGES.resetRequested };
    },

    /** Uses a reset link's token once: sets the password and signs every session out. */
    async confirmReset(
      body: z.output<typeof PasswordResetConfirmBody>,
    ): Promise<PasswordResetConfirmResult> {
      const userId = await resets.use(hashResetToken(body.token));
      if (!userId) throw badRequest(ACCOUNT_MESSAGES.resetLinkInvalid, "reset_link_invalid");
      await setPassword(userId, body.newPassword);
      return { passwordReset: true };
    },

    /** Waits for the reset mails under way (the server is closing). */
    async close(): Promise<void> {
      await Promise.allSettled([...inFlight]);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
