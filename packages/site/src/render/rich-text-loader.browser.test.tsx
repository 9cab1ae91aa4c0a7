// @vitest-environment jsdom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { describe, expect, it, vi } from "vitest";
import { richTextHtml } from "./rich-text.js";

// The browser build's RichText: the same component over the loader that fetches the renderer.
vi.mock("#rich-text", () => import("./rich-text-loader.browser.js"));
const browser = await import("./rich-text-loader.browser.js");
const { RichText } = await import("./RichText.js");

describe("rich text in the browser build", () => {
  it("shows paragraphs until the renderer has arrived, then the formatted text", async () => {
    const text = "We **roast** weekly.";
    expect(browser.isRichTextLoaded()).toBe(false);
    const container = document.createElement("div");
    const root = createRoot(container);
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    act(() => root.render(<RichText text={text} />));
    expect(container.innerHTML).toBe("<div><p>We **roast** weekly.</p></div>");
    // The renderer's arrival renders the text again.
    await act(() => vi.waitFor(() => expect(browser.isRichTextLoaded()).toBe(true)));
    expect(container.innerHTML).toBe(`<div class="sw-rich">${richTextHtml(text)}</div>`);
    expect(browser.richTextHtmlNow(text)).toBe(richTextHtml(text));
    act(() => root.unmount());
  });
});
