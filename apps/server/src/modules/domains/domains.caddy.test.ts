import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { request } from "node:https";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../test/free-port.js";
import { startLoopbackDns, type LoopbackDns } from "../../test/loopback/dns-server.js";
import { createTestAppOnDisk, type TestAppOnDisk } from "../../test/test-app.js";

const CADDY = "/usr/bin/caddy";
const CADDYFILE = fileURLToPath(new URL("../../../../../deploy/Caddyfile", import.meta.url));
// CI installs Debian's caddy (.ci/run); elsewhere a machine without it skips this file. What
// it proves does not depend on the database, so it runs on the embedded one only.
const HAS_CADDY = existsSync(CADDY) || process.env.CI === "true";
const IS_PGLITE = process.env.TEST_DB !== "postgres";

/** Resolves once something accepts TCP connections on the port, or throws after `ms`. */
async function waitForPort(port: number, ms: number) {
  const until = Date.now() + ms;
  for (;;) {
    const isOpen = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1", () => (socket.destroy(), resolve(true)));
      socket.on("error", () => resolve(false));
    });
    if (isOpen) return;
    if (Date.now() > until) throw new Error(`nothing listens on ${port}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Reads a file once it exists, or throws after `ms`. */
async function waitForFile(path: string, ms: number): Promise<Buffer> {
  const until = Date.now() + ms;
  for (;;) {
    if (existsSync(path)) return readFile(path);
    if (Date.now() > until) throw new Error(`${path} never appeared`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A GET over HTTPS to Caddy on loopback, for `host` (SNI and Host), trusting only `ca`. */
function httpsGet(port: number, host: string, ca: Buffer, path = "/") {
  return new Promise<{ status: number; body: string; headers: Record<string, unknown> }>(
    (resolve, reject) => {
      const req = request(
        { host: "127.0.0.1", port, path, servername: host, headers: { host }, ca, timeout: 15_000 },
        (res) => {
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (body += chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
        },
      );
      req.on("timeout", () => req.destroy(new Error("timed out")));
      req.on("error", reject);
      req.end();
    },
  );
}

describe.runIf(HAS_CADDY && IS_PGLITE)(
  "HTTPS through Caddy's on-demand TLS (deploy/Caddyfile)",
  () => {
    let dns: LoopbackDns;
    let t: TestAppOnDisk;
    let caddy: ChildProcess;
    let caddyHome: string;
    let httpsPort: number;
    let rootCa: Buffer;
    const output: string[] = [];

    beforeAll(async () => {
      dns = await startLoopbackDns();
      t = await createTestAppOnDisk("sw-caddy-", {
        publicUrl: "https://admin.corp.test",
        sitesDomain: "sites.corp.test",
        sitesTargetHost: ["127.0.0.1"],
        dnsServers: [dns.server],
      });
      await t.app.listen({ port: 0, host: "127.0.0.1" });
      const address = t.app.server.address();
      const upstream = `127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
      caddyHome = await mkdtemp(join(tmpdir(), "sw-caddy-home-"));
      httpsPort = await freePort();
      // The shipped Caddyfile as it is, its placeholders set for a test: high ports, Caddy's own
      // local CA instead of Let's Encrypt, no admin endpoint, its storage in a scratch folder.
      caddy = spawn(CADDY, ["run", "--config", CADDYFILE, "--adapter", "caddyfile"], {
        env: {
          PATH: process.env.PATH,
          HOME: caddyHome,
          XDG_DATA_HOME: join(caddyHome, "data"),
          XDG_CONFIG_HOME: join(caddyHome, "config"),
          HTTP_PORT: String(await freePort()),
          HTTPS_PORT: String(httpsPort),
          CADDY_ADMIN: "off",
          CADDY_ISSUER: "internal",
          SHOPWRIGHT_ADMIN_HOST: "admin.corp.test",
          SHOPWRIGHT_UPSTREAM: upstream,
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      caddy.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
      caddy.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
      try {
        await waitForPort(httpsPort, 30_000);
        rootCa = await waitForFile(
          join(caddyHome, "data", "caddy", "pki", "authorities", "local", "root.crt"),
          30_000,
        );
      } catch (error) {
        throw new Error(`${String(error)}\n${output.join("")}`);
      }
    }, 120_000);

    afterAll(async () => {
      if (caddy && caddy.exitCode === null) {
        const exited = new Promise((resolve) => caddy.once("exit", resolve));
        caddy.kill("SIGTERM");
        await exited;
      }
      await t?.close();
      await dns?.close();
      if (caddyHome) await rm(caddyHome, { recursive: true, force: true });
    });

    it("serves a verified domain over HTTPS and refuses a certificate to an unverified one", async () => {
      const { auth } = await t.signUp();
      const created = await t.call("POST", "/api/store", auth, {
        storeName: "Bloom",
        domain: "bloom.test",
      });
      expect(created.statusCode, created.body).toBe(201);
      const storeId = created.json().data.store._id as string;
      const published = await t.call("POST", `/api/store/${storeId}/publish`, auth, {
        jsonLayout: { sections: [{ type: "hero", title: "Bloom over HTTPS" }] },
      });
      expect(published.statusCode, published.body).toBe(200);

      // Before verification Caddy is told no: the handshake fails, no certificate is made.
      await expect(httpsGet(httpsPort, "bloom.test", rootCa)).rejects.toThrow();

      const domain = (await t.call("GET", `/api/store/${storeId}/domain`, auth)).json().data.domain;
      const token = domain.records.find((r: { type: string }) => r.type === "TXT").value as string;
      dns.set("_shopwright-challenge.bloom.test", "TXT", [token]);
      dns.set("bloom.test", "A", ["127.0.0.1"]);
      const checked = await t.call("POST", `/api/store/${storeId}/domain/check`, auth);
      expect(checked.json().data.domain.status).toBe("active");

      const page = await httpsGet(httpsPort, "bloom.test", rootCa);
      expect(page.status).toBe(200);
      expect(page.body).toContain("Bloom over HTTPS");
      // The www. twin gets a certificate too, and redirects to the canonical host.
      const twin = await httpsGet(httpsPort, "www.bloom.test", rootCa, "/about");
      expect(twin.status).toBe(301);
      expect(twin.headers.location).toBe("//bloom.test/about");

      // Another host, never verified: still no certificate.
      await expect(httpsGet(httpsPort, "stranger.test", rootCa)).rejects.toThrow();
    }, 60_000);
  },
);
