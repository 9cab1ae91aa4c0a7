/** The shape of the report while it loads. */
export function AnalyticsSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="animate-pulse">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        {[0, 1, 2, 3, 4, 5].map((key) => (
          <div key={key} className="h-24 rounded-xl bg-white ring-1 ring-slate-200" />
        ))}
      </div>
      <div className="mt-4 grid gap-4 lg:grid-cols-3">
        <div className="h-80 rounded-xl bg-white ring-1 ring-slate-200 lg:col-span-2" />
        <div className="h-80 rounded-xl bg-white ring-1 ring-slate-200" />
      </div>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <div className="h-64 rounded-xl bg-white ring-1 ring-slate-200" />
        <div className="h-64 rounded-xl bg-white ring-1 ring-slate-200" />
      </div>
    </div>
  );
}
