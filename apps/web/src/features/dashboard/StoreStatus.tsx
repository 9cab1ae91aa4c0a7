/** PRODUCT.md §2, §4: a status dot with 'Project is active' when approved, else 'Project is paused'. */
export function StoreStatus({ isApproved }: { isApproved: boolean }) {
  return (
    <span className="inline-flex items-center gap-1.5 text-xs font-medium text-slate-600">
      <span
        aria-hidden
        className={`size-2 rounded-full ring-4 ${
          isApproved ? "bg-emerald-500 ring-emerald-500/15" : "bg-amber-400 ring-amber-400/20"
        }`}
      />
      {isApproved ? "Project is active" : "Project is paused"}
    </span>
  );
}
