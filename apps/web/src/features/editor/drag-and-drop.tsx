import type {
  Active,
  DndMonitorListener,
  DragCancelEvent,
  DragEndEvent,
  DragStartEvent,
  DraggableAttributes,
  DraggableSyntheticListeners,
  UseDraggableArguments,
  UseDroppableArguments,
} from "@dnd-kit/core";
import type { Transform } from "@dnd-kit/utilities";
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type MutableRefObject,
  type ReactNode,
  type SyntheticEvent,
} from "react";
import { onDemand } from "../../lib/on-demand";
import { whenIdle } from "../../lib/when-idle";

export type {
  DragMoveEvent,
  DraggableAttributes,
  DraggableSyntheticListeners,
} from "@dnd-kit/core";

/**
 * Dragging on the canvas and from the palette, with dnd-kit loaded on use (docs/ARCHITECTURE.md
 * "What the web app loads when"). The hooks here have the shape of dnd-kit's `useDraggable`,
 * `useDroppable` and `useDndMonitor` and need none of its code: each registers what it is
 * given with the workspace's drag bridge. dnd-kit itself (DragLayer.tsx) loads once the editor
 * is idle, or on the first press of a draggable before that; it runs dnd-kit's own hooks for
 * every registered draggable and droppable, on the same DOM nodes, and reports back what
 * dnd-kit says. A press made while it loads is handed to dnd-kit once it is in.
 */

/**
 * The keys that start, cancel and end a keyboard drag: dnd-kit's defaults, given to its
 * keyboard sensor (DragLayer.tsx) and read here to catch a start before it has loaded.
 */
export const KEYBOARD_CODES = {
  start: ["Space", "Enter"],
  cancel: ["Escape"],
  end: ["Space", "Enter", "Tab"],
} as const;

/** Whether a key's `code` is one of `codes`. */
const isOneOf = (codes: readonly string[], code: string) => codes.includes(code);

type Ref = MutableRefObject<HTMLElement | null>;
type ListenerName = "onPointerDown" | "onKeyDown";

/** A draggable or droppable as a hook registered it: its arguments and its DOM nodes. */
export type DragEntry =
  | { kind: "draggable"; args: UseDraggableArguments; node: Ref; activatorNode: Ref }
  | { kind: "droppable"; args: UseDroppableArguments; node: Ref };

/** What dnd-kit says of one draggable (DragLayer.tsx reports it). */
export interface DraggableState {
  isDragging: boolean;
  transform: Transform | null;
  listeners: DraggableSyntheticListeners;
}

/** How DragLayer.tsx points dnd-kit's hook of one entry at the entry's nodes. */
export interface DragProxy {
  setNode: (element: HTMLElement | null) => void;
  setActivatorNode?: (element: HTMLElement | null) => void;
}

/** A press on a draggable made before dnd-kit loaded, handed to it once it is in. */
interface PendingPress {
  key: string;
  name: ListenerName;
  event: Pick<SyntheticEvent, "nativeEvent" | "target" | "preventDefault">;
  stop: () => void;
}

const shallowEqual = (a: unknown, b: unknown): boolean => {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  const aKeys = Object.keys(a);
  return (
    aKeys.length === Object.keys(b).length &&
    aKeys.every((key) => Object.is(a[key as keyof typeof a], b[key as keyof typeof b]))
  );
};

const sameArgs = (
  a: UseDraggableArguments | UseDroppableArguments,
  b: UseDraggableArguments | UseDroppableArguments,
) =>
  a.id === b.id &&
  Boolean(a.disabled) === Boolean(b.disabled) &&
  shallowEqual(a.data, b.data) &&
  shallowEqual(
    "attributes" in a ? a.attributes : undefined,
    "attributes" in b ? b.attributes : undefined,
  );

/** Listeners of one kind of change: subscribe and notify. */
function signal() {
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    notify: () => {
      for (const listener of listeners) listener();
    },
  };
}

