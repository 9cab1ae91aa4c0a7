import type { CollectionBody, CollectionDto, CollectionUpdateBody } from "@shopwright/sdk";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";

export const collectionKeys = {
  all: ["collections"] as const,
  list: (storeId: string) => [...collectionKeys.all, storeId] as const,
  detail: (storeId: string, collectionId: string) =>
    [...collectionKeys.all, storeId, "detail", collectionId] as const,
};

/** GET /store/{id}/collections: by title, each with its product count. */
export function useCollections(storeId: string) {
  return useQuery({
    queryKey: collectionKeys.list(storeId),
    queryFn: () => api.collections.list(storeId),
  });
}

/** GET /store/{id}/collections/{collectionId}: the collection and its products. */
export function useCollection(storeId: string, collectionId: string | undefined) {
  return useQuery({
    queryKey: collectionKeys.detail(storeId, collectionId ?? ""),
    queryFn: () => api.collections.get(storeId, collectionId!),
    enabled: collectionId !== undefined,
  });
}

/** POST /store/{id}/collections. */
export function useCreateCollection(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CollectionBody) => api.collections.create(storeId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectionKeys.all }),
  });
}

/** PUT /store/{id}/collections/{collectionId}; the answer replaces the row. */
export function useUpdateCollection(storeId: string) {
  const queryClient = useQueryClient();
  const key = collectionKeys.list(storeId);
  return useMutation({
    mutationFn: ({ collectionId, body }: { collectionId: string; body: CollectionUpdateBody }) =>
      api.collections.update(storeId, collectionId, body),
    onSuccess: (collection) =>
      queryClient.setQueryData<CollectionDto[]>(key, (list) =>
        list?.map((each) => (each._id === collection._id ? collection : each)),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: collectionKeys.all }),
  });
}

/** DELETE /store/{id}/collections/{collectionId}: the row goes at once and comes back on a refusal. */
export function useDeleteCollection(storeId: string) {
  const queryClient = useQueryClient();
  const key = collectionKeys.list(storeId);
  return useMutation({
    mutationFn: (collectionId: string) => api.collections.remove(storeId, collectionId),
    onMutate: async (collectionId) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<CollectionDto[]>(key);
      queryClient.setQueryData<CollectionDto[]>(key, (list) =>
        list?.filter((each) => each._id !== collectionId),
      );
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
