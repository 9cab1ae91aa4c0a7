import { useState, useSyncExternalStore, type FormEvent, type ReactNode } from "react";
import { Button } from "./Button";
import { Modal } from "./Modal";
import { TextField } from "./TextField";

/**
 * In-app replacements for the browser's confirm, prompt and alert: one dialog at a time,
 * asked for from anywhere (an event handler, a mutation's onError) and answered as a promise.
 * `<DialogHost />` renders them; the app mounts it once beside the router (main.tsx) and the
 * test renderer does the same.
 */
interface ConfirmOptions {
  title: string;
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** A destructive action: the confirm button is red. */
  danger?: boolean;
}

interface PromptOptions {
  title: string;
  label: string;
  message?: ReactNode;
  initialValue?: string;
  confirmLabel?: string;
  maxLength?: number;
}

interface AlertOptions {
  title: string;
  message?: ReactNode;
}

type Request =
  | { kind: "confirm"; options: ConfirmOptions; resolve: (answer: boolean) => void }
  | { kind: "prompt"; options: PromptOptions; resolve: (answer: string | null) => void }
  | { kind: "alert"; options: AlertOptions; resolve: () => void };

let queue: Request[] = [];
const listeners = new Set<() => void>();

function push(request: Request): void {
  queue = [...queue, request];
  listeners.forEach((listener) => listener());
}

function settle(): void {
  queue = queue.slice(1);
  listeners.forEach((listener) => listener());
}

/** Asks a yes/no question in a dialog; resolves true on confirm, false on cancel or Escape. */
export function confirmDialog(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => push({ kind: "confirm", options, resolve }));
}

/** Asks for one line of text; resolves the trimmed text, or null when cancelled. */
export function promptDialog(options: PromptOptions): Promise<string | null> {
  return new Promise((resolve) => push({ kind: "prompt", options, resolve }));
}

/** Tells something that needs acknowledging (an action failed). */
export function alertDialog(options: AlertOptions): Promise<void> {
  return new Promise((resolve) => push({ kind: "alert", options, resolve }));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const current = () => queue[0] ?? null;

/** Renders the dialog asked for first, if any. */
export function DialogHost() {
  const request = useSyncExternalStore(subscribe, current, current);
  if (!request) return null;
  // A key per request, so a second prompt starts from its own initial value.
  return <RequestDialog key={queue.length + request.options.title} request={request} />;
}

function RequestDialog({ request }: { request: Request }) {
  const [text, setText] = useState(
    request.kind === "prompt" ? (request.options.initialValue ?? "") : "",
  );

  const cancel = () => {
    settle();
    if (request.kind === "confirm") request.resolve(false);
    else if (request.kind === "prompt") request.resolve(null);
    else request.resolve();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (request.kind === "prompt") {
      const value = text.trim();
      if (!value) return;
      settle();
      request.resolve(value);
      return;
    }
    settle();
    if (request.kind === "confirm") request.resolve(true);
    else request.resolve();
  };

  const { options } = request;
  const confirmLabel = request.kind === "alert" ? "OK" : (request.options.confirmLabel ?? "OK");
  return (
    <Modal
      title={options.title}
      description={request.kind === "prompt" ? undefined : options.message}
      onClose={cancel}
    >
      <form onSubmit={submit} className="space-y-5">
        {request.kind === "prompt" && (
          <>
            {request.options.message && (
              <div className="text-sm text-slate-500">{request.options.message}</div>
            )}
            <TextField
              label={request.options.label}
              value={text}
              maxLength={request.options.maxLength}
              onChange={(event) => setText(event.target.value)}
            />
          </>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {request.kind !== "alert" && (
            <Button variant="secondary" onClick={cancel}>
              {request.kind === "confirm" ? (request.options.cancelLabel ?? "Cancel") : "Cancel"}
            </Button>
          )}
          <Button
            type="submit"
            variant={request.kind === "confirm" && request.options.danger ? "danger" : "primary"}
            disabled={request.kind === "prompt" && !text.trim()}
          >
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
