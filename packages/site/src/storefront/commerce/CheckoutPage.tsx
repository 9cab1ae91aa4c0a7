import type { ReactNode } from "react";
import { shopTexts } from "../../i18n/shop-texts.js";
import { safeUrl } from "../../safe/safe-url.js";
import type { CheckoutField, CheckoutView, ShippingOptionView } from "./commerce-views.js";
import { CommerceSection, LineSummary, Totals, money, type MoneyFormat } from "./CommerceParts.js";

/** One text input of the checkout form. */
interface TextInput {
  name: Exclude<CheckoutField, "country" | "paymentMethod" | "shippingRateId">;
  label: "email" | "fullName" | "address" | "addressLine2" | "city" | "postalCode" | "region";
  type?: "email" | "text";
  autoComplete: string;
  isRequired?: boolean;
}

const CONTACT: readonly TextInput[] = [
  { name: "email", label: "email", type: "email", autoComplete: "email", isRequired: true },
];

const ADDRESS: readonly TextInput[] = [
  { name: "name", label: "fullName", autoComplete: "name", isRequired: true },
  { name: "line1", label: "address", autoComplete: "address-line1", isRequired: true },
  {
    name: "line2",
    label: "addressLine2",
    autoComplete: "address-line2",
  },
  { name: "city", label: "city", autoComplete: "address-level2", isRequired: true },
  { name: "postalCode", label: "postalCode", autoComplete: "postal-code" },
  { name: "region", label: "region", autoComplete: "address-level1" },
];

const idOf = (name: string) => `sw-checkout-${name}`;
const errorIdOf = (name: string) => `sw-checkout-${name}-error`;

