import { ApiError, type AiThemeVariationDto } from "@shopwright/sdk";
import {
  ChevronRight,
  MessageSquare,
  MonitorSmartphone,
  PenTool,
  RotateCcw,
  ShieldCheck,
} from "lucide-react";
import { useMemo, useState } from "react";
import { Link, useParams } from "react-router";
import { Alert } from "../../components/Alert";
import { Button, ButtonLink } from "../../components/Button";
import { confirmDialog } from "../../components/dialogs";
import { Spinner } from "../../components/Spinner";
import { setEditorStoreId } from "../../lib/session";
import { errorText } from "../../lib/error-text";
import { useStore } from "../store/stores.api";
import { storePaths } from "../store/store-paths";
import { StoreNotFound } from "../store/StoreNotFound";
import {
  type ThreadMessage,
  useChatMessages,
  useDismissStyleStep,
  usePreviewCollections,
  usePreviewProducts,
  useResetChat,
  useSendPrompt,
} from "./chat.api";
import { CHAT_TEXT } from "./chat.texts";
import { ChatComposer } from "./ChatComposer";
import { ChatIntro } from "./ChatIntro";
import { ChatPageSkeleton } from "./ChatPageSkeleton";
import { ChatThread } from "./ChatThread";
import { DeviceToggle, type Device } from "./DeviceToggle";
import { previewSiteOf } from "./preview-site";
import { SitePreview } from "./SitePreview";
import { openStyleStepOf, type StyleStep } from "./style-step";
import { ThemeVariations, variationPrompt } from "./ThemeVariations";

type Pane = "chat" | "preview";

const paneTab = (isActive: boolean) =>
  `inline-flex h-8 flex-1 items-center justify-center gap-1.5 rounded-md text-sm font-medium transition-colors ${
    isActive ? "bg-white text-slate-900 shadow-sm ring-1 ring-slate-200" : "text-slate-500"
  }`;

/**
 * /dashboard/store/{storeId}/chatbox (PRODUCT.md §2, §4, §5): the AI builder's chat beside a
 * device-framed preview of the store's site. On small screens the two are tabs.
 */
