import { DOMAIN_MESSAGES, DOMAIN_PROBLEMS, MESSAGES, type DomainDto } from "@shopwright/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLoopbackDns, type LoopbackDns } from "../../test/loopback/dns-server.js";
import {
  createTestApp,
  createTestAppOnDisk,
  type Auth,
  type TestApp,
  type TestAppOnDisk,
} from "../../test/test-app.js";

// The server's own hosts: the admin on www.corp.test, sites under sites.corp.test, and stores'
// domains pointing at edge.corp.test (whose addresses the loopback DNS server answers).
const TARGET_V4 = "203.0.113.7";
const TARGET_V6 = "2001:db8::7";

let dns: LoopbackDns;
let t: TestAppOnDisk;
beforeAll(async () => {
  dns = await startLoopbackDns();
  dns.set("edge.corp.test", "A", [TARGET_V4]);
  dns.set("edge.corp.test", "AAAA", [TARGET_V6]);
  t = await createTestAppOnDisk("sw-domains-", {
    publicUrl: "https://www.corp.test",
    sitesDomain: "sites.corp.test",
    sitesTargetHost: ["edge.corp.test"],
    dnsServers: [dns.server],
  });
});
afterAll(async () => {
  await t.close();
  await dns.close();
});

let counter = 0;
const uniqueDomain = (prefix = "shop") => `${prefix}${++counter}-${Date.now()}.test`;

async function createStore(app: TestApp, auth: Auth, domain: string) {
  return app.call("POST", "/api/store", auth, { storeName: "Bloom", domain });
}
async function newStore(auth: Auth, domain = uniqueDomain()) {
  const response = await createStore(t, auth, domain);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.store as { _id: string; domain: string };
}
async function domainOf(auth: Auth, storeId: string): Promise<DomainDto> {
  const response = await t.call("GET", `/api/store/${storeId}/domain`, auth);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.domain as DomainDto;
}
async function check(auth: Auth, storeId: string): Promise<DomainDto> {
  const response = await t.call("POST", `/api/store/${storeId}/domain/check`, auth);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.domain as DomainDto;
}
const tokenOf = (domain: DomainDto) => domain.records.find((r) => r.type === "TXT")!.value;
const prove = (domain: DomainDto, ...tokens: string[]) =>
  dns.set(`_shopwright-challenge.${domain.domain.replace(/^www\./, "")}`, "TXT", tokens);
const tlsAsk = (host: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "GET",
    url: `/api/internal/tls-ask?domain=${encodeURIComponent(host)}`,
    headers,
  });
const visit = (host: string, url = "/") => t.app.inject({ method: "GET", url, headers: { host } });

