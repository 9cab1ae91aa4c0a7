import type { ShippingTaxesBody } from "@shopwright/sdk";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";

export const shippingTaxesKeys = {
  all: ["shipping-taxes"] as const,
  detail: (storeId: string) => [...shippingTaxesKeys.all, storeId] as const,
};

/** GET /store/{id}/shipping-taxes: zones, pickup, tax rates and the version to save from. */
export function useShippingTaxes(storeId: string) {
  return useQuery({
    queryKey: shippingTaxesKeys.detail(storeId),
    queryFn: () => api.shippingTaxes.get(storeId),
  });
}

/** PUT /store/{id}/shipping-taxes; the cache takes the server's answer (ids, the new version). */
export function useUpdateShippingTaxes(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShippingTaxesBody) => api.shippingTaxes.update(storeId, body),
    onSuccess: (settings) => queryClient.setQueryData(shippingTaxesKeys.detail(storeId), settings),
  });
}
