import { randomBytes } from "node:crypto";
import {
  CHECKOUT_MESSAGES,
  COMMERCE_LIMITS,
  COMMERCE_MESSAGES,
  formatMoney,
  minimumSpendMessage,
  onlyLeftMessage,
  type CartDto,
  type CartShippingResult,
  type CartItemBody,
  type CheckoutBody,
  type PaymentMethod,
  type PublicOrderDto,
} from "@shopwright/sdk";
import { lineLabel, productHandle, STOREFRONT_PATHS } from "@shopwright/site/server";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import type { OrderRow } from "../../db/schema.js";
import { AppError, badRequest, conflict, notFound } from "../../http/app-error.js";
import type { ProductsService } from "../products/products.service.js";
import {
  itemKey,
  sellableItem,
  type ItemRef,
  type SellableItem,
} from "../products/products.stock.js";
import type { StorefrontStore } from "../stores/stores.repository.js";
import type { StoresService } from "../stores/stores.service.js";
import { toPublicOrderDto } from "./commerce.mapper.js";
import type { CommerceRepository } from "./commerce.repository.js";
import type { OrderNotices } from "./order-notices.js";
import type { PaymentSettings } from "./payments/payment-settings.js";
import {
  PaymentProviderError,
  WebhookSignatureError,
  type PaymentEvent,
  type PaymentProvider,
} from "./payments/provider.js";
import type { OrderTransitions } from "./order-transitions.js";
import {
  CODE_REFUSAL_MESSAGES,
  type CheckoutRules,
  type CodeRefusal,
  type ShippingChoice,
} from "./checkout-rules.js";
import {
  priceOrder,
  weightOf,
  type PricingDiscount,
  type PricingLine,
  type Totals,
} from "./pricing.js";

/** A published site a visitor is on: the store it sells for, found from the request's host. */
export interface SellingSite {
  storeId: string;
  slug: string;
  /** The live deploy, whose shell frames the site's cart pages (absent for JSON callers). */
  liveDeployId?: string | null;
}

/** A random, unguessable key: carts and order status pages are opened by one. */
export const newToken = () => randomBytes(24).toString("base64url");

const cartNotFound = () => notFound("cart_not_found", COMMERCE_MESSAGES.cartNotFound);
const orderNotFound = () => notFound("order_not_found", COMMERCE_MESSAGES.orderNotFound);
const paymentFailed = () =>
  new AppError(502, "payment_failed", COMMERCE_MESSAGES.paymentUnavailable);

/** Thrown when stock ran short: every short line with what is left. */
export class OutOfStockError extends AppError {
  constructor(
    readonly short: { productId: string; variantId: string; name: string; available: number }[],
  ) {
    const first = short[0]!;
    super(409, "out_of_stock", onlyLeftMessage(first.name, first.available));
  }
}

/** A code that does not apply: 422 with the reason in the shopper's words. */
export class CodeRefusedError extends AppError {
  constructor(
    readonly refusal: CodeRefusal,
    /** The minimum spend as the store formats it (below_minimum). */
    readonly minimum: string,
  ) {
    super(
      422,
      "discount_not_applicable",
      refusal.reason === "below_minimum"
        ? minimumSpendMessage(minimum)
        : CODE_REFUSAL_MESSAGES[refusal.reason],
    );
  }
}

/** The refusal of a code, its minimum spend formatted in the store's currency and locale. */
export const codeRefusalError = (
  refusal: CodeRefusal,
  currency: string,
  locale: string,
): CodeRefusedError =>
  new CodeRefusedError(
    refusal,
    refusal.reason === "below_minimum" ? formatMoney(refusal.minimumMinor, currency, locale) : "",
  );

const shippingUnavailable = (message: string) => new AppError(422, "shipping_unavailable", message);

/** The discount the totals took, as the shopper sees it. */
function appliedDiscount(totals: Totals): CartDto["discount"] {
  const discount = totals.discount;
  if (!discount) return null;
  return {
    code: discount.code,
    title: discount.title,
    kind: discount.kind,
    amountMinor: totals.discountMinor,
  };
}

/** The pricing lines of sellable items (the order of `lines`, items known to be sold). */
function pricingLinesOf(
  lines: readonly (ItemRef & { quantity: number })[],
  items: Map<string, SellableItem>,
): PricingLine[] {
  return lines.map((line) => {
    const item = items.get(itemKey(line))!;
    return {
      key: item.key,
      productId: item.productId,
      collectionIds: [],
      unitPriceMinor: item.priceMinor,
      quantity: line.quantity,
      weightGrams: item.weightGrams,
    };
  });
}

