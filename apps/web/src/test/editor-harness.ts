import {
  pageSectionsOf,
  type LayoutSection,
  type Position,
  type SiteDocument,
} from "@shopwright/site";
import {
  canRedo,
  canUndo,
  createEditorStore,
  currentPageOf,
  findSection,
} from "../features/editor/editor-store";

/**
 * Drives an editor store the way the screen does, without pixels: commands by
 * name, a hand-moved clock for merge windows, and short reads of the result.
 */
export function createEditorHarness(document: Partial<SiteDocument> = {}) {
  let time = 1_000;
  const store = createEditorStore({ document, version: 1, now: () => time });
  const state = () => store.getState();
  return {
    store,
    state,
    /** Moves the clock on. */
    tick: (ms: number) => void (time += ms),
    /** What the current page shows: the site's header, its own sections, the site's footer. */
    sections: (): readonly LayoutSection[] =>
      pageSectionsOf(state().document, currentPageOf(state())),
    ids: () => pageSectionsOf(state().document, currentPageOf(state())).map((s) => s.id),
    section: (id: string) => findSection(state(), id),
    pageNames: () => state().document.pages.map((page) => page.name),
    add: (type: string, position?: Position) => store.addSection(type, position),
    /** Types into one field, as the properties panel does (merged per field). */
    edit: (id: string, key: string, value: unknown) =>
      store.updateSection(id, { [key]: value }, `${id}:${key}`),
    move: (id: string, position: Position) => store.moveSection(id, position),
    remove: (id: string) => store.removeSection(id),
    duplicate: (id: string) => store.duplicateSection(id),
    undo: () => store.undo(),
    redo: () => store.redo(),
    canUndo: () => canUndo(state()),
    canRedo: () => canRedo(state()),
    isUnsaved: () => state().sync.hasUnsavedChanges,
  };
}
