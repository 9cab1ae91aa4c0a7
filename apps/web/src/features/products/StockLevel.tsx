/** PRODUCT.md §2 'Stock: n', with a dot that turns amber when low and red when sold out. */
export function StockLevel({ stock }: { stock: number }) {
  const tone = stock <= 0 ? "bg-red-500" : stock <= 5 ? "bg-amber-500" : "bg-emerald-500";
  return (
    <span className="inline-flex items-center gap-1.5 text-sm whitespace-nowrap text-slate-600 tabular-nums">
      <span aria-hidden className={`size-1.5 rounded-full ${tone}`} />
      {`Stock: ${stock}`}
    </span>
  );
}