/** Listeners of changes by key. */
function keyedSignal() {
  const listeners = new Map<string, Set<() => void>>();
  return {
    subscribe: (key: string, listener: () => void) => {
      let set = listeners.get(key);
      if (!set) listeners.set(key, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(key);
      };
    },
    notify: (key: string) => {
      for (const listener of listeners.get(key) ?? []) listener();
    },
  };
}

/**
 * The registry between the hooks and dnd-kit, one per workspace: the entries the hooks
 * registered, what dnd-kit reports of them, the monitor listeners, and whether dnd-kit is in.
 */
export function createDragBridge(describedById: string) {
  const entries = new Map<string, DragEntry>();
  let entryList: readonly (readonly [string, DragEntry])[] = [];
  let isListQueued = false;
  const listChanged = signal();
  const states = new Map<string, DraggableState>();
  const stateChanged = keyedSignal();
  let active: Active | null = null;
  const activeChanged = signal();
  const proxies = new Map<string, DragProxy>();
  const monitors = new Set<{ readonly current: DndMonitorListener }>();
  let isLayerWanted = false;
  const layerWanted = signal();
  let isReady = false;
  let pending: PendingPress | null = null;

  // Once for all the entries a render registers (every section's drop zone, at a drag's start).
  function changeList() {
    if (isListQueued) return;
    isListQueued = true;
    queueMicrotask(() => {
      isListQueued = false;
      entryList = [...entries];
      listChanged.notify();
    });
  }

  function clearPending() {
    pending?.stop();
    pending = null;
  }

  function want() {
    if (isLayerWanted) return;
    isLayerWanted = true;
    layerWanted.notify();
  }

  /** Keeps a press for dnd-kit; it is dropped if the press ends before dnd-kit is in. */
  function keepPress(press: Omit<PendingPress, "stop">, endEvents: readonly string[]) {
    clearPending();
    // A pointer released; a key that would cancel or end the drag (not a held key repeating).
    const end = (event: Event) => {
      if (
        event instanceof KeyboardEvent &&
        (event.repeat || !isOneOf([...KEYBOARD_CODES.cancel, ...KEYBOARD_CODES.end], event.code))
      ) {
        return;
      }
      clearPending();
    };
    for (const name of endEvents) window.addEventListener(name, end, true);
    pending = {
      ...press,
      stop: () => {
        for (const name of endEvents) window.removeEventListener(name, end, true);
      },
    };
    want();
    void DragLayer.preload().catch(() => {});
  }

  return {
    describedById,

    register(key: string, entry: DragEntry) {
      const before = entries.get(key);
      if (before && before.kind === entry.kind && sameArgs(before.args, entry.args)) return;
      entries.set(key, entry);
      changeList();
    },
    unregister(key: string) {
      if (!entries.delete(key)) return;
      if (states.delete(key)) stateChanged.notify(key);
      changeList();
    },
    /** The registered entries by key, a new array once they changed. */
    entries: () => entryList,
    subscribeEntries: listChanged.subscribe,

    /** A hook's node changed: dnd-kit's hook of the entry gets it too. */
    setNode(key: string, element: HTMLElement | null) {
      proxies.get(key)?.setNode(element);
    },
    setActivatorNode(key: string, element: HTMLElement | null) {
      proxies.get(key)?.setActivatorNode?.(element);
    },
    /** DragLayer.tsx: dnd-kit's hook of an entry, given the entry's nodes as they are now. */
    attachProxy(key: string, proxy: DragProxy) {
      const entry = entries.get(key);
      proxies.set(key, proxy);
      if (entry) {
        proxy.setNode(entry.node.current);
        if (entry.kind === "draggable") proxy.setActivatorNode?.(entry.activatorNode.current);
      }
      return () => {
        if (proxies.get(key) === proxy) proxies.delete(key);
      };
    },

    stateOf: (key: string) => states.get(key),
    subscribeState: stateChanged.subscribe,
    setState(key: string, state: DraggableState) {
      const before = states.get(key);
      if (
        before &&
        before.isDragging === state.isDragging &&
        before.transform === state.transform &&
        before.listeners === state.listeners
      ) {
        return;
      }
      states.set(key, state);
      stateChanged.notify(key);
    },

    active: () => active,
    subscribeActive: activeChanged.subscribe,
    setActive(next: Active | null) {
      if (next === active) return;
      active = next;
      activeChanged.notify();
    },

    addMonitor(listener: { readonly current: DndMonitorListener }) {
      monitors.add(listener);
      return () => void monitors.delete(listener);
    },
    /** DragLayer.tsx: one of dnd-kit's monitor events, for every `useDndMonitor`. */
    dispatch<K extends keyof DndMonitorListener>(
      type: K,
      event: Parameters<NonNullable<DndMonitorListener[K]>>[0],
    ) {
      for (const monitor of monitors) {
        (monitor.current[type] as ((event: unknown) => void) | undefined)?.(event);
      }
    },

    isLayerWanted: () => isLayerWanted,
    subscribeLayerWanted: layerWanted.subscribe,
    /** Loads dnd-kit (once the editor is idle). */
    want,
    /**
     * DragLayer.tsx: dnd-kit is in and every entry has its hook; a press kept while it loaded
     * goes to dnd-kit now. Returns the way back, for when the layer unmounts.
     */
    attachLayer() {
      isReady = true;
      const press = pending;
      clearPending();
      if (press) states.get(press.key)?.listeners?.[press.name]?.(press.event);
      return () => {
        isReady = false;
      };
    },
    dispose: clearPending,

    /** A draggable's pointer or key press: to dnd-kit, or kept until dnd-kit is in. */
    press(key: string, name: ListenerName, event: SyntheticEvent) {
      if (isReady) {
        states.get(key)?.listeners?.[name]?.(event);
        return;
      }
      const entry = entries.get(key);
      if (entry?.kind !== "draggable" || entry.args.disabled) return;
      const { nativeEvent, target } = event;
      // What dnd-kit's pointer and keyboard sensors take as the start of a drag.
      if (name === "onPointerDown") {
        const pointer = nativeEvent as PointerEvent;
        if (!pointer.isPrimary || pointer.button !== 0) return;
        keepPress({ key, name, event: { nativeEvent, target, preventDefault: () => {} } }, [
          "pointerup",
          "pointercancel",
        ]);
        return;
      }
      const keyboard = nativeEvent as KeyboardEvent;
      if (!isOneOf(KEYBOARD_CODES.start, keyboard.code)) return;
      const activator = entry.activatorNode.current;
      if (activator && target !== activator) return;
      // As dnd-kit's keyboard sensor does: the key neither clicks nor scrolls. dnd-kit takes no
      // event whose default was prevented, so it gets a copy of this one.
      event.preventDefault();
      const copy = new KeyboardEvent("keydown", keyboard);
      keepPress({ key, name, event: { nativeEvent: copy, target, preventDefault: () => {} } }, [
        "keydown",
      ]);
    },
  };
}

