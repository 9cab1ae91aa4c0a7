import { getSectionDefinition, resolveSectionType, sitePartWithId } from "@shopwright/site";
import {
  Component,
  Copy,
  EyeOff,
  Globe,
  MousePointerClick,
  Palette,
  SlidersHorizontal,
  Sparkles,
  Trash2,
  X,
} from "lucide-react";
import { useEffect, useState } from "react";
import { Spinner } from "../../components/Spinner";
import { onDemand } from "../../lib/on-demand";
import { whenIdle } from "../../lib/when-idle";
import { useEditorState, useEditorStore } from "./editor-context";
import { currentPageOf, findSection } from "./editor-store";
import { removeSectionAsked } from "./remove-section";
import { EDITOR_TEXT } from "./editor.texts";
import type { FieldContext } from "./fields/field-types";
import { PanelHeading } from "./PanelHeading";
import { PanelTabButton } from "./PanelTabButton";
import { hasSampleContent, reviewedPatch, SAMPLE_TEXT } from "./sample-content";
import { SavedBlockNote, saveBlockAsked } from "./saved-blocks";
import { SectionIcon } from "./SectionIcon";

// The theme tab is opened now and then: its controls load when it is.
const ThemePanel = onDemand(
  () => import("./ThemePanel").then((m) => m.ThemePanel),
  <div className="grid place-items-center py-10 text-brand-600">
    <Spinner label="Loading theme settings" />
  </div>,
);

// The section's controls are not needed to show the editor: they load once it is idle, or
// when a section is selected before that.
const SectionFields = onDemand(
  () => import("./SectionFields").then((m) => m.SectionFields),
  <div className="grid place-items-center py-10 text-brand-600">
    <Spinner label="Loading properties" />
  </div>,
);

const iconButton =
  "grid size-8 place-items-center rounded-md text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900";

type PanelTab = "section" | "theme";

/** The right panel: the selected section's properties, or the site's theme settings. */
export function PropertiesPanel({
  context,
  onClose,
}: {
  context: FieldContext;
  onClose: () => void;
}) {
  const selectedId = useEditorState((state) => state.session.selectedId);
  const [tab, setTab] = useState<PanelTab>("section");
  useEffect(() => whenIdle(() => void SectionFields.preload().catch(() => {})), []);
  // Selecting a section on the canvas brings its properties forward (state adjusted while
  // rendering, React's pattern for state that follows a changing value).
  const [seenSelection, setSeenSelection] = useState(selectedId);
  if (selectedId !== seenSelection) {
    setSeenSelection(selectedId);
    if (selectedId) setTab("section");
  }

  return (
    <div className="flex h-full w-full flex-col">
      <div
        role="tablist"
        aria-label="Panel"
        className="flex shrink-0 gap-1 border-b border-slate-200 p-1.5"
      >
        <PanelTabButton
          isActive={tab === "section"}
          onClick={() => setTab("section")}
          icon={<SlidersHorizontal className="size-3.5" aria-hidden />}
          label="Section"
        />
        <PanelTabButton
          isActive={tab === "theme"}
          onClick={() => setTab("theme")}
          icon={<Palette className="size-3.5" aria-hidden />}
          label="Theme"
        />
      </div>
      {tab === "section" ? (
        <SectionProperties context={context} onClose={onClose} />
      ) : (
        <div className="flex min-h-0 flex-1 flex-col">
          <PanelHeading title="Theme settings" onClose={onClose} />
          <div className="flex-1 overflow-y-auto">
            <ThemePanel context={context} />
          </div>
        </div>
      )}
    </div>
  );
}

