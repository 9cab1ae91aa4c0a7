import { sitePartWithId } from "@shopwright/site";
import { confirmDialog } from "../../components/dialogs";
import type { EditorStore } from "./editor-store";
import { EDITOR_TEXT } from "./editor.texts";

/**
 * Removes a section; the site's header or footer, which every page shows, only once the
 * owner confirms. Answers whether it went.
 */
export async function removeSectionAsked(store: EditorStore, id: string): Promise<boolean> {
  const part = sitePartWithId(store.getState().document, id);
  if (part) {
    const label = EDITOR_TEXT.sitePart[part];
    const isSure = await confirmDialog({
      title: EDITOR_TEXT.removeSitePartTitle(label),
      message: EDITOR_TEXT.removeSitePartHint,
      confirmLabel: "Remove",
      danger: true,
    });
    if (!isSure) return false;
  }
  return store.removeSection(id).applied.length > 0;
}
