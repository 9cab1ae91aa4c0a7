import { ApiError, deniedReason } from "@shopwright/sdk";
import { CircleCheck, Clock, Lock, RotateCcw, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { Alert } from "../../components/Alert";
import { LoadFailed } from "../../components/LoadFailed";
import { plural } from "../../lib/plural";
import { Button, ButtonLink } from "../../components/Button";
import { setEditorStoreId } from "../../lib/session";
import { errorText } from "../../lib/error-text";
import { useApproveStore, useStore } from "./stores.api";
import { ReadinessList } from "./ReadinessList";
import { useReadiness } from "./stores.api";
import { STORE_TEXT } from "./store.errors";
import { storePaths } from "./store-paths";
import { StoreNotFound } from "./StoreNotFound";
import { StorePageHeader } from "./StorePageHeader";
import { StorePageSkeleton } from "./StorePageSkeleton";
import { StoreStatusBadge } from "./StoreStatusBadge";

/**
 * /dashboard/store/{storeId}/approval (PRODUCT.md §2, §4): approve and move on, or try again, after
 * a pre-launch review of what is still unfinished in the store.
 */
export function ApprovalPage() {
  const { storeId = "" } = useParams();
  const navigate = useNavigate();
  const query = useStore(storeId);
  const review = useReadiness(storeId);
  const approve = useApproveStore();
  const [error, setError] = useState<string | null>(null);

  function handleApprove() {
    setError(null);
    approve.mutate(storeId, {
      onSuccess: (store) => {
        setEditorStoreId(store._id);
        void navigate(storePaths.editor(store._id));
      },
      onError: (cause) => setError(errorText(cause, STORE_TEXT.approveFailed)),
    });
  }

  if (query.isPending) return <StorePageSkeleton label="Loading store" />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <StoreNotFound />;
    return (
      <div className="mx-auto max-w-3xl">
        <Alert>
          <p className="font-medium">{STORE_TEXT.loadStoreFailed}</p>
          <p className="mt-0.5">{errorText(query.error, STORE_TEXT.loadFailed)}</p>
        </Alert>
      </div>
    );
  }

  const store = query.data;
  const StatusIcon = store.approved ? CircleCheck : Clock;
  // Approving is for owners and admins; members see why the button is off.
  const approveDenied = store.approved ? null : deniedReason(store.role, "store.approve");
  const unfinished = review.data?.items.length ?? 0;
  return (
    <div className="mx-auto max-w-3xl">
      <StorePageHeader
        store={store}
        page={{ label: "Approval", parent: storePaths.overview(store._id) }}
        hasStatus={false}
      />

      <section
        aria-labelledby="approval-title"
        className="mt-8 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
      >
        <div className="flex flex-col items-center px-6 py-10 text-center sm:px-12">
          <span
            className={`grid size-14 place-items-center rounded-2xl ring-8 ${
              store.approved
                ? "bg-emerald-50 text-emerald-600 ring-emerald-50/50"
                : "bg-amber-50 text-amber-600 ring-amber-50/50"
            }`}
          >
            <StatusIcon className="size-7" aria-hidden />
          </span>
          <h2 id="approval-title" className="mt-6 text-xl font-semibold text-slate-900">
            {store.approved ? "Your store is active" : "Review your store"}
          </h2>
          <div className="mt-3">
            <StoreStatusBadge isApproved={store.approved} />
          </div>
          <p className="mt-4 max-w-md text-sm text-slate-500">
            {store.approved
              ? "This store is approved. Continue in the editor, or ask the AI builder for another take."
              : "Happy with the AI’s draft? Approve it to mark the store active and open it in the editor. Not quite right? Try again with a new prompt."}
          </p>
          {error && <Alert className="mt-6 w-full max-w-md text-left">{error}</Alert>}
          {approveDenied && (
            <p className="mt-4 inline-flex items-center gap-2 text-sm text-slate-500">
              <Lock className="size-4 shrink-0 text-slate-400" aria-hidden />
              {approveDenied}
            </p>
          )}
        </div>
        <div className="flex flex-col-reverse gap-2 border-t border-slate-100 bg-slate-50/60 px-6 py-4 sm:flex-row sm:justify-end">
          <ButtonLink
            to={storePaths.chatbox(store._id)}
            variant="secondary"
            icon={<RotateCcw className="size-4" aria-hidden />}
          >
            Try Again
          </ButtonLink>
          <Button
            onClick={handleApprove}
            isLoading={approve.isPending}
            disabled={approveDenied !== null}
            title={approveDenied ?? undefined}
            icon={<ShieldCheck className="size-4" aria-hidden />}
          >
            Approve &amp; Edit
          </Button>
        </div>
      </section>

      <section
        aria-labelledby="review-title"
        className="mt-6 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
      >
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 px-5 py-4">
          <div>
            <h2 id="review-title" className="text-sm font-semibold text-slate-900">
              Before you launch
            </h2>
            <p className="mt-0.5 text-xs text-slate-500">
              What is still unfinished in this store, and where to fix it.
            </p>
          </div>
          {review.isSuccess && (
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${
                unfinished === 0
                  ? "bg-emerald-50 text-emerald-700 ring-emerald-200"
                  : "bg-amber-50 text-amber-800 ring-amber-200"
              }`}
            >
              {unfinished === 0 ? "Ready" : `${plural(unfinished, "thing")} to finish`}
            </span>
          )}
        </div>
        {review.isPending ? (
          <div className="space-y-3 px-5 py-5" role="status" aria-label="Loading the review">
            {[0, 1, 2].map((row) => (
              <div key={row} className="flex gap-3">
                <div className="size-8 animate-pulse rounded-lg bg-slate-100" />
                <div className="flex-1 space-y-2">
                  <div className="h-4 w-2/3 animate-pulse rounded bg-slate-100" />
                  <div className="h-3 w-1/2 animate-pulse rounded bg-slate-100" />
                </div>
              </div>
            ))}
          </div>
        ) : review.isError ? (
          <LoadFailed
            message="Failed to load the pre-launch review"
            retryLabel="Try again"
            onRetry={() => void review.refetch()}
          />
        ) : (
          <ReadinessList storeId={store._id} review={review.data} />
        )}
      </section>
    </div>
  );
}
