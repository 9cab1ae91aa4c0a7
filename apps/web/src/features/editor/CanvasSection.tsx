import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import {
  getSectionDefinition,
  resolveSectionType,
  SectionView,
  type SiteContext,
  type Theme,
} from "@shopwright/site";
import { Copy, GripVertical, Trash2 } from "lucide-react";
import {
  memo,
  type KeyboardEvent,
  type KeyboardEventHandler,
  type MouseEvent,
  type PointerEventHandler,
} from "react";
import { useEditorState, useEditorStore } from "./editor-context";
import { findSection } from "./editor-store";
import type { PaletteDragData } from "./PaletteItem";
import { SectionIcon } from "./SectionIcon";

// The rendered section only changes with its own props, the theme or the site's pages.
const MemoSectionView = memo(SectionView);

const chipButton =
  "grid size-6 place-items-center rounded text-white/80 hover:bg-white/15 hover:text-white";

/**
 * One section on the canvas: sortable, selectable, with a ring when selected. Links and forms
 * inside are inert here, so a click selects instead of navigating.
 */
export const CanvasSection = memo(function CanvasSection({
  id,
  theme,
  site,
}: {
  id: string;
  theme: Theme;
  site: SiteContext;
}) {
  const store = useEditorStore();
  const section = useEditorState((state) => findSection(state, id));
  const isSelected = useEditorState((state) => state.session.selectedId === id);
  const sortable = useSortable({ id, data: { source: "canvas" } });
  const isPaletteOver =
    sortable.isOver &&
    (sortable.active?.data.current as PaletteDragData | undefined)?.source === "palette";

  if (!section) return null;
  const type = resolveSectionType(section.type);
  const label = type ? getSectionDefinition(type).label : section.type;

  function handleClickCapture(event: MouseEvent) {
    if ((event.target as Element).closest("a, button[type=submit]")) event.preventDefault();
  }

  function handleKeyDown(event: KeyboardEvent) {
    if (event.target === event.currentTarget && (event.key === "Enter" || event.key === " ")) {
      event.preventDefault();
      store.select(id);
    }
  }

  return (
    <div
      ref={sortable.setNodeRef}
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
      }}
      data-section-id={id}
      tabIndex={0}
      role="group"
      aria-label={`${label} section`}
      aria-current={isSelected || undefined}
      onPointerDown={sortable.listeners?.onPointerDown as PointerEventHandler | undefined}
      onClickCapture={handleClickCapture}
      onSubmitCapture={(event) => event.preventDefault()}
      onClick={(event) => {
        event.stopPropagation();
        store.select(id);
      }}
      onKeyDown={handleKeyDown}
      className={`group/section relative cursor-default outline-none ${sortable.isDragging ? "z-10 opacity-60" : ""}`}
    >
      {isPaletteOver && (
        <div className="pointer-events-none absolute inset-x-0 -top-px z-20 h-0.5 bg-brand-500 shadow-[0_0_0_2px_rgb(99_102_241/0.25)]" />
      )}
      <MemoSectionView section={section} theme={theme} site={site} mode="edit" />
      <div
        aria-hidden
        className={`pointer-events-none absolute inset-0 z-10 transition-shadow ${
          isSelected
            ? "shadow-[inset_0_0_0_2px_var(--color-brand-500)]"
            : "group-hover/section:shadow-[inset_0_0_0_1px_var(--color-brand-300)] group-focus-visible/section:shadow-[inset_0_0_0_2px_var(--color-brand-400)]"
        }`}
      />
      <div
        className={`absolute left-2 top-2 z-20 flex items-center gap-0.5 rounded-md bg-slate-900 py-0.5 pl-1 pr-0.5 text-xs font-medium text-white shadow-sm transition-opacity ${
          isSelected
            ? "opacity-100"
            : "opacity-0 group-hover/section:opacity-100 group-focus-within/section:opacity-100"
        }`}
      >
        <button
          type="button"
          ref={sortable.setActivatorNodeRef}
          {...sortable.attributes}
          onKeyDown={sortable.listeners?.onKeyDown as KeyboardEventHandler | undefined}
          aria-label={`Drag to reorder ${label}`}
          className={`${chipButton} cursor-grab active:cursor-grabbing`}
        >
          <GripVertical className="size-3.5" />
        </button>
        <SectionIcon type={type ?? section.type} className="size-3.5" />
        <span className="px-1">{label}</span>
        {isSelected && (
          <>
            <button
              type="button"
              aria-label={`Duplicate ${label}`}
              title="Copy"
              className={chipButton}
              onClick={(event) => {
                event.stopPropagation();
                store.duplicateSection(id);
              }}
            >
              <Copy className="size-3.5" />
            </button>
            <button
              type="button"
              aria-label={`Delete ${label}`}
              title="Delete"
              className={chipButton}
              onClick={(event) => {
                event.stopPropagation();
                store.removeSection(id);
              }}
            >
              <Trash2 className="size-3.5" />
            </button>
          </>
        )}
      </div>
    </div>
  );
});