describe("claiming a domain", () => {
  it.each([
    ["corp.test", DOMAIN_MESSAGES.adminHost],
    ["www.corp.test", DOMAIN_MESSAGES.adminHost],
    ["shop.www.corp.test", DOMAIN_MESSAGES.adminHost],
    ["sites.corp.test", DOMAIN_MESSAGES.sitesDomain("sites.corp.test")],
    ["www.sites.corp.test", DOMAIN_MESSAGES.sitesDomain("sites.corp.test")],
    ["bloom.sites.corp.test", DOMAIN_MESSAGES.sitesDomain("sites.corp.test")],
  ])("refuses the server's own host %s with 422 and why", async (domain, message) => {
    const { auth } = await t.signUp();
    const created = await createStore(t, auth, domain);
    expect(created.statusCode).toBe(422);
    expect(created.json()).toMatchObject({ success: false, code: "domain_reserved", message });
    const store = await newStore(auth);
    const updated = await t.call("PUT", `/api/store/${store._id}`, auth, { domain });
    expect(updated.statusCode).toBe(422);
    expect(updated.json()).toMatchObject({ code: "domain_reserved", message });
  });

  it("lets a store take a sibling or the parent of the admin's host", async () => {
    const { auth } = await t.signUp();
    expect((await createStore(t, auth, `shop${Date.now()}.corp.test`)).statusCode).toBe(201);
    const admin = await createTestApp({ publicUrl: "https://admin.shop.test" });
    try {
      const owner = await admin.signUp();
      for (const domain of ["admin.shop.test", "www.admin.shop.test", "x.admin.shop.test"]) {
        const refused = await createStore(admin, owner.auth, domain);
        expect(refused.statusCode, domain).toBe(422);
        expect(refused.json().message).toBe(DOMAIN_MESSAGES.adminHost);
      }
      expect((await createStore(admin, owner.auth, "shop.test")).statusCode).toBe(201);
      // A store row naming the admin's host (written before the rule) is never served there.
      expect((await admin.call("GET", "/api/auth/me")).statusCode).toBe(401);
      const www = await admin.app.inject({
        method: "GET",
        url: "/api/auth/me",
        headers: { host: "www.admin.shop.test" },
      });
      expect(www.statusCode).toBe(401);
    } finally {
      await admin.close();
    }
  });

  it("lets several stores name a pending domain; the one that proves it gets it, and nobody else can claim it", async () => {
    const first = await t.signUp();
    const second = await t.signUp();
    const domain = uniqueDomain("shared");
    const a = await newStore(first.auth, domain);
    const b = await newStore(second.auth, domain);
    const ofA = await domainOf(first.auth, a._id);
    const ofB = await domainOf(second.auth, b._id);
    expect(tokenOf(ofA)).not.toBe(tokenOf(ofB));

    prove(ofA, tokenOf(ofA));
    expect((await check(first.auth, a._id)).status).toBe("verified");
    // The record holds the first store's code only: the second cannot prove anything.
    expect((await check(second.auth, b._id)).problem?.code).toBe("ownership_record_mismatch");
    // It holds both (one owner, two stores): the first to verify keeps it.
    prove(ofA, tokenOf(ofA), tokenOf(ofB));
    const refused = await check(second.auth, b._id);
    expect(refused).toMatchObject({
      status: "pending",
      problem: { code: "domain_taken", message: DOMAIN_PROBLEMS.domain_taken(domain) },
    });
    // Once verified, no other store can name it (the www. twin included).
    const third = await createStore(t, second.auth, `www.${domain}`);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ code: "domain_taken", message: MESSAGES.domainTaken });
    const other = await newStore(second.auth);
    const moved = await t.call("PUT", `/api/store/${other._id}`, second.auth, { domain });
    expect(moved.statusCode).toBe(409);
    // Its own store may still save it, and drop or add the www.
    const kept = await t.call("PUT", `/api/store/${a._id}`, first.auth, {
      domain: `www.${domain}`,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await domainOf(first.auth, a._id)).status).toBe("verified");

    // The TXT record now holds only the second store's code: it takes the domain over.
    prove(ofB, tokenOf(ofB));
    expect((await check(second.auth, b._id)).status).toBe("verified");
    expect(await domainOf(first.auth, a._id)).toMatchObject({
      status: "pending",
      problem: { code: "ownership_record_missing" },
    });
  });
});

describe("checking a domain", () => {
  it("moves pending → verified → active, with a clear problem at each step", async () => {
    const { auth } = await t.signUp();
    const store = await newStore(auth);
    const domain = store.domain;
    const pending = await domainOf(auth, store._id);
    expect(pending).toMatchObject({
      domain,
      alias: `www.${domain}`,
      status: "pending",
      target: "edge.corp.test",
      verifiedAt: null,
      checkedAt: null,
      problem: null,
    });
    // The apex gets the target's addresses; www. a CNAME to its name.
    expect(pending.records).toEqual([
      {
        type: "TXT",
        name: `_shopwright-challenge.${domain}`,
        value: tokenOf(pending),
        purpose: "ownership",
      },
      { type: "A", name: domain, value: TARGET_V4, purpose: "address" },
      { type: "AAAA", name: domain, value: TARGET_V6, purpose: "address" },
      { type: "CNAME", name: `www.${domain}`, value: "edge.corp.test", purpose: "alias" },
    ]);

    expect((await check(auth, store._id)).problem).toEqual({
      code: "ownership_record_missing",
      message: DOMAIN_PROBLEMS.ownership_record_missing(domain),
    });
    prove(pending, "someone-elses-code");
    expect((await check(auth, store._id)).problem?.code).toBe("ownership_record_mismatch");
    dns.fail(`_shopwright-challenge.${domain}`);
    expect(await check(auth, store._id)).toMatchObject({
      status: "pending",
      problem: { code: "lookup_failed" },
    });
    dns.heal(`_shopwright-challenge.${domain}`);

    prove(pending, "v=spf1 -all", tokenOf(pending));
    const verified = await check(auth, store._id);
    expect(verified).toMatchObject({ status: "verified", problem: { code: "not_pointing" } });
    expect(verified.verifiedAt).not.toBeNull();
    expect(verified.checkedAt).not.toBeNull();

    // Pointing elsewhere is not pointing here.
    dns.set(domain, "A", ["198.51.100.1"]);
    expect((await check(auth, store._id)).status).toBe("verified");
    dns.set(domain, "A", [TARGET_V4]);
    const active = await check(auth, store._id);
    expect(active).toMatchObject({ status: "active", problem: null });
    expect(active.verifiedAt).toBe(verified.verifiedAt);

    // A resolver that fails keeps a proven domain served.
    dns.fail(`_shopwright-challenge.${domain}`);
    expect((await check(auth, store._id)).status).not.toBe("pending");
    dns.heal(`_shopwright-challenge.${domain}`);
    // The TXT record removed: back to pending at the next check.
    dns.remove(`_shopwright-challenge.${domain}`);
    expect(await check(auth, store._id)).toMatchObject({
      status: "pending",
      verifiedAt: null,
      problem: { code: "ownership_record_missing" },
    });
  });

  it("takes a subdomain through a CNAME to the target", async () => {
    const { auth } = await t.signUp();
    const domain = `shop.${uniqueDomain("brand")}`;
    const store = await newStore(auth, domain);
    const pending = await domainOf(auth, store._id);
    expect(pending.records.filter((r) => r.type === "CNAME")).toEqual([
      { type: "CNAME", name: domain, value: "edge.corp.test", purpose: "address" },
      { type: "CNAME", name: `www.${domain}`, value: "edge.corp.test", purpose: "alias" },
    ]);
    prove(pending, tokenOf(pending));
    dns.set(domain, "CNAME", ["edge.corp.test"]);
    expect((await check(auth, store._id)).status).toBe("active");
  });

  it("makes a changed domain pending again, and keeps one that only gains or loses www.", async () => {
    const { auth } = await t.signUp();
    const store = await newStore(auth);
    const pending = await domainOf(auth, store._id);
    prove(pending, tokenOf(pending));
    expect((await check(auth, store._id)).status).toBe("verified");
    await t.call("PUT", `/api/store/${store._id}`, auth, { domain: `www.${store.domain}` });
    expect(await domainOf(auth, store._id)).toMatchObject({
      domain: `www.${store.domain}`,
      alias: store.domain,
      status: "verified",
    });
    const other = uniqueDomain();
    await t.call("PUT", `/api/store/${store._id}`, auth, { domain: other });
    expect(await domainOf(auth, store._id)).toMatchObject({
      domain: other,
      status: "pending",
      verifiedAt: null,
      checkedAt: null,
      problem: null,
    });
  });
});

