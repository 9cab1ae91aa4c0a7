import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { createStoreByApi, openSignedIn, signUpByApi } from "./fixtures";

// A Shopify export comes in through the dry run and the commit, and goes out again.
const SHOPIFY_CSV =
  "\uFEFF" +
  [
    "Handle,Title,Body (HTML),Vendor,Published,Variant Inventory Qty,Variant Price,Image Src,Status",
    'ethiopia-guji,Ethiopia Guji,"<p>Floral, bright &amp; sweet</p>",Northwind,TRUE,12,18.50,,active',
    "ethiopia-guji,,,,,,,https://cdn.example.com/guji-2.jpg,",
    "kenya-aa,Kenya AA,Blackcurrant,Northwind,FALSE,4,21,,draft",
    "broken,Broken price,,Northwind,TRUE,1,eighteen,,active",
  ].join("\r\n");

test("products CSV: import a Shopify file after its dry run, then export it", async ({
  page,
  request,
}, testInfo) => {
  const { token } = await signUpByApi(request);
  const storeId = await createStoreByApi(request, token, "Bean There", `csv-${Date.now()}.com`);
  await openSignedIn(page, token, `/dashboard/products?storeId=${storeId}`);
  await expect(page.getByText("No products found")).toBeVisible();

  await page.getByRole("button", { name: "Import" }).click();
  const dialog = page.getByRole("dialog", { name: "Import products" });
  await dialog.getByLabel("CSV file").setInputFiles({
    name: "shopify-products.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(SHOPIFY_CSV),
  });
  await expect(dialog.getByText("Detected: Shopify product CSV")).toBeVisible();
  const errors = dialog.getByRole("list", { name: "Row errors" });
  await expect(errors).toContainText("Row 5");
  await expect(errors).toContainText("Valid price is required");
  await page.screenshot({ path: testInfo.outputPath("import-dry-run-desktop.png") });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath("import-dry-run-390.png") });
  await page.setViewportSize({ width: 1280, height: 720 });
  // The dry run changed nothing.
  await expect(page.getByText("No products found")).toBeVisible();

  await dialog.getByRole("button", { name: "Import 2 products" }).click();
  const finished = page.getByRole("dialog", { name: "Import finished" });
  await expect(finished).toBeVisible();
  await finished.getByRole("button", { name: "Done" }).click();
  await expect(page.getByText("Page 1 of 1 • 2 items")).toBeVisible();
  await expect(page.getByRole("link", { name: "Ethiopia Guji" })).toBeVisible();
  await expect(page.getByText("$18.50")).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath("list-after-import-390.png") });
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByRole("button", { name: "Export" }).click();
  const exportDialog = page.getByRole("dialog", { name: "Export products" });
  await exportDialog.getByRole("radio", { name: /Shopify product CSV/ }).check();
  const downloading = page.waitForEvent("download");
  await exportDialog.getByRole("button", { name: "Download CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("bean-there-products-shopify.csv");
  const exported = await readFile((await download.path())!, "utf8");
  expect(exported).toContain("ethiopia-guji,Ethiopia Guji,");
  expect(exported).toContain("https://cdn.example.com/guji-2.jpg");

  // The export comes back as no change at all.
  await page.getByRole("button", { name: "Import" }).click();
  await dialog.getByLabel("CSV file").setInputFiles({
    name: "export.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(exported),
  });
  await expect(dialog.getByText(/Nothing to import/)).toBeVisible();
});
