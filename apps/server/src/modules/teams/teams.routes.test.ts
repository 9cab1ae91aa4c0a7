import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox, teamInvites, teamMembers } from "../../db/schema.js";
import { createTestApp, type Auth, type TestApp, type TestUser } from "../../test/test-app.js";

type User = TestUser;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signUp = (name = "Test User"): Promise<User> => t.signUp(name);

const call = (...request: Parameters<TestApp["call"]>) => t.call(...request);

async function createTeam(owner: User, name = "Bean There") {
  const response = await call("POST", "/api/teams", owner.auth, { name });
  expect(response.statusCode).toBe(201);
  return response.json().data.team as { _id: string; name: string; slug: string };
}

/** Puts a user in a team directly: setup for tests about what a role may do. */
async function addMember(teamId: string, user: User, role: "owner" | "admin" | "member") {
  await t.database.db.insert(teamMembers).values({ teamId, userId: user.userId, role });
}

/** Invites through the API and answers the token from the link (no SMTP: outbox delivery). */
async function invite(teamId: string, by: User, email: string, role = "member") {
  const response = await call("POST", `/api/teams/${teamId}/invites`, by.auth, { email, role });
  expect(response.statusCode).toBe(201);
  const data = response.json().data;
  return new URL(data.acceptUrl as string).searchParams.get("token")!;
}

describe("POST /api/teams and GET /api/teams/my", () => {
  it("creates a team with the creator as owner and a slug from the name", async () => {
    const owner = await signUp();
    const team = await createTeam(owner, "  Bean There Co. ");
    expect(team).toMatchObject({
      name: "Bean There Co.",
      slug: "bean-there-co",
      settings: { assistantOptIn: "disabled" },
    });
    const my = await call("GET", "/api/teams/my", owner.auth);
    expect(my.statusCode).toBe(200);
    expect(my.json().data.teams).toEqual([
      expect.objectContaining({ role: "owner", team: expect.objectContaining({ _id: team._id }) }),
    ]);
  });

  it("makes the slug unique when another team has the same name", async () => {
    const first = await createTeam(await signUp(), "Same Name");
    const second = await createTeam(await signUp(), "Same Name");
    expect(first.slug).not.toBe(second.slug);
    expect(second.slug).toMatch(/^[a-z0-9-]{3,48}$/);
  });

  it.each([[{}], [{ name: "   " }], [{ name: 5 }]])(
    "rejects %j with a clear message",
    async (body) => {
      const response = await call("POST", "/api/teams", (await signUp()).auth, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: "Team name is required" });
    },
  );

  it("answers 401 without a token", async () => {
    expect((await call("GET", "/api/teams/my")).statusCode).toBe(401);
  });
});

describe("GET and PUT /api/teams/{id}", () => {
  it("renames, changes the slug (lower-cased) and the privacy setting, which persist", async () => {
    const owner = await signUp();
    const team = await createTeam(owner);
    const slug = `acme-${Date.now()}`;
    const renamed = await call("PUT", `/api/teams/${team._id}`, owner.auth, {
      name: "Acme",
      slug: ` ${slug.toUpperCase()} `,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.team).toMatchObject({ name: "Acme", slug });
    const privacy = await call("PUT", `/api/teams/${team._id}`, owner.auth, {
      settings: { assistantOptIn: "schema_only" },
    });
    expect(privacy.json().data.team.settings).toEqual({ assistantOptIn: "schema_only" });
    const read = await call("GET", `/api/teams/${team._id}`, owner.auth);
    expect(read.json().data).toMatchObject({
      role: "owner",
      team: { name: "Acme", slug, settings: { assistantOptIn: "schema_only" } },
    });
  });

  it("answers 409 for a slug another team has", async () => {
    const first = await createTeam(await signUp(), "Taken Slug Team");
    const owner = await signUp();
    const team = await createTeam(owner);
    const response = await call("PUT", `/api/teams/${team._id}`, owner.auth, { slug: first.slug });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: "slug_taken",
      message: "This slug is already taken",
    });
  });

  it.each([
    [{ slug: "ab" }, "Slug must be 3–48 characters: lower-case letters, digits and hyphens"],
    [
      { slug: "a".repeat(49) },
      "Slug must be 3–48 characters: lower-case letters, digits and hyphens",
    ],
    [{ slug: "no spaces" }, "Slug must be 3–48 characters: lower-case letters, digits and hyphens"],
    [{ slug: "ünï" }, "Slug must be 3–48 characters: lower-case letters, digits and hyphens"],
    [{ name: "" }, "Team name is required"],
    [
      { settings: { assistantOptIn: "everything" } },
      "Data privacy must be disabled, schema_only or schema_logs",
    ],
    [{}, "Send a name, a slug or settings to update"],
  ])("rejects %j with a clear message", async (body, message) => {
    const owner = await signUp();
    const team = await createTeam(owner);
    const response = await call("PUT", `/api/teams/${team._id}`, owner.auth, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message });
  });

  it("answers 404 for a malformed or unknown id", async () => {
    const owner = await signUp();
    expect((await call("GET", "/api/teams/not-a-uuid", owner.auth)).statusCode).toBe(404);
    const unknown = await call("GET", `/api/teams/${crypto.randomUUID()}`, owner.auth);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe("team_not_found");
  });
});

