import { expect, test, type Page } from "@playwright/test";
import {
  createStoreByApi,
  openSignedIn,
  signUpByApi,
  screenshotsAtWidths,
  publishFromEditor,
} from "./fixtures";

/** The canvas's sections, top to bottom, by their accessible names. */
async function canvasSections(page: Page) {
  return page
    .locator("[data-section-id]")
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("aria-label") ?? ""));
}

test("a new page gets the site's header, footer and a menu link; a section hides on mobile", async ({
  page,
  request,
}) => {
  const { token } = await signUpByApi(request);
  const stamp = Date.now();
  const storeId = await createStoreByApi(request, token, `Ember ${stamp}`, `ember-${stamp}.com`);

  // A starter theme: Home, About and Contact under one header and one footer.
  await openSignedIn(page, token, `/dashboard/store/${storeId}`);
  await page.evaluate((id) => localStorage.setItem("editorStoreId", id), storeId);
  await page.goto("/editor/roastery");
  const header = page.getByRole("group", { name: "Site header section" });
  await expect(header).toBeVisible();
  const sections = await canvasSections(page);
  expect(sections[0]).toBe("Site header section");
  expect(sections.at(-1)).toBe("Site footer section");

  // Add a page: it shows the header and footer at once, and the menu links it.
  await page.getByRole("button", { name: "Add page" }).click();
  await page.getByRole("menuitem", { name: /^Blank page/ }).click();
  await expect(page.getByRole("tab", { name: "Page 4" })).toHaveAttribute("aria-selected", "true");
  expect(await canvasSections(page)).toEqual(["Site header section", "Site footer section"]);
  await expect(page.getByText("Canvas is empty")).toBeVisible();
  await expect(header.getByRole("link", { name: "Page 4" })).toBeVisible();
  await screenshotsAtWidths(page, "editor-site-parts-new-page");

  // Rename it: the menu link follows.
  await page.getByRole("button", { name: "Rename Page 4" }).click();
  const rename = page.getByRole("dialog", { name: "Rename page" });
  await rename.getByLabel("Page name").fill("Journal");
  await rename.getByRole("button", { name: "Rename" }).click();
  await expect(header.getByRole("link", { name: "Journal" })).toBeVisible();

  // The header edited once, on any page, is every page's; its undo works from another page.
  await header.click();
  await expect(page.getByText("On every page: edit it once").first()).toBeVisible();
  await page.getByLabel("Brand name", { exact: true }).fill("Ember & Co");
  await expect(header).toContainText("Ember & Co");
  await page.getByRole("tab", { name: "About" }).click();
  await expect(header).toContainText("Ember & Co");
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(header).not.toContainText("Ember & Co");
  await page.getByRole("button", { name: "Redo" }).click();
  await expect(header).toContainText("Ember & Co");

  // Hide the footer on About only, then show it again from the canvas.
  await page.getByRole("group", { name: "Site footer section" }).click();
  await page.getByRole("button", { name: "Hide on this page" }).first().click();
  await expect(page.getByText("Site footer hidden on this page")).toBeVisible();
  await page.getByRole("button", { name: "Show site footer" }).click();
  await expect(page.getByRole("group", { name: "Site footer section" })).toBeVisible();

  // Home: type a new headline on the canvas, then undo it.
  await page.getByRole("tab", { name: "Home" }).click();
  const hero = page.getByRole("group", { name: "Hero section" });
  const headline = hero.locator("h1");
  const before = (await headline.textContent()) ?? "";
  await hero.locator(".sw-hero-text").click({ position: { x: 4, y: 4 } });
  await headline.click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("Roasted on Tuesdays");
  await page.keyboard.press("Enter");
  await expect(headline).toHaveText("Roasted on Tuesdays");
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(headline).toHaveText(before);

  // Hide the testimonials on mobile. The phone canvas shows them faded, not gone.
  const reviews = page.getByRole("group", { name: "Testimonials section" });
  await reviews.click();
  const visibility = page.getByRole("group", { name: "Show on" });
  await visibility.getByRole("button", { name: "Show on mobile" }).click();
  await expect(visibility.getByRole("button", { name: "Show on mobile" })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
  await page.getByRole("button", { name: "Mobile (390 px)" }).click();
  const block = reviews.locator(".sw-block");
  await expect(block).toBeVisible();
  await expect.poll(() => block.evaluate((node) => getComputedStyle(node).opacity)).toBe("0.35");
  await reviews.scrollIntoViewIfNeeded();
  await screenshotsAtWidths(page, "editor-hidden-on-mobile");
  await page.getByRole("button", { name: "Desktop", exact: true }).click();
  await expect.poll(() => block.evaluate((node) => getComputedStyle(node).opacity)).toBe("1");

  // Publish: the live site has the header on the new page, with its link, and the hidden
  // section is gone on a phone but there on a desktop.
  const url = await publishFromEditor(page);

  const site = await page.context().newPage();
  await site.setViewportSize({ width: 1280, height: 900 });
  await site.goto(new URL("/journal", url).href);
  const nav = site.getByRole("navigation").first();
  await expect(nav.getByRole("link", { name: "Journal" })).toBeVisible();
  await expect(site.getByText("Ember & Co").first()).toBeVisible();
  await nav.getByRole("link", { name: "Ember & Co" }).click();
  const liveReviews = site.locator(".sw-block.sw-hide-mobile");
  await expect(liveReviews).toBeVisible();
  await site.setViewportSize({ width: 390, height: 844 });
  await expect(liveReviews).toBeHidden();
  await site.screenshot({
    path: "screenshots/live-hidden-on-mobile-390.png",
    fullPage: false,
  });
});
