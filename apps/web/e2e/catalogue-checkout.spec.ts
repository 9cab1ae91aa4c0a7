import { expect, test, type Page } from "@playwright/test";
import { fillCheckout, newCustomer, publishShopByApi, visitorPage } from "./commerce-fixtures";
import { createStoreByApi, openSignedIn, signUpByApi } from "./fixtures";
import { FAKE_URLS, mailTo } from "./payment-fakes-control";

// A shop a real store owner runs (docs/PRODUCT.md §3 "Options and variants", §10 "Checkout
// totals"): the owner makes a T-shirt in sizes and colours, a zone that ships free over $50, a
// tax rate and a 10 % code on their screens; a visitor buys two variants with the code; the
// order, the mails and the analytics show the same worked totals:
//   M / White $30.00 + L / Blue $30.00 = $60.00, less 10 % ($6.00) = $54.00,
//   shipping free (over $50.00 after the discount), VAT 20 % of $54.00 = $10.80,
//   total $64.80.

// On the app server that mails through the loopback SMTP server (playwright.config.ts), so the
// journey reads the mails the customer and the owner get.
test.use({ baseURL: FAKE_URLS.mailingApp });

async function saveShipping(page: Page) {
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith("/shipping-taxes") && response.request().method() === "PUT",
  );
  await page.getByRole("button", { name: "Save", exact: true }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText("Shipping and tax settings saved")).toBeVisible();
}

