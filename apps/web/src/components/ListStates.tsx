import type { ReactNode } from "react";
import { errorText } from "../lib/error-text";
import { LoadFailed } from "./LoadFailed";

/** What a list's query tells the screen. */
interface ListQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * A store list's body in each of its states: a skeleton of `rows` while it loads, its failure
 * with a retry, `empty` when it has nothing, else `children`. `extra` (an open dialog) shows
 * whatever the state.
 */
export function ListStates({
  query,
  isEmpty,
  texts,
  rows = 3,
  empty,
  extra,
  children,
}: {
  query: ListQuery;
  isEmpty: boolean;
  texts: { loading: string; loadFailed: string; retry: string };
  rows?: number;
  empty: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className="mt-8 animate-pulse space-y-3" role="status" aria-label={texts.loading}>
        {Array.from({ length: rows }, (_, key) => (
          <div key={key} className="h-16 rounded-xl bg-white ring-1 ring-slate-200" />
        ))}
        {extra}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="mt-8 rounded-xl bg-white shadow-xs ring-1 ring-slate-200">
        <LoadFailed
          message={errorText(query.error, texts.loadFailed)}
          retryLabel={texts.retry}
          onRetry={() => void query.refetch()}
          className="px-5 py-10"
        />
        {extra}
      </div>
    );
  }
  return (
    <div className="mt-8">
      {isEmpty ? empty : children}
      {extra}
    </div>
  );
}
