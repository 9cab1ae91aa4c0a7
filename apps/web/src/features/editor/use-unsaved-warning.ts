import { useEffect } from "react";
import { useEditorState } from "./editor-context";

/** PRODUCT.md §4: the browser warns before unloading while there are unsaved changes. */
export function useUnsavedWarning() {
  const hasUnsavedChanges = useEditorState((state) => state.sync.hasUnsavedChanges);
  useEffect(() => {
    if (!hasUnsavedChanges) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", handleBeforeUnload);
    return () => window.removeEventListener("beforeunload", handleBeforeUnload);
  }, [hasUnsavedChanges]);
}
