import type { DraftVersionDto, EditorDataDto } from "@shopwright/sdk";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { editorData } from "../../test/editor-fixtures";
import { fail, fakeApi, ok } from "../../test/fake-api";
import { renderRoutes } from "../../test/render";
import { aTheme } from "../../test/theme-fixtures";
import { DRAFT_HISTORY_TEXT } from "./DraftHistoryMenu";
import { EditorPage } from "./EditorPage";

function renderEditor() {
  return renderRoutes(
    [
      { path: "/dashboard/store/:storeId/editor", element: <EditorPage /> },
      { path: "*", element: <p data-testid="location" /> },
    ],
    "/dashboard/store/s1/editor",
  );
}

const heroOnCanvas = () => screen.findByRole("group", { name: "Hero section" });

function version(overrides: Partial<DraftVersionDto>): DraftVersionDto {
  return {
    _id: `v${overrides.version ?? 1}`,
    version: 1,
    source: "save",
    label: "Saved in the editor",
    author: { name: "Ada Lovelace", email: "ada@example.com" },
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    isCurrent: false,
    ...overrides,
  };
}

const versions = [
  version({
    version: 3,
    source: "ai",
    label: 'change the hero headline to "Fresh roasts weekly"',
    isCurrent: true,
  }),
  version({ version: 2, source: "theme", label: "Starter theme: Roastery", author: null }),
  version({ version: 1, label: "Empty site", author: null }),
];
const history = ok({ versions, currentVersion: 3, limit: 50 });

afterEach(() => vi.restoreAllMocks());

describe("the editor's draft history", () => {
  it("lists the draft's versions with label, source, time and author, the current one marked", async () => {
    fakeApi({
      "GET /api/store/s1/editor": ok(editorData()),
      "GET /api/store/s1/draft-versions": history,
    });
    const user = userEvent.setup();
    renderEditor();
    await heroOnCanvas();
    await user.click(screen.getByRole("button", { name: DRAFT_HISTORY_TEXT.button }));
    const menu = await screen.findByRole("dialog", { name: DRAFT_HISTORY_TEXT.title });
    const items = await within(menu).findAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('change the hero headline to "Fresh roasts weekly"');
    expect(items[0]).toHaveTextContent("AI · 5 minutes ago · Ada Lovelace");
    expect(within(items[0]!).getByText(DRAFT_HISTORY_TEXT.current)).toBeInTheDocument();
    expect(within(items[0]!).queryByRole("button")).not.toBeInTheDocument();
    expect(items[1]).toHaveTextContent("Starter theme: Roastery");
    expect(items[1]).toHaveTextContent("Starter theme · 5 minutes ago");
    expect(within(items[2]!).getByRole("button", { name: /Restore/ })).toBeEnabled();
  });

  it("restores a version after an in-app confirmation, sending the version it holds, then reloads", async () => {
    let loads = 0;
    const requests = fakeApi({
      "GET /api/store/s1/editor": () => {
        loads += 1;
        return ok(
          loads === 1
            ? editorData()
            : editorData({
                sections: [{ id: "hero-1", type: "hero", props: { title: "Back to the start" } }],
                store: { ...editorData().store, version: 4 },
              }),
        );
      },
      "GET /api/store/s1/draft-versions": history,
      "POST /api/store/s1/draft-versions/v2/restore": ok({
        version: 4,
        layout: { pages: [] },
        theme: aTheme(),
        draftVersion: version({ version: 4, source: "restore", isCurrent: true }),
      }),
    });
    const user = userEvent.setup();
    renderEditor();
    await heroOnCanvas();
    await user.click(screen.getByRole("button", { name: DRAFT_HISTORY_TEXT.button }));
    const menu = await screen.findByRole("dialog", { name: DRAFT_HISTORY_TEXT.title });
    await user.click(
      await within(menu).findByRole("button", { name: "Restore: Starter theme: Roastery" }),
    );
    const question = await screen.findByRole("dialog", { name: DRAFT_HISTORY_TEXT.restoreConfirm });
    expect(question).toHaveTextContent(DRAFT_HISTORY_TEXT.restoreConfirmHint);
    expect(requests.some((r) => r.path.endsWith("/restore"))).toBe(false);
    await user.click(within(question).getByRole("button", { name: DRAFT_HISTORY_TEXT.restore }));

    await waitFor(() =>
      expect(requests.find((r) => r.path.endsWith("/v2/restore"))?.body).toEqual({ version: 3 }),
    );
    expect(within(await heroOnCanvas()).getByText("Back to the start")).toBeInTheDocument();
    expect(await screen.findByText(DRAFT_HISTORY_TEXT.restored)).toBeInTheDocument();
    expect(screen.getByText("All changes saved")).toBeInTheDocument();
  });

  it("warns that unsaved edits are replaced, and nothing is sent when the owner says no", async () => {
    const requests = fakeApi({
      "GET /api/store/s1/editor": ok(editorData()),
      "GET /api/store/s1/draft-versions": history,
    });
    const user = userEvent.setup();
    renderEditor();
    await heroOnCanvas();
    await user.click(screen.getByRole("button", { name: "Add FAQ" }));
    await user.click(screen.getByRole("button", { name: DRAFT_HISTORY_TEXT.button }));
    const menu = await screen.findByRole("dialog", { name: DRAFT_HISTORY_TEXT.title });
    await user.click(await within(menu).findByRole("button", { name: "Restore: Empty site" }));
    const question = await screen.findByRole("dialog", { name: DRAFT_HISTORY_TEXT.restoreConfirm });
    expect(question).toHaveTextContent(DRAFT_HISTORY_TEXT.restoreDiscardsHint);
    await user.click(within(question).getByRole("button", { name: "Cancel" }));
    expect(requests.some((r) => r.path.endsWith("/restore"))).toBe(false);
    expect(screen.getByRole("group", { name: "FAQ section" })).toBeInTheDocument();
  });

  it("opens the conflict dialog when the draft changed elsewhere since it loaded", async () => {
    fakeApi({
      "GET /api/store/s1/editor": ok(editorData()),
      "GET /api/store/s1/draft-versions": history,
      "POST /api/store/s1/draft-versions/v1/restore": fail(
        409,
        "Someone else changed this store since you opened it.",
        "stale_version",
      ),
    });
    const user = userEvent.setup();
    renderEditor();
    await heroOnCanvas();
    await user.click(screen.getByRole("button", { name: DRAFT_HISTORY_TEXT.button }));
    const menu = await screen.findByRole("dialog", { name: DRAFT_HISTORY_TEXT.title });
    await user.click(await within(menu).findByRole("button", { name: "Restore: Empty site" }));
    const question = await screen.findByRole("dialog", { name: DRAFT_HISTORY_TEXT.restoreConfirm });
    await user.click(within(question).getByRole("button", { name: DRAFT_HISTORY_TEXT.restore }));
    expect(await screen.findByText("This store was changed elsewhere")).toBeInTheDocument();
  });

  it("shows an empty history, and a failed load with a retry", async () => {
    let calls = 0;
    fakeApi({
      "GET /api/store/s1/editor": ok(editorData()),
      "GET /api/store/s1/draft-versions": () =>
        ++calls === 1
          ? fail(500, "Internal error", "internal_error")
          : ok({ versions: [], currentVersion: 3, limit: 50 }),
    });
    const user = userEvent.setup();
    renderEditor();
    await heroOnCanvas();
    await user.click(screen.getByRole("button", { name: DRAFT_HISTORY_TEXT.button }));
    expect(await screen.findByText(DRAFT_HISTORY_TEXT.loadFailed)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /Try again|Retry/ }));
    expect(await screen.findByText(DRAFT_HISTORY_TEXT.emptyTitle)).toBeInTheDocument();
  });
});

