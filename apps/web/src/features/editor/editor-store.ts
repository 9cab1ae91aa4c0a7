import {
  applyOps,
  DEFAULT_THEME,
  HOME_PAGE_NAME,
  footerLinkOp,
  menuLinkOp,
  menuUnlinkOps,
  pageSectionsOf,
  SEO_LIMITS,
  SITE_PARTS,
  sitePartWithId,
  uniqueName,
  type ApplyOpsResult,
  type LayoutCaps,
  type LayoutPage,
  type LayoutSection,
  type OpInput,
  type PageTemplate,
  type Position,
  type SectionDevice,
  type SiteDocument,
  type SitePart,
  type Theme,
} from "@shopwright/site";
import type { Dropped } from "./drag-sources";

/** How a change enters the history: a new undo step, folded into the last one, or not at all. */
export type HistoryMode = "record" | "merge" | "skip";
export type PreviewMode = "legacy" | "html";
/** The canvas's preview widths; devices.ts gives each its CSS width, label and shortcut. */
/** A width the canvas previews at: the site's own (layout.ts SECTION_DEVICES). */
export type Device = SectionDevice;
export type SaveStatus = "idle" | "saving" | "saved" | "error";

/** Repeated edits of one field within this window fold into one undo step. */
export const MERGE_WINDOW_MS = 500;
/** Older steps are dropped beyond this many. */
const HISTORY_LIMIT = 100;

/**
 * Where a section dragged over the canvas would land: above or below a section (by the
 * pointer's position over it), or at the end of an empty page.
 */
export type DropTarget = { before: string } | { after: string } | { at: "end" };

/** Which side of section `id` a drop target is on, if it is at that section. */
export const dropSideOf = (target: DropTarget | null, id: string): "before" | "after" | null =>
  target && "before" in target && target.before === id
    ? "before"
    : target && "after" in target && target.after === id
      ? "after"
      : null;

/** A target for moving section `activeId` of the page shown; null where it would not move. */
export function reorderTarget(
  state: EditorState,
  activeId: string,
  target: DropTarget,
): DropTarget | null {
  const ids = currentPageOf(state).sections.map((section) => section.id);
  const from = ids.indexOf(activeId);
  const anchor = "before" in target ? target.before : "after" in target ? target.after : null;
  const to = anchor === null ? ids.length : ids.indexOf(anchor) + ("after" in target ? 1 : 0);
  return from < 0 || to === from || to === from + 1 ? null : target;
}

export interface EditorSession {
  currentPage: string;
  selectedId: string | null;
  previewMode: PreviewMode;
  device: Device;
  /** While something is dragged over the canvas: where it would land. */
  dropTarget: DropTarget | null;
}

/**
 * One undo step: the whole document on one side of a change (pages, sections, theme and site
 * name together), and the page the editor showed then. Unchanged parts are shared with the
 * neighbouring documents, so a step costs what the change touched. Restoring a whole document
 * never brings back part of an older one: after a page rename, undoing an unrelated edit keeps
 * the new name and every link to it.
 *
 * A step that changed only what the whole site shares (header, footer, theme, site name) is
 * `site`-wide: it outlives a page switch and, undone or redone from any page, brings back
 * only those parts, leaving every page as it is (PRODUCT.md §4 "Editor history").
 */
export interface HistoryEntry {
  document: SiteDocument;
  page: string;
  scope: "page" | "site";
}

export interface EditorHistory {
  /** The documents before each change of this page's visit; its length is the position. */
  past: readonly HistoryEntry[];
  future: readonly HistoryEntry[];
  mergeKey: string | null;
  mergedAt: number;
}

export interface EditorSync {
  hasUnsavedChanges: boolean;
  saveStatus: SaveStatus;
  version: number | null;
  /** Bumped by every document change, so a save can tell whether the user edited meanwhile. */
  revision: number;
}