export type DragBridge = ReturnType<typeof createDragBridge>;

const DragBridgeContext = createContext<DragBridge | null>(null);

function useDragBridge(): DragBridge {
  const bridge = use(DragBridgeContext);
  if (!bridge) throw new Error("The editor's drag hooks need <DragAndDrop> around them");
  return bridge;
}

/** Props of the drop handlers the workspace gives dnd-kit's context. */
export interface DragHandlers {
  onDragStart: (event: DragStartEvent) => void;
  onDragEnd: (event: DragEndEvent) => void;
  onDragCancel: (event: DragCancelEvent) => void;
  /** What follows the pointer during a drag (dnd-kit's DragOverlay). */
  overlay: ReactNode;
}

const DragLayer = onDemand(() => import("./DragLayer").then((m) => m.DragLayer));

/**
 * The editor's drag and drop context, in place of dnd-kit's `DndContext`: the hooks below
 * work inside it from the first render, and dnd-kit joins once the editor is idle.
 */
export function DragAndDrop({ children, ...handlers }: DragHandlers & { children: ReactNode }) {
  const id = useId();
  const [bridge] = useState(() => createDragBridge(`dnd-described-by-${id}`));
  const isLayerWanted = useSyncExternalStore(bridge.subscribeLayerWanted, bridge.isLayerWanted);
  useEffect(() => {
    whenIdle(bridge.want);
    return bridge.dispose;
  }, [bridge]);
  return (
    <DragBridgeContext value={bridge}>
      {children}
      {isLayerWanted && <DragLayer bridge={bridge} {...handlers} />}
    </DragBridgeContext>
  );
}

