import {
  CHECKOUT_MESSAGES,
  ShippingTaxesBody,
  shippingTaxesProblems,
  type ShippingTaxesDto,
} from "@shopwright/sdk";
import { moneyText, parseMoneyText } from "../../lib/money-input";

/** A rate as the page edits it: amounts in major units and weights in kilograms, as typed. */
export interface RateForm {
  /** React's key: the rate's id, or a new one for a rate added here. */
  key: string;
  id: string | null;
  name: string;
  price: string;
  freeOver: string;
  minWeight: string;
  maxWeight: string;
}

export interface ZoneForm {
  key: string;
  id: string | null;
  name: string;
  countries: string[];
  rates: RateForm[];
}

export interface TaxRateForm {
  key: string;
  country: string;
  region: string;
  name: string;
  rate: string;
}

/** The "Shipping and taxes" page's document: what one Save sends. */
export interface ShippingForm {
  pricesIncludeTax: boolean;
  taxShipping: boolean;
  zones: ZoneForm[];
  pickup: { enabled: boolean; name: string; instructions: string };
  taxRates: TaxRateForm[];
}

/** Problems by field path ("zones.0.rates.1.price"), each with the text to show beside it. */
export type FormProblems = ReadonlyMap<string, string>;

let keys = 0;
/** A React key for an entry added on the page (saved entries use their id). */
export const newKey = () => `new-${++keys}`;

const GRAMS_PER_KG = 1000;

function kilograms(grams: number | null): string {
  return grams === null ? "" : String(grams / GRAMS_PER_KG);
}

export function formOfSettings(settings: ShippingTaxesDto): ShippingForm {
  const { currency } = settings;
  return {
    pricesIncludeTax: settings.pricesIncludeTax,
    taxShipping: settings.taxShipping,
    zones: settings.zones.map((zone) => ({
      key: zone.id,
      id: zone.id,
      name: zone.name,
      countries: zone.countries,
      rates: zone.rates.map((rate) => ({
        key: rate.id,
        id: rate.id,
        name: rate.name,
        price: moneyText(rate.priceMinor, currency),
        freeOver: moneyText(rate.freeOverMinor, currency),
        minWeight: kilograms(rate.minWeightGrams),
        maxWeight: kilograms(rate.maxWeightGrams),
      })),
    })),
    pickup: {
      enabled: settings.pickup.enabled,
      name: settings.pickup.name,
      instructions: settings.pickup.instructions,
    },
    taxRates: settings.taxRates.map((rate, index) => ({
      key: `tax-${index}`,
      country: rate.country,
      region: rate.region,
      name: rate.name,
      rate: String(rate.ratePercent),
    })),
  };
}

export function aRate(): RateForm {
  return {
    key: newKey(),
    id: null,
    name: "Standard",
    price: "",
    freeOver: "",
    minWeight: "",
    maxWeight: "",
  };
}

export function aZone(name: string, countries: string[] = []): ZoneForm {
  return { key: newKey(), id: null, name, countries, rates: [aRate()] };
}

export function aTaxRate(country = ""): TaxRateForm {
  return { key: newKey(), country, region: "", name: "", rate: "" };
}

/** Whether two documents say the same (React keys aside). */
export function isSameForm(a: ShippingForm, b: ShippingForm): boolean {
  const plain = (form: ShippingForm) =>
    JSON.stringify(form, (key, value: unknown) => (key === "key" ? undefined : value));
  return plain(a) === plain(b);
}

/** Kilograms as typed (up to grams) to grams; null for an empty box, NaN when not a weight. */
function grams(text: string): number | null {
  const typed = text.trim().replace(",", ".");
  if (typed === "") return null;
  if (!/^\d+(\.\d{0,3})?$|^\.\d{1,3}$/.test(typed)) return Number.NaN;
  return Math.round(Number(typed) * GRAMS_PER_KG);
}

/** The body's field names, as the page's (the zod paths of the contract name the body's). */
const FIELD_OF: Record<string, string> = {
  priceMinor: "price",
  freeOverMinor: "freeOver",
  minWeightGrams: "minWeight",
  maxWeightGrams: "maxWeight",
  ratePercent: "rate",
};

function fieldPath(path: readonly PropertyKey[]): string {
  const parts = path.map((part) => (typeof part === "string" ? (FIELD_OF[part] ?? part) : part));
  // A country's problem belongs to its zone's country list.
  const at = parts.indexOf("countries");
  return (at >= 0 ? parts.slice(0, at + 1) : parts).map(String).join(".");
}

/**
 * The PUT body of the page's document, checked with the contract's schema and its rules across
 * entries before it is sent, or the problems to show (at most one per field).
 */
export function checkShippingForm(
  form: ShippingForm,
  currency: string,
  version: number,
): { body: ShippingTaxesBody; problems: null } | { body: null; problems: FormProblems } {
  const problems = new Map<string, string>();
  const note = (path: string, message: string) => {
    if (!problems.has(path)) problems.set(path, message);
  };
  const money = (text: string, path: string, isRequired: boolean): number | null => {
    const parsed = parseMoneyText(text, currency, CHECKOUT_MESSAGES.amountInvalid);
    if ("problem" in parsed) note(path, parsed.problem);
    else if (parsed.minor === null && isRequired) note(path, CHECKOUT_MESSAGES.amountInvalid);
    return "minor" in parsed ? parsed.minor : null;
  };
  const weight = (text: string, path: string): number | null => {
    const value = grams(text);
    if (Number.isNaN(value)) note(path, CHECKOUT_MESSAGES.weightInvalid);
    return Number.isNaN(value) ? null : value;
  };

  const body: ShippingTaxesBody = {
    version,
    pricesIncludeTax: form.pricesIncludeTax,
    taxShipping: form.taxShipping,
    zones: form.zones.map((zone, z) => ({
      ...(zone.id ? { id: zone.id } : {}),
      name: zone.name,
      countries: zone.countries,
      rates: zone.rates.map((rate, r) => {
        const at = `zones.${z}.rates.${r}`;
        return {
          ...(rate.id ? { id: rate.id } : {}),
          name: rate.name,
          priceMinor: money(rate.price, `${at}.price`, true) ?? 0,
          freeOverMinor: money(rate.freeOver, `${at}.freeOver`, false),
          minWeightGrams: weight(rate.minWeight, `${at}.minWeight`),
          maxWeightGrams: weight(rate.maxWeight, `${at}.maxWeight`),
        };
      }),
    })),
    pickup: {
      enabled: form.pickup.enabled,
      // Hidden while pickup is off: an emptied name there takes the default again.
      ...(form.pickup.enabled || form.pickup.name.trim() ? { name: form.pickup.name } : {}),
      instructions: form.pickup.instructions,
    },
    taxRates: form.taxRates.map((rate, index) => {
      const typed = rate.rate.trim().replace(",", ".");
      const percent = /^\d+(\.\d+)?$|^\.\d+$/.test(typed) ? Number(typed) : Number.NaN;
      if (Number.isNaN(percent)) note(`taxRates.${index}.rate`, CHECKOUT_MESSAGES.rateInvalid);
      return {
        country: rate.country,
        region: rate.region,
        name: rate.name,
        ratePercent: Number.isNaN(percent) ? 0 : percent,
      };
    }),
  };

  const parsed = ShippingTaxesBody.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) note(fieldPath(issue.path), issue.message);
  }
  for (const problem of shippingTaxesProblems(body)) note(fieldPath(problem.path), problem.message);
  return problems.size === 0 ? { body, problems: null } : { body: null, problems };
}
