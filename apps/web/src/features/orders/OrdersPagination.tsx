import { Pager } from "../../components/Pager";
import { ORDERS_TEXT, showingText } from "./orders.texts";

/** "Showing 1–25 of 40", with Previous and Next. */
export function OrdersPagination({
  page,
  limit,
  count,
  total,
  onPageChange,
}: {
  page: number;
  limit: number;
  /** Orders on this page. */
  count: number;
  total: number;
  onPageChange: (page: number) => void;
}) {
  return (
    <Pager
      summary={showingText(page, limit, count, total)}
      page={page}
      isLast={page * limit >= total}
      previousLabel={ORDERS_TEXT.previous}
      nextLabel={ORDERS_TEXT.next}
      onPageChange={onPageChange}
    />
  );
}
