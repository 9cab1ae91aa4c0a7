import type { ReactNode } from "react";
import { safeUrl } from "../../safe/safe-url.js";
import type { CheckoutField, CheckoutView } from "./commerce-views.js";
import { CommerceSection, LineSummary, Totals } from "./CommerceParts.js";

/** One text input of the checkout form. */
interface TextInput {
  name: Exclude<CheckoutField, "country" | "paymentMethod">;
  label: string;
  type?: "email" | "text";
  autoComplete: string;
  isRequired?: boolean;
}

const CONTACT: readonly TextInput[] = [
  { name: "email", label: "Email", type: "email", autoComplete: "email", isRequired: true },
];

const ADDRESS: readonly TextInput[] = [
  { name: "name", label: "Full name", autoComplete: "name", isRequired: true },
  { name: "line1", label: "Address", autoComplete: "address-line1", isRequired: true },
  {
    name: "line2",
    label: "Apartment, suite, etc. (optional)",
    autoComplete: "address-line2",
  },
  { name: "city", label: "City", autoComplete: "address-level2", isRequired: true },
  { name: "postalCode", label: "Postal code", autoComplete: "postal-code" },
  { name: "region", label: "State, province or region", autoComplete: "address-level1" },
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
 * The checkout: contact, shipping address and payment method on the left, the order summary
 * on the right (above the form on a phone). Sent back with errors, it keeps what was typed.
 */
export function CheckoutPage({ view }: { view: CheckoutView }) {
  const format = { currency: view.currency, locale: view.locale };
  const { values, errors } = view;
  const text = (input: TextInput) => (
    <Field name={input.name} label={input.label} error={errors[input.name]} key={input.name}>
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
        <a href={safeUrl(view.cartHref)}>← Back to cart</a>
      </p>
      <h1 className="sw-title">Checkout</h1>
      {errors.form ? (
        <p className="sw-alert sw-alert-error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <div className="sw-commerce-grid">
        <aside className="sw-card sw-summary" aria-label="Order summary">
          <h2 className="sw-card-title">Order summary</h2>
          <LineSummary lines={view.lines} format={format} />
          <Totals subtotalMinor={view.subtotalMinor} totalMinor={view.totalMinor} format={format} />
        </aside>
        <form className="sw-form sw-checkout-form" method="post" action={safeUrl(view.action)}>
          <fieldset>
            <legend>Contact</legend>
            {CONTACT.map(text)}
          </fieldset>
          <fieldset>
            <legend>Shipping address</legend>
            {ADDRESS.slice(0, 4).map(text)}
            <div className="sw-field-row">{ADDRESS.slice(4).map(text)}</div>
            <Field name="country" label="Country" error={errors.country}>
              <select
                id={idOf("country")}
                name="country"
                autoComplete="country"
                defaultValue={values.country ?? ""}
                required
                {...errorProps("country", errors.country)}
              >
                <option value="">Choose a country</option>
                {view.countries.map((country) => (
                  <option value={country.code} key={country.code}>
                    {country.name}
                  </option>
                ))}
              </select>
            </Field>
          </fieldset>
          <fieldset
            className="sw-choices"
            aria-describedby={methodError ? errorIdOf("paymentMethod") : undefined}
          >
            <legend>Payment</legend>
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
              <p className="sw-muted">This store is not taking payments right now.</p>
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
            Place order
          </button>
        </form>
      </div>
    </CommerceSection>
  );
}
