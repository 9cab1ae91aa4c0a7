import { and, desc, eq, inArray, isNull, or, sql, type Placeholder, type SQL } from "drizzle-orm";
import { union } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import { stores, teamMembers, type StoreRow } from "../../db/schema.js";

const summaryColumns = {
  id: stores.id,
  storeName: stores.storeName,
  domain: stores.domain,
  description: stores.description,
  approved: stores.approved,
  currency: stores.currency,
  locale: stores.locale,
  teamId: stores.teamId,
  createdAt: stores.createdAt,
  updatedAt: stores.updatedAt,
};
export type StoreSummaryRow = Pick<StoreRow, keyof typeof summaryColumns>;

/**
 * A store its creator reaches on their own: one that belongs to no team. A team's store is
 * reached through membership only, so a member removed from the team loses it at once, even
 * one they created themselves (issue 7).
 */
const ownPersonalStore = (userId: string | Placeholder) =>
  and(eq(stores.createdBy, userId), isNull(stores.teamId));

/**
 * The stores a user may reach: their own personal stores and those of every team they
 * belong to. The membership subquery is the one read of team tables here, kept in SQL so a list costs
 * one round trip.
 */
function reachableBy(db: Db, userId: string): SQL {
  const teamsOfUser = db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(eq(teamMembers.userId, userId));
  return or(ownPersonalStore(userId), inArray(stores.teamId, teamsOfUser))!;
}

/**
 * The ids of the stores a user may reach, as a subquery, so repositories of store-owned rows
 * (products, pages …) scope their SQL by it in the same statement rather than in a second
 * round trip. The one sanctioned use of the stores table outside this module.
 *
 * A UNION of the two branches rather than one OR: each branch is an index scan
 * (stores_created_by_idx, stores_team_idx), where the OR made PostgreSQL read every store.
 */
export function reachableStoreIds(db: Db, userId: string) {
  return union(
    db.select({ id: stores.id }).from(stores).where(ownPersonalStore(userId)),
    db
      .select({ id: stores.id })
      .from(stores)
      .innerJoin(teamMembers, eq(teamMembers.teamId, stores.teamId))
      .where(eq(teamMembers.userId, userId)),
  );
}

/**
 * True when the user may reach the store, as one SQL condition: a primary-key read of the
 * store and, for a team's store, one index read of the membership. With reachableStoreIds,
 * the sanctioned use of the stores table outside this module: a repository puts it in the
 * same statement as its own read, so checking access costs no round trip of its own.
 * Placeholders are accepted, so the statement can be prepared once.
 */
export function isStoreReachable(
  db: Db,
  userId: string | Placeholder,
  storeId: string | Placeholder,
): SQL {
  const teamsOfUser = db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(eq(teamMembers.userId, userId));
  const store = db
    .select({ id: stores.id })
    .from(stores)
    .where(
      and(
        eq(stores.id, storeId),
        or(ownPersonalStore(userId), inArray(stores.teamId, teamsOfUser)),
      ),
    );
  return sql`exists (${store})`;
}

/** SQL for stores; every function takes the calling user's id first as its scope. */
export function createStoresRepository(db: Db) {
  return {
    async insert(
      userId: string,
      values: {
        teamId: string | null;
        storeName: string;
        domain: string;
        description: string | null;
      },
    ) {
      const [row] = await db
        .insert(stores)
        .values({ ...values, createdBy: userId })
        .returning();
      return row!;
    },

    list(userId: string): Promise<StoreSummaryRow[]> {
      return db
        .select(summaryColumns)
        .from(stores)
        .where(inArray(stores.id, reachableStoreIds(db, userId)))
        .orderBy(desc(stores.createdAt), desc(stores.id));
    },

    async find(userId: string, storeId: string) {
      const [row] = await db
        .select()
        .from(stores)
        .where(and(eq(stores.id, storeId), reachableBy(db, userId)))
        .limit(1);
      return row ?? null;
    },

    async update(
      userId: string,
      storeId: string,
      patch: Partial<
        Pick<StoreRow, "storeName" | "domain" | "description" | "currency" | "locale" | "approved">
      >,
    ) {
      const [row] = await db
        .update(stores)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(and(eq(stores.id, storeId), reachableBy(db, userId)))
        .returning();
      return row ?? null;
    },

    async remove(userId: string, storeId: string): Promise<boolean> {
      const rows = await db
        .delete(stores)
        .where(and(eq(stores.id, storeId), reachableBy(db, userId)))
        .returning({ id: stores.id });
      return rows.length > 0;
    },
  };
}

export type StoresRepository = ReturnType<typeof createStoresRepository>;
