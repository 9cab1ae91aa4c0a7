import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { createMailSender, type MailSender } from "./mail-sender.js";
import { createOutboxRepository } from "./outbox.repository.js";

export type { MailMessage, MailSender } from "./mail-sender.js";

/**
 * The mail sender of the configuration: SMTP_URL, else the outbox table and the log. Mail
 * comes from no-reply@ the PUBLIC_URL's host.
 */
export function mailSenderOf(deps: {
  db: Db;
  config: Pick<Config, "publicUrl" | "smtpUrl">;
  log: FastifyBaseLogger;
}): MailSender {
  return createMailSender({
    smtpUrl: deps.config.smtpUrl ?? null,
    from: `Shopwright <no-reply@${new URL(deps.config.publicUrl).hostname}>`,
    outbox: createOutboxRepository(deps.db),
    log: deps.log,
  });
}
