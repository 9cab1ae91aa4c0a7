import { and, desc, eq, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { apiKeys, teamMembers, users, type ApiKeyRow } from "../../db/schema.js";

/** A key as lists read it: the row with its creator's name. */
export interface ApiKeyListRow extends ApiKeyRow {
  creatorName: string;
}

/**
 * SQL for API keys. Two reads outside the module's own table, each in the same statement as
 * the key so it costs no round trip: the creator's name for lists, and, on every request a
 * key authenticates, the creator's membership of the key's team (a key stops working the
 * moment its creator leaves or is removed).
 */
export function createApiKeysRepository(db: Db) {
  return {
    async insert(values: {
      teamId: string;
      createdBy: string;
      name: string;
      prefix: string;
      tokenHash: string;
    }): Promise<ApiKeyRow> {
      const [row] = await db.insert(apiKeys).values(values).returning();
      return row!;
    },

    /** The team's active keys, newest first; with a key id, that key only. */
    list(teamId: string, keyId?: string): Promise<ApiKeyListRow[]> {
      return db
        .select({ ...apiKeyColumns, creatorName: users.name })
        .from(apiKeys)
        .innerJoin(users, eq(users.id, apiKeys.createdBy))
        .where(
          and(
            eq(apiKeys.teamId, teamId),
            isNull(apiKeys.revokedAt),
            keyId ? eq(apiKeys.id, keyId) : undefined,
          ),
        )
        .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
    },

    /** Marks an active key of the team revoked; false when there is none such. */
    async revoke(teamId: string, keyId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(apiKeys)
        .set({ revokedAt: now })
        .where(and(eq(apiKeys.id, keyId), eq(apiKeys.teamId, teamId), isNull(apiKeys.revokedAt)))
        .returning({ id: apiKeys.id });
      return rows.length > 0;
    },

    /** The active key with this hash whose creator is still in its team, or null. */
    async findUsable(tokenHash: string) {
      const [row] = await db
        .select({
          id: apiKeys.id,
          teamId: apiKeys.teamId,
          userId: apiKeys.createdBy,
          lastUsedAt: apiKeys.lastUsedAt,
        })
        .from(apiKeys)
        .innerJoin(
          teamMembers,
          and(eq(teamMembers.teamId, apiKeys.teamId), eq(teamMembers.userId, apiKeys.createdBy)),
        )
        .where(and(eq(apiKeys.tokenHash, tokenHash), isNull(apiKeys.revokedAt)))
        .limit(1);
      return row ?? null;
    },

    /** Whether the key is active and its creator still in its team (what findUsable asks). */
    async isUsable(keyId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: apiKeys.id })
        .from(apiKeys)
        .innerJoin(
          teamMembers,
          and(eq(teamMembers.teamId, apiKeys.teamId), eq(teamMembers.userId, apiKeys.createdBy)),
        )
        .where(and(eq(apiKeys.id, keyId), isNull(apiKeys.revokedAt)))
        .limit(1);
      return row !== undefined;
    },

    /** Sets lastUsedAt unless it is already later than `staleBefore`: one write per window. */
    async touch(keyId: string, now: Date, staleBefore: Date): Promise<void> {
      await db
        .update(apiKeys)
        .set({ lastUsedAt: now })
        .where(
          and(
            eq(apiKeys.id, keyId),
            or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, staleBefore)),
          ),
        );
    },
  };
}

const apiKeyColumns = {
  id: apiKeys.id,
  teamId: apiKeys.teamId,
  createdBy: apiKeys.createdBy,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  tokenHash: apiKeys.tokenHash,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
  createdAt: apiKeys.createdAt,
};

export type ApiKeysRepository = ReturnType<typeof createApiKeysRepository>;
