import { ACCOUNT_MESSAGES, MESSAGES } from "@shopwright/sdk";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox, passwordResets } from "../../db/schema.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { hashResetToken } from "./account.service.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: "https://shop.example.com" });
});
afterAll(() => t.close());

type Auth = { authorization: string };
const bearer = (token: string): Auth => ({ authorization: `Bearer ${token}` });
let counter = 0;
let address = 0;
// Each call from an address of its own: the per-IP limits are tested on their own below.
const nextAddress = () => `10.50.${Math.floor(++address / 250)}.${address % 250}`;

const call = (
  method: "GET" | "POST",
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) => t.app.inject({ method, url, payload, headers, remoteAddress: nextAddress() });

async function account(password = "secret123") {
  const email = `acct${++counter}-${Date.now()}@example.com`;
  const registered = await call("POST", "/api/auth/register", { name: "Ada", email, password });
  expect(registered.statusCode, registered.body).toBe(201);
  return { email, password, token: registered.json().data.token as string };
}

const login = async (email: string, password: string) =>
  (await call("POST", "/api/auth/login", { email, password })).statusCode;
const me = async (token: string) =>
  (await call("GET", "/api/auth/me", undefined, bearer(token))).statusCode;

/** The mails kept for `to` (no SMTP here), waiting a moment for those sent in the background. */
async function mailsTo(to: string, atLeast = 1) {
  for (let i = 0; i < 100; i++) {
    const rows = await t.database.db.select().from(outbox).where(eq(outbox.toAddress, to));
    if (rows.length >= atLeast) return rows;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return t.database.db.select().from(outbox).where(eq(outbox.toAddress, to));
}

const resetLinkIn = (text: string) =>
  /https:\/\/shop\.example\.com\/reset-password\?token=([\w-]+)/.exec(text);

describe("POST /api/auth/password", () => {
  it("changes the password given the current one, signs the other sessions out and keeps this one", async () => {
    const a = await account();
    const other = (
      await call("POST", "/api/auth/login", { email: a.email, password: a.password })
    ).json().data.token as string;
    const changed = await call(
      "POST",
      "/api/auth/password",
      { currentPassword: a.password, newPassword: "new-secret-9" },
      bearer(a.token),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const fresh = changed.json().data.token as string;
    expect(changed.json().data.user.email).toBe(a.email);
    expect(await me(fresh)).toBe(200);
    expect(await me(a.token)).toBe(401);
    expect(await me(other)).toBe(401);
    expect(await login(a.email, a.password)).toBe(401);
    expect(await login(a.email, "new-secret-9")).toBe(200);
  });

  it.each([
    [
      { currentPassword: "wrong-one", newPassword: "new-secret-9" },
      ACCOUNT_MESSAGES.wrongCurrentPassword,
    ],
    [{ currentPassword: "secret123", newPassword: "short" }, MESSAGES.passwordTooShort],
    [{ currentPassword: "", newPassword: "new-secret-9" }, MESSAGES.fillAllFields],
    [{ currentPassword: "secret123" }, MESSAGES.fillAllFields],
    [{ currentPassword: "secret123", newPassword: "secret123" }, ACCOUNT_MESSAGES.samePassword],
  ])("refuses %j with 400 and changes nothing", async (payload, message) => {
    const a = await account();
    const response = await call("POST", "/api/auth/password", payload, bearer(a.token));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await me(a.token)).toBe(200);
    expect(await login(a.email, a.password)).toBe(200);
  });

  it("answers 401 without a session and 403 to an API key", async () => {
    expect(
      (await call("POST", "/api/auth/password", { currentPassword: "a", newPassword: "bbbbbbbb" }))
        .statusCode,
    ).toBe(401);
    const a = await account();
    const team = await call("POST", "/api/teams", { name: "Keys" }, bearer(a.token));
    const teamId = team.json().data.team._id as string;
    const key = await call(
      "POST",
      `/api/teams/${teamId}/api-keys`,
      { name: "CI" },
      bearer(a.token),
    );
    const response = await call(
      "POST",
      "/api/auth/password",
      { currentPassword: a.password, newPassword: "new-secret-9" },
      bearer(key.json().data.key as string),
    );
    expect(response.statusCode).toBe(403);
    expect(await login(a.email, a.password)).toBe(200);
  });
});

describe("password reset by email", () => {
  it("answers the same whether or not the email has an account, and mails only a real one", async () => {
    const a = await account();
    const stranger = `nobody-${Date.now()}@example.com`;
    const known = await call("POST", "/api/auth/password-reset", { email: a.email.toUpperCase() });
    const unknown = await call("POST", "/api/auth/password-reset", { email: stranger });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json().data.message).toBe(ACCOUNT_MESSAGES.resetRequested);
    const mails = await mailsTo(a.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Reset your Shopwright password");
    expect(resetLinkIn(mails[0]!.textBody)).not.toBeNull();
    expect(await mailsTo(stranger, 0)).toHaveLength(0);
  });

  it("stores only the token's hash; the link works once, sets the password and signs every session out", async () => {
    const a = await account();
    await call("POST", "/api/auth/password-reset", { email: a.email });
    const [mail] = await mailsTo(a.email);
    const token = resetLinkIn(mail!.textBody)![1]!;
    const stored = await t.database.db.select().from(passwordResets);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
    expect(stored.some((row) => row.tokenHash === hashResetToken(token))).toBe(true);

    const reset = await call("POST", "/api/auth/password-reset/confirm", {
      token,
      newPassword: "reset-pass-1",
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().data).toEqual({ passwordReset: true });
    expect(await me(a.token)).toBe(401);
    expect(await login(a.email, a.password)).toBe(401);
    expect(await login(a.email, "reset-pass-1")).toBe(200);

    const again = await call("POST", "/api/auth/password-reset/confirm", {
      token,
      newPassword: "other-pass-2",
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: "reset_link_invalid",
      message: ACCOUNT_MESSAGES.resetLinkInvalid,
    });
    expect(await login(a.email, "reset-pass-1")).toBe(200);
  });

  it("refuses an expired link, an unknown token and a short password, changing nothing", async () => {
    const a = await account();
    await call("POST", "/api/auth/password-reset", { email: a.email });
    const token = resetLinkIn((await mailsTo(a.email))[0]!.textBody)![1]!;
    const short = await call("POST", "/api/auth/password-reset/confirm", {
      token,
      newPassword: "abc",
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(MESSAGES.passwordTooShort);
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResets.tokenHash, hashResetToken(token)));
    for (const body of [
      { token, newPassword: "reset-pass-1" },
      { token: "made-up-token", newPassword: "reset-pass-1" },
      { token: "", newPassword: "reset-pass-1" },
    ]) {
      const response = await call("POST", "/api/auth/password-reset/confirm", body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(ACCOUNT_MESSAGES.resetLinkInvalid);
    }
    expect(await me(a.token)).toBe(200);
    expect(await login(a.email, a.password)).toBe(200);
  });

  it("mails one link a minute per account however often it is asked, and a password change voids it", async () => {
    const a = await account();
    for (let i = 0; i < 3; i++) await call("POST", "/api/auth/password-reset", { email: a.email });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const mails = await mailsTo(a.email);
    expect(mails).toHaveLength(1);
    const token = resetLinkIn(mails[0]!.textBody)![1]!;
    await call(
      "POST",
      "/api/auth/password",
      { currentPassword: a.password, newPassword: "changed-9" },
      bearer(a.token),
    );
    const response = await call("POST", "/api/auth/password-reset/confirm", {
      token,
      newPassword: "reset-pass-1",
    });
    expect(response.statusCode).toBe(400);
    expect(await login(a.email, "changed-9")).toBe(200);
  });
});

describe("rate limits", () => {
  it("limits reset requests and confirmations per address and minute, like sign-in", async () => {
    const limited = await createTestApp({ authRateLimit: 3 });
    try {
      for (const url of ["/api/auth/password-reset", "/api/auth/password-reset/confirm"]) {
        const statuses: number[] = [];
        for (let i = 0; i < 4; i++) {
          const response = await limited.app.inject({
            method: "POST",
            url,
            payload: { email: "a@example.com", token: "x", newPassword: "reset-pass-1" },
            remoteAddress: "10.9.9.9",
          });
          statuses.push(response.statusCode);
        }
        expect(statuses.at(-1)).toBe(429);
      }
    } finally {
      await limited.close();
    }
  });
});

describe("invite-only registration (REGISTRATION_INVITE_ONLY)", () => {
  let gated: TestApp;
  beforeAll(async () => {
    gated = await createTestApp({ registrationInviteOnly: true, inviteCode: "BETA-2026" });
  });
  afterAll(() => gated.close());

  const register = (email: string, extra: object = {}) =>
    gated.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { name: "Grace", email, password: "secret123", ...extra },
    });

  it("refuses a sign-up without the code or with a wrong one, and creates no account", async () => {
    for (const extra of [{}, { inviteCode: "WRONG" }, { inviteCode: "" }]) {
      const response = await register("grace@example.com", extra);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: "registration_invite_only",
        message: ACCOUNT_MESSAGES.inviteOnly,
      });
    }
    const login = await gated.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "grace@example.com", password: "secret123" },
    });
    expect(login.statusCode).toBe(401);
  });

  it("accepts the invite code, trimmed", async () => {
    expect((await register("code@example.com", { inviteCode: " BETA-2026 " })).statusCode).toBe(
      201,
    );
  });

  it("accepts an email with a pending team invitation, without the code", async () => {
    const owner = await register("owner@example.com", { inviteCode: "BETA-2026" });
    const auth = bearer(owner.json().data.token as string);
    const team = await gated.app.inject({
      method: "POST",
      url: "/api/teams",
      headers: auth,
      payload: { name: "Beta" },
    });
    const teamId = team.json().data.team._id as string;
    const invited = await gated.app.inject({
      method: "POST",
      url: `/api/teams/${teamId}/invites`,
      headers: auth,
      payload: { email: "Invited@Example.com" },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect((await register("invited@example.com")).statusCode).toBe(201);
    // An invitation for one address opens no door for another.
    expect((await register("someone-else@example.com")).statusCode).toBe(403);
  });

  it("is off by default: sign-up needs no code", async () => {
    const response = await call("POST", "/api/auth/register", {
      name: "Open",
      email: `open-${Date.now()}@example.com`,
      password: "secret123",
    });
    expect(response.statusCode).toBe(201);
  });
});
