import type {
  AiPlanDto,
  AiPromptResult,
  AiResultDto,
  ChatMessageDto,
  StoreDto,
} from "@shopwright/sdk";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { aStore, deferredReply, fail, fakeApi, ok, type FakeReply } from "../../test/fake-api";
import { renderRoutes } from "../../test/render";
import { ChatPage } from "./ChatPage";
import { aChatMessage } from "../../test/chat-fixtures";
import { editorData } from "../../test/editor-fixtures";
import { aProduct } from "../../test/product-fixtures";

const store = aStore({ _id: "s1", storeName: "Acme Coffee", domain: "acme-coffee.com" });

const coffeeLayout = {
  pages: [
    {
      name: "Home",
      path: "/",
      sections: [
        { id: "navbar-1", type: "navbar", props: { logo: "Acme Coffee", links: [] } },
        {
          id: "hero-1",
          type: "hero",
          props: { title: "Small-batch coffee, roasted weekly", buttonText: "Shop the roast" },
        },
        { id: "footer-1", type: "footer", props: { companyName: "Acme Coffee" } },
      ],
    },
  ],
};

const message = aChatMessage;

function answer(
  prompt: string,
  reply: Partial<ChatMessageDto> & { content: string },
  nextStore: StoreDto = { ...store, layout: coffeeLayout, version: 2 },
  ai: Partial<AiResultDto> = {},
): FakeReply {
  const result: AiPromptResult = {
    ai: {
      reply: reply.content,
      operations: [],
      warnings: [],
      suggestions: reply.suggestions ?? [],
      engine: "composer",
      fellBack: false,
      notice: null,
      changed: true,
      ...ai,
    },
    store: nextStore,
    message: message({ ...reply, role: "assistant" }),
    userMessage: message({ role: "user", content: prompt }),
  };
  return ok(result);
}

function renderChat(routes: Record<string, Parameters<typeof fakeApi>[0][string]> = {}) {
  const requests = fakeApi({
    "GET /api/store/s1": ok({ store }),
    "GET /api/store/s1/ai-messages": ok({ messages: [] }),
    "GET /api/products/s1": ok({ products: [], total: 0, page: 1, limit: 48 }),
    ...routes,
  });
  const view = renderRoutes(
    [
      { path: "/dashboard/store/:storeId/chatbox", element: <ChatPage /> },
      { path: "*", element: <p>elsewhere</p> },
    ],
    "/dashboard/store/s1/chatbox",
  );
  return { ...view, requests };
}

const prompts = (requests: { method: string; path: string; body: unknown }[]) =>
  requests
    .filter((request) => request.method === "POST" && request.path === "/api/store/s1/ai-prompt")
    .map((request) => (request.body as { prompt: string }).prompt);

afterEach(() => vi.restoreAllMocks());

