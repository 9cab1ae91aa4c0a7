import { expect, test } from "@playwright/test";
import { canvasOrder, dragTo, pointIn } from "./editor-drag";
import { createStoreByApi, openSignedIn, screenshotsAtWidths, signUpByApi } from "./fixtures";

test("a section saved as a block is inserted on another page, edited in both copies, renamed and dragged in", async ({
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
  // Its chip on the canvas names the block it is a copy of.
  await expect(copy.locator("[data-block-badge]")).toHaveText("Wholesale");
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

  // Renamed from the palette: the copy's chip follows; a name taken is refused.
  await page.getByRole("button", { name: "Rename the saved block Wholesale" }).click();
  const rename = page.getByRole("dialog", { name: "Rename the saved block" });
  await rename.getByLabel("Block name").fill("Trade");
  await rename.getByRole("button", { name: "Rename" }).click();
  await expect(page.getByRole("button", { name: "Add Trade" })).toBeVisible();
  await expect(copy.locator("[data-block-badge]")).toHaveText("Trade");

  // Saved and loaded again, the block is still in the palette.
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("All changes saved")).toBeVisible();
  await page.goto(`/dashboard/store/${storeId}/editor`);
  const addTrade = page.getByRole("button", { name: "Add Trade" });
  await expect(addTrade).toBeVisible();

  // Dragged from the palette onto the top half of the hero: a linked copy lands above it.
  const hero = page.getByRole("group", { name: "Hero section" });
  await dragTo(page, addTrade, await pointIn(hero, 0.2));
  await expect.poll(() => canvasOrder(page)).toContain("Call to action section");
  const order = await canvasOrder(page);
  expect(order[order.indexOf("Hero section") - 1]).toBe("Call to action section");
  await expect(
    page.getByText("Saved block “Trade”: editing it changes all 2 copies."),
  ).toBeVisible();
});
