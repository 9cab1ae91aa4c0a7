import { expect, test } from "@playwright/test";
import { createStoreByApi, openSignedIn, screenshotsAtWidths, signUpByApi } from "./fixtures";

test("a section saved as a block is inserted on another page, and editing one copy edits both", async ({
  page,
  request,
}) => {
  const { token } = await signUpByApi(request);
  const stamp = Date.now();
  const storeId = await createStoreByApi(request, token, `Block ${stamp}`, `block-${stamp}.com`);
  await openSignedIn(page, token, `/dashboard/store/${storeId}`);
  await page.evaluate((id) => localStorage.setItem("editorStoreId", id), storeId);
  await page.goto("/editor/roastery");

  // About has a call to action: save it as a block.
  await page.getByRole("tab", { name: "About" }).click();
  const cta = page.getByRole("group", { name: "Call to action section" });
  await cta.click({ position: { x: 8, y: 8 } });
  await page.getByRole("button", { name: "Save as block" }).click();
  const dialog = page.getByRole("dialog", { name: "Save as a block" });
  await dialog.getByLabel("Block name").fill("Wholesale");
  await dialog.getByRole("button", { name: "Save block" }).click();
  await expect(
    page.getByText("Saved block “Wholesale”: editing it changes its only copy."),
  ).toBeVisible();

  // Home: insert it from the palette.
  await page.getByRole("tab", { name: "Home" }).click();
  await page.getByRole("button", { name: "Add Wholesale" }).click();
  const copy = page.getByRole("group", { name: "Call to action section" });
  await expect(copy).toBeVisible();
  await expect(
    page.getByText("Saved block “Wholesale”: editing it changes all 2 copies."),
  ).toBeVisible();
  await page.getByLabel("Heading", { exact: true }).fill("Beans for your café");
  await expect(copy.locator("h2")).toHaveText("Beans for your café");
  await screenshotsAtWidths(page, "editor-saved-block");

  // The About page's copy changed too; detached, a copy keeps its own text.
  await page.getByRole("tab", { name: "About" }).click();
  await expect(cta.locator("h2")).toHaveText("Beans for your café");
  await cta.click({ position: { x: 8, y: 8 } });
  await page.getByRole("button", { name: "Detach" }).click();
  await page.getByLabel("Heading", { exact: true }).fill("Only on About");
  await page.getByRole("tab", { name: "Home" }).click();
  await expect(copy.locator("h2")).toHaveText("Beans for your café");

  // Saved and loaded again, the block is still in the palette.
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("All changes saved")).toBeVisible();
  await page.goto(`/dashboard/store/${storeId}/editor`);
  await expect(page.getByRole("button", { name: "Add Wholesale" })).toBeVisible();
});
