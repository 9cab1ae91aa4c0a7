import { z } from "zod";
import { LIMITS, MESSAGES, MIN_PASSWORD_LENGTH } from "./messages.js";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const text = (max: number, label: string) =>
  z
    .string({ error: MESSAGES.fillAllFields })
    .max(max, { error: `${label} must be at most ${max} characters` });

/** Emails are compared trimmed and lower-cased everywhere. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** Texts of the account screens and routes: password change and reset, invite-only sign-up. */
export const ACCOUNT_MESSAGES = {
  wrongCurrentPassword: "Your current password is not correct",
  samePassword: "Choose a new password that differs from the current one",
  passwordChanged: "Password changed. Every other session was signed out.",
  resetRequested:
    "If an account uses that email, a link to reset its password is on its way. The link works once, within 1 hour.",
  resetLinkInvalid: "This reset link has expired or was already used. Ask for a new one.",
  passwordReset:
    "Your password was reset and every session was signed out. Sign in with the new password.",
  inviteOnly:
    "Sign-up is by invitation only: enter the invite code on the home page, or open the link of a team invitation.",
  passwordWithApiKey: "An API key cannot change a password: sign in as the user to change it",
} as const;

/** How long a password reset link works, in minutes. */
export const PASSWORD_RESET_MINUTES = 60;

/**
 * POST /auth/register body. Rules run in PRODUCT.md §5 order: all required, then length. `inviteCode`
 * is read only where the server requires an invitation to sign up (REGISTRATION_INVITE_ONLY).
 */
export const RegisterBody = z
  .object({
    name: text(LIMITS.name, "Name"),
    email: text(LIMITS.email, "Email"),
    password: text(LIMITS.password, "Password"),
    inviteCode: text(200, "Invite code").optional(),
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

/**
 * A new password and its confirmation, as the sign-up, change and reset forms check them:
 * long enough, then the same twice. `key` names the new password's field.
 */
function checkConfirmedPassword(
  password: string,
  confirmation: string,
  ctx: z.RefinementCtx,
  key: string,
): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    ctx.addIssue({ code: "custom", message: MESSAGES.passwordTooShort, path: [key] });
  } else if (password !== confirmation) {
    ctx.addIssue({
      code: "custom",
      message: MESSAGES.passwordsDoNotMatch,
      path: ["confirmPassword"],
    });
  }
}

/** The sign-up screen's form: the API body plus a confirmation (PRODUCT.md §2, §5). */
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
    } else {
      checkConfirmedPassword(form.password, form.confirmPassword, ctx, "password");
    }
  });
export type SignupForm = z.input<typeof SignupForm>;

/** POST /auth/login body (PRODUCT.md §5: both required). */
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

/** A new password: the sign-up rules (required, then at least MIN_PASSWORD_LENGTH). */
function checkNewPassword(password: string, ctx: z.RefinementCtx, path: string) {
  if (password.length < MIN_PASSWORD_LENGTH) {
    ctx.addIssue({ code: "custom", message: MESSAGES.passwordTooShort, path: [path] });
  }
}

/** POST /auth/password body: the current password, and the new one. */
export const ChangePasswordBody = z
  .object({
    currentPassword: text(LIMITS.password, "Password"),
    newPassword: text(LIMITS.password, "Password"),
  })
  .superRefine((body, ctx) => {
    if (!body.currentPassword || !body.newPassword) {
      ctx.addIssue({ code: "custom", message: MESSAGES.fillAllFields });
    } else {
      checkNewPassword(body.newPassword, ctx, "newPassword");
    }
  });
export type ChangePasswordBody = z.input<typeof ChangePasswordBody>;

/** The change-password screen's form: the API body plus a confirmation. */
export const ChangePasswordForm = z
  .object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
  .superRefine((form, ctx) => {
    if (!form.currentPassword || !form.newPassword || !form.confirmPassword) {
      ctx.addIssue({ code: "custom", message: MESSAGES.fillAllFields });
    } else {
      checkConfirmedPassword(form.newPassword, form.confirmPassword, ctx, "newPassword");
    }
  });
export type ChangePasswordForm = z.input<typeof ChangePasswordForm>;

/** POST /auth/password-reset body: the account's email. */
export const PasswordResetRequestBody = z
  .object({ email: text(LIMITS.email, "Email") })
  .superRefine((body, ctx) => {
    if (!body.email.trim()) ctx.addIssue({ code: "custom", message: MESSAGES.fillAllFields });
    else if (!EMAIL.test(body.email.trim()))
      ctx.addIssue({ code: "custom", message: MESSAGES.invalidEmail, path: ["email"] });
  })
  .transform((body) => ({ email: normalizeEmail(body.email) }));
export type PasswordResetRequestBody = z.input<typeof PasswordResetRequestBody>;

/** POST /auth/password-reset/confirm body: the link's token and the new password. */
export const PasswordResetConfirmBody = z
  .object({
    token: z
      .string({ error: ACCOUNT_MESSAGES.resetLinkInvalid })
      .max(200, { error: ACCOUNT_MESSAGES.resetLinkInvalid }),
    newPassword: text(LIMITS.password, "Password"),
  })
  .superRefine((body, ctx) => {
    if (!body.token) {
      ctx.addIssue({ code: "custom", message: ACCOUNT_MESSAGES.resetLinkInvalid, path: ["token"] });
    } else if (!body.newPassword) {
      ctx.addIssue({ code: "custom", message: MESSAGES.fillAllFields });
    } else {
      checkNewPassword(body.newPassword, ctx, "newPassword");
    }
  });
export type PasswordResetConfirmBody = z.input<typeof PasswordResetConfirmBody>;

/** The reset screen's form: a new password and its confirmation. */
export const ResetPasswordForm = z
  .object({ newPassword: z.string(), confirmPassword: z.string() })
  .superRefine((form, ctx) => {
    if (!form.newPassword || !form.confirmPassword) {
      ctx.addIssue({ code: "custom", message: MESSAGES.fillAllFields });
    } else {
      checkConfirmedPassword(form.newPassword, form.confirmPassword, ctx, "newPassword");
    }
  });
export type ResetPasswordForm = z.input<typeof ResetPasswordForm>;
