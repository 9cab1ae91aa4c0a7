import {
  ApiError,
  CHECKOUT_LIMITS,
  CHECKOUT_MESSAGES,
  deniedReason,
  REST_OF_WORLD,
  type ShippingTaxesDto,
  type StoreSummaryDto,
} from "@shopwright/sdk";
import { Lock, Plus, Truck } from "lucide-react";
import { useMemo, useState, type FormEvent } from "react";
import { useParams } from "react-router";
import { Button } from "../../components/Button";
import { confirmDialog } from "../../components/dialogs";
import { EmptyState } from "../../components/EmptyState";
import { LoadFailed } from "../../components/LoadFailed";
import { toast } from "../../components/Toaster";
import { focusFirstProblem } from "../../lib/focus-problem";
import { errorText } from "../../lib/error-text";
import { StoreSectionHeader } from "../orders/StoreSectionHeader";
import { StoreGate } from "../store/StoreGate";
import { PickupCard } from "./PickupCard";
import {
  aZone,
  checkShippingForm,
  formOfSettings,
  isSameForm,
  type FormProblems,
  type ShippingForm,
  type ZoneForm,
} from "./shipping-form";
import { useShippingTaxes, useUpdateShippingTaxes } from "./shipping-taxes.api";
import { SHIPPING_TEXT } from "./shipping-taxes.texts";
import { TaxesCard } from "./TaxesCard";
import { ZoneCard } from "./ZoneCard";

const NO_PROBLEMS: FormProblems = new Map();

/**
 * /dashboard/store/{storeId}/shipping (PRODUCT.md §10 "Shipping, taxes and discounts"): zones
 * and rates, local pickup and taxes, saved as one document. Members read it; owners and
 * admins change it.
 */
export function ShippingTaxesPage() {
  const { storeId = "" } = useParams();
  return (
    <StoreGate storeId={storeId} width="max-w-4xl">
      {(store) => (
        <div className="mx-auto max-w-4xl">
          <StoreSectionHeader
            store={store}
            current={SHIPPING_TEXT.title}
            title={SHIPPING_TEXT.title}
            description={SHIPPING_TEXT.intro}
          />
          <ShippingSettings store={store} />
        </div>
      )}
    </StoreGate>
  );
}