describe("the editor's Undo after opening on an AI turn", () => {
  const before: EditorDataDto["beforeAiTurn"] = {
    label: 'change the hero headline to "Fresh roasts weekly"',
    layout: {
      pages: [
        {
          name: "Home",
          path: "/",
          sections: [{ id: "hero-1", type: "hero", props: { title: "Coffee, slowly" } }],
        },
      ],
    },
    theme: aTheme({ primaryColor: "#112233" }),
  };

  it("takes back the AI turn in one step, and saving then writes it with the version check", async () => {
    const requests = fakeApi({
      "GET /api/store/s1/editor": ok(editorData({ beforeAiTurn: before })),
      "POST /api/store/s1/editor-update": (request) =>
        ok({
          ok: true,
          version: 4,
          layout: (request.body as { layout: unknown }).layout,
          theme: aTheme({ primaryColor: "#112233" }),
        }),
    });
    const user = userEvent.setup();
    renderEditor();
    expect(within(await heroOnCanvas()).getByText("Fresh roasts weekly")).toBeInTheDocument();
    expect(screen.getByText("All changes saved")).toBeInTheDocument();
    const undo = screen.getByRole("button", { name: "Undo" });
    expect(undo).toBeEnabled();

    await user.keyboard("{Control>}z{/Control}");
    expect(within(await heroOnCanvas()).getByText("Coffee, slowly")).toBeInTheDocument();
    expect(screen.getByText("Unsaved changes")).toBeInTheDocument();
    expect(undo).toBeDisabled();
    expect(screen.getByRole("button", { name: "Redo" })).toBeEnabled();

    await user.keyboard("{Control>}s{/Control}");
    await waitFor(() => expect(screen.getByText("All changes saved")).toBeInTheDocument());
    const save = requests.find((r) => r.path === "/api/store/s1/editor-update")!;
    expect(save.body).toMatchObject({
      version: 3,
      theme: expect.objectContaining({ primaryColor: "#112233" }),
    });
    expect(JSON.stringify(save.body)).toContain("Coffee, slowly");
  });

  it("has nothing to undo when the draft is not an AI turn's", async () => {
    fakeApi({ "GET /api/store/s1/editor": ok(editorData()) });
    renderEditor();
    await heroOnCanvas();
    expect(screen.getByRole("button", { name: "Undo" })).toBeDisabled();
  });
});
