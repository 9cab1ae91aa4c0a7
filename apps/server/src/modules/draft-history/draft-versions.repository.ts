import { DRAFT_HISTORY_LIMIT, DRAFT_HISTORY_MESSAGES } from "@shopwright/sdk";
import { and, desc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { draftVersions, users, type DraftVersionRow } from "../../db/schema.js";
import type { Actor } from "../auth/auth.plugin.js";
import { reachableStoreIds, type DraftRecorder } from "../stores/stores.repository.js";

/** A version as the history lists it: its row and its author, when known. */
export type DraftVersionWithAuthor = DraftVersionRow & {
  authorName: string | null;
  authorEmail: string | null;
};

/** True for the stored form of a layout that was never saved. */
const isNeverSaved = (layout: Record<string, unknown>) => Object.keys(layout).length === 0;

/**
 * The draft history's own SQL. `record` runs inside the stores repository's draft write (its
 * transaction, its store row locked); the reads take the calling actor first and scope by
 * the stores they reach.
 */
export function createDraftVersionsRepository(db: Db) {
  const ofStore = (actor: Actor, storeId: string) =>
    and(
      eq(draftVersions.storeId, storeId),
      inArray(draftVersions.storeId, reachableStoreIds(db, actor)),
    );
  const withAuthor = {
    ...getTableColumns(draftVersions),
    authorName: users.name,
    authorEmail: users.email,
  };

  /**
   * Keeps the draft it replaced when the history does not hold it yet (a store older than
   * the history, or never saved), so the state before any write stays restorable; then the
   * draft written; then drops all but the newest DRAFT_HISTORY_LIMIT of the store.
   */
  const record: DraftRecorder = async (tx, entry) => {
    const { replaced, written } = entry;
    // Usually the history holds it already (the last write's version): a keyed read, so the
    // old layout (up to 512 KB) is not sent with every save only to be ignored.
    const [held] = await tx
      .select({ version: draftVersions.version })
      .from(draftVersions)
      .where(
        and(eq(draftVersions.storeId, entry.storeId), eq(draftVersions.version, replaced.version)),
      )
      .limit(1);
    if (!held)
      await tx
        .insert(draftVersions)
        .values({
          storeId: entry.storeId,
          version: replaced.version,
          layout: replaced.layout,
          theme: replaced.theme,
          source: "save",
          label: isNeverSaved(replaced.layout)
            ? DRAFT_HISTORY_MESSAGES.emptySiteLabel
            : DRAFT_HISTORY_MESSAGES.beforeHistoryLabel,
          createdAt: replaced.writtenAt,
        })
        .onConflictDoNothing({ target: [draftVersions.storeId, draftVersions.version] });
    await tx.insert(draftVersions).values({
      storeId: entry.storeId,
      version: written.version,
      layout: written.layout,
      theme: written.theme,
      source: entry.source,
      label: entry.label,
      createdBy: entry.userId,
      createdAt: written.writtenAt,
    });
    // The oldest version kept is the LIMIT-th newest; everything older goes.
    await tx.execute(sql`
      delete from ${draftVersions}
      where ${draftVersions.storeId} = ${entry.storeId}
        and ${draftVersions.version} < (
          select "kept"."version" from ${draftVersions} as "kept"
          where "kept"."store_id" = ${entry.storeId}
          order by "kept"."version" desc
          offset ${DRAFT_HISTORY_LIMIT - 1} limit 1
        )`);
  };

  return {
    record,

    /** The store's versions, newest first, with their authors. */
    list(actor: Actor, storeId: string): Promise<DraftVersionWithAuthor[]> {
      return db
        .select(withAuthor)
        .from(draftVersions)
        .leftJoin(users, eq(users.id, draftVersions.createdBy))
        .where(ofStore(actor, storeId))
        .orderBy(desc(draftVersions.version))
        .limit(DRAFT_HISTORY_LIMIT);
    },

    /** One version of the store by its id, or null. */
    async find(
      actor: Actor,
      storeId: string,
      versionId: string,
    ): Promise<DraftVersionWithAuthor | null> {
      const [row] = await db
        .select(withAuthor)
        .from(draftVersions)
        .leftJoin(users, eq(users.id, draftVersions.createdBy))
        .where(and(ofStore(actor, storeId), eq(draftVersions.id, versionId)))
        .limit(1);
      return row ?? null;
    },

    /** The store's version `version`, or null when the history does not hold it. */
    async atVersion(
      actor: Actor,
      storeId: string,
      version: number,
    ): Promise<DraftVersionWithAuthor | null> {
      const [row] = await db
        .select(withAuthor)
        .from(draftVersions)
        .leftJoin(users, eq(users.id, draftVersions.createdBy))
        .where(and(ofStore(actor, storeId), eq(draftVersions.version, version)))
        .limit(1);
      return row ?? null;
    },

    /** The store's two newest versions, newest first (the editor's undo of an AI turn). */
    newestTwo(actor: Actor, storeId: string): Promise<DraftVersionRow[]> {
      return db
        .select()
        .from(draftVersions)
        .where(ofStore(actor, storeId))
        .orderBy(desc(draftVersions.version))
        .limit(2);
    },
  };
}

export type DraftVersionsRepository = ReturnType<typeof createDraftVersionsRepository>;
