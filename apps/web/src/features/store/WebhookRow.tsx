import type { WebhookDto } from "@shopwright/sdk";
import { KeyRound } from "lucide-react";
import { useState } from "react";
import { Badge } from "../../components/Badge";
import { Button } from "../../components/Button";
import { confirmDialog } from "../../components/dialogs";
import { toast } from "../../components/Toaster";
import { SecretNotice } from "../../components/SecretNotice";
import { errorText } from "../../lib/error-text";
import { WebhookDeliveryLog } from "./WebhookDeliveryLog";
import {
  useDeleteWebhook,
  useRevealWebhookSecret,
  useTestWebhook,
  useUpdateWebhook,
} from "./webhooks.api";
import { WEBHOOKS_TEXT } from "./webhooks.texts";

/** One endpoint: its address and events, and what can be done with it. */
export function WebhookRow({ storeId, webhook }: { storeId: string; webhook: WebhookDto }) {
  const [isLogOpen, setIsLogOpen] = useState(false);
  const update = useUpdateWebhook(storeId, webhook._id);
  const remove = useDeleteWebhook(storeId, webhook._id);
  const test = useTestWebhook(storeId, webhook._id);
  const reveal = useRevealWebhookSecret(storeId, webhook._id);

  async function handleDelete() {
    const isSure = await confirmDialog({
      title: WEBHOOKS_TEXT.deleteConfirm,
      message: webhook.url,
      confirmLabel: "Delete",
      danger: true,
    });
    if (!isSure) return;
    remove.mutate(undefined, { onSuccess: () => toast.success("Webhook endpoint deleted") });
  }

  function handleTest() {
    setIsLogOpen(true);
    test.mutate();
  }

  const failure = update.error ?? remove.error ?? test.error ?? reveal.error;
  const ping = test.data;
  return (
    <li className="px-5 py-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate font-mono text-sm text-slate-900">{webhook.url}</p>
          {webhook.description && (
            <p className="mt-0.5 text-xs text-slate-500">{webhook.description}</p>
          )}
          <p className="mt-1 text-xs text-slate-500">{webhook.events.join(", ")}</p>
        </div>
        <Badge tone={webhook.isEnabled ? "success" : "neutral"}>
          {webhook.isEnabled ? WEBHOOKS_TEXT.enabled : WEBHOOKS_TEXT.disabled}
        </Badge>
      </div>
      <div className="mt-3 flex flex-wrap gap-2" aria-label={`Actions for ${webhook.url}`}>
        <Button
          variant="secondary"
          size="sm"
          isLoading={update.isPending}
          onClick={() => update.mutate({ isEnabled: !webhook.isEnabled })}
        >
          {webhook.isEnabled ? WEBHOOKS_TEXT.disable : WEBHOOKS_TEXT.enable}
        </Button>
        <Button variant="secondary" size="sm" isLoading={test.isPending} onClick={handleTest}>
          {WEBHOOKS_TEXT.sendTest}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setIsLogOpen(!isLogOpen)}>
          {isLogOpen ? WEBHOOKS_TEXT.hideDeliveries : WEBHOOKS_TEXT.deliveries}
        </Button>
        {!reveal.data && (
          <Button
            variant="ghost"
            size="sm"
            isLoading={reveal.isPending}
            onClick={() => reveal.mutate()}
          >
            {WEBHOOKS_TEXT.revealSecret}
          </Button>
        )}
        <Button
          variant="danger"
          size="sm"
          isLoading={remove.isPending}
          onClick={() => void handleDelete()}
        >
          {WEBHOOKS_TEXT.delete}
        </Button>
      </div>
      {ping && (
        <p
          role="status"
          className={`mt-2 text-xs ${ping.status === "succeeded" ? "text-emerald-700" : "text-red-700"}`}
        >
          {ping.status === "succeeded" ? WEBHOOKS_TEXT.testSent : WEBHOOKS_TEXT.testFailed}
          {ping.lastStatusCode !== null ? ` (HTTP ${ping.lastStatusCode})` : ""}
          {ping.status !== "succeeded" && ping.lastError ? `: ${ping.lastError}` : ""}
        </p>
      )}
      {failure && (
        <p role="alert" className="mt-2 text-xs text-red-700">
          {errorText(failure, WEBHOOKS_TEXT.actionFailed)}
        </p>
      )}
      {reveal.data && (
        <div className="mt-3">
          <SecretNotice
            secret={reveal.data}
            icon={KeyRound}
            copyLabel="signing secret"
            doneLabel={WEBHOOKS_TEXT.done}
            testId="webhook-secret"
            onDone={() => reveal.reset()}
          />
        </div>
      )}
      {isLogOpen && (
        <div className="mt-3 rounded-lg bg-slate-50 px-3 ring-1 ring-slate-100">
          <WebhookDeliveryLog storeId={storeId} webhookId={webhook._id} />
        </div>
      )}
    </li>
  );
}
