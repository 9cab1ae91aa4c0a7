import { describe, expect, it } from "vitest";
import { unsafeMarkup } from "../../inert-markup.test.js";
import type { CartView, CheckoutView, CommerceLine, OrderStatusView } from "./commerce-views.js";
import { COUNTRY_CODES, countryName, countryOptions } from "./countries.js";
import { renderCartHtml, renderCheckoutHtml, renderOrderStatusHtml } from "./render-commerce.js";

const line = (over: Partial<CommerceLine> = {}): CommerceLine => ({
  productId: "p1",
  name: "Blue Mug",
  image: "/uploads/mug.webp",
  href: "/products/blue-mug-p1",
  quantity: 2,
  unitPriceMinor: 1250,
  totalMinor: 2500,
  available: 10,
  ...over,
});

const cart = (over: Partial<CartView> = {}): CartView => ({
  currency: "USD",
  locale: "en-US",
  lines: [
    line(),
    line({
      productId: "p2",
      name: "Vase",
      href: null,
      image: null,
      quantity: 3,
      unitPriceMinor: 500,
      totalMinor: 1500,
      available: 1,
    }),
  ],
  subtotalMinor: 4000,
  totalMinor: 4000,
  actions: { lines: "/cart/lines", checkout: "/checkout", shop: "/collection" },
  ...over,
});

const checkout = (over: Partial<CheckoutView> = {}): CheckoutView => ({
  currency: "USD",
  locale: "en-US",
  lines: [line()],
  subtotalMinor: 2500,
  totalMinor: 2500,
  action: "/checkout",
  cartHref: "/cart",
  methods: [
    { value: "manual", label: "Bank transfer", hint: "Pay within 7 days" },
    { value: "stripe", label: "Card" },
  ],
  values: {},
  errors: {},
  countries: countryOptions("en-US"),
  delivery: { kind: "none" },
  ...over,
});

const order = (over: Partial<OrderStatusView> = {}): OrderStatusView => ({
  number: 1001,
  statusLabel: "Awaiting payment",
  paymentLabel: "Not paid yet",
  currency: "USD",
  locale: "en-US",
  lines: [{ name: "Blue Mug", quantity: 2, unitPriceMinor: 1250, totalMinor: 2500, image: null }],
  subtotalMinor: 2500,
  totalMinor: 2500,
  refundedMinor: 0,
  email: "ada@example.com",
  customerName: "Ada Lovelace",
  address: {
    line1: "1 Main St",
    line2: null,
    city: "Springfield",
    postalCode: "12345",
    region: "IL",
    country: "US",
  },
  paymentMethodLabel: "Bank transfer",
  instructions: "IBAN DE00 1234\nReference: your order number\n\nThanks!",
  tracking: null,
  createdAt: "2025-03-01T12:00:00.000Z",
  shopHref: "/",
  ...over,
});

