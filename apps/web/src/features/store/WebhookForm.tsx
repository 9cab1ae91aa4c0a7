import { CreateWebhookBody, WEBHOOK_EVENTS, type WebhookEvent } from "@shopwright/sdk";
import { useState, type FormEvent } from "react";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { TextField } from "../../components/TextField";
import { errorText } from "../../lib/error-text";
import { EVENT_LABELS, WEBHOOKS_TEXT } from "./webhooks.texts";

/** The add-endpoint form, checked with the contract's schema before it is sent. */
export function WebhookForm({
  isSaving,
  error,
  onSubmit,
  onCancel,
}: {
  isSaving: boolean;
  error: unknown;
  onSubmit: (body: CreateWebhookBody) => void;
  onCancel: () => void;
}) {
  const [url, setUrl] = useState("");
  const [description, setDescription] = useState("");
  const [events, setEvents] = useState<WebhookEvent[]>(["product.created", "product.updated"]);
  const [problem, setProblem] = useState<string | null>(null);

  function handleToggle(event: WebhookEvent) {
    setEvents((current) =>
      current.includes(event) ? current.filter((e) => e !== event) : [...current, event],
    );
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const body = { url, description, events };
    const parsed = CreateWebhookBody.safeParse(body);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? WEBHOOKS_TEXT.createFailed);
      return;
    }
    setProblem(null);
    onSubmit(body);
  }

  const message = problem ?? (error ? errorText(error, WEBHOOKS_TEXT.createFailed) : null);
  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-label={WEBHOOKS_TEXT.add}
      className="space-y-4 border-b border-slate-100 px-5 py-4"
    >
      <TextField
        label={WEBHOOKS_TEXT.urlLabel}
        type="url"
        placeholder="https://example.com/webhooks/shopwright"
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        aria-invalid={problem !== null && !url.trim() ? true : undefined}
      />
      <TextField
        label={WEBHOOKS_TEXT.descriptionLabel}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
      />
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-700">
          {WEBHOOKS_TEXT.eventsLabel}
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event} className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                className="size-4 rounded border-slate-300 text-brand-600"
                checked={events.includes(event)}
                onChange={() => handleToggle(event)}
              />
              {EVENT_LABELS[event]}
              <code className="text-xs text-slate-400">{event}</code>
            </label>
          ))}
        </div>
      </fieldset>
      {message && <Alert>{message}</Alert>}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" size="sm" onClick={onCancel}>
          {WEBHOOKS_TEXT.cancel}
        </Button>
        <Button type="submit" size="sm" isLoading={isSaving}>
          {WEBHOOKS_TEXT.create}
        </Button>
      </div>
    </form>
  );
}
