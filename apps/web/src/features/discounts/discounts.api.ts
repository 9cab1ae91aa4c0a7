import type { DiscountBody, DiscountDto, DiscountUpdateBody } from "@shopwright/sdk";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";

export const discountKeys = {
  all: ["discounts"] as const,
  list: (storeId: string) => [...discountKeys.all, storeId] as const,
};

/** GET /store/{id}/discounts: newest first, each with its status and use. */
export function useDiscounts(storeId: string) {
  return useQuery({
    queryKey: discountKeys.list(storeId),
    queryFn: () => api.discounts.list(storeId),
  });
}

/** POST /store/{id}/discounts; the new discount heads the cached list. */
export function useCreateDiscount(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DiscountBody) => api.discounts.create(storeId, body),
    onSuccess: (discount) => {
      queryClient.setQueryData<DiscountDto[]>(discountKeys.list(storeId), (list) => [
        discount,
        ...(list ?? []),
      ]);
      return queryClient.invalidateQueries({ queryKey: discountKeys.list(storeId) });
    },
  });
}

export interface DiscountChange {
  discountId: string;
  body: DiscountUpdateBody;
  /** What the row shows at once (a switch turned), until the server answers. */
  optimistic?: Partial<DiscountDto>;
}

/**
 * PUT /store/{id}/discounts/{discountId}: an optimistic change shows at once and goes back to
 * what it was if the server refuses it; the server's answer replaces the row.
 */
export function useUpdateDiscount(storeId: string) {
  const queryClient = useQueryClient();
  const key = discountKeys.list(storeId);
  return useMutation({
    mutationFn: ({ discountId, body }: DiscountChange) =>
      api.discounts.update(storeId, discountId, body),
    onMutate: async ({ discountId, optimistic }) => {
      if (!optimistic) return { previous: undefined };
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<DiscountDto[]>(key);
      queryClient.setQueryData<DiscountDto[]>(key, (list) =>
        list?.map((each) => (each._id === discountId ? { ...each, ...optimistic } : each)),
      );
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (discount) =>
      queryClient.setQueryData<DiscountDto[]>(key, (list) =>
        list?.map((each) => (each._id === discount._id ? discount : each)),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** DELETE /store/{id}/discounts/{discountId}: the row goes at once and comes back on a refusal. */
export function useDeleteDiscount(storeId: string) {
  const queryClient = useQueryClient();
  const key = discountKeys.list(storeId);
  return useMutation({
    mutationFn: (discountId: string) => api.discounts.remove(storeId, discountId),
    onMutate: async (discountId) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<DiscountDto[]>(key);
      queryClient.setQueryData<DiscountDto[]>(key, (list) =>
        list?.filter((each) => each._id !== discountId),
      );
      return { previous };
    },
    onError: (_error, _discountId, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
