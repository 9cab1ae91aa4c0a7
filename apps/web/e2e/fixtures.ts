import { expect, type APIRequestContext, type Page } from "@playwright/test";
import sharp from "sharp";

let counter = 0;

/** A unique email for this run, so journeys never collide. */
export function uniqueEmail(prefix = "owner"): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

/** Registers through the API and answers the token, for journeys that start signed in. */
export async function signUpByApi(request: APIRequestContext, name = "Robin Roaster") {
  const email = uniqueEmail();
  const response = await request.post("/api/auth/register", {
    data: { name, email, password: "secret123" },
  });
  expect(response.status()).toBe(201);
  const { data } = (await response.json()) as { data: { token: string } };
  return { email, password: "secret123", token: data.token };
}

/** Opens the app with the token stored, as a signed-in browser would have it. */
export async function openSignedIn(page: Page, token: string, path = "/dashboard") {
  await page.goto("/login");
  await page.evaluate((value) => localStorage.setItem("token", value), token);
  await page.goto(path);
}

/** Creates a store through the API for the given token. */
export async function createStoreByApi(
  request: APIRequestContext,
  token: string,
  storeName: string,
  domain: string,
) {
  const response = await request.post("/api/store", {
    headers: { authorization: `Bearer ${token}` },
    data: { storeName, domain },
  });
  expect(response.status()).toBe(201);
  const { data } = (await response.json()) as { data: { store: { id: string } } };
  return data.store.id;
}

/** A real PNG made here, so an upload goes through byte sniffing and re-encoding. */
export async function pngOf(colour: string) {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/**
 * Screenshots of the page at a desktop (1440) and a phone (390) width, fonts loaded, under
 * `screenshots/` unless `pathOf` says where; the viewport is desktop again after.
 */
export async function screenshotsAtWidths(
  page: Page,
  name: string,
  pathOf: (file: string) => string = (file) => `screenshots/${file}`,
) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: pathOf(`${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/**
 * Publishes from the editor, past the review of what is unfinished when it shows ('Publish
 * anyway'), and answers the live site's address.
 */
export async function publishFromEditor(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Publish" }).click();
  const check = page.getByRole("dialog", { name: /to finish before going live$/ });
  const banner = page.getByRole("status").filter({ hasText: "Your site is live" });
  await expect(check.or(banner)).toBeVisible({ timeout: 30_000 });
  if (await check.isVisible()) await check.getByRole("button", { name: "Publish anyway" }).click();
  await expect(banner).toBeVisible({ timeout: 30_000 });
  return (await banner.getByRole("link").getAttribute("href")) ?? "";
}
