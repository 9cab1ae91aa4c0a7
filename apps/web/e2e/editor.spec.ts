import { expect, test } from "@playwright/test";
import { createStoreByApi, openSignedIn, signUpByApi } from "./fixtures";

test("build a page in the editor: add, edit, undo and redo, save, reload, html preview", async ({
  page,
  request,
}) => {
  const { token } = await signUpByApi(request);
  const storeId = await createStoreByApi(request, token, "Bean There", `editor-${Date.now()}.com`);
  await openSignedIn(page, token, `/dashboard/store/${storeId}/editor`);
  await expect(page.getByText("Canvas is empty")).toBeVisible();

  await page.getByRole("button", { name: "Add Hero" }).click();
  await page.getByRole("button", { name: "Add Features" }).click();
  const canvas = page
    .getByRole("region", { name: "Hero section" })
    .or(page.getByLabel("Hero section"));
  await expect(canvas.first()).toBeVisible();
  await expect(page.getByLabel("Features section")).toBeVisible();

  await page.getByLabel("Hero section").click();
  const headline = page.getByLabel("Headline");
  await headline.fill("Small-batch coffee, roasted every Monday");
  await expect(
    page.getByLabel("Hero section").getByText("Small-batch coffee, roasted every Monday"),
  ).toBeVisible();

  // Typing folds into one undo step: one undo brings the default headline back.
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(
    page.getByLabel("Hero section").getByText("Small-batch coffee, roasted every Monday"),
  ).toBeHidden();
  await page.getByRole("button", { name: "Redo" }).click();
  await expect(
    page.getByLabel("Hero section").getByText("Small-batch coffee, roasted every Monday"),
  ).toBeVisible();

  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Theme saved successfully!")).toBeVisible();

  await page.reload();
  await expect(
    page.getByLabel("Hero section").getByText("Small-batch coffee, roasted every Monday"),
  ).toBeVisible();
  await expect(page.getByLabel("Features section")).toBeVisible();

  await page.getByRole("button", { name: "HTML" }).click();
  const preview = page.frameLocator('iframe[title="HTML preview"]');
  await expect(preview.getByText("Small-batch coffee, roasted every Monday")).toBeVisible();
});