/** Registers a hook's entry for as long as it is mounted, with its arguments as they are. */
function useEntry(bridge: DragBridge, key: string, entry: DragEntry) {
  useLayoutEffect(() => bridge.register(key, entry));
  useLayoutEffect(() => () => bridge.unregister(key), [bridge, key]);
}

function useActive(bridge: DragBridge) {
  return useSyncExternalStore(bridge.subscribeActive, bridge.active);
}

/** dnd-kit's `useDraggable`: the parts the editor reads. */
export function useDraggable(args: UseDraggableArguments) {
  const bridge = useDragBridge();
  const key = useId();
  const node = useRef<HTMLElement | null>(null);
  const activatorNode = useRef<HTMLElement | null>(null);
  useEntry(bridge, key, { kind: "draggable", args, node, activatorNode });
  const state = useSyncExternalStore(
    useCallback((listener: () => void) => bridge.subscribeState(key, listener), [bridge, key]),
    () => bridge.stateOf(key),
  );
  const active = useActive(bridge);
  const isDragging = state?.isDragging ?? false;
  const disabled = args.disabled ?? false;
  const { role = "button", roleDescription = "draggable", tabIndex = 0 } = args.attributes ?? {};
  // dnd-kit's own attributes (useDraggable), the same before and after it loads.
  const attributes = useMemo<DraggableAttributes>(
    () => ({
      role,
      tabIndex,
      "aria-disabled": disabled,
      "aria-pressed": isDragging && role === "button" ? true : undefined,
      "aria-roledescription": roleDescription,
      "aria-describedby": bridge.describedById,
    }),
    [role, tabIndex, disabled, isDragging, roleDescription, bridge],
  );
  const listeners = useMemo(
    () => ({
      onPointerDown: (event: SyntheticEvent) => bridge.press(key, "onPointerDown", event),
      onKeyDown: (event: SyntheticEvent) => bridge.press(key, "onKeyDown", event),
    }),
    [bridge, key],
  );
  const setNodeRef = useCallback(
    (element: HTMLElement | null) => {
      node.current = element;
      bridge.setNode(key, element);
    },
    [bridge, key],
  );
  const setActivatorNodeRef = useCallback(
    (element: HTMLElement | null) => {
      activatorNode.current = element;
      bridge.setActivatorNode(key, element);
    },
    [bridge, key],
  );
  return {
    active,
    attributes,
    isDragging,
    listeners: disabled ? undefined : listeners,
    node,
    setNodeRef,
    setActivatorNodeRef,
    transform: state?.transform ?? null,
  };
}

/** dnd-kit's `useDroppable`: the parts the editor reads. */
export function useDroppable(args: UseDroppableArguments) {
  const bridge = useDragBridge();
  const key = useId();
  const node = useRef<HTMLElement | null>(null);
  useEntry(bridge, key, { kind: "droppable", args, node });
  const setNodeRef = useCallback(
    (element: HTMLElement | null) => {
      node.current = element;
      bridge.setNode(key, element);
    },
    [bridge, key],
  );
  return { node, setNodeRef };
}

/** dnd-kit's `useDndMonitor`: the listener hears every drag in the workspace. */
export function useDndMonitor(listener: DndMonitorListener) {
  const bridge = useDragBridge();
  const latest = useRef(listener);
  useLayoutEffect(() => {
    latest.current = listener;
  });
  useEffect(() => bridge.addMonitor(latest), [bridge]);
}
