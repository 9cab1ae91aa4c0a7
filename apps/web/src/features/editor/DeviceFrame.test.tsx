import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { editorData } from "../../test/editor-fixtures";
import { fakeApi, ok } from "../../test/fake-api";
import { renderAt } from "../../test/render";
import { EditorPage } from "./EditorPage";
import { DEVICES, deviceOfShortcut, fitScale, zoomReadout } from "./devices";

describe("the canvas scale", () => {
  it("fits the device width into the space there is, never above 1:1", () => {
    expect(fitScale(1280, 921)).toBeCloseTo(0.7195, 4);
    expect(fitScale(768, 921)).toBe(1);
    expect(fitScale(390, 390)).toBe(1);
    expect(fitScale(390, 351)).toBe(0.9);
    // Not measured yet: 1:1 rather than nothing at all.
    expect(fitScale(1280, 0)).toBe(1);
  });

  it("reads as the width and the rounded zoom", () => {
    expect(zoomReadout(1280, 921 / 1280)).toBe("1280 px · 72 %");
    expect(zoomReadout(390, 1)).toBe("390 px · 100 %");
  });

  it("has the three devices at their true widths, each with a Shift+digit shortcut", () => {
    expect(DEVICES.map(({ id, width }) => [id, width])).toEqual([
      ["desktop", 1280],
      ["tablet", 768],
      ["mobile", 390],
    ]);
    expect(["Digit1", "Digit2", "Digit3", "Digit4", "KeyA"].map(deviceOfShortcut)).toEqual([
      "desktop",
      "tablet",
      "mobile",
      undefined,
      undefined,
    ]);
  });
});

/** jsdom lays nothing out: the test says what size each observed element has. */
class FakeResizeObserver {
  static all: FakeResizeObserver[] = [];
  private readonly elements: Element[] = [];
  constructor(private readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.all.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  unobserve() {}
  disconnect() {
    this.elements.length = 0;
  }
  static resize(element: Element, width: number, height: number) {
    act(() => {
      for (const observer of FakeResizeObserver.all) {
        if (!observer.elements.includes(element)) continue;
        const entry = { target: element, contentRect: { width, height } };
        observer.callback([entry as unknown as ResizeObserverEntry], observer as never);
      }
    });
  }
}

describe("the device frame", () => {
  // Set and put back by hand: vi.unstubAllGlobals would take fake-api's fetch with it.
  const jsdomResizeObserver = globalThis.ResizeObserver;
  beforeEach(() => {
    FakeResizeObserver.all = [];
    globalThis.ResizeObserver = FakeResizeObserver;
  });
  afterEach(() => {
    globalThis.ResizeObserver = jsdomResizeObserver;
  });

  async function renderEditor() {
    fakeApi({ "GET /api/store/s1/editor": ok(editorData()) });
    renderAt(<EditorPage />, "/dashboard/store/s1/editor", "/dashboard/store/:storeId/editor");
    await screen.findByRole("group", { name: "Hero section" });
    const frame = screen.getByTestId("device-frame");
    const layer = screen.getByTestId("device-layer");
    // The viewport has 921 × 700 px for the frame; the page is 2,000 px tall at its width.
    FakeResizeObserver.resize(frame.parentElement!, 921, 700);
    FakeResizeObserver.resize(layer, 1280, 2000);
    return { frame, layer, readout: screen.getByTestId("device-readout") };
  }

  it("lays the page out at 1280 px on desktop and scales it to fit, the frame as tall as the scaled page", async () => {
    const { frame, layer, readout } = await renderEditor();
    const scale = 921 / 1280;
    expect(screen.getByRole("button", { name: "Desktop" })).toHaveAttribute("aria-pressed", "true");
    expect(layer.style.width).toBe("1280px");
    expect(layer.style.transform).toBe(`scale(${scale})`);
    expect(layer.style.getPropertyValue("--canvas-scale")).toBe(String(scale));
    // The layer is at least as tall as the viewport shows, in its own pixels.
    expect(layer.style.minHeight).toBe(`${700 / scale}px`);
    expect(frame.style.width).toBe("921px");
    expect(frame.style.height).toBe(`${Math.floor(2000 * scale)}px`);
    expect(readout).toHaveTextContent("1280 px · 72 %");
  });

  it("switches devices with the toggle and with Shift+1 to 3 outside text fields", async () => {
    const user = userEvent.setup();
    const { layer, readout } = await renderEditor();

    await user.click(screen.getByRole("button", { name: "Mobile (390 px)" }));
    expect(screen.getByRole("button", { name: "Mobile (390 px)" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(screen.getByRole("button", { name: "Desktop" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    expect(layer.style.width).toBe("390px");
    expect(layer.style.transform).toBe("scale(1)");
    expect(readout).toHaveTextContent("390 px · 100 %");

    await user.keyboard("{Shift>}2{/Shift}");
    expect(screen.getByRole("button", { name: "Tablet (768 px)" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(readout).toHaveTextContent("768 px · 100 %");

    await user.keyboard("{Shift>}1{/Shift}");
    expect(readout).toHaveTextContent("1280 px · 72 %");

    // Typing a '#' (Shift+3) into a field types it and leaves the device alone.
    await user.click(screen.getByRole("group", { name: "Hero section" }));
    const headline = screen.getByRole("textbox", { name: "Headline" });
    await user.clear(headline);
    await user.type(headline, "No {Shift>}3{/Shift}1");
    expect(readout).toHaveTextContent("1280 px · 72 %");
    expect(screen.getByRole("button", { name: "Desktop" })).toHaveAttribute("aria-pressed", "true");
  });
});
