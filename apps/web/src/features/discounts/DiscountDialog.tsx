import {
  ApiError,
  CHECKOUT_LIMITS,
  CHECKOUT_MESSAGES,
  DISCOUNT_KIND_LABELS,
  DISCOUNT_KINDS,
  type DiscountDto,
} from "@shopwright/sdk";
import { Shuffle } from "lucide-react";
import { useMemo, useState, type FormEvent } from "react";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { confirmDialog } from "../../components/dialogs";
import { FormGroup, RadioCards } from "../../components/FormGroup";
import { InputField } from "../../components/InputField";
import { Modal } from "../../components/Modal";
import { Switch } from "../../components/Switch";
import { toast } from "../../components/Toaster";
import { focusFirstProblem } from "../../lib/focus-problem";
import { errorText } from "../../lib/error-text";
import {
  checkDiscountForm,
  discountName,
  EMPTY_DISCOUNT_FORM,
  formOfDiscount,
  generateCode,
  SCHEDULE_INPUT_RANGE,
  type DiscountField,
  type DiscountForm,
} from "./discount-form";
import { useCreateDiscount, useUpdateDiscount } from "./discounts.api";
import { DISCOUNTS_TEXT } from "./discounts.texts";
import { CollectionChoice } from "./CollectionChoice";
import { ProductPicker } from "./ProductPicker";

/**
 * Creates a discount, or changes `discount` from the version it was read at (a conflict offers
 * to reload it). `onClose` must keep its identity between renders (the modal refocuses).
 */
