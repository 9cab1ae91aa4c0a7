import { readFile } from "node:fs/promises";
import {
  expect,
  type APIRequestContext,
  type Browser,
  type Page,
  type TestInfo,
} from "@playwright/test";
import { createStoreByApi, uniqueEmail } from "./fixtures";

/** A published store selling its products: what the journeys start from. */
export interface SellingStore {
  storeId: string;
  name: string;
  /** The live site's address, `http://{slug}.localhost:{port}/`. */
  siteUrl: string;
}

/** Creates a store with published products and publishes it, all through the API. */
export async function sellingStoreByApi(
  request: APIRequestContext,
  token: string,
  products: { name: string; price: number; stock?: number }[],
): Promise<SellingStore> {
  const headers = { authorization: `Bearer ${token}` };
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const name = `Kiln Coffee ${stamp.slice(-6)}`;
  const storeId = await createStoreByApi(request, token, name, `kiln-${stamp}.com`);
  for (const product of products) {
    const made = await request.post("/api/products", {
      headers,
      data: {
        storeId,
        stock: 20,
        description: `${product.name}, roasted this week.`,
        ...product,
        status: "published",
      },
    });
    expect(made.status(), await made.text()).toBe(201);
  }
  return { storeId, name, siteUrl: await publishShopByApi(request, token, storeId) };
}

/** Publishes a store as a one-page shop (navbar, product grid, footer); its live address. */
export async function publishShopByApi(
  request: APIRequestContext,
  token: string,
  storeId: string,
): Promise<string> {
  const published = await request.post(`/api/store/${storeId}/publish`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      jsonLayout: { sections: [{ type: "navbar" }, { type: "collection" }, { type: "footer" }] },
    },
  });
  expect(published.status(), await published.text()).toBe(200);
  const { data } = (await published.json()) as { data: { url: string } };
  return new URL("/", data.url).href;
}

/**
 * A visitor's own browser: a fresh context (no admin token, no cookies), sized like the test's
 * project; `errors` collects the script errors of its pages.
 */
export async function visitorPage(browser: Browser, testInfo: TestInfo) {
  const { viewport, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ viewport, isMobile, hasTouch });
  const site = await context.newPage();
  const errors: string[] = [];
  site.on("pageerror", (error) => errors.push(error.message));
  return { site, errors };
}

/** Opens a product from the site's collection and adds `quantity` with its page's form. */
export async function addFromProductPage(site: Page, siteUrl: string, name: string, quantity = 1) {
  await site.goto(new URL("/collection", siteUrl).href);
  await site.getByRole("link", { name }).first().click();
  await expect(site).toHaveURL(/\/products\//);
  await expect(site.getByRole("heading", { name })).toBeVisible();
  const form = site.locator("form[data-sw-cart]");
  await form.getByLabel("Quantity").fill(String(quantity));
  await form.getByRole("button", { name: "Add to cart" }).click();
  // The site script adds in the background and says so in the form.
  await expect(form.getByRole("status")).toContainText("Added to cart.");
}

/** The customer the journeys check out as; a fresh email so mail checks find only theirs. */
export function newCustomer() {
  return {
    email: uniqueEmail("buyer"),
    name: "Ada Lovelace",
    line1: "12 Analytical Row",
    city: "London",
    postalCode: "N1 7AA",
    country: "GB",
  };
}

/** Fills the checkout's contact and address fields. */
export async function fillCheckout(site: Page, customer: ReturnType<typeof newCustomer>) {
  await site.getByLabel("Email").fill(customer.email);
  await site.getByLabel("Full name").fill(customer.name);
  await site.getByLabel("Address", { exact: true }).fill(customer.line1);
  await site.getByLabel("City").fill(customer.city);
  await site.getByLabel("Postal code").fill(customer.postalCode);
  await site.getByLabel("Country").selectOption(customer.country);
}

/** The server's log (playwright.config.ts): mail kept in the outbox is logged with its subject. */
const serverLog = () => readFile(process.env.E2E_SERVER_LOG!, "utf8").catch(() => "");

/** The subjects of the mail kept in the outbox for `email`, as the server logged them. */
export async function subjectsMailedTo(email: string): Promise<string[]> {
  return (await serverLog())
    .split("\n")
    .filter((line) => line.includes(`"to":"${email}"`) && line.includes("Mail kept in the outbox"))
    .map((line) => (JSON.parse(line) as { msg: string }).msg);
}

/** The owner's Payments page of a store, loaded. */
export async function openPayments(page: Page, storeId: string) {
  await page.goto(`/dashboard/store/${storeId}/payments`);
  await expect(page.getByRole("heading", { name: "Manual payment" })).toBeVisible();
}

/** Saves the Payments form and waits for the server's answer. */
export async function savePayments(page: Page) {
  const saved = page.waitForResponse(
    (response) => response.url().endsWith("/payments") && response.request().method() === "PUT",
  );
  await page.getByRole("button", { name: "Save", exact: true }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText("Payment settings saved")).toBeVisible();
}
