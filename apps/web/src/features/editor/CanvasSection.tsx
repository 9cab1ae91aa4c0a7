import {
  useDraggable,
  useDroppable,
  type DraggableAttributes,
  type DraggableSyntheticListeners,
} from "./drag-and-drop";
import {
  EDITABLE_TEXT,
  getSectionDefinition,
  resolveSectionType,
  SectionView,
  sitePartWithId,
  type SitePart,
  type SiteContext,
  type TextEditKind,
  type Theme,
} from "@shopwright/site";
import { Component, Copy, EyeOff, Globe, GripVertical, Sparkles, Trash2 } from "lucide-react";
import {
  memo,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type SyntheticEvent,
} from "react";
import { toast } from "../../components/Toaster";
import { onDemand } from "../../lib/on-demand";
import { screenPx, UNSCALED } from "./devices";
import { DraftProductsContext, draftCardsCss, draftCardsOf } from "./draft-products";
import { useEditorState, useEditorStore } from "./editor-context";
import { EDITOR_TEXT } from "./editor.texts";
import { currentPageOf, dropSideOf, findSection } from "./editor-store";
import { EDITING_ATTRIBUTE, editTextInPlace, type ScreenPoint } from "./inline-text";
import { propAt, propsPatchAt } from "./prop-path";
import { removeSectionAsked } from "./remove-section";
import { hasSampleContent, SAMPLE_TEXT } from "./sample-content";
import { SectionIcon } from "./SectionIcon";

// The rendered section only changes with its own props, the theme or the site's pages.
const MemoSectionView = memo(SectionView);

// The rich text editor (Lexical) loads the first time a text block's text is edited (or the
// pointer presses one); the edit starts once it is in.
const InlineRichText = onDemand(() => import("./InlineRichText").then((m) => m.default));

/** Fetches the rich text editor early; a failure is reported when an edit needs it. */
const preloadRichText = () => void InlineRichText.preload().catch(() => {});

/** A text block's rich text being edited on the canvas. */
interface RichEdit {
  element: HTMLElement;
  field: string;
  markdown: string;
  point: ScreenPoint | null;
}

const TEXT_SELECTOR = `[${EDITABLE_TEXT.field}]`;

/** The editable text an event happened in, unless it is being edited already. */
function editableTextOf(target: EventTarget | null): HTMLElement | null {
  const text = target instanceof Element ? target.closest<HTMLElement>(TEXT_SELECTOR) : null;
  return text && !text.hasAttribute(EDITING_ATTRIBUTE) ? text : null;
}

const isEditing = (target: EventTarget | null) =>
  target instanceof Element && target.closest(`[${EDITING_ATTRIBUTE}]`) !== null;

/**
 * Whether an event happened on the section itself: the rich text toolbar is a portal, whose
 * events reach the section in React but are none of its business.
 */
const isOnSection = (event: SyntheticEvent) =>
  event.currentTarget.contains(event.target as Node | null);

// What a drag of a canvas section carries; constants, so dnd-kit sees the same objects.
const CANVAS_DRAG_DATA = { source: "canvas" } as const;
const DRAG_ATTRIBUTES = { roleDescription: "sortable" };

const chipButton =
  "grid size-6 place-items-center rounded text-white/80 hover:bg-white/15 hover:text-white";

/**
 * dnd-kit's drag offset is in screen pixels; inside the scaled canvas (DeviceFrame) it is
 * divided by the scale, so the section follows the pointer.
 */
const canvasTranslate = ({ x, y }: { x: number; y: number }) =>
  `translate3d(${screenPx(Math.round(x))}, ${screenPx(Math.round(y))}, 0)`;

/** Chips sit 8 screen px in from a section's corner whatever the canvas scale. */
const CORNER_INSET = { "--inset": screenPx(8) } as CSSProperties;

/**
 * One section on the canvas: sortable, selectable, with a ring when selected and a line where
 * a drag would land. Links and forms inside are inert here, so a click selects instead of
 * navigating.
 *
 * Each section is a plain dnd-kit draggable, and a droppable only while something is dragged;
 * not a member of a SortableContext. Sections stay in place during a drag (the drop line shows
 * where one lands), and a sortable context, like droppables registered all the time, would
 * re-render every section, or dnd-kit's whole context, whenever a section is added or removed.
 * What does re-render with dnd-kit's context (at the start and end of a drag, and when the
 * workspace's sensors change) is this thin frame; the memoised body, with the section itself,
 * re-renders only when its section or its selection changes.
 */
