import type { StoreView } from "../../components/ViewToggle";

/** The shape of the product grid or list while its first page loads. */
export function ProductListSkeleton({ view }: { view: StoreView }) {
  if (view === "list") {
    return (
      <div
        role="status"
        aria-label="Loading products"
        className="animate-pulse rounded-xl bg-white shadow-xs ring-1 ring-slate-200"
      >
        <div className="h-12 rounded-t-xl border-b border-slate-200 bg-slate-50" />
        {[0, 1, 2, 3, 4].map((key) => (
          <div
            key={key}
            className="flex items-center gap-3 border-b border-slate-100 px-4 py-3 last:border-0"
          >
            <div className="size-4 rounded bg-slate-200" />
            <div className="size-11 rounded-lg bg-slate-200" />
            <div className="flex-1 space-y-2">
              <div className="h-3 w-1/3 rounded bg-slate-200" />
              <div className="h-3 w-1/2 rounded bg-slate-100" />
            </div>
            <div className="hidden h-3 w-16 rounded bg-slate-200 sm:block" />
          </div>
        ))}
      </div>
    );
  }
  return (
    <div role="status" aria-label="Loading products" className="animate-pulse">
      <div className="mb-3 h-12 rounded-xl bg-white ring-1 ring-slate-200" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {[0, 1, 2, 3, 4, 5, 6, 7].map((key) => (
          <div key={key} className="overflow-hidden rounded-xl bg-white ring-1 ring-slate-200">
            <div className="aspect-video bg-slate-200 sm:aspect-4/3" />
            <div className="space-y-2.5 p-4">
              <div className="h-3.5 w-2/3 rounded bg-slate-200" />
              <div className="h-3 w-full rounded bg-slate-100" />
              <div className="h-3 w-4/5 rounded bg-slate-100" />
              <div className="flex justify-between pt-2">
                <div className="h-4 w-16 rounded bg-slate-200" />
                <div className="h-4 w-14 rounded bg-slate-100" />
              </div>
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
