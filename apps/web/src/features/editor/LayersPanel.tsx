import {
  getSectionDefinition,
  pageSectionsOf,
  resolveSectionType,
  SECTION_DEVICES,
  sitePartWithId,
  type LayoutSection,
  type SitePart,
} from "@shopwright/site";
import { ArrowDown, ArrowUp, Eye, EyeOff, Globe, GripVertical } from "lucide-react";
import {
  useEffect,
  useMemo,
  useRef,
  type KeyboardEvent,
  type PointerEventHandler,
  type ReactNode,
} from "react";
import { deviceSpec } from "./devices";
import { useDndMonitor, useDraggable } from "./drag-and-drop";
import { isLayerDrag, type LayerDragData } from "./drag-sources";
import { useEditorState, useEditorStore } from "./editor-context";
import {
  currentPageOf,
  dropSideOf,
  reorderTarget,
  type Device,
  type DropTarget,
  type EditorStore,
} from "./editor-store";
import { EDITOR_TEXT } from "./editor.texts";
import { SectionIcon } from "./SectionIcon";

const T = EDITOR_TEXT.layers;

/** The site's header and footer, as the rows need them. */
type SiteParts = { header?: LayoutSection | undefined; footer?: LayoutSection | undefined };

/** A row of the layers panel: one section as the page shows it. */
interface Layer {
  id: string;
  type: string;
  label: string;
  /** The section's own title (its heading), to tell two of a type apart. */
  title: string;
  part: SitePart | undefined;
  hiddenOn: readonly Device[];
}

function layerOf(parts: SiteParts, section: LayoutSection): Layer {
  const part = sitePartWithId({ pages: [], ...parts }, section.id);
  const resolved = resolveSectionType(section.type);
  const definition = resolved ? getSectionDefinition(resolved) : undefined;
  const titleKey = definition?.roles.title;
  const title = titleKey ? section.props[titleKey] : undefined;
  return {
    id: section.id,
    type: resolved ?? section.type,
    label: part ? EDITOR_TEXT.sitePart[part] : (definition?.label ?? section.type),
    title: typeof title === "string" ? title : "",
    part,
    hiddenOn: section.hiddenOn ?? [],
  };
}

/** Shows the section on the canvas (its frame scrolls), as a click on the canvas would. */
function revealOnCanvas(id: string) {
  document
    .querySelector(`[data-section-id="${CSS.escape(id)}"]`)
    ?.scrollIntoView({ block: "nearest", behavior: "smooth" });
}

/**
 * The page's structure (docs/PRODUCT.md §2 "Visual editor", Layers): the site's header, the
 * page's own sections and the site's footer, in order. A row selects its section; Alt+↑/↓ or
 * the arrows move it; the eye hides it on the device the canvas shows (the site's header and
 * footer: on this page).
 */
export function LayersPanel() {
  const store = useEditorStore();
  // The page, header and footer objects stay the same while nothing of theirs changes
  // (`shareUnchanged`), so a keystroke elsewhere derives no rows.
  const page = useEditorState(currentPageOf);
  const header = useEditorState((state) => state.document.header);
  const footer = useEditorState((state) => state.document.footer);
  const { layers, own, ownIndex } = useMemo(() => {
    const parts = { header, footer };
    const rows = pageSectionsOf({ pages: [page], ...parts }, page).map((section) =>
      layerOf(parts, section),
    );
    // The page's own sections, and each one's place among them (what the arrows move).
    const ownRows = rows.filter((layer) => !layer.part);
    return {
      layers: rows,
      own: ownRows,
      ownIndex: new Map(ownRows.map((layer, index) => [layer.id, index])),
    };
  }, [page, header, footer]);
  const selectedId = useEditorState((state) => state.session.selectedId);
  const device = useEditorState((state) => state.session.device);
  const pageName = useEditorState((state) => currentPageOf(state).name);
  const list = useRef<HTMLOListElement>(null);
  useRowDropTarget(store, list);

  // A section selected on the canvas shows in the list too.
  useEffect(() => {
    if (!selectedId) return;
    list.current
      ?.querySelector(`[data-layer="${CSS.escape(selectedId)}"]`)
      ?.scrollIntoView({ block: "nearest" });
  }, [selectedId]);

  function focusRow(id: string) {
    requestAnimationFrame(() =>
      list.current?.querySelector<HTMLElement>(`[data-layer="${CSS.escape(id)}"]`)?.focus(),
    );
  }

  function select(id: string) {
    store.select(id);
    revealOnCanvas(id);
  }

  function move(layer: Layer, by: -1 | 1) {
    const neighbour = own[(ownIndex.get(layer.id) ?? -1) + by];
    if (!neighbour) return;
    store.moveSection(layer.id, by < 0 ? { before: neighbour.id } : { after: neighbour.id });
    focusRow(layer.id);
    revealOnCanvas(layer.id);
  }

  function handleKeyDown(event: KeyboardEvent, layer: Layer, index: number) {
    if (event.key !== "ArrowUp" && event.key !== "ArrowDown") return;
    event.preventDefault();
    const by = event.key === "ArrowUp" ? -1 : 1;
    if (event.altKey) {
      if (!layer.part) move(layer, by);
      return;
    }
    const next = layers[index + by];
    if (next) {
      focusRow(next.id);
      select(next.id);
    }
  }

  if (layers.length === 0) {
    return (
      <div className="px-4 py-8 text-center">
        <p className="text-sm font-medium text-slate-700">{T.emptyTitle}</p>
        <p className="mt-1 text-xs text-slate-500">{T.emptyHint}</p>
      </div>
    );
  }

  return (
    <div className="flex h-full flex-col">
      <p className="shrink-0 px-4 pb-2 pt-3 text-xs text-slate-500">{T.hint}</p>
      <ol
        ref={list}
        aria-label={T.title(pageName)}
        className="flex-1 space-y-0.5 overflow-y-auto px-2 pb-3"
      >
        {layers.map((layer, index) => (
          <LayerRow
            key={layer.id}
            layer={layer}
            isSelected={layer.id === selectedId}
            ownIndex={ownIndex.get(layer.id) ?? -1}
            ownCount={own.length}
            device={device}
            pageName={pageName}
            onSelect={() => select(layer.id)}
            onMove={(by) => move(layer, by)}
            onKeyDown={(event) => handleKeyDown(event, layer, index)}
          />
        ))}
      </ol>
    </div>
  );
}

