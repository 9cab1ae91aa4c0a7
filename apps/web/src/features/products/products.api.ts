import type {
  BulkProductsBody,
  CreateProductBody,
  CsvFormat,
  ImportImageUrlBody,
  ListProductsQuery,
  ProductDto,
  ProductListResult,
  ProductStatus,
  UpdateProductBody,
} from "@shopwright/sdk";
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import { api } from "../../lib/api";
import type { ImportFormat } from "./csv-file";

export const productKeys = {
  all: ["products"] as const,
  lists: () => [...productKeys.all, "list"] as const,
  storeLists: (storeId: string) => [...productKeys.lists(), storeId] as const,
  list: (storeId: string, query: ListProductsQuery) =>
    [...productKeys.storeLists(storeId), query] as const,
  detail: (productId: string) => [...productKeys.all, "detail", productId] as const,
};

/** Inline edit changes only price and stock (PRODUCT.md §4, §7); the status control only the status. */
export type InlineChanges = { price: number; stock: number } | { status: ProductStatus };

/** One page of a store's products; the previous page stays on screen while the next loads. */
export function useProducts(storeId: string, query: ListProductsQuery) {
  return useQuery({
    queryKey: productKeys.list(storeId, query),
    queryFn: () => api.products.list(storeId, query),
    enabled: Boolean(storeId),
    // Keep the old page only within one store, never another store's products.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === storeId ? keepPreviousData(previous) : undefined,
  });
}

/** One product (GET /products/item/{id}). */
export function useProduct(productId: string) {
  return useQuery({
    queryKey: productKeys.detail(productId),
    queryFn: () => api.products.get(productId),
    enabled: Boolean(productId),
  });
}

/** Applies `change` to the product wherever a cached list page holds it. */
function patchListedProduct(
  queryClient: QueryClient,
  productId: string,
  change: (product: ProductDto) => ProductDto,
) {
  queryClient.setQueriesData<ProductListResult>({ queryKey: productKeys.lists() }, (page) =>
    page
      ? {
          ...page,
          products: page.products.map((each) => (each._id === productId ? change(each) : each)),
        }
      : page,
  );
}

/** Writes a product the server just returned into every cache that shows it. */
function rememberProduct(queryClient: QueryClient, product: ProductDto) {
  patchListedProduct(queryClient, product._id, () => product);
  queryClient.setQueryData(productKeys.detail(product._id), product);
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateProductBody) => api.products.create(body),
    onSuccess: (product) => {
      queryClient.setQueryData(productKeys.detail(product._id), product);
      return queryClient.invalidateQueries({ queryKey: productKeys.storeLists(product.storeId) });
    },
  });
}

/** The edit form's save. */
export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, body }: { productId: string; body: UpdateProductBody }) =>
      api.products.update(productId, body),
    onSuccess: (product) => {
      rememberProduct(queryClient, product);
      void queryClient.invalidateQueries({ queryKey: productKeys.storeLists(product.storeId) });
    },
  });
}

/**
 * PRODUCT.md §4 inline edit: the row shows the new price and stock at once, then the server's
 * product; if the server refuses, every cached page goes back to what it was.
 */
export function useInlineUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, changes }: { productId: string; changes: InlineChanges }) =>
      api.products.update(productId, changes),
    onMutate: async ({ productId, changes }) => {
      await queryClient.cancelQueries({ queryKey: productKeys.lists() });
      const snapshots = queryClient.getQueriesData<ProductListResult>({
        queryKey: productKeys.lists(),
      });
      patchListedProduct(queryClient, productId, (product) => ({ ...product, ...changes }));
      return { snapshots };
    },
    onError: (_error, _variables, context) => {
      for (const [key, page] of context?.snapshots ?? []) queryClient.setQueryData(key, page);
    },
    onSuccess: (product) => rememberProduct(queryClient, product),
    onSettled: () => queryClient.invalidateQueries({ queryKey: productKeys.lists() }),
  });
}

/** Names pending deletes, so the list can dim each product while it goes. */
export const deleteProductKey = [...productKeys.all, "delete"] as const;

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deleteProductKey,
    mutationFn: (productId: string) => api.products.remove(productId),
    onSuccess: (_result, productId) => {
      queryClient.removeQueries({ queryKey: productKeys.detail(productId) });
      return queryClient.invalidateQueries({ queryKey: productKeys.lists() });
    },
  });
}

/** PRODUCT.md §4: Publish and Unpublish move the selection between statuses; Delete removes it. */
export function useBulkProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkProductsBody) => api.products.bulk(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}

/** POST /upload/images with progress from 0 to 1 (PRODUCT.md §4: files are uploaded at submit). */
export function useUploadImages() {
  return useMutation({
    mutationFn: ({
      files,
      onProgress,
    }: {
      files: File[];
      onProgress: (fraction: number) => void;
    }) => api.uploads.images(files, { onProgress }),
  });
}

/** POST /upload/image-url: the server fetches an image from an http(s) address and stores it. */
export function useImportImage() {
  return useMutation({
    mutationFn: (body: ImportImageUrlBody) => api.uploads.importUrl(body),
  });
}

/** A CSV import, as a dry run (changes nothing) or for real; a real one refreshes lists. */
export function useImportProducts(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      file,
      format,
      isDryRun,
    }: {
      file: File;
      format: ImportFormat;
      isDryRun: boolean;
    }) => api.products.importCsv(storeId, file, { format, dryRun: isDryRun }),
    onSuccess: (result) => {
      if (result.isDryRun || result.created + result.updated === 0) return;
      return queryClient.invalidateQueries({ queryKey: productKeys.storeLists(storeId) });
    },
  });
}

/** The store's products as a CSV file to save. */
export function useExportProducts(storeId: string) {
  return useMutation({
    mutationFn: (format: CsvFormat) => api.products.exportCsv(storeId, { format }),
  });
}
