import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { openTestDatabase, signUpOn, testConfig } from "../test/test-app.js";
import { redactUrl } from "./log-redaction.js";

describe("redactUrl", () => {
  it.each([
    ["/api/store/1/preview?token=abc.def", "/api/store/1/preview?token=[redacted]"],
    ["/invite/accept?token=xyz&next=/a", "/invite/accept?token=[redacted]&next=/a"],
    ["/reset-password?a=1&TOKEN=xyz", "/reset-password?a=1&TOKEN=[redacted]"],
    ["/x?%74oken=xyz", "/x?%74oken=[redacted]"],
    ["/?invite=SHOPWRIGHT", "/?invite=[redacted]"],
    ["/x?token", "/x?token=[redacted]"],
    ["/x?tokens=1&page=2", "/x?tokens=1&page=2"],
    ["/plain/path", "/plain/path"],
  ])("%s → %s", (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

// Request logs list every URL: preview, invite and reset links carry their token in the query.
describe("the request log", () => {
  const lines: string[] = [];
  let app: Awaited<ReturnType<typeof buildApp>>;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const database = await openTestDatabase();
    app = await buildApp({
      config: testConfig({ logLevel: "info" }),
      database,
      logStream: { write: (line: string) => void lines.push(line) },
    });
    await app.ready();
    close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(() => close());

  it("never shows a preview, invite or reset token", async () => {
    const { auth } = await signUpOn(app);
    const store = await app.inject({
      method: "POST",
      url: "/api/store",
      headers: auth,
      payload: { storeName: "Logged", domain: `logged-${Date.now()}.example.com` },
    });
    const storeId = store.json().data.store.id as string;
    const editor = await app.inject({
      method: "GET",
      url: `/api/store/${storeId}/editor`,
      headers: auth,
    });
    const previewToken = editor.json().data.previewToken as string;
    expect(previewToken.length).toBeGreaterThan(20);
    const secrets = [previewToken, "invite-token-4f9a2c", "reset-token-7d1e3b"];
    const before = lines.length;
    await app.inject({ method: "GET", url: `/api/store/${storeId}/preview?token=${previewToken}` });
    await app.inject({ method: "GET", url: `/api/teams/invites/lookup?token=${secrets[1]}` });
    await app.inject({ method: "GET", url: `/invite/accept?token=${secrets[1]}` });
    await app.inject({ method: "GET", url: `/reset-password?token=${secrets[2]}` });
    await app.inject({
      method: "POST",
      url: "/api/auth/password-reset/confirm",
      payload: { token: secrets[2], newPassword: "secret456" },
    });
    const logged = lines.slice(before).join("");
    // The requests were logged, their tokens were not.
    expect(logged).toContain("/api/teams/invites/lookup?token=[redacted]");
    expect(logged).toContain("/reset-password?token=[redacted]");
    expect(logged).toContain(`/api/store/${storeId}/preview?token=[redacted]`);
    for (const secret of secrets) expect(logged).not.toContain(secret);
  });
});
