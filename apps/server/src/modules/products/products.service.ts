import type {
  BulkProductsBody,
  BulkResult,
  CreateProductBody,
  EditorProductDto,
  ListProductsQuery,
  ProductListResult,
  UpdateProductBody,
} from "@shopwright/sdk";
import type { z } from "zod";
import { notFound } from "../../http/app-error.js";
import { isUuid } from "../../http/is-uuid.js";
import type { StoresService } from "../stores/stores.service.js";
import { toCents, toProductDto } from "./products.mapper.js";
import type { ProductValues, ProductsRepository } from "./products.repository.js";

const productNotFound = () => notFound("product_not_found", "Product not found");

/** Product use cases; every one first checks the caller can reach the product's store. */
export function createProductsService(deps: {
  products: ProductsRepository;
  stores: Pick<StoresService, "reachable">;
}) {
  const { products, stores } = deps;

  function checkId(productId: string): string {
    if (!isUuid(productId)) throw productNotFound();
    return productId;
  }

  return {
    async create(userId: string, body: z.output<typeof CreateProductBody>) {
      const store = await stores.reachable(userId, body.storeId);
      const row = await products.insert({
        storeId: store.id,
        name: body.name,
        description: body.description,
        priceCents: toCents(body.price),
        stock: body.stock,
        images: body.images,
        status: body.status,
      });
      return { product: toProductDto(row) };
    },

    async list(
      userId: string,
      storeId: string,
      query: z.output<typeof ListProductsQuery>,
    ): Promise<ProductListResult> {
      const store = await stores.reachable(userId, storeId);
      const { rows, total } = await products.list(store.id, {
        search: query.search || undefined,
        status: query.status,
        sortBy: query.sortBy,
        sortDir: query.sortDir,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      return {
        products: rows.map(toProductDto),
        total,
        page: query.page,
        limit: query.limit,
        totalPages: Math.max(1, Math.ceil(total / query.limit)),
      };
    },

    /** The store's newest products (at most `limit`), light, for the editor's pickers and canvas. */
    async listForEditor(userId: string, storeId: string, limit = 500): Promise<EditorProductDto[]> {
      const store = await stores.reachable(userId, storeId);
      const { rows } = await products.list(store.id, {
        sortBy: "createdAt",
        sortDir: "desc",
        limit,
        offset: 0,
      });
      return rows.map((row) => {
        const { _id, name, price, image, status } = toProductDto(row);
        return { _id, name, price, image, status };
      });
    },

    async get(userId: string, productId: string) {
      const row = await products.find(userId, checkId(productId));
      if (!row) throw productNotFound();
      return { product: toProductDto(row) };
    },

    async update(userId: string, productId: string, body: z.output<typeof UpdateProductBody>) {
      const { price, ...rest } = body;
      const patch: Partial<ProductValues> = { ...rest };
      if (price !== undefined) patch.priceCents = toCents(price);
      const row =
        Object.keys(patch).length > 0
          ? await products.update(userId, checkId(productId), patch)
          : await products.find(userId, checkId(productId));
      if (!row) throw productNotFound();
      return { product: toProductDto(row) };
    },

    async remove(userId: string, productId: string) {
      if (!(await products.remove(userId, checkId(productId)))) throw productNotFound();
      return { deleted: true as const };
    },

    /** Ids the caller cannot reach (or that are not ids at all) are ignored, not reported. */
    async bulk(userId: string, body: z.output<typeof BulkProductsBody>): Promise<BulkResult> {
      const ids = [...new Set(body.ids.filter(isUuid))];
      if (ids.length === 0) return { action: body.action, matched: 0 };
      const matched =
        body.action === "delete"
          ? await products.removeMany(userId, ids)
          : await products.setStatus(
              userId,
              ids,
              body.action === "publish" ? "published" : "draft",
            );
      return { action: body.action, matched };
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
