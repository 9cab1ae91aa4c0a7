/** The shape of the chatbox while its store loads. */
export function ChatPageSkeleton() {
  return (
    <div
      className="flex h-full animate-pulse flex-col gap-4"
      role="status"
      aria-label="Loading store"
    >
      <div className="h-4 w-48 rounded bg-slate-200" />
      <div className="h-7 w-64 rounded bg-slate-200" />
      <div className="grid min-h-0 flex-1 gap-4 lg:grid-cols-[minmax(320px,400px)_1fr]">
        <div className="min-h-96 rounded-2xl bg-white ring-1 ring-slate-200" />
        <div className="hidden min-h-96 rounded-2xl bg-slate-100 ring-1 ring-slate-200 lg:block" />
      </div>
    </div>
  );
}
