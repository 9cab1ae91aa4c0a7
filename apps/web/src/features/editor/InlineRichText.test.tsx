import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import InlineRichText from "./InlineRichText";

/** A text block's rendered text on the canvas, edited in place: its editor, once it is in. */
async function editText() {
  document.body.innerHTML = `<div data-section-id="textblock-1" tabindex="0"><div class="sw-prose" data-sw-text="text"><p>Hello brave world</p></div></div>`;
  const element = document.querySelector<HTMLElement>("[data-sw-text]")!;
  const onEnd = vi.fn();
  const { unmount } = render(
    <InlineRichText element={element} markdown="Hello brave world" point={null} onEnd={onEnd} />,
  );
  const host = await screen.findByRole("textbox", { name: "Text" });
  return { element, onEnd, unmount, host };
}

/** Puts the page's selection on the text node's characters from `start` to `end`. */
function selectInText(host: HTMLElement, start: number, end: number) {
  const node = document.createTreeWalker(host, NodeFilter.SHOW_TEXT).nextNode()!;
  const range = document.createRange();
  range.setStart(node, start);
  range.setEnd(node, end);
  const selection = window.getSelection()!;
  selection.removeAllRanges();
  selection.addRange(range);
}

/** A key pressed, and the editor's update of it committed. */
const key = (target: HTMLElement, init: KeyboardEventInit) =>
  act(async () => {
    target.dispatchEvent(
      new KeyboardEvent("keydown", { bubbles: true, cancelable: true, ...init }),
    );
    await Promise.resolve();
  });

afterEach(() => {
  document.body.innerHTML = "";
});

describe("a text block's rich text edited in place", () => {
  it("acts on the caret where the page has it, even before the browser reports its move", async () => {
    const { element, onEnd, unmount, host } = await editText();
    expect(host.textContent).toBe("Hello brave world");
    // "brave" selected, and the editor told so.
    selectInText(host, 6, 11);
    act(() => {
      document.dispatchEvent(new Event("selectionchange"));
    });
    // The caret moved to the end (Ctrl+End); Enter comes before the browser's report of it.
    selectInText(host, 17, 17);
    await key(host, { key: "Enter" });
    await key(host, { key: "Escape" });
    expect(onEnd).toHaveBeenCalledOnce();
    const [markdown] = onEnd.mock.calls[0]!;
    // The selected word was not replaced by the new paragraph.
    expect(markdown).toBe("Hello brave world\n");
    // The canvas unmounts the edit; the rendered text is back.
    unmount();
    expect(element.style.display).toBe("");
  });

  it("keeps what was typed when the edit is unmounted before it ends", async () => {
    const { element, onEnd, unmount, host } = await editText();
    selectInText(host, 17, 17);
    await key(host, { key: "Enter" });
    expect(onEnd).not.toHaveBeenCalled();
    unmount();
    expect(onEnd).toHaveBeenCalledExactlyOnceWith("Hello brave world\n", "blur");
    expect(element.style.display).toBe("");
  });

  it("ends nothing when unmounted unchanged", async () => {
    const { onEnd, unmount } = await editText();
    unmount();
    expect(onEnd).not.toHaveBeenCalled();
  });
});
