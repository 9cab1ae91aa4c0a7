import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { FAKE_PORTS, FAKE_URLS } from "./apps/web/e2e/payment-fakes-control.js";
import { chromiumLaunchOptions } from "./chromium.js";

const port = Number(process.env.E2E_PORT ?? 3199);
// A fresh embedded database for every run, so journeys never see each other's data. Kept in
// the environment, which the workers inherit, so they load this config with the same one.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "shopwright-e2e-"));
const dataDir = process.env.E2E_DATA_DIR;
// The server's log: without SMTP_URL mail waits in the outbox and its links are logged, which
// is where the account journey reads its password reset link (and checks no token is logged).
process.env.E2E_SERVER_LOG ??= join(dataDir, "server.log");
const serverLog = process.env.E2E_SERVER_LOG;

/** One app server of the journeys: the built server on the embedded database in `data`. */
function appServer(appPort: number, data: string, log: string, extra: Record<string, string> = {}) {
  return {
    command: `node apps/server/dist/main.js > "${log}"`,
    // 200 once the server serves and its database and file stores answer.
    url: `http://localhost:${appPort}/readyz`,
    ignoreHTTPSErrors: true,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(appPort),
      HOST: "127.0.0.1",
      DATA_DIR: data,
      LOG_LEVEL: "info",
      AUTH_RATE_LIMIT: "500",
      // Only the settings here: a developer's .env in the repository is not read.
      ENV_FILE: "none",
      // The journeys run on the embedded database in their own DATA_DIR, as `npm start` does,
      // even when the unit suites' DATABASE_URL is set (Playwright passes its environment on).
      DATABASE_URL: "",
      // The image-import journey serves its photo from loopback, which the server refuses to
      // fetch from unless told (the refusal itself is tested in image-import-ssrf.test.ts).
      OUTBOUND_ALLOW_PRIVATE: "true",
      // The checkout journeys pay on the loopback Stripe and PayPal below.
      STRIPE_API_BASE: FAKE_URLS.stripe,
      PAYPAL_API_BASE: FAKE_URLS.paypal,
      // Domain checks ask the loopback DNS server of payment-fakes.ts, never the machine's resolver.
      DNS_SERVERS: `127.0.0.1:${FAKE_PORTS.dns}`,
      SITES_TARGET_HOST: "203.0.113.7",
      ...extra,
    },
  };
}

export default defineConfig({
  testDir: "apps/web/e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunchOptions },
    },
    {
      name: "mobile",
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        launchOptions: chromiumLaunchOptions,
      },
      grep: /@mobile/,
    },
  ],
  webServer: [
    appServer(port, dataDir, serverLog),
    // The journeys that read a customer's mail (catalogue-checkout.spec.ts) use a second app
    // server that sends through the loopback SMTP server; the first keeps mail in its outbox, as
    // `npm start` does, so the invite journeys see the link the inviter is shown.
    appServer(FAKE_PORTS.mailingApp, join(dataDir, "mailing"), join(dataDir, "mailing.log"), {
      SMTP_URL: FAKE_URLS.smtp,
    }),
    {
      // Ports follow E2E_PORT (payment-fakes-control.ts); the specs send webhooks through it.
      command: "npx tsx --conditions=@shopwright/source apps/web/e2e/payment-fakes.ts",
      url: `${FAKE_URLS.control}/control/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { E2E_PORT: String(port) },
    },
  ],
});
