import { expect, test, type Page } from "@playwright/test";
import {
  addFromProductPage,
  fillCheckout,
  newCustomer,
  openPayments,
  savePayments,
  sellingStoreByApi,
  subjectsMailedTo,
  visitorPage,
} from "./commerce-fixtures";
import { openSignedIn, signUpByApi } from "./fixtures";
import { FAKE_PAYPAL, FAKE_STRIPE, FAKE_URLS, fakes } from "./payment-fakes-control";

const GUJI = { name: "Ethiopia Guji", price: 18.5 };
const PAPERS = { name: "Filter Papers", price: 4.25 };

/** The owner's order screen for order `number`, opened from the store's Orders list. */
async function openOrder(page: Page, storeId: string, number: number) {
  await page.goto(`/dashboard/store/${storeId}/orders`);
  // The table on a wide screen, cards on a phone: the visible one.
  await page
    .getByRole("link", { name: `#${number}` })
    .filter({ visible: true })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: `Order #${number}` })).toBeVisible();
}

/** The order screen's timeline entries. */
const timeline = (page: Page) => page.getByRole("list", { name: "Timeline" }).getByRole("listitem");

test("@mobile manual payment: cart, checkout, confirmation, then paid and fulfilled by the owner", async ({
  page,
  request,
  browser,
}, testInfo) => {
  const { token } = await signUpByApi(request);
  const store = await sellingStoreByApi(request, token, [GUJI, PAPERS]);

  // The owner writes how to pay on the Payments page.
  await openSignedIn(page, token, `/dashboard/store/${store.storeId}`);
  await page
    .getByRole("main")
    .getByRole("link", { name: /Payments/ })
    .click();
  await expect(page.getByRole("heading", { name: "Manual payment" })).toBeVisible();
  await page
    .getByLabel("Instructions for customers")
    .fill("Transfer the total to IBAN GB00 KILN 0000 1234.\n\nQuote your order number.");
  await savePayments(page);

  // A visitor adds two products from their pages; the header's cart link counts them.
  const { site, errors } = await visitorPage(browser, testInfo);
  await addFromProductPage(site, store.siteUrl, GUJI.name, 2);
  await addFromProductPage(site, store.siteUrl, PAPERS.name, 1);
  const cartLink = site.getByRole("link", { name: /^Cart/ });
  await expect(cartLink).toContainText("3");
  await cartLink.click();
  await expect(site).toHaveURL(/\/cart$/);
  await expect(site.getByRole("heading", { name: "Your cart" })).toBeVisible();
  await expect(site.getByText("$41.25").first()).toBeVisible();

  // Three packs of papers, through the line's own form.
  await site.getByLabel(`Quantity of ${PAPERS.name}`).fill("3");
  await site
    .getByRole("listitem")
    .filter({ hasText: PAPERS.name })
    .getByRole("button", { name: "Update" })
    .click();
  await expect(site.getByLabel(`Quantity of ${PAPERS.name}`)).toHaveValue("3");
  await expect(site.getByText("$49.75").first()).toBeVisible();

  await site.getByRole("link", { name: "Check out" }).click();
  await expect(site.getByRole("heading", { name: "Checkout" })).toBeVisible();
  const customer = newCustomer();
  await fillCheckout(site, customer);
  await site.getByRole("radio", { name: /Bank transfer/ }).check();
  await site.getByRole("button", { name: "Place order" }).click();

  await expect(site.getByRole("heading", { name: "Thank you! Order #1001" })).toBeVisible();
  await expect(site).toHaveURL(/\/orders\/[\w-]{32}$/);
  await expect(site.getByText("Transfer the total to IBAN GB00 KILN 0000 1234.")).toBeVisible();
  await expect(site.getByText("Pending payment")).toBeVisible();
  await expect(site.getByText("$49.75").first()).toBeVisible();
  const orderPage = site.url();
  // The cart emptied with the order.
  await expect(cartLink).not.toContainText("3");

  // The owner finds it under Orders, from the store's overview.
  await page.goto(`/dashboard/store/${store.storeId}`);
  await page
    .getByRole("main")
    .getByRole("link", { name: /Orders/ })
    .click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByText(customer.name).filter({ visible: true })).toBeVisible();
  await expect(page.getByText("5 items").filter({ visible: true })).toBeVisible();
  await page.getByRole("link", { name: "#1001" }).filter({ visible: true }).click();
  await expect(page.getByRole("heading", { name: "Order #1001" })).toBeVisible();

  await page.getByRole("button", { name: "Mark as paid" }).click();
  const confirm = page.getByRole("dialog", { name: "Mark order #1001 as paid?" });
  await confirm.getByRole("button", { name: "Mark as paid" }).click();
  await expect(page.getByText("Marked as paid").first()).toBeVisible();

  await page.getByRole("button", { name: "Fulfil" }).click();
  const fulfil = page.getByRole("dialog", { name: "Fulfil order #1001" });
  await fulfil.getByLabel("Carrier (optional)").fill("Royal Mail");
  await fulfil.getByLabel("Tracking URL (optional)").fill("https://track.example/RM123GB");
  await fulfil.getByRole("button", { name: "Fulfil" }).click();
  await expect(fulfil).toBeHidden();
  await expect(
    timeline(page).filter({
      hasText: "Fulfilled with tracking (Royal Mail) https://track.example/RM123GB",
    }),
  ).toBeVisible();
  await expect(timeline(page).filter({ hasText: "Marked as paid" })).toBeVisible();
  await expect(page.getByText("Status: Fulfilled").first()).toBeVisible();
  await expect(page.getByText("Payment: Paid").first()).toBeVisible();

  // The customer's page shows the parcel on its way.
  await site.goto(orderPage);
  await expect(site.getByRole("heading", { name: "Your order is on its way" })).toBeVisible();
  await expect(site.getByText("Shipped with Royal Mail.")).toBeVisible();
  await expect(site.getByRole("link", { name: "Track your package" })).toHaveAttribute(
    "href",
    "https://track.example/RM123GB",
  );

  // Both emails to the customer wait in the outbox (no SMTP here).
  await expect
    .poll(async () => (await subjectsMailedTo(customer.email)).join("\n"))
    .toMatch(/Order #1001 confirmed[\s\S]*Order #1001 is on its way/);
  expect(errors).toEqual([]);
});

