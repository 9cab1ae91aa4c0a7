import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import { CHECKOUT_MESSAGES, PICKUP_OPTION_ID, REST_OF_WORLD } from "@shopwright/sdk";
import type { Db } from "../../db/client.js";
import {
  checkoutSettings,
  discountRedemptions,
  discounts,
  shippingRates,
  shippingZones,
  taxRates,
  type DiscountRow,
} from "../../db/schema.js";
import type { CollectionsRepository } from "../collections/collections.repository.js";
import {
  discountRefusal,
  rateFits,
  type PricingDiscount,
  type PricingLine,
  type PricingShippingRate,
  type PricingTax,
} from "./pricing.js";

/** A shipping option of a destination: the pricing rule and what the shopper reads. */
export interface ShippingChoice {
  rate: PricingShippingRate;
  instructions: string;
}

/** What a code cannot do, worded for the shopper (the minimum's amount is formatted later). */
export type CodeRefusal =
  | { reason: "unknown" | "not_started" | "expired" | "used_up" | "used_by_you" | "not_eligible" }
  | { reason: "below_minimum"; minimumMinor: number };

export const CODE_REFUSAL_MESSAGES: Record<
  Exclude<CodeRefusal["reason"], "below_minimum">,
  string
> = {
  unknown: CHECKOUT_MESSAGES.codeUnknown,
  not_started: CHECKOUT_MESSAGES.codeNotStarted,
  expired: CHECKOUT_MESSAGES.codeExpired,
  used_up: CHECKOUT_MESSAGES.codeUsedUp,
  used_by_you: CHECKOUT_MESSAGES.codeUsedByYou,
  not_eligible: CHECKOUT_MESSAGES.codeNotEligible,
};

/**
 * A discount row as pricing takes it. One limited to collections applies to the lines whose
 * product is in one of them (`members`: those products among the lines, read by the caller).
 */
function pricingDiscountOf(row: DiscountRow, members: readonly string[] = []): PricingDiscount {
  return {
    code: row.code,
    title: row.title || row.code || "Discount",
    kind: row.kind,
    value: row.value,
    appliesTo:
      row.appliesTo === "products"
        ? { kind: "products", ids: row.productIds }
        : row.appliesTo === "collections"
          ? { kind: "products", ids: members }
          : { kind: "all" },
    minimumSubtotalMinor: row.minimumSubtotalMinor,
  };
}

/** Whether a discount row may be used now, apart from the cart and the customer. */
function timeRefusal(row: DiscountRow, now: Date): CodeRefusal | null {
  if (!row.enabled) return { reason: "unknown" };
  if (row.startsAt && row.startsAt > now) return { reason: "not_started" };
  if (row.endsAt && row.endsAt <= now) return { reason: "expired" };
  if (row.usageLimit !== null && row.usedCount >= row.usageLimit) return { reason: "used_up" };
  return null;
}

function cartRefusal(
  row: DiscountRow,
  lines: readonly PricingLine[],
  members: readonly string[],
): CodeRefusal | null {
  const refusal = discountRefusal(lines, pricingDiscountOf(row, members));
  if (refusal === "not_eligible") return { reason: "not_eligible" };
  if (refusal === "below_minimum")
    return { reason: "below_minimum", minimumMinor: row.minimumSubtotalMinor };
  return null;
}

/** Whether `email` (when known) has used a discount as often as it allows per customer. */
async function usedUpBy(tx: Db, row: DiscountRow, email: string | undefined): Promise<boolean> {
  if (!email || row.perCustomerLimit === null) return false;
  const [used] = await tx
    .select({ n: count() })
    .from(discountRedemptions)
    .where(
      and(
        eq(discountRedemptions.discountId, row.id),
        eq(discountRedemptions.email, email.toLowerCase()),
      ),
    );
  return (used?.n ?? 0) >= row.perCustomerLimit;
}

/**
 * The rules checkout prices an order with, read from the store's shipping, tax and discount
 * settings (written by the owner's settings screens). Every read names its store.
 */
