import type { DomainDto } from "@shopwright/sdk";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";

export const domainKeys = {
  /** Keyed by the domain too, so a saved change of it reads the new one's records. */
  detail: (storeId: string, domain: string) => ["store-domain", storeId, domain] as const,
};

/** GET /store/{id}/domain: the domain's state, the DNS records to create, the last check. */
export function useStoreDomain(storeId: string, domain: string) {
  return useQuery({
    queryKey: domainKeys.detail(storeId, domain),
    queryFn: () => api.stores.domain(storeId),
  });
}

/** POST /store/{id}/domain/check: looks the records up now; the card shows the new state. */
export function useCheckDomain(storeId: string, domain: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.stores.checkDomain(storeId),
    onSuccess: (checked: DomainDto) =>
      queryClient.setQueryData(domainKeys.detail(storeId, domain), checked),
  });
}
