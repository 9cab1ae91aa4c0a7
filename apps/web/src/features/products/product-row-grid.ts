/**
 * The list view's columns (checkbox, product, status, price, stock, actions), shared by the
 * header and every row. Below xl the row stacks, so narrow screens never squeeze a table.
 */
export const ROW_GRID =
  "grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-2.5 xl:grid-cols-[1rem_minmax(0,1fr)_8.5rem_7.5rem_6.5rem_13rem] xl:gap-x-4";