export function ChatPage() {
  const { storeId = "" } = useParams();
  const store = useStore(storeId);
  const messages = useChatMessages(storeId);
  const products = usePreviewProducts(storeId);
  const collections = usePreviewCollections(storeId);
  const send = useSendPrompt(storeId);
  const reset = useResetChat(storeId);
  const dismissStyleStep = useDismissStyleStep(storeId);
  const [device, setDevice] = useState<Device>("desktop");
  const [pane, setPane] = useState<Pane>("chat");
  const [resetError, setResetError] = useState<string | null>(null);
  // After a whole-site generation: the styles to choose from, and the one the site wears.
  // Undefined until this visit changes it: until then the stored chat says (after a reload).
  const [shownStep, setThemeStep] = useState<StyleStep | null | undefined>(undefined);
  const storedStep = useMemo(() => openStyleStepOf(messages.data ?? []), [messages.data]);
  const themeStep = shownStep === undefined ? storedStep : shownStep;

  const productList = products.data?.products;
  const site = useMemo(
    () => (store.data ? previewSiteOf(store.data, productList, collections.data) : null),
    [store.data, productList, collections.data],
  );

  function handleSend(prompt: string) {
    // PRODUCT.md §5: blank prompts are ignored and nothing is sent while generating.
    if (!prompt.trim() || send.isPending) return;
    setResetError(null);
    send.mutate(prompt.trim(), {
      onSuccess: (result) => {
        const { plan, undoneMessageId } = result.ai;
        if (plan && plan.variations.length > 1) {
          setThemeStep({ plan, chosen: plan.mood });
        } else if (messages.data?.find((message) => message._id === undoneMessageId)?.plan) {
          // Typing "undo" after the generation takes its styles away with it.
          setThemeStep(null);
        } else if (themeStep && result.ai.changed) {
          // The owner moved on to other changes: the styles fold to one line.
          setThemeStep({ ...themeStep, isFolded: true });
        }
      },
    });
  }

  function handleChooseVariation(variation: AiThemeVariationDto) {
    if (send.isPending) return;
    setResetError(null);
    const step = themeStep;
    // An ordinary prompt: saved as a new version and undoable like any other edit.
    send.mutate(variationPrompt(variation), {
      onSuccess: (result) => {
        // Chosen: the panel folds to a one-line summary that can be opened again.
        if (result.ai.changed && step)
          setThemeStep({ ...step, chosen: variation.mood, isFolded: true });
      },
    });
  }

  function handleUndone(message: ThreadMessage) {
    // Undoing the generation takes its styles away with it.
    if (message.plan) setThemeStep(null);
  }

  function handleDismissStyleStep() {
    setThemeStep(null);
    // Best effort: if it fails, a reload offers the step once more, nothing worse.
    dismissStyleStep.mutate();
  }

  async function handleReset() {
    const isSure = await confirmDialog({ title: CHAT_TEXT.resetConfirm, confirmLabel: "Clear" });
    if (!isSure) return;
    setResetError(null);
    reset.mutate(undefined, {
      onSuccess: () => setThemeStep(null),
      onError: (error) => setResetError(errorText(error, CHAT_TEXT.resetFailed)),
    });
  }

  if (store.isPending) return <ChatPageSkeleton />;
  if (store.isError || !site) {
    if (store.error instanceof ApiError && store.error.status === 404) return <StoreNotFound />;
    return (
      <div className="mx-auto max-w-3xl">
        <Alert>
          <p className="font-medium">{CHAT_TEXT.loadStoreFailed}</p>
          <p className="mt-0.5">{errorText(store.error, CHAT_TEXT.loadStoreFailed)}</p>
        </Alert>
      </div>
    );
  }

  const { data } = store;
  const thread = messages.data ?? [];
  const isGenerating = send.isPending;
  const hasThread = thread.length > 0 || isGenerating;

  return (
    // The page fills the viewport below the dashboard header; chat and preview scroll inside.
    <div className="flex h-[calc(100dvh-6.5rem)] min-h-[32rem] flex-col gap-4 lg:h-[calc(100dvh-7.5rem)]">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <nav aria-label="Breadcrumb" className="flex items-center gap-1 text-sm text-slate-500">
            <Link to="/dashboard" className="rounded-sm hover:text-slate-900">
              Stores
            </Link>
            <ChevronRight className="size-3.5 text-slate-300" aria-hidden />
            <Link
              to={storePaths.overview(data._id)}
              className="max-w-40 truncate rounded-sm hover:text-slate-900"
            >
              {data.storeName}
            </Link>
            <ChevronRight className="size-3.5 text-slate-300" aria-hidden />
            <span className="text-slate-900">AI Builder</span>
          </nav>
          <h1 className="mt-1.5 truncate text-xl font-semibold tracking-tight text-slate-900">
            AI Builder
          </h1>
        </div>
        <div className="flex shrink-0 gap-2">
          <ButtonLink
            to={storePaths.editor(data._id)}
            onClick={() => setEditorStoreId(data._id)}
            variant="secondary"
            size="sm"
            icon={<PenTool className="size-4" aria-hidden />}
          >
            {CHAT_TEXT.openEditor}
          </ButtonLink>
          <ButtonLink
            to={storePaths.approval(data._id)}
            size="sm"
            icon={<ShieldCheck className="size-4" aria-hidden />}
          >
            {CHAT_TEXT.continue}
          </ButtonLink>
        </div>
      </header>

      <div
        className="flex rounded-lg bg-slate-100 p-0.5 ring-1 ring-slate-200 lg:hidden"
        role="tablist"
      >
        <button
          type="button"
          role="tab"
          aria-selected={pane === "chat"}
          onClick={() => setPane("chat")}
          className={paneTab(pane === "chat")}
        >
          <MessageSquare className="size-4" aria-hidden />
          Chat
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={pane === "preview"}
          onClick={() => setPane("preview")}
          className={paneTab(pane === "preview")}
        >
          <MonitorSmartphone className="size-4" aria-hidden />
          Preview
          {isGenerating && <Spinner className="size-3.5" />}
        </button>
      </div>

      <div className="grid min-h-0 flex-1 grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(320px,400px)_minmax(0,1fr)]">
        <section
          aria-label="Chat"
          className={`min-h-0 min-w-0 flex-col overflow-hidden rounded-2xl bg-slate-50 shadow-sm ring-1 ring-slate-200 lg:flex ${
            pane === "chat" ? "flex" : "hidden"
          }`}
        >
          <div className="flex h-12 shrink-0 items-center justify-between border-b border-slate-200 bg-white px-4">
            <h2 className="text-sm font-semibold text-slate-900">Chat</h2>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => void handleReset()}
              isLoading={reset.isPending}
              disabled={isGenerating || thread.length === 0}
              icon={<RotateCcw className="size-3.5" aria-hidden />}
            >
              {CHAT_TEXT.reset}
            </Button>
          </div>
          {resetError && (
            <Alert className="m-3 mb-0" onClose={() => setResetError(null)}>
              {resetError}
            </Alert>
          )}
          {messages.isPending ? (
            <div className="grid flex-1 place-items-center text-brand-600">
              <Spinner className="size-5" label="Loading chat" />
            </div>
          ) : messages.isError ? (
            <div className="flex-1 p-4">
              <Alert>
                <p className="font-medium">{CHAT_TEXT.loadChatFailed}</p>
                <button
                  type="button"
                  onClick={() => void messages.refetch()}
                  className="mt-1 font-medium underline"
                >
                  Try again
                </button>
              </Alert>
            </div>
          ) : hasThread ? (
            <ChatThread
              storeId={data._id}
              messages={thread}
              isGenerating={isGenerating}
              onPick={handleSend}
              onUndone={handleUndone}
            />
          ) : (
            <div className="flex min-h-0 flex-1 flex-col overflow-y-auto px-4">
              <ChatIntro onPick={handleSend} isDisabled={isGenerating} />
            </div>
          )}
          {themeStep && (
            <ThemeVariations
              plan={themeStep.plan}
              chosen={themeStep.chosen}
              isFolded={themeStep.isFolded === true}
              isDisabled={isGenerating}
              onChoose={handleChooseVariation}
              onToggleFolded={() =>
                setThemeStep({ ...themeStep, isFolded: themeStep.isFolded !== true })
              }
              onDismiss={handleDismissStyleStep}
            />
          )}
          <ChatComposer onSend={handleSend} isGenerating={isGenerating} />
        </section>

        <section
          aria-label="Preview"
          className={`min-h-0 min-w-0 flex-col gap-3 rounded-2xl bg-slate-200/60 p-3 ring-1 ring-slate-200 lg:flex lg:p-4 ${
            pane === "preview" ? "flex" : "hidden"
          }`}
        >
          <div className="flex shrink-0 items-center justify-between gap-3">
            <h2 className="text-sm font-semibold text-slate-700">Preview</h2>
            <DeviceToggle device={device} onChange={setDevice} />
          </div>
          <SitePreview
            site={site}
            domain={data.domain}
            device={device}
            isGenerating={isGenerating}
          />
        </section>
      </div>
    </div>
  );
}
