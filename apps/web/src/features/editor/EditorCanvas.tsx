import { pageSectionsOf, SiteFrame, type SiteContext, type SitePart } from "@shopwright/site";
import { Eye, LayoutTemplate } from "lucide-react";
import { Fragment, useEffect, useMemo, useRef } from "react";
import { CanvasSection } from "./CanvasSection";
import { useDndMonitor, useDroppable, type DragMoveEvent } from "./drag-and-drop";
import { UNSCALED } from "./devices";
import { useEditorState, useEditorStore } from "./editor-context";
import { currentPageOf, reorderTarget, type DropTarget, type EditorStore } from "./editor-store";
import { EDITOR_TEXT } from "./editor.texts";
import { isLayerDrag, isPaletteDrag } from "./drag-sources";

/** The droppable id of the canvas itself (drops below the last section land at the end). */
export const CANVAS_ID = "canvas";

/**
 * The page being edited, rendered by @shopwright/site in edit mode. Sections are dragged to
 * reorder them; while a section or a palette item is dragged, the store's drop target says
 * where it would land and the section there shows a line.
 */
export function EditorCanvas({ site }: { site: SiteContext }) {
  const store = useEditorStore();
  // A string, so that typing into a section (same ids) does not re-render the canvas. The
  // page as it shows: the site's header, its own sections, the site's footer.
  const idsKey = useEditorState((state) =>
    pageSectionsOf(state.document, currentPageOf(state))
      .map((section) => section.id)
      .join("\n"),
  );
  const hidden = useEditorState((state) => {
    const page = currentPageOf(state);
    const parts: SitePart[] = [];
    if (state.document.header && page.hideHeader) parts.push("header");
    if (state.document.footer && page.hideFooter) parts.push("footer");
    return parts.join(" ");
  });
  const ids = useMemo(() => (idsKey ? idsKey.split("\n") : []), [idsKey]);
  const hasOwn = useEditorState((state) => currentPageOf(state).sections.length > 0);
  // Where the page's own sections end: before the site's footer when it shows.
  const footerIndex = useEditorState((state) => {
    const page = currentPageOf(state);
    const shown = pageSectionsOf(state.document, page);
    return shown.length > 0 && shown.at(-1) === state.document.footer
      ? shown.length - 1
      : shown.length;
  });
  const theme = useEditorState((state) => state.document.theme);
  const isEndTarget = useEditorState((state) => {
    const target = state.session.dropTarget;
    return target !== null && "at" in target;
  });
  const canvas = useRef<HTMLDivElement | null>(null);
  const { setNodeRef } = useDroppable({ id: CANVAS_ID });
  useDropTarget(store, canvas);

  return (
    <div
      ref={(element) => {
        canvas.current = element;
        setNodeRef(element);
      }}
      onClick={() => store.select(null)}
      className={`flex flex-1 flex-col transition-shadow ${isEndTarget ? "shadow-[inset_0_0_0_calc(2px/var(--canvas-scale,1))_var(--color-brand-400)]" : ""}`}
    >
      {hidden.includes("header") && <HiddenPart part="header" store={store} />}
      {ids.length === 0 ? (
        <EmptyCanvas />
      ) : (
        <SiteFrame theme={theme}>
          {ids.map((id, index) => (
            <Fragment key={id}>
              {/* A page of its own sections has none yet: the hint between header and footer. */}
              {!hasOwn && index === footerIndex && <EmptyCanvas />}
              <CanvasSection id={id} theme={theme} site={site} />
            </Fragment>
          ))}
          {!hasOwn && footerIndex === ids.length && <EmptyCanvas />}
        </SiteFrame>
      )}
      {hidden.includes("footer") && <HiddenPart part="footer" store={store} />}
    </div>
  );
}

/** A page without sections of its own: where to start. */
function EmptyCanvas() {
  return (
    <div className="flex min-h-[28rem] flex-1 items-center justify-center bg-white px-6 py-16 font-sans">
      {/* At the screen's size whatever the canvas scale (DeviceFrame). */}
      <div className={`flex flex-col items-center text-center ${UNSCALED}`}>
        <div className="mb-4 grid size-12 place-items-center rounded-full bg-brand-50 text-brand-600">
          <LayoutTemplate className="size-6" aria-hidden />
        </div>
        <h2 className="text-base font-semibold text-slate-900">{EDITOR_TEXT.canvasEmptyTitle}</h2>
        <p className="mt-1 max-w-xs text-sm text-slate-500">{EDITOR_TEXT.canvasEmptyHint}</p>
      </div>
    </div>
  );
}

