import { FORM_LIMITS, FORM_MESSAGES, MESSAGES } from "@shopwright/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestAppOnDisk, type TestAppOnDisk } from "../../test/test-app.js";

let t: TestAppOnDisk;
beforeAll(async () => {
  t = await createTestAppOnDisk("sw-sites-", { formsRateLimit: 5 });
});
afterAll(() => t.close());

type Auth = { authorization: string };
let counter = 0;

/** A published store with a newsletter and a contact form; answers its id, host and slug. */
async function publishedStore(auth: Auth) {
  counter += 1;
  const created = await t.call("POST", "/api/store", auth, {
    storeName: `Form Shop ${counter}`,
    domain: `forms${counter}-${Date.now()}.example.com`,
  });
  const storeId = created.json().data.store.id as string;
  const published = await t.call("POST", `/api/store/${storeId}/publish`, auth, {
    jsonLayout: { sections: [{ type: "newsletter" }, { type: "contact", title: "Write to us" }] },
  });
  expect(published.statusCode, published.body).toBe(200);
  const host = new URL(published.json().data.url as string).host;
  return { storeId, host, slug: host.split(".")[0]! };
}

/** A form post as a browser without script sends it, from the site's own host. */
const post = (
  site: { host: string; slug: string },
  formType: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: "POST",
    url: `/api/sites/${site.slug}/forms/${formType}`,
    headers: {
      host: site.host,
      "content-type": "application/x-www-form-urlencoded",
      accept: "text/html",
      referer: `http://${site.host}/`,
      ...headers,
    },
    payload: new URLSearchParams(fields).toString(),
  });

const listForms = (auth: Auth, storeId: string, query = "") =>
  t.app.inject({ method: "GET", url: `/api/store/${storeId}/forms${query}`, headers: auth });

