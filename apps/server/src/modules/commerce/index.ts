import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { mailSenderOf } from "../mail/index.js";
import type { VisitHooks } from "../analytics/index.js";
import type { ProductsService } from "../products/products.service.js";
import type { SitesService } from "../sites/sites.service.js";
import type { StoresService } from "../stores/stores.service.js";
import { createCollectionsRepository } from "../collections/index.js";
import { createCheckoutRules } from "./checkout-rules.js";
import { createCheckoutService } from "./checkout.service.js";
import { createCommerceRepository } from "./commerce.repository.js";
import { commerceRoutes } from "./commerce.routes.js";
import { createDiscountsRepository } from "./discounts.repository.js";
import { discountsRoutes } from "./discounts.routes.js";
import { createDiscountsService } from "./discounts.service.js";
import { createOrderNotices, type OrderEventsHook } from "./order-notices.js";
import { createOrderTransitions } from "./order-transitions.js";
import { createOrdersService } from "./orders.service.js";
import { createPaymentSettings } from "./payments/payment-settings.js";
import { createPayPalProvider } from "./payments/paypal.js";
import { createSecretBox, maskSecret } from "./payments/secrets.js";
import { createStripeProvider } from "./payments/stripe.js";
import { createShippingTaxesRepository } from "./shipping-taxes.repository.js";
import { shippingTaxesRoutes } from "./shipping-taxes.routes.js";
import { createShippingTaxesService } from "./shipping-taxes.service.js";
import { CART_DAYS, storefrontPages } from "./storefront-pages.js";

const DAY_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Where a checkout may send the buyer: Stripe Checkout, PayPal (live and sandbox), and the
 * configured API bases (tests' loopback servers serve their payment pages there).
 */
function paymentOriginsOf(config: Pick<Config, "stripeApiBase" | "paypalApiBase">): string[] {
  const origins = new Set([
    "https://checkout.stripe.com",
    "https://www.paypal.com",
    "https://www.sandbox.paypal.com",
  ]);
  for (const base of [config.stripeApiBase, config.paypalApiBase]) {
    if (base) origins.add(new URL(base).origin);
  }
  return [...origins];
}

/**
 * Wires selling: carts and checkout on published sites (their own pages and the JSON twins),
 * orders and payment settings for the store's team, and the payment providers.
 */
export function commerceModule(
  app: FastifyInstance,
  deps: {
    db: Db;
    config: Pick<
      Config,
      | "publicUrl"
      | "smtpUrl"
      | "jwtSecret"
      | "stripeApiBase"
      | "paypalApiBase"
      | "cartRateLimit"
      | "searchRateLimit"
    >;
    stores: StoresService;
    products: ProductsService;
    sites: SitesService;
    siteUrlOf: (slug: string) => string;
    events: OrderEventsHook | null;
    /** Counts the storefront pages' views, adds to cart and orders (analytics), or null. */
    visits?: Pick<VisitHooks, "storefrontAnswered"> | null;
  },
) {
  const { config, stores, sites } = deps;
  const repository = createCommerceRepository(deps.db);
  const collections = createCollectionsRepository(deps.db);
  const box = createSecretBox(config.jwtSecret);
  const payments = createPaymentSettings({
    repository,
    box,
    mask: maskSecret,
    publicUrl: config.publicUrl,
    providers: {
      stripe: (credentials) =>
        createStripeProvider({
          apiBase: config.stripeApiBase ?? "https://api.stripe.com",
          ...credentials,
        }),
      paypal: (credentials) =>
        createPayPalProvider({ apiBase: config.paypalApiBase ?? undefined, ...credentials }),
    },
  });
  const notices = createOrderNotices({
    repository,
    mail: mailSenderOf({ db: deps.db, config, log: app.log }),
    events: deps.events,
    addresses: { siteUrlOf: deps.siteUrlOf, publicUrl: config.publicUrl },
    siteSlugOf: async (storeId) => (await stores.forStorefront(storeId))?.siteSlug ?? null,
    log: app.log,
  });
  const transitions = createOrderTransitions({
    repository,
    stock: deps.products.stock,
    stores,
    notices,
    payments,
    log: app.log,
  });
  const checkout = createCheckoutService({
    repository,
    rules: createCheckoutRules(deps.db, collections),
    stock: deps.products.stock,
    stores,
    payments,
    transitions,
    notices,
    log: app.log,
  });
  const orders = createOrdersService({ repository, stores, transitions, notices, payments });
  // A cart lives as long as its cookie: untouched for CART_DAYS, it is deleted.
  const sweep = setInterval(() => {
    repository
      .sweepCarts(new Date(Date.now() - CART_DAYS * DAY_MS))
      .catch((error: unknown) => app.log.error({ err: error }, "sweeping old carts failed"));
  }, SWEEP_EVERY_MS);
  sweep.unref();
  app.addHook("onClose", async () => clearInterval(sweep));
  const sellingSite = async (slug: string) => {
    const site = await sites.findBySlug(slug);
    return site?.liveDeployId ? { storeId: site.storeId, slug: site.slug } : null;
  };
  commerceRoutes(app, {
    checkout,
    orders,
    sellingSite,
    cartRateLimit: config.cartRateLimit ?? 60,
  });
  shippingTaxesRoutes(
    app,
    createShippingTaxesService({ repository: createShippingTaxesRepository(deps.db), stores }),
  );
  discountsRoutes(
    app,
    createDiscountsService({
      repository: createDiscountsRepository(deps.db),
      stores,
      products: deps.products,
      collectionIdsInStore: collections.idsInStore,
    }),
  );
  storefrontPages(app, {
    checkout,
    sites,
    products: deps.products,
    cartRateLimit: config.cartRateLimit ?? 60,
    searchRateLimit: config.searchRateLimit ?? 60,
    paymentOrigins: paymentOriginsOf(config),
    visits: deps.visits ?? null,
  });
  return { checkout, orders };
}
