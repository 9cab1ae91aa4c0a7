import { afterEach, describe, expect, it, vi } from "vitest";
import { EDITING_ATTRIBUTE, editTextInPlace, textOf } from "./inline-text";

function canvasText(html = '<h2 class="sw-title" data-sw-text="heading">Our story</h2>') {
  document.body.innerHTML = `<div data-section-id="textblock-1" tabindex="0">${html}</div>`;
  return document.querySelector<HTMLElement>("[data-sw-text]")!;
}

const key = (target: HTMLElement, init: KeyboardEventInit) =>
  target.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true, cancelable: true, ...init }));

afterEach(() => {
  document.body.innerHTML = "";
});

describe("editing a text in place", () => {
  it("edits a copy in the text's place and leaves the rendered text untouched", () => {
    const heading = canvasText();
    const onEnd = vi.fn();
    editTextInPlace(heading, "line", null, onEnd);
    const copy = document.querySelector<HTMLElement>(`[${EDITING_ATTRIBUTE}]`)!;
    expect(copy.nextElementSibling).toBe(heading);
    expect(heading.style.display).toBe("none");
    expect(document.activeElement).toBe(copy);
    copy.textContent = "Our  story\nsince 2016 ";
    key(copy, { key: "Enter" });
    expect(onEnd).toHaveBeenCalledExactlyOnceWith("Our story since 2016", "enter");
    expect(document.querySelector(`[${EDITING_ATTRIBUTE}]`)).toBeNull();
    expect(heading.style.display).toBe("");
    expect(heading.textContent).toBe("Our story");
  });

  it("answers null when nothing changed, and Escape gives the focus back to the section", () => {
    const heading = canvasText();
    const onEnd = vi.fn();
    editTextInPlace(heading, "line", null, onEnd);
    key(document.querySelector<HTMLElement>(`[${EDITING_ATTRIBUTE}]`)!, { key: "Escape" });
    expect(onEnd).toHaveBeenCalledExactlyOnceWith(null, "escape");
    expect(document.activeElement).toBe(document.querySelector("[data-section-id]"));
  });

  it("keeps a text's line breaks: Shift+Enter is a break, Enter ends it, and so does blur", () => {
    const lead = canvasText('<p data-sw-text="subtitle">Roasted weekly</p>');
    const onEnd = vi.fn();
    editTextInPlace(lead, "text", null, onEnd);
    const copy = document.querySelector<HTMLElement>(`[${EDITING_ATTRIBUTE}]`)!;
    expect(key(copy, { key: "Enter", shiftKey: true })).toBe(true);
    expect(onEnd).not.toHaveBeenCalled();
    copy.textContent = "Roasted weekly \n\n\n\nShipped daily";
    copy.blur();
    expect(onEnd).toHaveBeenCalledExactlyOnceWith("Roasted weekly\n\nShipped daily", "blur");
  });

  it("reads a line as one line and a text with its paragraphs", () => {
    const element = document.createElement("p");
    element.textContent = "  A\u00a0b \n c  ";
    expect(textOf(element, "line")).toBe("A b c");
    expect(textOf(element, "text")).toBe("A b\n c");
  });
});
