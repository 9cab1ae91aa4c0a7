import { z } from "zod";
import { DISCOUNT_KINDS } from "./checkout-settings.js";

/** The answers of the shipping, tax and discount routes: zod schemas of their `data`. */

const date = z.string().describe("ISO 8601 date-time");
const minor = (what: string) => z.number().int().describe(`${what}, in minor units`);

export const ShippingRateDto = z.object({
  id: z.string(),
  name: z.string(),
  priceMinor: minor("The rate's price"),
  freeOverMinor: z.number().int().nullable(),
  minWeightGrams: z.number().int().nullable(),
  maxWeightGrams: z.number().int().nullable(),
});
export type ShippingRateDto = z.infer<typeof ShippingRateDto>;

export const ShippingZoneDto = z.object({
  id: z.string(),
  name: z.string(),
  countries: z.array(z.string()),
  rates: z.array(ShippingRateDto),
});
export type ShippingZoneDto = z.infer<typeof ShippingZoneDto>;

export const TaxRateDto = z.object({
  country: z.string(),
  region: z.string(),
  name: z.string(),
  ratePercent: z.number(),
});
export type TaxRateDto = z.infer<typeof TaxRateDto>;

export const ShippingTaxesDto = z.object({
  version: z.number().int().describe("Send it back with a change"),
  currency: z.string(),
  pricesIncludeTax: z.boolean(),
  taxShipping: z.boolean(),
  zones: z.array(ShippingZoneDto),
  pickup: z.object({
    id: z.string(),
    enabled: z.boolean(),
    name: z.string(),
    instructions: z.string(),
  }),
  taxRates: z.array(TaxRateDto),
});
export type ShippingTaxesDto = z.infer<typeof ShippingTaxesDto>;
export const ShippingTaxesResult = z.object({ settings: ShippingTaxesDto });
export type ShippingTaxesResult = z.infer<typeof ShippingTaxesResult>;

/** Where a discount stands now. */
export const DISCOUNT_STATUSES = ["active", "scheduled", "expired", "used_up", "disabled"] as const;
export type DiscountStatus = (typeof DISCOUNT_STATUSES)[number];
export const DISCOUNT_STATUS_LABELS: Record<DiscountStatus, string> = {
  active: "Active",
  scheduled: "Scheduled",
  expired: "Expired",
  used_up: "Used up",
  disabled: "Off",
};

export const DiscountDto = z.object({
  _id: z.string(),
  code: z.string().nullable().describe("Null: applied automatically"),
  title: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  value: z.number().describe("Percent, or minor units for a fixed amount"),
  appliesTo: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("all") }),
    z.object({ kind: z.literal("products"), ids: z.array(z.string()) }),
    z.object({ kind: z.literal("collections"), ids: z.array(z.string()) }),
  ]),
  minimumSubtotalMinor: z.number().int(),
  usageLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  startsAt: date.nullable(),
  endsAt: date.nullable(),
  enabled: z.boolean(),
  usedCount: z.number().int().describe("Orders placed with it"),
  status: z.enum(DISCOUNT_STATUSES),
  version: z.number().int(),
  createdAt: date,
  updatedAt: date,
});
export type DiscountDto = z.infer<typeof DiscountDto>;
export const DiscountResult = z.object({ discount: DiscountDto });
export type DiscountResult = z.infer<typeof DiscountResult>;
export const DiscountListResult = z.object({ discounts: z.array(DiscountDto) });
export type DiscountListResult = z.infer<typeof DiscountListResult>;

/** The discount a cart or order has, as the shopper sees it. */
export const AppliedDiscountDto = z.object({
  code: z.string().nullable(),
  title: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  amountMinor: minor("What it takes off"),
});
export type AppliedDiscountDto = z.infer<typeof AppliedDiscountDto>;

/** A shipping option for a cart going to an address, with the order's totals if chosen. */
export const ShippingOptionDto = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(["shipping", "pickup"]),
  priceMinor: minor("What it costs for this cart (0 when free)"),
  instructions: z.string().describe("For pickup: where and when"),
  discountMinor: minor("The order's discount with this option"),
  taxMinor: minor("The order's tax with this option"),
  totalMinor: minor("The order's total with this option"),
});
export type ShippingOptionDto = z.infer<typeof ShippingOptionDto>;

export const CartShippingResult = z.object({
  currency: z.string(),
  taxIncluded: z.boolean(),
  taxName: z.string().nullable(),
  options: z.array(ShippingOptionDto),
});
export type CartShippingResult = z.infer<typeof CartShippingResult>;
