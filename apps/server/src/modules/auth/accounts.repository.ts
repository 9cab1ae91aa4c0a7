import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { teamInvites, users } from "../../db/schema.js";

/** SQL of the account features: a user's password, and sign-up invitations. */
export function createAccountsRepository(db: Db) {
  return {
    /** Stores a new password hash. */
    async setPasswordHash(id: string, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
    },
    /** True when a team invitation to `email` waits: not accepted, not expired. */
    async hasPendingInvite(email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: teamInvites.id })
        .from(teamInvites)
        .where(
          and(
            eq(teamInvites.email, email),
            isNull(teamInvites.acceptedAt),
            gt(teamInvites.expiresAt, sql`now()`),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