/** What a cart line and an order line name of the item they sell. */
const soldItemOf = (item: SellableItem) => ({
  productId: item.productId,
  variantId: item.variantId || null,
  variantTitle: item.variantTitle,
  sku: item.sku,
  name: item.name,
  image: item.image,
});

/** A line for a shopper's short stock: the item's name with its variant. */
const shortLine = (item: SellableItem, available: number) => ({
  productId: item.productId,
  variantId: item.variantId,
  name: lineLabel(item),
  available,
});

/** No tax and no shipping: what a cart shows before an address is known. */
const NO_TAX = { ratePpm: 0, name: "Tax", pricesIncludeTax: false, taxShipping: false };

/** A visitor's cart, checkout and order status on a published site, and the providers' answers. */
export function createCheckoutService(deps: {
  repository: CommerceRepository;
  rules: CheckoutRules;
  stock: ProductsService["stock"];
  stores: Pick<StoresService, "forStorefront">;
  payments: PaymentSettings;
  transitions: OrderTransitions;
  notices: OrderNotices;
  log: FastifyBaseLogger;
}) {
  const { repository, rules, stock, payments, transitions, notices } = deps;

  /**
   * The discount the lines get: the cart's code when it applies (a code replaces automatic
   * discounts), else the automatic discount that saves most. A code that does not apply is
   * answered as its refusal, for the cart to say why.
   */
  async function discountOf(
    storeId: string,
    code: string | null,
    lines: readonly PricingLine[],
    options: { email?: string; tx?: Db } = {},
  ): Promise<{
    chosen: { discount: PricingDiscount; id: string } | null;
    refusal: CodeRefusal | null;
  }> {
    if (lines.length === 0) return { chosen: null, refusal: null };
    if (code) {
      const found = await rules.codeDiscount(storeId, code, lines, options);
      if ("discount" in found) return { chosen: found, refusal: null };
      const fallback = await bestAutomatic(storeId, lines, options);
      return { chosen: fallback, refusal: found };
    }
    return { chosen: await bestAutomatic(storeId, lines, options), refusal: null };
  }

  async function bestAutomatic(
    storeId: string,
    lines: readonly PricingLine[],
    options: { email?: string; tx?: Db },
  ) {
    const fitting = await rules.automaticDiscounts(storeId, lines, options);
    let best: { discount: PricingDiscount; id: string } | null = null;
    let bestSaving = -1;
    for (const candidate of fitting) {
      const saving = priceOrder({
        lines,
        discount: candidate.discount,
        shipping: null,
        tax: NO_TAX,
      }).discountMinor;
      if (saving > bestSaving) {
        best = candidate;
        bestSaving = saving;
      }
    }
    return best;
  }

  /** The options for a destination, or 422 when the store ships but not there. */
  async function choicesFor(
    storeId: string,
    country: string,
    lines: readonly PricingLine[],
    tx?: Db,
  ): Promise<ShippingChoice[] | null> {
    const choices = await rules.shippingChoices(storeId, country, weightOf(lines), tx);
    if (!choices) return null;
    if (choices.length === 0) throw shippingUnavailable(CHECKOUT_MESSAGES.noShippingToCountry);
    return choices;
  }

  async function storeOf(site: SellingSite): Promise<StorefrontStore> {
    const store = await deps.stores.forStorefront(site.storeId);
    if (!store) throw notFound("site_not_found", "There is no site at this address");
    return store;
  }

  async function cartOf(site: SellingSite, token: string) {
    const cart = await repository.findCart(site.storeId, token);
    if (!cart) throw cartNotFound();
    return cart;
  }

  /** The cart priced from the catalogue now; lines of products no longer sold are dropped. */
  async function priced(
    site: SellingSite,
    cart: { id: string; discountCode: string | null },
    token: string,
  ): Promise<CartDto> {
    const [store, lines, { methods }] = await Promise.all([
      storeOf(site),
      repository.cartLines(cart.id),
      payments.methodsOf(site.storeId),
    ]);
    const items = await sellableItems(site.storeId, lines);
    const gone = lines.filter((line) => !items.has(itemKey(line)));
    if (gone.length > 0) await repository.removeLines(cart.id, gone);
    const kept = lines.filter((line) => items.has(itemKey(line)));
    const pricing = pricingLinesOf(kept, items);
    const { chosen, refusal } = await discountOf(site.storeId, cart.discountCode, pricing);
    const totals = priceOrder({
      lines: pricing,
      discount: chosen?.discount ?? null,
      shipping: null,
      tax: NO_TAX,
    });
    const priced = kept.map((line) => {
      const item = items.get(itemKey(line))!;
      return {
        ...soldItemOf(item),
        path: `${STOREFRONT_PATHS.products}/${productHandle(item.product)}`,
        quantity: line.quantity,
        unitPriceMinor: item.priceMinor,
        totalMinor: item.priceMinor * line.quantity,
        available: item.stock,
      };
    });
    return {
      id: token,
      currency: store.currency,
      lines: priced,
      itemCount: priced.reduce((sum, line) => sum + line.quantity, 0),
      subtotalMinor: totals.subtotalMinor,
      discount: appliedDiscount(totals),
      discountMinor: totals.discountMinor,
      discountCode: cart.discountCode,
      discountNote:
        refusal && kept.length > 0
          ? codeRefusalError(refusal, store.currency, store.locale).message
          : null,
      discountRefusal: refusal && kept.length > 0 ? refusal : null,
      totalMinor: totals.totalMinor,
      paymentMethods: methods,
    };
  }

  /** The items of these lines that are sold now, by item key. */
  async function sellableItems(storeId: string, lines: readonly ItemRef[], db?: Db) {
    const rows = await stock.sellable(
      storeId,
      lines.map((line) => line.productId),
      db,
    );
    const products = new Map(rows.map((row) => [row.id, row]));
    const items = new Map<string, SellableItem>();
    for (const line of lines) {
      const product = products.get(line.productId);
      const item = product && sellableItem(product, line.variantId);
      if (item) items.set(item.key, item);
    }
    return items;
  }

  /** The one item a shopper adds or changes, or 409/400 with why it cannot be. */
  async function itemToSell(storeId: string, ref: ItemRef): Promise<SellableItem> {
    const [product] = await stock.sellable(storeId, [ref.productId]);
    if (!product) throw conflict("product_unavailable", COMMERCE_MESSAGES.productUnavailable);
    if (product.variants.length > 0 && ref.variantId === "") {
      throw badRequest(COMMERCE_MESSAGES.variantRequired);
    }
    const item = sellableItem(product, ref.variantId);
    if (!item) throw conflict("product_unavailable", COMMERCE_MESSAGES.productUnavailable);
    return item;
  }

  /** Marks the order paid from a provider's event, once: a replayed event changes nothing. */
  async function applyPaymentEvent(storeId: string, method: PaymentMethod, event: PaymentEvent) {
    if (event.kind === "ignored") return;
    const result = await transitions.fromProvider(storeId, method, event);
    if (result) await transitions.announce(result);
  }

  return {
    /** The currency and locale the site sells in. */
    async localeOf(site: SellingSite): Promise<{ currency: string; locale: string }> {
      const store = await storeOf(site);
      return { currency: store.currency, locale: store.locale };
    },

    /** The hosted providers the store has on with test (sandbox) credentials. */
    async testModeOf(site: SellingSite): Promise<PaymentMethod[]> {
      const { methods } = await payments.methodsOf(site.storeId);
      const inTest: PaymentMethod[] = [];
      for (const method of methods) {
        if (method === "manual") continue;
        if ((await payments.providerOf(site.storeId, method))?.testMode) inTest.push(method);
      }
      return inTest;
    },

    /** Whether the store charges for delivery (it has shipping zones or pickup). */
    async shipsOf(site: SellingSite): Promise<boolean> {
      return rules.hasShipping(site.storeId);
    },

    /** The kind of the manual method (bank transfer …), as checkout names it. */
    async manualKindOf(site: SellingSite) {
      return (await payments.methodsOf(site.storeId)).manual.kind;
    },

    /** A new cart of a site the caller has found live: its token, nothing priced. */
    async openCart(site: SellingSite): Promise<string> {
      const token = newToken();
      await repository.createCart(site.storeId, token);
      return token;
    },

    /** A new, empty cart of the site; its token is its only key. */
    async createCart(site: SellingSite): Promise<CartDto> {
      await storeOf(site);
      const token = newToken();
      const cart = await repository.createCart(site.storeId, token);
      return priced(site, { id: cart.id, discountCode: null }, token);
    },

    async cart(site: SellingSite, token: string): Promise<CartDto> {
      const cart = await cartOf(site, token);
      return priced(site, cart, token);
    },

    /** Whether a cart token names a cart of this site (nothing priced). */
    async hasCart(site: SellingSite, token: string | undefined): Promise<boolean> {
      return token ? (await repository.findCart(site.storeId, token)) !== null : false;
    },

    /** The visitor's cart by its cookie, or null when it has none (or an unknown one). */
    async cartIfAny(site: SellingSite, token: string | undefined): Promise<CartDto | null> {
      if (!token) return null;
      const cart = await repository.findCart(site.storeId, token);
      return cart ? priced(site, cart, token) : null;
    },

    /**
     * Adds units of a published product. Refused, changing nothing, when it is not sold or
     * when the cart would hold more than is in stock.
     */
    async addItem(
      site: SellingSite,
      token: string,
      body: z.output<typeof CartItemBody>,
    ): Promise<CartDto> {
      const cart = await cartOf(site, token);
      const item = await itemToSell(site.storeId, {
        productId: body.productId,
        variantId: body.variantId ?? "",
      });
      if (item.stock <= 0) throw conflict("out_of_stock", COMMERCE_MESSAGES.soldOut);
      const lines = await repository.cartLines(cart.id);
      const inCart = lines.find((l) => itemKey(l) === item.key)?.quantity ?? 0;
      if (!inCart && lines.length >= COMMERCE_LIMITS.linesMax) {
        throw badRequest(COMMERCE_MESSAGES.tooManyLines);
      }
      if (inCart + body.quantity > item.stock) {
        throw new OutOfStockError([shortLine(item, item.stock)]);
      }
      if (inCart + body.quantity > COMMERCE_LIMITS.quantityMax) {
        throw badRequest(COMMERCE_MESSAGES.quantityInvalid);
      }
      await repository.addToLine(cart.id, item, body.quantity, COMMERCE_LIMITS.quantityMax);
      return priced(site, cart, token);
    },

    /** Sets a line's quantity (0 removes it); more than is in stock is refused. */
    async setLine(
      site: SellingSite,
      token: string,
      ref: ItemRef,
      quantity: number,
    ): Promise<CartDto> {
      const cart = await cartOf(site, token);
      if (quantity > 0) {
        const item = await itemToSell(site.storeId, ref);
        if (quantity > item.stock) throw new OutOfStockError([shortLine(item, item.stock)]);
      }
      await repository.setLine(cart.id, ref, quantity);
      return priced(site, cart, token);
    },

    /** Applies a code to the cart: refused with the reason when it does not apply now. */
    async applyDiscount(site: SellingSite, token: string, code: string): Promise<CartDto> {
      const cart = await cartOf(site, token);
      const store = await storeOf(site);
      const lines = await repository.cartLines(cart.id);
      const items = await sellableItems(site.storeId, lines);
      const pricing = pricingLinesOf(
        lines.filter((l) => items.has(itemKey(l))),
        items,
      );
      const found = await rules.codeDiscount(site.storeId, code, pricing);
      if (!("discount" in found)) throw codeRefusalError(found, store.currency, store.locale);
      const normalised = code.trim().toUpperCase();
      await repository.setDiscountCode(cart.id, normalised);
      return priced(site, { id: cart.id, discountCode: normalised }, token);
    },

    async removeDiscount(site: SellingSite, token: string): Promise<CartDto> {
      const cart = await cartOf(site, token);
      await repository.setDiscountCode(cart.id, null);
      return priced(site, { id: cart.id, discountCode: null }, token);
    },

    /**
     * The shipping options for a destination, each with the order's totals if chosen. A store
     * that ships nowhere answers none (checkout charges no shipping); one that ships but not
     * to this country answers 422.
     */
    async shippingOptions(
      site: SellingSite,
      token: string,
      destination: { country: string; region: string },
    ): Promise<CartShippingResult> {
      const cart = await cartOf(site, token);
      const store = await storeOf(site);
      const lines = await repository.cartLines(cart.id);
      const items = await sellableItems(site.storeId, lines);
      const pricing = pricingLinesOf(
        lines.filter((l) => items.has(itemKey(l))),
        items,
      );
      const [{ chosen }, tax] = await Promise.all([
        discountOf(site.storeId, cart.discountCode, pricing),
        rules.taxOf(site.storeId, destination.country, destination.region),
      ]);
      const choices = (await choicesFor(site.storeId, destination.country, pricing)) ?? [];
      return {
        currency: store.currency,
        taxIncluded: tax.pricesIncludeTax,
        taxName: tax.ratePpm > 0 ? tax.name : null,
        options: choices.map(({ rate, instructions }) => {
          const totals = priceOrder({
            lines: pricing,
            discount: chosen?.discount ?? null,
            shipping: rate,
            tax,
          });
          return {
            id: rate.id,
            name: rate.name,
            kind: rate.kind,
            priceMinor: totals.shippingMinor,
            instructions,
            discountMinor: totals.discountMinor,
            taxMinor: totals.taxMinor,
            totalMinor: totals.totalMinor,
          };
        }),
      };
    },

    /**
     * Places the order: prices and totals from the catalogue now, stock taken in the same
     * transaction as the order is written (all or nothing), the cart emptied with it. A hosted
     * provider's payment is then started; the answer says where to pay.
     */
    async checkout(
      site: SellingSite,
      token: string,
      body: z.output<typeof CheckoutBody>,
    ): Promise<{ order: PublicOrderDto; paymentUrl: string | null }> {
      const cart = await cartOf(site, token);
      const store = await storeOf(site);
      const { methods, manual } = await payments.methodsOf(site.storeId);
      if (!methods.includes(body.paymentMethod)) {
        throw badRequest(COMMERCE_MESSAGES.paymentMethodUnavailable, "payment_method_unavailable");
      }
      let provider: PaymentProvider | null = null;
      if (body.paymentMethod !== "manual") {
        provider = await payments.providerOf(site.storeId, body.paymentMethod);
        if (!provider) {
          throw badRequest(
            COMMERCE_MESSAGES.paymentMethodUnavailable,
            "payment_method_unavailable",
          );
        }
      }

      let soldOut = false;
      const placed = await repository.transaction(async (tx) => {
        const lines = await repository.cartLines(cart.id, tx);
        if (lines.length === 0) throw conflict("cart_empty", COMMERCE_MESSAGES.cartEmpty);
        // Prices are minor units of the store's currency: read it with them, under its lock.
        const currency = (await stock.currencyOf(tx, site.storeId)) ?? store.currency;
        const items = await sellableItems(site.storeId, lines, tx);
        if (lines.some((line) => !items.has(itemKey(line)))) {
          throw conflict("product_unavailable", COMMERCE_MESSAGES.someUnavailable);
        }
        const pricing = pricingLinesOf(lines, items);
        const { chosen, refusal } = await discountOf(site.storeId, cart.discountCode, pricing, {
          email: body.email,
          tx,
        });
        // A code that stopped applying (expired, used up, the cart changed) is never dropped
        // silently: the shopper is told, and takes it off or changes the cart.
        if (refusal) throw codeRefusalError(refusal, currency, store.locale);
        const choices = await choicesFor(site.storeId, body.country, pricing, tx);
        let shipping: ShippingChoice | null = null;
        if (choices) {
          if (!body.shippingRateId) throw shippingUnavailable(CHECKOUT_MESSAGES.shippingRequired);
          shipping = choices.find((c) => c.rate.id === body.shippingRateId) ?? null;
          if (!shipping) throw shippingUnavailable(CHECKOUT_MESSAGES.shippingUnavailable);
        }
        const tax = await rules.taxOf(site.storeId, body.country, body.region, tx);
        const totals = priceOrder({
          lines: pricing,
          discount: chosen?.discount ?? null,
          shipping: shipping?.rate ?? null,
          tax,
        });
        const orderLines = lines.map((line, position) => {
          const item = items.get(itemKey(line))!;
          const charged = totals.lines[position]!;
          return {
            position,
            ...soldItemOf(item),
            unitPriceMinor: charged.unitPriceMinor,
            quantity: charged.quantity,
            totalMinor: charged.totalMinor,
            discountMinor: charged.discountMinor,
            taxMinor: charged.taxMinor,
          };
        });
        const applied = totals.discount;
        const order = await repository.insertOrder(
          tx,
          {
            storeId: site.storeId,
            token: newToken(),
            currency,
            subtotalMinor: totals.subtotalMinor,
            discountMinor: totals.discountMinor,
            discountCode: applied?.code ?? null,
            discountTitle: applied ? applied.title : null,
            shippingMinor: totals.shippingMinor,
            shippingName: shipping?.rate.name ?? null,
            taxMinor: totals.taxMinor,
            taxIncluded: totals.taxIncluded,
            taxName: totals.taxMinor > 0 ? tax.name : null,
            totalMinor: totals.totalMinor,
            email: body.email,
            customerName: body.name,
            address: {
              line1: body.line1,
              line2: body.line2,
              city: body.city,
              postalCode: body.postalCode,
              region: body.region,
              country: body.country,
            },
            paymentMethod: body.paymentMethod,
            manualKind: body.paymentMethod === "manual" ? manual.kind : null,
            paymentInstructions:
              body.paymentMethod === "manual" ? manual.instructions || null : null,
            testMode: provider?.testMode ?? false,
            lines: orderLines,
          },
          `Order placed by ${body.name} (${body.email})`,
        );
        if (chosen && applied && !(await rules.redeem(tx, chosen.id, order.id, body.email))) {
          throw codeRefusalError({ reason: "used_up" }, currency, store.locale);
        }
        await repository.emptyCart(cart.id, tx);
        // Last, so the product rows (the hot locks) are held for the commit alone.
        const taken = await stock.take(tx, site.storeId, lines);
        if (taken.short.size > 0) {
          throw new OutOfStockError(
            [...taken.short].map(([key, available]) => shortLine(items.get(key)!, available)),
          );
        }
        soldOut = [...taken.left.values()].some((left) => left === 0);
        return order;
      });
      stock.settled(site.storeId, soldOut);

      let order: OrderRow = placed;
      let paymentUrl: string | null = null;
      if (provider) {
        const statusUrl = `${(await notices.statusUrlOf(order, store)) ?? ""}`;
        try {
          const lines = await repository.linesOf(order.id);
          const started = await provider.startPayment(
            {
              id: order.id,
              number: order.number,
              token: order.token,
              currency: order.currency,
              totalMinor: order.totalMinor,
              email: order.email,
              lines: lines.map((l) => ({
                name: l.name,
                unitPriceMinor: l.unitPriceMinor,
                quantity: l.quantity,
              })),
            },
            {
              successUrl: `${statusUrl}?paid=${provider.method}`,
              cancelUrl: `${statusUrl}?cancelled=${provider.method}`,
            },
          );
          order = await transitions.startedPayment(order, started.reference);
          paymentUrl = started.redirectUrl;
        } catch (error) {
          deps.log.error({ err: error, orderId: order.id }, "starting a payment failed");
          await transitions.abandon(order, "The payment could not be started");
          if (error instanceof PaymentProviderError) throw paymentFailed();
          throw error;
        }
      }
      const lines = await repository.linesOf(order.id);
      if (order.paymentMethod === "manual") {
        await notices.confirmation(store, order, lines);
        await notices.newOrder(store, order, lines);
      }
      await notices.event("order.created", order);
      return { order: toPublicOrderDto(order, lines), paymentUrl };
    },

    /** The order its token names, as its customer sees it. */
    async publicOrder(site: SellingSite, token: string): Promise<PublicOrderDto> {
      const order = await repository.findOrderByToken(site.storeId, token);
      if (!order) throw orderNotFound();
      return toPublicOrderDto(order, await repository.linesOf(order.id));
    },

    /**
     * The buyer is back from the provider's page: PayPal's approved order is captured here,
     * Stripe's session read; the order is paid when the money is taken (else the webhook
     * will say). Failures leave the order as it was: the status page says it is pending.
     */
    async returnFromProvider(site: SellingSite, token: string): Promise<void> {
      const order = await repository.findOrderByToken(site.storeId, token);
      if (!order || order.paidAt || !order.paymentReference || order.paymentMethod === "manual") {
        return;
      }
      try {
        const provider = await payments.providerOf(site.storeId, order.paymentMethod);
        const paid = provider ? await provider.confirmReturn(order.paymentReference) : null;
        if (paid) await applyPaymentEvent(site.storeId, order.paymentMethod, paid);
      } catch (error) {
        deps.log.warn({ err: error, orderId: order.id }, "confirming a payment on return failed");
      }
    },

    /** A provider's webhook: verified with the store's credentials, applied once. */
    async webhook(
      method: Exclude<PaymentMethod, "manual">,
      storeId: string,
      rawBody: string,
      headers: Record<string, string | undefined>,
    ): Promise<void> {
      const provider = await payments.providerOf(storeId, method);
      if (!provider) throw notFound("store_not_found", "Store not found");
      let event: PaymentEvent;
      try {
        event = await provider.parseWebhook(rawBody, headers);
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          throw badRequest(COMMERCE_MESSAGES.webhookSignatureInvalid, "webhook_signature_invalid");
        }
        throw error;
      }
      await applyPaymentEvent(storeId, method, event);
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
