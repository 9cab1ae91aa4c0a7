import {
  deniedReason,
  type CreateWebhookBody,
  type CreateWebhookResult,
  type TeamRole,
} from "@shopwright/sdk";
import { KeyRound, Lock, Webhook } from "lucide-react";
import { useState } from "react";
import { LoadFailed } from "../../components/LoadFailed";
import { Button } from "../../components/Button";
import { SecretNotice } from "../../components/SecretNotice";
import { toast } from "../../components/Toaster";
import { WebhookForm } from "./WebhookForm";
import { WebhookRow } from "./WebhookRow";
import { useCreateWebhook, useWebhooks } from "./webhooks.api";
import { WEBHOOKS_TEXT } from "./webhooks.texts";

/**
 * The store's webhook endpoints: add, enable or disable, test, delete, delivery log. Only
 * owners and admins manage them; anyone else sees why instead.
 */
export function WebhooksCard({ storeId, role }: { storeId: string; role: TeamRole }) {
  const denied = deniedReason(role, "store.webhooks");
  if (denied) {
    return (
      <section
        aria-labelledby="webhooks"
        className="rounded-xl bg-white shadow-xs ring-1 ring-slate-200"
      >
        <div className="px-5 py-4">
          <h2 id="webhooks" className="text-sm font-semibold text-slate-900">
            {WEBHOOKS_TEXT.title}
          </h2>
          <p className="mt-0.5 text-xs text-slate-500">{WEBHOOKS_TEXT.intro}</p>
        </div>
        <p className="flex items-center gap-2 border-t border-slate-100 px-5 py-4 text-sm text-slate-500">
          <Lock className="size-4 shrink-0 text-slate-400" aria-hidden />
          {denied}
        </p>
      </section>
    );
  }
  return <ManagedWebhooks storeId={storeId} />;
}

function ManagedWebhooks({ storeId }: { storeId: string }) {
  const query = useWebhooks(storeId);
  const create = useCreateWebhook(storeId);
  const [isAdding, setIsAdding] = useState(false);
  const [created, setCreated] = useState<CreateWebhookResult | null>(null);

  function handleCreate(body: CreateWebhookBody) {
    create.mutate(body, {
      onSuccess: (result) => {
        toast.success("Webhook endpoint added");
        setCreated(result);
        setIsAdding(false);
      },
    });
  }

  function handleCancel() {
    create.reset();
    setIsAdding(false);
  }

  return (
    <section
      aria-labelledby="webhooks"
      className="rounded-xl bg-white shadow-xs ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-5 py-4">
        <div>
          <h2 id="webhooks" className="text-sm font-semibold text-slate-900">
            {WEBHOOKS_TEXT.title}
          </h2>
          <p className="mt-0.5 text-xs text-slate-500">{WEBHOOKS_TEXT.intro}</p>
        </div>
        {!isAdding && (
          <Button size="sm" variant="secondary" onClick={() => setIsAdding(true)}>
            {WEBHOOKS_TEXT.add}
          </Button>
        )}
      </div>

      {isAdding && (
        <WebhookForm
          isSaving={create.isPending}
          error={create.error}
          onSubmit={handleCreate}
          onCancel={handleCancel}
        />
      )}
      {created && (
        <div className="border-b border-slate-100 px-5 py-4">
          <SecretNotice
            secret={created.secret}
            icon={KeyRound}
            title={WEBHOOKS_TEXT.secretTitle}
            note={WEBHOOKS_TEXT.secretNote}
            copyLabel="signing secret"
            doneLabel={WEBHOOKS_TEXT.done}
            testId="webhook-secret"
            onDone={() => setCreated(null)}
          />
        </div>
      )}

      {query.isPending ? (
        <ul className="divide-y divide-slate-100" aria-label="Loading webhooks">
          {[0, 1].map((row) => (
            <li key={row} className="space-y-2 px-5 py-4">
              <div className="h-4 w-1/2 animate-pulse rounded bg-slate-100" />
              <div className="h-3 w-1/3 animate-pulse rounded bg-slate-100" />
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <LoadFailed
          message={WEBHOOKS_TEXT.loadFailed}
          retryLabel={WEBHOOKS_TEXT.retry}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <div className="flex flex-col items-center px-5 py-8 text-center">
          <div className="mb-3 grid size-10 place-items-center rounded-full bg-slate-100 text-slate-400">
            <Webhook className="size-5" aria-hidden />
          </div>
          <p className="text-sm font-medium text-slate-900">{WEBHOOKS_TEXT.emptyTitle}</p>
          <p className="mt-1 max-w-sm text-xs text-slate-500">{WEBHOOKS_TEXT.emptyNote}</p>
        </div>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Webhook endpoints">
          {query.data.map((webhook) => (
            <WebhookRow key={webhook._id} storeId={storeId} webhook={webhook} />
          ))}
        </ul>
      )}
    </section>
  );
}