describe("GET /api/teams/{id}/members", () => {
  it("lists members with user, role, isYou and mfaEnabled, and nothing secret", async () => {
    const owner = await signUp("Olive Owner");
    const member = await signUp("Mo Member");
    const team = await createTeam(owner);
    await addMember(team._id, member, "member");
    const response = await call("GET", `/api/teams/${team._id}/members`, member.auth);
    expect(response.statusCode).toBe(200);
    const { team: body, members } = response.json().data;
    expect(body._id).toBe(team._id);
    expect(members).toEqual([
      expect.objectContaining({
        userId: owner.userId,
        user: { name: "Olive Owner", email: owner.email },
        role: "owner",
        isYou: false,
        mfaEnabled: false,
      }),
      expect.objectContaining({ userId: member.userId, role: "member", isYou: true }),
    ]);
    expect(response.body).not.toMatch(/password/i);
  });
});

describe("what each role may do", () => {
  let owner: User, admin: User, member: User, outsider: User;
  beforeAll(async () => {
    [owner, admin, member, outsider] = await Promise.all([
      signUp("Owner"),
      signUp("Admin"),
      signUp("Member"),
      signUp("Outsider"),
    ]);
  });

  /** A fresh team with the four roles and a plain member to act on. */
  async function setup() {
    const team = await createTeam(owner!, "Matrix");
    await addMember(team._id, admin!, "admin");
    await addMember(team._id, member!, "member");
    const target = await signUp("Target");
    await addMember(team._id, target, "member");
    const inviteToken = await invite(team._id, owner!, `open-${Date.now()}@example.com`);
    const [open] = await t.database.db
      .select()
      .from(teamInvites)
      .where(eq(teamInvites.tokenHash, createHash("sha256").update(inviteToken).digest("hex")));
    return { teamId: team._id, target, inviteId: open!.id };
  }

  type Setup = Awaited<ReturnType<typeof setup>>;
  const actions: Record<string, (s: Setup, as: User) => ReturnType<typeof call>> = {
    "get the team": (s, as) => call("GET", `/api/teams/${s.teamId}`, as.auth),
    "list members": (s, as) => call("GET", `/api/teams/${s.teamId}/members`, as.auth),
    rename: (s, as) => call("PUT", `/api/teams/${s.teamId}`, as.auth, { name: "Renamed" }),
    "change privacy": (s, as) =>
      call("PUT", `/api/teams/${s.teamId}`, as.auth, {
        settings: { assistantOptIn: "schema_logs" },
      }),
    invite: (s, as) =>
      call("POST", `/api/teams/${s.teamId}/invites`, as.auth, { email: "new@example.com" }),
    "list invites": (s, as) => call("GET", `/api/teams/${s.teamId}/invites`, as.auth),
    "revoke an invite": (s, as) =>
      call("DELETE", `/api/teams/${s.teamId}/invites/${s.inviteId}`, as.auth),
    "make a member admin": (s, as) =>
      call("PUT", `/api/teams/${s.teamId}/members/${s.target.userId}`, as.auth, { role: "admin" }),
    "remove a member": (s, as) =>
      call("DELETE", `/api/teams/${s.teamId}/members/${s.target.userId}`, as.auth),
    leave: (s, as) => call("DELETE", `/api/teams/${s.teamId}/members/${as.userId}`, as.auth),
  };

  // [action, owner, admin, member, outsider]
  const matrix: [string, number, number, number, number][] = [
    ["get the team", 200, 200, 200, 404],
    ["list members", 200, 200, 200, 404],
    ["rename", 200, 200, 403, 404],
    ["change privacy", 200, 200, 403, 404],
    ["invite", 201, 201, 403, 404],
    ["list invites", 200, 200, 403, 404],
    ["revoke an invite", 200, 200, 403, 404],
    ["make a member admin", 200, 200, 403, 404],
    ["remove a member", 200, 200, 403, 404],
    // The owner is the last owner, so may not leave.
    ["leave", 409, 200, 200, 404],
  ];
  const roles = ["owner", "admin", "member", "outsider"] as const;
  const cases = matrix.flatMap(([action, ...statuses]) =>
    roles.map((role, i) => [action, role, statuses[i]!] as const),
  );

  it.each(cases)("%s as %s answers %i", async (action, role, status) => {
    const s = await setup();
    const as = { owner, admin, member, outsider }[role];
    const response = await actions[action]!(s, as);
    expect(response.statusCode).toBe(status);
    if (status === 403) expect(response.json().code).toBe("insufficient_role");
    if (status === 404) expect(response.json().code).toBe("team_not_found");
    if (status === 409) expect(response.json().code).toBe("last_owner");
  });
});

