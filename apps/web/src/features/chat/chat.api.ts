import {
  ApiError,
  UNREADABLE_RESPONSE,
  type AiPromptResult,
  type ChatMessageDto,
  type StoreDto,
} from "@shopwright/sdk";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { siteCollectionsOf } from "../../lib/site-collections";
import { storeKeys } from "../store/stores.api";
import { promptErrorText } from "./chat.texts";

/**
 * A message of the thread: a stored one, or one only this screen knows (the pending prompt,
 * the reply being streamed, an error).
 */
export type ThreadMessage = ChatMessageDto & {
  isLocal?: boolean;
  isError?: boolean;
  isStreaming?: boolean;
};

export const chatKeys = {
  all: ["chat"] as const,
  messages: (storeId: string) => [...chatKeys.all, "messages", storeId] as const,
  products: (storeId: string) => [...chatKeys.all, "products", storeId] as const,
  collections: (storeId: string) => [...chatKeys.all, "collections", storeId] as const,
};

/** How many published products the preview's product grids can show. */
const PREVIEW_PRODUCTS = 48;

/**
 * GET /store/{id}/ai-messages. Kept until the screen says otherwise: the thread also holds
 * local bubbles (the pending prompt, errors) that a background refetch would drop.
 */
export function useChatMessages(storeId: string) {
  return useQuery<ThreadMessage[]>({
    queryKey: chatKeys.messages(storeId),
    queryFn: () => api.ai.messages(storeId),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** The store's published products, for product grids in the preview. */
export function usePreviewProducts(storeId: string) {
  return useQuery({
    queryKey: chatKeys.products(storeId),
    queryFn: () =>
      api.products.list(storeId, {
        status: "published",
        limit: PREVIEW_PRODUCTS,
        sortBy: "createdAt",
        sortDir: "desc",
      }),
  });
}

let localCounter = 0;
const localId = () => `local-${++localCounter}`;

/**
 * True when a streamed prompt failed as a transport (no connection, a proxy's page, no
 * stream support) rather than with the API's own answer, which a JSON call would repeat.
 */
function isTransportFailure(error: unknown): boolean {
  return (
    !(error instanceof ApiError) || error.status === 0 || error.message === UNREADABLE_RESPONSE
  );
}

/**
 * POST /store/{id}/ai-prompt. The prompt shows at once; the reply streams into a draft bubble
 * as the engine writes it; the answer replaces both with the stored pair and the saved store
 * goes into the store cache, so the preview follows. When streaming fails before any event,
 * the prompt is sent again as one JSON call. A failure leaves an error bubble (PRODUCT.md §8).
 */
export function useSendPrompt(storeId: string) {
  const queryClient = useQueryClient();
  const key = chatKeys.messages(storeId);
  const update = (change: (thread: ThreadMessage[]) => ThreadMessage[]) =>
    queryClient.setQueryData<ThreadMessage[]>(key, (thread = []) => change(thread));
  const append = (...messages: ThreadMessage[]) => update((thread) => [...thread, ...messages]);
  const withoutDrafts = (thread: ThreadMessage[]) => thread.filter((m) => !m.isStreaming);

  async function send(prompt: string): Promise<AiPromptResult> {
    const draftId = localId();
    const setDraft = (change: (text: string) => string) =>
      update((thread) => {
        const draft = thread.find((m) => m._id === draftId);
        const content = change(draft?.content ?? "");
        const next: ThreadMessage = {
          _id: draftId,
          role: "assistant",
          content,
          createdAt: new Date().toISOString(),
          isLocal: true,
          isStreaming: true,
        };
        return draft ? thread.map((m) => (m === draft ? next : m)) : [...thread, next];
      });
    let hasEvent = false;
    try {
      return await api.ai.promptStream(
        storeId,
        { prompt },
        {
          onEvent: () => {
            hasEvent = true;
          },
          // "thinking" starts a new draft: a retry or the composer's fallback replaces the text.
          onStatus: (status) => {
            if (status.phase === "thinking") update(withoutDrafts);
          },
          onDelta: (text) => setDraft((content) => content + text),
        },
      );
    } catch (error) {
      update(withoutDrafts);
      if (!hasEvent && isTransportFailure(error)) return api.ai.prompt(storeId, { prompt });
      throw error;
    }
  }

  return useMutation<AiPromptResult, unknown, string, { pendingId: string }>({
    mutationFn: send,
    onMutate: (prompt) => {
      const pendingId = localId();
      append({
        _id: pendingId,
        role: "user",
        content: prompt,
        createdAt: new Date().toISOString(),
        isLocal: true,
      });
      return { pendingId };
    },
    onSuccess: (result, _prompt, context) => {
      const undoneId = result.ai.undoneMessageId;
      update((thread) => [
        ...withoutDrafts(thread)
          .filter((message) => message._id !== context.pendingId)
          // Typing "undo" took back an earlier reply: it reads "Undone" now.
          .map((message) => (message._id === undoneId ? asUndone(message) : message)),
        result.userMessage,
        result.message,
      ]);
      queryClient.setQueryData<StoreDto>(storeKeys.detail(storeId), result.store);
    },
    onError: (error) => {
      append({
        _id: localId(),
        role: "assistant",
        content: promptErrorText(error),
        createdAt: new Date().toISOString(),
        isLocal: true,
        isError: true,
      });
    },
  });
}

const asUndone = (message: ThreadMessage): ThreadMessage => ({
  ...message,
  isUndone: true,
  canUndo: false,
});

/**
 * POST /store/{id}/ai-messages/{messageId}/undo: takes back one reply that changed the site.
 * The reply reads "Undone" and the saved store goes into the store cache, so the preview
 * follows. A refusal (409: the draft changed since) is the caller's to show.
 */
export function useUndoReply(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) => api.ai.undo(storeId, messageId),
    onSuccess: (result) => {
      queryClient.setQueryData<ThreadMessage[]>(chatKeys.messages(storeId), (thread = []) =>
        thread.map((message) =>
          message._id === result.message._id
            ? { ...message, ...asUndone(result.message) }
            : message,
        ),
      );
      queryClient.setQueryData<StoreDto>(storeKeys.detail(storeId), result.store);
    },
  });
}

/**
 * DELETE /store/{id}/ai-style-step: "Keep this style" closes the theme-preview step for good,
 * so a reload does not offer it again. The stored message says so too.
 */
export function useDismissStyleStep(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.ai.dismissStyleStep(storeId),
    onSuccess: ({ dismissed }) => {
      if (!dismissed) return;
      queryClient.setQueryData<ThreadMessage[]>(chatKeys.messages(storeId), (thread = []) =>
        thread.map((message) =>
          message.plan && !message.isStyleStepDismissed
            ? { ...message, isStyleStepDismissed: true }
            : message,
        ),
      );
    },
  });
}

/** DELETE /store/{id}/ai-messages: Reset empties the thread, local bubbles included. */
export function useResetChat(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.ai.reset(storeId),
    onSuccess: () => queryClient.setQueryData<ThreadMessage[]>(chatKeys.messages(storeId), []),
  });
}

/**
 * The store's collections with their products, as the editor reads them, so a product grid
 * showing one shows it in the preview too.
 */
export function usePreviewCollections(storeId: string) {
  return useQuery({
    queryKey: chatKeys.collections(storeId),
    queryFn: async () => siteCollectionsOf((await api.editor.load(storeId)).collections),
  });
}
