import { expect, test, type Page } from "@playwright/test";
import {
  addFromProductPage,
  fillCheckout,
  newCustomer,
  openPayments,
  savePayments,
  sellingStoreByApi,
} from "./commerce-fixtures";
import { openSignedIn, signUpByApi } from "./fixtures";

// Saves full-page screenshots of selling, on the site and in the admin, for review
// (screenshots/, git-ignored), and checks that none is wider than the screen (as screens.spec.ts).
const widths = [
  { name: "desktop", width: 1440, height: 900 },
  { name: "phone", width: 390, height: 844 },
];

async function capture(page: Page, name: string, width: number) {
  await page.waitForLoadState("networkidle", { timeout: 5000 }).catch(() => undefined);
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, `${name} is wider than the ${width}px screen`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `screenshots/commerce-${name}-${width}.png`, fullPage: true });
}

for (const size of widths) {
  test(`selling screens look finished at ${size.width}px`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    const { token } = await signUpByApi(request);
    const store = await sellingStoreByApi(request, token, [
      { name: "Ethiopia Guji", price: 18.5 },
      { name: "Colombia Huila", price: 16 },
      { name: "Filter Papers", price: 4.25 },
    ]);

    await openSignedIn(page, token, `/dashboard/store/${store.storeId}`);
    await openPayments(page, store.storeId);
    await page
      .getByLabel("Instructions for customers")
      .fill(
        "Transfer the total to IBAN GB00 KILN 0000 1234, quoting your order number.\n\nWe ship the day your payment arrives.",
      );
    await savePayments(page);
    // Loaded afresh: as an owner comes back to it, without the save's toast.
    await page.reload();
    await expect(page.getByLabel("Instructions for customers")).toHaveValue(/^Transfer the total/);
    await capture(page, "payments", size.width);

    await addFromProductPage(page, store.siteUrl, "Ethiopia Guji", 2);
    await capture(page, "product", size.width);
    await addFromProductPage(page, store.siteUrl, "Filter Papers", 1);
    await page.goto(new URL("/cart", store.siteUrl).href);
    await expect(page.getByRole("heading", { name: "Your cart" })).toBeVisible();
    await capture(page, "cart", size.width);

    // The server's own checks: the browser's are lifted so the empty email reaches it.
    await page.getByRole("link", { name: "Check out" }).click();
    const customer = newCustomer();
    await fillCheckout(page, customer);
    await page.getByLabel("Email").fill("");
    await page.locator("form.sw-checkout-form").evaluate((form: HTMLFormElement) => {
      form.noValidate = true;
    });
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.getByRole("alert")).toContainText("Please check the highlighted fields.");
    await capture(page, "checkout-error", size.width);

    await page.getByLabel("Email").fill(customer.email);
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.getByRole("heading", { name: "Thank you! Order #1001" })).toBeVisible();
    await capture(page, "order-confirmation", size.width);

    await page.goto(`/dashboard/store/${store.storeId}/orders`);
    await expect(page.getByText(customer.name).filter({ visible: true })).toBeVisible();
    await capture(page, "orders", size.width);
    await page.getByRole("link", { name: "#1001" }).filter({ visible: true }).click();
    await expect(page.getByRole("heading", { name: "Order #1001" })).toBeVisible();
    await capture(page, "order-detail", size.width);
  });
}
