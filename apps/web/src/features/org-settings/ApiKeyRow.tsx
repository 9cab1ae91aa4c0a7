import type { ApiKeyDto } from "@shopwright/sdk";
import { KeyRound } from "lucide-react";
import { Button } from "../../components/Button";
import { toast } from "../../components/Toaster";
import { alertDialog, confirmDialog } from "../../components/dialogs";
import { formatDateTime } from "../../lib/format-date";
import { errorText } from "../../lib/error-text";
import { useRevokeApiKey } from "./api-keys.api";
import { API_KEYS_TEXT } from "./org-settings.texts";

/** One key of the list: name, its visible prefix, who made it and when it was last used. */
export function ApiKeyRow({ teamId, apiKey }: { teamId: string; apiKey: ApiKeyDto }) {
  const revoke = useRevokeApiKey(teamId);

  async function handleRevoke() {
    const isSure = await confirmDialog({
      title: `Revoke ${apiKey.name}?`,
      message: API_KEYS_TEXT.revokeConfirm,
      confirmLabel: API_KEYS_TEXT.revoke,
      danger: true,
    });
    if (!isSure) return;
    revoke.mutate(apiKey._id, {
      onSuccess: () => toast.success(`${apiKey.name} was revoked`),
      onError: (error) =>
        void alertDialog({
          title: API_KEYS_TEXT.revokeFailed,
          message: errorText(error, API_KEYS_TEXT.revokeFailed),
        }),
    });
  }

  return (
    <li className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:px-6">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <div className="mt-0.5 grid size-9 shrink-0 place-items-center rounded-lg bg-slate-100 text-slate-500">
          <KeyRound className="size-4" aria-hidden />
        </div>
        <div className="min-w-0">
          <p className="truncate text-sm font-medium text-slate-900">{apiKey.name}</p>
          <p className="mt-0.5 font-mono text-xs text-slate-500">{apiKey.prefix}…</p>
          <p className="mt-1 text-xs text-slate-500">
            Created by {apiKey.createdBy.name} on {formatDateTime(apiKey.createdAt)} ·{" "}
            {apiKey.lastUsedAt
              ? `Last used ${formatDateTime(apiKey.lastUsedAt)}`
              : API_KEYS_TEXT.neverUsed}
          </p>
        </div>
      </div>
      <Button
        variant="danger"
        size="sm"
        isLoading={revoke.isPending}
        onClick={() => void handleRevoke()}
        aria-label={`Revoke ${apiKey.name}`}
        className="ml-12 self-start sm:ml-0 sm:self-center"
      >
        {API_KEYS_TEXT.revoke}
      </Button>
    </li>
  );
}
