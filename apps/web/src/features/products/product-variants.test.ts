import { describe, expect, it } from "vitest";
import { aTShirt } from "../../test/product-fixtures";
import {
  combinationsOf,
  draftsOf,
  isOverVariantLimit,
  rebuildVariants,
  variantBodyOf,
  type OptionDraft,
  type VariantDraft,
} from "./product-variants";

const defaults = { price: "20", compareAtPrice: "", weightGrams: "150" };
const size: OptionDraft = { key: "size", name: "Size", values: ["S", "M", "L"] };
const colour: OptionDraft = { key: "colour", name: "Colour", values: ["White", "Blue"] };
const titles = (variants: VariantDraft[]) => variants.map((variant) => variant.options.join(" / "));

describe("product variants", () => {
  it("makes every combination, the first option changing slowest", () => {
    expect(combinationsOf([size, colour]).map((values) => values.join(" / "))).toEqual([
      "S / White",
      "S / Blue",
      "M / White",
      "M / Blue",
      "L / White",
      "L / Blue",
    ]);
    // An option without values yet makes no rows.
    expect(combinationsOf([{ key: "x", name: "Material", values: [] }])).toEqual([]);
    expect(combinationsOf([size, { key: "x", name: "Material", values: [] }])).toHaveLength(3);
  });

  it("knows when the options would make more than 100 variants", () => {
    const many = (key: string, count: number): OptionDraft => ({
      key,
      name: key,
      values: Array.from({ length: count }, (_, index) => `${key}${index}`),
    });
    expect(isOverVariantLimit([many("a", 10), many("b", 10)])).toBe(false);
    expect(isOverVariantLimit([many("a", 10), many("b", 10), many("c", 2)])).toBe(true);
  });

  it("starts new rows from the product's price and weight, with no stock", () => {
    const rows = rebuildVariants({ options: [], variants: [] }, [size], defaults);
    expect(titles(rows)).toEqual(["S", "M", "L"]);
    expect(rows[0]).toEqual({
      options: ["S"],
      price: "20",
      compareAtPrice: "",
      sku: "",
      stock: "0",
      image: null,
      weightGrams: "150",
      isRemoved: false,
    });
  });

  it("keeps ids and fields of existing rows when the options change", () => {
    const { options, variants } = draftsOf(aTShirt());
    const [sizes, colours] = options as [OptionDraft, OptionDraft];

    // A new value adds rows; the others keep their ids and fields.
    const withL = rebuildVariants(
      { options, variants },
      [{ ...sizes, values: ["S", "M", "L"] }, colours],
      defaults,
    );
    expect(titles(withL)).toEqual([
      "S / White",
      "S / Blue",
      "M / White",
      "M / Blue",
      "L / White",
      "L / Blue",
    ]);
    expect(withL.map((row) => row.id)).toEqual([
      "v-s-white",
      "v-s-blue",
      "v-m-white",
      "v-m-blue",
      undefined,
      undefined,
    ]);
    expect(withL[3]).toMatchObject({ price: "28", compareAtPrice: "35", stock: "6" });

    // Renaming an option, or moving its values, keeps the rows too.
    const renamed = rebuildVariants(
      { options, variants },
      [
        { ...sizes, name: "Taille" },
        { ...colours, values: ["Blue", "White"] },
      ],
      defaults,
    );
    expect(renamed.map((row) => [row.options.join(" / "), row.id])).toEqual([
      ["S / Blue", "v-s-blue"],
      ["S / White", "v-s-white"],
      ["M / Blue", "v-m-blue"],
      ["M / White", "v-m-white"],
    ]);

    // Without Colour, each size keeps the id of its first row and its fields.
    const sizesOnly = rebuildVariants({ options, variants }, [sizes], defaults);
    expect(sizesOnly.map((row) => [row.options.join(" / "), row.id, row.stock])).toEqual([
      ["S", "v-s-white", "4"],
      ["M", "v-m-white", "0"],
    ]);

    // Adding an option: the first new row keeps the old id, the others copy its fields.
    const material: OptionDraft = { key: "m", name: "Material", values: ["Cotton", "Linen"] };
    const withMaterial = rebuildVariants({ options, variants }, [...options, material], defaults);
    expect(withMaterial).toHaveLength(8);
    expect(withMaterial[0]).toMatchObject({ id: "v-s-white", options: ["S", "White", "Cotton"] });
    expect(withMaterial[1]).toMatchObject({ options: ["S", "White", "Linen"], sku: "TS-S-W" });
    expect(withMaterial[1]!.id).toBeUndefined();
  });

  it("keeps a removed row removed while the options change, and sends only the rows sold", () => {
    const { options, variants } = draftsOf(aTShirt());
    const removed = variants.map((row, index) => (index === 1 ? { ...row, isRemoved: true } : row));
    const rows = rebuildVariants(
      { options, variants: removed },
      [options[0]!, { ...options[1]!, values: ["White", "Blue", "Red"] }],
      defaults,
    );
    expect(rows.find((row) => row.id === "v-s-blue")?.isRemoved).toBe(true);

    const body = variantBodyOf(options, removed);
    expect(body.rowKeys).toEqual(["S / White", "M / White", "M / Blue"]);
    expect(body.variants[0]).toEqual({
      id: "v-s-white",
      options: ["S", "White"],
      price: "25",
      compareAtPrice: null,
      sku: "TS-S-W",
      stock: "4",
      image: null,
    });
    expect(body.variants[2]).toMatchObject({ compareAtPrice: "35", weightGrams: "200" });
  });
});
