import type { FormType, StoreSummaryDto, UpdateStoreBody } from "@shopwright/sdk";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { storeKeys } from "../dashboard/stores.api";

export const storeToolKeys = {
  all: ["store-tools"] as const,
  site: (storeId: string) => [...storeToolKeys.all, "site", storeId] as const,
  readiness: (storeId: string) => [...storeToolKeys.all, "readiness", storeId] as const,
  forms: (storeId: string, formType: FormType | undefined, page: number) =>
    [...storeToolKeys.all, "forms", storeId, formType ?? "all", page] as const,
};

/** GET /store/{id}/deploys: whether the store is live, and where. */
export function useLiveSite(storeId: string) {
  return useQuery({
    queryKey: storeToolKeys.site(storeId),
    queryFn: () => api.publishing.deploys(storeId),
  });
}

/**
 * GET /store/{id}/readiness: the store's facts and what is unfinished before launch, read
 * afresh whenever a screen that shows it opens (products and pages change elsewhere).
 */
export function useReadiness(storeId: string) {
  return useQuery({
    queryKey: storeToolKeys.readiness(storeId),
    queryFn: () => api.stores.readiness(storeId),
    enabled: Boolean(storeId),
    refetchOnMount: "always",
  });
}

/** GET /store/{id}/forms: what visitors sent through the published site's forms. */
export function useFormSubmissions(storeId: string, formType: FormType | undefined, page: number) {
  return useQuery({
    queryKey: storeToolKeys.forms(storeId, formType, page),
    queryFn: () => api.publishing.forms(storeId, { formType, page, limit: FORM_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

export const FORM_PAGE_SIZE = 10;

/** PUT /store/{id}: the store's name, domain and description; the caches follow the answer. */
export function useUpdateStoreSettings(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateStoreBody) => api.stores.update(storeId, body),
    onSuccess: (store) => {
      queryClient.setQueryData(storeKeys.detail(store._id), store);
      queryClient.setQueryData<StoreSummaryDto[]>(storeKeys.list(), (stores) =>
        stores?.map((each) => (each._id === store._id ? store : each)),
      );
    },
  });
}
