import {
  ApiError,
  PERMISSION_MESSAGES,
  PUBLISH_ERROR_TEXTS,
  PUBLISH_MESSAGES,
  canPublish,
  deniedReason,
  type EditorDataDto,
} from "@shopwright/sdk";
import {
  layoutOfSite,
  normalizeTheme,
  siteProductOf,
  toMinor,
  type SiteContext,
  type SiteProduct,
} from "@shopwright/site";
import { RotateCw } from "lucide-react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { confirmDialog } from "../../components/dialogs";
import { toast } from "../../components/Toaster";
import { api } from "../../lib/api";
import { ON_DEMAND_TEXT, onDemand } from "../../lib/on-demand";
import { whenIdle } from "../../lib/when-idle";
import { DraftProductsContext } from "./draft-products";
import { useDeploys, usePublish, useSaveEditor } from "./editor.api";
import { useEditorState } from "./editor-context";
import type { EditorStore } from "./editor-store";
import { EDITOR_TEXT } from "./editor.texts";
import { EditorNotice } from "./EditorNotice";
import { EditorWorkspace } from "./EditorWorkspace";
import { useEditorShortcuts } from "./use-editor-shortcuts";
import { useUnsavedWarning } from "./use-unsaved-warning";
import { VersionsMenu } from "./VersionsMenu";
import { DraftHistoryMenu } from "./DraftHistoryMenu";
import { siteCollectionsOf } from "../../lib/site-collections";

// Shown only after a publish or a conflict: not with the editor, but fetched once it is idle,
// so they are in when needed; a failed fetch leaves the editor as it is (no error screen).
const PublishBanner = onDemand(() => import("./PublishBanner").then((m) => m.PublishBanner));
const StaleVersionDialog = onDemand(() =>
  import("./StaleVersionDialog").then((m) => m.StaleVersionDialog),
);
const preloadNotices = () => {
  for (const part of [PublishBanner, StaleVersionDialog]) void part.preload().catch(() => {});
};

/** PRODUCT.md §8: the text after 'Publishing failed: ' for a failed publish. */
function publishFailureText(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return PUBLISH_MESSAGES.networkError;
  return (
    (error.code && PUBLISH_ERROR_TEXTS[error.code]) || error.message || PUBLISH_MESSAGES.failed
  );
}

/**
 * Why the caller may not publish (or roll back) this store, by the permission table: a member
 * publishes only once an owner or admin approved it. Null while they may, or before it loads.
 */
function publishDeniedReasonOf(store: EditorDataDto["store"] | undefined): string | null {
  if (!store || canPublish(store.role, store.approved)) return null;
  return deniedReason(store.role, "store.publish") ?? PERMISSION_MESSAGES.publishUnapproved;
}

const isStaleVersion = (error: unknown) =>
  error instanceof ApiError && (error.code === "stale_version" || error.status === 409);

/** Refusals whose message says what to change (PRODUCT.md §9 "Limits"): shown as written. */
const LAYOUT_REFUSALS: ReadonlySet<string> = new Set([
  "too_many_pages",
  "too_many_sections",
  "too_many_cards",
  "layout_too_large",
]);
const saveFailureText = (error: unknown) =>
  error instanceof ApiError && LAYOUT_REFUSALS.has(error.code ?? "")
    ? error.message
    : EDITOR_TEXT.saveFailed;

interface Notice {
  id: number;
  tone: "error" | "success";
  text: string;
}

