import { z } from "zod";
import { date } from "./shared.js";

/**
 * The answers of the auth routes: the zod schemas of their `data`, and their types. They live
 * apart from the request schemas and texts so that a browser, which needs only their types,
 * never evaluates them; the route table (routes.ts) imports the values.
 */

/** data of POST /auth/logout: every session token of the user issued so far is void. */
export const LogoutResult = z.object({ signedOut: z.literal(true) });
export type LogoutResult = z.infer<typeof LogoutResult>;

/** A user as the API shows it; never carries the password hash. */
export const UserDto = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  createdAt: date,
});
export type UserDto = z.infer<typeof UserDto>;

/** The organization (team) the dashboard header names; null when the user has none. */
export const OrganizationSummaryDto = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
});
export type OrganizationSummaryDto = z.infer<typeof OrganizationSummaryDto>;

/** data of register and login answers. */
export const AuthResult = z.object({
  token: z.string().describe("Bearer session token"),
  user: UserDto,
});
export type AuthResult = z.infer<typeof AuthResult>;

/** data of GET /auth/me. */
export const MeResult = z.object({
  user: UserDto,
  organization: OrganizationSummaryDto.nullable(),
});
export type MeResult = z.infer<typeof MeResult>;

/** data of POST /auth/password: a fresh token for this session (the others are signed out). */
export type ChangePasswordResult = AuthResult;

/** data of POST /auth/password-reset: the same answer whether or not the email has an account. */
export const PasswordResetRequestResult = z.object({ message: z.string() });
export type PasswordResetRequestResult = z.infer<typeof PasswordResetRequestResult>;

/** data of POST /auth/password-reset/confirm: every session of the account was signed out. */
export const PasswordResetConfirmResult = z.object({ passwordReset: z.literal(true) });
export type PasswordResetConfirmResult = z.infer<typeof PasswordResetConfirmResult>;
