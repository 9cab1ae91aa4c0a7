import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { stores, type StoreRow } from "../../db/schema.js";
import type { Actor } from "../auth/auth.plugin.js";
import { reachableStoreIds } from "../stores/stores.repository.js";

/** What a draft save writes: the layout, the theme, and the version it expects to replace. */
export interface DraftWrite {
  layout: Record<string, unknown>;
  theme: Record<string, unknown>;
  /** Only a store still at this version is written; undefined writes whatever version it has. */
  expectedVersion?: number;
}

/** SQL for a store's editable draft (layout and theme). Every function takes the caller first. */
export function createEditorRepository(db: Db) {
  return {
    /**
     * Check and write in one statement, so two saves from the same version cannot both win
     * (DESIGN.md "Lost updates are prevented"). Null when no row matched: the store is out of
     * reach, or its version moved on.
     */
    async writeDraft(actor: Actor, storeId: string, draft: DraftWrite): Promise<StoreRow | null> {
      const [row] = await db
        .update(stores)
        .set({
          layout: draft.layout,
          theme: draft.theme,
          version: sql`${stores.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(stores.id, storeId),
            draft.expectedVersion !== undefined
              ? eq(stores.version, draft.expectedVersion)
              : undefined,
            inArray(stores.id, reachableStoreIds(db, actor)),
          ),
        )
        .returning();
      return row ?? null;
    },
  };
}

export type EditorRepository = ReturnType<typeof createEditorRepository>;
