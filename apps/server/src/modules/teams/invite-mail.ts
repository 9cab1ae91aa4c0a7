import type { InviteRole } from "@shopwright/sdk";
import type { MailMessage } from "../mail/mail-sender.js";

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The invitation email: who invites, to which team, and the single-use accept link. */
export function inviteMail(input: {
  to: string;
  teamName: string;
  inviterName: string;
  role: InviteRole;
  acceptUrl: string;
  expiresAt: Date;
}): MailMessage {
  const { to, teamName, inviterName, role, acceptUrl, expiresAt } = input;
  const expires = expiresAt.toUTCString();
  const subject = `${inviterName} invited you to ${teamName} on Shopwright`;
  const text = [
    `${inviterName} invited you to join ${teamName} on Shopwright as ${role === "admin" ? "an admin" : "a member"}.`,
    "",
    `Accept the invite: ${acceptUrl}`,
    "",
    `The link works once and expires on ${expires}. If you did not expect this email, ignore it.`,
  ].join("\n");
  const html = `<p>${escapeHtml(inviterName)} invited you to join <strong>${escapeHtml(teamName)}</strong> on Shopwright as ${role === "admin" ? "an admin" : "a member"}.</p>
<p><a href="${escapeHtml(acceptUrl)}">Accept the invite</a></p>
<p style="color:#64748b">The link works once and expires on ${escapeHtml(expires)}. If you did not expect this email, ignore it.</p>`;
  return { to, subject, text, html };
}
