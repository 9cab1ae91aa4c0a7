import { expect, test, type Page } from "@playwright/test";
import { openSignedIn, pngOf, signUpByApi } from "./fixtures";

// The road from a new store to a live one, as a newcomer walks it: the statuses and steps
// on the way must tell the truth. Screenshots (screenshots/, git-ignored) are for review.
async function capture(page: Page, name: string) {
  await page.waitForLoadState("networkidle", { timeout: 5000 }).catch(() => undefined);
  for (const size of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    if (overflow > 0) {
      console.log(
        await page.evaluate(() =>
          [...document.querySelectorAll("body *")]
            .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
            .filter((el) => el.getBoundingClientRect().width > 365)
            .slice(-8)
            .map(
              (el) =>
                `${el.tagName}.${el.className.toString().slice(0, 80)} ${el.textContent?.slice(0, 60)} ${Math.round(el.getBoundingClientRect().width)}`,
            ),
        ),
      );
    }
    expect(overflow, `${name} is wider than the ${size.width}px screen`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `screenshots/launch-${name}-${size.width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test("a new store goes live: draft product, review, publish from the card, approve, publish", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { token } = await signUpByApi(request, "Robin Roaster");
  const stamp = Date.now();
  const storeName = `Launch Roasters ${stamp}`;
  await openSignedIn(page, token, "/dashboard");

  // Create the store; the form says where the site will live before any domain is connected.
  await page.getByRole("button", { name: "New store" }).first().click();
  await page.getByLabel("Store name").fill(storeName);
  await page.getByLabel("Domain").fill(`launch-${stamp}.com`);
  await expect(page.getByText(`launch-roasters-${stamp}.localhost`)).toBeVisible();
  await capture(page, "create-store");
  await page.getByRole("button", { name: "Create store" }).click();
  await expect(page).toHaveURL(/\/dashboard\/store\/[^/]+\/chatbox$/);
  const storeId = page.url().split("/").at(-2)!;

  // A product starts as a draft.
  await page.goto(`/dashboard/products/new?storeId=${storeId}`);
  await page.getByLabel("Product Name").fill("Ethiopia Guji");
  await page
    .getByLabel("Description", { exact: true })
    .fill("Floral and bright, roasted on Mondays.");
  await page.getByLabel("Price", { exact: true }).fill("18.5");
  await page.getByLabel("Stock").fill("12");
  await page.getByRole("button", { name: "Create Product" }).click();
  const card = page.getByRole("article", { name: "Ethiopia Guji" });
  await expect(card.getByText("draft", { exact: true })).toBeVisible();
  const toggle = card.getByRole("switch", { name: "Published: Ethiopia Guji" });
  await expect(toggle).toHaveAttribute("aria-checked", "false");

  // The approval page reviews the store: no pages yet, and the draft product.
  await page.goto(`/dashboard/store/${storeId}/approval`);
  const unfinished = page.getByRole("list", { name: "Unfinished" });
  await expect(unfinished.getByText("Your site has no pages yet")).toBeVisible();
  await expect(unfinished.getByText("“Ethiopia Guji” is a draft")).toBeVisible();
  await capture(page, "approval-review");

  // Its fix opens the product; the edit page has the same switch and manages images.
  await unfinished.getByRole("link", { name: "Edit product" }).click();
  await expect(page.getByRole("heading", { name: "Edit Product" })).toBeVisible();
  await expect(page.getByText(/file names only/)).toHaveCount(0);
  await expect(page.getByRole("switch", { name: "Published: Ethiopia Guji" })).toBeVisible();
  await page.getByLabel("Product Images").setInputFiles([
    { name: "bag.png", mimeType: "image/png", buffer: await pngOf("#8a5a44") },
    { name: "cup.png", mimeType: "image/png", buffer: await pngOf("#d9c2a7") },
  ]);
  const images = page.getByRole("list", { name: "Images" });
  await expect(images.getByRole("listitem")).toHaveCount(2);
  await page.getByRole("button", { name: "Move cup.png earlier" }).click();
  await expect(images.getByRole("listitem").first()).toContainText("cup.pngCover");
  await capture(page, "edit-product");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Saved “Ethiopia Guji”")).toBeVisible();

  // Published from its card, with a short confirmation; the cover is the image put first.
  await page.goto(`/dashboard/products?storeId=${storeId}`);
  await expect(
    page.getByRole("article", { name: "Ethiopia Guji" }).locator("img").first(),
  ).toHaveAttribute("src", /\/uploads\//);
  await page
    .getByRole("article", { name: "Ethiopia Guji" })
    .getByRole("switch", { name: "Published: Ethiopia Guji" })
    .click();
  await expect(page.getByText("“Ethiopia Guji” is published")).toBeVisible();
  await expect(page.getByRole("switch", { name: "Published: Ethiopia Guji" })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await expect(page.getByText("Page 1 of 1 • 1 item")).toBeVisible();
  await capture(page, "products");
  await page.getByRole("button", { name: "List view" }).click();
  await expect(page.locator('[data-view="list"]')).toBeVisible();
  await capture(page, "products-list");

  // Approved: the review no longer names the product, and 'Approve & Edit' opens the editor.
  await page.goto(`/dashboard/store/${storeId}/approval`);
  await expect(page.getByText("Your site has no pages yet")).toBeVisible();
  await expect(page.getByText("“Ethiopia Guji” is a draft")).toHaveCount(0);
  await page.getByRole("button", { name: "Approve & Edit" }).click();
  await expect(page).toHaveURL(/\/editor/);

  // A starter theme, then Publish.
  await page.goto("/editor/roastery");
  await expect(page.getByRole("group", { name: "Hero section" })).toBeVisible();
  await page.getByRole("button", { name: "Publish" }).click();
  // Its sample reviews are listed first; publishing goes ahead when asked to (PRODUCT.md §2).
  await page
    .getByRole("dialog", { name: /to finish before going live$/ })
    .getByRole("button", { name: "Publish anyway" })
    .click();
  const banner = page.getByRole("status").filter({ hasText: "Your site is live" });
  await expect(banner).toBeVisible({ timeout: 30_000 });
  const address = (await banner.getByRole("link").getAttribute("href")) ?? "";
  const host = new URL(address).host;

  // The overview shows the live site beside the approval, and the checklist ticks itself.
  await page.goto(`/dashboard/store/${storeId}`);
  const website = page.getByRole("region", { name: "Website" });
  await expect(website.getByText("Live", { exact: true })).toBeVisible();
  await expect(website.getByRole("link", { name: new RegExp(host) })).toBeVisible();
  await expect(page.getByRole("region", { name: "Store Info" }).getByText("Active")).toBeVisible();
  const checklist = page.getByRole("region", { name: "Getting Started" });
  await expect(checklist.getByText(`Live at ${host}.`)).toBeVisible();
  await expect(checklist.getByText(/of 7 done/)).toBeVisible();
  await capture(page, "overview");

  // And so does the store's card on the dashboard.
  await page.goto("/dashboard");
  const storeCard = page.getByRole("article").filter({ hasText: storeName });
  await expect(storeCard.getByRole("link", { name: new RegExp(host) })).toHaveAttribute(
    "href",
    new RegExp(`^${address.replace(/\/$/, "")}`),
  );
  await expect(storeCard.getByText("Project is active")).toBeVisible();
  await capture(page, "dashboard");

  // Signed in, the landing page leads back to the dashboard.
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
