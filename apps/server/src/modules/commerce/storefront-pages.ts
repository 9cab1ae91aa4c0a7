import cookie from "@fastify/cookie";
import { normalizeIP } from "@fastify/rate-limit";
import {
  CHECKOUT_MESSAGES,
  CartDiscountBody,
  CheckoutBody,
  CartItemBody,
  CartLineFormBody,
  COMMERCE_MESSAGES,
  PRODUCT_MESSAGES,
  SEARCH_MAX_LENGTH,
  StorefrontSearchQuery,
  type CartDto,
  type CartShippingResult,
  type ManualPaymentKind,
  type PublicOrderDto,
} from "@shopwright/sdk";
import {
  CHECKOUT_FIELDS,
  STOREFRONT_PATHS,
  countryOptions,
  fillShell,
  renderCartHtml,
  renderCheckoutHtml,
  renderOrderStatusHtml,
  shopTexts,
  renderSearchHtml,
  type CheckoutField,
  type CheckoutView,
  type CommerceNotice,
  type PaymentMethodOption,
  type ShopTexts,
} from "@shopwright/site/server";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { formFields } from "../../http/form-fields.js";
import { AppError } from "../../http/app-error.js";
import { assertStorable } from "../../http/storable-input.js";
import type { ProductsService } from "../products/products.service.js";
import type { VisitHooks } from "../analytics/index.js";
import type { SitesService } from "../sites/sites.service.js";
import { SITE_HEADERS, storefrontCsp } from "../sites/site-headers.js";
import type { CheckoutService, SellingSite } from "./checkout.service.js";
import {
  discountText,
  orderStatusText,
  paymentMethodText,
  paymentStatusText,
  shippingText,
  shopperError,
  shopperMessage,
  shopperRefusal,
} from "./shopper-texts.js";

/** The visitor's cart id (HttpOnly) and its unit count (read by the site's script). */
const CART_COOKIE = "sw_cart";
const COUNT_COOKIE = "sw_cart_count";
/** How long a cart (and its cookie) lives without a change. */
export const CART_DAYS = 30;

const P = STOREFRONT_PATHS;

const OrderTokenParams = z.object({ token: z.string().min(16).max(64) });

/** The discount row of a cart's totals. */
const cartDiscountRow = (cart: CartDto | null, t: ShopTexts) =>
  cart?.discount && cart.discountMinor > 0
    ? { label: discountText(cart.discount, t), amountMinor: cart.discountMinor }
    : null;

/** The discount, shipping and tax rows of a placed order's totals. */
function orderAdjustments(order: PublicOrderDto, t: ShopTexts) {
  return {
    discount:
      order.discount && order.discountMinor > 0
        ? { label: discountText(order.discount, t), amountMinor: order.discountMinor }
        : null,
    shipping: order.shippingName
      ? { label: shippingText(order.shippingName, t), amountMinor: order.shippingMinor }
      : null,
    tax:
      order.taxMinor > 0
        ? {
            label: order.taxName ?? t("tax"),
            amountMinor: order.taxMinor,
            included: order.taxIncluded,
          }
        : null,
  };
}

/** A refused search's reason, as the search page shows it. */
const refusal = (text: string): CommerceNotice => ({ tone: "error", text });

const wantsJson = (request: FastifyRequest) =>
  String(request.headers.accept ?? "").includes("application/json");

/**
 * A post made by a page of this same site: its Origin (or, without one, its Referer) names
 * this host. With the cart cookie's SameSite=Lax, a form on another site cannot act on a
 * visitor's cart or place an order with it.
 */
function isSameSite(request: FastifyRequest): boolean {
  const source = request.headers.origin ?? request.headers.referer;
  if (!source || source === "null") return false;
  try {
    return new URL(source).host.toLowerCase() === String(request.headers.host ?? "").toLowerCase();
  } catch {
    return false;
  }
}

/**
 * The cart, checkout, order and search pages of a published site, on its own host: plain
 * html forms and 303 redirects, so they work without script (PRODUCT.md §10). The site's
 * script may post the same forms asking for JSON. Pages are the site's own frame (its
 * deploy's shell) around markup rendered per request; they are never cached.
 */
