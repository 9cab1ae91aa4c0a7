import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { editorData } from "../../test/editor-fixtures";
import { fail, fakeApi, ok } from "../../test/fake-api";
import { renderRoutes } from "../../test/render";
import { EditorPage } from "./EditorPage";
import { EDITOR_TEXT } from "./editor.texts";

function renderEditor(path = "/dashboard/store/s1/editor") {
  return renderRoutes(
    [
      { path: "/dashboard/store/:storeId/editor", element: <EditorPage /> },
      { path: "/editor/:themeId", element: <EditorPage /> },
      { path: "*", element: <p data-testid="location" /> },
    ],
    path,
  );
}

const heroOnCanvas = () => screen.findByRole("group", { name: "Hero section" });

afterEach(() => vi.restoreAllMocks());

describe("EditorPage", () => {
  it("loads the store's layout and renders its sections on the canvas", async () => {
    fakeApi({ "GET /api/store/s1/editor": ok(editorData()) });
    renderEditor();
    const hero = await heroOnCanvas();
    expect(within(hero).getByText("Fresh roasts weekly")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Acme Coffee" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Home" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByText("No component selected")).toBeInTheDocument();
    expect(localStorage.getItem("editorStoreId")).toBe("s1");
  });

  it("adds a section when a palette item is clicked and marks the editor unsaved", async () => {
    fakeApi({ "GET /api/store/s1/editor": ok(editorData()) });
    const user = userEvent.setup();
    renderEditor();
    await heroOnCanvas();
    expect(screen.getByText("All changes saved")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add FAQ" }));
    expect(screen.getByRole("group", { name: "FAQ section" })).toBeInTheDocument();
    expect(screen.getByText("Unsaved changes")).toBeInTheDocument();
    // The new section is selected, so the panel shows its fields.
    expect(screen.getByRole("heading", { name: "FAQ" })).toBeInTheDocument();
  });

  it("edits the hero title in the properties panel and shows it on the canvas", async () => {
    fakeApi({ "GET /api/store/s1/editor": ok(editorData()) });
    const user = userEvent.setup();
    renderEditor();
    await user.click(await heroOnCanvas());
    // The panel's controls load once the editor is idle (or on this first selection).
    const title = await screen.findByRole("textbox", { name: "Headline" });
    await user.clear(title);
    await user.type(title, "Summer sale");
    expect(within(await heroOnCanvas()).getByText("Summer sale")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Undo" })).toBeEnabled();
  });

  it("undoes and redoes with the buttons and the keyboard shortcuts", async () => {
    fakeApi({ "GET /api/store/s1/editor": ok(editorData()) });
    const user = userEvent.setup();
    renderEditor();
    await heroOnCanvas();
    const undo = screen.getByRole("button", { name: "Undo" });
    const redo = screen.getByRole("button", { name: "Redo" });
    expect(undo).toBeDisabled();
    expect(redo).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Add FAQ" }));
    await user.click(undo);
    expect(screen.queryByRole("group", { name: "FAQ section" })).not.toBeInTheDocument();
    expect(redo).toBeEnabled();
    await user.click(redo);
    expect(screen.getByRole("group", { name: "FAQ section" })).toBeInTheDocument();
    await user.keyboard("{Control>}z{/Control}");
    expect(screen.queryByRole("group", { name: "FAQ section" })).not.toBeInTheDocument();
    await user.keyboard("{Control>}{Shift>}z{/Shift}{/Control}");
    expect(screen.getByRole("group", { name: "FAQ section" })).toBeInTheDocument();
  });

  it("deletes the selected section from the panel and with the Delete key", async () => {
    fakeApi({ "GET /api/store/s1/editor": ok(editorData()) });
    const user = userEvent.setup();
    renderEditor();
    await user.click(await heroOnCanvas());
    await user.click(screen.getByRole("button", { name: "Copy" }));
    expect(screen.getAllByRole("group", { name: "Hero section" })).toHaveLength(2);
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(screen.getAllByRole("group", { name: "Hero section" })).toHaveLength(1);
    await user.click(screen.getByRole("group", { name: "Hero section" }));
    await user.keyboard("{Delete}");
    expect(screen.getByText("Canvas is empty")).toBeInTheDocument();
  });

  it("sets a page's search title and description in 'Page settings', and saves them", async () => {
    const requests = fakeApi({
      "GET /api/store/s1/editor": ok(editorData()),
      "POST /api/store/s1/editor-update": (request) => {
        const body = request.body as { layout: unknown; theme: unknown };
        return ok({ ok: true, version: 4, layout: body.layout, theme: body.theme });
      },
    });
    const user = userEvent.setup();
    renderEditor();
    await heroOnCanvas();
    await user.click(screen.getByRole("button", { name: "Page settings of Home" }));
    // The dialog opens once its code is in.
    const dialog = await screen.findByRole("dialog", { name: "Page settings" });
    const preview = within(dialog).getByRole("figure", { name: "Search result preview" });
    // Empty: the home page's own title, the site's name.
    expect(preview).toHaveTextContent("Acme Coffee");
    await user.type(within(dialog).getByLabelText("Search title"), "Acme Coffee, Lyon roastery");
    await user.click(within(dialog).getByRole("button", { name: "Draft from content" }));
    const drafted = (within(dialog).getByLabelText("Search description") as HTMLTextAreaElement)
      .value;
    expect(preview).toHaveTextContent("Acme Coffee, Lyon roastery");
    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    expect(screen.getByText("Unsaved changes")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText("Theme saved successfully!");
    const body = requests.find((request) => request.method === "POST")?.body as {
      layout: { pages: { seoTitle?: string; seoDescription?: string }[] };
    };
    expect(body.layout.pages[0]).toMatchObject({ seoTitle: "Acme Coffee, Lyon roastery" });
    expect(body.layout.pages[0]?.seoDescription ?? "").toBe(drafted);
  });

  it("saves the layout, theme and version and confirms", async () => {
    const requests = fakeApi({
      "GET /api/store/s1/editor": ok(editorData()),
      "POST /api/store/s1/editor-update": (request) => {
        const body = request.body as { layout: unknown; theme: unknown };
        return ok({ ok: true, version: 4, layout: body.layout, theme: body.theme });
      },
    });
    const user = userEvent.setup();
    renderEditor();
    await heroOnCanvas();
    await user.click(screen.getByRole("button", { name: "Add FAQ" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Theme saved successfully!")).toBeInTheDocument();
    const save = requests.find((request) => request.method === "POST");
    const body = save?.body as {
      layout: { pages: { name: string; sections: { id: string }[] }[] };
      theme: { primaryColor: string };
      version: number;
    };
    expect(body.version).toBe(3);
    expect(body.theme.primaryColor).toBe("#2563eb");
    expect(body.layout.pages[0]?.sections.map((section) => section.id)).toEqual([
      "hero-1",
      "faq-1",
    ]);
    expect(screen.getByText("All changes saved")).toBeInTheDocument();
  });

  it("reports a failed save", async () => {
    fakeApi({
      "GET /api/store/s1/editor": ok(editorData()),
      "POST /api/store/s1/editor-update": fail(500, "Boom", "internal_error"),
    });
    const user = userEvent.setup();
    renderEditor();
    await heroOnCanvas();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Failed to save theme")).toBeInTheDocument();
  });

  it("says which limit a refused save passed, in the server's words", async () => {
    const message = "The page “Home” has 501 sections; a page holds at most 500 sections.";
    fakeApi({
      "GET /api/store/s1/editor": ok(editorData()),
      "POST /api/store/s1/editor-update": fail(400, message, "too_many_sections"),
    });
    const user = userEvent.setup();
    renderEditor();
    await heroOnCanvas();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it("offers a reload when someone else saved first (409 stale_version)", async () => {
    let loads = 0;
    const requests = fakeApi({
      "GET /api/store/s1/editor": () => {
        loads += 1;
        return ok(editorData(loads > 1 ? { store: { ...editorData().store, version: 5 } } : {}));
      },
      "POST /api/store/s1/editor-update": fail(409, "Stale", "stale_version"),
    });
    const user = userEvent.setup();
    renderEditor();
    await heroOnCanvas();
    await user.click(screen.getByRole("button", { name: "Add FAQ" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/Someone else changed this store/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Reload" }));
    await waitFor(() => expect(loads).toBe(2));
    await waitFor(() =>
      expect(screen.queryByRole("group", { name: "FAQ section" })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(requests.filter((request) => request.path.endsWith("/editor"))).toHaveLength(2);
  });

  it("starts empty when loading fails, refuses to save over the store, and retries", async () => {
    let loads = 0;
    const requests = fakeApi({
      "GET /api/store/s1/editor": () => (++loads === 1 ? fail(500, "Boom") : ok(editorData())),
    });
    const user = userEvent.setup();
    renderEditor();
    const banner = (await screen.findByText("Failed to fetch editor data")).closest(
      "[role=alert]",
    ) as HTMLElement;
    expect(screen.getByText("Canvas is empty")).toBeInTheDocument();
    expect(
      screen.getByText("Drag components from the left sidebar to get started"),
    ).toBeInTheDocument();
    expect(within(banner).queryByRole("button", { name: "Dismiss" })).not.toBeInTheDocument();
    // Edits are possible, writing them over the store is not: not by button, not by Ctrl+S.
    await user.click(screen.getByRole("button", { name: "Add FAQ" }));
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Save" })).toHaveAttribute(
      "title",
      EDITOR_TEXT.notLoaded,
    );
    expect(screen.getByRole("button", { name: "Publish" })).toBeDisabled();
    await user.keyboard("{Control>}s{/Control}");
    expect(await screen.findByText(EDITOR_TEXT.notLoaded)).toBeInTheDocument();
    expect(requests.filter((request) => request.method !== "GET")).toEqual([]);

    // Retry over unsaved edits asks first; then the real site replaces the empty one.
    await user.click(within(banner).getByRole("button", { name: "Retry" }));
    const question = await screen.findByRole("dialog", { name: EDITOR_TEXT.retryDiscards });
    await user.click(within(question).getByRole("button", { name: "Retry" }));
    expect(within(await heroOnCanvas()).getByText("Fresh roasts weekly")).toBeInTheDocument();
    expect(screen.queryByText("Failed to fetch editor data")).not.toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "FAQ section" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save" })).toBeEnabled();
    expect(screen.getByText("All changes saved")).toBeInTheDocument();
  });

  it.each([
    ["an unknown store", "store_not_found"],
    ["a store out of reach", undefined],
  ])("shows a not-found screen, never an editor, for %s", async (_, code) => {
    fakeApi({ "GET /api/store/s1/editor": fail(404, "Store not found", code) });
    renderEditor();
    expect(await screen.findByRole("heading", { name: "Store not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to stores" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
    expect(screen.queryByText("Canvas is empty")).not.toBeInTheDocument();
  });

  it("shows the not-found screen when the remembered store of /editor/{themeId} is gone", async () => {
    localStorage.setItem("editorStoreId", "s1");
    fakeApi({
      "POST /api/store/themes/choose": fail(404, "Store not found", "store_not_found"),
      "GET /api/store/s1/editor": fail(404, "Store not found", "store_not_found"),
    });
    renderEditor("/editor/bold");
    expect(await screen.findByRole("heading", { name: "Store not found" })).toBeInTheDocument();
  });

  it("asks before exiting with unsaved changes", async () => {
    fakeApi({ "GET /api/store/s1/editor": ok(editorData()) });
    const user = userEvent.setup();
    renderEditor();
    await heroOnCanvas();
    await user.click(screen.getByRole("button", { name: "Add FAQ" }));
    await user.click(screen.getByRole("button", { name: "Exit to Dashboard" }));
    const question = await screen.findByRole("dialog", {
      name: "Are you sure you want to exit? Unsaved changes will be lost.",
    });
    await user.click(within(question).getByRole("button", { name: "Stay" }));
    expect(screen.queryByTestId("location")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Exit to Dashboard" }));
    const again = await screen.findByRole("dialog");
    await user.click(within(again).getByRole("button", { name: "Exit" }));
    expect(await screen.findByTestId("location")).toBeInTheDocument();
  });

  it("exits without asking when everything is saved", async () => {
    fakeApi({ "GET /api/store/s1/editor": ok(editorData()) });
    const user = userEvent.setup();
    renderEditor();
    await heroOnCanvas();
    await user.click(screen.getByRole("button", { name: "Exit to Dashboard" }));
    expect(await screen.findByTestId("location")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("applies the starter theme to the remembered store on /editor/{themeId}", async () => {
    localStorage.setItem("editorStoreId", "s1");
    const requests = fakeApi({
      "POST /api/store/themes/choose": ok({ store: {} }),
      "GET /api/store/s1/editor": ok(editorData()),
    });
    renderEditor("/editor/bold");
    await heroOnCanvas();
    expect(requests[0]?.body).toEqual({ storeId: "s1", themeId: "bold" });
  });

  it("says so when the starter theme cannot be applied, and still loads the store", async () => {
    localStorage.setItem("editorStoreId", "s1");
    fakeApi({
      "POST /api/store/themes/choose": fail(404, "No theme", "theme_not_found"),
      "GET /api/store/s1/editor": ok(editorData()),
    });
    renderEditor("/editor/missing");
    await heroOnCanvas();
    expect(screen.getByText("Failed to choose theme")).toBeInTheDocument();
  });

  it("marks draft products in a product grid as hidden on the live site, on the canvas only", async () => {
    const product = (id: string, name: string, status: "draft" | "published") => ({
      _id: id,
      name,
      price: 12,
      image: null,
      status,
    });
    fakeApi({
      "GET /api/store/s1/editor": ok(
        editorData({
          layout: {
            pages: [
              {
                name: "Home",
                path: "/",
                sections: [{ id: "collection-1", type: "collection", props: { title: "Shop" } }],
              },
            ],
          },
          products: [
            product("p1", "Guji", "published"),
            product("p2", "Secret blend", "draft"),
            product("p3", "Kenya AA", "published"),
          ],
        }),
      ),
    });
    renderEditor();
    const grid = await screen.findByRole("group", { name: "Product grid section" });
    expect(within(grid).getByText("Secret blend")).toBeInTheDocument();
    expect(
      within(grid).getByText("Draft: hidden on the live site: Secret blend"),
    ).toBeInTheDocument();
    const css = grid.querySelector("style")?.textContent ?? "";
    expect(css).toContain(".sw-product:nth-child(2)");
    expect(css).not.toContain(":nth-child(1)");
    expect(css).not.toContain(":nth-child(3)");
  });

  it("manages pages: add, rename and delete", async () => {
    fakeApi({ "GET /api/store/s1/editor": ok(editorData()) });
    const user = userEvent.setup();
    renderEditor();
    await heroOnCanvas();
    expect(screen.queryByRole("button", { name: "Delete Home" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add page" }));
    await user.click(await screen.findByRole("menuitem", { name: /^Blank page/ }));
    expect(screen.getByRole("tab", { name: "Page 2" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByText("Canvas is empty")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Rename Page 2" }));
    const rename = await screen.findByRole("dialog", { name: "Rename page" });
    const field = within(rename).getByRole("textbox", { name: "Page name" });
    expect(field).toHaveValue("Page 2");
    await user.clear(field);
    await user.type(field, "Shop");
    await user.click(within(rename).getByRole("button", { name: "Rename" }));
    expect(screen.getByRole("tab", { name: "Shop" })).toBeInTheDocument();
    // Deleting asks first; cancelling keeps the page.
    await user.click(screen.getByRole("button", { name: "Delete Shop" }));
    const keep = await screen.findByRole("dialog", { name: "Delete the page “Shop”?" });
    await user.click(within(keep).getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("tab", { name: "Shop" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Delete Shop" }));
    const remove = await screen.findByRole("dialog", { name: "Delete the page “Shop”?" });
    await user.click(within(remove).getByRole("button", { name: "Delete page" }));
    expect(screen.queryByRole("tab", { name: "Shop" })).not.toBeInTheDocument();
    expect(await heroOnCanvas()).toBeInTheDocument();
  });

  describe("?page= opens a page", () => {
    const threePages = () =>
      editorData({
        layout: {
          pages: [
            editorData().layout.pages[0]!,
            {
              name: "About",
              path: "/about",
              sections: [{ id: "faq-1", type: "faq", props: {} }],
            },
            { name: "Contact us", path: "/contact-us", sections: [] },
          ],
        },
      });
    const pageTabs = () =>
      within(screen.getByRole("tablist", { name: "Pages" })).getAllByRole("tab");
    const selectedTab = () =>
      pageTabs().filter((tab) => tab.getAttribute("aria-selected") === "true");

    it("by its name, with nothing unsaved", async () => {
      fakeApi({ "GET /api/store/s1/editor": ok(threePages()) });
      renderEditor("/dashboard/store/s1/editor?page=About");
      expect(await screen.findByRole("group", { name: "FAQ section" })).toBeInTheDocument();
      expect(selectedTab().map((tab) => tab.textContent)).toEqual(["About"]);
      expect(screen.queryByRole("group", { name: "Hero section" })).not.toBeInTheDocument();
      expect(screen.getByText("All changes saved")).toBeInTheDocument();
    });

    it("by its path, whatever the slashes and case", async () => {
      fakeApi({ "GET /api/store/s1/editor": ok(threePages()) });
      renderEditor(`/dashboard/store/s1/editor?page=${encodeURIComponent("/Contact-Us/")}`);
      await screen.findByRole("tab", { name: "Contact us" });
      await waitFor(() =>
        expect(selectedTab().map((tab) => tab.textContent)).toEqual(["Contact us"]),
      );
      expect(screen.getByText("Canvas is empty")).toBeInTheDocument();
    });

    it("opens the first page when the store has no such page, and adds none", async () => {
      fakeApi({ "GET /api/store/s1/editor": ok(threePages()) });
      renderEditor("/dashboard/store/s1/editor?page=Shipping");
      await heroOnCanvas();
      expect(selectedTab().map((tab) => tab.textContent)).toEqual(["Home"]);
      expect(pageTabs().map((tab) => tab.textContent)).toEqual(["Home", "About", "Contact us"]);
      expect(screen.getByText("All changes saved")).toBeInTheDocument();
    });
  });
});
