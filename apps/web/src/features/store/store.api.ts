import type { FormType } from "@shopwright/sdk";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";

export const storeToolKeys = {
  all: ["store-tools"] as const,
  site: (storeId: string) => [...storeToolKeys.all, "site", storeId] as const,
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

/** GET /store/{id}/forms: what visitors sent through the published site's forms. */
export function useFormSubmissions(storeId: string, formType: FormType | undefined, page: number) {
  return useQuery({
    queryKey: storeToolKeys.forms(storeId, formType, page),
    queryFn: () => api.publishing.forms(storeId, { formType, page, limit: FORM_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

export const FORM_PAGE_SIZE = 10;
