import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { aiMessages, type AiMessageMeta, type AiMessageRow } from "../../db/schema.js";
import type { Actor } from "../auth/auth.plugin.js";
import { reachableStoreIds } from "../stores/stores.repository.js";

/** One turn of the chat as written: the user's prompt and the assistant's answer. */
export interface TurnWrite {
  prompt: string;
  reply: string;
  meta: AiMessageMeta;
}

/** SQL for the AI chat. Every function takes the calling user first and scopes by the store. */
export function createAiRepository(db: Db) {
  const ofStore = (actor: Actor, storeId: string) =>
    and(eq(aiMessages.storeId, storeId), inArray(aiMessages.storeId, reachableStoreIds(db, actor)));

  return {
    /** The newest `limit` messages of the store, oldest first. */
    async recent(actor: Actor, storeId: string, limit: number): Promise<AiMessageRow[]> {
      const rows = await db
        .select()
        .from(aiMessages)
        .where(ofStore(actor, storeId))
        .orderBy(desc(aiMessages.seq))
        .limit(limit);
      return rows.reverse();
    },

    /** Both messages of a turn in one statement, user first (seq keeps the order). */
    async insertTurn(
      actor: Actor,
      storeId: string,
      turn: TurnWrite,
    ): Promise<[AiMessageRow, AiMessageRow]> {
      const rows = await db
        .insert(aiMessages)
        .values([
          { storeId, role: "user", content: turn.prompt, createdBy: actor.userId },
          {
            storeId,
            role: "assistant",
            content: turn.reply,
            meta: turn.meta,
            createdBy: actor.userId,
          },
        ])
        .returning();
      const [user, assistant] = [...rows].sort((a, b) => a.seq - b.seq);
      return [user!, assistant!];
    },

    /**
     * Closes the theme-preview step of the store's newest assistant message, when that message
     * is a whole-site generation whose step is still open; answers whether it closed one.
     */
    async dismissStyleStep(actor: Actor, storeId: string): Promise<boolean> {
      const [latest] = await db
        .select({ id: aiMessages.id, meta: aiMessages.meta })
        .from(aiMessages)
        .where(and(ofStore(actor, storeId), eq(aiMessages.role, "assistant")))
        .orderBy(desc(aiMessages.seq))
        .limit(1);
      if (!latest?.meta.plan || latest.meta.isStyleStepDismissed) return false;
      await db
        .update(aiMessages)
        .set({ meta: { ...latest.meta, isStyleStepDismissed: true } })
        .where(eq(aiMessages.id, latest.id));
      return true;
    },

    /** Deletes the store's chat; answers how many messages went. */
    async clear(actor: Actor, storeId: string): Promise<number> {
      const rows = await db
        .delete(aiMessages)
        .where(ofStore(actor, storeId))
        .returning({ id: aiMessages.id });
      return rows.length;
    },
  };
}

export type AiRepository = ReturnType<typeof createAiRepository>;
