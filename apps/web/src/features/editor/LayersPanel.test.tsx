import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DEFAULT_THEME } from "@shopwright/site";
import { describe, expect, it } from "vitest";
import { DragAndDrop } from "./drag-and-drop";
import { EditorStoreContext } from "./editor-context";
import { createEditorStore, currentPageOf } from "./editor-store";
import { LayersPanel } from "./LayersPanel";

function renderLayers() {
  const store = createEditorStore();
  store.load(
    {
      name: "Kiln",
      theme: DEFAULT_THEME,
      header: { id: "navbar-1", type: "navbar", props: {} },
      footer: { id: "footer-1", type: "footer", props: {} },
      pages: [
        {
          name: "Home",
          path: "/",
          sections: [
            { id: "hero-1", type: "hero", props: { title: "Roasted on Mondays" } },
            { id: "faq-1", type: "faq", props: { title: "Questions" } },
            {
              id: "cta-1",
              type: "cta",
              props: { heading: "Visit us" },
              hiddenOn: ["mobile", "tablet"],
            },
          ],
        },
      ],
    },
    1,
  );
  render(
    <EditorStoreContext.Provider value={store}>
      <DragAndDrop
        onDragStart={() => {}}
        onDragEnd={() => {}}
        onDragCancel={() => {}}
        overlay={null}
      >
        <LayersPanel />
      </DragAndDrop>
    </EditorStoreContext.Provider>,
  );
  const ids = () => currentPageOf(store.getState()).sections.map((section) => section.id);
  return { store, ids };
}

const rows = () =>
  within(screen.getByRole("list", { name: "Sections of Home" })).getAllByRole("listitem");

describe("the layers panel", () => {
  it("lists the page as it shows: the site's header, the page's sections, the site's footer", () => {
    renderLayers();
    expect(rows().map((row) => row.textContent)).toEqual([
      "Site header",
      "HeroRoasted on Mondays",
      "FAQQuestions",
      "Call to actionVisit usHidden on mobile, tablet",
      "Site footer",
    ]);
  });

  it("selects a section, moves it with Alt+arrows and walks the rows with arrows", async () => {
    const { store, ids } = renderLayers();
    const user = userEvent.setup();
    const hero = screen.getByRole("button", { name: /^Hero/ });
    await user.click(hero);
    expect(store.getState().session.selectedId).toBe("hero-1");
    await user.keyboard("{Alt>}{ArrowDown}{/Alt}");
    expect(ids()).toEqual(["faq-1", "hero-1", "cta-1"]);
    // One undo step.
    act(() => store.undo());
    expect(ids()).toEqual(["hero-1", "faq-1", "cta-1"]);
    hero.focus();
    await user.keyboard("{ArrowDown}");
    expect(store.getState().session.selectedId).toBe("faq-1");
    // The first of the page's own cannot go up, past the site's header.
    expect(screen.getByRole("button", { name: "Move Hero up" })).toBeDisabled();
  });

  it("hides a section on the device the canvas shows, never on all three", async () => {
    const { store } = renderLayers();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Hide FAQ on Desktop" }));
    expect(currentPageOf(store.getState()).sections[1]!.hiddenOn).toEqual(["desktop"]);
    expect(screen.getByRole("button", { name: "Show FAQ on Desktop" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    // The call to action shows on desktops only: the desktop cannot hide it too.
    expect(screen.getByRole("button", { name: "Hide Call to action on Desktop" })).toBeDisabled();
  });
});