describe("the cart page", () => {
  it("lists lines with image, linked name, unit price, totals and forms to change them", () => {
    const html = renderCartHtml(cart());
    expect(html).toContain('<a href="/products/blue-mug-p1">Blue Mug</a>');
    expect(html).toContain('src="/uploads/mug.webp"');
    expect(html).toContain("$12.50 each");
    expect(html).toContain("$25.00");
    expect(html).toContain('<div class="sw-total"><dt>Total</dt><dd>$40.00</dd></div>');
    // Update and remove are separate forms posting to the lines action.
    expect(html.match(/<form[^>]*action="\/cart\/lines"/g)).toHaveLength(4);
    expect(html).toMatch(
      /<input class="sw-qty-input" id="sw-line-0-quantity" type="number" min="0" max="99"[^>]*name="quantity" value="2"\/>/,
    );
    expect(html).toContain(
      '<label class="sw-visually-hidden" for="sw-line-0-quantity">Quantity of Blue Mug</label>',
    );
    expect(html).toContain('<input type="hidden" name="quantity" value="0"/>');
    expect(html).toContain(">Update</button>");
    expect(html).toContain('Remove<span class="sw-visually-hidden"> Vase</span>');
    expect(html).toContain('<a class="sw-btn sw-btn-primary" href="/checkout">Check out</a>');
    expect(unsafeMarkup(html)).toEqual([]);
  });

  it("warns of a line asking for more than the store has", () => {
    const html = renderCartHtml(cart());
    expect(html).toContain('<p class="sw-stock-warning">Only 1 left</p>');
    expect(html.match(/sw-stock-warning/g)).toHaveLength(1);
    const gone = renderCartHtml(cart({ lines: [line({ available: 0 })] }));
    expect(gone).toContain('<p class="sw-stock-warning">Sold out</p>');
  });

  it("says when it is empty, and leads back to the shop", () => {
    const html = renderCartHtml(cart({ lines: [], subtotalMinor: 0, totalMinor: 0 }));
    expect(html).toContain("Your cart is empty.");
    expect(html).toContain(
      '<a class="sw-btn sw-btn-primary" href="/collection">Continue shopping</a>',
    );
    expect(html).not.toContain("<form");
    expect(html).not.toContain("Check out");
  });

  it("formats yen without minor digits", () => {
    const html = renderCartHtml(
      cart({
        currency: "JPY",
        locale: "ja-JP",
        lines: [line({ unitPriceMinor: 1200, totalMinor: 2400 })],
        subtotalMinor: 2400,
        totalMinor: 2400,
      }),
    );
    expect(html).toContain("￥1,200");
    expect(html).toContain("￥2,400");
    expect(html).not.toContain("12.00");
  });

  it("shows a notice, an error as an alert", () => {
    expect(renderCartHtml(cart({ notice: { tone: "error", text: "Vase sold out" } }))).toContain(
      '<p class="sw-alert sw-alert-error" role="alert">Vase sold out</p>',
    );
    expect(renderCartHtml(cart({ notice: { tone: "info", text: "Added" } }))).toContain(
      '<p class="sw-alert" role="status">Added</p>',
    );
  });

  it("escapes a hostile product name and keeps script URLs out", () => {
    const html = renderCartHtml(
      cart({
        lines: [
          line({
            name: "<script>alert(1)</script>",
            href: "javascript:alert(1)",
            image: "javascript:x",
          }),
        ],
      }),
    );
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(unsafeMarkup(html)).toEqual([]);
  });
});