test("an owner sells a T-shirt in sizes and colours with shipping, tax and a code", async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const { token, email: ownerEmail } = await signUpByApi(request, "Tess Tailor");
  const headers = { authorization: `Bearer ${token}` };
  const stamp = `${Date.now()}`;
  const storeId = await createStoreByApi(
    request,
    token,
    `Tee Studio ${stamp.slice(-5)}`,
    `tee-${stamp}.com`,
  );

  // The T-shirt, on the product form: two options make six variants, priced and stocked at once.
  await openSignedIn(page, token, `/dashboard/products/new?storeId=${storeId}`);
  await expect(page.getByRole("heading", { name: "Create New Product" })).toBeVisible();
  await page.getByLabel("Product Name").fill("Organic T-shirt");
  await page
    .getByLabel("Description", { exact: true })
    .fill("Soft **organic cotton**, cut a little boxy.");
  for (const [name, values] of [
    ["Size", ["S", "M", "L"]],
    ["Colour", ["White", "Blue"]],
  ] as const) {
    const add = page.getByRole("button", {
      name: /Add options like size or colour|Add another option/,
    });
    await add.click();
    await page.getByLabel("Option name").last().fill(name);
    const input = page.getByLabel(`${name} values`);
    for (const value of values) {
      await input.fill(value);
      await input.press("Enter");
    }
  }
  const variants = page.getByRole("list", { name: "Variants" });
  await expect(variants.getByRole("listitem")).toHaveCount(6);
  await page.getByLabel("Price for all variants").fill("30");
  await page.getByLabel("Stock for all variants").fill("5");
  await page.getByRole("button", { name: "Apply to all" }).click();
  await expect(page.getByLabel("Price of L / Blue")).toHaveValue("30");
  const created = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/products") && response.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Create Product" }).click();
  const answer = await created;
  expect(answer.status(), await answer.text()).toBe(201);
  const product = (
    (await answer.json()) as { data: { product: { id: string; variants: unknown[] } } }
  ).data.product;
  expect(product.variants).toHaveLength(6);
  const published = await request.put(`/api/products/${product.id}`, {
    headers,
    data: { status: "published" },
  });
  expect(published.status()).toBe(200);

  // Shipping to the United Kingdom, free over $50.00, and 20 % VAT, on "Shipping and taxes".
  await page.goto(`/dashboard/store/${storeId}/shipping`);
  await page.getByRole("button", { name: "Add zone" }).first().click();
  const zone = page.getByRole("region", { name: "Domestic" });
  await zone.getByLabel("Zone name").fill("United Kingdom");
  const uk = page.getByRole("region", { name: "United Kingdom" });
  await uk.getByRole("button", { name: "Add countries" }).click();
  await uk.getByRole("searchbox", { name: "Search countries" }).fill("United Kingdom");
  await uk
    .getByRole("list", { name: "Countries" })
    .getByLabel(/United Kingdom/)
    .check();
  await uk.getByRole("button", { name: "Done" }).click();
  await uk.getByLabel("Price").fill("4.95");
  await uk.getByLabel("Free over").fill("50");
  await page.getByRole("button", { name: "Add tax rate" }).click();
  const tax = page.getByRole("group", { name: "Country" }).last();
  await tax.getByRole("combobox", { name: "Country" }).selectOption("GB");
  // The row is named by its country once one is chosen.
  const gb = page.getByRole("group", { name: "GB" });
  await gb.getByLabel("Name").fill("VAT");
  await gb.getByLabel("Rate (%)").fill("20");
  await saveShipping(page);

  // A 10 % code on "Discounts".
  await page.goto(`/dashboard/store/${storeId}/discounts`);
  await page.getByRole("button", { name: "Create discount" }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Code", { exact: true }).fill("WELCOME10");
  await dialog.getByLabel("Title").fill("Welcome");
  await dialog.getByLabel("Percentage off").check();
  await dialog.getByLabel("Percentage", { exact: true }).fill("10");
  await dialog.getByRole("button", { name: "Create discount" }).click();
  await expect(page.getByText("Discount created")).toBeVisible();

  const siteUrl = await publishShopByApi(request, token, storeId);

  // The visitor chooses two variants on the product page and adds each with its plain form.
  const { site: shop, errors } = await visitorPage(browser, testInfo);
  await shop.goto(new URL("/collection", siteUrl).href);
  await shop.getByRole("link", { name: "Organic T-shirt" }).first().click();
  await expect(shop.getByRole("heading", { name: "Organic T-shirt" })).toBeVisible();
  const form = shop.locator("form[data-sw-cart]");
  for (const variant of ["M / White", "L / Blue"]) {
    await form.getByText(variant, { exact: true }).click();
    await form.getByRole("button", { name: "Add to cart" }).click();
    await expect(form.getByRole("status")).toContainText("Added to cart.");
  }

  await shop.goto(new URL("/cart", siteUrl).href);
  const lines = shop.locator(".sw-line-variant");
  await expect(lines).toHaveText(["M / White", "L / Blue"]);
  await shop.getByLabel("Discount code").fill("welcome10");
  await shop.getByRole("button", { name: "Apply" }).click();
  const summary = shop.getByRole("complementary", { name: "Order summary" });
  await expect(summary).toContainText("$60.00");
  await expect(summary).toContainText("−$6.00");
  await expect(summary).toContainText("$54.00");

  await shop.getByRole("link", { name: "Check out" }).click();
  const customer = newCustomer();
  await fillCheckout(shop, customer);
  await shop.getByRole("button", { name: "Continue to delivery" }).click();
  const standard = shop.getByRole("group", { name: "Delivery" }).getByText("Standard");
  await expect(standard).toBeVisible();
  await expect(shop.getByRole("group", { name: "Delivery" })).toContainText("Order total $64.80");
  await shop.getByRole("button", { name: "Place order" }).click();
  await expect(shop.getByRole("heading", { name: "Thank you! Order #1001" })).toBeVisible();
  const confirmation = shop.locator("body");
  for (const text of ["M / White", "L / Blue", "−$6.00", "Free", "$10.80", "$64.80"]) {
    await expect(confirmation).toContainText(text);
  }
  expect(errors).toEqual([]);

  // The customer's confirmation and the owner's notice carry the same totals rows.
  const mailed = async (email: string, subject: RegExp) => {
    let text = "";
    await expect
      .poll(async () => {
        text = (await mailTo(email)).find((mail) => subject.test(mail.subject))?.text ?? "";
        return text;
      })
      .not.toBe("");
    return text;
  };
  const confirmationMail = await mailed(customer.email, /^Order #1001 confirmed/);
  const ownerMail = await mailed(ownerEmail, /^New order #1001 – \$64\.80$/);
  for (const text of [confirmationMail, ownerMail]) {
    for (const row of [
      "1 × Organic T-shirt (M / White)  $30.00",
      "1 × Organic T-shirt (L / Blue)  $30.00",
      "Subtotal: $60.00",
      "Discount (WELCOME10): −$6.00",
      "Shipping (Standard): Free",
      "VAT: $10.80",
      "Total: $64.80",
    ]) {
      expect(text).toContain(row);
    }
  }

  // The owner's order and analytics show the worked totals.
  await page.goto(`/dashboard/store/${storeId}/orders`);
  await page.getByRole("link", { name: "#1001" }).filter({ visible: true }).click();
  await expect(page.getByRole("heading", { name: "Order #1001" })).toBeVisible();
  const order = page.getByRole("main");
  for (const text of ["M / White", "L / Blue", "−$6.00", "$10.80", "$64.80"]) {
    await expect(order).toContainText(text);
  }
  await page.goto(`/dashboard/store/${storeId}/analytics`);
  await expect(page.getByRole("main")).toContainText("$64.80");

  // Each variant sold one unit; the others keep theirs.
  const after = await request.get(`/api/products/item/${product.id}`, { headers });
  const stock = (
    (await after.json()) as { data: { product: { variants: { title: string; stock: number }[] } } }
  ).data.product.variants.map((v) => `${v.title}: ${v.stock}`);
  expect(stock).toEqual([
    "S / White: 5",
    "S / Blue: 5",
    "M / White: 4",
    "M / Blue: 5",
    "L / White: 5",
    "L / Blue: 4",
  ]);
});
