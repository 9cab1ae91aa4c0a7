import { DRAFT_HISTORY_LIMIT, EDITOR_MESSAGES, type DraftVersionDto } from "@shopwright/sdk";
import { toStoredLayout } from "@shopwright/site";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { draftVersions, stores, teamMembers } from "../../db/schema.js";
import { createTestApp, type Auth, type TestApp } from "../../test/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let counter = 0;
async function createStore(auth: Auth): Promise<string> {
  const response = await t.call("POST", "/api/store", auth, {
    storeName: "Petal & Stem",
    domain: `history${++counter}-${Date.now()}.example.com`,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.store.id as string;
}

const page = (title: string) => ({
  pages: [
    { name: "Home", path: "/", sections: [{ id: "hero-1", type: "hero", props: { title } }] },
  ],
});

/** Saves a one-hero layout from the editor; answers the new version. */
async function save(auth: Auth, storeId: string, title: string, version?: number) {
  const response = await t.call("POST", `/api/store/${storeId}/editor-update`, auth, {
    layout: page(title),
    ...(version === undefined ? {} : { version }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.version as number;
}

async function history(auth: Auth, storeId: string) {
  const response = await t.call("GET", `/api/store/${storeId}/draft-versions`, auth);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    versions: DraftVersionDto[];
    currentVersion: number;
    limit: number;
  };
}

const restore = (auth: Auth, storeId: string, versionId: string, payload: object) =>
  t.call("POST", `/api/store/${storeId}/draft-versions/${versionId}/restore`, auth, payload);

async function heroTitle(auth: Auth, storeId: string) {
  const response = await t.call("GET", `/api/store/${storeId}/editor`, auth);
  const data = response.json().data;
  return {
    title: data.layout.pages[0]?.sections[0]?.props.title as string | undefined,
    version: data.store.version as number,
  };
}

const rowsOf = async (storeId: string) =>
  t.database.db.select().from(draftVersions).where(eq(draftVersions.storeId, storeId));

describe("GET /api/store/:id/draft-versions", () => {
  it("lists every write of the draft newest first, with its source, label, author and the current one", async () => {
    const { auth, email } = await t.signUp("Flora");
    const storeId = await createStore(auth);
    const first = await save(auth, storeId, "One");
    await save(auth, storeId, "Two", first);
    const chosen = await t.call("POST", "/api/store/themes/choose", auth, {
      storeId,
      themeId: "bloom",
    });
    expect(chosen.statusCode).toBe(200);

    const data = await history(auth, storeId);
    expect(data.limit).toBe(DRAFT_HISTORY_LIMIT);
    expect(data.currentVersion).toBe(4);
    expect(data.versions.map((v) => [v.version, v.source, v.label, v.isCurrent])).toEqual([
      [4, "theme", "Starter theme: Bloom", true],
      [3, "save", "Saved in the editor", false],
      [2, "save", "Saved in the editor", false],
      // The store's state before its first write: a site never saved.
      [1, "save", "Empty site", false],
    ]);
    expect(data.versions[0]!.author).toEqual({ name: "Flora", email });
    expect(data.versions[3]!.author).toBeNull();
    expect(Date.parse(data.versions[0]!.createdAt)).not.toBeNaN();
  });

  it("records nothing for a write that was refused", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    const version = await save(auth, storeId, "One");
    const stale = await t.call("POST", `/api/store/${storeId}/editor-update`, auth, {
      layout: page("Late"),
      version: version - 1,
    });
    expect(stale.statusCode).toBe(409);
    expect((await history(auth, storeId)).versions.map((v) => v.version)).toEqual([2, 1]);
  });

  it("keeps only the newest versions of a store", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    let version = await save(auth, storeId, "Save 0");
    for (let i = 1; i <= DRAFT_HISTORY_LIMIT + 4; i += 1) {
      version = await save(auth, storeId, `Save ${i}`, version);
    }
    const data = await history(auth, storeId);
    expect(data.versions).toHaveLength(DRAFT_HISTORY_LIMIT);
    expect(data.versions[0]!.version).toBe(version);
    expect(data.versions.at(-1)!.version).toBe(version - DRAFT_HISTORY_LIMIT + 1);
    expect(await rowsOf(storeId)).toHaveLength(DRAFT_HISTORY_LIMIT);
  });

  it("answers 404 for a store outside the caller's reach, and 401 without a session", async () => {
    const owner = await t.signUp();
    const stranger = await t.signUp();
    const storeId = await createStore(owner.auth);
    await save(owner.auth, storeId, "Mine");
    const response = await t.call("GET", `/api/store/${storeId}/draft-versions`, stranger.auth);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe("store_not_found");
    expect((await t.call("GET", `/api/store/${storeId}/draft-versions`)).statusCode).toBe(401);
  });

  it("lets every member of the store's team read and restore, like saving the draft", async () => {
    const owner = await t.signUp("Owner");
    const member = await t.signUp("Member");
    const team = await t.call("POST", "/api/teams", owner.auth, { name: "Florists" });
    const teamId = team.json().data.team._id as string;
    await t.database.db
      .insert(teamMembers)
      .values({ teamId, userId: member.userId, role: "member" });
    const storeId = await createStore(owner.auth);
    const version = await save(owner.auth, storeId, "Owner's");
    const data = await history(member.auth, storeId);
    const empty = data.versions.find((v) => v.version === 1)!;
    const restored = await restore(member.auth, storeId, empty._id, { version });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data.draftVersion.author.name).toBe("Member");
  });
});

describe("POST /api/store/:id/draft-versions/:versionId/restore", () => {
  it("writes the version's draft as a new version, labelled as restored", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    const v2 = await save(auth, storeId, "First title");
    const v3 = await save(auth, storeId, "Second title", v2);
    const older = (await history(auth, storeId)).versions.find((v) => v.version === v2)!;

    const response = await restore(auth, storeId, older._id, { version: v3 });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.version).toBe(v3 + 1);
    expect(data.layout.pages[0].sections[0].props.title).toBe("First title");
    expect(data.theme).toMatchObject({ primaryColor: expect.any(String) });
    expect(data.draftVersion).toMatchObject({
      version: v3 + 1,
      source: "restore",
      label: "Restored: Saved in the editor",
      isCurrent: true,
    });
    expect(await heroTitle(auth, storeId)).toEqual({ title: "First title", version: v3 + 1 });
    // The restore is itself a version: the draft it replaced can be restored in turn.
    const list = (await history(auth, storeId)).versions;
    expect(list.map((v) => v.version)).toEqual([v3 + 1, v3, v2, 1]);
  });

  it("refuses with 409 stale_version when the draft changed since the caller loaded it, and writes nothing", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    const v2 = await save(auth, storeId, "First");
    const v3 = await save(auth, storeId, "Second", v2);
    const older = (await history(auth, storeId)).versions.find((v) => v.version === v2)!;

    const response = await restore(auth, storeId, older._id, { version: v2 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: "stale_version",
      message: EDITOR_MESSAGES.staleVersion,
    });
    expect(await heroTitle(auth, storeId)).toEqual({ title: "Second", version: v3 });
    expect(await rowsOf(storeId)).toHaveLength(3);
  });

  it("answers 404 for a version of another store, another organization, or no version at all", async () => {
    const owner = await t.signUp();
    const stranger = await t.signUp();
    const mine = await createStore(owner.auth);
    const theirs = await createStore(stranger.auth);
    const version = await save(owner.auth, mine, "Mine");
    await save(stranger.auth, theirs, "Theirs");
    const theirVersion = (await history(stranger.auth, theirs)).versions[0]!;
    const myVersion = (await history(owner.auth, mine)).versions[1]!;

    // Their version through my store: not in my store's history.
    const foreign = await restore(owner.auth, mine, theirVersion._id, { version });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe("draft_version_not_found");
    // My version through their store: the store itself is out of reach.
    const outside = await restore(stranger.auth, mine, myVersion._id, { version });
    expect(outside.statusCode).toBe(404);
    expect(outside.json().code).toBe("store_not_found");
    for (const id of ["not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
      const missing = await restore(owner.auth, mine, id, { version });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().code).toBe("draft_version_not_found");
    }
    expect((await heroTitle(owner.auth, mine)).title).toBe("Mine");
  });

  it("answers 400 without the loaded version", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    await save(auth, storeId, "One");
    const versionId = (await history(auth, storeId)).versions[1]!._id;
    for (const payload of [{}, { version: 0 }, { version: "2" }]) {
      const response = await restore(auth, storeId, versionId, payload);
      expect(response.statusCode).toBe(400);
    }
  });

  it("keeps the draft a store had before its history began, so it stays restorable", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    // A store saved before draft history existed: a layout at version 7 and no versions kept.
    await t.database.db
      .update(stores)
      .set({
        layout: toStoredLayout(page("Before the feature")),
        theme: { primaryColor: "#123456" },
        version: 7,
        updatedAt: sql`now() - interval '1 day'`,
      })
      .where(eq(stores.id, storeId));
    expect(await rowsOf(storeId)).toHaveLength(0);

    await save(auth, storeId, "After the feature", 7);
    const versions = (await history(auth, storeId)).versions;
    expect(versions.map((v) => [v.version, v.label, v.author])).toEqual([
      [8, "Saved in the editor", expect.objectContaining({ name: "Test User" })],
      [7, "Before history", null],
    ]);
    expect(Date.parse(versions[1]!.createdAt)).toBeLessThan(Date.parse(versions[0]!.createdAt));

    const restored = await restore(auth, storeId, versions[1]!._id, { version: 8 });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data.theme.primaryColor).toBe("#123456");
    expect(await heroTitle(auth, storeId)).toEqual({ title: "Before the feature", version: 9 });
  });

  it("brings a site that was never saved back as an empty page", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    const version = await save(auth, storeId, "Something");
    const empty = (await history(auth, storeId)).versions.find((v) => v.label === "Empty site")!;
    const response = await restore(auth, storeId, empty._id, { version });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.layout.pages).toEqual([{ name: "Home", path: "/", sections: [] }]);
  });
});
