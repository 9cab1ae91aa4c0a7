import { expect, test } from "@playwright/test";
import { createStoreByApi, openSignedIn, signUpByApi } from "./fixtures";

test("'Add page' offers the pages every shop needs, with sample content flagged on the canvas", async ({
  page,
  request,
}) => {
  const { token } = await signUpByApi(request);
  const stamp = Date.now();
  const storeId = await createStoreByApi(request, token, `Tmpl ${stamp}`, `tmpl-${stamp}.com`);
  await openSignedIn(page, token, `/dashboard/store/${storeId}`);
  await page.evaluate((id) => localStorage.setItem("editorStoreId", id), storeId);
  await page.goto("/editor/roastery");
  await expect(page.getByRole("group", { name: "Hero section" })).toBeVisible();

  await page.getByRole("button", { name: "Add page" }).click();
  const menu = page.getByRole("menu", { name: "Add a page" });
  await expect(menu.getByRole("menuitem")).toHaveText([
    /^Blank page/,
    /^About/,
    /^Contact/,
    /^FAQ/,
    /^Shipping/,
    /^Returns/,
    /^Privacy/,
    /^Terms/,
  ]);
  await expect(menu.getByRole("menuitem").first()).toBeFocused();
  await page.screenshot({
    path: "screenshots/editor-add-page-menu-1440.png",
    animations: "disabled",
  });
  // Escape closes it; the keyboard opens it again and picks FAQ.
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await page.getByRole("button", { name: "Add page" }).press("Enter");
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("menuitem", { name: /^FAQ/ })).toBeFocused();
  await page.keyboard.press("Enter");

  await expect(page.getByRole("tab", { name: "FAQ" })).toHaveAttribute("aria-selected", "true");
  const faq = page.getByRole("group", { name: "FAQ section" });
  await expect(faq).toContainText("How long does delivery take?");
  await expect(faq.getByText("Sample content")).toBeVisible();
  const header = page.getByRole("group", { name: "Site header section" });
  await expect(header.getByRole("link", { name: "FAQ" })).toBeVisible();

  // The button closes its own menu; End reaches the last template. A policy page is linked
  // from the footer, whose "Shipping" led nowhere until now.
  const addPage = page.getByRole("button", { name: "Add page" });
  await addPage.click();
  await expect(menu).toBeVisible();
  await addPage.click();
  await expect(menu).toBeHidden();
  await addPage.press("Enter");
  await page.keyboard.press("End");
  await expect(menu.getByRole("menuitem", { name: /^Terms/ })).toBeFocused();
  await page.keyboard.press("Home");
  await expect(menu.getByRole("menuitem", { name: /^Blank page/ })).toBeFocused();
  await menu.getByRole("menuitem", { name: /^Shipping/ }).click();
  await expect(page.getByRole("tab", { name: "Shipping" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const footer = page.getByRole("group", { name: "Site footer section" });
  await expect(footer.getByRole("link", { name: "Shipping" })).toHaveAttribute("href", "/shipping");
  await expect(header.getByRole("link", { name: "Shipping" })).toHaveCount(0);

  // On a phone the menu fits the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Add page" }).click();
  await expect(menu).toBeInViewport({ ratio: 1 });
  await page.screenshot({
    path: "screenshots/editor-add-page-menu-390.png",
    animations: "disabled",
  });
});
