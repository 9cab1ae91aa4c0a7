import { STOREFRONT_PATHS } from "@shopwright/site/server";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { VisitKind, VisitRecorder } from "./visits.recorder.js";
import { countryOf, isPersonVisit, referrerHostOf } from "./visit-traits.js";

const P = STOREFRONT_PATHS;

/**
 * What hosting and the storefront pages call to count a visit (PRODUCT.md §12). Each call
 * reads the request's headers and pushes one entry in memory: nothing on a request's path
 * waits for the database, and nothing is added to the page.
 */
export interface VisitHooks {
  /** A file of a published site was served on its own host (a page, or anything else). */
  pageServed(request: FastifyRequest, storeId: string, path: string, contentType: string): void;
  /** A cart, checkout or order page (or one of their posts) answered, on `site`'s host. */
  storefrontAnswered(
    request: FastifyRequest,
    reply: FastifyReply,
    site: { storeId: string } | null,
  ): void;
}

export function createVisitHooks(deps: {
  recorder: Pick<VisitRecorder, "record">;
  /** The header that names the visitor's country (CF-IPCountry), or null for none. */
  countryHeader: string | null;
}): VisitHooks {
  function record(request: FastifyRequest, storeId: string, kind: VisitKind, path = "") {
    if (!isPersonVisit(request.headers)) return;
    deps.recorder.record({
      storeId,
      kind,
      path,
      address: request.ip,
      agent: String(request.headers["user-agent"]),
      referrer: referrerHostOf(request.headers.referer, request.hostname),
      country: countryOf(request.headers, deps.countryHeader),
    });
  }

  return {
    pageServed(request, storeId, path, contentType) {
      // HEAD asks whether a page changed; a 304 still shows the page, so it counts.
      if (request.method !== "GET" || !contentType.startsWith("text/html")) return;
      const isProduct = path.startsWith(`${P.products}/`);
      record(request, storeId, isProduct ? "product" : "page", path);
    },

    storefrontAnswered(request, reply, site) {
      if (!site) return;
      const route = request.routeOptions.url;
      const status = reply.statusCode;
      if (request.method === "GET" && status === 200) {
        // An order page's address holds its token, which opens the order: never kept.
        if (route === P.cart) record(request, site.storeId, "page", P.cart);
        else if (route === P.checkout) record(request, site.storeId, "checkout", P.checkout);
        else if (route === `${P.orders}/:token`) record(request, site.storeId, "page", P.orders);
        // A search page counts as /search: what was searched is never kept.
        else if (route === P.search) record(request, site.storeId, "page", P.search);
        return;
      }
      if (request.method !== "POST") return;
      // A post that worked answers the script's JSON, or sends the browser on with a 303:
      // to the cart after adding; to the order or the provider's page after a checkout.
      const location = String(reply.getHeader("location") ?? "");
      const isDone = status === 200 || (status === 303 && location !== "");
      if (!isDone) return;
      if (route === P.cartItems) record(request, site.storeId, "add_to_cart");
      else if (route === P.checkout && location !== P.cart) {
        record(request, site.storeId, "order");
      }
    },
  };
}