export function createCheckoutRules(
  db: Db,
  collections?: Pick<CollectionsRepository, "productsInAny">,
) {
  /** The lines' products that a discount limited to collections covers (none for others). */
  async function membersOf(
    tx: Db,
    row: DiscountRow,
    lines: readonly PricingLine[],
  ): Promise<string[]> {
    if (row.appliesTo !== "collections" || !collections) return [];
    const productIds = [...new Set(lines.map((line) => line.productId))];
    return collections.productsInAny(row.storeId, row.collectionIds, productIds, tx);
  }

  async function settingsOf(storeId: string, tx: Db = db) {
    const [row] = await tx
      .select()
      .from(checkoutSettings)
      .where(eq(checkoutSettings.storeId, storeId))
      .limit(1);
    return (
      row ?? {
        pricesIncludeTax: false,
        taxShipping: false,
        pickupEnabled: false,
        pickupName: "Local pickup",
        pickupInstructions: "",
      }
    );
  }

  return {
    /** The destination's tax: its region's rate when the store has one, else its country's. */
    async taxOf(
      storeId: string,
      country: string,
      region: string,
      tx: Db = db,
    ): Promise<PricingTax> {
      const settings = await settingsOf(storeId, tx);
      const rows = await tx
        .select()
        .from(taxRates)
        .where(and(eq(taxRates.storeId, storeId), eq(taxRates.country, country.toUpperCase())));
      const wanted = region.trim().toLowerCase();
      const rate =
        (wanted ? rows.find((r) => r.region.toLowerCase() === wanted) : undefined) ??
        rows.find((r) => r.region === "");
      return {
        ratePpm: rate?.ratePpm ?? 0,
        name: rate?.name ?? "Tax",
        pricesIncludeTax: settings.pricesIncludeTax,
        taxShipping: settings.taxShipping,
      };
    },

    /** Whether the store ships at all (a store with no zones and no pickup charges nothing). */
    async hasShipping(storeId: string, tx: Db = db): Promise<boolean> {
      const settings = await settingsOf(storeId, tx);
      if (settings.pickupEnabled) return true;
      const [row] = await tx
        .select({ n: count() })
        .from(shippingZones)
        .where(eq(shippingZones.storeId, storeId));
      return (row?.n ?? 0) > 0;
    },

    /**
     * The options for a destination and an order of `weightGrams`: the rates of the zone that
     * names the country (else the "everywhere else" zone) that fit the weight, then pickup.
     * Null when the store ships nowhere (no zones, no pickup): it charges no shipping.
     */
    async shippingChoices(
      storeId: string,
      country: string,
      weightGrams: number,
      tx: Db = db,
    ): Promise<ShippingChoice[] | null> {
      const settings = await settingsOf(storeId, tx);
      const zones = await tx
        .select()
        .from(shippingZones)
        .where(eq(shippingZones.storeId, storeId))
        .orderBy(asc(shippingZones.position));
      if (zones.length === 0 && !settings.pickupEnabled) return null;
      const code = country.toUpperCase();
      const zone =
        zones.find((z) => z.countries.includes(code)) ??
        zones.find((z) => z.countries.includes(REST_OF_WORLD));
      const choices: ShippingChoice[] = [];
      if (zone) {
        const rates = await tx
          .select()
          .from(shippingRates)
          .where(eq(shippingRates.zoneId, zone.id))
          .orderBy(asc(shippingRates.position));
        for (const row of rates) {
          const rate: PricingShippingRate = {
            id: row.id,
            name: row.name,
            kind: "shipping",
            priceMinor: row.priceMinor,
            freeOverMinor: row.freeOverMinor,
            minWeightGrams: row.minWeightGrams,
            maxWeightGrams: row.maxWeightGrams,
          };
          if (rateFits(rate, weightGrams)) choices.push({ rate, instructions: "" });
        }
      }
      if (settings.pickupEnabled) {
        choices.push({
          rate: {
            id: PICKUP_OPTION_ID,
            name: settings.pickupName,
            kind: "pickup",
            priceMinor: 0,
            freeOverMinor: null,
            minWeightGrams: null,
            maxWeightGrams: null,
          },
          instructions: settings.pickupInstructions,
        });
      }
      return choices;
    },

    /**
     * The discount a code names for these lines, or why it does not apply. `email`, when
     * known (at checkout), is held to the per-customer limit.
     */
    async codeDiscount(
      storeId: string,
      code: string,
      lines: readonly PricingLine[],
      options: { email?: string; now?: Date; tx?: Db } = {},
    ): Promise<{ discount: PricingDiscount; id: string } | CodeRefusal> {
      const tx = options.tx ?? db;
      const [row] = await tx
        .select()
        .from(discounts)
        .where(and(eq(discounts.storeId, storeId), eq(discounts.code, code.trim().toUpperCase())))
        .limit(1);
      if (!row) return { reason: "unknown" };
      const members = await membersOf(tx, row, lines);
      const refusal =
        timeRefusal(row, options.now ?? new Date()) ?? cartRefusal(row, lines, members);
      if (refusal) return refusal;
      if (await usedUpBy(tx, row, options.email)) return { reason: "used_by_you" };
      return { discount: pricingDiscountOf(row, members), id: row.id };
    },

    /** The automatic discounts (no code) that fit these lines now, newest first. */
    async automaticDiscounts(
      storeId: string,
      lines: readonly PricingLine[],
      options: { email?: string; now?: Date; tx?: Db } = {},
    ): Promise<{ discount: PricingDiscount; id: string }[]> {
      const tx = options.tx ?? db;
      const rows = await tx
        .select()
        .from(discounts)
        .where(and(eq(discounts.storeId, storeId), isNull(discounts.code)))
        .orderBy(sql`${discounts.createdAt} desc`);
      const now = options.now ?? new Date();
      const fitting: { discount: PricingDiscount; id: string }[] = [];
      for (const row of rows) {
        if (timeRefusal(row, now)) continue;
        const members = await membersOf(tx, row, lines);
        if (cartRefusal(row, lines, members)) continue;
        if (await usedUpBy(tx, row, options.email)) continue;
        fitting.push({ discount: pricingDiscountOf(row, members), id: row.id });
      }
      return fitting;
    },

    /**
     * Records a use of a discount in the order's transaction: the row is locked, its total
     * limit checked again (another checkout may have used the last one) and its count moved
     * on. Answers false, changing nothing, when the limit was reached meanwhile.
     */
    async redeem(tx: Db, discountId: string, orderId: string, email: string): Promise<boolean> {
      const [row] = await tx
        .select({ usedCount: discounts.usedCount, usageLimit: discounts.usageLimit })
        .from(discounts)
        .where(eq(discounts.id, discountId))
        .for("update");
      if (!row) return false;
      if (row.usageLimit !== null && row.usedCount >= row.usageLimit) return false;
      await tx
        .update(discounts)
        .set({ usedCount: sql`${discounts.usedCount} + 1` })
        .where(eq(discounts.id, discountId));
      await tx
        .insert(discountRedemptions)
        .values({ discountId, orderId, email: email.toLowerCase() });
      return true;
    },
  };
}

export type CheckoutRules = ReturnType<typeof createCheckoutRules>;