/** A field's wrapper: its label, the control and its error under it. */
function Field({
  name,
  label,
  error,
  children,
}: {
  name: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="sw-field">
      <label htmlFor={idOf(name)}>{label}</label>
      {children}
      {error ? (
        <p className="sw-field-error" id={errorIdOf(name)}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The attributes that tie a control to its error. */
const errorProps = (name: string, error: string | undefined) =>
  error ? { "aria-invalid": true, "aria-describedby": errorIdOf(name) } : {};

/**
 * The ways to receive the order for the address given, each with its price and the order's
 * total if chosen, so the shopper sees every total without script.
 */
function ShippingChoices({
  options,
  chosen,
  error,
  format,
}: {
  options: readonly ShippingOptionView[];
  chosen: string | undefined;
  error: string | undefined;
  format: MoneyFormat;
}) {
  const t = shopTexts(format.locale);
  const selected = options.some((o) => o.id === chosen) ? chosen : options[0]?.id;
  return (
    <fieldset
      className="sw-choices"
      aria-describedby={error ? errorIdOf("shippingRateId") : undefined}
    >
      <legend>{t("delivery")}</legend>
      {options.map((option) => (
        <label className="sw-choice sw-choice-priced" key={option.id}>
          <input
            type="radio"
            name="shippingRateId"
            value={option.id}
            defaultChecked={option.id === selected}
            required
            aria-invalid={error ? true : undefined}
          />
          <span>
            {option.label}
            {option.instructions ? (
              <span className="sw-muted sw-small">{option.instructions}</span>
            ) : null}
            <span className="sw-muted sw-small">
              {t("orderTotal", { amount: money(option.totalMinor, format) })}
            </span>
          </span>
          <span className="sw-price">
            {option.priceMinor === 0 ? t("free") : money(option.priceMinor, format)}
          </span>
        </label>
      ))}
      {error ? (
        <p className="sw-field-error" id={errorIdOf("shippingRateId")}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * The checkout: contact, shipping address and payment method on the left, the order summary
 * on the right (above the form on a phone). Sent back with errors, it keeps what was typed.
 */
export function CheckoutPage({ view }: { view: CheckoutView }) {
  const format = { currency: view.currency, locale: view.locale };
  const { values, errors } = view;
  const t = shopTexts(view.locale);
  const text = (input: TextInput) => (
    <Field name={input.name} label={t(input.label)} error={errors[input.name]} key={input.name}>
      <input
        id={idOf(input.name)}
        name={input.name}
        type={input.type ?? "text"}
        autoComplete={input.autoComplete}
        defaultValue={values[input.name] ?? ""}
        required={input.isRequired}
        maxLength={input.name === "email" ? 254 : 200}
        {...errorProps(input.name, errors[input.name])}
      />
    </Field>
  );
  const chosenMethod = values.paymentMethod ?? view.methods[0]?.value;
  const methodError = errors.paymentMethod;
  return (
    <CommerceSection name="checkout">
      <p className="sw-small">
        <a href={safeUrl(view.cartHref)}>{t("backToCart")}</a>
      </p>
      <h1 className="sw-title">{t("checkout")}</h1>
      {errors.form ? (
        <p className="sw-alert sw-alert-error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <div className="sw-commerce-grid">
        <aside className="sw-card sw-summary" aria-label={t("orderSummary")}>
          <h2 className="sw-card-title">{t("orderSummary")}</h2>
          <LineSummary lines={view.lines} format={format} />
          <Totals
            subtotalMinor={view.subtotalMinor}
            totalMinor={view.totalMinor}
            discount={view.discount}
            shipping={view.shipping}
            tax={view.tax}
            format={format}
          />
          {view.delivery.kind === "ask" ? (
            <p className="sw-muted sw-small">{t("taxesFollow")}</p>
          ) : null}
        </aside>
        <form className="sw-form sw-checkout-form" method="post" action={safeUrl(view.action)}>
          <fieldset>
            <legend>{t("contact")}</legend>
            {CONTACT.map(text)}
          </fieldset>
          <fieldset>
            <legend>{t("shippingAddress")}</legend>
            {ADDRESS.slice(0, 4).map(text)}
            <div className="sw-field-row">{ADDRESS.slice(4).map(text)}</div>
            <Field name="country" label={t("country")} error={errors.country}>
              <select
                id={idOf("country")}
                name="country"
                autoComplete="country"
                defaultValue={values.country ?? ""}
                required
                {...errorProps("country", errors.country)}
              >
                <option value="">{t("chooseCountry")}</option>
                {view.countries.map((country) => (
                  <option value={country.code} key={country.code}>
                    {country.name}
                  </option>
                ))}
              </select>
            </Field>
          </fieldset>
          {view.delivery.kind === "options" ? (
            <ShippingChoices
              options={view.delivery.options}
              chosen={values.shippingRateId}
              error={errors.shippingRateId}
              format={format}
            />
          ) : null}
          <fieldset
            className="sw-choices"
            aria-describedby={methodError ? errorIdOf("paymentMethod") : undefined}
          >
            <legend>{t("payment")}</legend>
            {view.methods.map((method) => (
              <label className="sw-choice" key={method.value}>
                <input
                  type="radio"
                  name="paymentMethod"
                  value={method.value}
                  defaultChecked={method.value === chosenMethod}
                  required
                  aria-invalid={methodError ? true : undefined}
                />
                <span>
                  {method.label}
                  {method.hint ? <span className="sw-muted sw-small">{method.hint}</span> : null}
                </span>
              </label>
            ))}
            {view.methods.length === 0 ? (
              <p className="sw-muted">{t("notTakingPayments")}</p>
            ) : null}
            {methodError ? (
              <p className="sw-field-error" id={errorIdOf("paymentMethod")}>
                {methodError}
              </p>
            ) : null}
          </fieldset>
          <button
            className="sw-btn sw-btn-primary"
            type="submit"
            disabled={view.methods.length === 0 || view.lines.length === 0}
          >
            {view.delivery.kind === "ask" ? t("continueToDelivery") : t("placeOrder")}
          </button>
        </form>
      </div>
    </CommerceSection>
  );
}