describe("storefront forms", () => {
  it("renders forms that post to the site's endpoint with a honeypot and our hashed script", async () => {
    const { auth } = await t.signUp();
    const site = await publishedStore(auth);
    const html = (await t.app.inject({ method: "GET", url: "/", headers: { host: site.host } }))
      .body;
    expect(html).toContain(`action="api/sites/${site.slug}/forms/newsletter"`);
    expect(html).toContain(`action="api/sites/${site.slug}/forms/contact"`);
    expect(html).toMatch(/<input type="text" tabindex="-1" [^>]*name="website"\/>/);
    expect(html.match(/<script>/g)).toHaveLength(1);
  });

  it("stores a post sent without script and redirects to the thank-you page", async () => {
    const { auth } = await t.signUp();
    const site = await publishedStore(auth);
    const response = await post(site, "contact", {
      form: "contact",
      website: "",
      name: "  Ada  ",
      email: "ada@example.com",
      message: "Do you ship to Lisbon?",
      extra: "dropped",
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/thank-you");
    const thanks = await t.app.inject({
      method: "GET",
      url: "/thank-you",
      headers: { host: site.host },
    });
    expect(thanks.statusCode).toBe(200);
    expect(thanks.body).toContain("Thank you!");

    const list = await listForms(auth, site.storeId);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toMatchObject({
      total: 1,
      submissions: [
        {
          formType: "contact",
          fields: { name: "Ada", email: "ada@example.com", message: "Do you ship to Lisbon?" },
          pagePath: "/",
        },
      ],
    });
  });

  it("answers JSON to our script and filters the list by form type", async () => {
    const { auth } = await t.signUp();
    const site = await publishedStore(auth);
    const response = await post(
      site,
      "newsletter",
      { email: "bob@example.com" },
      { accept: "application/json" },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: { message: FORM_MESSAGES.subscribed },
    });
    await post(site, "contact", { name: "Bob", email: "bob@example.com", message: "Hi" });
    const newsletters = await listForms(auth, site.storeId, "?formType=newsletter");
    expect(newsletters.json().data.submissions).toEqual([
      expect.objectContaining({ formType: "newsletter", fields: { email: "bob@example.com" } }),
    ]);
    expect((await listForms(auth, site.storeId)).json().data.total).toBe(2);
  });

  it("refuses invalid input with a clear 400, as a page or as JSON", async () => {
    const { auth } = await t.signUp();
    const site = await publishedStore(auth);
    const page = await post(site, "newsletter", { email: "not-an-email" });
    expect(page.statusCode).toBe(400);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).toContain(FORM_MESSAGES.invalidEmail);
    const json = await post(
      site,
      "contact",
      { email: "a@example.com" },
      { accept: "application/json" },
    );
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ success: false, message: FORM_MESSAGES.nameRequired });
    const unknown = await post(
      site,
      "survey",
      { email: "a@example.com" },
      { accept: "application/json" },
    );
    expect(unknown.statusCode).toBe(400);
    const tooLong = await post(site, "contact", {
      name: "A",
      email: "a@example.com",
      message: "x".repeat(20_000),
    });
    expect(tooLong.statusCode).toBe(413);
    const nowhere = await post(
      { host: site.host, slug: "no-such-site" },
      "newsletter",
      {
        email: "a@example.com",
      },
      { accept: "application/json" },
    );
    expect(nowhere.statusCode).toBe(404);
    expect((await listForms(auth, site.storeId)).json().data.total).toBe(0);
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const { auth } = await t.signUp();
    const site = await publishedStore(auth);
    const response = await post(site, "newsletter", {
      email: "bot@example.com",
      website: "http://spam.example",
    });
    expect(response.statusCode).toBe(303);
    expect((await listForms(auth, site.storeId)).json().data.total).toBe(0);
  });

  it("never stores passwords: signup keeps name and email, login nothing", async () => {
    const { auth } = await t.signUp();
    const site = await publishedStore(auth);
    await post(site, "signup", { name: "Cy", email: "cy@example.com", password: "hunter22" });
    const login = await post(
      site,
      "login",
      { email: "cy@example.com", password: "hunter22" },
      { accept: "application/json" },
    );
    expect(login.json().data.message).toBe(FORM_MESSAGES.accountsUnavailable);
    const { submissions } = (await listForms(auth, site.storeId)).json().data;
    expect(submissions).toEqual([
      expect.objectContaining({
        formType: "signup",
        fields: { name: "Cy", email: "cy@example.com" },
      }),
    ]);
  });

  it("answers a body too large with a page without script and JSON to our script", async () => {
    const { auth } = await t.signUp();
    const site = await publishedStore(auth);
    const message = "x".repeat(FORM_LIMITS.bodyBytes + 10);
    const fields = { name: "Ada", email: "ada@example.com", message };
    const page = await post(site, "contact", fields);
    expect(page.statusCode).toBe(413);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain(FORM_MESSAGES.tooLarge);
    const json = await post(site, "contact", fields, { accept: "application/json" });
    expect(json.statusCode).toBe(413);
    expect(json.json().success).toBe(false);
    expect((await listForms(auth, site.storeId)).json().data.total).toBe(0);
  });

  it("rate-limits posts per visitor and site", async () => {
    const { auth } = await t.signUp();
    const site = await publishedStore(auth);
    const other = await publishedStore(auth);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await post(site, "newsletter", { email: `n${i}@example.com` })).statusCode);
    }
    expect(statuses).toEqual([303, 303, 303, 303, 303, 429]);
    // Posted without script, the refusal is a page the visitor can read; our script gets JSON.
    const page = await post(site, "newsletter", { email: "late@example.com" });
    expect(page.statusCode).toBe(429);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.headers["retry-after"]).toBeDefined();
    expect(page.body).toContain(MESSAGES.tooManyAttempts);
    const json = await post(
      site,
      "newsletter",
      { email: "late@example.com" },
      { accept: "application/json" },
    );
    expect(json.statusCode).toBe(429);
    expect(json.json()).toMatchObject({ success: false, code: "rate_limited" });
    // Another site keeps its own budget.
    expect((await post(other, "newsletter", { email: "x@example.com" })).statusCode).toBe(303);
    expect((await listForms(auth, site.storeId)).json().data.total).toBe(5);
  });
});

describe("hostile input on a published site", () => {
  it("answers a form post with a lone surrogate with 400 and stores nothing", async () => {
    const { auth } = await t.signUp();
    const site = await publishedStore(auth);
    for (const message of ['"Hi \\ud800 there"', '"\\udc00"']) {
      const response = await t.app.inject({
        method: "POST",
        url: `/api/sites/${site.slug}/forms/contact`,
        headers: {
          host: site.host,
          "content-type": "application/json",
          accept: "application/json",
        },
        payload: `{"name":"Ada","email":"ada@example.com","message":${message}}`,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toMatch(/lone surrogate/);
    }
    const listed = await listForms(auth, site.storeId);
    expect(listed.json().data.total).toBe(0);
  });

  it.each([
    ["/%2F%2Fevil.example/", "/%2F%2Fevil.example"],
    ["/%5Cevil.example/", "/%5Cevil.example"],
    ["//evil.example/", "/evil.example"],
    ["/%2F%2Fevil.example/?a=1", "/%2F%2Fevil.example?a=1"],
    ["/about/", "/about"],
  ])("never redirects %s off the site", async (url, location) => {
    const { auth } = await t.signUp();
    const site = await publishedStore(auth);
    const response = await t.app.inject({ method: "GET", url, headers: { host: site.host } });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(location);
    // Resolved as a browser does, the address stays on the site's own host.
    expect(new URL(String(response.headers.location), `http://${site.host}/`).host).toBe(site.host);
  });
});
