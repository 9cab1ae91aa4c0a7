import { z } from "zod";
import { loadedVersion } from "./shared.js";

/**
 * What a store charges beside its prices (PRODUCT.md "Checkout totals"): shipping zones and
 * their rates, local pickup, tax rates per country (and region), and discounts. Amounts are
 * integer minor units of the store's currency; rates and percentages are given in percent with
 * up to 4 decimals (8.875) and kept as parts per million on the server.
 */

export const CHECKOUT_LIMITS = {
  zonesMax: 50,
  ratesPerZoneMax: 20,
  countriesPerZoneMax: 250,
  taxRatesMax: 300,
  nameMax: 80,
  regionMax: 80,
  pickupInstructionsMax: 500,
  discountsMax: 500,
  codeMax: 40,
  titleMax: 80,
  /** Products a discount can be limited to. */
  discountProductsMax: 100,
  /** Collections a discount can be limited to: a line is eligible when its product is in one. */
  discountCollectionsMax: 50,
  /** Uses and per-customer limits. */
  usesMax: 1_000_000,
  /** A discount's start and end lie in these years (the database keeps no year 0). */
  scheduleFirstYear: 2000,
  scheduleLastYear: 9999,
  /** The largest amount anywhere here: 10 million major units of a 2-digit currency. */
  amountMax: 1_000_000_000,
  /** 1,000 kg. */
  weightMax: 1_000_000,
} as const;

export const CHECKOUT_MESSAGES = {
  nameRequired: "Enter a name",
  tooLong: "This field is too long",
  countryInvalid: 'Use two-letter country codes such as US, DE or GB, or "*" for everywhere else',
  countriesRequired: "Add at least one country to this zone",
  countryTwice: "A country can be in only one shipping zone",
  amountInvalid: "Enter an amount of 0 or more",
  weightInvalid: "Enter a weight in grams of 0 or more",
  weightRange: "The lowest weight must not be above the highest",
  rateInvalid: "Enter a rate from 0 to 100 percent, with at most 4 decimals",
  taxRateTwice: "There is already a rate for this country and region",
  tooMany: "There are too many entries here",
  versionStale:
    "These settings were changed since you opened them. Reload to see the latest, then make your change again.",
  codeInvalid: "Use letters, digits, dashes and underscores in a code (up to 40)",
  codeTaken: "Another discount already uses this code",
  percentInvalid: "Enter a percentage above 0 and at most 100",
  fixedInvalid: "Enter an amount above 0",
  datesInvalid: "The end must be after the start",
  dateInvalid: `Enter a date and time between the years ${CHECKOUT_LIMITS.scheduleFirstYear} and ${CHECKOUT_LIMITS.scheduleLastYear}`,
  usesInvalid: "Enter a whole number of at least 1, or leave it empty",
  productsRequired: "Choose at least one product",
  productsUnknown: "Some of the chosen products do not exist in this store",
  collectionsRequired: "Choose at least one collection",
  collectionsUnknown: "Some of the chosen collections do not exist in this store",
  discountNotFound: "Discount not found",
  // What a shopper reads when a code does not apply.
  codeUnknown: "This discount code is not valid",
  codeNotStarted: "This discount code is not active yet",
  codeExpired: "This discount code has expired",
  codeUsedUp: "This discount code has reached its limit",
  codeUsedByYou: "You have already used this discount code",
  codeNotEligible: "This discount code does not apply to the products in your cart",
  shippingRequired: "Choose a shipping option",
  shippingUnavailable: "This shipping option is not available for your address",
  noShippingToCountry: "This store does not ship to that country",
} as const;

/** How a discount is named on totals: "Discount (WELCOME10)", or an automatic one's title. */
export const discountLabel = (discount: { code: string | null; title: string }): string =>
  discount.code ? `Discount (${discount.code})` : discount.title;

/** How shipping is named on totals: "Shipping (Standard)". */
export const shippingLabel = (name: string): string => `Shipping (${name})`;

/** "Spend $50.00 to use this code": the minimum a discount needs, formatted by the caller. */
export const minimumSpendMessage = (amount: string): string =>
  `Spend ${amount} on eligible products to use this code`;

