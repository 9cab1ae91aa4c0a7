import type {
  CancelOrderBody,
  FulfilOrderBody,
  ListOrdersQuery,
  OrderDto,
  OrderEmailKind,
  OrderStatus,
  RefundOrderBody,
} from "@shopwright/sdk";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";

export const orderKeys = {
  all: ["orders"] as const,
  store: (storeId: string) => [...orderKeys.all, storeId] as const,
  lists: (storeId: string) => [...orderKeys.store(storeId), "list"] as const,
  list: (storeId: string, query: ListOrdersQuery) => [...orderKeys.lists(storeId), query] as const,
  detail: (storeId: string, orderId: string) =>
    [...orderKeys.store(storeId), "detail", orderId] as const,
};

/** GET /store/{id}/orders: a page of orders, newest first, with the counts per status. */
export function useOrders(storeId: string, query: ListOrdersQuery) {
  return useQuery({
    queryKey: orderKeys.list(storeId, query),
    queryFn: () => api.orders.list(storeId, query),
    placeholderData: keepPreviousData,
  });
}

/** GET /store/{id}/orders/{orderId}: the order in full, with its timeline. */
export function useOrder(storeId: string, orderId: string) {
  return useQuery({
    queryKey: orderKeys.detail(storeId, orderId),
    queryFn: () => api.orders.get(storeId, orderId),
  });
}

/** What an order action sends; each answers the order as it is now. */
export type OrderAction =
  | { kind: "markPaid" }
  | { kind: "fulfil"; body: FulfilOrderBody }
  | { kind: "cancel"; body: CancelOrderBody }
  | { kind: "refund"; body: RefundOrderBody };

function runAction(storeId: string, orderId: string, action: OrderAction): Promise<OrderDto> {
  switch (action.kind) {
    case "markPaid":
      return api.orders.markPaid(storeId, orderId);
    case "fulfil":
      return api.orders.fulfil(storeId, orderId, action.body);
    case "cancel":
      return api.orders.cancel(storeId, orderId, action.body);
    case "refund":
      return api.orders.refund(storeId, orderId, action.body);
  }
}

/**
 * Mark paid, fulfil, cancel and refund. The server's answer is the order now: it replaces the
 * cached one, and the lists (their statuses and counts) are read again when next shown.
 */
export function useOrderAction(storeId: string, orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: OrderAction) => runAction(storeId, orderId, action),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(storeId, orderId), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists(storeId) });
    },
  });
}

/** Sends the confirmation or the shipping notice again; the timeline records it. */
export function useResendOrderEmail(storeId: string, orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: OrderEmailKind) => api.orders.resendEmail(storeId, orderId, { kind }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: orderKeys.detail(storeId, orderId) }),
  });
}

/** GET /store/{id}/orders/export: the store's orders (of one status, when filtered) as CSV. */
export function useExportOrders(storeId: string) {
  return useMutation({
    mutationFn: (status: OrderStatus | undefined) =>
      api.orders.exportCsv(storeId, status ? { status } : {}),
  });
}