export interface EditorState {
  /** What is saved: pages, theme and site name. */
  document: SiteDocument;
  /** Never undone. */
  session: EditorSession;
  history: EditorHistory;
  sync: EditorSync;
}

export interface EditorStoreOptions {
  document?: Partial<SiteDocument>;
  version?: number | null;
  /** The clock of merge windows; tests pass their own. */
  now?: () => number;
  /**
   * Told the sentence of a change refused for passing one of the server's limits (pages,
   * sections a page, cards a grid: PRODUCT.md §9 "Limits"), once `setCaps` gave them.
   */
  onLimitReached?: (message: string) => void;
}

const LIMIT_REASONS: ReadonlySet<string> = new Set([
  "page_limit_reached",
  "section_limit_reached",
  "card_limit_reached",
]);

interface RunOptions {
  /** Edits sharing a key within MERGE_WINDOW_MS fold into one step (mode "merge"). */
  mergeKey?: string;
  /** A "skip" change that still counts as unsaved (page operations). */
  isUnsaved?: boolean;
  /** Folds the change into the last undo step whatever its key (one user action, two runs). */
  isFolded?: boolean;
}

const emptyHistory = (): EditorHistory => ({ past: [], future: [], mergeKey: null, mergedAt: 0 });

function documentOf(input: Partial<SiteDocument> = {}): SiteDocument {
  const pages = input.pages?.length
    ? input.pages
    : [{ name: HOME_PAGE_NAME, path: "/", sections: [] }];
  return {
    name: input.name ?? "",
    theme: input.theme ?? (DEFAULT_THEME as Theme),
    pages,
    ...(input.header ? { header: input.header } : {}),
    ...(input.footer ? { footer: input.footer } : {}),
    ...(input.blocks?.length ? { blocks: input.blocks } : {}),
  };
}

/**
 * The document with another's site-wide parts: header, footer, theme, site name and saved
 * blocks.
 */
function withSiteWideOf(document: SiteDocument, from: SiteDocument): SiteDocument {
  const { header: _header, footer: _footer, blocks: _blocks, ...rest } = document;
  return {
    ...rest,
    name: from.name,
    theme: from.theme,
    ...(from.header ? { header: from.header } : {}),
    ...(from.footer ? { footer: from.footer } : {}),
    ...(from.blocks ? { blocks: from.blocks } : {}),
  };
}

/** Deep equality of JSON values (props, themes): cheaper than comparing their JSON text. */
function isSameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((x, i) => isSameValue(x, b[i]));
  }
  if (Array.isArray(b)) return false;
  const keys = Object.keys(a);
  const other = b as Record<string, unknown>;
  return (
    keys.length === Object.keys(b).length &&
    keys.every(
      (key) => key in other && isSameValue((a as Record<string, unknown>)[key], other[key]),
    )
  );
}
const sameItems = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

const isSameSection = (a: LayoutSection, b: LayoutSection) =>
  a.id === b.id &&
  a.type === b.type &&
  isSameValue(a.props, b.props) &&
  isSameValue(a.hiddenOn, b.hiddenOn) &&
  a.blockId === b.blockId;

/**
 * `applyOps` returns a fresh copy of the whole site; this keeps the previous objects of every
 * section, page and theme that did not change, so memoised views of them do not re-render.
 */
function shareUnchanged(previous: SiteDocument, next: SiteDocument): SiteDocument {
  const sections = new Map(previous.pages.flatMap((page) => page.sections.map((s) => [s.id, s])));
  const pages = next.pages.map((page, index) => {
    const kept = page.sections.map((section) => {
      const old = sections.get(section.id);
      return old && isSameSection(old, section) ? old : section;
    });
    const old = previous.pages[index];
    const isSamePage =
      old &&
      old.name === page.name &&
      old.path === page.path &&
      old.description === page.description &&
      old.hideHeader === page.hideHeader &&
      old.hideFooter === page.hideFooter &&
      sameItems(old.sections, kept);
    return isSamePage ? old : { ...page, sections: kept };
  });
  const shared: SiteDocument = {
    name: next.name,
    theme: isSameValue(previous.theme, next.theme) ? previous.theme : next.theme,
    pages: sameItems(previous.pages, pages) ? previous.pages : pages,
  };
  for (const part of SITE_PARTS) {
    const [old, section] = [previous[part], next[part]];
    if (section) shared[part] = old && isSameSection(old, section) ? old : section;
  }
  if (next.blocks) {
    shared.blocks = isSameValue(previous.blocks, next.blocks) ? previous.blocks! : next.blocks;
  }
  return shared;
}

