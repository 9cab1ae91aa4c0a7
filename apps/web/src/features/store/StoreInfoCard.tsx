import type { StoreSummaryDto } from "@shopwright/sdk";
import type { ReactNode } from "react";
import { StoreStatusBadge } from "./StoreStatusBadge";

/** PRODUCT.md §2 'Store Info': name, domain and status, plus the other facts a store carries. */
export function StoreInfoCard({ store }: { store: StoreSummaryDto }) {
  const rows: Array<[string, ReactNode]> = [
    ["Name", store.storeName],
    ["Domain", store.domain],
    ["Status", <StoreStatusBadge key="status" isApproved={store.approved} />],
    ["Description", store.description || <span className="text-slate-400">None yet</span>],
    ["Currency", store.currency],
    [
      "Created",
      new Date(store.createdAt).toLocaleDateString(store.locale || undefined, {
        dateStyle: "medium",
      }),
    ],
  ];

  return (
    <section
      aria-labelledby="store-info"
      className="rounded-xl bg-white shadow-xs ring-1 ring-slate-200"
    >
      <h2
        id="store-info"
        className="border-b border-slate-100 px-5 py-4 text-sm font-semibold text-slate-900"
      >
        Store Info
      </h2>
      <dl className="divide-y divide-slate-100 px-5">
        {rows.map(([label, value]) => (
          <div key={label} className="flex items-start justify-between gap-4 py-3">
            <dt className="shrink-0 text-sm text-slate-500">{label}</dt>
            <dd className="min-w-0 text-right text-sm font-medium [overflow-wrap:anywhere] text-slate-900">
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
