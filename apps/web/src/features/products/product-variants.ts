import {
  VARIANT_LIMITS,
  variantTitle,
  type ProductDto,
  type ProductOptionInput,
  type ProductVariantInput,
} from "@shopwright/sdk";

/**
 * The options and variants of the product forms (docs/PRODUCT.md "Variants"): the variants
 * table is every combination of the options' values; a row keeps its id and fields while the
 * options change, matched by its values.
 */

/** An option as typed: `key` stays the same while its name is edited. */
export interface OptionDraft {
  key: string;
  name: string;
  values: string[];
}

/** A row of the variants table, its numbers as typed. */
export interface VariantDraft {
  /** The server's id, kept so carts and orders that name it still find it. */
  id?: string;
  /** One value of each option, in the options' order. */
  options: string[];
  price: string;
  compareAtPrice: string;
  sku: string;
  stock: string;
  image: string | null;
  weightGrams: string;
  /** A combination not sold: shown greyed out with 'Add back', and not sent. */
  isRemoved: boolean;
}

/** What a new row starts with: the product's own price, compare-at price and weight. */
export type VariantDefaults = Pick<VariantDraft, "price" | "compareAtPrice" | "weightGrams">;

let nextOptionKey = 1;
export const newOptionKey = (): string => `option-${nextOptionKey++}`;

/** The row key of a combination, unique within one table. */
export const rowKeyOf = (values: readonly string[]): string => variantTitle(values);

/** Options that take part in the table: the ones with at least one value. */
export const activeOptions = (options: readonly OptionDraft[]): OptionDraft[] =>
  options.filter((option) => option.values.length > 0);

/** How many rows the options make. */
export function combinationCount(options: readonly OptionDraft[]): number {
  const active = activeOptions(options);
  return active.length === 0
    ? 0
    : active.reduce((count, option) => count * option.values.length, 1);
}

/** True when the options would make more rows than a product may have. */
export const isOverVariantLimit = (options: readonly OptionDraft[]): boolean =>
  combinationCount(options) > VARIANT_LIMITS.maxVariants;

/** Every combination of the values, the first option changing slowest ("S / White", "S / Blue" …). */
export function combinationsOf(options: readonly OptionDraft[]): string[][] {
  const active = activeOptions(options);
  if (active.length === 0) return [];
  return active.reduce<string[][]>(
    (combinations, option) =>
      combinations.flatMap((combination) => option.values.map((value) => [...combination, value])),
    [[]],
  );
}

/** A row's values by option key, so a row can be matched after options move or are renamed. */
function valuesByKey(options: readonly OptionDraft[], values: readonly string[]) {
  return new Map(activeOptions(options).map((option, index) => [option.key, values[index]]));
}

/**
 * The rows of `next` options, built from the rows of `previous` ones. A combination whose values
 * all match an earlier row (on the options both share) keeps that row: its id goes to the first
 * combination that matches it exactly, or else the first one that matches it at all (adding
 * Colour to sizes keeps S's id on "S / White"); the others copy its fields.
 */
export function rebuildVariants(
  previous: { options: readonly OptionDraft[]; variants: readonly VariantDraft[] },
  next: readonly OptionDraft[],
  defaults: VariantDefaults,
): VariantDraft[] {
  if (isOverVariantLimit(next)) return [...previous.variants];
  const combinations = combinationsOf(next);
  const nextKeys = activeOptions(next).map((option) => option.key);
  const earlier = previous.variants.map((variant) => ({
    variant,
    values: valuesByKey(previous.options, variant.options),
  }));
  const claimed = new Set<VariantDraft>();

  function matches(values: Map<string, string | undefined>, combination: string[]) {
    return nextKeys.every(
      (key, index) => !values.has(key) || values.get(key) === combination[index],
    );
  }
  function isExact(values: Map<string, string | undefined>, combination: string[]) {
    return values.size === nextKeys.length && matches(values, combination);
  }

  const rows: (VariantDraft | undefined)[] = combinations.map((combination) => {
    const exact = earlier.find(
      (each) => !claimed.has(each.variant) && isExact(each.values, combination),
    );
    if (!exact) return undefined;
    claimed.add(exact.variant);
    const isSame = exact.variant.options.every((value, index) => value === combination[index]);
    // The same row object when nothing moved, so the table redraws only what changed.
    return isSame ? exact.variant : { ...exact.variant, options: combination };
  });

  return combinations.map((combination, index) => {
    const kept = rows[index];
    if (kept) return kept;
    const similar = earlier.filter(
      (each) => each.values.size > 0 && matches(each.values, combination),
    );
    const owner = similar.find((each) => !claimed.has(each.variant));
    if (owner) {
      claimed.add(owner.variant);
      return { ...owner.variant, options: combination };
    }
    const source = similar[0]?.variant;
    if (source) {
      const { id: _id, ...fields } = source;
      return { ...fields, options: combination };
    }
    return {
      options: combination,
      price: defaults.price,
      compareAtPrice: defaults.compareAtPrice,
      sku: "",
      stock: "0",
      image: null,
      weightGrams: defaults.weightGrams,
      isRemoved: false,
    };
  });
}

/** The form's options and rows of a saved product. */
export function draftsOf(product: ProductDto): {
  options: OptionDraft[];
  variants: VariantDraft[];
} {
  return {
    options: product.options.map((option) => ({
      key: newOptionKey(),
      name: option.name,
      values: [...option.values],
    })),
    variants: product.variants.map((variant) => ({
      id: variant.id,
      options: [...variant.options],
      price: String(variant.price),
      compareAtPrice: variant.compareAtPrice === null ? "" : String(variant.compareAtPrice),
      sku: variant.sku,
      stock: String(variant.stock),
      image: variant.image,
      weightGrams: variant.weightGrams ? String(variant.weightGrams) : "",
      isRemoved: false,
    })),
  };
}

/**
 * What the API is sent: the named options (a blank one the owner never filled is left out) and
 * the rows still sold. `rowKeys[i]` names the row of `variants[i]`, so a refused variant can be
 * pointed at; `optionKeys` does the same for options.
 */
export function variantBodyOf(options: readonly OptionDraft[], variants: readonly VariantDraft[]) {
  const sentOptions = options.filter(
    (option) => option.name.trim() !== "" || option.values.length > 0,
  );
  const sold = variants.filter((variant) => !variant.isRemoved);
  return {
    options: sentOptions.map((option): ProductOptionInput => ({
      name: option.name.trim(),
      values: option.values,
    })),
    variants: sold.map((variant): ProductVariantInput => ({
      ...(variant.id ? { id: variant.id } : {}),
      options: variant.options,
      price: variant.price,
      compareAtPrice: variant.compareAtPrice.trim() === "" ? null : variant.compareAtPrice,
      sku: variant.sku,
      stock: variant.stock,
      image: variant.image,
      ...(variant.weightGrams.trim() === "" ? {} : { weightGrams: variant.weightGrams }),
    })),
    optionKeys: sentOptions.map((option) => option.key),
    rowKeys: sold.map((variant) => rowKeyOf(variant.options)),
  };
}

/** The lowest price and the summed stock of the rows still sold, as the API derives them. */
export function variantSummary(variants: readonly VariantDraft[]) {
  const sold = variants.filter((variant) => !variant.isRemoved);
  const prices = sold.map((variant) => Number(variant.price)).filter(Number.isFinite);
  const stocks = sold.map((variant) => Number(variant.stock)).filter(Number.isFinite);
  return {
    count: sold.length,
    lowestPrice: prices.length > 0 ? Math.min(...prices) : null,
    totalStock: stocks.reduce((sum, stock) => sum + stock, 0),
  };
}
