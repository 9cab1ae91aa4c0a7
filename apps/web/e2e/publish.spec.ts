import { expect, test, type APIRequestContext } from "@playwright/test";
import { createStoreByApi, openSignedIn, signUpByApi } from "./fixtures";

async function createProduct(
  request: APIRequestContext,
  token: string,
  body: { storeId: string; name: string; price: number; status: "draft" | "published" },
) {
  const response = await request.post("/api/products", {
    headers: { authorization: `Bearer ${token}` },
    data: { ...body, description: `${body.name}, roasted this week.`, stock: 12 },
  });
  expect(response.status()).toBe(201);
}

test("publish a store and browse it: navbar pages, collection, product page", async ({
  page,
  request,
}) => {
  const { token } = await signUpByApi(request);
  const stamp = Date.now();
  const storeId = await createStoreByApi(
    request,
    token,
    `Ember Roasters ${stamp}`,
    `ember-${stamp}.com`,
  );
  await createProduct(request, token, {
    storeId,
    name: "Ethiopia Guji",
    price: 18.5,
    status: "published",
  });
  await createProduct(request, token, {
    storeId,
    name: "Secret Blend",
    price: 99,
    status: "draft",
  });

  // A starter theme gives the store Home, About and Contact with a navbar.
  await openSignedIn(page, token, `/dashboard/store/${storeId}`);
  await page.evaluate((id) => localStorage.setItem("editorStoreId", id), storeId);
  await page.goto("/editor/roastery");
  const hero = page.getByRole("group", { name: "Hero section" });
  await expect(hero).toBeVisible();
  await hero.click();
  await page
    .getByLabel("Headline", { exact: true })
    .fill("Roasted on Monday, in your cup by Friday");

  // A publish of this small site takes well under a second: held back a moment on its way,
  // so the button's 'Publishing...' state can be seen.
  let releasePublish = () => {};
  const held = new Promise<void>((resolve) => (releasePublish = resolve));
  await page.route("**/api/store/*/publish", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("button", { name: "Publish" }).click();
  // The starter theme's reviews are samples: Publish lists them and asks first (PRODUCT.md §2).
  const check = page.getByRole("dialog", { name: /to finish before going live$/ });
  await expect(check.getByText("Testimonials on Home still has sample content")).toBeVisible();
  await check.getByRole("button", { name: "Publish anyway" }).click();
  await expect(page.getByText("Publishing...")).toBeVisible();
  releasePublish();
  const banner = page.getByRole("status").filter({ hasText: "Your site is live" });
  await expect(banner).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("All changes saved")).toBeVisible();
  const address = (await banner.getByRole("link").getAttribute("href")) ?? "";
  expect(address).toMatch(/^http:\/\/[a-z0-9-]+\.localhost:\d+\/?$/);
  const url = new URL(address).href;

  // The live site, on its own origin, with no script needed to render.
  const site = await page.context().newPage();
  const errors: string[] = [];
  site.on("pageerror", (error) => errors.push(error.message));
  await site.goto(url);
  await expect(
    site.getByRole("heading", { name: "Roasted on Monday, in your cup by Friday" }),
  ).toBeVisible();
  expect(await site.evaluate(() => localStorage.getItem("token"))).toBeNull();

  // Through the navbar to About and Contact, and back Home.
  const nav = site.getByRole("navigation").first();
  await nav.getByRole("link", { name: "About" }).click();
  await expect(site).toHaveURL(/\/about$/);
  await expect(site).toHaveTitle(/About/);
  await nav.getByRole("link", { name: "Contact" }).click();
  await expect(site).toHaveURL(/\/contact$/);
  await nav.getByRole("link", { name: "Home" }).click();
  await expect(site).toHaveURL(url);

  // The collection shows published products only; a product has its own page.
  await site.goto(new URL("/collection", url).href);
  await expect(site.getByText("Ethiopia Guji").first()).toBeVisible();
  await expect(site.getByText("Secret Blend")).toHaveCount(0);
  await site
    .getByRole("link", { name: /Ethiopia Guji/ })
    .first()
    .click();
  await expect(site).toHaveURL(/\/products\//);
  await expect(site.getByRole("heading", { name: "Ethiopia Guji" })).toBeVisible();
  await expect(site.getByText("$18.50").first()).toBeVisible();

  // Screenshots for review (screenshots/, git-ignored), and nothing wider than a phone.
  const productUrl = site.url();
  for (const [name, width, height] of [
    ["desktop", 1440, 900],
    ["phone", 390, 844],
  ] as const) {
    await site.setViewportSize({ width, height });
    for (const [label, target] of [
      ["home", url],
      ["collection", new URL("/collection", url).href],
      ["product", productUrl],
    ] as const) {
      await site.goto(target);
      await site.waitForLoadState("networkidle");
      const overflow = await site.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `${label} is wider than ${width}px`).toBeLessThanOrEqual(0);
      await site.screenshot({ path: `screenshots/site-${label}-${name}.png`, fullPage: true });
    }
  }

  // A missing page answers the site's own 404.
  const missing = await site.goto(new URL("/no-such-page", url).href);
  expect(missing?.status()).toBe(404);
  expect(errors).toEqual([]);

  // The versions menu lists the live version.
  await page.getByRole("button", { name: "Versions" }).click();
  await expect(
    page.getByRole("dialog", { name: "Published versions" }).getByText("Live"),
  ).toBeVisible();
});
