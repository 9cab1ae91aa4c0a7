import { ROUTES } from "@shopwright/sdk";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { notFound } from "../../http/app-error.js";
import { defineCsvRoute, defineRoute } from "../../http/define-route.js";
import { isUuid } from "../../http/is-uuid.js";
import type { CheckoutService, SellingSite } from "./checkout.service.js";
import type { OrdersService } from "./orders.service.js";

export interface CommerceRouteDeps {
  checkout: CheckoutService;
  orders: OrdersService;
  /** The published site a slug names, or null (no site, or nothing live yet). */
  sellingSite(slug: string): Promise<SellingSite | null>;
  /** Cart and checkout calls per IP and minute. */
  cartRateLimit: number;
}

const siteNotFound = () => notFound("site_not_found", "There is no site at this address");

/**
 * The JSON routes of selling: a headless storefront's cart, checkout and order status (no
 * credentials; the cart id and the order token are the keys; called from the storefront's own
 * server, since the API allows no other origin in a browser), the store team's orders and
 * payment settings, and the providers' webhooks.
 */
export function commerceRoutes(app: FastifyInstance, deps: CommerceRouteDeps): void {
  const { checkout, orders } = deps;
  const limit = { rateLimit: deps.cartRateLimit, rateLimitGroup: "cart" };

  async function site(slug: string): Promise<SellingSite> {
    const found = await deps.sellingSite(slug.toLowerCase());
    if (!found) throw siteNotFound();
    return found;
  }

  defineRoute(
    app,
    ROUTES.createCart,
    async ({ params }) => ({
      cart: await checkout.createCart(await site(params.slug)),
    }),
    limit,
  );
  defineRoute(app, ROUTES.getCart, async ({ params }) => ({
    cart: await checkout.cart(await site(params.slug), params.cartId),
  }));
  defineRoute(
    app,
    ROUTES.addCartItem,
    async ({ params, body }) => ({
      cart: await checkout.addItem(await site(params.slug), params.cartId, body),
    }),
    limit,
  );
  defineRoute(
    app,
    ROUTES.setCartLine,
    async ({ params, body }) => ({
      cart: await checkout.setLine(
        await site(params.slug),
        params.cartId,
        { productId: params.productId, variantId: body.variantId ?? "" },
        body.quantity,
      ),
    }),
    limit,
  );
  defineRoute(
    app,
    ROUTES.applyCartDiscount,
    async ({ params, body }) => ({
      cart: await checkout.applyDiscount(await site(params.slug), params.cartId, body.code),
    }),
    limit,
  );
  defineRoute(
    app,
    ROUTES.removeCartDiscount,
    async ({ params }) => ({
      cart: await checkout.removeDiscount(await site(params.slug), params.cartId),
    }),
    limit,
  );
  defineRoute(app, ROUTES.cartShipping, async ({ params, query }) =>
    checkout.shippingOptions(await site(params.slug), params.cartId, query),
  );
  defineRoute(
    app,
    ROUTES.checkout,
    async ({ params, body }) => checkout.checkout(await site(params.slug), params.cartId, body),
    limit,
  );
  defineRoute(app, ROUTES.getPublicOrder, async ({ params }) => ({
    order: await checkout.publicOrder(await site(params.slug), params.token),
  }));

  defineRoute(app, ROUTES.listOrders, async ({ user, params, query }) =>
    orders.list(user.actor, params.id, query),
  );
  defineRoute(app, ROUTES.getOrder, async ({ user, params }) => ({
    order: await orders.get(user.actor, params.id, params.orderId),
  }));
  defineRoute(app, ROUTES.markOrderPaid, async ({ user, params }) => ({
    order: await orders.markPaid(user.actor, params.id, params.orderId),
  }));
  defineRoute(app, ROUTES.fulfilOrder, async ({ user, params, body }) => ({
    order: await orders.fulfil(user.actor, params.id, params.orderId, body),
  }));
  defineRoute(app, ROUTES.cancelOrder, async ({ user, params, body }) => ({
    order: await orders.cancel(user.actor, params.id, params.orderId, body),
  }));
  defineRoute(app, ROUTES.refundOrder, async ({ user, params, body }) => ({
    order: await orders.refund(user.actor, params.id, params.orderId, body),
  }));
  defineRoute(app, ROUTES.resendOrderEmail, ({ user, params, body }) =>
    orders.resendEmail(user.actor, params.id, params.orderId, body),
  );
  defineRoute(app, ROUTES.getPaymentSettings, async ({ user, params }) => ({
    payments: await orders.paymentSettings(user.actor, params.id),
  }));
  defineRoute(app, ROUTES.updatePaymentSettings, async ({ user, params, body }) => ({
    payments: await orders.updatePaymentSettings(user.actor, params.id, body),
  }));

  defineCsvRoute(app, ROUTES.exportOrders, (actor, storeId, query) =>
    orders.exportCsv(actor, storeId, query),
  );

  // Providers sign the exact bytes they send: these routes read the body as text.
  app.register(async (scope) => {
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser(
      "application/json",
      { parseAs: "string", bodyLimit: 256 * 1024 },
      (_request, body, done) => done(null, body),
    );
    const headersOf = (request: FastifyRequest) =>
      Object.fromEntries(
        Object.entries(request.headers).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]),
      );
    for (const [route, method] of [
      [ROUTES.stripeWebhook, "stripe"],
      [ROUTES.paypalWebhook, "paypal"],
    ] as const) {
      defineRoute(scope, route, async ({ params, request }) => {
        if (!isUuid(params.storeId)) throw notFound("store_not_found", "Store not found");
        const raw = typeof request.body === "string" ? request.body : "";
        await checkout.webhook(method, params.storeId, raw, headersOf(request));
        return { received: true as const };
      });
    }
  });
}
