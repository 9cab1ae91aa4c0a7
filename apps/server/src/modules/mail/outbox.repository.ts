import type { Db } from "../../db/client.js";
import { outbox } from "../../db/schema.js";
import type { MailMessage } from "./mail-sender.js";

/** SQL for the outbox: mail kept because no SMTP server is configured. */
export function createOutboxRepository(db: Db) {
  return {
    async insert(message: MailMessage): Promise<void> {
      await db.insert(outbox).values({
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
      });
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
