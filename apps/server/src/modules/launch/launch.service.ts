import {
  MAX_PAGE_SIZE,
  type ProductListResult,
  type ReadinessResult,
  type SiteAddressResult,
} from "@shopwright/sdk";
import type { Actor } from "../auth/auth.plugin.js";
import type { ProductsService } from "../products/products.service.js";
import type { StoresService } from "../stores/stores.service.js";
import { slugCandidates } from "../publishing/site-slug.js";
import { reviewStore } from "./launch.review.js";

/**
 * The pre-launch review of a store: its facts (pages built, products, approval, live site)
 * and what is still unfinished. It owns no table: the store comes from the stores service
 * (which answers 404 outside the caller's reach) and the catalogue from the products service.
 */
export function createLaunchService(deps: {
  stores: Pick<StoresService, "reachable">;
  products: Pick<ProductsService, "list">;
  /** The address of a published site by its host label. */
  siteUrlOf: (slug: string) => string;
}) {
  const page = (
    actor: Actor,
    storeId: string,
    status: "draft" | "published",
    limit: number,
  ): Promise<ProductListResult> =>
    deps.products.list(actor, storeId, {
      page: 1,
      limit,
      status,
      sortBy: "createdAt",
      sortDir: "desc",
    });

  return {
    /**
     * The free address a first publish of a store with this name would claim: the same label
     * rule publishing applies (site-slug.ts), before any domain is connected.
     */
    siteAddress(storeName: string, domain: string): SiteAddressResult {
      const [slug] = slugCandidates(storeName, domain);
      return { url: slug ? deps.siteUrlOf(slug) : null };
    },

    async readiness(actor: Actor, storeId: string): Promise<ReadinessResult> {
      const row = await deps.stores.reachable(actor, storeId);
      const [drafts, published] = await Promise.all([
        page(actor, row.id, "draft", MAX_PAGE_SIZE),
        page(actor, row.id, "published", 1),
      ]);
      const { items, moreDrafts } = reviewStore({
        layout: row.layout,
        drafts: drafts.products.map((product) => ({ id: product._id, name: product.name })),
        draftCount: drafts.total,
        publishedCount: published.total,
      });
      return {
        facts: {
          siteBuilt: row.layout !== null,
          products: drafts.total + published.total,
          publishedProducts: published.total,
          approved: row.approved,
          site: row.site,
        },
        items,
        moreDrafts,
      };
    },
  };
}

export type LaunchService = ReturnType<typeof createLaunchService>;
