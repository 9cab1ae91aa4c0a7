import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { passwordResets } from "../../db/schema.js";

/** SQL for password reset links: only each token's SHA-256 is stored. */
export function createPasswordResetsRepository(db: Db) {
  return {
    async insert(values: { userId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
      await db.insert(passwordResets).values(values);
    },

    /** True when a link was made for the user after `since`. */
    async madeSince(userId: string, since: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: passwordResets.id })
        .from(passwordResets)
        .where(and(eq(passwordResets.userId, userId), gt(passwordResets.createdAt, since)))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Uses the link with this token hash, if it is unused and unexpired: marks it used in the
     * same statement, so of two requests with one token only one gets the user id.
     */
    async use(tokenHash: string): Promise<string | null> {
      const [row] = await db
        .update(passwordResets)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: passwordResets.userId });
      return row?.userId ?? null;
    },

    /** Voids every unused link of the user: their password was just set another way. */
    async voidAllOf(userId: string): Promise<void> {
      await db
        .update(passwordResets)
        .set({ usedAt: sql`now()` })
        .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    },
  };
}

export type PasswordResetsRepository = ReturnType<typeof createPasswordResetsRepository>;
