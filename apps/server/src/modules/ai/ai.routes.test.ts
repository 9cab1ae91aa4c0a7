import { AI_LIMITS, AI_MESSAGES } from "@shopwright/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.js";

type Auth = { authorization: string };

let t: TestApp;
beforeAll(async () => {
  // No AI_BASE_URL: every prompt runs on the offline composer.
  t = await createTestApp({ aiRateLimit: 4 });
});
afterAll(() => t.close());

let domainCounter = 0;

async function createStore(auth: Auth, storeName = "Bean There"): Promise<string> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/store",
    headers: auth,
    payload: { storeName, domain: `ai${++domainCounter}-${Date.now()}.example.com` },
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.store.id;
}

const prompt = (auth: Auth | undefined, storeId: string, payload: unknown) =>
  t.app.inject({
    method: "POST",
    url: `/api/store/${storeId}/ai-prompt`,
    headers: auth ?? {},
    payload: payload as object,
  });

/** The same prompt, asking for server-sent events. */
const promptStream = (auth: Auth | undefined, storeId: string, payload: unknown) =>
  t.app.inject({
    method: "POST",
    url: `/api/store/${storeId}/ai-prompt`,
    headers: { ...auth, accept: "text/event-stream" },
    payload: payload as object,
  });

/** The events of a text/event-stream body, in order. */
function eventsOf(body: string): { event: string; data: unknown }[] {
  return body
    .split("\n\n")
    .filter((block) => block.trim() !== "" && !block.startsWith(":"))
    .map((block) => {
      const event = /^event: (.+)$/m.exec(block)?.[1] ?? "message";
      const data = /^data: (.+)$/m.exec(block)?.[1] ?? "null";
      return { event, data: JSON.parse(data) as unknown };
    });
}

const dismissStyleStep = (auth: Auth, storeId: string) =>
  t.app.inject({ method: "DELETE", url: `/api/store/${storeId}/ai-style-step`, headers: auth });

const history = (auth: Auth, storeId: string) =>
  t.app.inject({ method: "GET", url: `/api/store/${storeId}/ai-messages`, headers: auth });

const reset = (auth: Auth, storeId: string) =>
  t.app.inject({ method: "DELETE", url: `/api/store/${storeId}/ai-messages`, headers: auth });

const load = (auth: Auth, storeId: string) =>
  t.app.inject({ method: "GET", url: `/api/store/${storeId}/editor`, headers: auth });

