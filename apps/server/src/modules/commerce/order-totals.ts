import type { ShopTexts } from "@shopwright/site/server";
import type { OrderRow } from "../../db/schema.js";
import { discountText, shippingText } from "./shopper-texts.js";

/** One row of an order's totals as the customer reads them (emails list them in this order). */
export interface TotalsRow {
  label: string;
  amountMinor: number;
  /** "minus" rows are taken off; "included" rows are inside the total already. */
  kind: "plus" | "minus" | "included";
  /** The shipping row: 0 reads "Free". */
  isShipping?: boolean;
}

/** The rows between an order's lines and its total: subtotal, discount, shipping, tax, in `t`'s language. */
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
  t: ShopTexts,
): TotalsRow[] {
  const rows: TotalsRow[] = [];
  const hasDiscount = order.discountTitle !== null && order.discountMinor > 0;
  const addsTax = order.taxMinor > 0 && !order.taxIncluded;
  if (hasDiscount || order.shippingName || addsTax)
    rows.push({ label: t("subtotal"), amountMinor: order.subtotalMinor, kind: "plus" });
  if (hasDiscount)
    rows.push({
      label: discountText({ code: order.discountCode, title: order.discountTitle! }, t),
      amountMinor: order.discountMinor,
      kind: "minus",
    });
  if (order.shippingName)
    rows.push({
      label: shippingText(order.shippingName, t),
      amountMinor: order.shippingMinor,
      kind: "plus",
      isShipping: true,
    });
  if (order.taxMinor > 0)
    rows.push({
      label: order.taxIncluded
        ? order.taxName
          ? t("including", { tax: order.taxName })
          : t("taxIncluded")
        : (order.taxName ?? t("tax")),
      amountMinor: order.taxMinor,
      kind: order.taxIncluded ? "included" : "plus",
    });
  return rows;
}
