import { describe, expect, it } from "vitest";
import { bareDomainOf, domainAliasOf, reservedFor } from "./domains.js";

describe("own domains", () => {
  it("pairs a domain with its www. twin", () => {
    expect(bareDomainOf("www.shop.com")).toBe("shop.com");
    expect(domainAliasOf("shop.com")).toBe("www.shop.com");
    expect(domainAliasOf("www.shop.com")).toBe("shop.com");
    expect(domainAliasOf("shop.example.com")).toBe("www.shop.example.com");
  });

  it.each([
    // The admin on www.corp.test keeps corp.test and everything under www.corp.test.
    ["www.corp.test", "corp.test", "admin"],
    ["www.corp.test", "www.corp.test", "admin"],
    ["www.corp.test", "a.www.corp.test", "admin"],
    ["www.corp.test", "shop.corp.test", null],
    // The admin on admin.shop.test keeps it and its www.; its parent and siblings are free.
    ["admin.shop.test", "admin.shop.test", "admin"],
    ["admin.shop.test", "www.admin.shop.test", "admin"],
    ["admin.shop.test", "shop.test", null],
    ["admin.shop.test", "www.shop.test", null],
    ["admin.shop.test", "blog.shop.test", null],
    // SITES_DOMAIN and anything under it.
    ["admin.shop.test", "sites.shop.test", "sites"],
    ["admin.shop.test", "www.sites.shop.test", "sites"],
    ["admin.shop.test", "bloom.sites.shop.test", "sites"],
    ["admin.shop.test", "mysites.shop.test", null],
  ] as const)("with the admin on %s, %s is reserved for: %s", (adminHost, domain, owner) => {
    expect(reservedFor(domain, { adminHost, sitesDomain: "sites.shop.test" })).toBe(owner);
  });
});
