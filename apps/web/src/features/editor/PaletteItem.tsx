import { showsSitePart, sitePartOfType, type AnySectionDefinition } from "@shopwright/site";
import { Globe, Plus } from "lucide-react";
import type { PointerEventHandler } from "react";
import { useEditorState } from "./editor-context";
import { currentPageOf } from "./editor-store";
import { EDITOR_TEXT } from "./editor.texts";
import { useDraggable } from "./drag-and-drop";
import type { PaletteDragData } from "./drag-sources";
import { SectionIcon } from "./SectionIcon";

/** One palette entry: drag it onto the canvas, or click it to add at the auto position. */
export function PaletteItem({
  definition,
  onAdd,
}: {
  definition: AnySectionDefinition;
  onAdd: (type: string) => void;
}) {
  const data: PaletteDragData = {
    source: "palette",
    type: definition.type,
    label: definition.label,
  };
  // A navbar or footer is the site's: while this page shows it, there is none to add.
  const isOnPage = useEditorState((state) => {
    const part = sitePartOfType(definition.type);
    return part !== undefined && showsSitePart(state.document, currentPageOf(state), part);
  });
  const { setNodeRef, listeners, isDragging } = useDraggable({
    id: `palette:${definition.type}`,
    data,
    disabled: isOnPage,
  });
  return (
    <button
      ref={setNodeRef}
      type="button"
      // Pointer drags only: Enter and Space on the button add the section (a keyboard drag
      // from the palette would have nowhere sensible to go).
      onPointerDown={listeners?.onPointerDown as PointerEventHandler | undefined}
      onClick={() => onAdd(definition.type)}
      disabled={isOnPage}
      title={isOnPage ? EDITOR_TEXT.sitePartOnPage : definition.ai}
      aria-label={`Add ${definition.label}`}
      className={`group flex w-full touch-none items-center gap-2.5 rounded-lg border border-transparent px-2 py-1.5 text-left text-sm text-slate-700 transition-colors enabled:hover:border-slate-200 enabled:hover:bg-white enabled:hover:shadow-xs disabled:cursor-default disabled:text-slate-400 ${isDragging ? "opacity-40" : ""}`}
    >
      <span className="grid size-7 shrink-0 place-items-center rounded-md bg-slate-100 text-slate-500 transition-colors group-hover:bg-brand-50 group-hover:text-brand-600">
        <SectionIcon type={definition.type} className="size-4" />
      </span>
      <span className="min-w-0 flex-1 truncate">{definition.label}</span>
      {isOnPage && <Globe className="size-3.5 text-slate-400" aria-hidden />}
      <Plus
        className="size-3.5 text-slate-300 opacity-0 transition-opacity group-hover:opacity-100"
        aria-hidden
      />
    </button>
  );
}
