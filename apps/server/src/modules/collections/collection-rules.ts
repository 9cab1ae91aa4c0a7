import type { CollectionRule, CollectionRuleDto } from "@shopwright/sdk";
import { fromMinor, toMinor } from "@shopwright/site";
import { and, eq, gt, lt, or, sql, type SQL } from "drizzle-orm";
import {
  collectionProducts,
  products,
  type CollectionRow,
  type CollectionRuleRow,
} from "../../db/schema.js";

/** A rule as stored: a price in minor units of the store's currency, written as text. */
export function ruleRowOf(rule: CollectionRule, currency: string): CollectionRuleRow {
  switch (rule.field) {
    case "tag":
    case "type":
      return { field: rule.field, op: rule.op, value: rule.value };
    case "price":
      return { field: "price", op: rule.op, value: String(toMinor(rule.value, currency)) };
    case "stock":
      return { field: "stock", op: rule.op, value: "" };
  }
}

/** A stored rule as the API answers it: a price in major units. */
export function ruleDtoOf(row: CollectionRuleRow, currency: string): CollectionRuleDto {
  switch (row.field) {
    case "tag":
    case "type":
      return { field: row.field, op: "equals", value: row.value };
    case "price":
      return {
        field: "price",
        op: row.op === "less_than" ? "less_than" : "greater_than",
        value: fromMinor(Number(row.value), currency),
      };
    case "stock":
      return { field: "stock", op: row.op === "sold_out" ? "sold_out" : "in_stock" };
  }
}

/**
 * One rule as a condition on a `products` row (PRODUCT.md §3 "Collections"): a tag is one of
 * the product's (tags are lower case), a type equals without regard to case, a price is
 * strictly above or below (a product with variants: its lowest price, as stored), in stock
 * means at least one left.
 */
function ruleSql(rule: CollectionRuleRow): SQL {
  switch (rule.field) {
    case "tag":
      return sql`${rule.value.toLowerCase()} = any(${products.tags})`;
    case "type":
      return sql`lower(${products.productType}) = lower(${rule.value})`;
    case "price": {
      const minor = Number(rule.value);
      if (!Number.isSafeInteger(minor)) return sql`false`;
      return rule.op === "less_than"
        ? lt(products.priceMinor, minor)
        : gt(products.priceMinor, minor);
    }
    case "stock":
      return rule.op === "sold_out" ? eq(products.stock, 0) : gt(products.stock, 0);
  }
}

/**
 * The products rules select, as a condition on `products`: every rule (match "all") or at
 * least one ("any"). No rules select nothing. The caller adds the store (and, for a
 * storefront, the published status).
 */
export function rulesSql(rules: readonly CollectionRuleRow[], match: "all" | "any"): SQL {
  if (rules.length === 0) return sql`false`;
  const parts = rules.map(ruleSql);
  return (match === "all" ? and(...parts) : or(...parts)) ?? sql`false`;
}

/**
 * A collection's products as a condition on `products`, the one definition every reader uses
 * (the screens, the storefront's pages, discounts limited to collections): a manual
 * collection's listed products, or the products its rules select; always of its store.
 */
export function membersSql(
  collection: Pick<CollectionRow, "id" | "storeId" | "kind" | "rules" | "match">,
  options: { publishedOnly?: boolean } = {},
): SQL {
  const member =
    collection.kind === "manual"
      ? sql`${products.id} in (select ${collectionProducts.productId} from ${collectionProducts} where ${collectionProducts.collectionId} = ${collection.id})`
      : rulesSql(collection.rules, collection.match);
  return and(
    eq(products.storeId, collection.storeId),
    member,
    options.publishedOnly ? eq(products.status, "published") : undefined,
  )!;
}
