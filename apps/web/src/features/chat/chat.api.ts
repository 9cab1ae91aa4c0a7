import type { AiPromptResult, ChatMessageDto, StoreDto } from "@shopwright/sdk";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { storeKeys } from "../dashboard/stores.api";
import { promptErrorText } from "./chat.texts";

/** A message of the thread: a stored one, or one only this screen knows (pending, error). */
export type ThreadMessage = ChatMessageDto & { isLocal?: boolean; isError?: boolean };

export const chatKeys = {
  all: ["chat"] as const,
  messages: (storeId: string) => [...chatKeys.all, "messages", storeId] as const,
  products: (storeId: string) => [...chatKeys.all, "products", storeId] as const,
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
 * POST /store/{id}/ai-prompt. The prompt shows at once; the answer replaces it with the
 * stored pair and the saved store goes into the store cache, so the preview follows. A
 * failure leaves an error bubble (SPEC 8) in the thread.
 */
export function useSendPrompt(storeId: string) {
  const queryClient = useQueryClient();
  const key = chatKeys.messages(storeId);
  const append = (...messages: ThreadMessage[]) =>
    queryClient.setQueryData<ThreadMessage[]>(key, (thread = []) => [...thread, ...messages]);

  return useMutation<AiPromptResult, unknown, string, { pendingId: string }>({
    mutationFn: (prompt) => api.ai.prompt(storeId, { prompt }),
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
      queryClient.setQueryData<ThreadMessage[]>(key, (thread = []) => [
        ...thread.filter((message) => message._id !== context.pendingId),
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

/** DELETE /store/{id}/ai-messages: Reset empties the thread, local bubbles included. */
export function useResetChat(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.ai.reset(storeId),
    onSuccess: () => queryClient.setQueryData<ThreadMessage[]>(chatKeys.messages(storeId), []),
  });
}
