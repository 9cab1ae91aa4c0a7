import { LAYOUT_LIMITS } from "@shopwright/site";
import { FileText, Pencil, Settings2, X } from "lucide-react";
import { useCallback, useState } from "react";
import { confirmDialog, promptDialog } from "../../components/dialogs";
import { toast } from "../../components/Toaster";
import { ON_DEMAND_TEXT, onDemand } from "../../lib/on-demand";
import { AddPageMenu } from "./AddPageMenu";
import { useEditorState, useEditorStore } from "./editor-context";
import { DeviceToggle } from "./DeviceToggle";
import type { PreviewMode } from "./editor-store";
import { EDITOR_TEXT } from "./editor.texts";

// Opened now and then: the dialog's code loads on the first hover or click of its button.
const PageSettingsDialog = onDemand(() =>
  import("./PageSettingsDialog").then((m) => m.PageSettingsDialog),
);
const preloadSettings = () => void PageSettingsDialog.preload().catch(() => {});

const segment = (isActive: boolean) =>
  `inline-flex h-7 items-center gap-1.5 rounded-md px-2 text-xs font-medium transition-colors ${
    isActive ? "bg-white text-slate-900 shadow-xs" : "text-slate-500 hover:text-slate-800"
  }`;

/** The page tab bar (PRODUCT.md §2) with the preview mode and device toggles at its right. */
export function PageTabs({
  siteName = "",
  liveUrl = null,
}: {
  /** The site's name, for the search result preview of 'Page settings'. */
  siteName?: string;
  /** The live site's address, if it has one. */
  liveUrl?: string | null;
}) {
  const store = useEditorStore();
  const [settingsOf, setSettingsOf] = useState<string | null>(null);
  const closeSettings = useCallback(() => setSettingsOf(null), []);
  const documentName = useEditorState((state) => state.document.name);
  const namesKey = useEditorState((state) => state.document.pages.map((p) => p.name).join("\n"));
  const names = namesKey.split("\n");
  const current = useEditorState((state) => state.session.currentPage);
  const previewMode = useEditorState((state) => state.session.previewMode);
  const canRemove = names.length > 1;

  async function handleRename(name: string) {
    const next = (
      await promptDialog({
        title: EDITOR_TEXT.renamePrompt,
        label: "Page name",
        initialValue: name,
        confirmLabel: "Rename",
        maxLength: LAYOUT_LIMITS.pageNameLength,
      })
    )?.trim();
    if (next && next !== name) store.renamePage(name, next);
  }

  async function handleOpenSettings(name: string) {
    try {
      await PageSettingsDialog.preload();
    } catch {
      toast.error(ON_DEMAND_TEXT.failed);
      return;
    }
    setSettingsOf(name);
  }

  async function handleRemove(name: string) {
    if (!canRemove) return;
    const isSure = await confirmDialog({
      title: EDITOR_TEXT.deletePageTitle(name),
      message: EDITOR_TEXT.deletePageHint,
      confirmLabel: "Delete page",
      danger: true,
    });
    if (isSure) store.removePage(name);
  }

  return (
    <div className="flex h-10 shrink-0 items-center gap-2 border-b border-slate-200 bg-white px-2">
      <div
        role="tablist"
        aria-label="Pages"
        className="flex min-w-0 flex-1 items-center gap-0.5 overflow-x-auto"
      >
        {names.map((name) => {
          const isActive = name === current;
          return (
            <div
              key={name}
              className={`group flex shrink-0 items-center rounded-md ${isActive ? "bg-slate-100" : "hover:bg-slate-50"}`}
            >
              <button
                type="button"
                role="tab"
                aria-selected={isActive}
                onClick={() => store.selectPage(name)}
                onDoubleClick={() => void handleRename(name)}
                className={`flex h-7 items-center gap-1.5 pl-2 text-xs font-medium ${isActive ? "pr-1 text-slate-900" : "pr-2.5 text-slate-500"}`}
              >
                <FileText className="size-3.5" aria-hidden />
                {name}
              </button>
              {/* Rename and delete sit on the selected tab only, so the strip stays even. */}
              {isActive && (
                <>
                  <button
                    type="button"
                    aria-label={`Rename ${name}`}
                    title="Rename"
                    onClick={() => void handleRename(name)}
                    className="rounded p-1 text-slate-400 hover:text-slate-700"
                  >
                    <Pencil className="size-3" />
                  </button>
                  <button
                    type="button"
                    aria-label={`Page settings of ${name}`}
                    title="Page settings"
                    onClick={() => void handleOpenSettings(name)}
                    onPointerEnter={preloadSettings}
                    onFocus={preloadSettings}
                    className="rounded p-1 text-slate-400 hover:text-slate-700"
                  >
                    <Settings2 className="size-3" />
                  </button>
                  {canRemove && (
                    <button
                      type="button"
                      aria-label={`Delete ${name}`}
                      title="Delete page"
                      onClick={() => void handleRemove(name)}
                      className="mr-0.5 rounded p-1 text-slate-400 hover:text-red-600"
                    >
                      <X className="size-3" />
                    </button>
                  )}
                </>
              )}
            </div>
          );
        })}
      </div>
      {/* Outside the scrolling strip: never scrolled out of sight on a narrow screen. */}
      <AddPageMenu />
      {settingsOf !== null && (
        <PageSettingsDialog
          name={settingsOf}
          siteName={documentName || siteName || "Your store"}
          liveUrl={liveUrl}
          onClose={closeSettings}
        />
      )}
      <div className="flex shrink-0 items-center gap-2">
        <div
          role="group"
          aria-label="Preview mode"
          className="flex items-center rounded-lg bg-slate-100 p-0.5"
        >
          {(["legacy", "html"] as PreviewMode[]).map((mode) => (
            <button
              key={mode}
              type="button"
              aria-pressed={previewMode === mode}
              onClick={() => store.setPreviewMode(mode)}
              className={segment(previewMode === mode)}
            >
              {mode === "legacy" ? "Editor" : "HTML"}
            </button>
          ))}
        </div>
        <DeviceToggle segment={segment} />
      </div>
    </div>
  );
}