describe("ChatPage", () => {
  it("opens with the intro, the four PRODUCT.md §2 suggestion chips and an empty preview", async () => {
    renderChat();
    const chips = await screen.findByRole("list", { name: "Suggestions" });
    expect(
      within(chips)
        .getAllByRole("button")
        .map((chip) => chip.textContent),
    ).toEqual([
      "Landing page for coffee brand",
      "Add a product grid",
      "Dark theme footer",
      "About + Contact sections",
    ]);
    expect(screen.getByText("Your site will appear here")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reset" })).toBeDisabled();
  });

  it("shows what the AI wants checked (samples it wrote) open under its reply, not folded away", async () => {
    renderChat({
      "GET /api/store/s1/ai-messages": ok({
        messages: [
          message({ role: "user", content: "Florist in Ghent" }),
          message({
            content: "Built your florist site.",
            warnings: ["The customer reviews on the home page are samples: replace them."],
          }),
        ],
      }),
    });
    const note = await screen.findByText(
      "The customer reviews on the home page are samples: replace them.",
    );
    expect(note).toBeVisible();
    expect(note.closest("details")).toBeNull();
    expect(screen.getByText("Check before you publish")).toBeVisible();
  });

  it("sends a chip, shows 'Generating...' with the skeleton, then the reply and the new site", async () => {
    const user = userEvent.setup();
    const pending = deferredReply();
    const { requests } = renderChat({ "POST /api/store/s1/ai-prompt": pending.route });
    await user.click(await screen.findByRole("button", { name: "Landing page for coffee brand" }));

    expect(prompts(requests)).toEqual(["Landing page for coffee brand"]);
    expect(screen.getAllByText("Generating...").length).toBeGreaterThan(0);
    expect(screen.getByTestId("preview-skeleton")).toBeInTheDocument();
    expect(screen.getByLabelText("Message the AI builder")).toBeDisabled();
    // The prompt shows at once, before the answer.
    expect(
      within(screen.getByRole("list", { name: "Conversation" })).getByText(
        "Landing page for coffee brand",
      ),
    ).toBeInTheDocument();

    pending.release(
      answer("Landing page for coffee brand", {
        content: "Built a landing page for your coffee brand.",
      }),
    );
    expect(
      await screen.findByText("Built a landing page for your coffee brand."),
    ).toBeInTheDocument();
    expect(screen.queryByTestId("preview-skeleton")).not.toBeInTheDocument();
    const preview = screen.getByTestId("site-preview");
    expect(within(preview).getByText("Small-batch coffee, roasted weekly")).toBeInTheDocument();
    expect(
      [...preview.querySelectorAll("[data-section-type]")].map((s) =>
        s.getAttribute("data-section-type"),
      ),
    ).toEqual(["navbar", "hero", "footer"]);
    expect(screen.getByLabelText("Message the AI builder")).toBeEnabled();
  });

  it("submits on Enter, adds a line on Shift+Enter and ignores a blank prompt", async () => {
    const user = userEvent.setup();
    const { requests } = renderChat({
      "POST /api/store/s1/ai-prompt": (request) =>
        answer((request.body as { prompt: string }).prompt, { content: "Done." }),
    });
    const input = await screen.findByLabelText("Message the AI builder");
    await user.type(input, "   {Enter}");
    expect(prompts(requests)).toEqual([]);

    await user.type(input, "Add a team section{Shift>}{Enter}{/Shift}with three people");
    expect(input).toHaveValue("   Add a team section\nwith three people");
    expect(prompts(requests)).toEqual([]);
    await user.keyboard("{Enter}");
    expect(prompts(requests)).toEqual(["Add a team section\nwith three people"]);
    expect(await screen.findByText("Done.")).toBeInTheDocument();
    expect(input).toHaveValue("");
  });

  it("does not send while generating", async () => {
    const user = userEvent.setup();
    const pending = deferredReply();
    const { requests } = renderChat({ "POST /api/store/s1/ai-prompt": pending.route });
    await user.click(await screen.findByRole("button", { name: "Dark theme footer" }));
    const input = screen.getByLabelText("Message the AI builder");
    expect(input).toBeDisabled();
    expect(screen.getByRole("button", { name: "Send" })).toBeDisabled();
    await user.type(input, "Add a product grid{Enter}");
    expect(input).toHaveValue("");
    expect(prompts(requests)).toEqual(["Dark theme footer"]);
    pending.release(answer("Dark theme footer", { content: "Made the footer dark." }));
    expect(await screen.findByText("Made the footer dark.")).toBeInTheDocument();
  });

  it("shows 'Error: ' and the server's message in an assistant bubble", async () => {
    const user = userEvent.setup();
    renderChat({
      "POST /api/store/s1/ai-prompt": fail(429, "Please wait a moment.", "ai_rate_limited"),
    });
    await user.click(await screen.findByRole("button", { name: "Add a product grid" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Error: Please wait a moment.");
    // The prompt stays in the thread above the error.
    expect(screen.getByText("Add a product grid", { selector: "p" })).toBeInTheDocument();
  });

  it("shows 'Failed to generate' when no message comes back", async () => {
    const user = userEvent.setup();
    renderChat({
      "POST /api/store/s1/ai-prompt": { status: 502, body: "<html>Bad gateway</html>" },
    });
    await user.click(await screen.findByRole("button", { name: "Add a product grid" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/^Failed to generate$/);
  });

  it("shows the default text of PRODUCT.md §8 when the engine gives no reply", async () => {
    const user = userEvent.setup();
    renderChat({ "POST /api/store/s1/ai-prompt": answer("Add a product grid", { content: "" }) });
    await user.click(await screen.findByRole("button", { name: "Add a product grid" }));
    expect(
      await screen.findByText("Done! I updated the preview based on your request."),
    ).toBeInTheDocument();
  });

  it("offers the assistant's suggestions as chips that send when clicked", async () => {
    const user = userEvent.setup();
    const { requests } = renderChat({
      "POST /api/store/s1/ai-prompt": (request) => {
        const prompt = (request.body as { prompt: string }).prompt;
        return prompt === "Connect my Stripe account"
          ? answer(
              prompt,
              {
                content: "Payments are set up outside the site builder.",
                suggestions: ["Add a pricing table with three plans", "Add a contact form"],
              },
              store,
            )
          : answer(prompt, { content: "Added a pricing table." });
      },
    });
    await user.type(
      await screen.findByLabelText("Message the AI builder"),
      "Connect my Stripe account{Enter}",
    );
    const chips = await screen.findByRole("list", { name: "Try one of these" });
    await user.click(
      within(chips).getByRole("button", { name: "Add a pricing table with three plans" }),
    );
    expect(await screen.findByText("Added a pricing table.")).toBeInTheDocument();
    expect(prompts(requests)).toEqual([
      "Connect my Stripe account",
      "Add a pricing table with three plans",
    ]);
  });

  it("shows the fallback notice when the model could not answer", async () => {
    const user = userEvent.setup();
    renderChat({
      "POST /api/store/s1/ai-prompt": answer("Dark theme footer", {
        content: "Made the footer dark.",
        fellBack: true,
      }),
    });
    await user.click(await screen.findByRole("button", { name: "Dark theme footer" }));
    expect(await screen.findByText(/the built-in composer made this change/)).toBeInTheDocument();
  });

  it("loads the store's chat history", async () => {
    renderChat({
      "GET /api/store/s1/ai-messages": ok({
        messages: [
          message({ _id: "1", role: "user", content: "Landing page for coffee brand" }),
          message({ _id: "2", content: "Built your coffee site." }),
        ],
      }),
      "GET /api/store/s1": ok({ store: { ...store, layout: coffeeLayout } }),
    });
    expect(await screen.findByText("Built your coffee site.")).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Suggestions" })).not.toBeInTheDocument();
    expect(screen.getByTestId("site-preview")).toHaveTextContent("Small-batch coffee");
  });

  it("Reset asks first, then clears the chat back to the intro", async () => {
    const user = userEvent.setup();
    const { requests } = renderChat({
      "GET /api/store/s1/ai-messages": ok({
        messages: [
          message({ _id: "1", role: "user", content: "Hi" }),
          message({ _id: "2", content: "Hello." }),
        ],
      }),
      "DELETE /api/store/s1/ai-messages": ok({ deleted: 2 }),
    });
    const resetButton = await screen.findByRole("button", { name: "Reset" });
    await waitFor(() => expect(resetButton).toBeEnabled());
    await user.click(resetButton);
    const question = await screen.findByRole("dialog", {
      name: "Clear the chat? Your site stays as it is.",
    });
    await user.click(within(question).getByRole("button", { name: "Cancel" }));
    expect(requests.some((request) => request.method === "DELETE")).toBe(false);
    expect(screen.getByText("Hello.")).toBeInTheDocument();

    await user.click(resetButton);
    const again = await screen.findByRole("dialog", {
      name: "Clear the chat? Your site stays as it is.",
    });
    await user.click(within(again).getByRole("button", { name: "Clear" }));
    expect(await screen.findByRole("list", { name: "Suggestions" })).toBeInTheDocument();
    expect(screen.queryByText("Hello.")).not.toBeInTheDocument();
    expect(requests.filter((request) => request.method === "DELETE")).toHaveLength(1);
  });

  it("shows a product grid's collection in the preview, as the editor and the live site do", async () => {
    const grid = {
      pages: [
        {
          name: "Home",
          path: "/",
          sections: [
            { id: "grid-1", type: "collection", props: { title: "Summer", collectionId: "c1" } },
          ],
        },
      ],
    };
    renderChat({
      "GET /api/store/s1": ok({ store: { ...store, layout: grid } }),
      "GET /api/products/s1": ok({
        products: [
          aProduct({ _id: "p1", name: "Wool Scarf" }),
          aProduct({ _id: "p2", name: "Linen Shirt" }),
        ],
        total: 2,
        page: 1,
        limit: 48,
      }),
      "GET /api/store/s1/editor": ok(
        editorData({
          collections: [{ _id: "c1", handle: "summer", title: "Summer", productIds: ["p2"] }],
        }),
      ),
    });
    const frame = await screen.findByTestId("device-frame");
    expect(await within(frame).findByText("Linen Shirt")).toBeInTheDocument();
    expect(within(frame).queryByText("Wool Scarf")).not.toBeInTheDocument();
  });

  it("switches the preview between desktop and a 390 px phone", async () => {
    const user = userEvent.setup();
    renderChat();
    const frame = await screen.findByTestId("device-frame");
    expect(frame).toHaveAttribute("data-device", "desktop");
    await user.click(screen.getByRole("radio", { name: "Mobile" }));
    expect(frame).toHaveAttribute("data-device", "mobile");
    expect(frame.className).toContain("max-w-[406px]");
  });

  it("links on to approval and to the editor, remembering the store for the editor", async () => {
    const user = userEvent.setup();
    const { router } = renderChat();
    expect(await screen.findByRole("link", { name: "Review & approve" })).toHaveAttribute(
      "href",
      "/dashboard/store/s1/approval",
    );
    await user.click(screen.getByRole("link", { name: "Open editor" }));
    expect(router.state.location.pathname).toBe("/dashboard/store/s1/editor");
    expect(localStorage.getItem("editorStoreId")).toBe("s1");
  });

  it("shows a friendly not-found state for an unknown store", async () => {
    renderChat({ "GET /api/store/s1": fail(404, "Store not found", "store_not_found") });
    expect(await screen.findByText("Store not found")).toBeInTheDocument();
  });

  it("says 'Failed to load store' when the store cannot load", async () => {
    renderChat({ "GET /api/store/s1": fail(500) });
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load store");
  });

  it("says so when the chat cannot load, and can try again", async () => {
    let calls = 0;
    const user = userEvent.setup();
    renderChat({
      "GET /api/store/s1/ai-messages": () =>
        ++calls === 1 ? fail(500) : ok({ messages: [message({ content: "Welcome back." })] }),
    });
    expect(await screen.findByText("Failed to load the chat")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Welcome back.")).toBeInTheDocument();
  });
});

describe("ChatPage theme-preview step", () => {
  const plan: AiPlanDto = {
    industry: "coffee",
    mood: "warm",
    altMoods: ["dark", "vintage"],
    variations: [
      {
        mood: "warm",
        label: "warm and cozy",
        colors: {
          primary: "#7A4A2A",
          secondary: "#D9A066",
          accent: "#B5472A",
          background: "#FFF8EC",
          text: "#2B1D14",
        },
        fonts: { heading: "Fraunces", body: "Nunito" },
      },
      {
        mood: "dark",
        label: "dark and moody",
        colors: {
          primary: "#E0A458",
          secondary: "#2A2A2A",
          accent: "#C9A227",
          background: "#121212",
          text: "#F2EDE4",
        },
        fonts: { heading: "Playfair Display", body: "Inter" },
      },
      {
        mood: "vintage",
        label: "vintage",
        colors: {
          primary: "#A8471F",
          secondary: "#E9C46A",
          accent: "#1F7A70",
          background: "#FBF3E4",
          text: "#264653",
        },
        fonts: { heading: "Fraunces", body: "Work Sans" },
      },
    ],
  };

  it("offers the generated style and two alternates after a generation, and applies a choice as a prompt", async () => {
    const user = userEvent.setup();
    const { requests } = renderChat({
      "POST /api/store/s1/ai-prompt": (request) => {
        const text = (request.body as { prompt: string }).prompt;
        return text === "Landing page for coffee brand"
          ? answer(text, { content: "Built your coffee site." }, undefined, { plan })
          : answer(text, { content: "Gave the site a dark and moody look." });
      },
    });
    await user.click(await screen.findByRole("button", { name: "Landing page for coffee brand" }));
    const step = await screen.findByRole("region", { name: "Pick a style" });
    const cards = [...step.querySelectorAll<HTMLElement>("button[aria-pressed]")];
    expect(cards.map((card) => card.getAttribute("aria-label"))).toEqual([
      "Warm and cozy style, Fraunces headings",
      "Dark and moody style, Playfair Display headings",
      "Vintage style, Fraunces headings",
    ]);
    expect(cards[0]).toHaveAttribute("aria-pressed", "true");
    expect(within(cards[0]!).getByText("Current")).toBeInTheDocument();
    // Each card shows its palette swatches and heading font.
    expect(
      [...cards[1]!.querySelectorAll("[data-swatch]")].map((s) => s.getAttribute("data-swatch")),
    ).toEqual(["#E0A458", "#2A2A2A", "#C9A227"]);
    expect(within(cards[1]!).getByText("Playfair Display")).toBeInTheDocument();

    await user.click(cards[1]!);
    expect(prompts(requests)).toEqual([
      "Landing page for coffee brand",
      "Make it feel dark and moody",
    ]);
    expect(await screen.findByText("Gave the site a dark and moody look.")).toBeInTheDocument();
    // Chosen: the step folds to one line naming the style, which opens it again to compare.
    const folded = screen.getByRole("region", { name: "Pick a style" });
    expect(folded).toHaveTextContent("Style: Dark and moody");
    expect(within(folded).queryByRole("button", { name: /style, / })).not.toBeInTheDocument();
    await user.click(within(folded).getByRole("button", { name: /Show styles/ }));
    const after = screen.getByRole("region", { name: "Pick a style" });
    expect(
      within(after).getByRole("button", {
        name: "Dark and moody style, Playfair Display headings",
      }),
    ).toHaveAttribute("aria-pressed", "true");
    await user.click(within(after).getByRole("button", { name: "Hide styles" }));
    expect(screen.getByRole("region", { name: "Pick a style" })).toHaveTextContent(
      "Style: Dark and moody",
    );

    await user.click(within(after).getByRole("button", { name: "Keep this style" }));
    expect(screen.queryByRole("region", { name: "Pick a style" })).not.toBeInTheDocument();
  });

  const generatedTurn = (extra: Partial<ChatMessageDto> = {}) => [
    message({ _id: "u1", role: "user", content: "Landing page for coffee brand" }),
    message({ _id: "a1", content: "Built your coffee site.", plan, ...extra }),
  ];

  it("offers the step again after a reload while the newest answer is an open generation", async () => {
    const user = userEvent.setup();
    const { requests } = renderChat({
      "GET /api/store/s1/ai-messages": ok({ messages: generatedTurn() }),
      "DELETE /api/store/s1/ai-style-step": ok({ dismissed: true }),
    });
    const step = await screen.findByRole("region", { name: "Pick a style" });
    expect(
      within(step).getByRole("button", { name: "Warm and cozy style, Fraunces headings" }),
    ).toHaveAttribute("aria-pressed", "true");

    // "Keep this style" closes it for good: the server is told, so the next reload agrees.
    await user.click(within(step).getByRole("button", { name: "Keep this style" }));
    expect(screen.queryByRole("region", { name: "Pick a style" })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(
        requests.some((r) => r.method === "DELETE" && r.path === "/api/store/s1/ai-style-step"),
      ).toBe(true),
    );
  });

  it.each([
    ["the step was dismissed", generatedTurn({ isStyleStepDismissed: true })],
    [
      "a later answer came after the generation",
      [
        ...generatedTurn(),
        message({ _id: "u2", role: "user", content: "Make it feel dark and moody" }),
        message({ _id: "a2", content: "Gave the site a dark and moody look." }),
      ],
    ],
  ])("does not offer the step after a reload when %s", async (_, messages) => {
    renderChat({ "GET /api/store/s1/ai-messages": ok({ messages }) });
    expect(await screen.findByText(messages.at(-1)!.content)).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Pick a style" })).not.toBeInTheDocument();
  });

  it("folds a restored step after picking a style, with the new choice current", async () => {
    const user = userEvent.setup();
    renderChat({
      "GET /api/store/s1/ai-messages": ok({ messages: generatedTurn() }),
      "POST /api/store/s1/ai-prompt": (request) =>
        answer((request.body as { prompt: string }).prompt, { content: "Vintage it is." }),
    });
    const step = await screen.findByRole("region", { name: "Pick a style" });
    await user.click(
      within(step).getByRole("button", { name: "Vintage style, Fraunces headings" }),
    );
    expect(await screen.findByText("Vintage it is.")).toBeInTheDocument();
    const folded = screen.getByRole("region", { name: "Pick a style" });
    expect(folded).toHaveTextContent("Style: Vintage");
    await user.click(within(folded).getByRole("button", { name: /Show styles/ }));
    expect(
      within(screen.getByRole("region", { name: "Pick a style" })).getByRole("button", {
        name: "Vintage style, Fraunces headings",
      }),
    ).toHaveAttribute("aria-pressed", "true");
  });

  it("does not offer styles after an ordinary edit", async () => {
    const user = userEvent.setup();
    renderChat({
      "POST /api/store/s1/ai-prompt": (request) =>
        answer((request.body as { prompt: string }).prompt, { content: "Footer is dark now." }),
    });
    await user.click(await screen.findByRole("button", { name: "Dark theme footer" }));
    expect(await screen.findByText("Footer is dark now.")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Pick a style" })).not.toBeInTheDocument();
  });
});

describe("ChatPage streaming", () => {
  // The fake API answers JSON; prompts that ask for events are answered here instead.
  let fakeFetch: typeof globalThis.fetch;
  const streamedPrompts: string[] = [];
  function answerStreamsWith(respond: () => Response | Promise<Response>) {
    fakeFetch = globalThis.fetch;
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const accept = new Headers(init.headers).get("accept") ?? "";
      if (String(input).endsWith("/ai-prompt") && accept.includes("text/event-stream")) {
        streamedPrompts.push((JSON.parse(String(init.body)) as { prompt: string }).prompt);
        return respond();
      }
      return fakeFetch(input, init);
    });
  }
  afterEach(() => {
    vi.stubGlobal("fetch", fakeFetch);
    streamedPrompts.length = 0;
  });

  const sse = (event: string, data: unknown) =>
    `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

  it("shows the reply as it streams, then the stored answer", async () => {
    const user = userEvent.setup();
    const encoder = new TextEncoder();
    let push: (text: string) => void = () => undefined;
    let close: () => void = () => undefined;
    answerStreamsWith(
      () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              push = (text) => controller.enqueue(encoder.encode(text));
              close = () => controller.close();
            },
          }),
          { status: 200, headers: { "content-type": "text/event-stream" } },
        ),
    );
    const final = answer("Dark theme footer", { content: "Made the footer dark." });
    renderChat();
    await user.click(await screen.findByRole("button", { name: "Dark theme footer" }));
    await waitFor(() => expect(streamedPrompts).toEqual(["Dark theme footer"]));

    push(sse("status", { phase: "thinking", engine: "llm" }) + sse("delta", { text: "Made the " }));
    const draft = await screen.findByText("Made the", { exact: false });
    expect(draft).toHaveAttribute("aria-busy", "true");
    expect(screen.getAllByText("Generating...").length).toBeGreaterThan(0);
    push(sse("delta", { text: "footer dark." }));
    await waitFor(() => expect(draft).toHaveTextContent("Made the footer dark."));

    // A retry starts a new draft.
    push(sse("status", { phase: "thinking", engine: "composer" }));
    await waitFor(() => expect(screen.queryByText("Made the", { exact: false })).toBeNull());
    push(
      sse("delta", { text: "Made the footer dark." }) +
        sse("status", { phase: "applying", engine: "composer" }),
    );
    push(sse("done", final.body));
    close();
    const stored = await screen.findByText("Made the footer dark.");
    await waitFor(() => expect(stored).not.toHaveAttribute("aria-busy"));
    expect(screen.queryByText("Generating...")).not.toBeInTheDocument();
    expect(screen.getAllByText("Made the footer dark.")).toHaveLength(1);
  });

  it("sends the prompt again as JSON when streaming fails before any event", async () => {
    const user = userEvent.setup();
    answerStreamsWith(() => Promise.reject(new TypeError("Failed to fetch")));
    const { requests } = renderChat({
      "POST /api/store/s1/ai-prompt": answer("Dark theme footer", {
        content: "Footer is dark now.",
      }),
    });
    await user.click(await screen.findByRole("button", { name: "Dark theme footer" }));
    expect(await screen.findByText("Footer is dark now.")).toBeInTheDocument();
    expect(streamedPrompts).toEqual(["Dark theme footer"]);
    expect(prompts(requests)).toEqual(["Dark theme footer"]);
  });

  it("shows the error event's message and does not send again", async () => {
    const user = userEvent.setup();
    answerStreamsWith(
      () =>
        new Response(
          sse("status", { phase: "thinking", engine: "composer" }) +
            sse("error", {
              success: false,
              message: "This store is still working on your last prompt.",
              code: "prompt_in_progress",
              status: 409,
            }),
          { status: 200, headers: { "content-type": "text/event-stream" } },
        ),
    );
    const { requests } = renderChat();
    await user.click(await screen.findByRole("button", { name: "Dark theme footer" }));
    expect(
      await screen.findByText("Error: This store is still working on your last prompt."),
    ).toBeInTheDocument();
    expect(prompts(requests)).toEqual([]);
  });
});