/** The loaded editor: save, exit, notices and the conflict dialog around the workspace. */
export function EditorScreen({
  store,
  storeId,
  data,
  initialErrors,
  isLoadFailed = false,
  isReloading,
  onReload,
}: {
  store: EditorStore;
  storeId: string | null;
  data: EditorDataDto | undefined;
  initialErrors: string[];
  /** The store's site did not load: nothing may be saved over it until a retry loads it. */
  isLoadFailed?: boolean;
  isReloading: boolean;
  onReload: () => void;
}) {
  const navigate = useNavigate();
  const save = useSaveEditor(storeId);
  const publish = usePublish(storeId);
  /** The banner's address; it hides after a while, the toolbar's "View site" stays. */
  const [publishedUrl, setPublishedUrl] = useState<string | null>(null);
  const [madeLiveUrl, setMadeLiveUrl] = useState<string | null>(null);
  const [notices, setNotices] = useState<Notice[]>(() =>
    initialErrors.map((text, id) => ({ id, tone: "error", text })),
  );
  const [isStale, setIsStale] = useState(false);
  useEffect(() => whenIdle(preloadNotices), []);
  const publishDeniedReason = publishDeniedReasonOf(data?.store);
  // The live site's address (LiveSiteCard's rule: the site has a live deploy), which stays in
  // the toolbar after the publish banner hides.
  const deploys = useDeploys(storeId, Boolean(data));
  const liveUrl =
    madeLiveUrl ??
    (deploys.data?.deploys.some((deploy) => deploy.isLive) ? deploys.data.url : null);
  const showLive = useCallback((url: string) => {
    setPublishedUrl(url);
    setMadeLiveUrl(url);
  }, []);
  const siteName = useEditorState((state) => state.document.name);
  const heldVersion = useEditorState((state) => state.sync.version);
  const hasUnsavedChanges = useEditorState((state) => state.sync.hasUnsavedChanges);
  const pagesKey = useEditorState((state) =>
    state.document.pages.map((page) => `${page.name}\t${page.path}`).join("\n"),
  );

  const products = useMemo<SiteProduct[]>(
    () =>
      // The API's product DTOs become the catalogue's products, which the canvas reads.
      (data?.products ?? []).map((product) => {
        const currency = data?.store.currency ?? "USD";
        return siteProductOf(
          {
            id: product._id,
            name: product.name,
            priceMinor: toMinor(product.price, currency),
            images: product.image ? [product.image] : [],
          },
          currency,
        );
      }),
    [data],
  );
  const hasPublishedProducts = useMemo(
    () => (data?.products ?? []).some((product) => product.status === "published"),
    [data],
  );
  const draftIds = useMemo(
    () =>
      new Set(
        (data?.products ?? [])
          .filter((product) => product.status === "draft")
          .map((product) => product._id),
      ),
    [data],
  );
  const site = useMemo<SiteContext>(
    () => ({
      name: siteName,
      pages: pagesKey.split("\n").map((line) => {
        const [name = "", path = "/"] = line.split("\t");
        return { name, path };
      }),
      products,
      // The store's collections, which product grids may show (PRODUCT.md §3 "Collections").
      collections: siteCollectionsOf(data?.collections),
      currency: data?.store.currency,
      locale: data?.store.locale,
    }),
    [siteName, pagesKey, products, data],
  );

  const notify = useCallback((tone: Notice["tone"], text: string) => {
    setNotices((current) => [
      ...current.filter((notice) => notice.text !== text),
      { id: Date.now(), tone, text },
    ]);
  }, []);
  const dismiss = useCallback(
    (id: number) => setNotices((current) => current.filter((notice) => notice.id !== id)),
    [],
  );

  const handleSave = useCallback(async () => {
    // PRODUCT.md §5: saving needs the stored editor store id.
    if (!storeId) {
      notify("error", EDITOR_TEXT.missingStoreIdForSave);
      return;
    }
    if (isLoadFailed) {
      // The banner says why at length; a shortcut gets a short reminder.
      toast.error(EDITOR_TEXT.notLoaded, { id: "editor-not-loaded" });
      return;
    }
    const state = store.getState();
    if (state.sync.saveStatus === "saving") return;
    const revision = state.sync.revision;
    store.markSaving();
    try {
      const result = await save.mutateAsync({
        layout: layoutOfSite(state.document),
        theme: state.document.theme,
        version: state.sync.version ?? undefined,
      });
      store.markSaved(
        result.version,
        revision,
        result.layout ? { ...result.layout, theme: normalizeTheme(result.theme) } : undefined,
      );
      notify("success", EDITOR_TEXT.saved);
    } catch (error) {
      store.markSaveFailed();
      if (isStaleVersion(error)) {
        setIsStale(true);
      } else {
        notify("error", saveFailureText(error));
      }
    }
  }, [storeId, isLoadFailed, store, save, notify]);

  const handleSaveShortcut = useCallback(() => void handleSave(), [handleSave]);

  /** PRODUCT.md §4: saves the layout and builds the live site in one request, then shows its URL. */
  const handlePublish = useCallback(async () => {
    if (!storeId) {
      notify("error", PUBLISH_MESSAGES.missingStoreId);
      return;
    }
    if (isLoadFailed) {
      // The banner says why at length; a shortcut gets a short reminder.
      toast.error(EDITOR_TEXT.notLoaded, { id: "editor-not-loaded" });
      return;
    }
    if (publishDeniedReason) {
      // The button is off; a tap on it (or any other way here) says why, and sends nothing.
      toast(publishDeniedReason, { id: "editor-publish-denied" });
      return;
    }
    if (publish.isPending || store.getState().sync.saveStatus === "saving") return;
    // PRODUCT.md §4: sample and empty blocks are listed, and publishing asks before going live.
    // The review's code loads on the first publish.
    let review: typeof import("./PublishReview");
    try {
      review = await import("./PublishReview");
    } catch {
      notify("error", ON_DEMAND_TEXT.failed);
      return;
    }
    const { blocksToReview, confirmPublish } = review;
    const toReview = blocksToReview(store.getState().document, hasPublishedProducts);
    if (toReview.length > 0 && !(await confirmPublish(toReview.map(({ item }) => item)))) {
      // 'Review' opens the first block, selected on the canvas.
      const { block } = toReview[0]!;
      store.setPreviewMode("legacy");
      store.selectPage(block.page);
      store.select(block.sectionId);
      return;
    }
    const state = store.getState();
    if (publish.isPending || state.sync.saveStatus === "saving") return;
    const revision = state.sync.revision;
    setPublishedUrl(null);
    store.markSaving();
    try {
      const result = await publish.mutateAsync({
        jsonLayout: layoutOfSite(state.document),
        theme: state.document.theme,
        version: state.sync.version ?? undefined,
      });
      store.markSaved(result.version, revision);
      showLive(result.url);
    } catch (error) {
      store.markSaveFailed();
      if (isStaleVersion(error)) setIsStale(true);
      else notify("error", `${PUBLISH_MESSAGES.alertPrefix}${publishFailureText(error)}`);
    }
  }, [
    storeId,
    isLoadFailed,
    publishDeniedReason,
    store,
    publish,
    notify,
    showLive,
    hasPublishedProducts,
  ]);
  const handlePublishClick = useCallback(() => void handlePublish(), [handlePublish]);
  const closeBanner = useCallback(() => setPublishedUrl(null), []);
  useEditorShortcuts(store, handleSaveShortcut);
  useUnsavedWarning();

  async function handleExit() {
    const hasUnsavedChanges = store.getState().sync.hasUnsavedChanges;
    if (hasUnsavedChanges) {
      const isSure = await confirmDialog({
        title: EDITOR_TEXT.exitConfirm,
        confirmLabel: "Exit",
        cancelLabel: "Stay",
        danger: true,
      });
      if (!isSure) return;
    }
    void navigate("/dashboard");
  }

  async function handleRetry() {
    if (store.getState().sync.hasUnsavedChanges) {
      const isSure = await confirmDialog({
        title: EDITOR_TEXT.retryDiscards,
        message: EDITOR_TEXT.retryDiscardsHint,
        confirmLabel: EDITOR_TEXT.retry,
      });
      if (!isSure) return;
    }
    onReload();
  }

  function handleReload() {
    setIsStale(false);
    onReload();
  }

  const previewToken = data?.previewToken;
  const previewSrc = useCallback(
    (path: string) =>
      storeId && previewToken ? api.editor.previewUrl(storeId, previewToken, path) : null,
    [storeId, previewToken],
  );

  return (
    <DraftProductsContext value={draftIds}>
      <EditorWorkspace
        storeName={data?.store.storeName ?? siteName}
        site={site}
        previewSrc={previewSrc}
        onSave={handleSaveShortcut}
        onPublish={handlePublishClick}
        isPublishing={publish.isPending}
        saveBlockedReason={isLoadFailed ? EDITOR_TEXT.notLoaded : null}
        publishDeniedReason={publishDeniedReason}
        liveUrl={liveUrl}
        versions={
          <>
            <DraftHistoryMenu
              storeId={isLoadFailed ? null : storeId}
              currentVersion={heldVersion}
              hasUnsavedChanges={hasUnsavedChanges}
              onRestored={(text) => {
                notify("success", text);
                onReload();
              }}
              onStale={() => setIsStale(true)}
              onError={(text) => notify("error", text)}
            />
            <VersionsMenu
              storeId={storeId}
              restoreDeniedReason={publishDeniedReason}
              onRestored={showLive}
              onError={(text) => notify("error", text)}
            />
          </>
        }
        onExit={() => void handleExit()}
      />
      {(notices.length > 0 || publishedUrl || isLoadFailed) && (
        <div className="pointer-events-none fixed inset-x-0 top-14 z-40 flex flex-col items-center gap-2 px-4">
          {isLoadFailed && (
            <Alert tone="error" className="pointer-events-auto w-full max-w-lg shadow-lg">
              <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{EDITOR_TEXT.loadFailed}</p>
                  <p className="mt-0.5 text-red-700">{EDITOR_TEXT.notLoadedHint}</p>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => void handleRetry()}
                  isLoading={isReloading}
                  icon={<RotateCw className="size-4" aria-hidden />}
                >
                  {EDITOR_TEXT.retry}
                </Button>
              </div>
            </Alert>
          )}
          {publishedUrl && <PublishBanner url={publishedUrl} onClose={closeBanner} />}
          {notices.map((notice) => (
            <EditorNotice
              key={notice.id}
              tone={notice.tone}
              text={notice.text}
              onClose={() => dismiss(notice.id)}
            />
          ))}
        </div>
      )}
      {isStale && (
        <StaleVersionDialog
          isReloading={isReloading}
          onReload={handleReload}
          onClose={() => setIsStale(false)}
        />
      )}
    </DraftProductsContext>
  );
}
