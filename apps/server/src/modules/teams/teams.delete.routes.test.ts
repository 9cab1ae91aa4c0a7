import { PERMISSION_MESSAGES, TEAM_MESSAGES, teamHasStoresMessage } from "@shopwright/sdk";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiKeys, images, teamInvites, teamMembers, teams, users } from "../../db/schema.js";
import { createTestApp, type TestApp, type TestUser } from "../../test/test-app.js";

type User = TestUser;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (...request: Parameters<TestApp["call"]>) => t.call(...request);

const signUp = (name = "Test User"): Promise<User> => t.signUp(name);

async function createTeam(owner: User, name = "Roasters") {
  const response = await call("POST", "/api/teams", owner.auth, { name });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.team as { _id: string; name: string };
}

/** Puts a user in a team directly: setup for tests about what a role may do. */
async function addMember(teamId: string, role: "owner" | "admin" | "member", makeCurrent = false) {
  const user = await signUp(`A ${role}`);
  await t.database.db.insert(teamMembers).values({ teamId, userId: user.userId, role });
  if (makeCurrent)
    await t.database.db
      .update(users)
      .set({ currentTeamId: teamId })
      .where(eq(users.id, user.userId));
  return user;
}

let counter = 0;
/** A store in the caller's current organization. */
async function createStore(who: User) {
  const response = await call("POST", "/api/store", who.auth, {
    storeName: "Shop",
    domain: `del${++counter}-${Date.now()}.example.com`,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.store as { id: string; teamId: string | null };
}

/** An image row of the given owner, as an upload writes it. */
async function insertImage(uploadedBy: string, teamId: string | null) {
  const publicId = `img${++counter}${Date.now()}`;
  await t.database.db.insert(images).values({
    teamId,
    uploadedBy,
    publicId,
    originalName: "a.png",
    contentType: "image/png",
    width: 8,
    height: 8,
    size: 100,
    key: `${publicId}/original.png`,
    webKey: `${publicId}/web.webp`,
  });
  return publicId;
}

const teamRow = async (teamId: string) =>
  t.database.db.select().from(teams).where(eq(teams.id, teamId));
const currentTeamOf = async (userId: string) =>
  (await t.database.db.select().from(users).where(eq(users.id, userId)))[0]!.currentTeamId;

describe("DELETE /api/teams/:id", () => {
  it("deletes an empty team with its memberships, invites and keys; members fall back to personal", async () => {
    const owner = await signUp("Owner");
    const team = await createTeam(owner);
    const member = await addMember(team._id, "member", true);
    const invited = await call("POST", `/api/teams/${team._id}/invites`, owner.auth, {
      email: `inv${Date.now()}@example.com`,
      role: "member",
    });
    expect(invited.statusCode).toBe(201);
    const key = await call("POST", `/api/teams/${team._id}/api-keys`, owner.auth, { name: "CI" });
    expect(key.statusCode).toBe(201);
    const keyAuth = { authorization: `Bearer ${key.json().data.key as string}` };

    const response = await call("DELETE", `/api/teams/${team._id}`, owner.auth);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ deleted: true });

    const db = t.database.db;
    expect(await teamRow(team._id)).toEqual([]);
    expect(await db.select().from(teamMembers).where(eq(teamMembers.teamId, team._id))).toEqual([]);
    expect(await db.select().from(teamInvites).where(eq(teamInvites.teamId, team._id))).toEqual([]);
    expect(await db.select().from(apiKeys).where(eq(apiKeys.teamId, team._id))).toEqual([]);
    expect(await currentTeamOf(owner.userId)).toBeNull();
    expect(await currentTeamOf(member.userId)).toBeNull();

    // Members and the key lose access at once; the member's switcher shows personal as current.
    expect((await call("GET", `/api/teams/${team._id}`, member.auth)).statusCode).toBe(404);
    expect((await call("GET", "/api/store", keyAuth)).statusCode).toBe(401);
    const orgs = await call("GET", "/api/organizations", member.auth);
    expect(orgs.json().data.current).toMatchObject({ teamId: null });
    expect(orgs.json().data.organizations).toHaveLength(1);
  });

  it("refuses while the team holds stores, naming how many, and deletes once they are gone", async () => {
    const owner = await signUp("Owner");
    const team = await createTeam(owner);
    const first = await createStore(owner);
    const second = await createStore(owner);
    expect(first.teamId).toBe(team._id);

    const refused = await call("DELETE", `/api/teams/${team._id}`, owner.auth);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "team_has_stores",
      message: "Move or delete this team's 2 stores first",
    });
    expect(await teamRow(team._id)).toHaveLength(1);

    expect((await call("DELETE", `/api/store/${first.id}`, owner.auth)).statusCode).toBe(200);
    const one = await call("DELETE", `/api/teams/${team._id}`, owner.auth);
    expect(one.statusCode).toBe(409);
    expect(one.json().message).toBe(teamHasStoresMessage(1));
    expect(teamHasStoresMessage(1)).toBe("Move or delete this team's 1 store first");

    // Moving the last store out keeps it (and its work); then the team may go.
    const moved = await call("PUT", `/api/store/${second.id}`, owner.auth, { teamId: null });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await call("DELETE", `/api/teams/${team._id}`, owner.auth)).statusCode).toBe(200);
    const kept = await call("GET", `/api/store/${second.id}`, owner.auth);
    expect(kept.statusCode).toBe(200);
  });

  it("takes the team's images out of everyone's reach, leaving personal images alone", async () => {
    const owner = await signUp("Owner");
    const team = await createTeam(owner);
    const removed = await addMember(team._id, "member");
    const teamImage = await insertImage(removed.userId, team._id);
    const personalImage = await insertImage(removed.userId, null);
    // Removed from the team, the uploader no longer manages its images.
    const out = await call(
      "DELETE",
      `/api/teams/${team._id}/members/${removed.userId}`,
      owner.auth,
    );
    expect(out.statusCode).toBe(200);

    expect((await call("DELETE", `/api/teams/${team._id}`, owner.auth)).statusCode).toBe(200);

    const left = await t.database.db
      .select()
      .from(images)
      .where(eq(images.uploadedBy, removed.userId));
    expect(left.map((row) => row.publicId)).toEqual([personalImage]);
    const attempt = await call("DELETE", "/api/upload/images", removed.auth, {
      publicIds: [teamImage],
    });
    expect(attempt.json().data).toEqual({ deleted: 0 });
  });

  it("refuses admins and members with the permission table's reason, changing nothing", async () => {
    const owner = await signUp("Owner");
    const team = await createTeam(owner);
    for (const role of ["admin", "member"] as const) {
      const user = await addMember(team._id, role);
      const response = await call("DELETE", `/api/teams/${team._id}`, user.auth);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: "insufficient_role",
        message: PERMISSION_MESSAGES.owner,
      });
    }
    expect(await teamRow(team._id)).toHaveLength(1);
  });

  it("refuses the team's API key, even an owner's", async () => {
    const owner = await signUp("Owner");
    const team = await createTeam(owner);
    const key = await call("POST", `/api/teams/${team._id}/api-keys`, owner.auth, { name: "CI" });
    const keyAuth = { authorization: `Bearer ${key.json().data.key as string}` };
    const response = await call("DELETE", `/api/teams/${team._id}`, keyAuth);
    expect(response.statusCode).toBe(403);
    expect(await teamRow(team._id)).toHaveLength(1);
  });

  it("answers 404 to outsiders and for unknown or malformed ids", async () => {
    const owner = await signUp("Owner");
    const team = await createTeam(owner);
    const outsider = await signUp("Outsider");
    await createTeam(outsider, "Elsewhere");
    for (const [who, id] of [
      [outsider, team._id],
      [owner, "00000000-0000-4000-8000-000000000000"],
      [owner, "not-a-uuid"],
    ] as const) {
      const response = await call("DELETE", `/api/teams/${id}`, who.auth);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        code: "team_not_found",
        message: TEAM_MESSAGES.teamNotFound,
      });
    }
    expect(await teamRow(team._id)).toHaveLength(1);
  });

  it("lets a co-owner delete the team too", async () => {
    const owner = await signUp("Owner");
    const team = await createTeam(owner);
    const coOwner = await addMember(team._id, "owner");
    expect((await call("DELETE", `/api/teams/${team._id}`, coOwner.auth)).statusCode).toBe(200);
    expect(await teamRow(team._id)).toEqual([]);
  });
});
