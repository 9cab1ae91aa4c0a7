import { CHECKOUT_LIMITS } from "@shopwright/sdk";
import { Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import { InputField } from "../../components/InputField";
import { CountryPicker } from "./CountryPicker";
import { aRate, type FormProblems, type RateForm, type ZoneForm } from "./shipping-form";
import { SHIPPING_TEXT } from "./shipping-taxes.texts";

const RATE_COLUMNS =
  "sm:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,0.8fr)_minmax(0,0.8fr)_2.25rem]";

/**
 * One shipping zone: its name, its countries and its rates (name, price, free over an amount,
 * a weight band). `at` is its place in the document, the prefix of its problems' paths.
 */
export function ZoneCard({
  zone,
  at,
  currency,
  takenBy,
  problems,
  onChange,
  onRemove,
}: {
  zone: ZoneForm;
  at: number;
  currency: string;
  takenBy: ReadonlyMap<string, string>;
  problems: FormProblems;
  onChange: (zone: ZoneForm) => void;
  onRemove: () => void;
}) {
  const headingId = useId();
  const countriesId = useId();
  const problem = (field: string) => problems.get(`zones.${at}.${field}`) ?? null;
  const countriesProblem = problem("countries");

  function patchRate(index: number, changes: Partial<RateForm>) {
    onChange({
      ...zone,
      rates: zone.rates.map((rate, i) => (i === index ? { ...rate, ...changes } : rate)),
    });
  }

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl bg-white shadow-xs ring-1 ring-slate-200"
    >
      <h3 id={headingId} className="sr-only">
        {zone.name || SHIPPING_TEXT.zoneName}
      </h3>
      <div className="flex items-end gap-3 border-b border-slate-100 px-5 py-4 sm:px-6">
        <InputField
          label={SHIPPING_TEXT.zoneName}
          value={zone.name}
          maxLength={CHECKOUT_LIMITS.nameMax}
          problem={problem("name")}
          onChange={(name) => onChange({ ...zone, name })}
          className="flex-1 sm:max-w-sm"
        />
        <button
          type="button"
          onClick={onRemove}
          aria-label={SHIPPING_TEXT.removeZone(zone.name)}
          title={SHIPPING_TEXT.removeZone(zone.name)}
          className="mb-0.5 rounded-lg p-2 text-slate-400 transition-colors hover:bg-red-50 hover:text-red-600"
        >
          <Trash2 className="size-4" aria-hidden />
        </button>
      </div>

      <div className="space-y-5 px-5 py-5 sm:px-6">
        <div>
          <p id={countriesId} className="mb-1.5 text-sm font-medium text-slate-700">
            {SHIPPING_TEXT.countries}
          </p>
          <CountryPicker
            countries={zone.countries}
            takenBy={takenBy}
            isInvalid={countriesProblem !== null}
            describedBy={countriesId}
            onChange={(countries) => onChange({ ...zone, countries })}
          />
          {countriesProblem && <p className="mt-1 text-xs text-red-600">{countriesProblem}</p>}
        </div>

        <div>
          <p className="mb-2 text-sm font-medium text-slate-700">{SHIPPING_TEXT.rates}</p>
          {zone.rates.length === 0 ? (
            <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800 ring-1 ring-amber-200">
              {SHIPPING_TEXT.noRates}
            </p>
          ) : (
            <div className="space-y-3 sm:space-y-2">
              <div
                aria-hidden
                className={`hidden gap-3 px-0.5 text-xs font-medium text-slate-500 sm:grid ${RATE_COLUMNS}`}
              >
                <span>{SHIPPING_TEXT.rateName}</span>
                <span>{SHIPPING_TEXT.price}</span>
                <span>{SHIPPING_TEXT.freeOver}</span>
                <span>{SHIPPING_TEXT.minWeight}</span>
                <span>{SHIPPING_TEXT.maxWeight}</span>
              </div>
              {zone.rates.map((rate, index) => {
                const field = (name: string) => problem(`rates.${index}.${name}`);
                return (
                  <div
                    key={rate.key}
                    role="group"
                    aria-label={rate.name || SHIPPING_TEXT.rateName}
                    className={`grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_2.25rem] items-start gap-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200 sm:rounded-none sm:bg-transparent sm:p-0 sm:ring-0 ${RATE_COLUMNS}`}
                  >
                    <InputField
                      isCompact
                      label={SHIPPING_TEXT.rateName}
                      value={rate.name}
                      maxLength={CHECKOUT_LIMITS.nameMax}
                      problem={field("name")}
                      onChange={(name) => patchRate(index, { name })}
                      className="col-span-2 sm:col-span-1"
                    />
                    <InputField
                      isCompact
                      label={SHIPPING_TEXT.price}
                      inputMode="decimal"
                      placeholder="0.00"
                      suffix={currency}
                      value={rate.price}
                      problem={field("price")}
                      onChange={(price) => patchRate(index, { price })}
                    />
                    <InputField
                      isCompact
                      label={SHIPPING_TEXT.freeOver}
                      inputMode="decimal"
                      placeholder={SHIPPING_TEXT.freeOverPlaceholder}
                      suffix={currency}
                      value={rate.freeOver}
                      problem={field("freeOver")}
                      onChange={(freeOver) => patchRate(index, { freeOver })}
                      className="col-span-2 sm:col-span-1"
                    />
                    <InputField
                      isCompact
                      label={SHIPPING_TEXT.minWeight}
                      inputMode="decimal"
                      placeholder={SHIPPING_TEXT.anyWeight}
                      value={rate.minWeight}
                      problem={field("minWeight")}
                      onChange={(minWeight) => patchRate(index, { minWeight })}
                    />
                    <InputField
                      isCompact
                      label={SHIPPING_TEXT.maxWeight}
                      inputMode="decimal"
                      placeholder={SHIPPING_TEXT.anyWeight}
                      value={rate.maxWeight}
                      problem={field("maxWeight")}
                      onChange={(maxWeight) => patchRate(index, { maxWeight })}
                      className="col-span-2 sm:col-span-1"
                    />
                    {/* On a phone beside the rate's name, at the row's end from `sm` up. */}
                    <div className="col-start-3 row-start-1 mt-6 flex justify-end self-start sm:col-start-auto sm:row-start-auto sm:mt-0.5">
                      <button
                        type="button"
                        onClick={() =>
                          onChange({ ...zone, rates: zone.rates.filter((_, i) => i !== index) })
                        }
                        aria-label={SHIPPING_TEXT.removeRate(rate.name)}
                        title={SHIPPING_TEXT.removeRate(rate.name)}
                        className="rounded-lg p-2 text-slate-400 transition-colors hover:bg-red-50 hover:text-red-600"
                      >
                        <Trash2 className="size-4" aria-hidden />
                      </button>
                    </div>
                  </div>
                );
              })}
            </div>
          )}
          <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
            <button
              type="button"
              disabled={zone.rates.length >= CHECKOUT_LIMITS.ratesPerZoneMax}
              onClick={() => onChange({ ...zone, rates: [...zone.rates, aRate()] })}
              className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-50"
            >
              <Plus className="size-4" aria-hidden />
              {SHIPPING_TEXT.addRate}
            </button>
            {zone.rates.length > 0 && (
              <p className="text-xs text-slate-500">{SHIPPING_TEXT.weightHint}</p>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
