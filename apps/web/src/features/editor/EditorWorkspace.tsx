import type { DragEndEvent, DragStartEvent } from "@dnd-kit/core";
import { ThemeFontFaces, type SiteContext } from "@shopwright/site";
import { useEffect, useLayoutEffect, useState, type ReactNode } from "react";
import { preloadLazyIcons } from "../../lib/lazy-icons";
import { whenIdle } from "../../lib/when-idle";
import { EditorSidebar } from "./EditorSidebar";
import { DeviceFrame } from "./DeviceFrame";
import { deviceSpec } from "./devices";
import { DragAndDrop } from "./drag-and-drop";
import { EditorCanvas } from "./EditorCanvas";
import { useEditorState, useEditorStore } from "./editor-context";
import { currentPageOf } from "./editor-store";
import { EditorToolbar } from "./EditorToolbar";
import type { FieldContext } from "./fields/field-types";
import { HtmlPreview } from "./HtmlPreview";
import { PageTabs } from "./PageTabs";
import { droppedOf, isLayerDrag, isPaletteDrag, type ChipDragData } from "./drag-sources";
import { PropertiesPanel } from "./PropertiesPanel";
import { SectionIcon } from "./SectionIcon";

const TABLET_WIDTH = deviceSpec("tablet").width;

/** The editor's frame: toolbar, palette, canvas (or html preview) and properties panel. */
export function EditorWorkspace({
  storeName,
  site,
  previewSrc,
  onSave,
  onPublish,
  isPublishing,
  saveBlockedReason = null,
  publishDeniedReason = null,
  liveUrl = null,
  versions,
  onExit,
}: {
  storeName: string;
  site: SiteContext;
  /** The html preview's address for the current page, when there is a store and token. */
  previewSrc: (path: string) => string | null;
  onSave: () => void;
  onPublish: () => void;
  isPublishing: boolean;
  /** Why Save and Publish are off, or null when they may write. */
  saveBlockedReason?: string | null;
  /** Why the caller may not publish this store (the permission table), or null. */
  publishDeniedReason?: string | null;
  /** The live site's address, once the store has one. */
  liveUrl?: string | null;
  versions: ReactNode;
  onExit: () => void;
}) {
  const store = useEditorStore();
  const [isPaletteOpen, setIsPaletteOpen] = useState(false);
  const [isPropertiesOpen, setIsPropertiesOpen] = useState(false);
  const [dragging, setDragging] = useState<ChipDragData | null>(null);
  const device = useEditorState((state) => state.session.device);
  const previewMode = useEditorState((state) => state.session.previewMode);
  const pagePath = useEditorState((state) => currentPageOf(state).path);
  const headingFont = useEditorState((state) => state.document.theme.fonts.heading);
  const bodyFont = useEditorState((state) => state.document.theme.fonts.body);
  const fieldContext: FieldContext = {
    pages: site.pages,
    products: site.products ?? [],
    collections: site.collections ?? [],
  };
  const htmlSrc = previewMode === "html" ? previewSrc(pagePath) : null;

  // The site's content icons (lib/lazy-icons.tsx), so a section added later draws them at once.
  useEffect(() => whenIdle(preloadLazyIcons), []);

  // A window narrower than a tablet opens the canvas at the phone width, not a desktop page
  // shrunk to a quarter (once, before the first paint; the toggle changes it from there).
  useLayoutEffect(() => {
    if (window.innerWidth < TABLET_WIDTH) store.setDevice("mobile");
  }, [store]);

  function handleDragStart({ active }: DragStartEvent) {
    const data = active.data.current;
    setDragging(isPaletteDrag(data) || isLayerDrag(data) ? data : null);
  }

  /** Drops where the insertion line shows (the store's drop target), or nowhere. */
  function handleDragEnd({ active }: DragEndEvent) {
    setDragging(null);
    const data = active.data.current;
    const isDropped = store.drop(droppedOf(active.id, data));
    if (isDropped && isPaletteDrag(data)) setIsPaletteOpen(false);
  }

  function handleCloseProperties() {
    store.select(null);
    setIsPropertiesOpen(false);
  }
  const panel = "flex-col border-slate-200 bg-white";
  const drawer = "fixed inset-y-0 top-12 z-30 flex shadow-xl lg:static lg:z-auto lg:shadow-none";

  return (
    <div className="flex h-dvh flex-col overflow-hidden bg-slate-100 text-slate-900">
      <ThemeFontFaces fonts={{ heading: headingFont, body: bodyFont }} />
      <EditorToolbar
        storeName={storeName}
        onSave={onSave}
        onPublish={onPublish}
        isPublishing={isPublishing}
        saveBlockedReason={saveBlockedReason}
        publishDeniedReason={publishDeniedReason}
        liveUrl={liveUrl}
        versions={versions}
        onExit={onExit}
        onTogglePalette={() => setIsPaletteOpen((isOpen) => !isOpen)}
        onToggleProperties={() => setIsPropertiesOpen((isOpen) => !isOpen)}
      />
      <DragAndDrop
        onDragStart={handleDragStart}
        onDragEnd={handleDragEnd}
        onDragCancel={() => setDragging(null)}
        overlay={
          dragging && (
            <div className="inline-flex items-center gap-2 rounded-lg border border-brand-200 bg-white px-3 py-2 text-sm font-medium text-slate-800 shadow-lg">
              <SectionIcon type={dragging.type} className="size-4 text-brand-600" />
              {dragging.label}
            </div>
          )
        }
      >
        <div className="relative flex min-h-0 flex-1">
          {(isPaletteOpen || isPropertiesOpen) && (
            <div
              aria-hidden
              className="fixed inset-0 top-12 z-20 bg-slate-900/20 lg:hidden"
              onClick={() => {
                setIsPaletteOpen(false);
                setIsPropertiesOpen(false);
              }}
            />
          )}
          <aside
            aria-label="Components"
            className={`${panel} ${drawer} left-0 w-[260px] border-r ${isPaletteOpen ? "" : "hidden lg:flex"}`}
          >
            <EditorSidebar onAdded={() => setIsPaletteOpen(false)} />
          </aside>
          <main className="flex min-w-0 flex-1 flex-col">
            <PageTabs siteName={storeName} liveUrl={liveUrl} />
            <DeviceFrame device={device}>
              {htmlSrc ? (
                <HtmlPreview src={htmlSrc} onFallback={() => store.setPreviewMode("legacy")} />
              ) : (
                <EditorCanvas site={site} />
              )}
            </DeviceFrame>
          </main>
          <aside
            aria-label="Properties"
            className={`${panel} ${drawer} right-0 w-[320px] max-w-[90vw] border-l ${isPropertiesOpen ? "" : "hidden lg:flex"}`}
          >
            <PropertiesPanel context={fieldContext} onClose={handleCloseProperties} />
          </aside>
        </div>
      </DragAndDrop>
    </div>
  );
}
