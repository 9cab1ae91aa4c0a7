import type { SyntheticEvent } from "react";
import { describe, expect, it, vi } from "vitest";
import { createDragBridge } from "./drag-and-drop";

/** A bridge with one draggable whose activator is a button, as a canvas section registers it. */
function bridgeWithDraggable() {
  const bridge = createDragBridge("described-by");
  const handle = document.createElement("button");
  bridge.register("k1", {
    kind: "draggable",
    args: { id: "hero-1" },
    node: { current: document.createElement("div") },
    activatorNode: { current: handle },
  });
  return { bridge, handle };
}

/** The event React hands a listener, with the parts the bridge and dnd-kit read. */
function reactEvent(nativeEvent: Event, target: EventTarget) {
  return {
    nativeEvent,
    target,
    preventDefault: () => nativeEvent.preventDefault(),
  } as unknown as SyntheticEvent;
}

const pointerDown = (init: { button?: number; isPrimary?: boolean } = {}) =>
  Object.assign(new MouseEvent("pointerdown", { button: init.button ?? 0 }), {
    isPrimary: init.isPrimary ?? true,
  });

/** dnd-kit in: the draggable's listeners are `listeners`, and the layer is attached. */
function loadDndKit(
  bridge: ReturnType<typeof createDragBridge>,
  listeners: Record<string, (event: SyntheticEvent) => void>,
) {
  bridge.setState("k1", { isDragging: false, transform: null, listeners });
  return bridge.attachLayer();
}

describe("the editor's drag bridge before dnd-kit is in", () => {
  it("hands a pointer press made while dnd-kit loads to dnd-kit once it is in", () => {
    const { bridge, handle } = bridgeWithDraggable();
    const press = pointerDown();
    bridge.press("k1", "onPointerDown", reactEvent(press, handle));
    expect(bridge.isLayerWanted()).toBe(true);

    const onPointerDown = vi.fn();
    loadDndKit(bridge, { onPointerDown });
    expect(onPointerDown).toHaveBeenCalledOnce();
    expect(onPointerDown.mock.calls[0]![0]).toMatchObject({ nativeEvent: press, target: handle });
  });

  it("drops a press released before dnd-kit is in, so a click starts no drag", () => {
    const { bridge, handle } = bridgeWithDraggable();
    bridge.press("k1", "onPointerDown", reactEvent(pointerDown(), handle));
    window.dispatchEvent(new Event("pointerup"));

    const onPointerDown = vi.fn();
    loadDndKit(bridge, { onPointerDown });
    expect(onPointerDown).not.toHaveBeenCalled();
  });

  it("keeps no press of another button than the main one", () => {
    const { bridge, handle } = bridgeWithDraggable();
    bridge.press("k1", "onPointerDown", reactEvent(pointerDown({ button: 2 }), handle));
    bridge.press("k1", "onPointerDown", reactEvent(pointerDown({ isPrimary: false }), handle));
    expect(bridge.isLayerWanted()).toBe(false);
  });

  it("takes Space on the handle (no click, no scroll) and gives dnd-kit a copy it accepts", () => {
    const { bridge, handle } = bridgeWithDraggable();
    const key = new KeyboardEvent("keydown", { code: "Space", key: " ", cancelable: true });
    bridge.press("k1", "onKeyDown", reactEvent(key, handle));
    expect(key.defaultPrevented).toBe(true);

    const onKeyDown = vi.fn();
    loadDndKit(bridge, { onKeyDown });
    const handed = onKeyDown.mock.calls[0]![0] as SyntheticEvent<Element, KeyboardEvent>;
    expect(handed.target).toBe(handle);
    // dnd-kit refuses an event whose default was prevented.
    expect(handed.nativeEvent.defaultPrevented).toBe(false);
    expect(handed.nativeEvent.code).toBe("Space");
  });

  it("lets other keys, and keys from inside the section, through untouched", () => {
    const { bridge, handle } = bridgeWithDraggable();
    const arrow = new KeyboardEvent("keydown", { code: "ArrowDown", cancelable: true });
    bridge.press("k1", "onKeyDown", reactEvent(arrow, handle));
    const inside = new KeyboardEvent("keydown", { code: "Space", cancelable: true });
    bridge.press("k1", "onKeyDown", reactEvent(inside, document.createElement("input")));
    expect(arrow.defaultPrevented).toBe(false);
    expect(inside.defaultPrevented).toBe(false);
    expect(bridge.isLayerWanted()).toBe(false);
  });

  it("keeps a held Space repeating, and forgets the press on Tab", () => {
    const { bridge, handle } = bridgeWithDraggable();
    bridge.press(
      "k1",
      "onKeyDown",
      reactEvent(new KeyboardEvent("keydown", { code: "Space", cancelable: true }), handle),
    );
    window.dispatchEvent(new KeyboardEvent("keydown", { code: "Space", repeat: true }));
    const onKeyDown = vi.fn();
    const detach = loadDndKit(bridge, { onKeyDown });
    expect(onKeyDown).toHaveBeenCalledOnce();
    detach();

    bridge.press(
      "k1",
      "onKeyDown",
      reactEvent(new KeyboardEvent("keydown", { code: "Space", cancelable: true }), handle),
    );
    window.dispatchEvent(new KeyboardEvent("keydown", { code: "Tab" }));
    loadDndKit(bridge, { onKeyDown });
    expect(onKeyDown).toHaveBeenCalledOnce();
  });

  it("forgets a key press cancelled with Escape while dnd-kit loads", () => {
    const { bridge, handle } = bridgeWithDraggable();
    bridge.press(
      "k1",
      "onKeyDown",
      reactEvent(new KeyboardEvent("keydown", { code: "Enter", cancelable: true }), handle),
    );
    window.dispatchEvent(new KeyboardEvent("keydown", { code: "Escape" }));

    const onKeyDown = vi.fn();
    loadDndKit(bridge, { onKeyDown });
    expect(onKeyDown).not.toHaveBeenCalled();
  });

  it("sends presses straight to dnd-kit once it is in, and none for a disabled draggable", () => {
    const { bridge, handle } = bridgeWithDraggable();
    const onPointerDown = vi.fn();
    loadDndKit(bridge, { onPointerDown });
    const event = reactEvent(pointerDown(), handle);
    bridge.press("k1", "onPointerDown", event);
    expect(onPointerDown).toHaveBeenCalledWith(event);

    const disabled = createDragBridge("described-by");
    disabled.register("k1", {
      kind: "draggable",
      args: { id: "footer", disabled: true },
      node: { current: null },
      activatorNode: { current: null },
    });
    disabled.press("k1", "onPointerDown", reactEvent(pointerDown(), handle));
    expect(disabled.isLayerWanted()).toBe(false);
  });
});
