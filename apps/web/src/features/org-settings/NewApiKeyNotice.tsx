import type { CreateApiKeyResult } from "@shopwright/sdk";
import { CheckCircle2 } from "lucide-react";
import { Button } from "../../components/Button";
import { CopyButton } from "../../components/CopyButton";
import { API_KEYS_TEXT } from "./org-settings.texts";

/** The new key, shown this once with a copy button, until the user says they have it. */
export function NewApiKeyNotice({
  created,
  onDone,
}: {
  created: CreateApiKeyResult;
  onDone: () => void;
}) {
  return (
    <div
      role="status"
      className="rounded-xl bg-emerald-50 p-4 ring-1 ring-emerald-200"
      aria-labelledby="new-api-key-title"
    >
      <div className="flex items-start gap-3">
        <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden />
        <div className="min-w-0 flex-1">
          <p id="new-api-key-title" className="text-sm font-semibold text-emerald-900">
            {API_KEYS_TEXT.newKeyTitle}
          </p>
          <p className="mt-0.5 text-sm text-emerald-800">{API_KEYS_TEXT.newKeyNote}</p>
          <div className="mt-3 flex items-center gap-2 rounded-lg bg-white px-3 py-2 ring-1 ring-emerald-200">
            <code
              data-testid="new-api-key"
              className="min-w-0 flex-1 font-mono text-xs break-all text-slate-900 sm:text-sm"
            >
              {created.key}
            </code>
            <CopyButton text={created.key} label={`API key ${created.apiKey.name}`} tone="light" />
          </div>
        </div>
      </div>
      <div className="mt-3 flex justify-end">
        <Button variant="secondary" size="sm" onClick={onDone}>
          {API_KEYS_TEXT.done}
        </Button>
      </div>
    </div>
  );
}
