import { FORM_TYPES, type FormSubmissionDto, type FormType } from "@shopwright/sdk";
import { Inbox } from "lucide-react";
import { useState } from "react";
import { Badge } from "../../components/Badge";
import { LoadFailed } from "../../components/LoadFailed";
import { Button } from "../../components/Button";
import { FORM_PAGE_SIZE, useFormSubmissions } from "./stores.api";
import { formatDateTime } from "../../lib/format-date";

const FORM_LABELS: Record<FormType, string> = {
  newsletter: "Newsletter",
  waitlist: "Waitlist",
  contact: "Contact",
  signup: "Sign up",
  login: "Login",
};

/** Who wrote: the name and email a submission carries, whichever it has. */
function senderOf(submission: FormSubmissionDto): string {
  const { name, email } = submission.fields;
  if (name && email) return `${name} <${email}>`;
  return name ?? email ?? "Anonymous";
}

/** What visitors sent through the published site's forms, newest first, by form. */
export function FormSubmissionsCard({ storeId }: { storeId: string }) {
  const [formType, setFormType] = useState<FormType | undefined>(undefined);
  const [page, setPage] = useState(1);
  const query = useFormSubmissions(storeId, formType, page);
  const pageCount = query.data ? Math.max(1, Math.ceil(query.data.total / FORM_PAGE_SIZE)) : 1;

  function choose(next: FormType | undefined) {
    setFormType(next);
    setPage(1);
  }

  return (
    <section
      aria-labelledby="form-submissions"
      className="rounded-xl bg-white shadow-xs ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-5 py-4">
        <h2 id="form-submissions" className="text-sm font-semibold text-slate-900">
          Form submissions
          {query.data && (
            <span className="ml-2 font-normal text-slate-500">{query.data.total}</span>
          )}
        </h2>
        <label className="flex items-center gap-2 text-xs text-slate-500">
          Form
          <select
            className="rounded-md border border-slate-300 bg-white px-2 py-1 text-xs text-slate-900"
            value={formType ?? ""}
            onChange={(event) => choose((event.target.value || undefined) as FormType | undefined)}
          >
            <option value="">All forms</option>
            {FORM_TYPES.map((type) => (
              <option key={type} value={type}>
                {FORM_LABELS[type]}
              </option>
            ))}
          </select>
        </label>
      </div>

      {query.isPending ? (
        <ul className="divide-y divide-slate-100" aria-label="Loading form submissions">
          {[0, 1, 2].map((row) => (
            <li key={row} className="space-y-2 px-5 py-3">
              <div className="h-4 w-1/3 animate-pulse rounded bg-slate-100" />
              <div className="h-3 w-2/3 animate-pulse rounded bg-slate-100" />
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <LoadFailed
          message="Failed to load form submissions"
          onRetry={() => void query.refetch()}
        />
      ) : query.data.submissions.length === 0 ? (
        <div className="flex flex-col items-center px-5 py-8 text-center">
          <div className="mb-3 grid size-10 place-items-center rounded-full bg-slate-100 text-slate-400">
            <Inbox className="size-5" aria-hidden />
          </div>
          <p className="text-sm font-medium text-slate-900">No submissions yet</p>
          <p className="mt-1 max-w-sm text-xs text-slate-500">
            Newsletter sign-ups and contact messages from your published site appear here.
          </p>
        </div>
      ) : (
        <>
          <ul className="divide-y divide-slate-100">
            {query.data.submissions.map((submission) => (
              <li key={submission._id} className="px-5 py-3">
                <div className="flex items-center justify-between gap-3">
                  <p className="min-w-0 truncate text-sm font-medium text-slate-900">
                    {senderOf(submission)}
                  </p>
                  <Badge tone="brand" className="shrink-0">
                    {FORM_LABELS[submission.formType]}
                  </Badge>
                </div>
                {submission.fields.message && (
                  <p className="mt-1 line-clamp-2 text-sm text-slate-600">
                    {submission.fields.message}
                  </p>
                )}
                <p className="mt-1 text-xs text-slate-400">
                  {formatDateTime(submission.createdAt)}
                  {submission.pagePath ? ` · ${submission.pagePath}` : ""}
                </p>
              </li>
            ))}
          </ul>
          {pageCount > 1 && (
            <div className="flex items-center justify-between border-t border-slate-100 px-5 py-3 text-xs text-slate-500">
              <span>
                Page {page} of {pageCount}
              </span>
              <div className="flex gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={page <= 1}
                  onClick={() => setPage(page - 1)}
                >
                  Prev
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={page >= pageCount}
                  onClick={() => setPage(page + 1)}
                >
                  Next
                </Button>
              </div>
            </div>
          )}
        </>
      )}
    </section>
  );
}
