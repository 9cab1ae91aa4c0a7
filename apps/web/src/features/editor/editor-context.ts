import { createContext, useContext, useSyncExternalStore } from "react";
import type { EditorState, EditorStore } from "./editor-store";

/** The store of the mounted editor. */
export const EditorStoreContext = createContext<EditorStore | null>(null);

export function useEditorStore(): EditorStore {
  const store = useContext(EditorStoreContext);
  if (!store) throw new Error("useEditorStore is used outside an editor");
  return store;
}

/**
 * A narrow read of editor state: the component re-renders only when the selected value
 * changes (by identity), so selectors return slices or primitives, never new objects.
 */
export function useEditorState<T>(selector: (state: EditorState) => T): T {
  const store = useEditorStore();
  const read = () => selector(store.getState());
  return useSyncExternalStore(store.subscribe, read, read);
}
