import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  pointerWithin,
  PointerSensor,
  useDndContext,
  useDndMonitor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DndMonitorListener,
  type KeyboardCodes,
  type KeyboardSensorOptions,
  type PointerSensorOptions,
} from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { memo, useEffect, useLayoutEffect, useMemo, useSyncExternalStore } from "react";
import {
  KEYBOARD_CODES,
  type DragBridge,
  type DragEntry,
  type DragHandlers,
} from "./drag-and-drop";
import { CANVAS_ID } from "./EditorCanvas";
import { isPaletteDrag } from "./drag-sources";

/**
 * A palette item counts as over the canvas only where the pointer is (not the nearest
 * section from across the screen); sections reorder by closest centre.
 */
const collisionDetection: CollisionDetection = (args) => {
  if (!isPaletteDrag(args.active.data.current)) return closestCenter(args);
  const hits = pointerWithin(args);
  const section = hits.find((hit) => hit.id !== CANVAS_ID);
  return section ? [section] : hits;
};

// Module constants: new option objects on every render would count as new sensors and
// re-render every section of the canvas.
/** PRODUCT.md §4, §9: a drag needs 8 px of movement to start. */
const POINTER_SENSOR: PointerSensorOptions = { activationConstraint: { distance: 8 } };
const KEYBOARD_SENSOR: KeyboardSensorOptions = {
  coordinateGetter: sortableKeyboardCoordinates,
  // The codes are dnd-kit's KeyboardCode values, written as the strings they are.
  keyboardCodes: KEYBOARD_CODES as unknown as KeyboardCodes,
};

/**
 * dnd-kit in the editor (drag-and-drop.tsx): its context with the workspace's sensors and
 * handlers, one of its hooks for every draggable and droppable the editor's hooks registered,
 * the active item and the monitor's events reported back, and the drag overlay.
 */
export function DragLayer({
  bridge,
  onDragStart,
  onDragEnd,
  onDragCancel,
  overlay,
}: DragHandlers & { bridge: DragBridge }) {
  const sensors = useSensors(
    useSensor(PointerSensor, POINTER_SENSOR),
    useSensor(KeyboardSensor, KEYBOARD_SENSOR),
  );
  const entries = useSyncExternalStore(bridge.subscribeEntries, bridge.entries);
  // After every entry's hook is in place (children's effects run first).
  useEffect(() => bridge.attachLayer(), [bridge]);
  return (
    <DndContext
      id={bridge.describedById}
      sensors={sensors}
      collisionDetection={collisionDetection}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={onDragCancel}
    >
      <ActiveReport bridge={bridge} />
      <MonitorReport bridge={bridge} />
      {entries.map(([key, entry]) =>
        entry.kind === "draggable" ? (
          <DraggableProxy key={key} bridge={bridge} entryKey={key} entry={entry} />
        ) : (
          <DroppableProxy key={key} bridge={bridge} entryKey={key} entry={entry} />
        ),
      )}
      <DragOverlay dropAnimation={null}>{overlay}</DragOverlay>
    </DndContext>
  );
}

/** The item being dragged, for the editor's hooks. */
function ActiveReport({ bridge }: { bridge: DragBridge }) {
  const { active } = useDndContext();
  useLayoutEffect(() => bridge.setActive(active), [bridge, active]);
  return null;
}

/** dnd-kit's monitor events, for the editor's `useDndMonitor`s. */
function MonitorReport({ bridge }: { bridge: DragBridge }) {
  const listener = useMemo<DndMonitorListener>(
    () => ({
      onDragStart: (event) => bridge.dispatch("onDragStart", event),
      onDragMove: (event) => bridge.dispatch("onDragMove", event),
      onDragOver: (event) => bridge.dispatch("onDragOver", event),
      onDragEnd: (event) => bridge.dispatch("onDragEnd", event),
      onDragCancel: (event) => bridge.dispatch("onDragCancel", event),
      onDragAbort: (event) => bridge.dispatch("onDragAbort", event),
      onDragPending: (event) => bridge.dispatch("onDragPending", event),
    }),
    [bridge],
  );
  useDndMonitor(listener);
  return null;
}

/** dnd-kit's `useDraggable` for one entry: on the entry's nodes, its state reported back. */
const DraggableProxy = memo(function DraggableProxy({
  bridge,
  entryKey,
  entry,
}: {
  bridge: DragBridge;
  entryKey: string;
  entry: Extract<DragEntry, { kind: "draggable" }>;
}) {
  const { isDragging, listeners, setActivatorNodeRef, setNodeRef, transform } = useDraggable(
    entry.args,
  );
  useLayoutEffect(
    () =>
      bridge.attachProxy(entryKey, { setNode: setNodeRef, setActivatorNode: setActivatorNodeRef }),
    [bridge, entryKey, setNodeRef, setActivatorNodeRef],
  );
  useLayoutEffect(
    () => bridge.setState(entryKey, { isDragging, transform, listeners }),
    [bridge, entryKey, isDragging, transform, listeners],
  );
  return null;
});

/** dnd-kit's `useDroppable` for one entry, on the entry's node. */
const DroppableProxy = memo(function DroppableProxy({
  bridge,
  entryKey,
  entry,
}: {
  bridge: DragBridge;
  entryKey: string;
  entry: Extract<DragEntry, { kind: "droppable" }>;
}) {
  const { setNodeRef } = useDroppable(entry.args);
  useLayoutEffect(
    () => bridge.attachProxy(entryKey, { setNode: setNodeRef }),
    [bridge, entryKey, setNodeRef],
  );
  return null;
});