describe("POST /api/store/:id/ai-prompt", () => {
  it("answers data.ai, data.store and data.message, and stores both chat messages", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    const response = await prompt(auth, storeId, { prompt: "  Landing page for coffee brand  " });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.ai).toMatchObject({ engine: "composer", fellBack: false, notice: null });
    expect(data.ai.reply).toEqual(expect.any(String));
    expect(data.ai.reply.length).toBeGreaterThan(0);
    expect(data.store).toMatchObject({ _id: storeId, storeName: "Bean There" });
    expect(data.message).toMatchObject({ role: "assistant", content: data.ai.reply });
    expect(data.userMessage).toMatchObject({
      role: "user",
      content: "Landing page for coffee brand",
    });
    // One prompt is one save: the version moves by one exactly when the site changed.
    expect(data.store.version).toBe(data.ai.changed ? 2 : 1);

    const messages = (await history(auth, storeId)).json().data.messages;
    expect(messages.map((m: { role: string }) => m.role)).toEqual(["user", "assistant"]);
    expect(messages[1]).toMatchObject({ content: data.ai.reply, engine: "composer" });
  });

  it("saves what it changed through the editor, so the editor loads it", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    const data = (await prompt(auth, storeId, { prompt: "Landing page for coffee brand" })).json()
      .data;
    const editor = (await load(auth, storeId)).json().data;
    expect(editor.store.version).toBe(data.store.version);
    expect(editor.layout).toEqual(data.store.layout);
  });

  it("answers the generation plan with three style variations, and no plan for an edit", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    const generated = (
      await prompt(auth, storeId, { prompt: "Landing page for coffee brand" })
    ).json().data;
    expect(generated.ai.changed).toBe(true);
    const plan = generated.ai.plan;
    expect(plan).toMatchObject({ industry: "coffee", mood: expect.any(String) });
    expect(plan.altMoods).toHaveLength(2);
    expect(plan.variations.map((v: { mood: string }) => v.mood)).toEqual([
      plan.mood,
      ...plan.altMoods,
    ]);
    for (const variation of plan.variations) {
      expect(variation.label).toEqual(expect.any(String));
      expect(variation.colors.primary).toMatch(/^#[0-9a-f]{6}$/i);
      expect(variation.fonts.heading).toEqual(expect.any(String));
    }
    // The generated site wears the first variation's palette.
    expect(generated.store.theme.primaryColor.toLowerCase()).toBe(
      plan.variations[0].colors.primary.toLowerCase(),
    );

    // Choosing an alternate is an ordinary edit prompt: saved, and without a plan.
    const alternate = plan.variations[1];
    const edited = (
      await prompt(auth, storeId, { prompt: `Make it feel ${alternate.label}` })
    ).json().data;
    expect(edited.ai).toMatchObject({ changed: true });
    expect(edited.ai.plan).toBeUndefined();
    expect(edited.store.version).toBe(generated.store.version + 1);
    expect(edited.store.theme.primaryColor.toLowerCase()).toBe(
      alternate.colors.primary.toLowerCase(),
    );
  });

  it.each([
    [{}, AI_MESSAGES.promptRequired],
    [{ prompt: "" }, AI_MESSAGES.promptRequired],
    [{ prompt: "   \n\t " }, AI_MESSAGES.promptRequired],
    [{ prompt: 42 }, AI_MESSAGES.promptRequired],
    [{ prompt: "x".repeat(AI_LIMITS.promptLength + 1) }, AI_MESSAGES.promptTooLong],
  ])("refuses %j with 400 and a clear message", async (payload, message) => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    const response = await prompt(auth, storeId, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: "validation_failed", message });
    expect((await history(auth, storeId)).json().data.messages).toEqual([]);
  });

  it("accepts a prompt at the length cap once trimmed", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    const text = `  ${"a".repeat(AI_LIMITS.promptLength)}  `;
    expect((await prompt(auth, storeId, { prompt: text })).statusCode).toBe(200);
  });

  it("refuses a body that is not JSON with 4xx, never 500", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    const response = await t.app.inject({
      method: "POST",
      url: `/api/store/${storeId}/ai-prompt`,
      headers: { ...auth, "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("invalid_json");
  });

  it("limits prompts per organization and minute (AI_RATE_LIMIT)", async () => {
    const { auth } = await t.signUp();
    const first = await createStore(auth, "One");
    const second = await createStore(auth, "Two");
    for (const storeId of [first, second, first, second]) {
      expect((await prompt(auth, storeId, { prompt: "Add a product grid" })).statusCode).toBe(200);
    }
    const limited = await prompt(auth, first, { prompt: "Add a product grid" });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: "ai_rate_limited",
      message: AI_MESSAGES.rateLimited,
    });
    // Seconds until the oldest prompt of the window leaves it: within the minute, at least 1.
    const retryAfter = Number(limited.headers["retry-after"]);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // A streamed prompt is refused the same way, as plain JSON before any event.
    const limitedStream = await promptStream(auth, first, { prompt: "Add a product grid" });
    expect(limitedStream.statusCode).toBe(429);
    expect(limitedStream.headers["content-type"]).toMatch(/^application\/json/);
    expect(limitedStream.headers["retry-after"]).toEqual(expect.any(String));
    expect(limitedStream.json()).toMatchObject({ success: false, code: "ai_rate_limited" });
    // Another organization is not affected.
    const other = await t.signUp();
    const otherStore = await createStore(other.auth);
    expect(
      (await prompt(other.auth, otherStore, { prompt: "Add a product grid" })).statusCode,
    ).toBe(200);
  });

  it("asks to sign in without a token", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    expect((await prompt(undefined, storeId, { prompt: "Hi" })).statusCode).toBe(401);
  });
});

describe("POST /api/store/:id/ai-prompt with Accept: text/event-stream", () => {
  it("streams status and the composer's reply, then done with exactly the JSON body", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    const response = await promptStream(auth, storeId, { prompt: "Landing page for coffee brand" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/event-stream/);
    expect(response.headers["cache-control"]).toBe("no-store");
    const events = eventsOf(response.body);
    expect(events.map((e) => e.event)).toEqual(["status", "delta", "status", "done"]);
    expect(events[0]!.data).toEqual({ phase: "thinking", engine: "composer" });
    expect(events[2]!.data).toEqual({ phase: "applying", engine: "composer" });
    const done = events[3]!.data as { success: true; data: { ai: { reply: string } } };
    expect(done.success).toBe(true);
    expect(events[1]!.data).toEqual({ text: done.data.ai.reply });

    // The same answer the JSON route gives: stored, saved, and in the history.
    const messages = (await history(auth, storeId)).json().data.messages;
    expect(done.data).toMatchObject({ message: messages[1], userMessage: messages[0] });
    const editor = (await load(auth, storeId)).json().data;
    expect(editor.store.version).toBe(2);
    const keys = (value: object) => Object.keys(value).sort();
    const json = (await prompt(auth, storeId, { prompt: "Dark theme footer" })).json();
    expect(keys(done)).toEqual(keys(json));
    expect(keys(done.data)).toEqual(keys(json.data));
  });

  it.each([
    ["a blank prompt", "own", { prompt: "  " }, 400, "validation_failed"],
    ["another organization's store", "stranger", { prompt: "Hi" }, 404, "store_not_found"],
  ])("answers %s with plain JSON %i before any event", async (_, who, payload, status, code) => {
    const owner = await t.signUp();
    const storeId = await createStore(owner.auth);
    const caller = who === "own" ? owner : await t.signUp();
    const response = await promptStream(caller.auth, storeId, payload);
    expect(response.statusCode).toBe(status);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ success: false, code });
  });

  it("asks to sign in with plain JSON 401", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    const response = await promptStream(undefined, storeId, { prompt: "Hi" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: "unauthorized" });
  });
});

