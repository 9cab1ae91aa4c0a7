import { useEffect } from "react";
import { deviceOfShortcut } from "./devices";
import type { EditorStore } from "./editor-store";
import { removeSectionAsked } from "./remove-section";

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * Ctrl/Cmd+Z undo, Shift+Ctrl/Cmd+Z (and Ctrl+Y) redo, Ctrl/Cmd+S save; outside text fields
 * Delete/Backspace removes the selected section, Escape deselects and Shift+1, 2 or 3 shows the
 * canvas at the desktop, tablet or mobile width (by the key's place, whatever it types).
 */
export function useEditorShortcuts(store: EditorStore, onSave: () => void) {
  useEffect(() => {
    function handleKeyDown(event: KeyboardEvent) {
      const isMod = event.metaKey || event.ctrlKey;
      const key = event.key.toLowerCase();
      if (isMod && key === "z") {
        event.preventDefault();
        if (event.shiftKey) store.redo();
        else store.undo();
        return;
      }
      if (isMod && key === "y") {
        event.preventDefault();
        store.redo();
        return;
      }
      if (isMod && key === "s") {
        event.preventDefault();
        onSave();
        return;
      }
      if (isTyping(event.target) || document.querySelector("[role=dialog]")) return;
      const device = event.shiftKey && !isMod && !event.altKey && deviceOfShortcut(event.code);
      if (device) {
        event.preventDefault();
        store.setDevice(device);
        return;
      }
      const { selectedId } = store.getState().session;
      if ((event.key === "Delete" || event.key === "Backspace") && selectedId) {
        event.preventDefault();
        void removeSectionAsked(store, selectedId);
      } else if (event.key === "Escape" && selectedId) {
        store.select(null);
      }
    }
    window.addEventListener("keydown", handleKeyDown);
    return () => window.removeEventListener("keydown", handleKeyDown);
  }, [store, onSave]);
}
