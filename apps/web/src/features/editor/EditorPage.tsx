import "@shopwright/site/site.css";
import "./canvas.css";
import { ApiError, type EditorDataDto } from "@shopwright/sdk";
import { normalizeTheme } from "@shopwright/site";
import { useEffect, useRef, useState } from "react";
import { useParams, useSearchParams } from "react-router";
import { toast } from "../../components/Toaster";
import { Spinner } from "../../components/Spinner";
import { getEditorStoreId, setEditorStoreId } from "../../lib/session";
import { MediaStoreContext } from "../media/media-store";
import { useChooseTheme, useEditorData } from "./editor.api";
import { EditorStoreContext } from "./editor-context";
import { createEditorStore } from "./editor-store";
import { EDITOR_TEXT } from "./editor.texts";
import { EditorNotFound } from "./EditorNotFound";
import { EditorScreen } from "./EditorScreen";
import { PAGE_PARAM, requestedPageName } from "./requested-page";

/** A store that does not exist or is out of the caller's reach answers 404. */
const isStoreMissing = (error: unknown) =>
  error instanceof ApiError && error.status === 404 && error.code !== "theme_not_found";

/**
 * The visual editor (PRODUCT.md §2): /dashboard/store/{storeId}/editor, or /editor/{themeId} for the
 * store remembered in local storage after applying that starter theme. `?page=` (a page's name
 * or path) opens that page when the store has it, else the first page.
 */
export function EditorPage() {
  const params = useParams();
  const [searchParams] = useSearchParams();
  // The link chose the page the first load opens; a reload later opens the first page.
  const [requestedPage] = useState(() => searchParams.get(PAGE_PARAM));
  const firstData = useRef<EditorDataDto | null>(null);
  const themeId = params.themeId;
  const storeId = params.storeId ?? getEditorStoreId();
  const [store] = useState(() =>
    createEditorStore({
      onLimitReached: (message) => toast.error(message, { id: "editor-limit" }),
    }),
  );

  useEffect(() => {
    if (params.storeId) setEditorStoreId(params.storeId);
  }, [params.storeId]);

  const choose = useChooseTheme(themeId ? storeId : null, themeId);
  const isThemeSettled = !themeId || !storeId || choose.isSuccess || choose.isError;
  const load = useEditorData(storeId, isThemeSettled);
  const isLoading = Boolean(storeId) && !load.isError && !load.isSuccess;

  useEffect(() => {
    const data = load.data;
    if (!data) return;
    const theme = normalizeTheme(data.store.theme);
    // The site's own name (Theme settings) wins over the store's name in the dashboard.
    const nameOf = (themeOfSite: typeof theme) => themeOfSite.siteName ?? data.store.storeName;
    const before = data.beforeAiTurn;
    const beforeTheme = before && normalizeTheme(before.theme);
    store.setCaps(
      data.limits && {
        pages: data.limits.storePages,
        sectionsPerPage: data.limits.pageSections,
        cardsPerGrid: data.limits.gridCards,
      },
    );
    store.load(
      // The API answers the layout canonical: it is taken as it comes.
      { name: nameOf(theme), theme, ...data.layout },
      data.store.version,
      // The last AI turn is still the draft: Undo takes it back (PRODUCT.md §4).
      before && beforeTheme
        ? { name: nameOf(beforeTheme), theme: beforeTheme, ...before.layout }
        : undefined,
    );
    firstData.current ??= data;
    if (data !== firstData.current) return;
    const page = requestedPageName(store.getState().document.pages, requestedPage);
    // Another page than the first (a page switch resets the history, so only then).
    if (page && page !== store.getState().session.currentPage) store.selectPage(page);
  }, [load.data, store, requestedPage]);

  if (isLoading) {
    return (
      <div className="grid h-dvh place-items-center bg-slate-100 text-brand-600">
        <Spinner className="size-6" label="Loading editor" />
      </div>
    );
  }

  if (isStoreMissing(load.error) || isStoreMissing(choose.error)) return <EditorNotFound />;

  const initialErrors: string[] = [];
  if ((themeId && !storeId) || choose.isError) initialErrors.push(EDITOR_TEXT.chooseThemeFailed);
  if (!storeId) initialErrors.push(EDITOR_TEXT.loadFailed);
  // The store exists but its site did not come (a 5xx, no connection): until a retry loads
  // it, the empty editor must not save over it.
  const isLoadFailed = Boolean(storeId) && load.isError && !load.data;

  return (
    <EditorStoreContext value={store}>
      <MediaStoreContext value={storeId}>
        <EditorScreen
          store={store}
          storeId={storeId}
          data={load.data}
          initialErrors={initialErrors}
          isLoadFailed={isLoadFailed}
          isReloading={load.isFetching}
          onReload={() => void load.refetch()}
        />
      </MediaStoreContext>
    </EditorStoreContext>
  );
}
