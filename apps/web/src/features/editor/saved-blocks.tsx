import { Component, Pencil, Trash2, Unlink } from "lucide-react";
import type { PointerEventHandler, ReactNode } from "react";
import { alertDialog, confirmDialog, promptDialog } from "../../components/dialogs";
import { LAYOUT_LIMITS, type ApplyOpsResult, type SavedBlock } from "@shopwright/site";
import { useEditorState, useEditorStore } from "./editor-context";
import { useDraggable } from "./drag-and-drop";
import type { PaletteDragData } from "./drag-sources";
import type { EditorStore } from "./editor-store";
import { EDITOR_TEXT } from "./editor.texts";
import { SectionIcon } from "./SectionIcon";

const T = EDITOR_TEXT.blocks;

/**
 * Asks for a block's name and hands it, trimmed, to `apply` (null: nothing to do); a refusal
 * (a name another block has) is told, not swallowed.
 */
async function askBlockName(
  dialog: { title: string; message?: string; initialValue: string; confirmLabel: string },
  failed: string,
  apply: (name: string) => ApplyOpsResult | null,
) {
  const name = await promptDialog({
    ...dialog,
    label: T.saveLabel,
    maxLength: LAYOUT_LIMITS.blockNameLength,
  });
  if (name === null) return;
  const refusal = apply(name.trim())?.rejected[0];
  if (refusal) await alertDialog({ title: failed, message: refusal.message });
}

/** Asks for a name and saves the section as a block. */
export function saveBlockAsked(store: EditorStore, sectionId: string, suggested: string) {
  return askBlockName(
    {
      title: T.saveTitle,
      message: T.saveMessage,
      initialValue: suggested,
      confirmLabel: T.saveConfirm,
    },
    T.failed,
    (name) => store.saveBlock(sectionId, name),
  );
}

/** Asks for a new name for a saved block. */
export function renameBlockAsked(store: EditorStore, block: SavedBlock) {
  return askBlockName(
    { title: T.renameTitle, initialValue: block.name, confirmLabel: T.renameConfirm },
    T.renameFailed,
    // The name kept: no step in the history.
    (name) => (name === block.name ? null : store.renameBlock(block.id, name)),
  );
}

/** Deletes a saved block once the owner confirms; its copies stay, unlinked. */
export async function deleteBlockAsked(store: EditorStore, block: SavedBlock) {
  const isSure = await confirmDialog({
    title: T.removeTitle(block.name),
    message: T.removeMessage,
    confirmLabel: "Delete",
    danger: true,
  });
  if (isSure) store.deleteBlock(block.id);
}

/** The selected section's link to its saved block, with Detach. */
export function SavedBlockNote({ sectionId, blockId }: { sectionId: string; blockId: string }) {
  const store = useEditorStore();
  const block = useEditorState((state) =>
    state.document.blocks?.find((candidate) => candidate.id === blockId),
  );
  const name = block?.name ?? "";
  const copies = useEditorState(
    (state) =>
      state.document.pages.flatMap((page) =>
        page.sections.filter((section) => section.blockId === blockId),
      ).length,
  );
  return (
    <div
      role="note"
      className="flex shrink-0 items-center gap-2 border-b border-violet-200 bg-violet-50 px-4 py-2 text-xs text-violet-900"
    >
      <Component className="size-3.5 shrink-0" aria-hidden />
      <p className="min-w-0 flex-1">{T.linked(name, copies)}</p>
      {block && (
        <button
          type="button"
          aria-label={T.rename(name)}
          title={T.rename(name)}
          className="grid size-6 shrink-0 place-items-center rounded hover:bg-violet-100"
          onClick={() => void renameBlockAsked(store, block)}
        >
          <Pencil className="size-3" aria-hidden />
        </button>
      )}
      <button
        type="button"
        className="inline-flex shrink-0 items-center gap-1 rounded px-1.5 py-0.5 font-medium hover:bg-violet-100"
        onClick={() => store.detachBlock(sectionId)}
      >
        <Unlink className="size-3" aria-hidden />
        {T.detach}
      </button>
    </div>
  );
}

/** The palette's saved blocks: a click adds a linked copy to the page, a drag places one. */
export function SavedBlocksGroup({
  blocks,
  onAdded,
}: {
  blocks: readonly SavedBlock[];
  onAdded?: (() => void) | undefined;
}) {
  if (blocks.length === 0) return null;
  return (
    <section aria-labelledby="palette-saved-blocks">
      <h3
        id="palette-saved-blocks"
        className="px-2 pb-1 text-[11px] font-semibold uppercase tracking-wider text-slate-400"
      >
        {T.group}
      </h3>
      <ul className="space-y-0.5">
        {blocks.map((block) => (
          <SavedBlockItem key={block.id} block={block} onAdded={onAdded} />
        ))}
      </ul>
    </section>
  );
}

function SavedBlockItem({
  block,
  onAdded,
}: {
  block: SavedBlock;
  onAdded?: (() => void) | undefined;
}) {
  const store = useEditorStore();
  const data: PaletteDragData = {
    source: "palette",
    type: block.section.type,
    label: block.name,
    blockId: block.id,
  };
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: `block:${block.id}`, data });
  return (
    <li
      className={`group/block flex items-center rounded-md pr-1 hover:bg-slate-50 ${isDragging ? "opacity-40" : ""}`}
    >
      <button
        ref={setNodeRef}
        type="button"
        aria-label={T.add(block.name)}
        // Pointer drags only, as the palette's other items.
        onPointerDown={listeners?.onPointerDown as PointerEventHandler | undefined}
        onClick={() => {
          if (store.insertBlock(block.id)) onAdded?.();
        }}
        className="flex min-w-0 flex-1 touch-none items-center gap-2.5 rounded-md px-2 py-1.5 text-left text-sm text-slate-700 outline-none focus-visible:ring-2 focus-visible:ring-brand-400"
      >
        <span className="grid size-7 shrink-0 place-items-center rounded-md bg-violet-50 text-violet-600">
          <SectionIcon type={block.section.type} className="size-4" />
        </span>
        <span className="truncate">{block.name}</span>
      </button>
      <HoverButton
        label={T.rename(block.name)}
        onClick={() => void renameBlockAsked(store, block)}
        tone="hover:bg-slate-200 hover:text-slate-700"
      >
        <Pencil className="size-3.5" />
      </HoverButton>
      <HoverButton
        label={T.remove(block.name)}
        onClick={() => void deleteBlockAsked(store, block)}
        tone="hover:bg-red-50 hover:text-red-600"
      >
        <Trash2 className="size-3.5" />
      </HoverButton>
    </li>
  );
}

/** An icon button of a block's row, shown while the row is hovered or the button focused. */
function HoverButton({
  label,
  onClick,
  tone,
  children,
}: {
  label: string;
  onClick: () => void;
  tone: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className={`grid size-6 shrink-0 place-items-center rounded text-slate-400 opacity-0 focus-visible:opacity-100 group-hover/block:opacity-100 [@media(hover:none)]:opacity-100 ${tone}`}
    >
      {children}
    </button>
  );
}
