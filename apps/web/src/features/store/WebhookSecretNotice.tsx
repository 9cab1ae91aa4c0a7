import { KeyRound } from "lucide-react";
import { Button } from "../../components/Button";
import { CopyButton } from "../../components/CopyButton";
import { WEBHOOKS_TEXT } from "./webhooks.texts";

/** A signing secret with a copy button: after creation, or revealed on request. */
export function WebhookSecretNotice({
  secret,
  title,
  note,
  onDone,
}: {
  secret: string;
  title?: string;
  note?: string;
  onDone: () => void;
}) {
  return (
    <div role="status" className="rounded-lg bg-emerald-50 p-4 ring-1 ring-emerald-200">
      <div className="flex items-start gap-3">
        <KeyRound className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden />
        <div className="min-w-0 flex-1">
          {title && <p className="text-sm font-semibold text-emerald-900">{title}</p>}
          {note && <p className="mt-0.5 text-sm text-emerald-800">{note}</p>}
          <div className="mt-2 flex items-center gap-2 rounded-lg bg-white px-3 py-2 ring-1 ring-emerald-200">
            <code
              data-testid="webhook-secret"
              className="min-w-0 flex-1 font-mono text-xs break-all text-slate-900"
            >
              {secret}
            </code>
            <CopyButton text={secret} label="signing secret" tone="light" />
          </div>
        </div>
      </div>
      <div className="mt-3 flex justify-end">
        <Button variant="secondary" size="sm" onClick={onDone}>
          {WEBHOOKS_TEXT.done}
        </Button>
      </div>
    </div>
  );
}
