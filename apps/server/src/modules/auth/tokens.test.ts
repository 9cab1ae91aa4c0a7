import { SignJWT } from "jose";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTokens } from "./tokens.js";

const SECRET = "test-secret-that-is-long-enough-for-hs256-0123456789";
const key = new TextEncoder().encode(SECRET);

const ONE = { userId: "user-1", sessionVersion: 0 };

afterEach(() => vi.useRealTimers());

describe("bearer tokens", () => {
  it("answers the user of a valid token, every time it is asked", async () => {
    const tokens = createTokens(SECRET);
    const token = await tokens.sign("user-1", 0);
    expect(await tokens.verify(token)).toEqual(ONE);
    expect(await tokens.verify(token)).toEqual(ONE);
  });

  it("refuses a token once it expires, although it was accepted before", async () => {
    vi.useFakeTimers({ now: new Date("2026-01-01T00:00:00Z"), toFake: ["Date"] });
    const tokens = createTokens(SECRET);
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("user-1")
      .setIssuer("shopwright")
      .setExpirationTime(new Date("2026-01-01T00:01:00Z"))
      .sign(key);
    expect(await tokens.verify(token)).toEqual(ONE);
    vi.setSystemTime(new Date("2026-01-01T00:00:59.999Z"));
    expect(await tokens.verify(token)).toEqual(ONE);
    vi.setSystemTime(new Date("2026-01-01T00:01:00Z"));
    expect(await tokens.verify(token)).toBeNull();
  });

  it("refuses tokens signed with another secret, preview tokens and tampered tokens", async () => {
    const tokens = createTokens(SECRET);
    const foreign = await createTokens(`${SECRET}-other`).sign("user-1", 0);
    const preview = await tokens.signPreview("store-1", { actor: { userId: "user-1" } });
    const valid = await tokens.sign("user-1", 0);
    const tampered = `${valid.slice(0, -2)}${valid.endsWith("AA") ? "BB" : "AA"}`;
    for (const token of [foreign, preview, tampered, "not-a-token"]) {
      expect(await tokens.verify(token)).toBeNull();
      expect(await tokens.verify(token)).toBeNull();
    }
    expect(await tokens.verify(valid)).toEqual(ONE);
  });

  it("answers the session version a token was issued at", async () => {
    const tokens = createTokens(SECRET);
    expect(await tokens.verify(await tokens.sign("user-1", 3))).toEqual({
      userId: "user-1",
      sessionVersion: 3,
    });
  });

  it("carries a preview's credential: the session version or the API key", async () => {
    const tokens = createTokens(SECRET);
    const actor = { userId: "user-1" };
    const session = await tokens.signPreview("store-1", { actor, sessionVersion: 2 });
    expect(await tokens.verifyPreview(session)).toEqual({
      actor,
      storeId: "store-1",
      sessionVersion: 2,
    });
    const scoped = { userId: "user-1", teamScope: "team-1" };
    const viaKey = await tokens.signPreview("store-1", { actor: scoped, apiKeyId: "key-1" });
    expect(await tokens.verifyPreview(viaKey)).toEqual({
      actor: scoped,
      storeId: "store-1",
      apiKeyId: "key-1",
    });
  });
});