export function DiscountDialog({
  storeId,
  currency,
  locale,
  discount,
  onReload,
  onClose,
}: {
  storeId: string;
  currency: string;
  locale: string;
  /** The discount to change; none to create one. */
  discount?: DiscountDto;
  /** Reads the list again and answers this discount as it is now (null: it is gone). */
  onReload: () => Promise<DiscountDto | null>;
  onClose: () => void;
}) {
  const create = useCreateDiscount(storeId);
  const update = useUpdateDiscount(storeId);
  const [base, setBase] = useState(discount);
  const [form, setForm] = useState<DiscountForm>(() =>
    base ? formOfDiscount(base, currency) : EMPTY_DISCOUNT_FORM,
  );
  const [hasTriedSave, setHasTriedSave] = useState(false);
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const checked = useMemo(() => checkDiscountForm(form, currency), [form, currency]);
  const problems = hasTriedSave ? checked.problems : null;
  const problem = (field: DiscountField) => problems?.get(field) ?? null;
  const isBusy = create.isPending || update.isPending;

  function patch(changes: Partial<DiscountForm>) {
    setForm((current) => ({ ...current, ...changes }));
    setServerProblem(null);
  }

  async function handleConflict() {
    const isReload = await confirmDialog({
      title: DISCOUNTS_TEXT.staleTitle,
      message: CHECKOUT_MESSAGES.versionStale,
      confirmLabel: DISCOUNTS_TEXT.reload,
      cancelLabel: DISCOUNTS_TEXT.keepEditing,
    });
    if (!isReload) return;
    const fresh = await onReload();
    if (!fresh) {
      toast.error(CHECKOUT_MESSAGES.discountNotFound);
      onClose();
      return;
    }
    setBase(fresh);
    setForm(formOfDiscount(fresh, currency));
    setHasTriedSave(false);
  }

  function handleError(cause: unknown) {
    if (cause instanceof ApiError && cause.code === "stale_version") void handleConflict();
    else setServerProblem(errorText(cause, DISCOUNTS_TEXT.saveFailed));
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setHasTriedSave(true);
    if (!checked.body) {
      focusFirstProblem(event.currentTarget as HTMLFormElement);
      return;
    }
    if (isBusy) return;
    if (base) {
      update.mutate(
        { discountId: base._id, body: { ...checked.body, version: base.version } },
        {
          onSuccess: () => {
            toast.success(DISCOUNTS_TEXT.saved);
            onClose();
          },
          onError: handleError,
        },
      );
    } else {
      create.mutate(checked.body, {
        onSuccess: () => {
          toast.success(DISCOUNTS_TEXT.created);
          onClose();
        },
        onError: handleError,
      });
    }
  }

  const title = base ? DISCOUNTS_TEXT.editTitle(discountName(base)) : DISCOUNTS_TEXT.createTitle;
  const footerProblem =
    serverProblem ?? (problems && problems.size > 0 ? DISCOUNTS_TEXT.fixProblems : null);

  return (
    <Modal title={title} description={DISCOUNTS_TEXT.dialogIntro} size="lg" onClose={onClose}>
      <form onSubmit={handleSubmit} noValidate aria-label={title} className="space-y-7">
        <FormGroup>
          <div className="flex items-start justify-between gap-4 rounded-lg bg-slate-50 px-3 py-2.5 ring-1 ring-slate-200">
            <div>
              <p className="text-sm font-medium text-slate-800">{DISCOUNTS_TEXT.isAutomatic}</p>
              <p className="mt-0.5 text-xs text-slate-500">{DISCOUNTS_TEXT.isAutomaticHint}</p>
            </div>
            <Switch
              label={DISCOUNTS_TEXT.isAutomatic}
              checked={form.isAutomatic}
              onChange={(isAutomatic) => patch({ isAutomatic })}
            />
          </div>
          {!form.isAutomatic && (
            <div className="flex items-start gap-2">
              <InputField
                label={DISCOUNTS_TEXT.code}
                value={form.code}
                maxLength={CHECKOUT_LIMITS.codeMax}
                autoComplete="off"
                spellCheck={false}
                placeholder="SUMMER-10"
                problem={problem("code")}
                hint={DISCOUNTS_TEXT.codeHint}
                onChange={(code) => patch({ code: code.toUpperCase() })}
                className="flex-1 [&_input]:font-mono [&_input]:uppercase"
              />
              <Button
                variant="secondary"
                // Level with the input under its label.
                className="mt-[1.625rem] h-[2.375rem]"
                aria-label={DISCOUNTS_TEXT.generateLabel}
                icon={<Shuffle className="size-4" aria-hidden />}
                onClick={() => patch({ code: generateCode() })}
              >
                {DISCOUNTS_TEXT.generate}
              </Button>
            </div>
          )}
          <InputField
            label={DISCOUNTS_TEXT.titleLabel}
            value={form.title}
            maxLength={CHECKOUT_LIMITS.titleMax}
            placeholder={DISCOUNTS_TEXT.titlePlaceholder}
            problem={problem("title")}
            hint={DISCOUNTS_TEXT.titleHint}
            onChange={(value) => patch({ title: value })}
          />
        </FormGroup>

        <FormGroup title={DISCOUNTS_TEXT.kind}>
          <RadioCards
            cards={DISCOUNT_KINDS.map((kind) => ({
              value: kind,
              label: DISCOUNT_KIND_LABELS[kind],
            }))}
            value={form.kind}
            onChange={(kind) => patch({ kind, value: "" })}
          />
          {form.kind !== "free_shipping" && (
            <InputField
              label={
                form.kind === "percentage"
                  ? DISCOUNTS_TEXT.valuePercent
                  : DISCOUNTS_TEXT.valueAmount
              }
              inputMode="decimal"
              value={form.value}
              placeholder={form.kind === "percentage" ? "10" : "5.00"}
              suffix={form.kind === "percentage" ? "%" : currency}
              problem={problem("value")}
              onChange={(value) => patch({ value })}
              className="sm:max-w-56"
            />
          )}
        </FormGroup>

        <FormGroup title={DISCOUNTS_TEXT.appliesTo}>
          <RadioCards
            cards={[
              { value: "all", label: DISCOUNTS_TEXT.allProducts },
              { value: "products", label: DISCOUNTS_TEXT.specificProducts },
              { value: "collections", label: DISCOUNTS_TEXT.specificCollections },
            ]}
            value={form.appliesTo}
            onChange={(appliesTo) => patch({ appliesTo })}
          />
          {form.appliesTo === "products" && (
            <ProductPicker
              storeId={storeId}
              currency={currency}
              locale={locale}
              selected={form.productIds}
              problem={problem("productIds")}
              onChange={(productIds) => patch({ productIds })}
            />
          )}
          {form.appliesTo === "collections" && (
            <CollectionChoice
              storeId={storeId}
              selected={form.collectionIds}
              problem={problem("productIds")}
              onChange={(collectionIds) => patch({ collectionIds })}
            />
          )}
        </FormGroup>

        <FormGroup title={DISCOUNTS_TEXT.requirements}>
          <div className="grid gap-3 sm:grid-cols-3">
            <InputField
              label={DISCOUNTS_TEXT.minimumSubtotal}
              inputMode="decimal"
              placeholder="0.00"
              suffix={currency}
              value={form.minimumSubtotal}
              problem={problem("minimumSubtotal")}
              onChange={(minimumSubtotal) => patch({ minimumSubtotal })}
            />
            <InputField
              label={DISCOUNTS_TEXT.usageLimit}
              inputMode="numeric"
              placeholder={DISCOUNTS_TEXT.noLimit}
              value={form.usageLimit}
              problem={problem("usageLimit")}
              onChange={(usageLimit) => patch({ usageLimit })}
            />
            <InputField
              label={DISCOUNTS_TEXT.perCustomerLimit}
              inputMode="numeric"
              placeholder={DISCOUNTS_TEXT.noLimit}
              value={form.perCustomerLimit}
              problem={problem("perCustomerLimit")}
              onChange={(perCustomerLimit) => patch({ perCustomerLimit })}
            />
          </div>
          <p className="text-xs text-slate-500">{DISCOUNTS_TEXT.minimumHint}</p>
        </FormGroup>

        <FormGroup title={DISCOUNTS_TEXT.schedule}>
          <div className="grid gap-3 sm:grid-cols-2">
            <InputField
              type="datetime-local"
              {...SCHEDULE_INPUT_RANGE}
              label={DISCOUNTS_TEXT.startsAt}
              value={form.startsAt}
              problem={problem("startsAt")}
              onChange={(startsAt) => patch({ startsAt })}
            />
            <InputField
              type="datetime-local"
              {...SCHEDULE_INPUT_RANGE}
              label={DISCOUNTS_TEXT.endsAt}
              value={form.endsAt}
              problem={problem("endsAt")}
              onChange={(endsAt) => patch({ endsAt })}
            />
          </div>
          <p className="text-xs text-slate-500">{DISCOUNTS_TEXT.scheduleHint}</p>
          <div className="flex items-start justify-between gap-4 pt-2">
            <div>
              <p className="text-sm font-medium text-slate-800">{DISCOUNTS_TEXT.enabled}</p>
              <p className="mt-0.5 text-xs text-slate-500">{DISCOUNTS_TEXT.enabledHint}</p>
            </div>
            <Switch
              label={DISCOUNTS_TEXT.enabled}
              checked={form.enabled}
              onChange={(enabled) => patch({ enabled })}
            />
          </div>
        </FormGroup>

        {footerProblem && <Alert>{footerProblem}</Alert>}
        <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {DISCOUNTS_TEXT.cancel}
          </Button>
          <Button type="submit" isLoading={isBusy}>
            {base ? DISCOUNTS_TEXT.save : DISCOUNTS_TEXT.create}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
