import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { teamMembers, teams, users } from "../../db/schema.js";

/** SQL for users and the teams they belong to. */
export function createUsersRepository(db: Db) {
  return {
    async insert(values: { name: string; email: string; passwordHash: string }) {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },
    async findByEmail(email: string) {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row ?? null;
    },
    async findById(id: string) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },
    async sessionVersionOf(id: string): Promise<number | null> {
      const [row] = await db
        .select({ version: users.sessionVersion })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row?.version ?? null;
    },
    /** Moves the user's session version on, answering the new one. */
    async bumpSessionVersion(id: string): Promise<number | null> {
      const [row] = await db
        .update(users)
        .set({ sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning({ version: users.sessionVersion });
      return row?.version ?? null;
    },
    /** The user's teams, oldest membership first: the first one is "their organization". */
    async teamsOf(userId: string) {
      return db
        .select({ id: teams.id, name: teams.name, slug: teams.slug, role: teamMembers.role })
        .from(teamMembers)
        .innerJoin(teams, eq(teams.id, teamMembers.teamId))
        .where(eq(teamMembers.userId, userId))
        .orderBy(asc(teamMembers.createdAt), asc(teams.id));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
