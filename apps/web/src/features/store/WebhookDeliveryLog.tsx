import type { WebhookDeliveryDto } from "@shopwright/sdk";
import { Badge } from "../../components/Badge";
import { Button } from "../../components/Button";
import { formatDateTime } from "../../lib/format-date";
import { useWebhookDeliveries } from "./webhooks.api";
import { DELIVERY_STATUS_LABELS, WEBHOOKS_TEXT } from "./webhooks.texts";

const STATUS_TONES = { pending: "warning", succeeded: "success", failed: "neutral" } as const;

/** One line of what the last attempt got: the status code and time, or the error. */
function outcomeOf(delivery: WebhookDeliveryDto): string {
  const parts: string[] = [];
  if (delivery.lastStatusCode !== null) parts.push(`HTTP ${delivery.lastStatusCode}`);
  if (delivery.lastDurationMs !== null) parts.push(`${delivery.lastDurationMs} ms`);
  if (delivery.lastError && delivery.lastStatusCode === null) parts.push(delivery.lastError);
  return parts.join(" · ");
}

/** The endpoint's newest deliveries: event, status, attempt, outcome, next attempt. */
export function WebhookDeliveryLog({ storeId, webhookId }: { storeId: string; webhookId: string }) {
  const query = useWebhookDeliveries(storeId, webhookId);

  if (query.isPending) {
    return (
      <p className="px-1 py-3 text-xs text-slate-500" role="status">
        Loading deliveries…
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="flex items-center gap-3 px-1 py-3 text-xs">
        <span className="text-red-700">{WEBHOOKS_TEXT.deliveriesLoadFailed}</span>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {WEBHOOKS_TEXT.retry}
        </Button>
      </div>
    );
  }
  if (query.data.length === 0) {
    return <p className="px-1 py-3 text-xs text-slate-500">{WEBHOOKS_TEXT.noDeliveries}</p>;
  }
  return (
    <ul aria-label={WEBHOOKS_TEXT.deliveries} className="divide-y divide-slate-100 text-xs">
      {query.data.map((delivery) => (
        <li key={delivery._id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
          <Badge tone={STATUS_TONES[delivery.status]}>
            {DELIVERY_STATUS_LABELS[delivery.status]}
          </Badge>
          <code className="text-slate-700">{delivery.type}</code>
          <span className="text-slate-500">{formatDateTime(delivery.createdAt)}</span>
          <span className="text-slate-500">attempt {delivery.attemptCount}</span>
          <span className="min-w-0 truncate text-slate-600">{outcomeOf(delivery)}</span>
          {delivery.nextAttemptAt && (
            <span className="text-slate-500">next {formatDateTime(delivery.nextAttemptAt)}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
