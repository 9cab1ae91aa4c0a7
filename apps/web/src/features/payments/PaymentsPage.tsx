import {
  COMMERCE_LIMITS,
  deniedReason,
  MANUAL_PAYMENT_KINDS,
  PAYMENT_METHOD_LABELS,
  type ManualPaymentKind,
  type PaymentSettingsDto,
  type StoreSummaryDto,
} from "@shopwright/sdk";
import { Lock } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useParams } from "react-router";
import { LoadFailed } from "../../components/LoadFailed";
import { Switch } from "../../components/Switch";
import { inputClasses, TextField } from "../../components/TextField";
import { toast } from "../../components/Toaster";
import { errorText } from "../../lib/error-text";
import { SaveFooter } from "../org-settings/SaveFooter";
import { StoreSectionHeader } from "../orders/StoreSectionHeader";
import { StoreGate } from "../store/StoreGate";
import {
  bodyOfForm,
  checkPaymentForm,
  formOfSettings,
  isSameForm,
  type PaymentForm,
  type PaymentSection,
} from "./payment-form";
import { MethodCard, SecretField, TestModeBadge, WebhookUrl } from "./PaymentFields";
import { usePaymentSettings, useUpdatePaymentSettings } from "./payments.api";
import { PAYMENTS_TEXT } from "./payments.texts";

/**
 * /dashboard/store/{storeId}/payments (PRODUCT.md §10): how customers pay. Owners and admins
 * change it; anyone else reads why not.
 */
export function PaymentsPage() {
  const { storeId = "" } = useParams();
  return (
    <StoreGate storeId={storeId} width="max-w-3xl">
      {(store) => {
        const denied = deniedReason(store.role, "store.payments");
        return (
          <div className="mx-auto max-w-3xl">
            <StoreSectionHeader
              store={store}
              current={PAYMENTS_TEXT.title}
              title={PAYMENTS_TEXT.title}
              description={PAYMENTS_TEXT.intro}
            />
            {denied ? <ReadOnlyNotice reason={denied} /> : <PaymentSettings store={store} />}
          </div>
        );
      }}
    </StoreGate>
  );
}

function ReadOnlyNotice({ reason }: { reason: string }) {
  return (
    <section
      aria-label={PAYMENTS_TEXT.readOnlyTitle}
      className="mt-8 flex items-start gap-3 rounded-xl bg-white px-5 py-5 shadow-xs ring-1 ring-slate-200"
    >
      <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-slate-100 text-slate-500">
        <Lock className="size-4" aria-hidden />
      </span>
      <div>
        <p className="text-sm font-semibold text-slate-900">{reason}</p>
        <p className="mt-0.5 text-sm text-slate-500">{PAYMENTS_TEXT.readOnlyNote}</p>
      </div>
    </section>
  );
}

