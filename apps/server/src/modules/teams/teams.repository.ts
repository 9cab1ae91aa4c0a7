import type { TeamRole } from "@shopwright/sdk";
import { and, asc, count, eq, gt, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  images,
  stores,
  teamInvites,
  teamMembers,
  teams,
  users,
  type TeamInviteRow,
  type TeamRow,
} from "../../db/schema.js";

/** A member as the repository reads it: the membership with the user's name and email. */
export interface MemberRow {
  userId: string;
  role: TeamRole;
  mfaEnabled: boolean;
  joinedAt: Date;
  name: string;
  email: string;
}

/** What a membership change is checked against, read under the team's lock. */
export interface MembershipFacts {
  /** The caller's role now, or null when they are no longer a member. */
  callerRole: TeamRole | null;
  target: { role: TeamRole } | null;
  owners: number;
}

const memberColumns = {
  userId: teamMembers.userId,
  role: teamMembers.role,
  mfaEnabled: teamMembers.mfaEnabled,
  joinedAt: teamMembers.createdAt,
  // The one read of the users table here: a member's name and email, in the same statement.
  name: users.name,
  email: users.email,
};

/**
 * SQL for teams, their members and invites. Functions that answer a team take the calling
 * user's id and find the team only through that user's membership, so a team outside the
 * caller's reach reads as absent.
 */
/** One member's new role, written inside the caller's transaction (under the team's lock). */
const setRoleIn = (tx: Db, teamId: string, userId: string, role: TeamRole) =>
  tx
    .update(teamMembers)
    .set({ role, updatedAt: sql`now()` })
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));