function ShippingSettings({ store }: { store: StoreSummaryDto }) {
  const query = useShippingTaxes(store._id);
  // A new load (Reload after a conflict) starts the form again from what the server has.
  const [loadedAt, setLoadedAt] = useState(0);
  if (query.isPending) {
    return (
      <div
        className="mt-8 animate-pulse space-y-6"
        role="status"
        aria-label={SHIPPING_TEXT.loading}
      >
        {[0, 1, 2].map((key) => (
          <div key={key} className="h-48 rounded-xl bg-white ring-1 ring-slate-200" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="mt-8 rounded-xl bg-white shadow-xs ring-1 ring-slate-200">
        <LoadFailed
          message={errorText(query.error, SHIPPING_TEXT.loadFailed)}
          retryLabel={SHIPPING_TEXT.retry}
          onRetry={() => void query.refetch()}
          className="px-5 py-10"
        />
      </div>
    );
  }
  return (
    <ShippingSettingsForm
      key={loadedAt}
      storeId={store._id}
      saved={query.data}
      denied={deniedReason(store.role, "store.shipping")}
      onReload={async () => {
        await query.refetch();
        setLoadedAt((n) => n + 1);
      }}
    />
  );
}

function ShippingSettingsForm({
  storeId,
  saved,
  denied,
  onReload,
}: {
  storeId: string;
  /** The document the form started from: its version is the one a save names. */
  saved: ShippingTaxesDto;
  /** Why the caller may not change the settings, or null. */
  denied: string | null;
  onReload: () => Promise<void>;
}) {
  const update = useUpdateShippingTaxes(storeId);
  const [base, setBase] = useState(saved);
  const [initial, setInitial] = useState(() => formOfSettings(saved));
  const [form, setForm] = useState(initial);
  const [hasTriedSave, setHasTriedSave] = useState(false);
  const isDirty = !isSameForm(form, initial);
  const checked = useMemo(
    () => checkShippingForm(form, base.currency, base.version),
    [form, base.currency, base.version],
  );
  const problems = hasTriedSave && checked.problems ? checked.problems : NO_PROBLEMS;

  function patch(changes: Partial<ShippingForm>) {
    setForm((current) => ({ ...current, ...changes }));
    update.reset();
  }

  function setZone(index: number, zone: ZoneForm) {
    patch({ zones: form.zones.map((each, i) => (i === index ? zone : each)) });
  }

  /** The countries of every zone but `index`, with the zone's name. */
  function takenBesides(index: number): Map<string, string> {
    const taken = new Map<string, string>();
    form.zones.forEach((zone, i) => {
      if (i !== index) for (const code of zone.countries) taken.set(code, zone.name);
    });
    return taken;
  }

  function handleAddZone() {
    patch({ zones: [...form.zones, aZone(SHIPPING_TEXT.newZoneName(form.zones.length + 1))] });
  }

  async function handleConflict() {
    const isReload = await confirmDialog({
      title: SHIPPING_TEXT.staleTitle,
      message: CHECKOUT_MESSAGES.versionStale,
      confirmLabel: SHIPPING_TEXT.reload,
      cancelLabel: SHIPPING_TEXT.keepEditing,
    });
    if (isReload) await onReload();
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setHasTriedSave(true);
    if (!checked.body) {
      focusFirstProblem(event.currentTarget as HTMLFormElement);
      return;
    }
    update.mutate(checked.body, {
      onSuccess: (settings) => {
        const next = formOfSettings(settings);
        setBase(settings);
        setInitial(next);
        setForm(next);
        setHasTriedSave(false);
        toast.success(SHIPPING_TEXT.saved);
      },
      onError: (cause) => {
        if (cause instanceof ApiError && cause.code === "stale_version") void handleConflict();
        else toast.error(errorText(cause, SHIPPING_TEXT.saveFailed));
      },
    });
  }

  function handleDiscard() {
    setForm(initial);
    setHasTriedSave(false);
    update.reset();
  }

  const problemCount = problems.size;
  const hasWorldZone = form.zones.some((zone) => zone.countries.includes(REST_OF_WORLD));
  const note =
    problemCount > 0
      ? SHIPPING_TEXT.fixProblems(problemCount)
      : update.isError &&
          !(update.error instanceof ApiError && update.error.code === "stale_version")
        ? errorText(update.error, SHIPPING_TEXT.saveFailed)
        : SHIPPING_TEXT.unsaved;

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={SHIPPING_TEXT.title} className="mt-8">
      {denied && (
        <p className="mb-6 flex items-start gap-3 rounded-xl bg-white px-5 py-4 text-sm text-slate-600 shadow-xs ring-1 ring-slate-200">
          <Lock className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden />
          <span>
            <span className="font-semibold text-slate-900">{denied}</span> {SHIPPING_TEXT.readOnly}
          </span>
        </p>
      )}
      <fieldset disabled={denied !== null} className="min-w-0 space-y-8">
        <section aria-labelledby="shipping-zones">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div className="max-w-xl">
              <h2 id="shipping-zones" className="text-base font-semibold text-slate-900">
                {SHIPPING_TEXT.zonesTitle}
              </h2>
              <p className="mt-0.5 text-sm text-slate-500">{SHIPPING_TEXT.zonesIntro}</p>
            </div>
            {form.zones.length > 0 && (
              <Button
                variant="secondary"
                size="sm"
                icon={<Plus className="size-4" aria-hidden />}
                disabled={form.zones.length >= CHECKOUT_LIMITS.zonesMax}
                onClick={handleAddZone}
              >
                {SHIPPING_TEXT.addZone}
              </Button>
            )}
          </div>
          <div className="mt-4 space-y-4">
            {form.zones.length === 0 ? (
              <EmptyState
                icon={<Truck className="size-6" aria-hidden />}
                title={SHIPPING_TEXT.noZonesTitle}
                description={SHIPPING_TEXT.noZonesText}
                action={
                  denied ? undefined : (
                    <Button icon={<Plus className="size-4" aria-hidden />} onClick={handleAddZone}>
                      {SHIPPING_TEXT.addZone}
                    </Button>
                  )
                }
              />
            ) : (
              form.zones.map((zone, index) => (
                <ZoneCard
                  key={zone.key}
                  zone={zone}
                  at={index}
                  currency={base.currency}
                  takenBy={takenBesides(index)}
                  problems={problems}
                  onChange={(next) => setZone(index, next)}
                  onRemove={() => patch({ zones: form.zones.filter((_, i) => i !== index) })}
                />
              ))
            )}
            {form.zones.length > 0 && !hasWorldZone && (
              <p className="text-xs text-slate-500">{SHIPPING_TEXT.noWorldZone}</p>
            )}
          </div>
        </section>

        <PickupCard
          pickup={form.pickup}
          problems={problems}
          onChange={(pickup) => patch({ pickup })}
        />

        <TaxesCard form={form} problems={problems} onChange={patch} />
      </fieldset>

      {!denied && (isDirty || update.isPending) && (
        <div className="sticky bottom-4 z-10 mt-8 flex flex-wrap items-center justify-end gap-3 rounded-xl bg-white/95 px-5 py-3 shadow-lg ring-1 ring-slate-200 backdrop-blur animate-fade-in">
          <p
            role={problemCount > 0 ? "alert" : undefined}
            className={`mr-auto text-sm ${problemCount > 0 || update.isError ? "text-red-600" : "text-slate-600"}`}
          >
            {note}
          </p>
          <Button variant="ghost" size="sm" disabled={update.isPending} onClick={handleDiscard}>
            {SHIPPING_TEXT.discard}
          </Button>
          <Button type="submit" size="sm" isLoading={update.isPending}>
            {update.isPending ? SHIPPING_TEXT.saving : SHIPPING_TEXT.save}
          </Button>
        </div>
      )}
    </form>
  );
}
