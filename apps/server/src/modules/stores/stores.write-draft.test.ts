import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emptyLayout } from "@shopwright/site";
import { eq } from "drizzle-orm";
import { draftVersions, stores as storesTable } from "../../db/schema.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { draftRecorder } from "../draft-history/index.js";
import { createStoresRepository } from "./stores.repository.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function storeOf(auth: { authorization: string }): Promise<string> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/store",
    headers: auth,
    payload: { storeName: "Race", domain: `race-${Date.now()}-${Math.random()}.example.com` },
  });
  return response.json().data.store.id;
}

describe("stores repository writeDraft", () => {
  it("writes only one of two concurrent drafts expecting the same version", async () => {
    const { auth, userId } = await t.signUp();
    const storeId = await storeOf(auth);
    const stores = createStoresRepository(t.database.db, draftRecorder(t.database.db));
    const draft = (title: string) =>
      stores.writeDraft({ userId }, storeId, {
        layout: {
          pages: [
            { name: "Home", path: "/", sections: [{ id: "h", type: "hero", props: { title } }] },
          ],
        },
        theme: {},
        base: { version: 1 },
        source: "save",
        label: title,
      });
    const results = await Promise.all([draft("A"), draft("B")]);
    const written = results.filter((row) => row !== null);
    expect(written).toHaveLength(1);
    expect(written[0]!.version).toBe(2);
    // The history holds the winner's draft and the one it replaced, nothing of the loser.
    const kept = await t.database.db
      .select()
      .from(draftVersions)
      .where(eq(draftVersions.storeId, storeId));
    expect(kept.map((row) => [row.version, row.label]).sort()).toEqual([
      [1, "Empty site"],
      [2, written[0]!.layout!.pages[0]!.sections[0]!.props.title],
    ]);
  });

  it("records the draft history in the write's transaction: a failed record writes nothing", async () => {
    const { auth, userId } = await t.signUp();
    const storeId = await storeOf(auth);
    const failing = createStoresRepository(t.database.db, async () => {
      throw new Error("history unavailable");
    });
    await expect(
      failing.writeDraft({ userId }, storeId, {
        layout: { pages: [{ name: "Home", path: "/", sections: [] }] },
        theme: {},
        base: { version: 1 },
        source: "save",
        label: "Lost",
      }),
    ).rejects.toThrow("history unavailable");
    const [row] = await t.database.db
      .select({ version: storesTable.version, layout: storesTable.layout })
      .from(storesTable)
      .where(eq(storesTable.id, storeId));
    expect(row).toEqual({ version: 1, layout: {} });
  });

  it("writes nothing for a user who cannot reach the store", async () => {
    const owner = await t.signUp();
    const stranger = await t.signUp();
    const storeId = await storeOf(owner.auth);
    const stores = createStoresRepository(t.database.db, draftRecorder(t.database.db));
    const row = await stores.writeDraft({ userId: stranger.userId }, storeId, {
      layout: emptyLayout(),
      theme: {},
      base: "any",
      source: "save",
      label: "Stranger",
    });
    expect(row).toBeNull();
  });

  it("writes only one of two concurrent first saves that replace no layout", async () => {
    const { auth, userId } = await t.signUp();
    const storeId = await storeOf(auth);
    const stores = createStoresRepository(t.database.db, draftRecorder(t.database.db));
    const draft = (title: string) =>
      stores.writeDraft({ userId }, storeId, {
        layout: { pages: [{ name: title, path: "/", sections: [] }] },
        theme: {},
        base: "empty-layout",
        source: "save",
        label: title,
      });
    const results = await Promise.all([draft("A"), draft("B")]);
    expect(results.filter((row) => row !== null)).toHaveLength(1);
    // A store with a layout is no longer a first save's to write.
    expect(await draft("C")).toBeNull();
  });
});
