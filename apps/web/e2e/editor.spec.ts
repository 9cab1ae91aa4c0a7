import { expect, test } from "@playwright/test";
import { canvasOrder, dragTo, pointIn } from "./editor-drag";
import { createStoreByApi, openSignedIn, pngOf, signUpByApi } from "./fixtures";

const HEADLINE = "Small-batch coffee, roasted every Monday";

test("build a site in the editor: drag, reorder, edit, undo, pages, links, theme, upload, save, preview", async ({
  page,
  request,
}) => {
  const { token } = await signUpByApi(request);
  const storeId = await createStoreByApi(request, token, "Bean There", `editor-${Date.now()}.com`);
  await openSignedIn(page, token, `/dashboard/store/${storeId}/editor`);
  await expect(page.getByText("Canvas is empty")).toBeVisible();

  // Drag Hero, then Features, from the palette onto the canvas.
  await dragTo(
    page,
    page.getByRole("button", { name: "Add Hero" }),
    await pointIn(page.getByText("Canvas is empty"), 0.5),
  );
  const hero = page.getByRole("group", { name: "Hero section" });
  await expect(hero).toBeVisible();
  await dragTo(page, page.getByRole("button", { name: "Add Features" }), await pointIn(hero, 0.9));
  await expect(page.getByRole("group", { name: "Features section" })).toBeVisible();
  const dropped = await canvasOrder(page);
  // Dropped on the lower half of the hero: it lands below it, where the insertion line was.
  expect(dropped).toEqual(["Hero section", "Features section"]);

  // Reorder: the lower section's handle dragged onto the top of the upper one swaps them.
  const [upper = "", lower = ""] = dropped;
  const lowerLabel = lower.replace(/ section$/, "");
  // Adding scrolled the canvas to the new section: bring the top of the page back into view.
  await page
    .getByRole("group", { name: upper })
    .evaluate((node) => node.scrollIntoView({ block: "start" }));
  // Hover near its top: hovering its middle would scroll the tall section back to centre.
  await page.getByRole("group", { name: lower }).hover({ position: { x: 40, y: 12 } });
  await dragTo(
    page,
    page.getByRole("button", { name: `Drag to reorder ${lowerLabel}` }),
    await pointIn(page.getByRole("group", { name: upper }), 0.1),
  );
  await expect.poll(() => canvasOrder(page)).toEqual([lower, upper]);
  // Undo takes the reorder back, redo makes it again.
  await page.getByRole("button", { name: "Undo" }).click();
  await expect.poll(() => canvasOrder(page)).toEqual([upper, lower]);
  await page.getByRole("button", { name: "Redo" }).click();
  await expect.poll(() => canvasOrder(page)).toEqual([lower, upper]);
  const order = [lower, upper];

  // Edit the hero's headline; typing folds into one undo step.
  await hero.click();
  await page.getByLabel("Headline", { exact: true }).fill(HEADLINE);
  await expect(hero.getByText(HEADLINE)).toBeVisible();
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(hero.getByText(HEADLINE)).toBeHidden();
  await page.getByRole("button", { name: "Redo" }).click();
  await expect(hero.getByText(HEADLINE)).toBeVisible();

  // Upload the hero image from the computer.
  await page.getByTestId("image-file").setInputFiles({
    name: "beans.png",
    mimeType: "image/png",
    buffer: await pngOf("#7c4a2d"),
  });
  await expect(page.getByLabel("Image", { exact: true })).toHaveValue(/^\/uploads\//);

  // Add a page and rename it in the rename dialog.
  await page.getByRole("button", { name: "Add page" }).click();
  await page.getByRole("menuitem", { name: /^Blank page/ }).click();
  await expect(page.getByRole("tab", { name: "Page 2" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("button", { name: "Rename Page 2" }).click();
  const rename = page.getByRole("dialog", { name: "Rename page" });
  await rename.getByLabel("Page name").fill("Menu");
  await rename.getByRole("button", { name: "Rename" }).click();
  await expect(page.getByRole("tab", { name: "Menu" })).toBeVisible();

  // Back on Home, link the hero's button to the new page.
  await page.getByRole("tab", { name: "Home" }).click();
  await hero.click();
  await page.getByLabel("Button link target", { exact: true }).selectOption("Menu");

  // A theme colour, from the Theme tab.
  await page.getByRole("tab", { name: "Theme" }).click();
  await page.getByLabel("Primary", { exact: true }).fill("#0f766e");

  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Theme saved successfully!")).toBeVisible();

  // Everything survives a reload.
  await page.reload();
  await expect(hero.getByText(HEADLINE)).toBeVisible();
  await expect.poll(() => canvasOrder(page)).toEqual(order);
  await expect(page.getByRole("tab", { name: "Menu" })).toBeVisible();
  await hero.click();
  await expect(page.getByLabel("Button link target", { exact: true })).toHaveValue("Menu");
  await expect(page.getByLabel("Image", { exact: true })).toHaveValue(/^\/uploads\//);
  await page.getByRole("tab", { name: "Theme" }).click();
  await expect(page.getByLabel("Primary", { exact: true })).toHaveValue("#0f766e");

  // The html preview renders the saved page, with the uploaded image loaded.
  await page.getByRole("button", { name: "HTML" }).click();
  const preview = page.frameLocator('iframe[title="HTML preview"]');
  await expect(preview.getByText(HEADLINE)).toBeVisible();
  await expect
    .poll(() =>
      preview
        .locator("img")
        .first()
        .evaluate((img) => (img as HTMLImageElement).naturalWidth),
    )
    .toBeGreaterThan(0);

  // Mobile width: the frame narrows to 390 px.
  await page.getByRole("button", { name: "Mobile (390 px)" }).click();
  await expect
    .poll(async () => (await page.getByTestId("device-frame").boundingBox())?.width)
    .toBeLessThanOrEqual(390);
  await expect(preview.getByText(HEADLINE)).toBeVisible();
});
