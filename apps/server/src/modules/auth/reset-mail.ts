import { PASSWORD_RESET_MINUTES } from "@shopwright/sdk";
import type { MailMessage } from "../mail/index.js";

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The password reset email: the single-use link, how long it works, and what to do if unasked. */
export function resetMail(input: { to: string; name: string; resetUrl: string }): MailMessage {
  const { to, name, resetUrl } = input;
  const subject = "Reset your Shopwright password";
  const text = [
    `Hello ${name},`,
    "",
    "Someone (we hope you) asked to reset the password of your Shopwright account.",
    "",
    `Choose a new password: ${resetUrl}`,
    "",
    `The link works once, within ${PASSWORD_RESET_MINUTES} minutes. If you did not ask for it, ignore this email: your password stays as it is.`,
  ].join("\n");
  const html = `<p>Hello ${escapeHtml(name)},</p>
<p>Someone (we hope you) asked to reset the password of your Shopwright account.</p>
<p><a href="${escapeHtml(resetUrl)}">Choose a new password</a></p>
<p style="color:#64748b">The link works once, within ${PASSWORD_RESET_MINUTES} minutes. If you did not ask for it, ignore this email: your password stays as it is.</p>`;
  return { to, subject, text, html };
}
