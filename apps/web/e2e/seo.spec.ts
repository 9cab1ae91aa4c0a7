import { expect, test, type Page } from "@playwright/test";
import { createStoreByApi, openSignedIn, signUpByApi } from "./fixtures";

// docs/PRODUCT.md "Search engines and shared links": the search listing fields of the product
// form and of the editor's page settings, at desktop and phone width. Screenshots go to
// screenshots/ (git-ignored) for review.
const widths = [
  { name: "desktop", width: 1440, height: 900 },
  { name: "phone", width: 390, height: 844 },
];

async function noOverflow(page: Page, what: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, `${what} is wider than the screen`).toBeLessThanOrEqual(0);
}

for (const size of widths) {
  test(`search listing fields at ${size.width}px`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    const { token } = await signUpByApi(request);
    const storeId = await createStoreByApi(
      request,
      token,
      "Bean There",
      `bean-seo-${size.width}-${Date.now()}.com`,
    );

    await openSignedIn(page, token, `/dashboard/products/new?storeId=${storeId}`);
    await page.getByLabel("Product Name").fill("Guji Natural");
    await page
      .getByLabel("Description", { exact: true })
      .fill(
        "A natural-process coffee from Guji with blueberry and jasmine. Roasted light every Tuesday. Ships in a day.",
      );
    await page.getByLabel("Price", { exact: true }).fill("18.5");
    await page.getByLabel("Stock").fill("12");
    const listing = page
      .getByRole("region", { name: "Search engine listing" })
      .or(page.locator("section", { hasText: "Search engine listing" }));
    const preview = page.getByRole("figure", { name: "Search result preview" });
    await expect(preview).toContainText("Guji Natural – Bean There");
    await page.getByLabel("Search title").fill("Guji Natural, light roast | Bean There");
    await page.getByRole("button", { name: "Draft from content" }).click();
    await expect(page.getByLabel("Search description")).toHaveValue(
      "A natural-process coffee from Guji with blueberry and jasmine. Roasted light every Tuesday. Ships in a day.",
    );
    await expect(preview).toContainText("Guji Natural, light roast | Bean There");
    await noOverflow(page, "the product form");
    await listing.first().scrollIntoViewIfNeeded();
    await listing.first().screenshot({ path: `screenshots/seo-product-${size.width}.png` });

    await page.getByRole("button", { name: "Create Product" }).click();
    await expect(page).toHaveURL(/\/dashboard\/products\?storeId=/);
    const products = await request.get(`/api/products/${storeId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const [saved] = (await products.json()).data.products as {
      seoTitle: string;
      seoDescription: string;
    }[];
    expect(saved).toMatchObject({ seoTitle: "Guji Natural, light roast | Bean There" });
    expect(saved!.seoDescription).toContain("blueberry and jasmine");

    await page.goto(`/dashboard/store/${storeId}/editor`);
    await page.getByRole("button", { name: /^Page settings of / }).click();
    const dialog = page.getByRole("dialog", { name: "Page settings" });
    await dialog.getByLabel("Search title").fill("Bean There, coffee roasted in Lyon");
    await dialog
      .getByLabel("Search description")
      .fill("Single-origin coffee roasted in small batches every Tuesday, shipped across Europe.");
    await expect(dialog.getByRole("figure", { name: "Search result preview" })).toContainText(
      "Bean There, coffee roasted in Lyon",
    );
    await noOverflow(page, "the page settings");
    await page.screenshot({ path: `screenshots/seo-page-settings-${size.width}.png` });
    await dialog.getByRole("button", { name: "Done" }).click();
    // Kept in the draft: the dialog opens again with it.
    await page.getByRole("button", { name: /^Page settings of / }).click();
    await expect(dialog.getByLabel("Search title")).toHaveValue(
      "Bean There, coffee roasted in Lyon",
    );
  });
}
