import {
  DRAFT_HISTORY_MESSAGES,
  type AiPromptResult,
  type StoreDto,
  type UndoAiTurnResult,
} from "@shopwright/sdk";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { aStore, deferredReply, fail, fakeApi, ok } from "../../test/fake-api";
import { renderRoutes } from "../../test/render";
import { ChatPage } from "./ChatPage";
import { CHAT_TEXT } from "./chat.texts";
import { aChatMessage } from "../../test/chat-fixtures";

const layoutWith = (title: string) => ({
  pages: [
    {
      name: "Home",
      path: "/",
      sections: [{ id: "hero-1", type: "hero", props: { title } }],
    },
  ],
});
const before = aStore({ _id: "s1", layout: layoutWith("Bouquets from Ghent"), version: 2 });
const edited = { ...before, layout: layoutWith("Fresh flowers daily"), version: 3 };
const restored: StoreDto = { ...before, version: 4 };

const message = aChatMessage;

const thread = [
  message({ _id: "u1", role: "user", content: "Website for a florist" }),
  message({
    _id: "a1",
    content: "Built your florist site.",
    hasChangedSite: true,
    draftVersion: 2,
  }),
  message({
    _id: "u2",
    role: "user",
    content: 'change the hero headline to "Fresh flowers daily"',
  }),
  message({
    _id: "a2",
    content: "Changed the hero headline to “Fresh flowers daily”.",
    hasChangedSite: true,
    draftVersion: 3,
    canUndo: true,
  }),
  message({ _id: "u3", role: "user", content: "hello" }),
  message({ _id: "a3", content: "Hi! Tell me what to build or change." }),
];

function renderChat(routes: Parameters<typeof fakeApi>[0] = {}) {
  const requests = fakeApi({
    "GET /api/store/s1": ok({ store: edited }),
    "GET /api/store/s1/ai-messages": ok({ messages: thread }),
    "GET /api/products/s1": ok({ products: [], total: 0, page: 1, limit: 48 }),
    ...routes,
  });
  renderRoutes(
    [{ path: "/dashboard/store/:storeId/chatbox", element: <ChatPage /> }],
    "/dashboard/store/s1/chatbox",
  );
  return requests;
}

const bubbleOf = async (text: string) =>
  (await screen.findByText(text)).closest("li") as HTMLElement;

afterEach(() => vi.restoreAllMocks());

