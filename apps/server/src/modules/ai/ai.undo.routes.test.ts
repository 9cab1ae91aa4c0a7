import { DRAFT_HISTORY_MESSAGES, type ChatMessageDto } from "@shopwright/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type Auth, type TestApp } from "../../test/test-app.js";

let t: TestApp;
beforeAll(async () => {
  // No AI_BASE_URL: every prompt runs on the offline composer.
  t = await createTestApp({ aiRateLimit: 100 });
});
afterAll(() => t.close());

const GENERATE = "Website for a florist in Ghent selling bouquets and dried flowers";
const HEADLINE = 'change the hero headline to "Fresh flowers daily"';

let counter = 0;
async function createStore(auth: Auth): Promise<string> {
  const response = await t.call("POST", "/api/store", auth, {
    storeName: "Petal & Stem",
    domain: `undo${++counter}-${Date.now()}.example.com`,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.store.id as string;
}

async function prompt(auth: Auth, storeId: string, text: string) {
  const response = await t.call("POST", `/api/store/${storeId}/ai-prompt`, auth, { prompt: text });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    ai: { reply: string; changed: boolean; undoneMessageId?: string };
    store: {
      version: number;
      layout: { pages: { sections: { type: string; props: Record<string, unknown> }[] }[] };
    };
    message: ChatMessageDto;
  };
}

const undo = (auth: Auth, storeId: string, messageId: string) =>
  t.call("POST", `/api/store/${storeId}/ai-messages/${messageId}/undo`, auth);

/** The hero's title on the home page, and the store's version, as the editor loads them. */
async function draftOf(auth: Auth, storeId: string) {
  const response = await t.call("GET", `/api/store/${storeId}/editor`, auth);
  const data = response.json().data;
  const hero = data.layout.pages[0].sections.find((s: { type: string }) => s.type === "hero");
  return {
    title: hero?.props.title as string | undefined,
    version: data.store.version as number,
    beforeAiTurn: data.beforeAiTurn as { label: string; layout: { pages: unknown[] } } | undefined,
  };
}

async function messages(auth: Auth, storeId: string) {
  const response = await t.call("GET", `/api/store/${storeId}/ai-messages`, auth);
  return response.json().data.messages as ChatMessageDto[];
}

/** A store with a generated florist site and then a headline edit. */
async function floristWithEdit() {
  const owner = await t.signUp();
  const storeId = await createStore(owner.auth);
  const generated = await prompt(owner.auth, storeId, GENERATE);
  const before = await draftOf(owner.auth, storeId);
  const edited = await prompt(owner.auth, storeId, HEADLINE);
  expect((await draftOf(owner.auth, storeId)).title).toBe("Fresh flowers daily");
  return { owner, storeId, generated, edited, before };
}

describe("a reply that changed the site", () => {
  it("says so in its message: the draft version it wrote, that it can be undone", async () => {
    const { owner, storeId, generated, edited } = await floristWithEdit();
    expect(edited.message).toMatchObject({
      hasChangedSite: true,
      draftVersion: edited.store.version,
      canUndo: true,
      isUndone: false,
    });
    const stored = (await messages(owner.auth, storeId)).filter((m) => m.role === "assistant");
    expect(stored.map((m) => [m.hasChangedSite, m.canUndo])).toEqual([
      [true, false],
      [true, true],
    ]);
    expect(generated.message.draftVersion).toBe(generated.store.version);
    // The draft history names the turn by its prompt.
    const history = await t.call("GET", `/api/store/${storeId}/draft-versions`, owner.auth);
    expect(history.json().data.versions[0]).toMatchObject({ source: "ai", label: HEADLINE });
  });

  it("says nothing of undo when it changed nothing", async () => {
    const { auth } = await t.signUp();
    const storeId = await createStore(auth);
    const reply = await prompt(auth, storeId, "hello");
    expect(reply.ai.changed).toBe(false);
    expect(reply.message.hasChangedSite).toBeUndefined();
    const refused = await undo(auth, storeId, reply.message._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "undo_unavailable",
      message: DRAFT_HISTORY_MESSAGES.undoNothingChanged,
    });
  });
});