const name = z
  .string({ error: CHECKOUT_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: CHECKOUT_MESSAGES.nameRequired })
  .max(CHECKOUT_LIMITS.nameMax, { error: CHECKOUT_MESSAGES.tooLong });

const amount = (error: string) =>
  z.number({ error }).int({ error }).min(0, { error }).max(CHECKOUT_LIMITS.amountMax, { error });

const grams = z
  .number({ error: CHECKOUT_MESSAGES.weightInvalid })
  .int({ error: CHECKOUT_MESSAGES.weightInvalid })
  .min(0, { error: CHECKOUT_MESSAGES.weightInvalid })
  .max(CHECKOUT_LIMITS.weightMax, { error: CHECKOUT_MESSAGES.weightInvalid });

/** Whether a percentage has at most 4 decimals (it is kept as parts per million). */
const fourDecimals = (n: number) => Math.abs(n * 1e4 - Math.round(n * 1e4)) < 1e-6;

/** Percent to parts per million: 8.875 → 88_750. */
export const percentToPpm = (percent: number): number => Math.round(percent * 1e4);
/** Parts per million to percent: 88_750 → 8.875. */
export const ppmToPercent = (ppm: number): number => ppm / 1e4;

/** A percentage with at most 4 decimals, from 0 to 100. */
const percent = (error: string) =>
  z.number({ error }).min(0, { error }).max(100, { error }).refine(fourDecimals, { error });

/** The id of local pickup among a cart's shipping options (zone rates have uuids). */
export const PICKUP_OPTION_ID = "pickup";

/** The key of "everywhere else" in a zone's countries. */
export const REST_OF_WORLD = "*";

const country = z
  .string({ error: CHECKOUT_MESSAGES.countryInvalid })
  .trim()
  .regex(/^([A-Za-z]{2}|\*)$/, { error: CHECKOUT_MESSAGES.countryInvalid })
  .transform((s) => s.toUpperCase());

export const ShippingRateInput = z
  .object({
    id: z.uuid().optional().describe("Kept when the rate already exists"),
    name,
    priceMinor: amount(CHECKOUT_MESSAGES.amountInvalid),
    /** Free when the subtotal after discounts reaches this; null: never free. */
    freeOverMinor: amount(CHECKOUT_MESSAGES.amountInvalid).nullable().default(null),
    /** The order weights this rate is for (grams, inclusive); null: no bound. */
    minWeightGrams: grams.nullable().default(null),
    maxWeightGrams: grams.nullable().default(null),
  })
  .refine(
    (r) =>
      r.minWeightGrams === null ||
      r.maxWeightGrams === null ||
      r.minWeightGrams <= r.maxWeightGrams,
    { error: CHECKOUT_MESSAGES.weightRange, path: ["maxWeightGrams"] },
  );
export type ShippingRateInput = z.input<typeof ShippingRateInput>;

export const ShippingZoneInput = z.object({
  id: z.uuid().optional(),
  name,
  countries: z
    .array(country)
    .min(1, { error: CHECKOUT_MESSAGES.countriesRequired })
    .max(CHECKOUT_LIMITS.countriesPerZoneMax, { error: CHECKOUT_MESSAGES.tooMany }),
  rates: z.array(ShippingRateInput).max(CHECKOUT_LIMITS.ratesPerZoneMax, {
    error: CHECKOUT_MESSAGES.tooMany,
  }),
});
export type ShippingZoneInput = z.input<typeof ShippingZoneInput>;

export const TaxRateInput = z.object({
  country: z
    .string({ error: CHECKOUT_MESSAGES.countryInvalid })
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: CHECKOUT_MESSAGES.countryInvalid })
    .transform((s) => s.toUpperCase()),
  /** A state, province or region as customers type it; empty: the whole country. */
  region: z
    .string()
    .trim()
    .max(CHECKOUT_LIMITS.regionMax, { error: CHECKOUT_MESSAGES.tooLong })
    .default(""),
  name: name.describe('What the tax is called on orders ("VAT", "Sales tax")'),
  ratePercent: percent(CHECKOUT_MESSAGES.rateInvalid),
});
export type TaxRateInput = z.input<typeof TaxRateInput>;

