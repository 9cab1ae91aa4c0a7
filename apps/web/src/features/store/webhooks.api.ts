import type { CreateWebhookBody, UpdateWebhookBody } from "@shopwright/sdk";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";

export const webhookKeys = {
  all: ["webhooks"] as const,
  list: (storeId: string) => [...webhookKeys.all, storeId] as const,
  deliveries: (storeId: string, webhookId: string) =>
    [...webhookKeys.all, storeId, "deliveries", webhookId] as const,
};

/** GET /store/{id}/webhooks: the store's endpoints. */
export function useWebhooks(storeId: string) {
  return useQuery({
    queryKey: webhookKeys.list(storeId),
    queryFn: () => api.webhooks.list(storeId),
  });
}

/** Adds an endpoint; the answer carries its signing secret. */
export function useCreateWebhook(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWebhookBody) => api.webhooks.create(storeId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list(storeId) }),
  });
}

export function useUpdateWebhook(storeId: string, webhookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateWebhookBody) => api.webhooks.update(storeId, webhookId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list(storeId) }),
  });
}

export function useDeleteWebhook(storeId: string, webhookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.webhooks.remove(storeId, webhookId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list(storeId) }),
  });
}

/** Sends a ping now; the delivery log then shows it. */
export function useTestWebhook(storeId: string, webhookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.webhooks.test(storeId, webhookId),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(storeId, webhookId) }),
  });
}

/** Reveals the signing secret on request (never loaded with the list). */
export function useRevealWebhookSecret(storeId: string, webhookId: string) {
  return useMutation({ mutationFn: () => api.webhooks.secret(storeId, webhookId) });
}

/** The endpoint's delivery log, refreshed while a delivery is still pending. */
export function useWebhookDeliveries(storeId: string, webhookId: string) {
  return useQuery({
    queryKey: webhookKeys.deliveries(storeId, webhookId),
    queryFn: () => api.webhooks.deliveries(storeId, webhookId),
    refetchInterval: (query) =>
      query.state.data?.some((delivery) => delivery.status === "pending") ? 5000 : false,
  });
}
