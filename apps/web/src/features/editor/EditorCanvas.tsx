import { useDroppable } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { SiteFrame, type SiteContext } from "@shopwright/site";
import { LayoutTemplate } from "lucide-react";
import { useMemo } from "react";
import { CanvasSection } from "./CanvasSection";
import { useEditorState, useEditorStore } from "./editor-context";
import { currentPageOf } from "./editor-store";
import { EDITOR_TEXT } from "./editor.texts";

/** The droppable id of the canvas itself (drops below the last section land at the end). */
export const CANVAS_ID = "canvas";

/** The page being edited, rendered by @shopwright/site in edit mode, with sortable sections. */
export function EditorCanvas({ site }: { site: SiteContext }) {
  const store = useEditorStore();
  // A string, so that typing into a section (same ids) does not re-render the canvas.
  const idsKey = useEditorState((state) =>
    currentPageOf(state)
      .sections.map((section) => section.id)
      .join("\n"),
  );
  const ids = useMemo(() => (idsKey ? idsKey.split("\n") : []), [idsKey]);
  const theme = useEditorState((state) => state.document.theme);
  const { setNodeRef, isOver } = useDroppable({ id: CANVAS_ID });

  return (
    <div
      ref={setNodeRef}
      onClick={() => store.select(null)}
      className={`min-h-full transition-shadow ${isOver ? "shadow-[inset_0_0_0_2px_var(--color-brand-400)]" : ""}`}
    >
      {ids.length === 0 ? (
        <div className="flex min-h-[28rem] flex-col items-center justify-center px-6 py-16 text-center">
          <div className="mb-4 grid size-12 place-items-center rounded-full bg-brand-50 text-brand-600">
            <LayoutTemplate className="size-6" aria-hidden />
          </div>
          <h2 className="text-base font-semibold text-slate-900">{EDITOR_TEXT.canvasEmptyTitle}</h2>
          <p className="mt-1 max-w-xs text-sm text-slate-500">{EDITOR_TEXT.canvasEmptyHint}</p>
        </div>
      ) : (
        <SiteFrame theme={theme}>
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            {ids.map((id) => (
              <CanvasSection key={id} id={id} theme={theme} site={site} />
            ))}
          </SortableContext>
        </SiteFrame>
      )}
    </div>
  );
}
