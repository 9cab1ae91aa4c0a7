import type { LucideIcon } from "lucide-react";
import { useId } from "react";
import { Button } from "./Button";
import { CopyButton } from "./CopyButton";

/**
 * A secret shown this once (a new API key, a webhook's signing secret), with a copy button,
 * until the user says they have it.
 */
export function SecretNotice({
  secret,
  icon: Icon,
  title,
  note,
  copyLabel,
  doneLabel,
  testId,
  onDone,
}: {
  secret: string;
  icon: LucideIcon;
  title?: string;
  note?: string;
  /** What the copy button copies, for its accessible name. */
  copyLabel: string;
  doneLabel: string;
  testId: string;
  onDone: () => void;
}) {
  const titleId = useId();
  return (
    <div
      role="status"
      className="rounded-xl bg-emerald-50 p-4 ring-1 ring-emerald-200"
      aria-labelledby={title ? titleId : undefined}
    >
      <div className="flex items-start gap-3">
        <Icon className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden />
        <div className="min-w-0 flex-1">
          {title && (
            <p id={titleId} className="text-sm font-semibold text-emerald-900">
              {title}
            </p>
          )}
          {note && <p className="mt-0.5 text-sm text-emerald-800">{note}</p>}
          <div className="mt-3 flex items-center gap-2 rounded-lg bg-white px-3 py-2 ring-1 ring-emerald-200 first:mt-0">
            <code
              data-testid={testId}
              className="min-w-0 flex-1 font-mono text-xs break-all text-slate-900 sm:text-sm"
            >
              {secret}
            </code>
            <CopyButton text={secret} label={copyLabel} tone="light" />
          </div>
        </div>
      </div>
      <div className="mt-3 flex justify-end">
        <Button variant="secondary" size="sm" onClick={onDone}>
          {doneLabel}
        </Button>
      </div>
    </div>
  );
}
