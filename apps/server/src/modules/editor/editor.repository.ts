import { toStoredLayout, type Layout } from "@shopwright/site";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { stores } from "../../db/schema.js";
import type { Actor } from "../auth/auth.plugin.js";
import { reachableStoreIds, storeOf, type Store } from "../stores/stores.repository.js";

/**
 * Which stored draft a write may replace: the one at a given version, only a store whose
 * layout was never saved, or whatever is stored (a deliberate overwrite).
 */
export type DraftBase = { version: number } | "empty-layout" | "any";

/** What a draft save writes: the layout, the theme, and the draft it expects to replace. */
export interface DraftWrite {
  /** Canonical: checked where it came in (an API write, a starter theme). */
  layout: Layout;
  theme: Record<string, unknown>;
  base: DraftBase;
}

/** SQL for a store's editable draft (layout and theme). Every function takes the caller first. */
export function createEditorRepository(db: Db) {
  return {
    /**
     * Check and write in one statement, so two saves from the same base cannot both win.
     * Null when no row matched: the store is out of reach, its version moved on, or it has a
     * layout the write did not say it replaces.
     */
    async writeDraft(actor: Actor, storeId: string, draft: DraftWrite): Promise<Store | null> {
      const [row] = await db
        .update(stores)
        .set({
          layout: toStoredLayout(draft.layout),
          theme: draft.theme,
          version: sql`${stores.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(stores.id, storeId),
            draft.base === "any"
              ? undefined
              : draft.base === "empty-layout"
                ? sql`${stores.layout} = '{}'::jsonb`
                : eq(stores.version, draft.base.version),
            inArray(stores.id, reachableStoreIds(db, actor)),
          ),
        )
        .returning();
      return row ? storeOf(row) : null;
    },
  };
}

export type EditorRepository = ReturnType<typeof createEditorRepository>;