describe("the theme-preview step after a reload", () => {
  it("keeps the plan with the generation's message until the step is dismissed", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    const generated = (
      await prompt(auth, storeId, { prompt: "Landing page for coffee brand" })
    ).json().data;
    expect(generated.message.plan).toEqual(generated.ai.plan);

    const [, assistant] = (await history(auth, storeId)).json().data.messages;
    expect(assistant.plan).toEqual(generated.ai.plan);
    expect(assistant.isStyleStepDismissed).toBeUndefined();

    const dismissed = await dismissStyleStep(auth, storeId);
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json().data).toEqual({ dismissed: true });
    const after = (await history(auth, storeId)).json().data.messages[1];
    expect(after).toMatchObject({ plan: generated.ai.plan, isStyleStepDismissed: true });
    // Only an open step closes.
    expect((await dismissStyleStep(auth, storeId)).json().data).toEqual({ dismissed: false });
  });

  it("closes nothing when the newest answer is an edit, and keeps edits without a plan", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    await prompt(auth, storeId, { prompt: "Landing page for coffee brand" });
    const edited = (await prompt(auth, storeId, { prompt: "Dark theme footer" })).json().data;
    expect(edited.message.plan).toBeUndefined();
    expect((await dismissStyleStep(auth, storeId)).json().data).toEqual({ dismissed: false });
    const messages = (await history(auth, storeId)).json().data.messages;
    expect(messages[1].isStyleStepDismissed).toBeUndefined();
  });

  it("answers 404 for a store in another organization", async () => {
    const owner = await t.signUp();
    const stranger = await t.signUp();
    const storeId = await createStore(owner.auth);
    await prompt(owner.auth, storeId, { prompt: "Landing page for coffee brand" });
    const response = await dismissStyleStep(stranger.auth, storeId);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe("store_not_found");
    expect((await history(owner.auth, storeId)).json().data.messages[1].isStyleStepDismissed).toBe(
      undefined,
    );
  });
});

describe("GET and DELETE /api/store/:id/ai-messages", () => {
  it("keeps the chat in order across prompts and Reset clears it, leaving the site", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    await prompt(auth, storeId, { prompt: "Landing page for coffee brand" });
    await prompt(auth, storeId, { prompt: "Dark theme footer" });
    const messages = (await history(auth, storeId)).json().data.messages;
    expect(messages.map((m: { role: string; content: string }) => m.role)).toEqual([
      "user",
      "assistant",
      "user",
      "assistant",
    ]);
    expect(messages[0].content).toBe("Landing page for coffee brand");
    expect(messages[2].content).toBe("Dark theme footer");

    const before = (await load(auth, storeId)).json().data;
    const cleared = await reset(auth, storeId);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data).toEqual({ deleted: 4 });
    expect((await history(auth, storeId)).json().data.messages).toEqual([]);
    const after = (await load(auth, storeId)).json().data;
    expect(after.layout).toEqual(before.layout);
    expect(after.store.version).toBe(before.store.version);
  });

  it("starts empty for a new store", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    expect((await history(auth, storeId)).json()).toEqual({
      success: true,
      data: { messages: [] },
    });
  });
});

describe("authorization", () => {
  it("answers 404 for every AI route of a store in another organization, and changes nothing", async () => {
    const owner = await t.signUp();
    const stranger = await t.signUp();
    const storeId = await createStore(owner.auth);
    await prompt(owner.auth, storeId, { prompt: "Landing page for coffee brand" });
    const before = (await load(owner.auth, storeId)).json().data;

    for (const response of [
      await prompt(stranger.auth, storeId, { prompt: "Dark theme footer" }),
      await history(stranger.auth, storeId),
      await reset(stranger.auth, storeId),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe("store_not_found");
    }
    expect((await history(owner.auth, storeId)).json().data.messages).toHaveLength(2);
    expect((await load(owner.auth, storeId)).json().data.store.version).toBe(before.store.version);
  });

  it("lets a teammate use the chat of the team's store", async () => {
    const owner = await t.signUp();
    const team = await t.app.inject({
      method: "POST",
      url: "/api/teams",
      headers: owner.auth,
      payload: { name: "Roasters" },
    });
    const teamId = team.json().data.team._id;
    const storeId = await createStore(owner.auth);
    const mate = await t.signUp();
    const { teamMembers } = await import("../../db/schema.js");
    await t.database.db.insert(teamMembers).values({ teamId, userId: mate.userId, role: "member" });
    expect((await prompt(mate.auth, storeId, { prompt: "Add a product grid" })).statusCode).toBe(
      200,
    );
    expect((await history(mate.auth, storeId)).json().data.messages).toHaveLength(2);
  });

  it.each(["not-a-uuid", "00000000-0000-4000-8000-000000000000"])(
    "answers 404 for the unknown store id %s",
    async (storeId) => {
      const { auth } = await t.signUp();
      expect((await prompt(auth, storeId, { prompt: "Hi" })).statusCode).toBe(404);
      expect((await history(auth, storeId)).statusCode).toBe(404);
      expect((await reset(auth, storeId)).statusCode).toBe(404);
    },
  );
});