test("Stripe: pay on Stripe's page, the webhook once (replay changes nothing), a part refund", async ({
  page,
  request,
  browser,
}, testInfo) => {
  const { token } = await signUpByApi(request);
  const store = await sellingStoreByApi(request, token, [GUJI, PAPERS]);

  // The owner turns Stripe on with test keys (and manual payment off).
  await openSignedIn(page, token, `/dashboard/store/${store.storeId}`);
  await openPayments(page, store.storeId);
  await page.getByRole("switch", { name: "Manual payment" }).click();
  await page.getByRole("switch", { name: "Stripe" }).click();
  await page.getByLabel("Publishable key").fill(FAKE_STRIPE.publishableKey);
  await page.getByLabel("Secret key", { exact: true }).fill(FAKE_STRIPE.secretKey);
  await page.getByLabel("Webhook signing secret", { exact: true }).fill(FAKE_STRIPE.webhookSecret);
  await savePayments(page);
  const stripeCard = page.getByRole("region", { name: "Stripe" });
  await expect(stripeCard.getByText("Test mode")).toBeVisible();
  const webhookUrl = (await page.getByTestId("Stripe-webhook-url").textContent()) ?? "";
  expect(webhookUrl).toBe(
    new URL(`/api/payments/stripe/${store.storeId}/webhook`, page.url()).href,
  );

  // The visitor checks out by card and pays on Stripe's (the fake's) page.
  const { site, errors } = await visitorPage(browser, testInfo);
  await addFromProductPage(site, store.siteUrl, GUJI.name, 2);
  await site.goto(new URL("/checkout", store.siteUrl).href);
  await fillCheckout(site, newCustomer());
  const sessionIds: string[] = [];
  site.on("request", (req) => {
    const paying = /\/c\/pay\/([\w-]+)$/.exec(req.url());
    if (req.url().startsWith(FAKE_URLS.stripe) && paying) sessionIds.push(paying[1]!);
  });
  await site.getByRole("radio", { name: /Card \(Stripe\)/ }).check();
  await site.getByRole("button", { name: "Place order" }).click();
  await expect(site.getByRole("heading", { name: "Thank you! Order #1001" })).toBeVisible();
  await expect(site).toHaveURL(/\/orders\/[\w-]{32}\?paid=stripe&session_id=cs_test_\w+$/);
  expect(sessionIds).toHaveLength(1);
  // Back from Stripe, the session was read: paid, or on its way.
  await expect(site.getByText(/^Paid$|We are confirming your payment/).first()).toBeVisible();

  // Stripe's webhook arrives, then again byte for byte: the order is paid once.
  expect(await fakes.stripeWebhook(webhookUrl, "checkout.session.completed", sessionIds[0])).toBe(
    200,
  );
  await openOrder(page, store.storeId, 1001);
  const paidEvents = timeline(page).filter({ hasText: "Card (Stripe) payment of $37.00 received" });
  await expect(paidEvents).toHaveCount(1);
  expect(await fakes.stripeReplay()).toBe(200);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Order #1001" })).toBeVisible();
  await expect(paidEvents).toHaveCount(1);
  await expect(page.getByText("Status: Paid").first()).toBeVisible();
  await expect(page.getByText("Payment: Paid").first()).toBeVisible();
  await expect(page.getByText("Test mode").first()).toBeVisible();

  // A part refund, through Stripe.
  await page.getByRole("button", { name: "Refund" }).click();
  const refund = page.getByRole("dialog", { name: "Refund order #1001" });
  await expect(refund.getByLabel("Amount to refund")).toHaveValue("37.00");
  await refund.getByLabel("Amount to refund").fill("10");
  await refund.getByRole("button", { name: "Refund" }).click();
  await expect(refund).toBeHidden();
  await expect(page.getByText("Refunded $10.00").first()).toBeVisible();
  await expect(page.getByText("Payment: Partially refunded").first()).toBeVisible();
  await expect(timeline(page).filter({ hasText: /Refunded \$10\.00 \(re_test_/ })).toBeVisible();

  // A second buyer pays but never comes back (the tab closed on the way): the webhook alone
  // marks the order paid.
  await addFromProductPage(site, store.siteUrl, PAPERS.name, 1);
  await site.goto(new URL("/checkout", store.siteUrl).href);
  await fillCheckout(site, newCustomer());
  // The page's form posted as a script would (asking for JSON): the order and Stripe's
  // address come back, and the buyer pays there without following Stripe's way back.
  await site.getByRole("radio", { name: /Card \(Stripe\)/ }).check();
  const payUrl = await site.evaluate(async () => {
    const form = document.querySelector<HTMLFormElement>("form.sw-checkout-form")!;
    const placed = await fetch(form.action, {
      method: "POST",
      headers: { accept: "application/json" },
      body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
    });
    return ((await placed.json()) as { data: { paymentUrl: string } }).data.paymentUrl;
  });
  expect(payUrl.startsWith(`${FAKE_URLS.stripe}/c/pay/cs_test_`)).toBe(true);
  const paid = await fetch(payUrl, { redirect: "manual" });
  expect(paid.status).toBe(302);
  await openOrder(page, store.storeId, 1002);
  await expect(page.getByText("Payment: Unpaid").first()).toBeVisible();
  const sessionId = payUrl.split("/").at(-1);
  expect(await fakes.stripeWebhook(webhookUrl, "checkout.session.completed", sessionId)).toBe(200);
  await page.reload();
  await expect(page.getByText("Payment: Paid").first()).toBeVisible();
  await expect(
    timeline(page).filter({ hasText: "Card (Stripe) payment of $4.25 received" }),
  ).toHaveCount(1);
  expect(errors).toEqual([]);
});

test("PayPal: approve on PayPal, captured on return; webhook and replay change nothing; full refund", async ({
  page,
  request,
  browser,
}, testInfo) => {
  const { token } = await signUpByApi(request);
  const store = await sellingStoreByApi(request, token, [GUJI, PAPERS]);

  // The owner turns PayPal on, in the sandbox, with manual payment kept (both are offered).
  await openSignedIn(page, token, `/dashboard/store/${store.storeId}`);
  await openPayments(page, store.storeId);
  await page.getByLabel("Instructions for customers").fill("Pay at the roastery counter.");
  await page.getByRole("switch", { name: "PayPal" }).click();
  await page.getByLabel("Client ID").fill(FAKE_PAYPAL.clientId);
  await page.getByLabel("Client secret", { exact: true }).fill(FAKE_PAYPAL.clientSecret);
  await page.getByLabel("Webhook ID").fill(FAKE_PAYPAL.webhookId);
  await expect(page.getByRole("switch", { name: "Sandbox" })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await savePayments(page);
  const webhookUrl = (await page.getByTestId("PayPal-webhook-url").textContent()) ?? "";
  expect(webhookUrl).toContain(`/api/payments/paypal/${store.storeId}/webhook`);

  const { site, errors } = await visitorPage(browser, testInfo);
  await addFromProductPage(site, store.siteUrl, PAPERS.name, 4);
  await site.goto(new URL("/checkout", store.siteUrl).href);
  await fillCheckout(site, newCustomer());
  await site.getByRole("radio", { name: /PayPal/ }).check();
  await site.getByRole("button", { name: "Place order" }).click();
  await expect(site.getByRole("heading", { name: "Thank you! Order #1001" })).toBeVisible();
  await expect(site).toHaveURL(/\?paid=paypal&token=\w+&PayerID=/);
  // The return captured the approved order.
  await expect(site.getByText("Paid", { exact: true }).first()).toBeVisible();

  expect(await fakes.paypalWebhook(webhookUrl, "PAYMENT.CAPTURE.COMPLETED")).toBe(200);
  expect(await fakes.paypalReplay()).toBe(200);
  await openOrder(page, store.storeId, 1001);
  await expect(timeline(page).filter({ hasText: "PayPal payment of $17.00 received" })).toHaveCount(
    1,
  );

  await page.getByRole("button", { name: "Refund" }).click();
  const refund = page.getByRole("dialog", { name: "Refund order #1001" });
  await expect(refund.getByLabel("Amount to refund")).toHaveValue("17.00");
  await refund.getByRole("button", { name: "Refund" }).click();
  await expect(refund).toBeHidden();
  await expect(page.getByText("Refunded $17.00").first()).toBeVisible();
  await expect(page.getByText("Payment: Refunded").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Refund" })).toHaveCount(0);
  expect(errors).toEqual([]);
});
