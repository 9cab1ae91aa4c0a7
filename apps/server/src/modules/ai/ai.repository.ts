import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
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

    /** One assistant message of the store by its id, or null. */
    async findReply(
      actor: Actor,
      storeId: string,
      messageId: string,
    ): Promise<AiMessageRow | null> {
      const [row] = await db
        .select()
        .from(aiMessages)
        .where(
          and(
            ofStore(actor, storeId),
            eq(aiMessages.id, messageId),
            eq(aiMessages.role, "assistant"),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** The prompt a reply answered: the newest user message before it. */
    async promptOf(actor: Actor, storeId: string, reply: AiMessageRow): Promise<string | null> {
      const [row] = await db
        .select({ content: aiMessages.content })
        .from(aiMessages)
        .where(
          and(ofStore(actor, storeId), eq(aiMessages.role, "user"), lt(aiMessages.seq, reply.seq)),
        )
        .orderBy(desc(aiMessages.seq))
        .limit(1);
      return row?.content ?? null;
    },

    /** The newest reply that saved the site and is not undone (what typing "undo" undoes). */
    async lastUndoableReply(actor: Actor, storeId: string): Promise<AiMessageRow | null> {
      const [row] = await db
        .select()
        .from(aiMessages)
        .where(
          and(
            ofStore(actor, storeId),
            eq(aiMessages.role, "assistant"),
            sql`${aiMessages.meta} ? 'draft'`,
            sql`not (${aiMessages.meta} ? 'undoneVersion')`,
          ),
        )
        .orderBy(desc(aiMessages.seq))
        .limit(1);
      return row ?? null;
    },

    /** The reply whose undo wrote store version `version`, or null. */
    async undoneAt(actor: Actor, storeId: string, version: number): Promise<AiMessageRow | null> {
      const [row] = await db
        .select()
        .from(aiMessages)
        .where(
          and(
            ofStore(actor, storeId),
            eq(aiMessages.role, "assistant"),
            sql`${aiMessages.meta} -> 'undoneVersion' = to_jsonb(${version}::int)`,
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** Marks a reply undone by the write of store version `version`; answers the row. */
    async markUndone(
      actor: Actor,
      storeId: string,
      messageId: string,
      version: number,
    ): Promise<AiMessageRow | null> {
      const [row] = await db
        .update(aiMessages)
        .set({
          meta: sql`${aiMessages.meta} || jsonb_build_object('undoneVersion', ${version}::int)`,
        })
        .where(and(ofStore(actor, storeId), eq(aiMessages.id, messageId)))
        .returning();
      return row ?? null;
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