export const CanvasSection = memo(function CanvasSection({
  id,
  theme,
  site,
}: {
  id: string;
  theme: Theme;
  site: SiteContext;
}) {
  const store = useEditorStore();
  const type = useEditorState((state) => findSection(state, id)?.type);
  const isSelected = useEditorState((state) => state.session.selectedId === id);
  const dropSide = useEditorState((state) => dropSideOf(state.session.dropTarget, id));
  // The site's header or footer: on every page, so it is not dragged or copied.
  const part = useEditorState((state) => sitePartWithId(state.document, id));
  const {
    active,
    attributes,
    isDragging,
    listeners,
    node,
    setActivatorNodeRef,
    setNodeRef,
    transform,
  } = useDraggable({
    id,
    data: CANVAS_DRAG_DATA,
    attributes: DRAG_ATTRIBUTES,
    disabled: part !== undefined,
  });
  // The drag handle's listeners change with dnd-kit's context; the body gets stable ones.
  const latestListeners = useRef<DraggableSyntheticListeners>(listeners);
  useLayoutEffect(() => {
    latestListeners.current = listeners;
  });
  const handleHandleKeyDown = useCallback(
    (event: KeyboardEvent) =>
      (latestListeners.current?.onKeyDown as (e: KeyboardEvent) => void)?.(event),
    [],
  );
  const resolved = useMemo(
    () => (type === undefined ? undefined : resolveSectionType(type)),
    [type],
  );

  const [richEdit, setRichEdit] = useState<RichEdit | null>(null);
  // A rich text edit waiting for its editor's code: a second click starts no second one.
  const isRichPending = useRef(false);

  if (type === undefined) return null;
  const label = part
    ? EDITOR_TEXT.sitePart[part]
    : resolved
      ? getSectionDefinition(resolved).label
      : type;

  function handleClickCapture(event: MouseEvent) {
    if (!isOnSection(event)) return;
    // Links do not navigate, and a question's text does not open its answer.
    if ((event.target as Element).closest(`a, button[type=submit], ${TEXT_SELECTOR}`)) {
      event.preventDefault();
    }
  }

  /** One change of a text edited in place: one undo step, as from the panel. */
  function commitText(field: string, value: string | null) {
    if (value === null) return;
    const section = findSection(store.getState(), id);
    const patch = section && propsPatchAt(section.props, field, value);
    if (patch) store.updateSection(id, patch);
  }

  /** Edits a text in place (docs/PRODUCT.md §4 "Editing on the canvas"). */
  function editText(text: HTMLElement, point: ScreenPoint | null) {
    if (richEdit || isRichPending.current) return;
    const field = text.getAttribute(EDITABLE_TEXT.field)!;
    const kind = text.getAttribute(EDITABLE_TEXT.kind) as TextEditKind;
    if (kind === "rich") {
      const section = findSection(store.getState(), id);
      const markdown = section ? propAt(section.props, field) : undefined;
      const edit = { element: text, field, point, markdown: String(markdown ?? "") };
      isRichPending.current = true;
      InlineRichText.preload()
        .then(
          () => setRichEdit(edit),
          () => toast.error(EDITOR_TEXT.richText.notLoaded, { id: "rich-text-not-loaded" }),
        )
        .finally(() => {
          isRichPending.current = false;
        });
    } else {
      editTextInPlace(text, kind, point, (value) => commitText(field, value));
    }
  }

  function handleKeyDown(event: KeyboardEvent) {
    if (event.target === event.currentTarget && (event.key === "Enter" || event.key === " ")) {
      event.preventDefault();
      // Enter on the selected section edits its first text; on another, selects it.
      const first = event.currentTarget.querySelector<HTMLElement>(TEXT_SELECTOR);
      if (event.key === "Enter" && isSelected && first) editText(first, null);
      else store.select(id);
    }
  }

  return (
    <div
      ref={setNodeRef}
      style={transform ? { transform: canvasTranslate(transform) } : undefined}
      data-section-id={id}
      tabIndex={0}
      role="group"
      aria-label={`${label} section`}
      aria-current={isSelected || undefined}
      onPointerDown={(event: PointerEvent) => {
        // Selecting words in a text being edited is not a drag.
        if (!isOnSection(event) || isEditing(event.target)) return;
        const text = isSelected ? editableTextOf(event.target) : null;
        if (text?.getAttribute(EDITABLE_TEXT.kind) === "rich") preloadRichText();
        latestListeners.current?.onPointerDown?.(event);
      }}
      onClickCapture={handleClickCapture}
      onSubmitCapture={(event) => {
        if (isOnSection(event)) event.preventDefault();
      }}
      onClick={(event) => {
        event.stopPropagation();
        if (!isOnSection(event)) return;
        // The first click selects the section; a click on a text of the selected one edits it.
        const text = isSelected ? editableTextOf(event.target) : null;
        store.select(id);
        if (text) editText(text, { x: event.clientX, y: event.clientY });
      }}
      onKeyDown={handleKeyDown}
      // Off-screen sections skip style, layout and paint; `auto` remembers their last size.
      className={`group/section relative cursor-default outline-none [contain-intrinsic-size:auto_400px] [content-visibility:auto] ${isDragging ? "z-10 opacity-60" : ""}`}
    >
      {active && <SectionDropZone id={id} node={node} />}
      {dropSide && (
        <div
          aria-hidden
          data-drop-indicator={dropSide}
          // Inside the section's box: its paint containment clips anything outside.
          // 4 px thick on screen whatever the canvas scale.
          style={{ height: screenPx(4) }}
          className={`pointer-events-none absolute inset-x-0 z-30 bg-brand-600 shadow-[0_0_0_2px_#fff,0_0_0_4px_rgb(79_70_229/0.3)] ${
            dropSide === "before" ? "top-0" : "bottom-0"
          }`}
        />
      )}
      <CanvasSectionBody
        id={id}
        type={resolved ?? type}
        label={label}
        theme={theme}
        site={site}
        isSelected={isSelected}
        part={part}
        handleRef={setActivatorNodeRef}
        handleAttributes={attributes}
        onHandleKeyDown={handleHandleKeyDown}
      />
      {richEdit && (
        <InlineRichText
          element={richEdit.element}
          markdown={richEdit.markdown}
          point={richEdit.point}
          onEnd={(value) => {
            setRichEdit(null);
            commitText(richEdit.field, value);
          }}
        />
      )}
    </div>
  );
});

