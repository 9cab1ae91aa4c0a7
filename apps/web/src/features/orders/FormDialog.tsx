import type { FormEvent, ReactNode } from "react";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { Modal } from "../../components/Modal";

/**
 * A dialog holding a small form (fulfil, cancel, refund), in the look of the app's confirm
 * dialogs: fields, the one problem to fix, then Cancel and the action. `onClose` must keep
 * its identity between renders (the modal refocuses when it changes).
 */
export function FormDialog({
  title,
  description,
  submitLabel,
  cancelLabel = "Cancel",
  isDanger = false,
  isBusy = false,
  error,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  description?: ReactNode;
  submitLabel: string;
  cancelLabel?: string;
  /** A destructive action: the submit button is red. */
  isDanger?: boolean;
  isBusy?: boolean;
  /** What to fix before sending, or why the server refused. */
  error?: string | null;
  onSubmit: () => void;
  onClose: () => void;
  children?: ReactNode;
}) {
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isBusy) onSubmit();
  }

  return (
    <Modal title={title} description={description} onClose={onClose}>
      <form onSubmit={handleSubmit} noValidate aria-label={title} className="space-y-5">
        {children && <div className="space-y-4">{children}</div>}
        {error && <Alert>{error}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button type="submit" variant={isDanger ? "danger" : "primary"} isLoading={isBusy}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** A labelled checkbox with an optional line of help, for the dialogs' options. */
export function CheckboxField({
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label
      className={`flex items-start gap-3 rounded-lg p-3 ring-1 ring-slate-200 has-checked:bg-brand-50/50 has-checked:ring-brand-300 ${
        disabled ? "cursor-not-allowed opacity-60" : "cursor-pointer"
      }`}
    >
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-4 rounded border-slate-300 accent-brand-600"
      />
      <span>
        <span className="block text-sm font-medium text-slate-900">{label}</span>
        {hint && <span className="mt-0.5 block text-xs text-slate-500">{hint}</span>}
      </span>
    </label>
  );
}