/**
 * Keeps the store's drop target on where a row dragged in the list would land: before or
 * after the page's own section whose row the pointer is over (by which half), after the last
 * one below them all; nowhere once the pointer leaves the list, or where the order would
 * stay as it is. The canvas shows the same line.
 */
function useRowDropTarget(store: EditorStore, list: { readonly current: HTMLElement | null }) {
  const dragged = useRef<string | null>(null);

  function targetAt(x: number, y: number): DropTarget | null {
    const root = list.current;
    const activeId = dragged.current;
    if (!root || !activeId) return null;
    const bounds = root.getBoundingClientRect();
    if (x < bounds.left || x > bounds.right || y < bounds.top || y > bounds.bottom) return null;
    const rows = [...root.querySelectorAll<HTMLElement>("[data-layer-row]")];
    const over = rows.find((row) => y < row.getBoundingClientRect().bottom) ?? rows.at(-1);
    if (!over) return null;
    const id = over.dataset.layerRow!;
    const rect = over.getBoundingClientRect();
    const target = y < rect.top + rect.height / 2 ? { before: id } : { after: id };
    return reorderTarget(store.getState(), activeId, target);
  }

  useDndMonitor({
    onDragStart({ active, activatorEvent }) {
      const data = active.data.current;
      dragged.current = isLayerDrag(data) ? data.sectionId : null;
      if (dragged.current && activatorEvent instanceof MouseEvent) {
        store.setDropTarget(targetAt(activatorEvent.clientX, activatorEvent.clientY));
      }
    },
    onDragEnd() {
      dragged.current = null;
    },
    onDragCancel() {
      dragged.current = null;
      store.setDropTarget(null);
    },
  });

  useEffect(() => {
    function handlePointerMove(event: PointerEvent) {
      if (dragged.current) store.setDropTarget(targetAt(event.clientX, event.clientY));
    }
    window.addEventListener("pointermove", handlePointerMove, { capture: true, passive: true });
    return () => window.removeEventListener("pointermove", handlePointerMove, { capture: true });
  });
}