describe("the checkout page", () => {
  it("has the fields, labelled and autocompleted, the methods and the summary", () => {
    const html = renderCheckoutHtml(checkout());
    for (const name of ["email", "name", "line1", "line2", "city", "postalCode", "region"]) {
      expect(html).toContain(`<label for="sw-checkout-${name}">`);
      expect(html).toMatch(new RegExp(`<input id="sw-checkout-${name}"[^>]* name="${name}"`));
    }
    expect(html).toContain('autoComplete="email"');
    expect(html).toContain(
      '<select id="sw-checkout-country" name="country" autoComplete="country" required="">',
    );
    expect(html).toContain('<option value="DE">Germany</option>');
    expect(html).toMatch(
      /<input type="radio" required="" name="paymentMethod" checked="" value="manual"\/>/,
    );
    expect(html).toContain("Pay within 7 days");
    expect(html).toContain(
      '<form class="sw-form sw-checkout-form" action="/checkout" method="post">',
    );
    expect(html).toContain(
      '<button class="sw-btn sw-btn-primary" type="submit">Place order</button>',
    );
    expect(html).toContain('<div class="sw-total"><dt>Total</dt><dd>$25.00</dd></div>');
    expect(html).toContain('<a href="/cart">← Back to cart</a>');
    expect(html).not.toContain("aria-invalid");
    expect(unsafeMarkup(html)).toEqual([]);
  });

  it("keeps what was typed and shows each error under its field, tied by aria", () => {
    const html = renderCheckoutHtml(
      checkout({
        values: { email: "ada@", name: 'Ada "<b>"', country: "FR", paymentMethod: "stripe" },
        errors: {
          email: "Enter a valid email address",
          country: "Choose a country",
          paymentMethod: "Choose how to pay",
          form: "Some products sold out",
        },
      }),
    );
    expect(html).toMatch(
      /<input id="sw-checkout-email" type="email"[^>]*aria-invalid="true" aria-describedby="sw-checkout-email-error" name="email" value="ada@"\/><p class="sw-field-error" id="sw-checkout-email-error">Enter a valid email address<\/p>/,
    );
    expect(html).toContain('value="Ada &quot;&lt;b&gt;&quot;"');
    expect(html).toContain('aria-invalid="true" aria-describedby="sw-checkout-country-error"');
    expect(html).toContain('<option value="FR" selected="">France</option>');
    expect(html).toContain(
      '<fieldset class="sw-choices" aria-describedby="sw-checkout-paymentMethod-error">',
    );
    expect(html).toMatch(/aria-invalid="true" name="paymentMethod" checked="" value="stripe"/);
    expect(html).toContain(
      '<p class="sw-alert sw-alert-error" role="alert">Some products sold out</p>',
    );
    expect(html).not.toContain('aria-describedby="sw-checkout-name-error"');
  });

  it("cannot be sent with no way to pay", () => {
    const html = renderCheckoutHtml(checkout({ methods: [] }));
    expect(html).toContain('type="submit" disabled="">Place order');
  });

  it("asks for the address before delivery, then lists each option with the order's total", () => {
    const asking = renderCheckoutHtml(checkout({ delivery: { kind: "ask" } }));
    expect(asking).toContain(">Continue to delivery</button>");
    expect(asking).toContain("Shipping and taxes follow once we know your address.");
    expect(asking).not.toContain('name="shippingRateId"');

    const html = renderCheckoutHtml(
      checkout({
        delivery: {
          kind: "options",
          options: [
            { id: "r1", label: "Standard", priceMinor: 0, totalMinor: 2718, instructions: "" },
            {
              id: "pickup",
              label: "Pick up",
              priceMinor: 0,
              totalMinor: 2718,
              instructions: "12 <Main> St",
            },
          ],
        },
        values: { shippingRateId: "pickup" },
        discount: { label: "Discount (WELCOME10)", amountMinor: 250 },
        shipping: { label: "Shipping (Pick up)", amountMinor: 0 },
        tax: { label: "Sales tax", amountMinor: 468, included: false },
        totalMinor: 2718,
      }),
    );
    expect(html).toContain("<legend>Delivery</legend>");
    expect(html).toMatch(/name="shippingRateId" checked="" value="pickup"/);
    expect(html).toContain("12 &lt;Main&gt; St");
    expect(html).toContain("Order total $27.18");
    expect(html).toContain(
      '<div class="sw-discount"><dt>Discount (WELCOME10)</dt><dd>−$2.50</dd></div>',
    );
    expect(html).toContain("<dt>Shipping (Pick up)</dt><dd>Free</dd>");
    expect(html).toContain("<dt>Sales tax</dt><dd>$4.68</dd>");
    expect(html).toContain(">Place order</button>");
    expect(unsafeMarkup(html)).toEqual([]);
  });
});

