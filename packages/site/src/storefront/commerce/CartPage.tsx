import { ButtonLink } from "../../render/ButtonLink.js";
import { MAX_LINE_QUANTITY } from "../../render/AddToCart.js";
import { safeUrl } from "../../safe/safe-url.js";
import {
  lineLabel,
  type CartCodeView,
  type CartView,
  type CommerceLine,
} from "./commerce-views.js";
import {
  CommerceSection,
  Notice,
  Thumb,
  Totals,
  money,
  type MoneyFormat,
} from "./CommerceParts.js";

/** "Only 2 left" when a line asks for more than the store has. */
function stockWarning(line: CommerceLine): string | null {
  if (line.quantity <= line.available) return null;
  return line.available > 0 ? `Only ${line.available} left` : "Sold out";
}

function CartLine({
  line,
  index,
  action,
  format,
}: {
  line: CommerceLine;
  index: number;
  action: string;
  format: MoneyFormat;
}) {
  const warning = stockWarning(line);
  const href = line.href ? safeUrl(line.href) : undefined;
  const quantityId = `sw-line-${index}-quantity`;
  return (
    <li className="sw-line">
      <Thumb src={line.image} name={line.name} />
      <div className="sw-line-body">
        <p className="sw-line-name">{href ? <a href={href}>{line.name}</a> : line.name}</p>
        {line.variantTitle ? <p className="sw-line-variant">{line.variantTitle}</p> : null}
        <p className="sw-muted">{money(line.unitPriceMinor, format)} each</p>
        {warning ? <p className="sw-stock-warning">{warning}</p> : null}
        <div className="sw-line-actions">
          <form className="sw-line-form" method="post" action={action}>
            <input type="hidden" name="productId" value={line.productId} />
            {line.variantId ? (
              <input type="hidden" name="variantId" value={line.variantId} />
            ) : null}
            <label className="sw-visually-hidden" htmlFor={quantityId}>
              Quantity of {lineLabel(line)}
            </label>
            <input
              className="sw-qty-input"
              id={quantityId}
              type="number"
              name="quantity"
              min={0}
              max={MAX_LINE_QUANTITY}
              defaultValue={line.quantity}
              inputMode="numeric"
              required
            />
            <button className="sw-btn sw-btn-secondary sw-btn-sm" type="submit">
              Update
            </button>
          </form>
          <form method="post" action={action}>
            <input type="hidden" name="productId" value={line.productId} />
            {line.variantId ? (
              <input type="hidden" name="variantId" value={line.variantId} />
            ) : null}
            <input type="hidden" name="quantity" value="0" />
            <button className="sw-link-btn" type="submit">
              Remove<span className="sw-visually-hidden"> {lineLabel(line)}</span>
            </button>
          </form>
        </div>
      </div>
      <p className="sw-price">{money(line.totalMinor, format)}</p>
    </li>
  );
}

/** The discount code: a field to apply one, or the applied code with a way to remove it. */
function CodeForm({ code }: { code: CartCodeView }) {
  const action = safeUrl(code.action);
  if (code.applied) {
    return (
      <div className="sw-code">
        <form className="sw-code-applied" method="post" action={action}>
          <input type="hidden" name="remove" value="1" />
          <span className="sw-code-tag">{code.applied}</span>
          <button className="sw-link-btn" type="submit">
            Remove<span className="sw-visually-hidden"> code {code.applied}</span>
          </button>
        </form>
        {code.note ? <p className="sw-muted sw-small">{code.note}</p> : null}
      </div>
    );
  }
  return (
    <form className="sw-code-form" method="post" action={action}>
      <label htmlFor="sw-cart-code">Discount code</label>
      <div className="sw-code-row">
        <input
          id="sw-cart-code"
          name="code"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          required
        />
        <button className="sw-btn sw-btn-secondary sw-btn-sm" type="submit">
          Apply
        </button>
      </div>
    </form>
  );
}

/** The cart: a form per line to change or remove it, the totals and the way to checkout. */
export function CartPage({ view }: { view: CartView }) {
  const format = { currency: view.currency, locale: view.locale };
  const action = safeUrl(view.actions.lines);
  return (
    <CommerceSection name="cart">
      <h1 className="sw-title">Your cart</h1>
      <Notice notice={view.notice} />
      {view.lines.length === 0 ? (
        <div className="sw-cart-empty">
          <p className="sw-lead">Your cart is empty.</p>
          <div className="sw-actions">
            <ButtonLink href={view.actions.shop}>Continue shopping</ButtonLink>
          </div>
        </div>
      ) : (
        <div className="sw-commerce-grid">
          <ul className="sw-lines">
            {view.lines.map((line, i) => (
              <CartLine
                line={line}
                index={i}
                action={action}
                format={format}
                key={`${line.productId}:${line.variantId ?? ""}`}
              />
            ))}
          </ul>
          <aside className="sw-card sw-summary" aria-label="Order summary">
            {view.code ? <CodeForm code={view.code} /> : null}
            <Totals
              subtotalMinor={view.subtotalMinor}
              totalMinor={view.totalMinor}
              discount={view.discount}
              format={format}
            />
            <p className="sw-muted sw-small">Shipping and taxes are worked out at checkout.</p>
            <ButtonLink href={view.actions.checkout}>Check out</ButtonLink>
            <a className="sw-small" href={safeUrl(view.actions.shop)}>
              Continue shopping
            </a>
          </aside>
        </div>
      )}
    </CommerceSection>
  );
}
