import { expect, test, type Page } from "@playwright/test";
import { createStoreByApi, openSignedIn, pngOf, signUpByApi } from "./fixtures";

async function addProduct(
  page: Page,
  product: { name: string; price: string; stock: string; colour: string },
) {
  await page.getByRole("link", { name: "Add Product" }).first().click();
  await expect(page.getByRole("heading", { name: "Create New Product" })).toBeVisible();
  await page.getByLabel("Product Name").fill(product.name);
  await page.getByLabel("Description", { exact: true }).fill(`${product.name}, roasted this week.`);
  await page.getByLabel("Price", { exact: true }).fill(product.price);
  await page.getByLabel("Stock").fill(product.stock);
  await page.locator('input[type="file"]').setInputFiles({
    name: `${product.name.toLowerCase().replace(/\W+/g, "-")}.png`,
    mimeType: "image/png",
    buffer: await pngOf(product.colour),
  });
  await expect(page.getByText(/\d+\.\d\d MB/).first()).toBeVisible();
  await page.getByRole("button", { name: "Create Product" }).click();
  await expect(page).toHaveURL(/\/dashboard\/products\?storeId=/);
}

const cardNames = (page: Page) => page.getByRole("main").locator("h3").allTextContents();

test("a catalogue: add with images, search, sort, bulk publish, filter, inline edit, page and delete", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token } = await signUpByApi(request);
  const storeId = await createStoreByApi(
    request,
    token,
    "Bean There",
    `catalogue-${Date.now()}.com`,
  );
  await openSignedIn(page, token, `/dashboard/products?storeId=${storeId}`);
  await expect(page.getByText("No products found")).toBeVisible();

  await addProduct(page, { name: "Ethiopia Guji", price: "18.50", stock: "12", colour: "#b45309" });
  await addProduct(page, { name: "Colombia Huila", price: "14", stock: "30", colour: "#0f766e" });
  await addProduct(page, { name: "Kenya Nyeri", price: "21.25", stock: "5", colour: "#7c3aed" });
  await expect(page.getByText("Page 1 of 1 • 3 items")).toBeVisible();

  // The uploaded image is served by the app, re-encoded, as a real image.
  const image = page.locator('[aria-label="Ethiopia Guji"] img').first();
  await expect(image).toHaveAttribute("src", /^\/uploads\//);
  const served = await request.get((await image.getAttribute("src"))!);
  expect(served.headers()["content-type"]).toMatch(/^image\//);

  await page.getByLabel("Search products").fill("kenya");
  await expect(page.getByText("Page 1 of 1 • 1 item")).toBeVisible();
  await expect(page.getByRole("link", { name: "Kenya Nyeri" })).toBeVisible();
  await page.getByLabel("Search products").fill("");
  await expect(page.getByText("Page 1 of 1 • 3 items")).toBeVisible();

  await page.getByLabel("Sort by").selectOption("price");
  await page.getByRole("button", { name: /Sort direction/ }).click();
  await expect
    .poll(() => cardNames(page))
    .toEqual(["Kenya Nyeri", "Ethiopia Guji", "Colombia Huila"]);

  await page.getByLabel("Select Kenya Nyeri").check();
  await page.getByLabel("Select Colombia Huila").check();
  await expect(page.getByText("Selected: 2")).toBeVisible();
  await page
    .getByRole("group", { name: "Bulk actions" })
    .getByRole("button", { name: "Publish", exact: true })
    .click();
  await expect(page.getByText("Selected: 2")).toBeHidden();

  await page.getByRole("tab", { name: "Published" }).click();
  await expect(page.getByText("Page 1 of 1 • 2 items")).toBeVisible();
  await expect.poll(() => cardNames(page)).toEqual(["Kenya Nyeri", "Colombia Huila"]);
  await page.getByRole("tab", { name: "All" }).click();

  await page
    .getByRole("article", { name: "Colombia Huila" })
    .getByRole("button", { name: "Inline Edit" })
    .click();
  const price = page.getByLabel("Price");
  await price.fill("15.75");
  await price.press("Enter");
  await expect(page.getByText("$15.75")).toBeVisible();
  await page.reload();
  await expect(page.getByText("$15.75")).toBeVisible();

  for (let i = 1; i <= 4; i++) {
    const response = await request.post("/api/products", {
      headers: { authorization: `Bearer ${token}` },
      data: { storeId, name: `Sampler ${i}`, price: 5 + i, stock: i },
    });
    expect(response.status()).toBe(201);
  }
  await page.reload();
  await page.getByLabel("Per page").selectOption("6");
  await expect(page.getByText("Page 1 of 2 • 7 items")).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Page 2 of 2 • 7 items")).toBeVisible();
  await page.getByRole("button", { name: "Prev" }).click();
  await expect(page.getByText("Page 1 of 2 • 7 items")).toBeVisible();

  await page.getByRole("button", { name: "Delete Kenya Nyeri" }).click();
  // Asked in the app's own dialog, not the browser's.
  await page
    .getByRole("dialog", { name: "Delete this product?" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(page.getByRole("link", { name: "Kenya Nyeri" })).toBeHidden();
  await expect(page.getByText("6 items")).toBeVisible();
});
