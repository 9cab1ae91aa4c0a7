import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.js";

// Found by probing: a store deleted while it published made the publish fail with a 500, as
// the steps after the deletion wrote rows for a store that was gone.
let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  ({ auth } = await t.signUp());
});
afterAll(() => t.close());

let counter = 0;
async function createStore() {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/store",
    headers: auth,
    payload: { storeName: "Race Roasters", domain: `race${++counter}-${Date.now()}.example.com` },
  });
  return response.json().data.store.id as string;
}

const layout = {
  pages: [
    {
      name: "Home",
      path: "/",
      sections: [{ id: "h", type: "hero", props: { title: "Fresh coffee", subtitle: "Daily" } }],
    },
  ],
};

describe("deleting a store while it publishes", () => {
  it("answers the publish with 404 or success, never a server error", async () => {
    const statuses: number[] = [];
    // The deletion lands at a different step of the publish each time.
    for (const delayMs of [0, 1, 3, 6, 10, 15, 25, 40, 60, 90]) {
      const storeId = await createStore();
      const published = t.app.inject({
        method: "POST",
        url: `/api/store/${storeId}/publish`,
        headers: auth,
        payload: { jsonLayout: layout },
      });
      await sleep(delayMs);
      const deleted = await t.app.inject({
        method: "DELETE",
        url: `/api/store/${storeId}`,
        headers: auth,
      });
      expect(deleted.statusCode).toBe(200);
      const response = await published;
      statuses.push(response.statusCode);
      expect([200, 404], response.body).toContain(response.statusCode);
      if (response.statusCode === 404) expect(response.json().code).toBe("store_not_found");
    }
    // The probe must have caught some publishes mid-way, else it proves nothing.
    expect(statuses).toContain(404);
  });
});