export function storefrontPages(
  app: FastifyInstance,
  deps: {
    checkout: CheckoutService;
    sites: SitesService;
    /** The catalogue search of the search page. */
    products: Pick<ProductsService, "searchStorefront">;
    cartRateLimit: number;
    /** Searches per IP address, site and minute. */
    searchRateLimit: number;
    /** Where a checkout may send the buyer to pay (the providers' pages), for the CSP. */
    paymentOrigins: readonly string[];
    /** Counts these pages' views, adds to cart and orders (analytics), or null. */
    visits: Pick<VisitHooks, "storefrontAnswered"> | null;
  },
): void {
  const { checkout, sites } = deps;

  app.register(async (scope) => {
    await scope.register(cookie);
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    /** The selling site a request's host names, or null (the admin's host: not ours). */
    async function siteOf(request: FastifyRequest): Promise<SellingSite | null> {
      const target = await sites.targetOf(request);
      if (!target?.site?.liveDeployId) return null;
      const { storeId, slug, liveDeployId } = target.site;
      return { storeId, slug, liveDeployId };
    }

    // Counted once the answer is sent, in memory (modules/analytics): the visitor waits for nothing.
    const { visits } = deps;
    if (visits) {
      scope.addHook("onResponse", async (request, reply) =>
        visits.storefrontAnswered(request, reply, await siteOf(request)),
      );
    }

    const isHttps = (request: FastifyRequest) => request.protocol === "https";
    const cookieOptions = (request: FastifyRequest) => ({
      path: "/",
      sameSite: "lax" as const,
      secure: isHttps(request),
      maxAge: CART_DAYS * 24 * 60 * 60,
    });

    function setCartCookies(request: FastifyRequest, reply: FastifyReply, cart: CartDto) {
      reply.setCookie(CART_COOKIE, cart.id, { ...cookieOptions(request), httpOnly: true });
      reply.setCookie(COUNT_COOKIE, String(cart.itemCount), cookieOptions(request));
    }

    /** The site's frame around one page's markup, with the headers every dynamic page has. */
    async function sendPage(
      request: FastifyRequest,
      reply: FastifyReply,
      site: SellingSite,
      status: number,
      title: string,
      main: string,
    ) {
      const shell = await sites.shellOf({ liveDeployId: site.liveDeployId ?? null });
      return reply
        .status(status)
        .headers({
          ...SITE_HEADERS,
          "content-security-policy": storefrontCsp(deps.paymentOrigins),
          "cache-control": "no-store",
        })
        .type("text/html; charset=utf-8")
        .send(fillShell(shell, { title, main }));
    }

    async function cartPage(
      request: FastifyRequest,
      reply: FastifyReply,
      site: SellingSite,
      cart: CartDto | null,
      status = 200,
      notice?: CommerceNotice,
    ) {
      const locale = await checkout.localeOf(site);
      const t = shopTexts(locale.locale);
      const currency = cart?.currency ?? locale.currency;
      const view = {
        currency,
        locale: locale.locale,
        lines: (cart?.lines ?? []).map((line) => ({ ...line, href: line.path })),
        subtotalMinor: cart?.subtotalMinor ?? 0,
        totalMinor: cart?.totalMinor ?? 0,
        discount: cartDiscountRow(cart, t),
        code: cart
          ? {
              action: P.cartDiscount,
              applied: cart.discountCode,
              note: cart.discountRefusal
                ? shopperRefusal(cart.discountRefusal, { currency, locale: locale.locale }, t)
                : cart.discountNote,
            }
          : undefined,
        actions: { lines: P.cartLines, checkout: P.checkout, shop: P.collection },
        notice,
      };
      if (cart) reply.setCookie(COUNT_COOKIE, String(cart.itemCount), cookieOptions(request));
      return sendPage(request, reply, site, status, t("yourCart"), renderCartHtml(view));
    }

    function methodOptions(
      cart: CartDto,
      manualKind: ManualPaymentKind | null,
      inTestMode: readonly string[],
      t: ShopTexts,
    ) {
      const test = (method: string) => (inTestMode.includes(method) ? ` ${t("testMode")}` : "");
      return cart.paymentMethods.map((method): PaymentMethodOption => ({
        value: method,
        label: paymentMethodText({ paymentMethod: method, manualKind }, t),
        hint:
          method === "stripe"
            ? `${t("payByStripe")}${test(method)}`
            : method === "paypal"
              ? `${t("payByPaypal")}${test(method)}`
              : t("payManually"),
      }));
    }

    async function checkoutPage(
      request: FastifyRequest,
      reply: FastifyReply,
      site: SellingSite,
      cart: CartDto,
      values: Partial<Record<CheckoutField, string>>,
      errors: CheckoutView["errors"],
      status = 200,
      quote: CartShippingResult | null = null,
    ) {
      const locale = await checkout.localeOf(site);
      const t = shopTexts(locale.locale);
      const [manualKind, inTestMode, ships] = await Promise.all([
        checkout.manualKindOf(site),
        checkout.testModeOf(site),
        checkout.shipsOf(site),
      ]);
      const options = quote?.options ?? [];
      const chosen = options.find((o) => o.id === values.shippingRateId) ?? options[0];
      const delivery: CheckoutView["delivery"] = !ships
        ? { kind: "none" }
        : options.length > 0
          ? {
              kind: "options",
              options: options.map((o) => ({
                id: o.id,
                label: o.name,
                priceMinor: o.priceMinor,
                totalMinor: o.totalMinor,
                instructions: o.instructions,
              })),
            }
          : { kind: "ask" };
      const view: CheckoutView = {
        currency: cart.currency,
        locale: locale.locale,
        lines: cart.lines.map((line) => ({ ...line, href: line.path })),
        subtotalMinor: cart.subtotalMinor,
        totalMinor: chosen?.totalMinor ?? cart.totalMinor,
        discount: chosen
          ? chosen.discountMinor > 0 && cart.discount
            ? { label: discountText(cart.discount, t), amountMinor: chosen.discountMinor }
            : null
          : cartDiscountRow(cart, t),
        shipping: chosen
          ? { label: shippingText(chosen.name, t), amountMinor: chosen.priceMinor }
          : null,
        tax:
          chosen && quote && chosen.taxMinor > 0
            ? {
                label: quote.taxName ?? t("tax"),
                amountMinor: chosen.taxMinor,
                included: quote.taxIncluded,
              }
            : null,
        delivery,
        action: P.checkout,
        cartHref: P.cart,
        methods: methodOptions(cart, manualKind, inTestMode, t),
        values: { paymentMethod: cart.paymentMethods[0], ...values },
        // Field problems arrive as the contract's English; the page speaks the store's language.
        errors: Object.fromEntries(
          Object.entries(errors).map(([field, text]) => [field, shopperMessage(text, t)]),
        ),
        countries: countryOptions(locale.locale),
      };
      return sendPage(request, reply, site, status, t("checkout"), renderCheckoutHtml(view));
    }

    function orderView(order: PublicOrderDto, locale: string, notice?: CommerceNotice) {
      const t = shopTexts(locale);
      return {
        number: order.number,
        statusLabel: orderStatusText(order.status, t),
        paymentLabel: paymentStatusText(order.paymentStatus, t),
        currency: order.currency,
        locale,
        lines: order.lines,
        subtotalMinor: order.subtotalMinor,
        totalMinor: order.totalMinor,
        refundedMinor: order.refundedMinor,
        ...orderAdjustments(order, t),
        email: order.email,
        customerName: order.customerName,
        address: order.address,
        paymentMethodLabel: paymentMethodText(order, t),
        instructions:
          order.paymentMethod === "manual" && order.paymentStatus === "unpaid"
            ? (order.paymentInstructions ?? t("storeWillTell"))
            : null,
        tracking:
          order.status === "fulfilled" && (order.carrier || order.trackingUrl)
            ? { carrier: order.carrier, url: order.trackingUrl }
            : null,
        createdAt: order.createdAt,
        notice,
        shopHref: P.collection,
      };
    }

    /**
     * Answers a refused post in the store's language: JSON for the script, else the page it
     * came from, with the reason.
     */
    async function refused(
      request: FastifyRequest,
      reply: FastifyReply,
      site: SellingSite,
      error: AppError,
    ) {
      const text = shopperError(error, shopTexts((await checkout.localeOf(site)).locale));
      if (wantsJson(request)) throw new AppError(error.status, error.code, text);
      const cart = await checkout.cartIfAny(site, request.cookies[CART_COOKIE]);
      return cartPage(request, reply, site, cart, error.status, { tone: "error", text });
    }

    const rateLimitOf = (max: number) => ({
      max,
      timeWindow: 60_000,
      keyGenerator: (request: FastifyRequest) =>
        `${normalizeIP(request.ip)}|${request.hostname.toLowerCase()}`,
    });

    /**
     * Registers a page route; the admin's host (no site) gets the app's own answer. Posts
     * count against the cart's rate limit; a page may name a limit of its own.
     */
    function page(
      method: "GET" | "POST",
      url: string,
      schemas: { body?: z.ZodType; params?: z.ZodType; query?: z.ZodType },
      handler: (
        request: FastifyRequest,
        reply: FastifyReply,
        site: SellingSite,
      ) => Promise<unknown>,
      limit = method === "POST" ? deps.cartRateLimit : undefined,
    ) {
      scope.routeInventory.push({
        method,
        url,
        access: "public",
        ...schemas,
        rateLimit: limit,
      });
      scope.route({
        method,
        url,
        config: limit === undefined ? {} : { rateLimit: rateLimitOf(limit) },
        helmet: { contentSecurityPolicy: false },
        handler: async (request, reply) => {
          const site = await siteOf(request);
          if (!site) return reply.callNotFound();
          if (method === "POST") {
            assertStorable(request.body);
            if (!isSameSite(request)) {
              return refused(
                request,
                reply,
                site,
                new AppError(403, "cross_site_request", COMMERCE_MESSAGES.crossSite),
              );
            }
          }
          try {
            return await handler(request, reply, site);
          } catch (error) {
            if (error instanceof AppError && error.status < 500) {
              return refused(request, reply, site, error);
            }
            throw error;
          }
        },
      });
    }

    /** The visitor's cart, made (and its cookie set) when they have none yet. */
    async function ensureCart(request: FastifyRequest, site: SellingSite): Promise<string> {
      const token = request.cookies[CART_COOKIE];
      if (token && (await checkout.hasCart(site, token))) return token;
      return checkout.openCart(site);
    }

    page("GET", P.cart, {}, async (request, reply, site) =>
      cartPage(request, reply, site, await checkout.cartIfAny(site, request.cookies[CART_COOKIE])),
    );

    page("POST", P.cartItems, { body: CartItemBody }, async (request, reply, site) => {
      const body = CartItemBody.safeParse(formFields(request.body));
      if (!body.success) {
        throw new AppError(
          400,
          "validation_failed",
          body.error.issues[0]?.message ?? COMMERCE_MESSAGES.quantityInvalid,
        );
      }
      const token = await ensureCart(request, site);
      const cart = await checkout.addItem(site, token, body.data);
      setCartCookies(request, reply, cart);
      if (wantsJson(request)) {
        // The site script says so with these words (SITE_SCRIPT).
        const t = shopTexts((await checkout.localeOf(site)).locale);
        return { success: true, data: { cart, message: t("addedToCart"), link: t("viewCart") } };
      }
      return reply.redirect(P.cart, 303);
    });

    page("POST", P.cartLines, { body: CartLineFormBody }, async (request, reply, site) => {
      const body = CartLineFormBody.safeParse(formFields(request.body));
      if (!body.success) {
        throw new AppError(
          400,
          "validation_failed",
          body.error.issues[0]?.message ?? COMMERCE_MESSAGES.quantityInvalid,
        );
      }
      const token = request.cookies[CART_COOKIE];
      const current = await checkout.cartIfAny(site, token);
      if (!current) return reply.redirect(P.cart, 303);
      const cart = await checkout.setLine(
        site,
        current.id,
        { productId: body.data.productId, variantId: body.data.variantId ?? "" },
        body.data.quantity,
      );
      setCartCookies(request, reply, cart);
      if (wantsJson(request)) return { success: true, data: { cart } };
      return reply.redirect(P.cart, 303);
    });

    page("POST", P.cartDiscount, { body: CartDiscountBody }, async (request, reply, site) => {
      const fields = formFields(request.body);
      const current = await checkout.cartIfAny(site, request.cookies[CART_COOKIE]);
      if (!current) return reply.redirect(P.cart, 303);
      let cart: CartDto;
      if (fields.remove) {
        cart = await checkout.removeDiscount(site, current.id);
      } else {
        const body = CartDiscountBody.safeParse(fields);
        if (!body.success) {
          throw new AppError(
            400,
            "validation_failed",
            body.error.issues[0]?.message ?? "Enter a discount code",
          );
        }
        cart = await checkout.applyDiscount(site, current.id, body.data.code);
      }
      if (wantsJson(request)) return { success: true, data: { cart } };
      return reply.redirect(P.cart, 303);
    });

    // The catalogue search (PRODUCT.md "Catalogue search"): a GET form, answered in the site's frame.
    // A refused search (too long, or text the database cannot hold) is the page with the
    // reason, never the cart.
    page(
      "GET",
      P.search,
      { query: StorefrontSearchQuery },
      async (request, reply, site) => {
        const { locale, currency } = await checkout.localeOf(site);
        const raw = request.query as Record<string, unknown>;
        const typed = typeof raw.q === "string" ? raw.q : "";
        const show = (status: number, view: Parameters<typeof renderSearchHtml>[0]) =>
          sendPage(
            request,
            reply,
            site,
            status,
            view.query ? `Search: ${view.query}` : "Search",
            renderSearchHtml(view),
          );
        const empty = { products: [], page: 1, pages: 1, currency, locale, sells: false };
        let parsed;
        try {
          assertStorable(raw);
          parsed = StorefrontSearchQuery.safeParse(raw);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          return show(400, { ...empty, query: "", total: null, notice: refusal(error.message) });
        }
        if (!parsed.success) {
          const message = parsed.error.issues[0]?.message ?? PRODUCT_MESSAGES.searchTooLong;
          return show(400, {
            ...empty,
            query: typed.trim().slice(0, SEARCH_MAX_LENGTH),
            total: null,
            notice: refusal(message),
          });
        }
        const query = parsed.data.q ?? "";
        if (!query) return show(200, { ...empty, query, total: null });
        const found = await deps.products.searchStorefront(site.storeId, query, parsed.data.page);
        return show(200, { ...found, query, currency, locale, sells: found.total > 0 });
      },
      deps.searchRateLimit,
    );

    page("GET", P.checkout, {}, async (request, reply, site) => {
      const cart = await checkout.cartIfAny(site, request.cookies[CART_COOKIE]);
      if (!cart || cart.lines.length === 0) return reply.redirect(P.cart, 303);
      return checkoutPage(request, reply, site, cart, {}, {});
    });

    page("POST", P.checkout, { body: CheckoutBody }, async (request, reply, site) => {
      const fields = formFields(request.body);
      const cart = await checkout.cartIfAny(site, request.cookies[CART_COOKIE]);
      if (!cart || cart.lines.length === 0) return reply.redirect(P.cart, 303);
      const values = Object.fromEntries(
        CHECKOUT_FIELDS.map((field) => [field, (fields[field] ?? "").slice(0, 300)]),
      ) as Record<CheckoutField, string>;
      const parsed = CheckoutBody.safeParse(fields);
      if (!parsed.success) {
        const errors: CheckoutView["errors"] = {};
        for (const issue of parsed.error.issues) {
          const field = issue.path[0] as CheckoutField;
          errors[field] ??= issue.message;
        }
        errors.form = shopTexts((await checkout.localeOf(site)).locale)("checkFields");
        return checkoutPage(request, reply, site, cart, values, errors, 400);
      }
      // A store that delivers shows its options for the address first; the order is placed
      // once one of them is chosen (the page lists each option's total).
      let quote: CartShippingResult;
      try {
        quote = await checkout.shippingOptions(site, cart.id, parsed.data);
      } catch (error) {
        if (error instanceof AppError && error.code === "shipping_unavailable") {
          return checkoutPage(request, reply, site, cart, values, { country: error.message }, 400);
        }
        throw error;
      }
      // No options: the store charges no shipping, and the order is placed as it is.
      const picked = quote.options.some((o) => o.id === parsed.data.shippingRateId);
      if (quote.options.length > 0 && !picked) {
        const error = parsed.data.shippingRateId
          ? { shippingRateId: CHECKOUT_MESSAGES.shippingUnavailable }
          : {};
        return checkoutPage(request, reply, site, cart, values, error, 200, quote);
      }
      try {
        const placed = await checkout.checkout(site, cart.id, parsed.data);
        reply.setCookie(COUNT_COOKIE, "0", cookieOptions(request));
        if (wantsJson(request)) return { success: true, data: placed };
        return reply.redirect(placed.paymentUrl ?? `${P.orders}/${placed.order.token}`, 303);
      } catch (error) {
        if (error instanceof AppError && error.code === "discount_not_applicable") {
          return refused(request, reply, site, error);
        }
        if (error instanceof AppError && error.code === "payment_method_unavailable") {
          return checkoutPage(
            request,
            reply,
            site,
            cart,
            values,
            { paymentMethod: error.message, form: error.message },
            400,
          );
        }
        throw error;
      }
    });

    page(
      "GET",
      `${P.orders}/:token`,
      { params: OrderTokenParams },
      async (request, reply, site) => {
        const { token } = request.params as { token: string };
        const query = request.query as Record<string, string | undefined>;
        const locale = await checkout.localeOf(site);
        const t = shopTexts(locale.locale);
        if (query.paid) await checkout.returnFromProvider(site, token);
        let order: PublicOrderDto;
        try {
          order = await checkout.publicOrder(site, token);
        } catch (error) {
          if (error instanceof AppError && error.status === 404) {
            return sendPage(
              request,
              reply,
              site,
              404,
              t("orderNotFoundTitle"),
              renderCartHtml({
                currency: locale.currency,
                locale: locale.locale,
                lines: [],
                subtotalMinor: 0,
                totalMinor: 0,
                actions: { lines: P.cartLines, checkout: P.checkout, shop: P.collection },
                notice: { tone: "error", text: t("errorOrderNotFound") },
              }),
            );
          }
          throw error;
        }
        const notice: CommerceNotice | undefined =
          query.cancelled && order.paymentStatus === "unpaid"
            ? { tone: "error", text: t("paymentNotCompleted") }
            : query.paid && order.paymentStatus === "unpaid"
              ? { tone: "info", text: t("confirmingPayment") }
              : undefined;
        return sendPage(
          request,
          reply,
          site,
          200,
          t("orderTitle", { number: String(order.number) }),
          renderOrderStatusHtml(orderView(order, locale.locale, notice)),
        );
      },
    );

    // A refusal made before a handler runs (rate limit, body too large) is a page here too.
    scope.setErrorHandler(async (error: Error & { statusCode?: number }, request, reply) => {
      const status = error instanceof AppError ? error.status : (error.statusCode ?? 500);
      if (wantsJson(request) || status < 400 || status >= 500) throw error;
      const site = await siteOf(request);
      if (!site) throw error;
      const t = shopTexts((await checkout.localeOf(site)).locale);
      const text =
        status === 429
          ? t("errorTooManyAttempts")
          : error instanceof AppError
            ? shopperError(error, t)
            : t("errorUnreadable");
      return cartPage(request, reply, site, null, status, { tone: "error", text });
    });
  });
}
