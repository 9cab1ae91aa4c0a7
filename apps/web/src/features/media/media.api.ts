import type { MediaListResult, MediaSource } from "@shopwright/sdk";
import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from "@tanstack/react-query";
import { api } from "../../lib/api";

export const mediaKeys = {
  all: ["media"] as const,
  store: (storeId: string) => [...mediaKeys.all, storeId] as const,
  list: (storeId: string, q: string, source: MediaSource | undefined) =>
    [...mediaKeys.store(storeId), q, source ?? "all"] as const,
};

/** GET /store/{id}/media, a page at a time (newest first); `fetchNextPage` reads on. */
export function useMediaList(storeId: string, q: string, source: MediaSource | undefined) {
  return useInfiniteQuery({
    queryKey: mediaKeys.list(storeId, q, source),
    queryFn: ({ pageParam }) => api.media.list(storeId, { q, source, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** PUT /store/{id}/media/{imageId}; every loaded page shows the new text at once. */
export function useSetMediaAlt(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ imageId, alt }: { imageId: string; alt: string }) =>
      api.media.setAlt(storeId, imageId, { alt }),
    onSuccess: ({ imageId, alt }) => {
      queryClient.setQueriesData<InfiniteData<MediaListResult>>(
        { queryKey: mediaKeys.store(storeId) },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((item) =>
                item.imageId !== imageId
                  ? item
                  : {
                      ...item,
                      alt,
                      suggestedAlt:
                        !alt && item.source.kind === "product" ? item.source.productName : null,
                    },
              ),
            })),
          },
      );
    },
  });
}
