import { Layers, Plus } from "lucide-react";
import { useState } from "react";
import { Spinner } from "../../components/Spinner";
import { onDemand } from "../../lib/on-demand";
import { ComponentPalette } from "./ComponentPalette";
import { EDITOR_TEXT } from "./editor.texts";
import { PanelTabButton } from "./PanelTabButton";

type SidebarTab = "add" | "layers";

// The layers tab is opened now and then: it loads when it is (or when the pointer nears it),
// and says so with a retry if it cannot.
const LayersPanel = onDemand(
  () => import("./LayersPanel").then((m) => m.LayersPanel),
  <div className="grid place-items-center py-10">
    <Spinner />
  </div>,
);

/** The editor's left panel: the components to add, or the page's layers. */
export function EditorSidebar({ onAdded }: { onAdded?: () => void }) {
  const [tab, setTab] = useState<SidebarTab>("add");
  return (
    <div className="flex h-full w-full flex-col">
      <div
        role="tablist"
        aria-label="Left panel"
        className="flex shrink-0 gap-1 border-b border-slate-200 p-1.5"
      >
        <PanelTabButton
          isActive={tab === "add"}
          onClick={() => setTab("add")}
          icon={<Plus className="size-3.5" aria-hidden />}
          label={EDITOR_TEXT.layers.addTab}
        />
        <PanelTabButton
          isActive={tab === "layers"}
          onClick={() => setTab("layers")}
          onPointerEnter={() => void LayersPanel.preload().catch(() => {})}
          icon={<Layers className="size-3.5" aria-hidden />}
          label={EDITOR_TEXT.layers.tab}
        />
      </div>
      <div className="min-h-0 flex-1">
        {tab === "add" ? <ComponentPalette onAdded={onAdded} /> : <LayersPanel />}
      </div>
    </div>
  );
}
