import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DEFAULT_THEME } from "@shopwright/site";
import { describe, expect, it } from "vitest";
import { AddPageMenu } from "./AddPageMenu";
import { EditorStoreContext } from "./editor-context";
import { createEditorStore } from "./editor-store";

function renderMenu() {
  const store = createEditorStore();
  store.load(
    {
      name: "Kiln",
      theme: DEFAULT_THEME,
      footer: { id: "footer-1", type: "footer", props: { links: [{ text: "Returns", url: "#" }] } },
      pages: [{ name: "Home", path: "/", sections: [] }],
    },
    1,
  );
  render(
    <EditorStoreContext.Provider value={store}>
      <AddPageMenu />
    </EditorStoreContext.Provider>,
  );
  return store;
}

describe("'Add page'", () => {
  it("opens and closes from its button, and walks its items with arrows, Home and End", async () => {
    const user = userEvent.setup();
    renderMenu();
    const button = screen.getByRole("button", { name: "Add page" });
    await user.click(button);
    const menu = await screen.findByRole("menu", { name: "Add a page" });
    const items = await screen.findAllByRole("menuitem");
    expect(items[0]).toHaveFocus();
    await user.keyboard("{End}");
    expect(items.at(-1)).toHaveTextContent(/^Terms/);
    expect(items.at(-1)).toHaveFocus();
    await user.keyboard("{Home}");
    expect(items[0]).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(items.at(-1)).toHaveFocus();
    // The button that opened it closes it (it does not close and open again).
    await user.click(button);
    expect(menu).not.toBeInTheDocument();
    expect(button).toHaveAttribute("aria-expanded", "false");
    // Tab leaves the menu closed.
    await user.click(button);
    await screen.findByRole("menu");
    await user.tab();
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  });

  it("adds a policy page linked from the footer, and opens it", async () => {
    const user = userEvent.setup();
    const store = renderMenu();
    await user.click(screen.getByRole("button", { name: "Add page" }));
    await user.click(await screen.findByRole("menuitem", { name: /^Returns/ }));
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    const state = store.getState();
    expect(state.session.currentPage).toBe("Returns");
    expect(state.document.footer!.props.links).toEqual([{ text: "Returns", url: "/returns" }]);
  });
});