/** Makes the section a drop target for the length of a drag (it renders nothing). */
function SectionDropZone({
  id,
  node,
}: {
  id: string;
  node: { readonly current: HTMLElement | null };
}) {
  const { setNodeRef } = useDroppable({ id, data: CANVAS_DRAG_DATA });
  useLayoutEffect(() => setNodeRef(node.current), [setNodeRef, node]);
  return null;
}

/** The section as rendered by @shopwright/site, its selection ring and its chip. */
const CanvasSectionBody = memo(function CanvasSectionBody({
  id,
  type,
  label,
  theme,
  site,
  isSelected,
  part,
  handleRef,
  handleAttributes,
  onHandleKeyDown,
}: {
  id: string;
  type: string;
  label: string;
  theme: Theme;
  site: SiteContext;
  isSelected: boolean;
  part: SitePart | undefined;
  handleRef: (element: HTMLElement | null) => void;
  handleAttributes: DraggableAttributes;
  onHandleKeyDown: (event: KeyboardEvent) => void;
}) {
  const store = useEditorStore();
  const section = useEditorState((state) => findSection(state, id));
  const draftIds = useContext(DraftProductsContext);
  // A linked copy of a saved block shows the block's name in its chip.
  const blockName = useEditorState((state) => {
    const blockId = findSection(state, id)?.blockId;
    return blockId
      ? (state.document.blocks?.find((block) => block.id === blockId)?.name ?? null)
      : null;
  });
  const drafts = useMemo(
    () => (section ? draftCardsOf(section, site.products ?? [], draftIds, site.collections) : []),
    [section, site.products, site.collections, draftIds],
  );
  if (!section) return null;
  const isSample = hasSampleContent(section.props);

  return (
    <>
      <MemoSectionView section={section} theme={theme} site={site} mode="edit" />
      {drafts.length > 0 && (
        <>
          <style>
            {draftCardsCss(
              id,
              drafts.map((draft) => draft.index),
              EDITOR_TEXT.draftHidden,
            )}
          </style>
          <p className="sr-only" data-draft-products>
            {`${EDITOR_TEXT.draftHidden}: ${drafts.map((draft) => draft.name).join(", ")}`}
          </p>
        </>
      )}
      {isSample && (
        <span
          title={SAMPLE_TEXT.tooltip}
          data-sample-badge
          style={CORNER_INSET}
          className={`absolute right-[var(--inset)] top-[var(--inset)] z-20 inline-flex origin-top-right items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 max-sm:p-1 shadow-sm ring-1 ring-amber-300 ${UNSCALED}`}
        >
          <Sparkles className="size-3" aria-hidden />
          {/* On a phone's screen the words would cover the section's heading: the icon says it. */}
          <span className="max-sm:sr-only">{SAMPLE_TEXT.badge}</span>
          <span className="sr-only">: {SAMPLE_TEXT.tooltip}</span>
        </span>
      )}
      <div
        aria-hidden
        className={`pointer-events-none absolute inset-0 z-10 transition-shadow ${
          isSelected
            ? "shadow-[inset_0_0_0_calc(2px/var(--canvas-scale,1))_var(--color-brand-500)]"
            : "group-hover/section:shadow-[inset_0_0_0_calc(1px/var(--canvas-scale,1))_var(--color-brand-300)] group-focus-visible/section:shadow-[inset_0_0_0_calc(2px/var(--canvas-scale,1))_var(--color-brand-400)]"
        }`}
      />
      <div
        style={CORNER_INSET}
        className={`absolute left-[var(--inset)] top-[var(--inset)] z-20 flex origin-top-left items-center gap-0.5 rounded-md bg-slate-900 py-0.5 pl-1 pr-0.5 text-xs font-medium text-white shadow-sm transition-opacity ${UNSCALED} ${
          isSelected
            ? "opacity-100"
            : "opacity-0 group-hover/section:opacity-100 group-focus-within/section:opacity-100"
        }`}
      >
        {part ? (
          <span className="grid size-6 place-items-center" title={EDITOR_TEXT.sitePartHint}>
            <Globe className="size-3.5" aria-hidden />
          </span>
        ) : (
          <button
            type="button"
            ref={handleRef}
            {...handleAttributes}
            onKeyDown={onHandleKeyDown}
            aria-label={`Drag to reorder ${label}`}
            className={`${chipButton} cursor-grab active:cursor-grabbing`}
          >
            <GripVertical className="size-3.5" />
          </button>
        )}
        {!part && <SectionIcon type={type} className="size-3.5" />}
        <span className="px-1">{label}</span>
        {blockName !== null && (
          <span
            data-block-badge
            title={EDITOR_TEXT.blocks.badgeHint(blockName)}
            className="mr-0.5 inline-flex max-w-40 items-center gap-1 rounded bg-violet-500 px-1.5 py-0.5 font-normal"
          >
            <Component className="size-3 shrink-0" aria-hidden />
            <span className="truncate">{blockName}</span>
          </span>
        )}
        {part && (
          <span className="hidden pr-1 font-normal text-white/60 sm:inline">
            {EDITOR_TEXT.sitePartHint}
          </span>
        )}
        {isSelected && (
          <>
            {part ? (
              <button
                type="button"
                aria-label={`${EDITOR_TEXT.hideSitePart}: ${label}`}
                title={EDITOR_TEXT.hideSitePart}
                className={chipButton}
                onClick={(event) => {
                  event.stopPropagation();
                  store.showSitePart(currentPageOf(store.getState()).name, part, false);
                }}
              >
                <EyeOff className="size-3.5" />
              </button>
            ) : (
              <button
                type="button"
                aria-label={`Duplicate ${label}`}
                title="Copy"
                className={chipButton}
                onClick={(event) => {
                  event.stopPropagation();
                  store.duplicateSection(id);
                }}
              >
                <Copy className="size-3.5" />
              </button>
            )}
            <button
              type="button"
              aria-label={`Delete ${label}`}
              title="Delete"
              className={chipButton}
              onClick={(event) => {
                event.stopPropagation();
                void removeSectionAsked(store, id);
              }}
            >
              <Trash2 className="size-3.5" />
            </button>
          </>
        )}
      </div>
    </>
  );
});
