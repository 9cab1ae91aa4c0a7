import {
  ORGANIZATION_MESSAGES,
  PERMISSION_MESSAGES,
  TEAM_MESSAGES,
  type OrganizationDto,
} from "@shopwright/sdk";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { teamMembers, users } from "../../db/schema.js";
import { createTestApp, type Auth, type TestApp, type TestUser } from "../../test/test-app.js";

type User = TestUser;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signUp = (name = "Test User"): Promise<User> => t.signUp(name);

const call = (...request: Parameters<TestApp["call"]>) => t.call(...request);

let counter = 0;
async function createStore(who: User, name = "Shop") {
  const response = await call("POST", "/api/store", who.auth, {
    storeName: name,
    domain: `org${++counter}-${Date.now()}.example.com`,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.store as { id: string; teamId: string | null };
}

async function createTeam(owner: User, payload: object = {}) {
  const response = await call("POST", "/api/teams", owner.auth, { name: "Roasters", ...payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { team: { _id: string }; movedStores: number };
}

const organizations = async (who: User) =>
  (await call("GET", "/api/organizations", who.auth)).json().data as {
    organizations: OrganizationDto[];
    current: OrganizationDto;
  };

const storeIds = async (who: User) =>
  ((await call("GET", "/api/store", who.auth)).json().data.stores as Array<{ id: string }>).map(
    (s) => s.id,
  );

const currentColumn = async (userId: string) =>
  (await t.database.db.select().from(users).where(eq(users.id, userId)))[0]!.currentTeamId;

describe("organizations", () => {
  it("starts a new user in their personal space, where new stores land", async () => {
    const user = await signUp();
    const store = await createStore(user);
    expect(store.teamId).toBeNull();
    const data = await organizations(user);
    expect(data.organizations).toEqual([
      {
        teamId: null,
        name: ORGANIZATION_MESSAGES.personalName,
        slug: null,
        role: "owner",
        storeCount: 1,
        isCurrent: true,
      },
    ]);
    expect(data.current.teamId).toBeNull();
  });

  it("makes a new team current, lists each organization with role and store count, and switches", async () => {
    const user = await signUp();
    const personal = await createStore(user, "Personal shop");
    const { team, movedStores } = await createTeam(user);
    expect(movedStores).toBe(0);
    const teamStore = await createStore(user, "Team shop");
    expect(teamStore.teamId).toBe(team._id);
    let data = await organizations(user);
    expect(data.organizations.map((o) => [o.teamId, o.role, o.storeCount, o.isCurrent])).toEqual([
      [null, "owner", 1, false],
      [team._id, "owner", 1, true],
    ]);
    expect(await storeIds(user)).toEqual([teamStore.id]);
    const me = await call("GET", "/api/auth/me", user.auth);
    expect(me.json().data.organization).toMatchObject({ _id: team._id, name: "Roasters" });

    const switched = await call("PUT", "/api/organizations/current", user.auth, { teamId: null });
    expect(switched.statusCode).toBe(200);
    expect(switched.json().data.current).toMatchObject({ teamId: null, isCurrent: true });
    expect(await storeIds(user)).toEqual([personal.id]);
    expect((await call("GET", "/api/auth/me", user.auth)).json().data.organization).toBeNull();
    data = await organizations(user);
    expect(data.current.teamId).toBeNull();
    // Remembered on the server, for the next session too.
    expect(await currentColumn(user.userId)).toBeNull();
  });

  it("refuses a team the user is not in with 404, bad input with 400, and a key with 403, changing nothing", async () => {
    const user = await signUp();
    const { team } = await createTeam(user);
    const stranger = await signUp("Stranger");
    const { team: other } = await createTeam(stranger);
    for (const teamId of [other._id, "not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
      const response = await call("PUT", "/api/organizations/current", user.auth, { teamId });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(TEAM_MESSAGES.teamNotFound);
    }
    for (const payload of [{}, { teamId: 7 }]) {
      const response = await call("PUT", "/api/organizations/current", user.auth, payload);
      expect(response.statusCode).toBe(400);
    }
    const key = await call("POST", `/api/teams/${team._id}/api-keys`, user.auth, { name: "ci" });
    const keyAuth = { authorization: `Bearer ${key.json().data.key}` };
    const byKey = await call("PUT", "/api/organizations/current", keyAuth, { teamId: null });
    expect(byKey.statusCode).toBe(403);
    expect(byKey.json().message).toBe(ORGANIZATION_MESSAGES.notWithKey);
    // A key sees its own team only.
    const listed = (await call("GET", "/api/organizations", keyAuth)).json().data;
    expect(listed.organizations.map((o: OrganizationDto) => o.teamId)).toEqual([team._id]);
    expect(await currentColumn(user.userId)).toBe(team._id);
  });

  it("falls back to personal when the user leaves or is removed from their current team", async () => {
    const owner = await signUp("Owner");
    const { team } = await createTeam(owner);
    const mate = await signUp("Mate");
    await t.database.db
      .insert(teamMembers)
      .values({ teamId: team._id, userId: mate.userId, role: "member" });
    await call("PUT", "/api/organizations/current", mate.auth, { teamId: team._id });
    expect((await organizations(mate)).current.teamId).toBe(team._id);
    const removed = await call(
      "DELETE",
      `/api/teams/${team._id}/members/${mate.userId}`,
      owner.auth,
    );
    expect(removed.statusCode).toBe(200);
    expect(await currentColumn(mate.userId)).toBeNull();
    expect((await organizations(mate)).current.teamId).toBeNull();
    expect((await createStore(mate)).teamId).toBeNull();
  });
});

describe("creating a team moves personal stores as asked", () => {
  it("moves every personal store with moveStores: true", async () => {
    const user = await signUp();
    const a = await createStore(user, "A");
    const b = await createStore(user, "B");
    const { team, movedStores } = await createTeam(user, { moveStores: true });
    expect(movedStores).toBe(2);
    expect((await storeIds(user)).sort()).toEqual([a.id, b.id].sort());
    const got = await call("GET", `/api/store/${a.id}`, user.auth);
    expect(got.json().data.store).toMatchObject({ teamId: team._id, role: "owner" });
  });

  it("moves only the listed stores of the caller's own, ignoring others' and malformed ids", async () => {
    const user = await signUp();
    const a = await createStore(user, "A");
    const b = await createStore(user, "B");
    const other = await signUp("Other");
    const theirs = await createStore(other);
    const { team, movedStores } = await createTeam(user, {
      moveStores: [a.id, theirs.id, "nope"],
    });
    expect(movedStores).toBe(1);
    expect(await storeIds(user)).toEqual([a.id]);
    expect(
      (await call("GET", `/api/store/${b.id}`, user.auth)).json().data.store.teamId,
    ).toBeNull();
    expect(
      (await call("GET", `/api/store/${theirs.id}`, other.auth)).json().data.store.teamId,
    ).toBeNull();
    expect(team._id).toBeTruthy();
  });

  it("moves nothing by default, and rejects a malformed moveStores with 400 and no team", async () => {
    const user = await signUp();
    const a = await createStore(user);
    expect((await createTeam(user)).movedStores).toBe(0);
    expect(
      (await call("GET", `/api/store/${a.id}`, user.auth)).json().data.store.teamId,
    ).toBeNull();
    const bad = await call("POST", "/api/teams", user.auth, { name: "X", moveStores: "all" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(TEAM_MESSAGES.invalidMoveStores);
    expect((await call("GET", "/api/teams/my", user.auth)).json().data.teams).toHaveLength(1);
  });
});

describe("accepting an invite", () => {
  it("makes the team current, so the colleague sees its stores", async () => {
    const owner = await signUp("Owner");
    const early = await createStore(owner, "Early");
    const { team } = await createTeam(owner, { moveStores: true });
    const colleague = await signUp("Colleague");
    const invited = await call("POST", `/api/teams/${team._id}/invites`, owner.auth, {
      email: colleague.email,
    });
    const token = new URL(invited.json().data.acceptUrl).searchParams.get("token")!;
    expect(await storeIds(colleague)).toEqual([]);
    const accepted = await call("POST", "/api/teams/invites/accept", colleague.auth, { token });
    expect(accepted.statusCode).toBe(200);
    expect(await storeIds(colleague)).toEqual([early.id]);
    expect((await organizations(colleague)).current).toMatchObject({
      teamId: team._id,
      role: "member",
    });
  });
});

describe("POST /api/teams/:id/transfer-ownership", () => {
  async function team() {
    const owner = await signUp("Owner");
    const { team } = await createTeam(owner);
    const admin = await signUp("Admin");
    const member = await signUp("Member");
    await t.database.db.insert(teamMembers).values([
      { teamId: team._id, userId: admin.userId, role: "admin" },
      { teamId: team._id, userId: member.userId, role: "member" },
    ]);
    return { owner, admin, member, teamId: team._id };
  }
  const roles = async (teamId: string, who: User) =>
    (
      (await call("GET", `/api/teams/${teamId}/members`, who.auth)).json().data.members as Array<{
        userId: string;
        role: string;
      }>
    ).map((m) => [m.userId, m.role]);

  it("makes the member the owner and the caller an admin, who may then leave", async () => {
    const { owner, member, teamId } = await team();
    const response = await call("POST", `/api/teams/${teamId}/transfer-ownership`, owner.auth, {
      memberId: member.userId,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      owner: { userId: member.userId, role: "owner" },
      role: "admin",
    });
    expect(await roles(teamId, member)).toContainEqual([owner.userId, "admin"]);
    const left = await call("DELETE", `/api/teams/${teamId}/members/${owner.userId}`, owner.auth);
    expect(left.statusCode).toBe(200);
    expect(left.json().data).toEqual({ removed: true, left: true });
    expect(await roles(teamId, member)).not.toContainEqual([owner.userId, "admin"]);
  });

  it("refuses admins, members, keys, strangers, self and non-members, changing nothing", async () => {
    const { owner, admin, member, teamId } = await team();
    const before = await roles(teamId, owner);
    const stranger = await signUp("Stranger");
    const key = await call("POST", `/api/teams/${teamId}/api-keys`, owner.auth, { name: "ci" });
    const keyAuth = { authorization: `Bearer ${key.json().data.key}` };
    const cases: Array<[Auth, string, number, string]> = [
      [admin.auth, member.userId, 403, PERMISSION_MESSAGES.owner],
      [member.auth, admin.userId, 403, PERMISSION_MESSAGES.owner],
      [stranger.auth, member.userId, 404, TEAM_MESSAGES.teamNotFound],
      [owner.auth, owner.userId, 400, TEAM_MESSAGES.transferToSelf],
      [owner.auth, stranger.userId, 404, TEAM_MESSAGES.memberNotFound],
      [owner.auth, "not-a-uuid", 404, TEAM_MESSAGES.memberNotFound],
    ];
    for (const [auth, memberId, status, message] of cases) {
      const response = await call("POST", `/api/teams/${teamId}/transfer-ownership`, auth, {
        memberId,
      });
      expect(response.statusCode, `${memberId}`).toBe(status);
      expect(response.json().message).toBe(message);
    }
    const byKey = await call("POST", `/api/teams/${teamId}/transfer-ownership`, keyAuth, {
      memberId: member.userId,
    });
    expect(byKey.statusCode).toBe(403);
    const noBody = await call("POST", `/api/teams/${teamId}/transfer-ownership`, owner.auth, {});
    expect(noBody.statusCode).toBe(400);
    expect(await roles(teamId, owner)).toEqual(before);
  });

  it("keeps an owner while an owner and an admin race to change roles", async () => {
    const { owner, admin, teamId } = await team();
    const [transfer, demote] = await Promise.all([
      call("POST", `/api/teams/${teamId}/transfer-ownership`, owner.auth, {
        memberId: admin.userId,
      }),
      call("PUT", `/api/teams/${teamId}/members/${owner.userId}`, owner.auth, { role: "member" }),
    ]);
    expect([transfer.statusCode, demote.statusCode]).toContain(200);
    const now = await roles(teamId, admin);
    expect(now.filter(([, role]) => role === "owner").length).toBeGreaterThanOrEqual(1);
  });
});
