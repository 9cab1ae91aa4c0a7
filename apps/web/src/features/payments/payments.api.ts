import type { PaymentSettingsBody } from "@shopwright/sdk";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";

export const paymentKeys = {
  all: ["payment-settings"] as const,
  detail: (storeId: string) => [...paymentKeys.all, storeId] as const,
};

/** GET /store/{id}/payments: the three methods, secrets masked. */
export function usePaymentSettings(storeId: string) {
  return useQuery({
    queryKey: paymentKeys.detail(storeId),
    queryFn: () => api.payments.get(storeId),
  });
}

/** PUT /store/{id}/payments; the cache takes the server's answer (the new masks). */
export function useUpdatePaymentSettings(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentSettingsBody) => api.payments.update(storeId, body),
    onSuccess: (settings) => queryClient.setQueryData(paymentKeys.detail(storeId), settings),
  });
}