/** The page the session shows (the first one if its name went away). */
export function currentPageOf(state: EditorState): LayoutPage {
  const { pages } = state.document;
  return pages.find((page) => page.name === state.session.currentPage) ?? pages[0]!;
}

// Every section of a document by id, built once per document: each canvas section reads its
// own through findSection after every change, which would otherwise cost n² on a big page.
const sectionIndexes = new WeakMap<SiteDocument, Map<string, LayoutSection>>();

export function findSection(state: EditorState, id: string | null): LayoutSection | undefined {
  if (!id) return undefined;
  let index = sectionIndexes.get(state.document);
  if (!index) {
    index = new Map();
    for (const part of SITE_PARTS) {
      const section = state.document[part];
      if (section) index.set(section.id, section);
    }
    for (const page of state.document.pages) {
      for (const section of page.sections)
        if (!index.has(section.id)) index.set(section.id, section);
    }
    sectionIndexes.set(state.document, index);
  }
  return index.get(id);
}

export const canUndo = (state: EditorState) => state.history.past.length > 0;
export const canRedo = (state: EditorState) => state.history.future.length > 0;

/** Creates the state of one mounted editor; every change goes through `run`. */
export function createEditorStore(options: EditorStoreOptions = {}) {
  const now = options.now ?? (() => Date.now());
  const listeners = new Set<() => void>();
  const initial = documentOf(options.document);
  let state: EditorState = {
    document: initial,
    session: {
      currentPage: initial.pages[0]!.name,
      selectedId: null,
      previewMode: "legacy",
      device: "desktop",
      dropTarget: null,
    },
    history: emptyHistory(),
    sync: {
      hasUnsavedChanges: false,
      saveStatus: "idle",
      version: options.version ?? null,
      revision: 0,
    },
  };

  // The server's limits, from the editor's load; none until then (the save still checks).
  let caps: LayoutCaps | undefined;
  /** `applyOps` held to the limits, telling `onLimitReached` of a refusal for one. */
  function applyCapped(document: SiteDocument, ops: OpInput[]): ApplyOpsResult {
    const result = applyOps(document, ops, { caps });
    const refusal = result.rejected.find((rejection) => LIMIT_REASONS.has(rejection.reason));
    if (refusal) options.onLimitReached?.(refusal.message);
    return result;
  }

  function setState(next: EditorState) {
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  }

  const entryOf = (current: EditorState, scope: HistoryEntry["scope"] = "page"): HistoryEntry => ({
    document: current.document,
    page: currentPageOf(current).name,
    scope,
  });

  /** Keeps the session pointing at things that exist. */
  function fixSession(next: EditorState): EditorSession {
    const page = currentPageOf(next);
    const hasSelection = pageSectionsOf(next.document, page).some(
      (s) => s.id === next.session.selectedId,
    );
    if (page.name === next.session.currentPage && (hasSelection || !next.session.selectedId)) {
      return next.session;
    }
    return {
      ...next.session,
      currentPage: page.name,
      selectedId: hasSelection ? next.session.selectedId : null,
    };
  }

  /** Applies operations with a history mode: the one way the document changes. */
  function run(
    ops: OpInput[],
    mode: HistoryMode = "record",
    runOptions: RunOptions = {},
  ): ApplyOpsResult {
    const result = applyCapped(state.document, ops);
    if (result.applied.length)
      commit(shareUnchanged(state.document, result.site), mode, runOptions);
    return result;
  }

  /** Makes `document` the current one, with the history step and sync state of `mode`. */
  function commit(document: SiteDocument, mode: HistoryMode, runOptions: RunOptions) {
    let history = state.history;
    if (mode !== "skip") {
      const time = now();
      const isMerged =
        (runOptions.isFolded === true && history.past.length > 0) ||
        (mode === "merge" &&
          runOptions.mergeKey !== undefined &&
          history.mergeKey === runOptions.mergeKey &&
          time - history.mergedAt <= MERGE_WINDOW_MS);
      // A change that left every page as it was changed only what the whole site shares.
      const scope = document.pages === state.document.pages ? "site" : "page";
      const last = history.past.at(-1);
      history = isMerged
        ? {
            ...history,
            // A step stays site-wide only while every change folded into it is.
            past:
              last && last.scope === "site" && scope === "page"
                ? [...history.past.slice(0, -1), { ...last, scope }]
                : history.past,
            future: [],
            mergedAt: time,
          }
        : {
            past: [...history.past, entryOf(state, scope)].slice(-HISTORY_LIMIT),
            future: [],
            mergeKey: mode === "merge" ? (runOptions.mergeKey ?? null) : null,
            mergedAt: time,
          };
    }
    const isUnsaved = mode !== "skip" || runOptions.isUnsaved === true;
    const next: EditorState = {
      ...state,
      document,
      history,
      sync: isUnsaved
        ? { ...state.sync, hasUnsavedChanges: true, revision: state.sync.revision + 1 }
        : state.sync,
    };
    setState({ ...next, session: fixSession(next) });
  }

  /**
   * Operations on one section's props, applied to a copy of the site that holds only that
   * section (every page keeps its name and path): applyOps copies whatever it is given, and
   * a keystroke should not cost more on a page of 500 sections than on one of 5. The
   * operations read and change nothing but that section, so the outcome is the same.
   */
  function runOnSection(
    sectionId: string,
    ops: OpInput[],
    mode: HistoryMode,
    runOptions: RunOptions,
  ): ApplyOpsResult {
    const { pages } = state.document;
    const part = sitePartWithId(state.document, sectionId);
    if (part) return runOnPart(part, ops, mode, runOptions);
    const pageIndex = pages.findIndex((page) => page.sections.some((s) => s.id === sectionId));
    const page = pages[pageIndex];
    // An id on no page: the whole site, so that applyOps reports it as it always does.
    if (!page) return run(ops, mode, runOptions);
    const index = page.sections.findIndex((s) => s.id === sectionId);
    const section = page.sections[index]!;
    // A saved block's copy: its edit reaches every copy, on any page.
    if (section.blockId) return run(ops, mode, runOptions);
    const scope: SiteDocument = {
      ...state.document,
      pages: pages.map((p) => ({ ...p, sections: p === page ? [section] : [] })),
    };
    const result = applyCapped(scope, ops);
    const updated = result.site.pages[pageIndex]?.sections[0];
    if (!result.applied.length || !updated) return result;
    const sections = [...page.sections];
    sections[index] = isSameSection(section, updated) ? section : updated;
    const document: SiteDocument = {
      ...state.document,
      pages: pages.map((p) => (p === page ? { ...page, sections } : p)),
    };
    commit(document, mode, runOptions);
    return { ...result, site: document };
  }

  /**
   * Operations on one of the site's parts (header, footer), applied to a copy of the site
   * whose pages hold no sections: like `runOnSection`, a keystroke in the header costs the
   * same on a page of 500 sections as on one of 5.
   */
  function runOnPart(
    part: SitePart,
    ops: OpInput[],
    mode: HistoryMode,
    runOptions: RunOptions,
  ): ApplyOpsResult {
    const current = state.document[part]!;
    const scope: SiteDocument = {
      ...state.document,
      pages: state.document.pages.map((page) => ({ ...page, sections: [] })),
    };
    const result = applyCapped(scope, ops);
    const updated = result.site[part];
    if (!result.applied.length || !updated) return result;
    const document: SiteDocument = {
      ...state.document,
      [part]: isSameSection(current, updated) ? current : updated,
    };
    commit(document, mode, runOptions);
    return { ...result, site: document };
  }

  function travel(direction: "undo" | "redo") {
    const { past, future } = state.history;
    const target = direction === "undo" ? past.at(-1) : future[0];
    if (!target) return;
    const isSiteWide = target.scope === "site";
    const here = entryOf(state, target.scope);
    const history: EditorHistory =
      direction === "undo"
        ? { past: past.slice(0, -1), future: [here, ...future], mergeKey: null, mergedAt: 0 }
        : { past: [...past, here], future: future.slice(1), mergeKey: null, mergedAt: 0 };
    // The page shown follows the step (undoing a rename of this page shows it by its old
    // name); a site-wide step brings back the site's parts and stays on this page.
    const next: EditorState = {
      ...state,
      document: isSiteWide ? withSiteWideOf(state.document, target.document) : target.document,
      session: isSiteWide ? state.session : { ...state.session, currentPage: target.page },
      history,
      sync: { ...state.sync, hasUnsavedChanges: true, revision: state.sync.revision + 1 },
    };
    setState({ ...next, session: fixSession(next) });
  }

  function setSession(patch: Partial<EditorSession>) {
    setState({ ...state, session: { ...state.session, ...patch } });
  }

  /** The ids of the current page that `before` did not have (the section an op created). */
  function newSectionId(before: LayoutPage): string | null {
    const old = new Set(before.sections.map((s) => s.id));
    return currentPageOf(state).sections.find((s) => !old.has(s.id))?.id ?? null;
  }

  const store = {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    run,
    /** The server's limits on pages, sections a page and cards a grid (the editor's load). */
    setCaps(next: LayoutCaps | undefined) {
      caps = next;
    },

    /**
     * Replaces the document (load, reload): nothing unsaved, and nothing to undo unless
     * `undoable` is the document before the draft's last AI turn, which Undo then brings back
     * as one step (PRODUCT.md §4 "Editor history").
     */
    load(
      document: Partial<SiteDocument>,
      version: number | null,
      undoable?: Partial<SiteDocument>,
    ) {
      const next = documentOf(document);
      // A reload (after a restore) keeps the page the owner is on, when it is still there.
      const currentPage = next.pages.some((p) => p.name === state.session.currentPage)
        ? state.session.currentPage
        : next.pages[0]!.name;
      let history = emptyHistory();
      if (undoable) {
        const before = documentOf(undoable);
        const page = before.pages.some((p) => p.name === currentPage)
          ? currentPage
          : before.pages[0]!.name;
        history = { ...history, past: [{ document: before, page, scope: "page" }] };
      }
      setState({
        document: next,
        session: { ...state.session, currentPage, selectedId: null },
        history,
        sync: {
          hasUnsavedChanges: false,
          saveStatus: "idle",
          version,
          revision: state.sync.revision + 1,
        },
      });
    },

    addSection(type: string, position: Position = { at: "auto" }): string | null {
      const page = currentPageOf(state);
      const result = run([{ op: "addSection", page: page.name, section: { type }, position }]);
      const id = result.applied.length ? newSectionId(page) : null;
      if (id) setSession({ selectedId: id });
      return id;
    },
    /** A property edit; edits with the same key close together are one undo step. */
    updateSection(id: string, props: Record<string, unknown>, mergeKey?: string) {
      return runOnSection(
        id,
        [{ op: "updateSection", sectionId: id, props }],
        mergeKey ? "merge" : "record",
        { mergeKey },
      );
    },
    moveSection(id: string, position: Position) {
      return run([{ op: "moveSection", sectionId: id, position }]);
    },
    removeSection(id: string) {
      return run([{ op: "removeSection", sectionId: id }]);
    },
    duplicateSection(id: string): string | null {
      const page = currentPageOf(state);
      const result = run([{ op: "duplicateSection", sectionId: id }]);
      const copy = result.applied.length ? newSectionId(page) : null;
      if (copy) setSession({ selectedId: copy });
      return copy;
    },
    /** Saves a section for reuse (docs/PRODUCT.md §3 "Saved blocks"): one undo step. */
    saveBlock(sectionId: string, name: string) {
      return run([{ op: "saveBlock", sectionId, name }]);
    },
    /** Adds a linked copy of a saved block to the page shown, and selects it. */
    insertBlock(blockId: string, position: Position = { at: "auto" }): string | null {
      const page = currentPageOf(state);
      const result = run([{ op: "insertBlock", page: page.name, blockId, position }]);
      const id = result.applied.length ? newSectionId(page) : null;
      if (id) setSession({ selectedId: id });
      return id;
    },
    /** Renames a saved block. */
    renameBlock(blockId: string, name: string) {
      return run([{ op: "renameBlock", blockId, name }]);
    },
    /** Unlinks a copy from its saved block. */
    detachBlock(sectionId: string) {
      return run([{ op: "detachBlock", sectionId }]);
    },
    /** Deletes a saved block; its copies stay, unlinked. */
    deleteBlock(blockId: string) {
      return run([{ op: "deleteBlock", blockId }]);
    },
    undo: () => travel("undo"),
    redo: () => travel("redo"),

    /** PRODUCT.md §4: switching page resets history; a page name that does not exist is created. */
    selectPage(name: string) {
      if (!state.document.pages.some((page) => page.name === name)) {
        const result = run([{ op: "addPage", page: { name } }], "skip", { isUnsaved: true });
        if (!result.applied.length) return;
      }
      // PRODUCT.md §4: the history is the page's, save the steps of site-wide parts.
      setState({
        ...state,
        session: { ...state.session, currentPage: name, selectedId: null },
        history: {
          ...emptyHistory(),
          past: state.history.past.filter((entry) => entry.scope === "site"),
        },
      });
    },
    /**
     * PRODUCT.md §4: a new page is named 'Page N', or takes a template's name and sections;
     * it opens at once (with a history of its own).
     */
    addPage(template?: PageTemplate): string | null {
      const before = new Set(state.document.pages.map((page) => page.name));
      // A template's page under its own name ("FAQ"), or "FAQ (2)" when that is taken.
      const page = template
        ? { name: uniqueName(template.name, before), sections: [...template.sections] }
        : {};
      const result = run([{ op: "addPage", page }]);
      const name = result.applied.length
        ? state.document.pages.find((page) => !before.has(page.name))?.name
        : undefined;
      if (!name) return null;
      // It shows the site's header and footer, and the header's menu links it (a policy
      // page: the footer): one step.
      const added = state.document.pages.find((candidate) => candidate.name === name)!;
      const link =
        template?.linkIn === "footer"
          ? footerLinkOp(state.document, added)
          : menuLinkOp(state.document, name);
      if (link) runOnSection(link.sectionId, [link], "record", { isFolded: true });
      store.selectPage(name);
      return name;
    },
    /** One undo step; links to the page follow its new name. */
    renamePage(from: string, to: string) {
      // Read before the rename: afterwards the old name no longer matches any page.
      const wasCurrent = currentPageOf(state).name === from;
      const result = run([{ op: "renamePage", from, to }]);
      if (result.applied.length && wasCurrent) {
        setSession({ currentPage: to.trim() });
      }
      return result;
    },
    /**
     * A page's search title or description (docs/PRODUCT.md "Search engines and shared
     * links"), cut to its limit; empty removes it. Typing in one field is one undo step. Not
     * an operation of `applyOps`: the AI's language of edits does not set them.
     */
    setPageSeo(name: string, field: "seoTitle" | "seoDescription", value: string) {
      const { pages } = state.document;
      const page = pages.find((each) => each.name === name);
      if (!page) return;
      const max = field === "seoTitle" ? SEO_LIMITS.titleMax : SEO_LIMITS.descriptionMax;
      const text = value.slice(0, max);
      if ((page[field] ?? "") === text) return;
      const { [field]: _old, ...rest } = page;
      const next: LayoutPage = text ? { ...rest, [field]: text } : rest;
      commit({ ...state.document, pages: pages.map((p) => (p === page ? next : p)) }, "merge", {
        mergeKey: `page-seo:${name}:${field}`,
      });
    },
    /** One undo step, unless it was the page shown: the editor then opens the first page. */
    removePage(name: string) {
      const wasCurrent = currentPageOf(state).name === name;
      const path = state.document.pages.find((page) => page.name === name)?.path;
      const unlinks = menuUnlinkOps(state.document, name, path);
      const result = run([{ op: "removePage", name }]);
      // The site's menus drop their links to it, in the same step.
      if (result.applied.length && unlinks.length) run(unlinks, "record", { isFolded: true });
      if (result.applied.length && wasCurrent) store.selectPage(state.document.pages[0]!.name);
      return result;
    },

    /** Hides a section on some devices (none: shown on all): one undo step. */
    setSectionVisibility(id: string, hiddenOn: SectionDevice[]) {
      return runOnSection(
        id,
        [{ op: "setSectionVisibility", sectionId: id, hiddenOn }],
        "record",
        {},
      );
    },
    /** Shows or hides the site's header or footer on one page: one undo step. */
    showSitePart(page: string, part: SitePart, show: boolean) {
      return run([{ op: "showSitePart", page, part, show }]);
    },

    select: (id: string | null) => setSession({ selectedId: id }),
    /** Shows where a drag would land; null while it would land nowhere. */
    setDropTarget(target: DropTarget | null) {
      const current = state.session.dropTarget;
      const isSame =
        current === target || (current !== null && target !== null && isSameValue(current, target));
      if (!isSame) setSession({ dropTarget: target });
    },
    /**
     * Ends a drag at the drop target: adds a section of the dragged palette type or a copy of
     * the dragged saved block there, or moves the dragged section there. Answers whether the
     * page changed.
     */
    drop(dragged: Dropped): boolean {
      const target = state.session.dropTarget;
      if (!target) return false;
      setSession({ dropTarget: null });
      if ("type" in dragged) return store.addSection(dragged.type, target) !== null;
      if ("blockId" in dragged) return store.insertBlock(dragged.blockId, target) !== null;
      return store.moveSection(dragged.id, target).applied.length > 0;
    },
    setPreviewMode: (previewMode: PreviewMode) => setSession({ previewMode }),
    setDevice: (device: Device) => setSession({ device }),

    markSaving() {
      setState({ ...state, sync: { ...state.sync, saveStatus: "saving" } });
    },
    /**
     * A successful save: the new version, and the server's copy of the document unless the
     * user changed something while it was on its way (their edits then stay unsaved).
     */
    markSaved(version: number, savedRevision: number, echo?: Partial<SiteDocument>) {
      const isCurrent = state.sync.revision === savedRevision;
      const document =
        isCurrent && echo
          ? shareUnchanged(state.document, documentOf({ ...state.document, ...echo }))
          : state.document;
      const next: EditorState = {
        ...state,
        document,
        sync: { ...state.sync, version, saveStatus: "saved", hasUnsavedChanges: !isCurrent },
      };
      setState({ ...next, session: fixSession(next) });
    },
    markSaveFailed() {
      setState({ ...state, sync: { ...state.sync, saveStatus: "error" } });
    },
  };
  return store;
}

export type EditorStore = ReturnType<typeof createEditorStore>;