function PaymentSettings({ store }: { store: StoreSummaryDto }) {
  const query = usePaymentSettings(store._id);
  if (query.isPending) {
    return (
      <div
        className="mt-8 animate-pulse space-y-6"
        role="status"
        aria-label={PAYMENTS_TEXT.loading}
      >
        {[0, 1, 2].map((key) => (
          <div key={key} className="h-56 rounded-xl bg-white ring-1 ring-slate-200" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="mt-8 rounded-xl bg-white shadow-xs ring-1 ring-slate-200">
        <LoadFailed
          message={errorText(query.error, PAYMENTS_TEXT.loadFailed)}
          retryLabel={PAYMENTS_TEXT.retry}
          onRetry={() => void query.refetch()}
          className="px-5 py-10"
        />
      </div>
    );
  }
  return <PaymentSettingsForm storeId={store._id} saved={query.data} />;
}

function PaymentSettingsForm({ storeId, saved }: { storeId: string; saved: PaymentSettingsDto }) {
  const update = useUpdatePaymentSettings(storeId);
  const [initial, setInitial] = useState(() => formOfSettings(saved));
  const [form, setForm] = useState(initial);
  const [problem, setProblem] = useState<{ section: PaymentSection; message: string } | null>(null);
  const [isSaved, setIsSaved] = useState(false);
  const kindId = useId();
  const instructionsId = useId();
  const isDirty = !isSameForm(form, initial);

  function patch<K extends keyof PaymentForm>(method: K, changes: Partial<PaymentForm[K]>) {
    setForm((current) => ({ ...current, [method]: { ...current[method], ...changes } }));
    setProblem(null);
    update.reset();
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = checkPaymentForm(form, saved);
    setProblem(found);
    if (found) return;
    update.mutate(bodyOfForm(form), {
      onSuccess: (settings) => {
        // The secrets typed are saved now: they show masked, and the boxes empty again.
        const next = formOfSettings(settings);
        setInitial(next);
        setForm(next);
        setIsSaved(true);
        toast.success(PAYMENTS_TEXT.saved);
      },
      onError: (cause) => toast.error(errorText(cause, PAYMENTS_TEXT.saveFailed)),
    });
  }

  const { manual, stripe, paypal } = form;
  const invalid = (section: PaymentSection) =>
    problem !== null && (problem.section === section || problem.section === "all");
  const error =
    problem?.message ?? (update.isError ? errorText(update.error, PAYMENTS_TEXT.saveFailed) : null);

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-label={PAYMENTS_TEXT.title}
      className="mt-8 space-y-6"
    >
      <MethodCard
        id="payments-manual"
        title={PAYMENTS_TEXT.manualTitle}
        description={PAYMENTS_TEXT.manualIntro}
        enabled={manual.enabled}
        isInvalid={invalid("manual")}
        onEnabledChange={(enabled) => patch("manual", { enabled })}
      >
        <div>
          <label htmlFor={kindId} className="mb-1.5 block text-sm font-medium text-slate-700">
            {PAYMENTS_TEXT.manualKind}
          </label>
          <select
            id={kindId}
            value={manual.kind}
            onChange={(event) => patch("manual", { kind: event.target.value as ManualPaymentKind })}
            className={inputClasses}
          >
            {MANUAL_PAYMENT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {PAYMENT_METHOD_LABELS[kind]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label
            htmlFor={instructionsId}
            className="mb-1.5 block text-sm font-medium text-slate-700"
          >
            {PAYMENTS_TEXT.instructions}
          </label>
          <textarea
            id={instructionsId}
            rows={4}
            value={manual.instructions}
            placeholder={PAYMENTS_TEXT.instructionsPlaceholder}
            onChange={(event) => patch("manual", { instructions: event.target.value })}
            aria-invalid={problem?.section === "manual" || undefined}
            aria-describedby={`${instructionsId}-hint`}
            className={`${inputClasses} resize-y`}
          />
          <div
            id={`${instructionsId}-hint`}
            className="mt-1.5 flex justify-between gap-4 text-xs text-slate-500"
          >
            <span>{PAYMENTS_TEXT.instructionsHint}</span>
            <span
              className={`shrink-0 tabular-nums ${
                manual.instructions.length > COMMERCE_LIMITS.instructionsMax ? "text-red-600" : ""
              }`}
            >
              {manual.instructions.length.toLocaleString("en-US")} /{" "}
              {COMMERCE_LIMITS.instructionsMax.toLocaleString("en-US")}
            </span>
          </div>
        </div>
      </MethodCard>

      <MethodCard
        id="payments-stripe"
        title={PAYMENTS_TEXT.stripeTitle}
        description={PAYMENTS_TEXT.stripeIntro}
        badges={saved.stripe.testMode && <TestModeBadge />}
        enabled={stripe.enabled}
        isInvalid={invalid("stripe")}
        onEnabledChange={(enabled) => patch("stripe", { enabled })}
      >
        <TextField
          label={PAYMENTS_TEXT.publishableKey}
          value={stripe.publishableKey}
          placeholder="pk_live_…"
          autoComplete="off"
          spellCheck={false}
          maxLength={COMMERCE_LIMITS.secretMax}
          onChange={(event) => patch("stripe", { publishableKey: event.target.value })}
        />
        <SecretField
          label={PAYMENTS_TEXT.secretKey}
          value={stripe.secretKey}
          saved={saved.stripe.secretKey}
          placeholder="sk_live_…"
          isInvalid={invalid("stripe") && !stripe.secretKey.trim() && !saved.stripe.secretKey}
          onChange={(secretKey) => patch("stripe", { secretKey })}
        />
        <SecretField
          label={PAYMENTS_TEXT.webhookSecret}
          value={stripe.webhookSecret}
          saved={saved.stripe.webhookSecret}
          placeholder="whsec_…"
          isInvalid={
            invalid("stripe") && !stripe.webhookSecret.trim() && !saved.stripe.webhookSecret
          }
          onChange={(webhookSecret) => patch("stripe", { webhookSecret })}
        />
        <WebhookUrl
          provider="Stripe"
          url={saved.stripe.webhookUrl}
          events={PAYMENTS_TEXT.stripeEvents}
        />
      </MethodCard>

      <MethodCard
        id="payments-paypal"
        title={PAYMENTS_TEXT.paypalTitle}
        description={PAYMENTS_TEXT.paypalIntro}
        badges={saved.paypal.testMode && <TestModeBadge />}
        enabled={paypal.enabled}
        isInvalid={invalid("paypal")}
        onEnabledChange={(enabled) => patch("paypal", { enabled })}
      >
        <TextField
          label={PAYMENTS_TEXT.clientId}
          value={paypal.clientId}
          autoComplete="off"
          spellCheck={false}
          maxLength={COMMERCE_LIMITS.secretMax}
          aria-invalid={(invalid("paypal") && !paypal.clientId.trim()) || undefined}
          onChange={(event) => patch("paypal", { clientId: event.target.value })}
        />
        <SecretField
          label={PAYMENTS_TEXT.clientSecret}
          value={paypal.clientSecret}
          saved={saved.paypal.clientSecret}
          isInvalid={invalid("paypal") && !paypal.clientSecret.trim() && !saved.paypal.clientSecret}
          onChange={(clientSecret) => patch("paypal", { clientSecret })}
        />
        <TextField
          label={PAYMENTS_TEXT.webhookId}
          value={paypal.webhookId}
          autoComplete="off"
          spellCheck={false}
          maxLength={COMMERCE_LIMITS.secretMax}
          aria-invalid={(invalid("paypal") && !paypal.webhookId.trim()) || undefined}
          onChange={(event) => patch("paypal", { webhookId: event.target.value })}
        />
        <div className="flex items-start justify-between gap-4">
          <div>
            <p className="text-sm font-medium text-slate-700">{PAYMENTS_TEXT.sandbox}</p>
            <p className="mt-0.5 text-xs text-slate-500">{PAYMENTS_TEXT.sandboxHint}</p>
          </div>
          <Switch
            label={PAYMENTS_TEXT.sandbox}
            checked={paypal.sandbox}
            onChange={(sandbox) => patch("paypal", { sandbox })}
          />
        </div>
        <WebhookUrl
          provider="PayPal"
          url={saved.paypal.webhookUrl}
          events={PAYMENTS_TEXT.paypalEvents}
        />
      </MethodCard>

      <div className="sticky bottom-4 z-10 flex flex-wrap items-center justify-end gap-3 rounded-xl bg-white/95 px-5 py-3 shadow-lg ring-1 ring-slate-200 backdrop-blur">
        <SaveFooter
          isDirty={isDirty}
          isSaving={update.isPending}
          isSaved={isSaved}
          error={error}
          note={isDirty ? PAYMENTS_TEXT.unsavedNote : undefined}
        />
      </div>
    </form>
  );
}
