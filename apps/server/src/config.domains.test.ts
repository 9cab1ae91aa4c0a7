import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";

const base = { DATA_DIR: "/tmp/sw-config-test", JWT_SECRET: "x".repeat(32) };

describe("loadConfig: own domains", () => {
  it("reads SITES_TARGET_HOST as names and addresses, and DNS_SERVERS with or without ports", async () => {
    const config = await loadConfig({
      ...base,
      SITES_TARGET_HOST: " Sites.Example.com, 203.0.113.7 ,2001:db8::7",
      DNS_SERVERS: "127.0.0.1:5353,[::1]:53,9.9.9.9",
    });
    expect(config.sitesTargetHost).toEqual(["sites.example.com", "203.0.113.7", "2001:db8::7"]);
    expect(config.dnsServers).toEqual(["127.0.0.1:5353", "[::1]:53", "9.9.9.9"]);
  });

  it("leaves both unset when empty: PUBLIC_URL's host and the system's resolver", async () => {
    const config = await loadConfig({ ...base, SITES_TARGET_HOST: "", DNS_SERVERS: "" });
    expect(config.sitesTargetHost).toBeNull();
    expect(config.dnsServers).toBeNull();
  });

  it.each([
    ["SITES_TARGET_HOST", "https://sites.example.com", "SITES_TARGET_HOST must be a host name"],
    ["SITES_TARGET_HOST", "sites example", "SITES_TARGET_HOST must be a host name"],
    ["DNS_SERVERS", "dns.example.com", "DNS_SERVERS must be IP addresses"],
    ["DNS_SERVERS", "1.1.1.1:x", "DNS_SERVERS must be IP addresses"],
  ])("refuses %s=%s with why", async (name, value, message) => {
    await expect(loadConfig({ ...base, [name]: value })).rejects.toThrow(message);
  });
});
