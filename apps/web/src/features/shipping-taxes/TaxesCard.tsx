import { CHECKOUT_LIMITS } from "@shopwright/sdk";
import { countryOptions } from "@shopwright/site";
import { Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import { InputField } from "../../components/InputField";
import { Switch } from "../../components/Switch";
import { inputClasses } from "../../components/TextField";
import { aTaxRate, type FormProblems, type ShippingForm, type TaxRateForm } from "./shipping-form";
import { SHIPPING_TEXT } from "./shipping-taxes.texts";

const COUNTRIES = countryOptions("en-US");
const TAX_COLUMNS =
  "sm:grid-cols-[minmax(0,1.5fr)_minmax(0,1.1fr)_minmax(0,1.1fr)_minmax(6.5rem,0.8fr)_2.25rem]";

/** A setting's name, the line under it and its switch. */
export function SwitchRow({
  title,
  hint,
  checked,
  onChange,
}: {
  title: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <p className="text-sm font-medium text-slate-800">{title}</p>
        <p className="mt-0.5 text-xs text-slate-500">{hint}</p>
      </div>
      <Switch label={title} checked={checked} onChange={onChange} />
    </div>
  );
}

/** The taxes: whether prices include them, whether shipping is taxed, and the rates. */
export function TaxesCard({
  form,
  problems,
  onChange,
}: {
  form: ShippingForm;
  problems: FormProblems;
  onChange: (changes: Partial<ShippingForm>) => void;
}) {
  const headingId = useId();
  const rates = form.taxRates;

  function patchRate(index: number, changes: Partial<TaxRateForm>) {
    onChange({ taxRates: rates.map((rate, i) => (i === index ? { ...rate, ...changes } : rate)) });
  }

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl bg-white shadow-xs ring-1 ring-slate-200"
    >
      <div className="border-b border-slate-100 px-5 py-4 sm:px-6">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          {SHIPPING_TEXT.taxesTitle}
        </h2>
        <p className="mt-0.5 text-sm text-slate-500">{SHIPPING_TEXT.taxesIntro}</p>
      </div>
      <div className="space-y-4 border-b border-slate-100 px-5 py-5 sm:px-6">
        <SwitchRow
          title={SHIPPING_TEXT.pricesIncludeTax}
          hint={SHIPPING_TEXT.pricesIncludeTaxHint}
          checked={form.pricesIncludeTax}
          onChange={(pricesIncludeTax) => onChange({ pricesIncludeTax })}
        />
        <SwitchRow
          title={SHIPPING_TEXT.taxShipping}
          hint={SHIPPING_TEXT.taxShippingHint}
          checked={form.taxShipping}
          onChange={(taxShipping) => onChange({ taxShipping })}
        />
      </div>
      <div className="px-5 py-5 sm:px-6">
        <p className="mb-2 text-sm font-medium text-slate-700">{SHIPPING_TEXT.taxRates}</p>
        {rates.length === 0 ? (
          <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600 ring-1 ring-slate-200">
            {SHIPPING_TEXT.noTaxRates}
          </p>
        ) : (
          <div className="space-y-3 sm:space-y-2">
            <div
              aria-hidden
              className={`hidden gap-3 px-0.5 text-xs font-medium text-slate-500 sm:grid ${TAX_COLUMNS}`}
            >
              <span>{SHIPPING_TEXT.country}</span>
              <span>{SHIPPING_TEXT.region}</span>
              <span>{SHIPPING_TEXT.taxName}</span>
              <span>{SHIPPING_TEXT.rate}</span>
            </div>
            {rates.map((rate, index) => (
              <TaxRateRow
                key={rate.key}
                rate={rate}
                at={index}
                problems={problems}
                onChange={(changes) => patchRate(index, changes)}
                onRemove={() => onChange({ taxRates: rates.filter((_, i) => i !== index) })}
              />
            ))}
          </div>
        )}
        <button
          type="button"
          disabled={rates.length >= CHECKOUT_LIMITS.taxRatesMax}
          onClick={() => onChange({ taxRates: [...rates, aTaxRate()] })}
          className="mt-3 inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-50"
        >
          <Plus className="size-4" aria-hidden />
          {SHIPPING_TEXT.addTaxRate}
        </button>
      </div>
    </section>
  );
}

function TaxRateRow({
  rate,
  at,
  problems,
  onChange,
  onRemove,
}: {
  rate: TaxRateForm;
  at: number;
  problems: FormProblems;
  onChange: (changes: Partial<TaxRateForm>) => void;
  onRemove: () => void;
}) {
  const countryId = useId();
  const problem = (field: string) => problems.get(`taxRates.${at}.${field}`) ?? null;
  // A country not chosen yet is asked for in the select's words, not the API's.
  const countryProblem =
    problem("country") && !rate.country ? SHIPPING_TEXT.chooseCountry : problem("country");
  const place = [rate.country, rate.region].filter(Boolean).join(" ") || SHIPPING_TEXT.country;
  return (
    <div
      role="group"
      aria-label={place}
      className={`grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_2.25rem] items-start gap-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200 sm:rounded-none sm:bg-transparent sm:p-0 sm:ring-0 ${TAX_COLUMNS}`}
    >
      <div className="col-span-2 min-w-0 sm:col-span-1">
        <label
          htmlFor={countryId}
          className="mb-1 block text-xs font-medium text-slate-600 sm:sr-only"
        >
          {SHIPPING_TEXT.country}
        </label>
        <select
          id={countryId}
          value={rate.country}
          onChange={(event) => onChange({ country: event.target.value })}
          aria-invalid={countryProblem ? true : undefined}
          aria-describedby={countryProblem ? `${countryId}-problem` : undefined}
          className={inputClasses}
        >
          <option value="" disabled>
            {SHIPPING_TEXT.chooseCountry}
          </option>
          {COUNTRIES.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
        {countryProblem && (
          <p id={`${countryId}-problem`} className="mt-1 text-xs text-red-600">
            {countryProblem}
          </p>
        )}
      </div>
      <InputField
        isCompact
        label={SHIPPING_TEXT.region}
        placeholder={SHIPPING_TEXT.regionPlaceholder}
        maxLength={CHECKOUT_LIMITS.regionMax}
        value={rate.region}
        problem={problem("region")}
        onChange={(region) => onChange({ region })}
      />
      <InputField
        isCompact
        label={SHIPPING_TEXT.taxName}
        placeholder={SHIPPING_TEXT.taxNamePlaceholder}
        maxLength={CHECKOUT_LIMITS.nameMax}
        value={rate.name}
        problem={problem("name")}
        onChange={(name) => onChange({ name })}
        className="col-span-2 sm:col-span-1"
      />
      <InputField
        isCompact
        label={SHIPPING_TEXT.rate}
        inputMode="decimal"
        placeholder="0"
        suffix="%"
        value={rate.rate}
        problem={problem("rate")}
        onChange={(value) => onChange({ rate: value })}
      />
      {/* On a phone beside the country, at the row's end from `sm` up. */}
      <div className="col-start-3 row-start-1 mt-6 flex justify-end self-start sm:col-start-auto sm:row-start-auto sm:mt-0.5">
        <button
          type="button"
          onClick={onRemove}
          aria-label={SHIPPING_TEXT.removeTaxRate(place)}
          title={SHIPPING_TEXT.removeTaxRate(place)}
          className="rounded-lg p-2 text-slate-400 transition-colors hover:bg-red-50 hover:text-red-600"
        >
          <Trash2 className="size-4" aria-hidden />
        </button>
      </div>
    </div>
  );
}
