import { SEO_LIMITS } from "@shopwright/site";
import { describe, expect, it } from "vitest";
import { createEditorHarness } from "../../test/editor-harness";
import { MERGE_WINDOW_MS } from "./editor-store";

const pages = [
  { name: "Home", path: "/", sections: [] },
  { name: "About", path: "/about", sections: [] },
];

describe("a page's search title and description in the editor", () => {
  it("sets them as unsaved changes, typing in one field being one undo step", () => {
    const editor = createEditorHarness({ pages });
    const about = () => editor.store.getState().document.pages[1]!;
    editor.store.setPageSeo("About", "seoTitle", "Our");
    editor.store.setPageSeo("About", "seoTitle", "Our roastery");
    expect(about().seoTitle).toBe("Our roastery");
    expect(editor.store.getState().sync.hasUnsavedChanges).toBe(true);

    editor.tick(MERGE_WINDOW_MS + 1);
    editor.store.setPageSeo("About", "seoDescription", "Who roasts your beans.");
    editor.undo();
    expect(about().seoDescription).toBeUndefined();
    editor.undo();
    expect(about()).toEqual(pages[1]);
  });

  it("cuts them to their limits and removes an emptied one", () => {
    const editor = createEditorHarness({ pages });
    editor.store.setPageSeo("Home", "seoTitle", "x".repeat(200));
    expect(editor.store.getState().document.pages[0]!.seoTitle).toHaveLength(SEO_LIMITS.titleMax);
    editor.store.setPageSeo("Home", "seoTitle", "");
    expect(editor.store.getState().document.pages[0]).not.toHaveProperty("seoTitle");
  });
});
