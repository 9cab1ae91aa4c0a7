import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { UPLOAD_MESSAGES } from "@shopwright/sdk";
import { createStoreByApi, openSignedIn, pngOf, signUpByApi } from "./fixtures";

// Another web server with a photo and a page: the app's server fetches from it. It listens on
// loopback, which the journeys' server may reach (OUTBOUND_ALLOW_PRIVATE in the config).
let images: Server;
let origin: string;
test.beforeAll(async () => {
  const photo = await pngOf("#92400e");
  images = createServer((request, response) => {
    if (request.url === "/photos/roast.png") {
      response.writeHead(200, { "content-type": "image/png" }).end(photo);
    } else {
      response.writeHead(200, { "content-type": "text/html" }).end("<h1>Our roastery</h1>");
    }
  });
  await new Promise<void>((resolve) => images.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => images.close(() => resolve())));

test("a product's image imported from a URL: a page refused in place, a photo stored and shown", async ({
  page,
  request,
}) => {
  const { token } = await signUpByApi(request);
  const storeId = await createStoreByApi(request, token, "Roast Lab", `import-${Date.now()}.com`);
  await openSignedIn(page, token, `/dashboard/products/new?storeId=${storeId}`);
  await expect(page.getByRole("heading", { name: "Create New Product" })).toBeVisible();

  const address = page.getByLabel("Import from URL");
  // Checked before any request, then by the server after fetching.
  await address.fill("roast.png");
  await address.press("Enter");
  await expect(page.getByRole("alert")).toHaveText(UPLOAD_MESSAGES.importUrlInvalid);
  await address.fill(`${origin}/about`);
  await address.press("Enter");
  await expect(page.getByRole("alert")).toHaveText(UPLOAD_MESSAGES.importNotImage);
  await expect(address).toHaveAttribute("aria-invalid", "true");

  await address.fill(`${origin}/photos/roast.png`);
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Uploaded Images" })).toBeVisible();
  await expect(page.getByText("roast.png")).toBeVisible();
  await expect(address).toHaveValue("");
  await expect(page.getByRole("alert")).toBeHidden();

  await page.getByLabel("Product Name").fill("House Roast");
  await page.getByLabel("Price", { exact: true }).fill("16");
  await page.getByLabel("Stock").fill("40");
  await page.getByRole("button", { name: "Create Product" }).click();
  await expect(page).toHaveURL(/\/dashboard\/products\?storeId=/);

  // Stored as an upload of this server, re-encoded: the card shows it from /uploads/.
  const image = page.locator('[aria-label="House Roast"] img').first();
  await expect(image).toHaveAttribute("src", /^\/uploads\//);
  const served = await request.get((await image.getAttribute("src"))!);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toMatch(/^image\//);
});
