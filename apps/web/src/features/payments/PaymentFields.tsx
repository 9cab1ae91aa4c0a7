import { Eye, EyeOff } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { Badge } from "../../components/Badge";
import { CopyButton } from "../../components/CopyButton";
import { Switch } from "../../components/Switch";
import { TextField } from "../../components/TextField";
import { PAYMENTS_TEXT } from "./payments.texts";

/** A masked secret as a placeholder: its last characters after dots. */
function maskPlaceholder(mask: string): string {
  return /^[•*.…]/.test(mask) ? mask : `••••••••${mask}`;
}

/**
 * A secret's input: blank means "keep the saved one", whose last characters show as the
 * placeholder; what is typed can be shown to check it.
 */
export function SecretField({
  label,
  value,
  saved,
  placeholder,
  isInvalid,
  onChange,
}: {
  label: string;
  value: string;
  /** The saved secret's last characters, or null when none is saved. */
  saved: string | null;
  placeholder?: string;
  isInvalid?: boolean;
  onChange: (value: string) => void;
}) {
  const [isVisible, setIsVisible] = useState(false);
  const Icon = isVisible ? EyeOff : Eye;
  return (
    <TextField
      label={label}
      type={isVisible ? "text" : "password"}
      autoComplete="new-password"
      spellCheck={false}
      value={value}
      placeholder={saved ? maskPlaceholder(saved) : placeholder}
      onChange={(event) => onChange(event.target.value)}
      aria-invalid={isInvalid || undefined}
      hint={saved ? PAYMENTS_TEXT.savedSecret : undefined}
      style={{ paddingRight: "2.5rem" }}
      trailing={
        <button
          type="button"
          onClick={() => setIsVisible((visible) => !visible)}
          aria-label={`${isVisible ? PAYMENTS_TEXT.hideSecret : PAYMENTS_TEXT.showSecret} ${label.toLowerCase()}`}
          aria-pressed={isVisible}
          className="rounded-md p-1.5 text-slate-400 transition-colors hover:bg-slate-100 hover:text-slate-600"
        >
          <Icon className="size-4" aria-hidden />
        </button>
      }
    />
  );
}

/** The address to register in the provider's dashboard, with Copy, and the events to pick. */
export function WebhookUrl({
  url,
  events,
  provider,
}: {
  url: string;
  events: string;
  provider: string;
}) {
  const id = useId();
  return (
    <div>
      <p id={id} className="mb-1.5 text-sm font-medium text-slate-700">
        {PAYMENTS_TEXT.webhookUrl}
      </p>
      <div
        className="flex items-center gap-2 rounded-lg bg-slate-900 py-1.5 pr-1.5 pl-3"
        aria-labelledby={id}
        role="group"
      >
        <code
          className="min-w-0 flex-1 font-mono text-xs break-all text-slate-100"
          data-testid={`${provider}-webhook-url`}
        >
          {url}
        </code>
        <CopyButton text={url} label={`${provider} webhook URL`} />
      </div>
      <p className="mt-1.5 text-xs text-slate-500">{PAYMENTS_TEXT.webhookUrlNote(events)}</p>
    </div>
  );
}

/** One payment method's card: its name, a line about it, badges, its switch, then its fields. */
export function MethodCard({
  id,
  title,
  description,
  badges,
  enabled,
  isInvalid,
  onEnabledChange,
  children,
}: {
  id: string;
  title: string;
  description: string;
  badges?: ReactNode;
  enabled: boolean;
  /** The card holds the problem to fix before saving. */
  isInvalid?: boolean;
  onEnabledChange: (enabled: boolean) => void;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      data-invalid={isInvalid || undefined}
      className={`overflow-hidden rounded-xl bg-white shadow-xs ring-1 transition-shadow ${
        isInvalid ? "ring-red-300" : "ring-slate-200"
      }`}
    >
      <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-5 py-4 sm:px-6">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={id} className="text-base font-semibold text-slate-900">
              {title}
            </h2>
            {badges}
          </div>
          <p className="mt-0.5 text-sm text-slate-500">{description}</p>
        </div>
        <Switch label={title} checked={enabled} onChange={onEnabledChange} />
      </div>
      <div className="space-y-4 px-5 py-5 sm:px-6">{children}</div>
    </section>
  );
}

/** Shown beside a provider's name while its saved keys are test ones. */
export function TestModeBadge() {
  return <Badge tone="warning">{PAYMENTS_TEXT.testMode}</Badge>;
}
