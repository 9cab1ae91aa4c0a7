import { and, eq, inArray, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { images, teamMembers, type ImageRow } from "../../db/schema.js";

/** What the service knows of a new image; the owner columns come from the scope. */
export type NewImage = Pick<
  ImageRow,
  "publicId" | "originalName" | "contentType" | "width" | "height" | "size" | "key" | "webKey"
>;

/**
 * The images a user may manage: those they uploaded and those of every team they belong to.
 * The membership subquery is the one read of team tables here, as in the stores repository,
 * so a delete costs one round trip.
 */
function manageableBy(db: Db, userId: string): SQL {
  const teamsOfUser = db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(eq(teamMembers.userId, userId));
  return or(eq(images.uploadedBy, userId), inArray(images.teamId, teamsOfUser))!;
}

/** SQL for uploaded images; every function takes the calling user first as its scope. */
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

    /** Deletes the named images the user may manage and answers their rows. */
    async removeManageable(
      userId: string,
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
        .where(and(manageableBy(db, userId), or(...matches)))
        .returning();
    },
  };
}

export type ImagesRepository = ReturnType<typeof createImagesRepository>;
