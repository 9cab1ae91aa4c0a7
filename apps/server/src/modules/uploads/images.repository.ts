import { and, eq, inArray, isNull, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { images, teamMembers, type ImageRow } from "../../db/schema.js";
import type { Actor } from "../auth/auth.plugin.js";

/** What the service knows of a new image; the owner columns come from the scope. */
export type NewImage = Pick<
  ImageRow,
  "publicId" | "originalName" | "contentType" | "width" | "height" | "size" | "key" | "webKey"
>;

/**
 * The images an actor may manage. A session: those the user uploaded into their personal
 * space and those of every team they belong to now; an image uploaded into a team belongs to
 * the team, so a member removed from it loses it at once, their own uploads included. An API
 * key: those of its one team only. The membership subquery is the one read of team tables
 * here, as in the stores repository, so a delete costs one round trip.
 */
function manageableBy(db: Db, actor: Actor): SQL {
  const teamsOfUser = db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(eq(teamMembers.userId, actor.userId));
  if (actor.teamScope !== undefined) {
    return and(eq(images.teamId, actor.teamScope), inArray(images.teamId, teamsOfUser))!;
  }
  return or(
    and(eq(images.uploadedBy, actor.userId), isNull(images.teamId)),
    inArray(images.teamId, teamsOfUser),
  )!;
}

/** SQL for uploaded images; every function takes the calling actor first as its scope. */
export function createImagesRepository(db: Db) {
  return {
    insert(
      owner: { userId: string; teamId: string | null },
      values: NewImage[],
    ): Promise<ImageRow[]> {
      return db
        .insert(images)
        .values(values.map((v) => ({ ...v, uploadedBy: owner.userId, teamId: owner.teamId })))
        .returning();
    },

    /** The images with these public ids, whoever owns them (a deleted store's purge). */
    findByPublicIds(publicIds: string[]): Promise<ImageRow[]> {
      if (publicIds.length === 0) return Promise.resolve([]);
      return db.select().from(images).where(inArray(images.publicId, publicIds));
    },

    /** Deletes image rows by id (their files already gone). */
    async deleteByIds(ids: string[]): Promise<void> {
      if (ids.length) await db.delete(images).where(inArray(images.id, ids));
    },

    /** Deletes the named images the user may manage and answers their rows. */
    async removeManageable(
      actor: Actor,
      named: { keys: string[]; publicIds: string[] },
    ): Promise<ImageRow[]> {
      const matches: SQL[] = [];
      if (named.keys.length) {
        matches.push(inArray(images.key, named.keys), inArray(images.webKey, named.keys));
      }
      if (named.publicIds.length) matches.push(inArray(images.publicId, named.publicIds));
      if (!matches.length) return [];
      return db
        .delete(images)
        .where(and(manageableBy(db, actor), or(...matches)))
        .returning();
    },
  };
}

export type ImagesRepository = ReturnType<typeof createImagesRepository>;