describe("discounts and tax on the cart and the order", () => {
  it("has a code field, then the applied code with a way to remove it and why it does not apply", () => {
    const empty = renderCartHtml(
      cart({ code: { action: "/cart/discount", applied: null, note: null } }),
    );
    expect(empty).toContain('<label for="sw-cart-code">Discount code</label>');
    expect(empty).toContain('action="/cart/discount"');
    const applied = renderCartHtml(
      cart({
        code: { action: "/cart/discount", applied: "BIG", note: "Spend $50.00 to use this code" },
      }),
    );
    expect(applied).toContain('<span class="sw-code-tag">BIG</span>');
    expect(applied).toContain('<input type="hidden" name="remove" value="1"/>');
    expect(applied).toContain("Spend $50.00 to use this code");
  });

  it("shows a tax inside the prices under the total, and never adds it", () => {
    const html = renderOrderStatusHtml(
      order({
        totalMinor: 5390,
        subtotalMinor: 5400,
        discount: { label: "Spring sale", amountMinor: 500 },
        shipping: { label: "Shipping (Post)", amountMinor: 490 },
        tax: { label: "VAT", amountMinor: 899, included: true },
      }),
    );
    expect(html).toContain("<dt>Including VAT</dt><dd>$8.99</dd>");
    expect(html).toContain('<div class="sw-total"><dt>Total</dt><dd>$53.90</dd></div>');
    expect(html).not.toContain("<dt>VAT</dt>");
  });
});

describe("the order page", () => {
  it("thanks, says the status, what happens next, the lines and where it ships", () => {
    const html = renderOrderStatusHtml(order());
    expect(html).toContain("Thank you! Order #1001");
    expect(html).toContain("Placed on March 1, 2025.");
    expect(html).toContain("<dd>Awaiting payment</dd>");
    expect(html).toContain("<dd>Not paid yet</dd>");
    expect(html).toContain("What happens next");
    expect(html).toContain("<p>IBAN DE00 1234<br/>Reference: your order number</p><p>Thanks!</p>");
    expect(html).toContain("2 × $12.50");
    expect(html).toContain('<div class="sw-total"><dt>Total</dt><dd>$25.00</dd></div>');
    expect(html).toContain(
      "Ada Lovelace<br/>1 Main St<br/>12345 Springfield<br/>IL<br/>United States",
    );
    expect(html).toContain("<dd>ada@example.com</dd>");
    expect(html).not.toContain("Refunded");
    expect(html).not.toContain("Track your package");
    expect(unsafeMarkup(html)).toEqual([]);
  });

  it("links tracking once shipped and shows refunds", () => {
    const html = renderOrderStatusHtml(
      order({
        instructions: null,
        tracking: { carrier: "DHL", url: "https://track.example/1" },
        refundedMinor: 500,
      }),
    );
    expect(html).toContain("Shipped with DHL.");
    expect(html).toContain(
      '<a href="https://track.example/1" rel="noopener noreferrer" target="_blank">Track your package</a>',
    );
    expect(html).toContain("<dt>Refunded</dt><dd>−$5.00</dd>");
    expect(html).not.toContain("What happens next");
    const hostile = renderOrderStatusHtml(
      order({ tracking: { carrier: null, url: "javascript:alert(1)" } }),
    );
    expect(unsafeMarkup(hostile)).toEqual([]);
  });

  it("formats yen", () => {
    const html = renderOrderStatusHtml(
      order({
        currency: "JPY",
        locale: "ja-JP",
        lines: [{ name: "急須", quantity: 1, unitPriceMinor: 3000, totalMinor: 3000, image: null }],
        subtotalMinor: 3000,
        totalMinor: 3000,
      }),
    );
    expect(html).toContain("￥3,000");
    expect(html).toContain("アメリカ合衆国");
  });
});

describe("countries", () => {
  it("names every code in the locale, sorted by name", () => {
    const en = countryOptions("en-US");
    expect(en).toHaveLength(COUNTRY_CODES.length);
    expect(en[0]?.name).toBe("Afghanistan");
    const names = en.map((c) => c.name);
    expect([...names].sort((a, b) => a.localeCompare(b, "en-US"))).toEqual(names);
    expect(countryOptions("de-DE").find((c) => c.code === "DE")?.name).toBe("Deutschland");
    expect(countryOptions("de-DE")).toBe(countryOptions("de-DE"));
    expect(countryName("GB", "en-US")).toBe("United Kingdom");
    expect(countryName("Narnia")).toBe("Narnia");
  });
});
