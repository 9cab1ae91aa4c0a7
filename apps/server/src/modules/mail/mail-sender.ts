import { createTransport } from "nodemailer";
import type { FastifyBaseLogger } from "fastify";
import type { OutboxRepository } from "./outbox.repository.js";

/** One email, as plain text and HTML. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The sender's display name (a store's name); the address stays the server's own. */
  fromName?: string | undefined;
}

/** Where a message went: handed to the SMTP server, or kept in the outbox table. */
export type MailDelivery = "email" | "outbox";

export interface MailSender {
  send(message: MailMessage, links: string[]): Promise<MailDelivery>;
}

// Short enough that an unreachable SMTP server fails the request instead of hanging it.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** The configured sender with another display name: `Store <no-reply@host>`. */
function fromAs(
  from: string,
  name: string | undefined,
): string | { name: string; address: string } {
  if (!name) return from;
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return { name, address };
}

/**
 * Sends mail over SMTP when `smtpUrl` is set (nodemailer); otherwise keeps each message in
 * the outbox table and prints its links in the server log, so the embedded default works
 * without any mail server.
 */
export function createMailSender(deps: {
  smtpUrl: string | null;
  from: string;
  outbox: OutboxRepository;
  log: FastifyBaseLogger;
}): MailSender {
  const transport = deps.smtpUrl ? createTransport({ url: deps.smtpUrl, ...SMTP_TIMEOUTS }) : null;
  return {
    async send(message, links) {
      if (transport) {
        const { fromName, ...content } = message;
        await transport.sendMail({ from: fromAs(deps.from, fromName), ...content });
        return "email";
      }
      await deps.outbox.insert(message);
      deps.log.info(
        { to: message.to, links },
        `Mail kept in the outbox (SMTP_URL is not set): "${message.subject}" ${links.join(" ")}`,
      );
      return "outbox";
    },
  };
}
