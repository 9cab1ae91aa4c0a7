import type {
  CreateStoreBody,
  DeletedStoreDto,
  FormType,
  StoreDto,
  StoreSummaryDto,
  UpdateStoreBody,
} from "@shopwright/sdk";
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import { api } from "../../lib/api";

/** The organization switcher's list (team/organizations.api.ts): its store counts follow. */
const organizationsKey = ["organizations"] as const;

export const storeKeys = {
  all: ["stores"] as const,
  list: () => [...storeKeys.all, "list"] as const,
  deleted: () => [...storeKeys.all, "deleted"] as const,
  detail: (storeId: string) => [...storeKeys.all, "detail", storeId] as const,
};

/** The caller's stores, newest first (GET /store). */
export function useStores() {
  return useQuery({ queryKey: storeKeys.list(), queryFn: () => api.stores.list() });
}

/** One store with its design documents; idle while there is no id. */
export function useStore(storeId: string | null | undefined) {
  return useQuery({
    queryKey: storeKeys.detail(storeId ?? ""),
    queryFn: () => api.stores.get(storeId ?? ""),
    enabled: Boolean(storeId),
  });
}

/** Writes a store the server just returned into the list and detail caches. */
function rememberStore(queryClient: QueryClient, store: StoreDto) {
  queryClient.setQueryData<StoreSummaryDto[]>(storeKeys.list(), (stores) =>
    stores?.map((each) => (each._id === store._id ? store : each)),
  );
  queryClient.setQueryData(storeKeys.detail(store._id), store);
}

/** PRODUCT.md §4: a new store is prepended to the list without waiting for a refetch. */
export function useCreateStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateStoreBody) => api.stores.create(body),
    onSuccess: (store) => {
      queryClient.setQueryData<StoreSummaryDto[]>(storeKeys.list(), (stores) =>
        stores ? [store, ...stores.filter((each) => each._id !== store._id)] : stores,
      );
      queryClient.setQueryData(storeKeys.detail(store._id), store);
      void queryClient.invalidateQueries({ queryKey: storeKeys.list(), refetchType: "none" });
      void queryClient.invalidateQueries({ queryKey: organizationsKey });
    },
  });
}

/** Removes the store from the list at once and puts it back if the server refuses. */
export function useDeleteStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (storeId: string) => api.stores.remove(storeId),
    onMutate: async (storeId) => {
      await queryClient.cancelQueries({ queryKey: storeKeys.list() });
      const previous = queryClient.getQueryData<StoreSummaryDto[]>(storeKeys.list());
      queryClient.setQueryData<StoreSummaryDto[]>(storeKeys.list(), (stores) =>
        stores?.filter((store) => store._id !== storeId),
      );
      return { previous };
    },
    onError: (_error, _storeId, context) => {
      if (context?.previous) queryClient.setQueryData(storeKeys.list(), context.previous);
    },
    onSuccess: (_result, storeId) => {
      queryClient.removeQueries({ queryKey: storeKeys.detail(storeId) });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: organizationsKey });
      void queryClient.invalidateQueries({ queryKey: storeKeys.deleted() });
      return queryClient.invalidateQueries({ queryKey: storeKeys.list() });
    },
  });
}

/** The current organization's deleted stores that can still be restored (GET /store/deleted). */
export function useDeletedStores() {
  return useQuery({ queryKey: storeKeys.deleted(), queryFn: () => api.stores.listDeleted() });
}

/** Brings a deleted store back: it leaves the deleted list and rejoins the stores. */
export function useRestoreStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (storeId: string) => api.stores.restore(storeId),
    onSuccess: (store) => {
      queryClient.setQueryData<DeletedStoreDto[]>(storeKeys.deleted(), (stores) =>
        stores?.filter((each) => each.id !== store._id),
      );
      queryClient.setQueryData(storeKeys.detail(store._id), store);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: organizationsKey });
      void queryClient.invalidateQueries({ queryKey: storeKeys.deleted() });
      return queryClient.invalidateQueries({ queryKey: storeKeys.list() });
    },
  });
}

/** PRODUCT.md §4: 'Approve & Edit' sets approved; the caches follow the server's answer. */
export function useApproveStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (storeId: string) => api.stores.approve(storeId),
    onSuccess: (store) => rememberStore(queryClient, store),
  });
}

/**
 * Moves a store to another organization (a team the caller manages, or null for personal):
 * it leaves the current list, and the switcher's counts follow.
 */
export function useMoveStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ storeId, teamId }: { storeId: string; teamId: string | null }) =>
      api.stores.update(storeId, { teamId }),
    onSuccess: (store) => {
      queryClient.setQueryData(storeKeys.detail(store._id), store);
      void queryClient.invalidateQueries({ queryKey: storeKeys.list() });
      void queryClient.invalidateQueries({ queryKey: organizationsKey });
    },
  });
}

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
