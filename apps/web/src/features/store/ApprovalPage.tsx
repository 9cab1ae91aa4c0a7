import { ApiError } from "@shopwright/sdk";
import { CircleCheck, Clock, RotateCcw, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { Alert } from "../../components/Alert";
import { Button, ButtonLink } from "../../components/Button";
import { setEditorStoreId } from "../../lib/session";
import { errorText } from "../auth/auth.errors";
import { useApproveStore, useStore } from "../dashboard/stores.api";
import { STORE_TEXT } from "./store.errors";
import { storePaths } from "./store-paths";
import { StoreNotFound } from "./StoreNotFound";
import { StorePageHeader } from "./StorePageHeader";
import { StorePageSkeleton } from "./StorePageSkeleton";
import { StoreStatusBadge } from "./StoreStatusBadge";

/** /dashboard/store/{storeId}/approval (SPEC 2, 4): approve and move on, or try again. */
export function ApprovalPage() {
  const { storeId = "" } = useParams();
  const navigate = useNavigate();
  const query = useStore(storeId);
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
            icon={<ShieldCheck className="size-4" aria-hidden />}
          >
            Approve &amp; Edit
          </Button>
        </div>
      </section>
    </div>
  );
}