/** Where a page hides the site's header or footer: a slim bar that shows it again. */
function HiddenPart({ part, store }: { part: SitePart; store: EditorStore }) {
  const label = EDITOR_TEXT.sitePart[part];
  return (
    // Sized against the canvas scale (DeviceFrame), so it reads at the screen's size.
    <div className="flex items-center justify-between gap-3 border-y border-dashed border-slate-300 bg-slate-50 px-[calc(1rem/var(--canvas-scale,1))] py-[calc(0.5rem/var(--canvas-scale,1))] font-sans text-[calc(0.75rem/var(--canvas-scale,1))] text-slate-500">
      <span>{EDITOR_TEXT.sitePartHidden(label)}</span>
      <button
        type="button"
        onClick={(event) => {
          event.stopPropagation();
          store.showSitePart(currentPageOf(store.getState()).name, part, true);
        }}
        aria-label={`${EDITOR_TEXT.showSitePart} ${label.toLowerCase()}`}
        className="inline-flex items-center gap-1 rounded-md px-2 py-1 font-medium text-brand-700 hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
      >
        <Eye className="size-3.5" aria-hidden />
        {EDITOR_TEXT.showSitePart}
      </button>
    </div>
  );
}

/**
 * Keeps the store's drop target on what a drag over the canvas points at. With a pointer: the
 * section under it (the dragged one aside), above or below by which half the pointer is over;
 * below the last section, after it; on an empty page, the end. With the keyboard, which moves
 * the dragged section onto its neighbour: past that neighbour. A reorder that would leave the
 * page as it is has no target.
 */
function useDropTarget(store: EditorStore, canvas: { readonly current: HTMLElement | null }) {
  const drag = useRef<{ activeId: string; isPalette: boolean; isPointer: boolean } | null>(null);
  const pointer = useRef<{ x: number; y: number } | null>(null);

  function targetAtPointer(): DropTarget | null {
    const root = canvas.current;
    const at = pointer.current;
    const current = drag.current;
    if (!root || !at || !current) return null;
    const bounds = root.getBoundingClientRect();
    if (at.x < bounds.left || at.x > bounds.right || at.y < bounds.top || at.y > bounds.bottom) {
      return null;
    }
    let hovered: HTMLElement | null = null;
    for (const element of document.elementsFromPoint(at.x, at.y)) {
      const section = element.closest<HTMLElement>("[data-section-id]");
      if (section && root.contains(section) && section.dataset.sectionId !== current.activeId) {
        hovered = section;
        break;
      }
    }
    let target: DropTarget;
    if (hovered) {
      const rect = hovered.getBoundingClientRect();
      const id = hovered.dataset.sectionId!;
      target = at.y < rect.top + rect.height / 2 ? { before: id } : { after: id };
    } else {
      // Over no other section: below the last one, or on an empty page, it goes at the end;
      // anywhere else the pointer is over the dragged section's own place.
      const sections = root.querySelectorAll<HTMLElement>("[data-section-id]");
      const last = sections[sections.length - 1];
      if (!last) target = { at: "end" };
      else if (at.y > last.getBoundingClientRect().bottom)
        target = { after: last.dataset.sectionId! };
      else return null;
    }
    return current.isPalette ? target : reorderTarget(store.getState(), current.activeId, target);
  }

  function targetOfKeyboard({ active, over }: DragMoveEvent): DropTarget | null {
    if (!over || over.id === CANVAS_ID || over.id === active.id) return null;
    const ids = currentPageOf(store.getState()).sections.map((section) => section.id);
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return null;
    return from < to ? { after: String(over.id) } : { before: String(over.id) };
  }

  function update(event?: DragMoveEvent) {
    const current = drag.current;
    if (!current) return;
    if (current.isPointer) store.setDropTarget(targetAtPointer());
    else if (event) store.setDropTarget(targetOfKeyboard(event));
  }

  useDndMonitor({
    onDragStart({ active, activatorEvent }) {
      // A row of the layers list: the list says where it lands.
      if (isLayerDrag(active.data.current)) return;
      drag.current = {
        activeId: String(active.id),
        isPalette: isPaletteDrag(active.data.current),
        isPointer: !(activatorEvent instanceof KeyboardEvent),
      };
      pointer.current =
        activatorEvent instanceof PointerEvent || activatorEvent instanceof MouseEvent
          ? { x: activatorEvent.clientX, y: activatorEvent.clientY }
          : null;
      update();
    },
    onDragMove: update,
    onDragOver: update,
    // The workspace drops at the target (store.drop) before these run; then it is cleared.
    onDragEnd() {
      drag.current = null;
      store.setDropTarget(null);
    },
    onDragCancel() {
      drag.current = null;
      store.setDropTarget(null);
    },
  });

  // The pointer's own position, and scrolling under a still pointer (auto-scroll near the
  // edges) moves what it points at; dnd-kit's events carry neither exactly.
  useEffect(() => {
    function handlePointerMove(event: PointerEvent) {
      if (!drag.current?.isPointer) return;
      pointer.current = { x: event.clientX, y: event.clientY };
      update();
    }
    function handleScroll() {
      if (drag.current?.isPointer) update();
    }
    window.addEventListener("pointermove", handlePointerMove, { capture: true, passive: true });
    window.addEventListener("scroll", handleScroll, { capture: true, passive: true });
    return () => {
      window.removeEventListener("pointermove", handlePointerMove, { capture: true });
      window.removeEventListener("scroll", handleScroll, { capture: true });
    };
  });
}