describe("serving a domain", () => {
  it("serves a verified domain at once, redirects its twin, and stops at once when unverified", async () => {
    const { auth } = await t.signUp();
    const domain = `www.${uniqueDomain("served")}`;
    const bare = domain.slice(4);
    const store = await newStore(auth, domain);
    const published = await t.call("POST", `/api/store/${store._id}/publish`, auth, {
      jsonLayout: { sections: [{ type: "hero", title: "Served on my domain" }] },
    });
    expect(published.statusCode, published.body).toBe(200);
    const slug = new URL(published.json().data.url as string).hostname.split(".")[0]!;

    // Pending: not a site's host, and no certificate.
    expect((await visit(domain)).body).not.toContain("Served on my domain");
    expect((await tlsAsk(domain)).statusCode).toBe(404);
    expect((await tlsAsk(domain)).json()).toMatchObject({
      code: "domain_not_served",
      message: DOMAIN_MESSAGES.notServed,
    });

    const pending = await domainOf(auth, store._id);
    prove(pending, tokenOf(pending));
    expect((await check(auth, store._id)).status).toBe("verified");
    const page = await visit(domain);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Served on my domain");
    // The twin redirects to the host the owner entered, keeping path, query and port.
    const twin = await visit(`${bare}:8443`, "/about?x=1");
    expect(twin.statusCode).toBe(301);
    expect(twin.headers.location).toBe(`//${domain}:8443/about?x=1`);
    const post = await t.app.inject({ method: "POST", url: "/cart", headers: { host: bare } });
    expect(post.statusCode).toBe(308);

    for (const host of [domain, bare, `${slug}.sites.corp.test`]) {
      const allowed = await tlsAsk(host);
      expect(allowed.statusCode, host).toBe(200);
      expect(allowed.json().data).toEqual({ domain: host, isServed: true });
    }
    expect((await tlsAsk(`${domain}.`)).statusCode).toBe(200);
    for (const host of [
      "www.corp.test",
      "corp.test",
      "nobody.sites.corp.test",
      `shop.${bare}`,
      "unknown.test",
    ]) {
      expect((await tlsAsk(host)).statusCode, host).toBe(404);
    }
    expect((await t.app.inject({ method: "GET", url: "/api/internal/tls-ask" })).statusCode).toBe(
      400,
    );
    // Not an answer on a site's own host: there only the site answers.
    const onSite = await tlsAsk(domain, { host: domain });
    expect(onSite.statusCode).toBe(404);
    expect(onSite.headers["content-type"]).toContain("text/html");

    // The TXT record gone: the next check stops serving it at once.
    dns.remove(`_shopwright-challenge.${bare}`);
    expect((await check(auth, store._id)).status).toBe("pending");
    expect((await visit(domain)).body).not.toContain("Served on my domain");
    expect((await tlsAsk(domain)).statusCode).toBe(404);
  });
});