export function createTeamsRepository(db: Db) {
  /**
   * Runs `write` in a transaction holding the team's row lock, after reading what a
   * membership change is checked against: concurrent role changes and removals of one team
   * take turns, so two owners demoting each other can never leave the team with none.
   */
  async function withMembershipLock<T>(
    teamId: string,
    callerId: string,
    targetUserId: string,
    write: (facts: MembershipFacts, tx: Db) => Promise<T>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).for("update");
      const roles = await tx
        .select({ userId: teamMembers.userId, role: teamMembers.role })
        .from(teamMembers)
        .where(
          and(
            eq(teamMembers.teamId, teamId),
            inArray(teamMembers.userId, [callerId, targetUserId]),
          ),
        );
      const [owners] = await tx
        .select({ n: count() })
        .from(teamMembers)
        .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.role, "owner")));
      const roleOf = (userId: string) => roles.find((r) => r.userId === userId)?.role ?? null;
      const targetRole = roleOf(targetUserId);
      return write(
        {
          callerRole: roleOf(callerId),
          target: targetRole ? { role: targetRole } : null,
          owners: owners?.n ?? 0,
        },
        tx as unknown as Db,
      );
    });
  }

  return {
    /** The team and the caller's role in it, or null when the caller is not a member. */
    async membership(userId: string, teamId: string) {
      const [row] = await db
        .select({ team: teams, role: teamMembers.role })
        .from(teamMembers)
        .innerJoin(teams, eq(teams.id, teamMembers.teamId))
        .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
        .limit(1);
      return row ?? null;
    },

    /** The caller's teams, oldest membership first (the first is "their organization"). */
    teamsOf(userId: string) {
      return db
        .select({ team: teams, role: teamMembers.role, joinedAt: teamMembers.createdAt })
        .from(teamMembers)
        .innerJoin(teams, eq(teams.id, teamMembers.teamId))
        .where(eq(teamMembers.userId, userId))
        .orderBy(asc(teamMembers.createdAt), asc(teams.id));
    },

    /**
     * Creates the team with its creator as the owner and makes it their current organization,
     * in one transaction; `moveStores` moves the creator's personal stores into it (all, or
     * those of the ids given: ids of other stores match nothing). The one write of the stores
     * table outside its module, so the team and its stores appear together.
     */
    async insertWithOwner(
      userId: string,
      values: { name: string; slug: string },
      moveStores: boolean | string[] = false,
    ): Promise<{ team: TeamRow; movedStores: number }> {
      return db.transaction(async (tx) => {
        const [team] = await tx.insert(teams).values(values).returning();
        await tx.insert(teamMembers).values({ teamId: team!.id, userId, role: "owner" });
        await tx
          .update(users)
          .set({ currentTeamId: team!.id, updatedAt: sql`now()` })
          .where(eq(users.id, userId));
        let movedStores = 0;
        const ids = Array.isArray(moveStores) ? moveStores : null;
        if (moveStores === true || (ids && ids.length)) {
          const moved = await tx
            .update(stores)
            .set({ teamId: team!.id, updatedAt: sql`now()` })
            .where(
              and(
                eq(stores.createdBy, userId),
                isNull(stores.teamId),
                ids ? inArray(stores.id, ids) : undefined,
              ),
            )
            .returning({ id: stores.id });
          movedStores = moved.length;
        }
        return { team: team!, movedStores };
      });
    },

    /** Sets the user's current organization: a team (membership checked by the caller) or null. */
    async setCurrentTeam(userId: string, teamId: string | null): Promise<void> {
      await db
        .update(users)
        .set({ currentTeamId: teamId, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
    },

    /**
     * Hands ownership from the caller to another member under the team's lock, once `check`
     * accepts the facts: the member becomes an owner, the caller an admin, in one transaction,
     * so the team has an owner at every moment.
     */
    transferOwnership(
      callerId: string,
      teamId: string,
      userId: string,
      check: (facts: MembershipFacts) => void,
    ): Promise<void> {
      return withMembershipLock(teamId, callerId, userId, async (facts, tx) => {
        check(facts);
        await setRoleIn(tx, teamId, userId, "owner");
        await setRoleIn(tx, teamId, callerId, "admin");
      });
    },

    /**
     * Deletes the team under its row lock once `check` accepts the caller's role and the
     * number of stores the team still holds, both read under that lock: a store moving in
     * meanwhile waits for the lock and then finds the team gone, so none is ever orphaned.
     * Memberships, invites and API keys go with the team (cascades); members whose current
     * organization it was fall back to personal (set null). The team's image rows are
     * deleted, not handed to their uploaders: an image uploaded into a team belongs to the
     * team, so nobody (a member removed earlier included) gains it back. Their files stay, so
     * a store moved out of the team earlier keeps showing them. Answers false when the team
     * was already gone.
     */
    deleteTeam(
      callerId: string,
      teamId: string,
      check: (facts: { callerRole: TeamRole | null; storeCount: number }) => void,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ id: teams.id })
          .from(teams)
          .where(eq(teams.id, teamId))
          .for("update");
        if (!locked) return false;
        const [caller] = await tx
          .select({ role: teamMembers.role })
          .from(teamMembers)
          .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, callerId)));
        const [held] = await tx
          .select({ n: count() })
          .from(stores)
          .where(and(eq(stores.teamId, teamId), isNull(stores.deletedAt)));
        check({ callerRole: caller?.role ?? null, storeCount: held?.n ?? 0 });
        // The team's deleted stores go with it: nobody is left to restore them, so their purge
        // may begin at once (docs/PRODUCT.md "Deleting and restoring a store").
        await tx
          .update(stores)
          .set({ purgeAfter: sql`least(${stores.purgeAfter}, now())` })
          .where(and(eq(stores.teamId, teamId), isNotNull(stores.deletedAt)));
        await tx.delete(images).where(eq(images.teamId, teamId));
        await tx.delete(teams).where(eq(teams.id, teamId));
        return true;
      });
    },

    async update(
      teamId: string,
      patch: Partial<Pick<TeamRow, "name" | "slug" | "settings">>,
    ): Promise<TeamRow> {
      const [row] = await db
        .update(teams)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(teams.id, teamId))
        .returning();
      return row!;
    },

    members(teamId: string): Promise<MemberRow[]> {
      return db
        .select(memberColumns)
        .from(teamMembers)
        .innerJoin(users, eq(users.id, teamMembers.userId))
        .where(eq(teamMembers.teamId, teamId))
        .orderBy(asc(teamMembers.createdAt), asc(teamMembers.userId));
    },

    async member(teamId: string, userId: string): Promise<MemberRow | null> {
      const [row] = await db
        .select(memberColumns)
        .from(teamMembers)
        .innerJoin(users, eq(users.id, teamMembers.userId))
        .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
        .limit(1);
      return row ?? null;
    },

    async hasMemberWithEmail(teamId: string, email: string): Promise<boolean> {
      const rows = await db
        .select({ userId: teamMembers.userId })
        .from(teamMembers)
        .innerJoin(users, eq(users.id, teamMembers.userId))
        .where(and(eq(teamMembers.teamId, teamId), eq(users.email, email)))
        .limit(1);
      return rows.length > 0;
    },

    /** The user's name and email (for invite mails and the accept check). */
    async user(userId: string) {
      const [row] = await db
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row ?? null;
    },

    /** Changes a role once `check` accepts the facts (the caller's role too) read under the lock. */
    setRole(
      callerId: string,
      teamId: string,
      userId: string,
      role: TeamRole,
      check: (facts: MembershipFacts) => void,
    ): Promise<void> {
      return withMembershipLock(teamId, callerId, userId, async (facts, tx) => {
        check(facts);
        await setRoleIn(tx, teamId, userId, role);
      });
    },

    /** Removes a membership once `check` accepts the facts read under the team's lock. */
    removeMember(
      callerId: string,
      teamId: string,
      userId: string,
      check: (facts: MembershipFacts) => void,
    ): Promise<void> {
      return withMembershipLock(teamId, callerId, userId, async (facts, tx) => {
        check(facts);
        await tx
          .delete(teamMembers)
          .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
        // Out of the team, out of it as their current organization: back to personal.
        await tx
          .update(users)
          .set({ currentTeamId: null, updatedAt: sql`now()` })
          .where(and(eq(users.id, userId), eq(users.currentTeamId, teamId)));
      });
    },

    /** Stores a new invite, replacing the open one for the same address, in one transaction. */
    async replaceInvite(values: {
      teamId: string;
      email: string;
      role: "admin" | "member";
      tokenHash: string;
      invitedBy: string;
      expiresAt: Date;
    }): Promise<TeamInviteRow> {
      return db.transaction(async (tx) => {
        await tx
          .delete(teamInvites)
          .where(
            and(
              eq(teamInvites.teamId, values.teamId),
              eq(teamInvites.email, values.email),
              isNull(teamInvites.acceptedAt),
            ),
          );
        const [row] = await tx.insert(teamInvites).values(values).returning();
        return row!;
      });
    },

    async deleteInvite(teamId: string, inviteId: string): Promise<boolean> {
      const rows = await db
        .delete(teamInvites)
        .where(
          and(
            eq(teamInvites.id, inviteId),
            eq(teamInvites.teamId, teamId),
            isNull(teamInvites.acceptedAt),
          ),
        )
        .returning({ id: teamInvites.id });
      return rows.length > 0;
    },

    /** Invites not yet accepted, newest first; expired ones included, marked by expiresAt. */
    openInvites(teamId: string) {
      return db
        .select()
        .from(teamInvites)
        .where(and(eq(teamInvites.teamId, teamId), isNull(teamInvites.acceptedAt)))
        .orderBy(sql`${teamInvites.createdAt} desc`, asc(teamInvites.id));
    },

    /** The invite a token names, with its team's name, or null. */
    async inviteByTokenHash(tokenHash: string) {
      const [row] = await db
        .select({ invite: teamInvites, teamName: teams.name })
        .from(teamInvites)
        .innerJoin(teams, eq(teams.id, teamInvites.teamId))
        .where(eq(teamInvites.tokenHash, tokenHash))
        .limit(1);
      return row ?? null;
    },

    /**
     * Uses the invite and adds the user to its team, in one transaction. The conditional
     * update makes the token single-use even when two accepts race: only one finds it open.
     * Someone already in the team keeps their role. Answers false when the invite was no
     * longer open and unexpired.
     */
    async acceptInvite(inviteId: string, userId: string, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [invite] = await tx
          .update(teamInvites)
          .set({ acceptedAt: now, acceptedBy: userId })
          .where(
            and(
              eq(teamInvites.id, inviteId),
              isNull(teamInvites.acceptedAt),
              gt(teamInvites.expiresAt, now),
            ),
          )
          .returning();
        if (!invite) return false;
        await tx
          .insert(teamMembers)
          .values({ teamId: invite.teamId, userId, role: invite.role })
          .onConflictDoNothing({ target: [teamMembers.teamId, teamMembers.userId] });
        // The team they just joined is where they mean to work.
        await tx
          .update(users)
          .set({ currentTeamId: invite.teamId, updatedAt: sql`now()` })
          .where(eq(users.id, userId));
        return true;
      });
    },
  };
}

export type TeamsRepository = ReturnType<typeof createTeamsRepository>;
