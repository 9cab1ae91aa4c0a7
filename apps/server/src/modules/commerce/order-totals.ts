import { discountLabel, shippingLabel } from "@shopwright/sdk";
import type { OrderRow } from "../../db/schema.js";

/** One row of an order's totals as the customer reads them (emails list them in this order). */
export interface TotalsRow {
  label: string;
  amountMinor: number;
  /** "minus" rows are taken off; "included" rows are inside the total already. */
  kind: "plus" | "minus" | "included";
  /** The shipping row: 0 reads "Free". */
  isShipping?: boolean;
}

/** The rows between an order's lines and its total: subtotal, discount, shipping, tax. */
export function orderTotalsRows(
  order: Pick<
    OrderRow,
    | "subtotalMinor"
    | "discountMinor"
    | "discountCode"
    | "discountTitle"
    | "shippingMinor"
    | "shippingName"
    | "taxMinor"
    | "taxIncluded"
    | "taxName"
  >,
): TotalsRow[] {
  const rows: TotalsRow[] = [];
  const hasDiscount = order.discountTitle !== null && order.discountMinor > 0;
  const addsTax = order.taxMinor > 0 && !order.taxIncluded;
  if (hasDiscount || order.shippingName || addsTax)
    rows.push({ label: "Subtotal", amountMinor: order.subtotalMinor, kind: "plus" });
  if (hasDiscount)
    rows.push({
      label: discountLabel({ code: order.discountCode, title: order.discountTitle! }),
      amountMinor: order.discountMinor,
      kind: "minus",
    });
  if (order.shippingName)
    rows.push({
      label: shippingLabel(order.shippingName),
      amountMinor: order.shippingMinor,
      kind: "plus",
      isShipping: true,
    });
  if (order.taxMinor > 0)
    rows.push({
      label: order.taxIncluded ? `Including ${order.taxName ?? "tax"}` : (order.taxName ?? "Tax"),
      amountMinor: order.taxMinor,
      kind: order.taxIncluded ? "included" : "plus",
    });
  return rows;
}
