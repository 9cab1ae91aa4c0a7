/** The shape of a store screen while its store loads. */
export function StorePageSkeleton({ label }: { label: string }) {
  return (
    <div className="mx-auto max-w-6xl animate-pulse" role="status" aria-label={label}>
      <div className="h-4 w-40 rounded bg-slate-200" />
      <div className="mt-5 flex items-center gap-4">
        <div className="size-14 rounded-xl bg-slate-200" />
        <div className="space-y-2">
          <div className="h-6 w-56 rounded bg-slate-200" />
          <div className="h-4 w-32 rounded bg-slate-100" />
        </div>
      </div>
      <div className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((key) => (
          <div key={key} className="h-28 rounded-xl bg-white ring-1 ring-slate-200" />
        ))}
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="h-72 rounded-xl bg-white ring-1 ring-slate-200 lg:col-span-2" />
        <div className="h-72 rounded-xl bg-white ring-1 ring-slate-200" />
      </div>
    </div>
  );
}