describe("POST /api/store/:id/ai-messages/:messageId/undo", () => {
  it("puts the draft back as it was before the reply, as a new version, and marks the reply undone", async () => {
    const { owner, storeId, edited, before } = await floristWithEdit();
    const response = await undo(owner.auth, storeId, edited.message._id);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.message).toMatchObject({ _id: edited.message._id, isUndone: true, canUndo: false });
    expect(data.store.version).toBe(edited.store.version + 1);
    const heroes = data.store.layout.pages[0].sections.filter(
      (s: { type: string }) => s.type === "hero",
    );
    expect(heroes[0].props.title).toBe(before.title);
    expect(await draftOf(owner.auth, storeId)).toMatchObject({
      title: before.title,
      version: edited.store.version + 1,
    });
    const history = await t.call("GET", `/api/store/${storeId}/draft-versions`, owner.auth);
    expect(history.json().data.versions[0]).toMatchObject({
      source: "undo",
      label: `Undid: ${HEADLINE}`,
      isCurrent: true,
    });
    const stored = (await messages(owner.auth, storeId)).find((m) => m._id === edited.message._id);
    expect(stored).toMatchObject({ isUndone: true, canUndo: false });

    const again = await undo(owner.auth, storeId, edited.message._id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(DRAFT_HISTORY_MESSAGES.undoAlreadyUndone);
  });

  it("refuses with a clear 409 once the draft changed after the reply, and overwrites nothing", async () => {
    const { owner, storeId, edited } = await floristWithEdit();
    const editor = await t.call("GET", `/api/store/${storeId}/editor`, owner.auth);
    const layout = editor.json().data.layout;
    layout.pages[0].sections.find((s: { type: string }) => s.type === "hero").props.title =
      "Edited by hand";
    const saved = await t.call("POST", `/api/store/${storeId}/editor-update`, owner.auth, {
      layout,
      version: edited.store.version,
    });
    expect(saved.statusCode).toBe(200);

    const response = await undo(owner.auth, storeId, edited.message._id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: "undo_unavailable",
      message: DRAFT_HISTORY_MESSAGES.undoDraftChanged,
    });
    expect(await draftOf(owner.auth, storeId)).toMatchObject({
      title: "Edited by hand",
      version: edited.store.version + 1,
    });
  });

  it("refuses an older reply while a newer one is still in the draft", async () => {
    const { owner, storeId, generated } = await floristWithEdit();
    const response = await undo(owner.auth, storeId, generated.message._id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(DRAFT_HISTORY_MESSAGES.undoDraftChanged);
  });

  it("after an undo, takes back the reply before it too, one step at a time", async () => {
    const { owner, storeId, generated, edited } = await floristWithEdit();
    expect((await undo(owner.auth, storeId, edited.message._id)).statusCode).toBe(200);
    const listed = (await messages(owner.auth, storeId)).find(
      (m) => m._id === generated.message._id,
    );
    expect(listed?.canUndo).toBe(true);
    const response = await undo(owner.auth, storeId, generated.message._id);
    expect(response.statusCode, response.body).toBe(200);
    // Before the generation the site had never been saved: an empty home page.
    expect(response.json().data.store.layout.pages).toEqual([
      { name: "Home", path: "/", sections: [] },
    ]);
  });

  it("answers 404 for a message of another store, another organization, a prompt or no message", async () => {
    const { owner, storeId, edited } = await floristWithEdit();
    const stranger = await t.signUp();
    const theirs = await createStore(stranger.auth);
    const outside = await undo(stranger.auth, storeId, edited.message._id);
    expect(outside.statusCode).toBe(404);
    expect(outside.json().code).toBe("store_not_found");
    const elsewhere = await undo(stranger.auth, theirs, edited.message._id);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().code).toBe("message_not_found");
    const userMessage = (await messages(owner.auth, storeId)).find((m) => m.role === "user")!;
    for (const id of [userMessage._id, "nope", "00000000-0000-4000-8000-000000000000"]) {
      const missing = await undo(owner.auth, storeId, id);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().code).toBe("message_not_found");
    }
    expect((await draftOf(owner.auth, storeId)).title).toBe("Fresh flowers daily");
  });
});