describe("the style step after a generation", () => {
  const plan = {
    industry: "florist",
    mood: "natural",
    altMoods: ["romantic"],
    variations: [
      {
        mood: "natural",
        label: "natural and earthy",
        colors: {
          primary: "#2F5D50",
          secondary: "#CFE1B9",
          accent: "#A8623A",
          background: "#F6F4EC",
          text: "#1E2A24",
        },
        fonts: { heading: "Lora", body: "Work Sans" },
      },
      {
        mood: "romantic",
        label: "romantic",
        colors: {
          primary: "#A23B5A",
          secondary: "#F3C1CF",
          accent: "#6B4FA0",
          background: "#FFF7F9",
          text: "#2A1620",
        },
        fonts: { heading: "Playfair Display", body: "Lato" },
      },
    ],
  };
  const generation = [
    message({ _id: "u1", role: "user", content: "Website for a florist" }),
    message({
      _id: "a1",
      content: "Built your florist site.",
      plan,
      hasChangedSite: true,
      draftVersion: 2,
    }),
  ];
  const editAnswer = (undoneMessageId?: string): AiPromptResult => ({
    ai: {
      reply: "Done.",
      operations: [],
      warnings: [],
      suggestions: [],
      engine: "composer",
      fellBack: false,
      notice: null,
      changed: true,
      ...(undoneMessageId ? { undoneMessageId } : {}),
    },
    store: edited,
    message: message({ _id: "a9", content: "Done." }),
    userMessage: message({ _id: "u9", role: "user", content: "next" }),
  });

  it("folds to one line when the owner asks for another change, and opens again", async () => {
    renderChat({
      "GET /api/store/s1/ai-messages": ok({ messages: generation }),
      "POST /api/store/s1/ai-prompt": ok(editAnswer()),
    });
    const user = userEvent.setup();
    const step = await screen.findByRole("region", { name: "Pick a style" });
    expect(within(step).getAllByRole("button", { name: /style, / })).toHaveLength(2);
    await user.type(screen.getByLabelText(CHAT_TEXT.inputLabel), "Add an FAQ{Enter}");
    expect(await screen.findByText("Done.")).toBeInTheDocument();
    const folded = screen.getByRole("region", { name: "Pick a style" });
    expect(folded).toHaveTextContent("Style: Natural and earthy");
    await user.click(within(folded).getByRole("button", { name: /Show styles/ }));
    expect(
      within(screen.getByRole("region", { name: "Pick a style" })).getAllByRole("button", {
        name: /style, /,
      }),
    ).toHaveLength(2);
  });

  it("goes away when the generation is undone", async () => {
    renderChat({
      "GET /api/store/s1/ai-messages": ok({ messages: generation }),
      "POST /api/store/s1/ai-prompt": ok(editAnswer("a1")),
    });
    const user = userEvent.setup();
    await screen.findByRole("region", { name: "Pick a style" });
    await user.type(screen.getByLabelText(CHAT_TEXT.inputLabel), "undo{Enter}");
    expect(await screen.findByText("Done.")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Pick a style" })).not.toBeInTheDocument();
  });
});

describe("Undo in the chat", () => {
  it("offers Undo only on replies that changed the site", async () => {
    renderChat();
    const generated = await bubbleOf("Built your florist site.");
    const headline = await bubbleOf("Changed the hero headline to “Fresh flowers daily”.");
    const greeting = await bubbleOf("Hi! Tell me what to build or change.");
    expect(within(generated).getByRole("button", { name: CHAT_TEXT.undo })).toBeEnabled();
    expect(within(headline).getByRole("button", { name: CHAT_TEXT.undo })).toBeEnabled();
    expect(
      within(greeting).queryByRole("button", { name: CHAT_TEXT.undo }),
    ).not.toBeInTheDocument();
  });

  it("undoes a reply: 'Undoing...', then 'Undone', and the preview shows the site as before", async () => {
    const pending = deferredReply();
    const requests = renderChat({ "POST /api/store/s1/ai-messages/a2/undo": pending.route });
    const user = userEvent.setup();
    const preview = await screen.findByTestId("site-preview");
    expect(await within(preview).findByText("Fresh flowers daily")).toBeInTheDocument();
    const headline = await bubbleOf("Changed the hero headline to “Fresh flowers daily”.");
    await user.click(within(headline).getByRole("button", { name: CHAT_TEXT.undo }));
    expect(within(headline).getByRole("button", { name: CHAT_TEXT.undoing })).toBeDisabled();

    const result: UndoAiTurnResult = {
      message: { ...thread[3]!, isUndone: true, canUndo: false },
      store: restored,
    };
    pending.release(ok(result));
    expect(await within(headline).findByText(CHAT_TEXT.undone)).toBeInTheDocument();
    expect(
      within(headline).queryByRole("button", { name: CHAT_TEXT.undo }),
    ).not.toBeInTheDocument();
    expect(await within(preview).findByText("Bouquets from Ghent")).toBeInTheDocument();
    expect(requests.filter((r) => r.path.endsWith("/undo"))).toHaveLength(1);
  });

  it("shows the server's reason in place when the undo is refused", async () => {
    renderChat({
      "POST /api/store/s1/ai-messages/a1/undo": fail(
        409,
        DRAFT_HISTORY_MESSAGES.undoDraftChanged,
        "undo_unavailable",
      ),
    });
    const user = userEvent.setup();
    const generated = await bubbleOf("Built your florist site.");
    await user.click(within(generated).getByRole("button", { name: CHAT_TEXT.undo }));
    expect(await within(generated).findByRole("alert")).toHaveTextContent(
      DRAFT_HISTORY_MESSAGES.undoDraftChanged,
    );
    // Nothing changed: the reply still offers Undo and the preview keeps the site.
    expect(within(generated).getByRole("button", { name: CHAT_TEXT.undo })).toBeEnabled();
    expect(
      within(screen.getByTestId("site-preview")).getByText("Fresh flowers daily"),
    ).toBeInTheDocument();
  });

  it("marks the reply undone when the owner types undo", async () => {
    const answer: AiPromptResult = {
      ai: {
        reply: 'Undid “change the hero headline to "Fresh flowers daily"”.',
        operations: [],
        warnings: [],
        suggestions: [],
        engine: "composer",
        fellBack: false,
        notice: null,
        changed: true,
        undoneMessageId: "a2",
      },
      store: restored,
      message: message({ _id: "a4", content: "Undid it." }),
      userMessage: message({ _id: "u4", role: "user", content: "undo that" }),
    };
    renderChat({ "POST /api/store/s1/ai-prompt": ok(answer) });
    const user = userEvent.setup();
    await bubbleOf("Built your florist site.");
    await user.type(screen.getByLabelText(CHAT_TEXT.inputLabel), "undo that{Enter}");
    expect(await screen.findByText("Undid it.")).toBeInTheDocument();
    const headline = await bubbleOf("Changed the hero headline to “Fresh flowers daily”.");
    await waitFor(() => expect(within(headline).getByText(CHAT_TEXT.undone)).toBeInTheDocument());
    expect(
      await within(screen.getByTestId("site-preview")).findByText("Bouquets from Ghent"),
    ).toBeInTheDocument();
  });
});
