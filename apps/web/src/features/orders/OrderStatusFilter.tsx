import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from "@shopwright/sdk";
import { FilterTabs } from "../../components/FilterTabs";
import { ORDERS_TEXT } from "./orders.texts";

/** The status tabs, each with its count over the whole store. */
export function OrderStatusFilter({
  status,
  counts,
  panelId,
  onChange,
}: {
  status: OrderStatus | undefined;
  /** Orders per status; undefined while the first page loads. */
  counts: Record<string, number> | undefined;
  panelId: string;
  onChange: (status: OrderStatus | undefined) => void;
}) {
  const countOf = (each: OrderStatus | undefined) =>
    counts === undefined
      ? undefined
      : each
        ? (counts[each] ?? 0)
        : ORDER_STATUSES.reduce((sum, one) => sum + (counts[one] ?? 0), 0);
  const tabs = [undefined, ...ORDER_STATUSES].map((value) => ({
    value,
    label: value ? ORDER_STATUS_LABELS[value] : ORDERS_TEXT.all,
    count: countOf(value),
  }));
  return (
    <FilterTabs tabs={tabs} value={status} panelId={panelId} label="Status" onChange={onChange} />
  );
}
