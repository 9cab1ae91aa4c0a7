import { registerSectionType } from "@shopwright/site";
import { countdown } from "@shopwright/site/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAppOnDisk, type TestAppOnDisk } from "../../test/test-app.js";

// A section type that exists only in tests (`@shopwright/site/testing`): saving, publishing and
// hosting know it from the registry like the built-in types.
const unregister = registerSectionType(countdown);

let t: TestAppOnDisk;
beforeAll(async () => {
  t = await createTestAppOnDisk("sw-custom-section-");
});
afterAll(async () => {
  await t.close();
  unregister();
});

describe("publishing a section type registered at run time", () => {
  it("saves it under its type and renders it into the published page", async () => {
    const { auth } = await t.signUp();
    const created = await t.call("POST", "/api/store", auth, {
      storeName: "Countdown Shop",
      domain: `countdown-${Date.now()}.example.com`,
    });
    const storeId = created.json().data.store.id as string;
    const published = await t.call("POST", `/api/store/${storeId}/publish`, auth, {
      jsonLayout: {
        sections: [
          { type: "hero", props: { title: "Launch week" } },
          { type: "Countdown Timer", props: { title: "Doors open", endsAt: "noon" } },
        ],
      },
    });
    expect(published.statusCode, published.body).toBe(200);

    const editor = await t.call("GET", `/api/store/${storeId}/editor`, auth);
    const sections = editor.json().data.layout.pages[0].sections as { type: string }[];
    expect(sections.map((section) => section.type)).toEqual(["hero", "countdown"]);

    const host = new URL(published.json().data.url as string).host;
    const page = await t.app.inject({ method: "GET", url: "/", headers: { host } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      '<section class="sw-countdown"><h2>Doors open</h2><p>Until noon</p></section>',
    );
  });
});