describe("typing undo in the chat", () => {
  it("undoes the last reply that changed the site and says what it undid in one sentence", async () => {
    const { owner, storeId, edited, before } = await floristWithEdit();
    const reply = await prompt(owner.auth, storeId, "Undo that");
    expect(reply.ai.reply).toBe(
      `Undid “${HEADLINE}”: the site is back to how it was before that change.`,
    );
    expect(reply.ai).toMatchObject({ changed: true, undoneMessageId: edited.message._id });
    expect(reply.message.hasChangedSite).toBeUndefined();
    expect((await draftOf(owner.auth, storeId)).title).toBe(before.title);
    const stored = (await messages(owner.auth, storeId)).find((m) => m._id === edited.message._id);
    expect(stored?.isUndone).toBe(true);

    // Again: the reply before it, the generation, is taken back too.
    const second = await prompt(owner.auth, storeId, "take that back");
    expect(second.ai.changed).toBe(true);
    expect(second.ai.reply).toMatch(/^Undid “Website for a florist/);
    expect(second.store.layout.pages[0]!.sections).toEqual([]);

    const third = await prompt(owner.auth, storeId, "undo");
    expect(third.ai).toMatchObject({
      changed: false,
      reply: "There is no change of mine to undo yet.",
    });
  });

  it("streams as any prompt does: status, the reply as a delta, then done", async () => {
    const { owner, storeId } = await floristWithEdit();
    const response = await t.app.inject({
      method: "POST",
      url: `/api/store/${storeId}/ai-prompt`,
      headers: { ...owner.auth, accept: "text/event-stream" },
      payload: { prompt: "undo" },
    });
    expect(response.headers["content-type"]).toMatch(/^text\/event-stream/);
    const events = [...response.body.matchAll(/^event: (.+)$/gm)].map((match) => match[1]);
    expect(events).toEqual(["status", "delta", "status", "done"]);
    expect(response.body).toContain("Undid");
    expect((await draftOf(owner.auth, storeId)).title).not.toBe("Fresh flowers daily");
  });

  it("answers in the owner's language, and refuses when the draft changed since", async () => {
    const { owner, storeId, edited } = await floristWithEdit();
    const editor = await t.call("GET", `/api/store/${storeId}/editor`, owner.auth);
    const saved = await t.call("POST", `/api/store/${storeId}/editor-update`, owner.auth, {
      layout: editor.json().data.layout,
      version: edited.store.version,
    });
    expect(saved.statusCode).toBe(200);
    const reply = await prompt(owner.auth, storeId, "deshacer");
    expect(reply.ai.changed).toBe(false);
    expect(reply.ai.reply).toMatch(/^El borrador cambió/);
    expect((await draftOf(owner.auth, storeId)).title).toBe("Fresh flowers daily");
  });
});

describe("GET /api/store/:id/editor after an AI turn", () => {
  it("carries the document before the turn while the draft is still the turn's", async () => {
    const { owner, storeId, before } = await floristWithEdit();
    const loaded = await draftOf(owner.auth, storeId);
    expect(loaded.beforeAiTurn?.label).toBe(HEADLINE);
    const editor = await t.call("GET", `/api/store/${storeId}/editor`, owner.auth);
    const hero = editor
      .json()
      .data.beforeAiTurn.layout.pages[0].sections.find((s: { type: string }) => s.type === "hero");
    expect(hero.props.title).toBe(before.title);

    // Once the editor saved over it, there is no AI turn to take back on opening.
    const saved = await t.call("POST", `/api/store/${storeId}/editor-update`, owner.auth, {
      layout: editor.json().data.layout,
      version: loaded.version,
    });
    expect(saved.statusCode).toBe(200);
    expect((await draftOf(owner.auth, storeId)).beforeAiTurn).toBeUndefined();
  });
});