/** The selected section's fields, with Copy, Delete and close (PRODUCT.md §2). */
function SectionProperties({ context, onClose }: { context: FieldContext; onClose: () => void }) {
  const store = useEditorStore();
  const section = useEditorState((state) => findSection(state, state.session.selectedId));
  const part = useEditorState((state) =>
    state.session.selectedId ? sitePartWithId(state.document, state.session.selectedId) : undefined,
  );

  if (!section) {
    return (
      <div className="flex min-h-0 flex-1 flex-col">
        <PanelHeading title="Properties" onClose={onClose} />
        <div className="flex flex-1 flex-col items-center justify-center px-8 text-center">
          <div className="mb-3 grid size-11 place-items-center rounded-full bg-slate-100 text-slate-400">
            <MousePointerClick className="size-5" aria-hidden />
          </div>
          <p className="text-sm font-medium text-slate-900">{EDITOR_TEXT.noSelectionTitle}</p>
          <p className="mt-1 text-xs text-slate-500">{EDITOR_TEXT.noSelectionHint}</p>
        </div>
      </div>
    );
  }

  const type = resolveSectionType(section.type);
  const definition = type ? getSectionDefinition(type) : undefined;
  const handlePatch = (patch: Record<string, unknown>, mergeKey: string) =>
    store.updateSection(section.id, patch, `${section.id}:${mergeKey}`);

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex h-12 shrink-0 items-center gap-2 border-b border-slate-200 pl-4 pr-2">
        <span className="grid size-7 place-items-center rounded-md bg-brand-50 text-brand-600">
          <SectionIcon type={type ?? section.type} className="size-4" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-sm font-semibold text-slate-900">
            {part ? EDITOR_TEXT.sitePart[part] : (definition?.label ?? section.type)}
          </h2>
          <p className="truncate font-mono text-[11px] text-slate-400">{section.id}</p>
        </div>
        {part ? (
          <button
            type="button"
            className={iconButton}
            title={EDITOR_TEXT.hideSitePart}
            aria-label={EDITOR_TEXT.hideSitePart}
            onClick={() => store.showSitePart(currentPageOf(store.getState()).name, part, false)}
          >
            <EyeOff className="size-4" />
          </button>
        ) : (
          <>
            {!section.blockId && (
              <button
                type="button"
                className={iconButton}
                title={EDITOR_TEXT.blocks.save}
                aria-label={EDITOR_TEXT.blocks.save}
                onClick={() =>
                  void saveBlockAsked(store, section.id, definition?.label ?? section.type)
                }
              >
                <Component className="size-4" />
              </button>
            )}
            <button
              type="button"
              className={iconButton}
              title="Copy"
              aria-label="Copy"
              onClick={() => store.duplicateSection(section.id)}
            >
              <Copy className="size-4" />
            </button>
          </>
        )}
        <button
          type="button"
          className={`${iconButton} hover:bg-red-50! hover:text-red-600!`}
          title="Delete"
          aria-label="Delete"
          onClick={() => void removeSectionAsked(store, section.id)}
        >
          <Trash2 className="size-4" />
        </button>
        <button
          type="button"
          className={iconButton}
          title="Close"
          aria-label="Close properties"
          onClick={onClose}
        >
          <X className="size-4" />
        </button>
      </div>
      {part && (
        <div
          role="note"
          className="flex shrink-0 items-center gap-2 border-b border-brand-100 bg-brand-50 px-4 py-2 text-xs text-brand-900"
        >
          <Globe className="size-3.5 shrink-0" aria-hidden />
          <p className="min-w-0 flex-1">{EDITOR_TEXT.sitePartHint}</p>
        </div>
      )}
      {section.blockId && <SavedBlockNote sectionId={section.id} blockId={section.blockId} />}
      {hasSampleContent(section.props) && (
        <div
          role="note"
          className="flex shrink-0 items-center gap-2 border-b border-amber-200 bg-amber-50 px-4 py-2 text-xs text-amber-900"
        >
          <Sparkles className="size-3.5 shrink-0" aria-hidden />
          <p className="min-w-0 flex-1 truncate" title={SAMPLE_TEXT.tooltip}>
            {SAMPLE_TEXT.notice}
          </p>
          <button
            type="button"
            className="shrink-0 rounded px-1.5 py-0.5 font-medium underline-offset-2 hover:bg-amber-100 hover:underline"
            onClick={() => store.updateSection(section.id, reviewedPatch(section.props))}
          >
            {SAMPLE_TEXT.markReviewed}
          </button>
        </div>
      )}
      <div key={section.id} className="flex-1 space-y-4 overflow-y-auto px-4 py-4">
        <SectionFields
          section={section}
          definition={definition}
          onPatch={handlePatch}
          context={context}
        />
      </div>
    </div>
  );
}