export const PickupInput = z.object({
  enabled: z.boolean(),
  name: name.default("Local pickup"),
  /** Where and when to collect, shown at checkout and on the order. */
  instructions: z
    .string()
    .trim()
    .max(CHECKOUT_LIMITS.pickupInstructionsMax, { error: CHECKOUT_MESSAGES.tooLong })
    .default(""),
});

const shippingTaxesFields = {
  /** Prices (and shipping rates) are entered with the tax in them (as in the EU). */
  pricesIncludeTax: z.boolean(),
  /** Shipping is taxed at the destination's rate like the goods. */
  taxShipping: z.boolean(),
  zones: z
    .array(ShippingZoneInput)
    .max(CHECKOUT_LIMITS.zonesMax, { error: CHECKOUT_MESSAGES.tooMany }),
  pickup: PickupInput,
  taxRates: z
    .array(TaxRateInput)
    .max(CHECKOUT_LIMITS.taxRatesMax, { error: CHECKOUT_MESSAGES.tooMany }),
};

/**
 * The whole "Shipping and taxes" settings, saved at once. `version` is the one the caller
 * loaded: a save from an older one answers 409 and changes nothing.
 */
export const ShippingTaxesBody = z.object({
  version: loadedVersion,
  ...shippingTaxesFields,
});
export type ShippingTaxesBody = z.input<typeof ShippingTaxesBody>;

export const DISCOUNT_KINDS = ["percentage", "fixed", "free_shipping"] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

export const DISCOUNT_KIND_LABELS: Record<DiscountKind, string> = {
  percentage: "Percentage off",
  fixed: "Amount off",
  free_shipping: "Free shipping",
};

/** A code as customers type it: compared without regard to case. */
export const DiscountCode = z
  .string({ error: CHECKOUT_MESSAGES.codeInvalid })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, { error: CHECKOUT_MESSAGES.codeInvalid })
  .transform((s) => s.toUpperCase());

const uses = z
  .number({ error: CHECKOUT_MESSAGES.usesInvalid })
  .int({ error: CHECKOUT_MESSAGES.usesInvalid })
  .min(1, { error: CHECKOUT_MESSAGES.usesInvalid })
  .max(CHECKOUT_LIMITS.usesMax, { error: CHECKOUT_MESSAGES.usesInvalid })
  .nullable()
  .default(null);

/** A moment a discount starts or ends: a date-time with its offset, in years the database keeps. */
const instant = z.iso
  .datetime({ offset: true, error: CHECKOUT_MESSAGES.dateInvalid })
  .refine(
    (text) => {
      const at = Date.parse(text);
      return (
        at >= Date.UTC(CHECKOUT_LIMITS.scheduleFirstYear, 0, 1) &&
        at < Date.UTC(CHECKOUT_LIMITS.scheduleLastYear + 1, 0, 1)
      );
    },
    { error: CHECKOUT_MESSAGES.dateInvalid },
  )
  .nullable()
  .default(null);

/**
 * A discount: a code customers type, or (code null) one applied automatically to every cart
 * it fits. `value` is a percentage (percent, up to 4 decimals) or an amount in minor units;
 * free shipping has none.
 */
