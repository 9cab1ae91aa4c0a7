import { productPath } from "@shopwright/site/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAppOnDisk, type TestAppOnDisk } from "../../test/test-app.js";

/** docs/PRODUCT.md "Search engines and shared links": old paths answer 301 where they went. */
let t: TestAppOnDisk;
beforeAll(async () => {
  t = await createTestAppOnDisk("sw-redirects-");
});
afterAll(() => t.close());

type Auth = { authorization: string };
let counter = 0;

const about = (name: string, path?: string) => ({
  name,
  ...(path ? { path } : {}),
  sections: [{ id: "textblock-1", type: "textblock", props: { title: "Our story" } }],
});
const home = { name: "Home", sections: [{ id: "hero-1", type: "hero", props: { title: "Hi" } }] };

async function createStore(auth: Auth) {
  const created = await t.call("POST", "/api/store", auth, {
    storeName: `Moving Shop ${++counter}`,
    domain: `moving${counter}-${Date.now()}.example.com`,
  });
  return created.json().data.store.id as string;
}

/** Publishes the pages as the draft (overwriting it); answers the site's host and slug. */
async function publish(auth: Auth, storeId: string, pages: object[]) {
  const published = await t.call("POST", `/api/store/${storeId}/publish`, auth, {
    jsonLayout: { pages },
    overwrite: true,
  });
  expect(published.statusCode, published.body).toBe(200);
  const host = new URL(published.json().data.url as string).host;
  return { host, slug: host.split(".")[0]! };
}

const visit = (host: string, url: string) =>
  t.app.inject({ method: "GET", url, headers: { host } });

describe("redirects of moved pages", () => {
  it("answers a page's old path with a 301 to its new one, query kept", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    const { host } = await publish(auth, storeId, [home, about("About")]);
    expect((await visit(host, "/about")).statusCode).toBe(200);

    await publish(auth, storeId, [home, about("Our Story")]);
    const moved = await visit(host, "/about?ref=mail");
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe("/our-story?ref=mail");
    expect((await visit(host, "/our-story")).statusCode).toBe(200);
  });

  it("collapses chains, stops when the old path is a page again, and serves the path form", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    const { host, slug } = await publish(auth, storeId, [home, about("About")]);
    await publish(auth, storeId, [home, about("About", "/story")]);
    await publish(auth, storeId, [home, about("About", "/company")]);
    for (const old of ["/about", "/story"]) {
      const moved = await visit(host, old);
      expect(moved.statusCode, old).toBe(301);
      expect(moved.headers.location).toBe("/company");
    }
    const pathForm = await visit("localhost", `/sites/${slug}/story`);
    expect(pathForm.statusCode).toBe(301);
    expect(pathForm.headers.location).toBe(`/sites/${slug}/company`);

    // A new page at /about: that path is a page again, and the move back ends the chain.
    await publish(auth, storeId, [
      home,
      about("About", "/company"),
      { name: "Team", path: "/about", sections: [] },
    ]);
    expect((await visit(host, "/about")).statusCode).toBe(200);
    await publish(auth, storeId, [home, about("About", "/story")]);
    expect((await visit(host, "/story")).statusCode).toBe(200);
    expect((await visit(host, "/company")).headers.location).toBe("/story");
    expect((await visit(host, "/nowhere")).statusCode).toBe(404);
  });
});

describe("redirects of renamed products", () => {
  it("answers a product's old path with a 301 to its page under the new name", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    const { host } = await publish(auth, storeId, [home]);
    const created = await t.call("POST", "/api/products", auth, {
      storeId,
      name: "Blue Mug",
      price: 24,
      stock: 3,
      status: "published",
    });
    const id = created.json().data.product.id as string;
    await t.app.republishSettled();
    const first = productPath({ id, name: "Blue Mug" });
    expect((await visit(host, first)).statusCode).toBe(200);

    for (const name of ["Green Mug", "Red Mug"]) {
      const renamed = await t.call("PUT", `/api/products/${id}`, auth, { name });
      expect(renamed.statusCode, renamed.body).toBe(200);
    }
    await t.app.republishSettled();
    const last = productPath({ id, name: "Red Mug" });
    for (const old of [first, productPath({ id, name: "Green Mug" })]) {
      const moved = await visit(host, old);
      expect(moved.statusCode, old).toBe(301);
      expect(moved.headers.location).toBe(last);
    }
    expect((await visit(host, last)).statusCode).toBe(200);

    // A product no longer on the site is not redirected to: its old paths are not found.
    await t.call("PUT", `/api/products/${id}`, auth, { status: "draft" });
    await t.app.republishSettled();
    expect((await visit(host, first)).statusCode).toBe(404);
  });

  it("redirects a product renamed by a CSV import", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    const { host } = await publish(auth, storeId, [home]);
    const created = await t.call("POST", "/api/products", auth, {
      storeId,
      name: "Kenya AA",
      price: 18,
      stock: 3,
      status: "published",
    });
    const { id, handle } = created.json().data.product as { id: string; handle: string };
    const imported = await t.app.inject({
      method: "POST",
      url: `/api/store/${storeId}/products/import`,
      headers: { ...auth, "content-type": "text/csv" },
      payload: `handle,name,price,stock,status\n${handle},Kenya AA Peaberry,18,3,published\n`,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    await t.app.republishSettled();
    const moved = await visit(host, productPath({ id, name: "Kenya AA" }));
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(productPath({ id, name: "Kenya AA Peaberry" }));
  });
});
