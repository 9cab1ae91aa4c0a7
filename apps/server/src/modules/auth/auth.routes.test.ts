import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SignJWT } from "jose";
import { createTestApp, type TestApp } from "../../test/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: unknown) =>
  t.app.inject({ method: "POST", url: "/api/auth/register", payload: payload as object });
const login = (payload: unknown) =>
  t.app.inject({ method: "POST", url: "/api/auth/login", payload: payload as object });

describe("POST /api/auth/register", () => {
  it("creates an account, answers a token and never the password hash", async () => {
    const response = await register({
      name: " Ada ",
      email: " Ada@Example.COM ",
      password: "secret1",
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.data.user).toMatchObject({ name: "Ada", email: "ada@example.com" });
    expect(response.body).not.toMatch(/password|argon/i);
  });

  it("answers 409 for an email already registered, in any case", async () => {
    await register({ name: "B", email: "dup@example.com", password: "secret1" });
    const response = await register({ name: "B2", email: "DUP@example.com ", password: "secret2" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      code: "email_taken",
      message: "An account with this email already exists",
    });
  });

  it.each([
    [{ name: "", email: "a@b.co", password: "secret1" }, "Please fill in all fields"],
    [{ name: "A", email: "  ", password: "secret1" }, "Please fill in all fields"],
    [{ email: "a@b.co", password: "secret1" }, "Please fill in all fields"],
    [
      { name: "A", email: "a@b.co", password: "12345" },
      "Password must be at least 6 characters long",
    ],
    [
      { name: "A", email: "not-an-email", password: "secret1" },
      "Please enter a valid email address",
    ],
    [
      { name: "A".repeat(101), email: "a@b.co", password: "secret1" },
      "Name must be at most 100 characters",
    ],
    [{ name: 42, email: "a@b.co", password: "secret1" }, "Please fill in all fields"],
  ])("rejects %j with %s", async (payload, message) => {
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message, code: "validation_failed" });
  });
});

describe("POST /api/auth/login", () => {
  beforeAll(async () => {
    await register({ name: "Lin", email: "lin@example.com", password: "correct-horse" });
  });

  it("signs in with the right password, whatever the email's case", async () => {
    const response = await login({ email: "LIN@example.com", password: "correct-horse" });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.email).toBe("lin@example.com");
  });

  it("answers the same 401 for a wrong password and an unknown email", async () => {
    const wrong = await login({ email: "lin@example.com", password: "wrong-horse" });
    const unknown = await login({ email: "nobody@example.com", password: "correct-horse" });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe("Invalid email or password");
  });

  it("asks for both fields", async () => {
    const response = await login({ email: "lin@example.com", password: "" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Please fill in all fields");
  });
});

describe("GET /api/auth/me", () => {
  it("answers the signed-in user and no organization before they join one", async () => {
    const { auth } = await t.signUp("Mia");
    const response = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: auth });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ user: { name: "Mia" }, organization: null });
  });

  it.each([
    ["no header", undefined],
    ["a malformed header", "Token abc"],
    ["a garbage token", "Bearer not.a.token"],
  ])("answers 401 for %s", async (_label, authorization) => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/auth/me",
      headers: authorization ? { authorization } : {},
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: "unauthorized" });
  });

  it("refuses a token signed with another key and an alg:none token", async () => {
    const { userId } = await t.signUp();
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(userId)
      .setIssuer("shopwright")
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("another-secret-another-secret-another-secret"));
    const encode = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");
    const unsigned = `${encode({ alg: "none", typ: "JWT" })}.${encode({ sub: userId, iss: "shopwright" })}.`;
    for (const token of [forged, unsigned]) {
      const response = await t.app.inject({
        method: "GET",
        url: "/api/auth/me",
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it("refuses an expired token", async () => {
    const { userId } = await t.signUp();
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(userId)
      .setIssuer("shopwright")
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode("test-secret-that-is-long-enough-for-hs256-0123456789"));
    const response = await t.app.inject({
      method: "GET",
      url: "/api/auth/me",
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("rate limits", () => {
  it("answers 429 with a message once an IP passes the sign-in limit", async () => {
    const limited = await createTestApp({ authRateLimit: 3 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await limited.app.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { email: "x@example.com", password: "whatever" },
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          expect(response.json()).toMatchObject({ success: false, code: "rate_limited" });
        }
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});