export const DiscountBody = z
  .object({
    code: DiscountCode.nullable(),
    title: z
      .string()
      .trim()
      .max(CHECKOUT_LIMITS.titleMax, { error: CHECKOUT_MESSAGES.tooLong })
      .default(""),
    kind: z.enum(DISCOUNT_KINDS),
    value: z.number().min(0).default(0),
    appliesTo: z
      .discriminatedUnion("kind", [
        z.object({ kind: z.literal("all") }),
        z.object({
          kind: z.literal("products"),
          ids: z
            .array(z.uuid({ error: CHECKOUT_MESSAGES.productsUnknown }))
            .min(1, { error: CHECKOUT_MESSAGES.productsRequired })
            .max(CHECKOUT_LIMITS.discountProductsMax, { error: CHECKOUT_MESSAGES.tooMany }),
        }),
        z.object({
          kind: z.literal("collections"),
          ids: z
            .array(z.uuid({ error: CHECKOUT_MESSAGES.collectionsUnknown }))
            .min(1, { error: CHECKOUT_MESSAGES.collectionsRequired })
            .max(CHECKOUT_LIMITS.discountCollectionsMax, { error: CHECKOUT_MESSAGES.tooMany }),
        }),
      ])
      .default({ kind: "all" }),
    minimumSubtotalMinor: amount(CHECKOUT_MESSAGES.amountInvalid).default(0),
    usageLimit: uses.describe("Orders that can use it in all; null: no limit"),
    perCustomerLimit: uses.describe("Orders one email address can use it on; null: no limit"),
    startsAt: instant,
    endsAt: instant,
    enabled: z.boolean().default(true),
  })
  .superRefine((d, ctx) => {
    if (d.kind === "percentage" && !(d.value > 0 && d.value <= 100 && fourDecimals(d.value)))
      ctx.addIssue({ code: "custom", message: CHECKOUT_MESSAGES.percentInvalid, path: ["value"] });
    if (
      d.kind === "fixed" &&
      !(Number.isInteger(d.value) && d.value > 0 && d.value <= CHECKOUT_LIMITS.amountMax)
    )
      ctx.addIssue({ code: "custom", message: CHECKOUT_MESSAGES.fixedInvalid, path: ["value"] });
    if (d.startsAt && d.endsAt && Date.parse(d.endsAt) <= Date.parse(d.startsAt))
      ctx.addIssue({ code: "custom", message: CHECKOUT_MESSAGES.datesInvalid, path: ["endsAt"] });
  });
export type DiscountBody = z.input<typeof DiscountBody>;

/** An update names the version it loaded, like every save. */
export const DiscountUpdateBody = DiscountBody.and(z.object({ version: loadedVersion }));
export type DiscountUpdateBody = z.input<typeof DiscountUpdateBody>;

export const DiscountParams = z.object({ id: z.string().max(64), discountId: z.string().max(64) });

/** A shopper's code on a cart (the headless API's and the cart page's form). */
export const CartDiscountBody = z.object({
  code: z
    .string({ error: CHECKOUT_MESSAGES.codeUnknown })
    .trim()
    .min(1, { error: CHECKOUT_MESSAGES.codeUnknown })
    .max(CHECKOUT_LIMITS.codeMax, { error: CHECKOUT_MESSAGES.codeUnknown }),
});
export type CartDiscountBody = z.input<typeof CartDiscountBody>;

/** Where the order goes, for the shipping options and taxes of a cart before checkout. */
export const CartShippingQuery = z.object({
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: CHECKOUT_MESSAGES.countryInvalid })
    .transform((s) => s.toUpperCase()),
  region: z.string().trim().max(CHECKOUT_LIMITS.regionMax).optional().default(""),
});
export type CartShippingQuery = z.input<typeof CartShippingQuery>;

/** A rule between entries of the "Shipping and taxes" settings that one field cannot show. */
export interface ShippingTaxesProblem {
  /** Where it is, as zod reports paths: `["zones", 2, "countries"]`. */
  path: (string | number)[];
  message: string;
}

/**
 * The rules across entries, which the server checks after the body's schema and the web form
 * before sending: a country (or "*", everywhere else) in one zone only, and one tax rate per
 * country and region (regions compared without regard to case or surrounding spaces). Each
 * later entry that repeats an earlier one is a problem.
 */
export function shippingTaxesProblems(settings: {
  zones: readonly { countries: readonly string[] }[];
  taxRates: readonly { country: string; region?: string }[];
}): ShippingTaxesProblem[] {
  const problems: ShippingTaxesProblem[] = [];
  const zoneOf = new Map<string, number>();
  settings.zones.forEach((zone, index) => {
    const countries = new Set(zone.countries.map((c) => c.trim().toUpperCase()));
    if ([...countries].some((c) => (zoneOf.get(c) ?? index) !== index))
      problems.push({
        path: ["zones", index, "countries"],
        message: CHECKOUT_MESSAGES.countryTwice,
      });
    for (const c of countries) if (!zoneOf.has(c)) zoneOf.set(c, index);
  });
  const places = new Set<string>();
  settings.taxRates.forEach((rate, index) => {
    const place = `${rate.country.trim().toUpperCase()}\n${(rate.region ?? "").trim().toLowerCase()}`;
    if (places.has(place))
      problems.push({
        path: ["taxRates", index, "region"],
        message: CHECKOUT_MESSAGES.taxRateTwice,
      });
    places.add(place);
  });
  return problems;
}