/** One row: the section's name and title, its drag grip, arrows and eye. */
function LayerRow({
  layer,
  isSelected,
  ownIndex,
  ownCount,
  device,
  pageName,
  onSelect,
  onMove,
  onKeyDown,
}: {
  layer: Layer;
  isSelected: boolean;
  ownIndex: number;
  ownCount: number;
  device: Device;
  pageName: string;
  onSelect: () => void;
  onMove: (by: -1 | 1) => void;
  onKeyDown: (event: KeyboardEvent) => void;
}) {
  const store = useEditorStore();
  const data: LayerDragData = {
    source: "layers",
    sectionId: layer.id,
    type: layer.type,
    label: layer.label,
  };
  // Pointer drags only: the keyboard moves rows with Alt+↑/↓. A finger swiping up or down
  // scrolls the list (`touch-pan-y`); on a touch screen the rows' arrows move them.
  const { setNodeRef, listeners, isDragging } = useDraggable({
    id: `layer:${layer.id}`,
    data,
    disabled: layer.part !== undefined,
  });
  const dropSide = useEditorState((state) => dropSideOf(state.session.dropTarget, layer.id));
  return (
    <li
      data-layer-row={layer.part ? undefined : layer.id}
      className={`group/layer relative flex items-center gap-1 rounded-md pr-1 ${
        isSelected ? "bg-brand-50 ring-1 ring-brand-200" : "hover:bg-slate-50"
      } ${isDragging ? "opacity-40" : ""}`}
    >
      {dropSide && (
        <span
          aria-hidden
          data-layer-drop={dropSide}
          className={`pointer-events-none absolute inset-x-1 h-0.5 rounded-full bg-brand-600 ${
            dropSide === "before" ? "-top-px" : "-bottom-px"
          }`}
        />
      )}
      <button
        ref={setNodeRef}
        type="button"
        data-layer={layer.id}
        aria-current={isSelected || undefined}
        aria-keyshortcuts={layer.part ? undefined : "Alt+ArrowUp Alt+ArrowDown"}
        onClick={onSelect}
        onKeyDown={onKeyDown}
        onPointerDown={listeners?.onPointerDown as PointerEventHandler | undefined}
        className={`flex min-w-0 flex-1 touch-pan-y items-center gap-2 rounded-md px-2 py-1.5 text-left outline-none focus-visible:ring-2 focus-visible:ring-brand-400 ${
          layer.part ? "" : "cursor-grab active:cursor-grabbing"
        }`}
      >
        {layer.part ? (
          <Globe className="size-4 shrink-0 text-slate-400" aria-hidden />
        ) : (
          <span className="relative grid size-4 shrink-0 place-items-center">
            <SectionIcon
              type={layer.type}
              className="size-4 text-slate-500 group-hover/layer:invisible"
            />
            <GripVertical
              className="invisible absolute size-4 text-slate-400 group-hover/layer:visible"
              aria-hidden
            />
          </span>
        )}
        <span className="min-w-0 flex-1">
          <span
            className={`block truncate text-sm ${isSelected ? "font-medium text-brand-800" : "text-slate-800"}`}
          >
            {layer.label}
          </span>
          {layer.title && (
            <span className="block truncate text-xs text-slate-500">{layer.title}</span>
          )}
          {layer.hiddenOn.length > 0 && (
            <span className="block truncate text-xs text-amber-700">
              {T.hiddenOn(layer.hiddenOn.map((hidden) => deviceSpec(hidden).name))}
            </span>
          )}
        </span>
      </button>
      {/* Shown on hover or focus; always on a touch screen, where they are how rows move. */}
      {!layer.part && (
        <span className="flex opacity-0 transition-opacity group-hover/layer:opacity-100 group-focus-within/layer:opacity-100 [@media(hover:none)]:opacity-100">
          <RowButton
            label={T.moveUp(layer.label)}
            disabled={ownIndex <= 0}
            onClick={() => onMove(-1)}
          >
            <ArrowUp className="size-3.5" />
          </RowButton>
          <RowButton
            label={T.moveDown(layer.label)}
            disabled={ownIndex === ownCount - 1}
            onClick={() => onMove(1)}
          >
            <ArrowDown className="size-3.5" />
          </RowButton>
        </span>
      )}
      <VisibilityButton store={store} layer={layer} device={device} pageName={pageName} />
    </li>
  );
}

/** The eye of a row: the section on the device shown, or a site part on this page. */
function VisibilityButton({
  store,
  layer,
  device,
  pageName,
}: {
  store: EditorStore;
  layer: Layer;
  device: Device;
  pageName: string;
}) {
  if (layer.part) {
    return (
      <RowButton
        label={`${EDITOR_TEXT.hideSitePart}: ${layer.label}`}
        onClick={() => store.showSitePart(pageName, layer.part!, false)}
      >
        <Eye className="size-3.5" />
      </RowButton>
    );
  }
  const isHidden = layer.hiddenOn.includes(device);
  const deviceName = deviceSpec(device).name;
  // A section shows on one device at least: the last one it shows on cannot hide it.
  const isLast = !isHidden && layer.hiddenOn.length === SECTION_DEVICES.length - 1;
  return (
    <RowButton
      label={isHidden ? T.show(layer.label, deviceName) : T.hide(layer.label, deviceName)}
      title={isLast ? T.lastDevice : undefined}
      disabled={isLast}
      isPressed={isHidden}
      isAlwaysShown={isHidden}
      onClick={() =>
        store.setSectionVisibility(
          layer.id,
          isHidden
            ? layer.hiddenOn.filter((hidden) => hidden !== device)
            : [...layer.hiddenOn, device],
        )
      }
    >
      {isHidden ? <EyeOff className="size-3.5" /> : <Eye className="size-3.5" />}
    </RowButton>
  );
}

function RowButton({
  label,
  title,
  disabled,
  isPressed,
  isAlwaysShown,
  onClick,
  children,
}: {
  label: string;
  title?: string | undefined;
  disabled?: boolean;
  isPressed?: boolean;
  isAlwaysShown?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={title ?? label}
      aria-pressed={isPressed}
      disabled={disabled}
      onClick={onClick}
      className={`grid size-6 shrink-0 place-items-center rounded text-slate-400 hover:bg-slate-200 hover:text-slate-700 disabled:pointer-events-none disabled:opacity-30 ${
        isAlwaysShown ? "text-amber-600" : ""
      }`}
    >
      {children}
    </button>
  );
}
