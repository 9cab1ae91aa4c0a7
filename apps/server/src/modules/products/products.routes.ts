import {
  BulkProductsBody,
  CreateProductBody,
  ListProductsQuery,
  ProductIdParams,
  ProductStoreParams,
  UpdateProductBody,
} from "@shopwright/sdk";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../http/define-route.js";
import type { ProductsService } from "./products.service.js";

/** SPEC 7 Products. */
export function productsRoutes(app: FastifyInstance, products: ProductsService): void {
  defineRoute(app, {
    method: "POST",
    url: "/api/products",
    access: "user",
    body: CreateProductBody,
    status: 201,
    handler: ({ user, body }) => products.create(user.id, body),
  });
  defineRoute(app, {
    method: "GET",
    url: "/api/products/:storeId",
    access: "user",
    params: ProductStoreParams,
    query: ListProductsQuery,
    handler: ({ user, params, query }) => products.list(user.id, params.storeId, query),
  });
  defineRoute(app, {
    method: "GET",
    url: "/api/products/item/:id",
    access: "user",
    params: ProductIdParams,
    handler: ({ user, params }) => products.get(user.id, params.id),
  });
  defineRoute(app, {
    method: "PUT",
    url: "/api/products/:id",
    access: "user",
    params: ProductIdParams,
    body: UpdateProductBody,
    handler: ({ user, params, body }) => products.update(user.id, params.id, body),
  });
  defineRoute(app, {
    method: "DELETE",
    url: "/api/products/:id",
    access: "user",
    params: ProductIdParams,
    handler: ({ user, params }) => products.remove(user.id, params.id),
  });
  defineRoute(app, {
    method: "POST",
    url: "/api/products/bulk",
    access: "user",
    body: BulkProductsBody,
    handler: ({ user, body }) => products.bulk(user.id, body),
  });
}
