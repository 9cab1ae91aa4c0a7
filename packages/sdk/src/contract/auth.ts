import { z } from "zod";
import { LIMITS, MESSAGES, MIN_PASSWORD_LENGTH } from "./messages.js";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const text = (max: number, label: string) =>
  z
    .string({ error: MESSAGES.fillAllFields })
    .max(max, { error: `${label} must be at most ${max} characters` });

/** Emails are compared trimmed and lower-cased everywhere. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** POST /auth/register body. Rules run in SPEC 5 order: all required, then length. */
export const RegisterBody = z
  .object({
    name: text(LIMITS.name, "Name"),
    email: text(LIMITS.email, "Email"),
    password: text(LIMITS.password, "Password"),
  })
  .superRefine((body, ctx) => {
    if (!body.name.trim() || !body.email.trim() || !body.password) {
      ctx.addIssue({ code: "custom", message: MESSAGES.fillAllFields });
    } else if (!EMAIL.test(body.email.trim())) {
      ctx.addIssue({ code: "custom", message: MESSAGES.invalidEmail, path: ["email"] });
    } else if (body.password.length < MIN_PASSWORD_LENGTH) {
      ctx.addIssue({ code: "custom", message: MESSAGES.passwordTooShort, path: ["password"] });
    }
  })
  .transform((body) => ({ ...body, name: body.name.trim(), email: normalizeEmail(body.email) }));
export type RegisterBody = z.input<typeof RegisterBody>;

/** The sign-up screen's form: the API body plus a confirmation (SPEC 2, 5). */
export const SignupForm = z
  .object({
    name: z.string(),
    email: z.string(),
    password: z.string(),
    confirmPassword: z.string(),
  })
  .superRefine((form, ctx) => {
    if (!form.name.trim() || !form.email.trim() || !form.password || !form.confirmPassword) {
      ctx.addIssue({ code: "custom", message: MESSAGES.fillAllFields });
    } else if (form.password.length < MIN_PASSWORD_LENGTH) {
      ctx.addIssue({ code: "custom", message: MESSAGES.passwordTooShort, path: ["password"] });
    } else if (form.password !== form.confirmPassword) {
      ctx.addIssue({
        code: "custom",
        message: MESSAGES.passwordsDoNotMatch,
        path: ["confirmPassword"],
      });
    }
  });
export type SignupForm = z.input<typeof SignupForm>;

/** POST /auth/login body (SPEC 5: both required). */
export const LoginBody = z
  .object({
    email: text(LIMITS.email, "Email"),
    password: text(LIMITS.password, "Password"),
  })
  .superRefine((body, ctx) => {
    if (!body.email.trim() || !body.password) {
      ctx.addIssue({ code: "custom", message: MESSAGES.fillAllFields });
    }
  })
  .transform((body) => ({ ...body, email: normalizeEmail(body.email) }));
export type LoginBody = z.input<typeof LoginBody>;

/** POST /auth/logout body: nothing; the bearer token says whose sessions end. */
export const LogoutBody = z.object({});
export type LogoutBody = z.input<typeof LogoutBody>;

/** data of POST /auth/logout: every session token of the user issued so far is void. */
export interface LogoutResult {
  signedOut: true;
}

/** A user as the API shows it; never carries the password hash. */
export interface UserDto {
  _id: string;
  name: string;
  email: string;
  createdAt: string;
}

/** The organization (team) the dashboard header names; null when the user has none. */
export interface OrganizationSummaryDto {
  _id: string;
  name: string;
  slug: string;
}

/** data of register and login answers. */
export interface AuthResult {
  token: string;
  user: UserDto;
}

/** data of GET /auth/me. */
export interface MeResult {
  user: UserDto;
  organization: OrganizationSummaryDto | null;
}
