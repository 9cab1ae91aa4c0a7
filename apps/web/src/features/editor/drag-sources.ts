/**
 * What the editor's drags carry (dnd-kit's `data`), and what dropping one does. A drag that
 * carries none of these is a section dragged on the canvas, its id the section's.
 */

/** A drag from the palette: a section type to add, or a saved block to insert a copy of. */
export interface PaletteDragData {
  source: "palette";
  type: string;
  label: string;
  blockId?: string | undefined;
}

/** A row dragged in the layers list: the section it moves. */
export interface LayerDragData {
  source: "layers";
  sectionId: string;
  type: string;
  label: string;
}

/** A drag the workspace draws under the pointer (a chip with its icon and name). */
export type ChipDragData = PaletteDragData | LayerDragData;

export const isPaletteDrag = (data: unknown): data is PaletteDragData =>
  (data as PaletteDragData | undefined)?.source === "palette";

export const isLayerDrag = (data: unknown): data is LayerDragData =>
  (data as LayerDragData | undefined)?.source === "layers";

/** What a drop adds or moves (the editor store's `drop`). */
export type Dropped = { type: string } | { blockId: string } | { id: string };

/** What dropping the drag of `id` carrying `data` adds or moves. */
export function droppedOf(id: string | number, data: unknown): Dropped {
  if (isPaletteDrag(data)) return data.blockId ? { blockId: data.blockId } : { type: data.type };
  if (isLayerDrag(data)) return { id: data.sectionId };
  return { id: String(id) };
}