describe("owner rules", () => {
  it("an admin can neither remove, demote nor create an owner", async () => {
    const owner = await signUp();
    const admin = await signUp();
    const other = await signUp();
    const team = await createTeam(owner);
    await addMember(team._id, admin, "admin");
    await addMember(team._id, other, "member");
    const remove = await call(
      "DELETE",
      `/api/teams/${team._id}/members/${owner.userId}`,
      admin.auth,
    );
    expect(remove.statusCode).toBe(403);
    expect(remove.json().message).toBe("Only an owner can change or remove an owner");
    const demote = await call("PUT", `/api/teams/${team._id}/members/${owner.userId}`, admin.auth, {
      role: "member",
    });
    expect(demote.statusCode).toBe(403);
    const promote = await call(
      "PUT",
      `/api/teams/${team._id}/members/${other.userId}`,
      admin.auth,
      {
        role: "owner",
      },
    );
    expect(promote.statusCode).toBe(403);
    expect(promote.json().message).toBe("Only an owner can make someone an owner");
    // An admin may demote an admin, themselves included.
    const self = await call("PUT", `/api/teams/${team._id}/members/${admin.userId}`, admin.auth, {
      role: "member",
    });
    expect(self.statusCode).toBe(200);
    expect(self.json().data.member).toMatchObject({ role: "member", isYou: true });
  });

  it("the last owner can be neither demoted nor leave, until another owner exists", async () => {
    const owner = await signUp();
    const admin = await signUp();
    const team = await createTeam(owner);
    await addMember(team._id, admin, "admin");
    const message = "A team needs at least one owner. Make another member an owner first.";
    const demote = await call("PUT", `/api/teams/${team._id}/members/${owner.userId}`, owner.auth, {
      role: "admin",
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toMatchObject({ code: "last_owner", message });
    const leave = await call(
      "DELETE",
      `/api/teams/${team._id}/members/${owner.userId}`,
      owner.auth,
    );
    expect(leave.statusCode).toBe(409);
    expect(leave.json().message).toBe(message);

    const promote = await call(
      "PUT",
      `/api/teams/${team._id}/members/${admin.userId}`,
      owner.auth,
      {
        role: "owner",
      },
    );
    expect(promote.statusCode).toBe(200);
    const left = await call("DELETE", `/api/teams/${team._id}/members/${owner.userId}`, owner.auth);
    expect(left.statusCode).toBe(200);
    expect(left.json().data).toEqual({ removed: true, left: true });
    expect((await call("GET", `/api/teams/${team._id}`, owner.auth)).statusCode).toBe(404);
    // The new owner is now the last one.
    const lastLeave = await call(
      "DELETE",
      `/api/teams/${team._id}/members/${admin.userId}`,
      admin.auth,
    );
    expect(lastLeave.statusCode).toBe(409);
  });

  it("two owners demoting each other at once leave the team with one owner", async () => {
    const first = await signUp();
    const second = await signUp();
    const team = await createTeam(first);
    await addMember(team._id, second, "owner");
    const [a, b] = await Promise.all([
      call("PUT", `/api/teams/${team._id}/members/${second.userId}`, first.auth, {
        role: "member",
      }),
      call("PUT", `/api/teams/${team._id}/members/${first.userId}`, second.auth, {
        role: "member",
      }),
    ]);
    // The second to take the lock finds either one owner left (409) or itself demoted (403).
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const members = (await call("GET", `/api/teams/${team._id}/members`, first.auth)).json().data
      .members as { role: string }[];
    expect(members.filter((m) => m.role === "owner")).toHaveLength(1);
  });

  it("answers 404 for a member who is not in the team, and 400 for an unknown role", async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const team = await createTeam(owner);
    const missing = await call(
      "DELETE",
      `/api/teams/${team._id}/members/${stranger.userId}`,
      owner.auth,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe("member_not_found");
    const malformed = await call("DELETE", `/api/teams/${team._id}/members/nope`, owner.auth);
    expect(malformed.statusCode).toBe(404);
    const role = await call("PUT", `/api/teams/${team._id}/members/${owner.userId}`, owner.auth, {
      role: "king",
    });
    expect(role.statusCode).toBe(400);
    expect(role.json().message).toBe("Role must be owner, admin or member");
  });
});

describe("invites", () => {
  it("stores only the token's hash, expires in 7 days and keeps the mail in the outbox", async () => {
    const owner = await signUp("Olive Owner");
    const team = await createTeam(owner, "Hash Team");
    const email = `hash-${Date.now()}@example.com`;
    const response = await call("POST", `/api/teams/${team._id}/invites`, owner.auth, {
      email: ` ${email.toUpperCase()} `,
      role: "admin",
    });
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    expect(data).toMatchObject({ delivery: "outbox", invite: { email, role: "admin" } });
    expect(data.acceptUrl).toMatch(/^http:\/\/localhost:3000\/invite\/accept\?token=[\w-]{40,}$/);
    const token = new URL(data.acceptUrl).searchParams.get("token")!;
    const days = (Date.parse(data.invite.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const [row] = await t.database.db
      .select()
      .from(teamInvites)
      .where(eq(teamInvites.email, email));
    expect(row!.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(token);
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.toAddress, email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Olive Owner invited you to Hash Team on Shopwright");
    expect(mails[0]!.textBody).toContain(data.acceptUrl);

    const list = await call("GET", `/api/teams/${team._id}/invites`, owner.auth);
    expect(list.json().data.invites).toEqual([expect.objectContaining({ email, role: "admin" })]);
    expect(list.body).not.toContain(token);
    expect(list.body).not.toContain(row!.tokenHash);
  });

  it("re-inviting an address replaces its open invite", async () => {
    const owner = await signUp();
    const team = await createTeam(owner);
    const invitee = await signUp();
    const first = await invite(team._id, owner, invitee.email);
    const second = await invite(team._id, owner, invitee.email, "admin");
    const list = await call("GET", `/api/teams/${team._id}/invites`, owner.auth);
    expect(list.json().data.invites).toHaveLength(1);
    const old = await call("POST", "/api/teams/invites/accept", invitee.auth, { token: first });
    expect(old.statusCode).toBe(404);
    expect(old.json().code).toBe("invite_not_found");
    const accepted = await call("POST", "/api/teams/invites/accept", invitee.auth, {
      token: second,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ role: "admin", team: { _id: team._id } });
  });

  it.each([
    [{}, "Please enter an email"],
    [{ email: "  " }, "Please enter an email"],
    [{ email: "not-an-email" }, "Please enter a valid email address"],
    [{ email: "a@b.co", role: "owner" }, "Role must be member or admin"],
  ])("rejects %j with a clear message", async (body, message) => {
    const owner = await signUp();
    const team = await createTeam(owner);
    const response = await call("POST", `/api/teams/${team._id}/invites`, owner.auth, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("answers 409 when the address already belongs to a member", async () => {
    const owner = await signUp();
    const team = await createTeam(owner);
    const response = await call("POST", `/api/teams/${team._id}/invites`, owner.auth, {
      email: owner.email,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe("already_member");
  });

  it("an invite works once, for the invited address only, and shows its team before sign-in", async () => {
    const owner = await signUp();
    const team = await createTeam(owner, "Once Team");
    const invitee = await signUp("Ivy Invitee");
    const intruder = await signUp();
    const token = await invite(team._id, owner, invitee.email);

    const lookup = await call("GET", `/api/teams/invites/lookup?token=${token}`);
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json().data).toMatchObject({
      teamName: "Once Team",
      email: invitee.email,
      role: "member",
    });

    const wrong = await call("POST", "/api/teams/invites/accept", intruder.auth, { token });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({
      code: "invite_email_mismatch",
      message:
        "This invite was sent to a different email address. Sign in with that address to accept it.",
    });
    expect((await call("GET", `/api/teams/${team._id}`, intruder.auth)).statusCode).toBe(404);

    const accepted = await call("POST", "/api/teams/invites/accept", invitee.auth, { token });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ role: "member", team: { name: "Once Team" } });
    const my = await call("GET", "/api/teams/my", invitee.auth);
    expect(my.json().data.teams.map((e: { team: { _id: string } }) => e.team._id)).toEqual([
      team._id,
    ]);

    const again = await call("POST", "/api/teams/invites/accept", invitee.auth, { token });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: "invite_used",
      message: "This invite has already been used",
    });
    expect((await call("GET", `/api/teams/invites/lookup?token=${token}`)).statusCode).toBe(409);
    const list = await call("GET", `/api/teams/${team._id}/invites`, owner.auth);
    expect(list.json().data.invites).toEqual([]);
  });

  it("an expired invite answers 410 and adds nobody", async () => {
    const owner = await signUp();
    const team = await createTeam(owner);
    const invitee = await signUp();
    const token = await invite(team._id, owner, invitee.email);
    await t.database.db
      .update(teamInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(teamInvites.tokenHash, createHash("sha256").update(token).digest("hex")));
    const response = await call("POST", "/api/teams/invites/accept", invitee.auth, { token });
    expect(response.statusCode).toBe(410);
    expect(response.json()).toMatchObject({
      code: "invite_expired",
      message: "This invite has expired. Ask for a new invite.",
    });
    expect((await call("GET", `/api/teams/${team._id}`, invitee.auth)).statusCode).toBe(404);
  });

  it.each([
    [{ token: "made-up" }, 404],
    [{ token: "" }, 400],
    [{}, 400],
    [{ token: "x".repeat(201) }, 400],
  ])("accepting %j answers %i", async (body, status) => {
    const response = await call("POST", "/api/teams/invites/accept", (await signUp()).auth, body);
    expect(response.statusCode).toBe(status);
  });

  it("a revoked invite no longer works", async () => {
    const owner = await signUp();
    const team = await createTeam(owner);
    const invitee = await signUp();
    const token = await invite(team._id, owner, invitee.email);
    const [open] = (await call("GET", `/api/teams/${team._id}/invites`, owner.auth)).json().data
      .invites;
    const revoke = await call("DELETE", `/api/teams/${team._id}/invites/${open._id}`, owner.auth);
    expect(revoke.statusCode).toBe(200);
    const accept = await call("POST", "/api/teams/invites/accept", invitee.auth, { token });
    expect(accept.statusCode).toBe(404);
  });
});

describe("team stores", () => {
  async function createStore(auth: Auth, name: string) {
    const response = await call("POST", "/api/store", auth, {
      storeName: name,
      domain: `${name.toLowerCase()}-${Date.now()}.example.com`,
    });
    expect(response.statusCode).toBe(201);
    return response.json().data.store as { id: string; teamId: string | null };
  }

  it("a store created by a member belongs to the team; removal takes access away at once", async () => {
    const owner = await signUp();
    const team = await createTeam(owner);
    const member = await signUp();
    await call("POST", "/api/teams/invites/accept", member.auth, {
      token: await invite(team._id, owner, member.email),
    });
    const ownersStore = await createStore(owner.auth, "Owners");
    const membersStore = await createStore(member.auth, "Members");
    expect(ownersStore.teamId).toBe(team._id);
    expect(membersStore.teamId).toBe(team._id);
    expect((await call("GET", `/api/store/${ownersStore.id}`, member.auth)).statusCode).toBe(200);
    expect((await call("GET", `/api/store/${membersStore.id}`, owner.auth)).statusCode).toBe(200);

    const removed = await call(
      "DELETE",
      `/api/teams/${team._id}/members/${member.userId}`,
      owner.auth,
    );
    expect(removed.json().data).toEqual({ removed: true, left: false });
    expect((await call("GET", `/api/store/${ownersStore.id}`, member.auth)).statusCode).toBe(404);
    const list = await call("GET", "/api/store", member.auth);
    const ids = list.json().data.stores.map((s: { id: string }) => s.id);
    expect(ids).not.toContain(ownersStore.id);
    expect((await call("GET", `/api/teams/${team._id}/members`, member.auth)).statusCode).toBe(404);
    // The team's stores stay the team's, even the one the removed member created.
    expect(ids).not.toContain(membersStore.id);
    expect((await call("GET", `/api/store/${membersStore.id}`, member.auth)).statusCode).toBe(404);
    expect((await call("GET", `/api/products/${membersStore.id}`, member.auth)).statusCode).toBe(
      404,
    );
    expect((await call("GET", `/api/store/${membersStore.id}`, owner.auth)).statusCode).toBe(200);
  });
});
