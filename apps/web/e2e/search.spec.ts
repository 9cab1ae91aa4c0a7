import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { createStoreByApi, openSignedIn, signUpByApi } from "./fixtures";
import { publishShopByApi } from "./commerce-fixtures";

// Catalogue search (docs/PRODUCT.md "Catalogue search"): the owner finds products on the
// products screen through a typo, best match first; a visitor searches the published site from
// its catalogue page, without script, and reads the no-results state.

/** Full-page screenshots at 1280 and 390 px wide, in the test's output folder. */
async function screenshots(page: Page, name: string, testInfo: TestInfo) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("an owner and a visitor find products through typos, best match first", async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const { token } = await signUpByApi(request, "Sam Searcher");
  const headers = { authorization: `Bearer ${token}` };
  const stamp = `${Date.now()}`;
  const storeId = await createStoreByApi(
    request,
    token,
    `Lamp Loft ${stamp.slice(-5)}`,
    `lamp-${stamp}.com`,
  );
  for (const [name, price, description] of [
    ["Lamp", 30, "A plain table lamp."],
    ["Walnut Lamp", 90, "Turned from one piece of walnut."],
    ["Lampshade", 25, "Linen, for any lamp."],
    ["Reading Light", 40, "A lamp for late nights."],
    ["Crème Brûlée Candle", 15, "Smells of vanilla."],
    ["Organic T-Shirt", 20, "Soft cotton."],
  ] as const) {
    const made = await request.post("/api/products", {
      headers,
      data: { storeId, name, price, stock: 5, description, status: "published" },
    });
    expect(made.status(), await made.text()).toBe(201);
  }

  // The owner misspells a word on the products screen: the right product still comes first.
  await openSignedIn(page, token, `/dashboard/products?storeId=${storeId}`);
  await expect(page.getByText("Walnut Lamp")).toBeVisible();
  await page.getByRole("searchbox", { name: "Search products" }).fill("lmap");
  await expect(page.getByText("Best matches first; equal matches by name, A to Z.")).toBeVisible();
  const list = page.getByRole("list", { name: "Product list" });
  await expect(list.getByRole("listitem").first()).toContainText("Lamp");
  await expect(list.getByText("Crème Brûlée Candle")).toHaveCount(0);
  await screenshots(page, "products-search", testInfo);
  await page.getByRole("searchbox", { name: "Search products" }).fill("creme");
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list.getByText("Crème Brûlée Candle")).toBeVisible();

  const siteUrl = await publishShopByApi(request, token, storeId);

  // The visitor searches from the catalogue page, with script off: a plain GET form.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const shop = await context.newPage();
  await shop.goto(new URL("/collection", siteUrl).href);
  await screenshots(shop, "site-catalogue", testInfo);
  const form = shop.getByRole("search");
  await form.getByRole("searchbox", { name: "Search products" }).fill("tshrit");
  await form.getByRole("button", { name: "Search" }).click();
  await expect(shop).toHaveURL(/\/search\?q=tshrit$/);
  await expect(shop.getByRole("heading", { name: "Search", level: 1 })).toBeVisible();
  await expect(shop.getByText("1 product matches “tshrit”")).toBeVisible();
  await expect(shop.getByRole("link", { name: "Organic T-Shirt" })).toBeVisible();

  await shop.getByRole("searchbox", { name: "Search products" }).fill("lamp");
  await shop.getByRole("button", { name: "Search" }).click();
  await expect(shop.getByText("4 products match “lamp”")).toBeVisible();
  const titles = shop.locator(".sw-product-title");
  await expect(titles).toHaveText(["Lamp", "Walnut Lamp", "Lampshade", "Reading Light"]);
  await screenshots(shop, "site-search", testInfo);

  await shop.getByRole("searchbox", { name: "Search products" }).fill("teapot");
  await shop.getByRole("button", { name: "Search" }).click();
  await expect(shop.getByText("No products match “teapot”.")).toBeVisible();
  await screenshots(shop, "site-search-none", testInfo);
  await shop.getByRole("link", { name: "All products" }).click();
  await expect(shop).toHaveURL(/\/collection$/);
  await context.close();
});
