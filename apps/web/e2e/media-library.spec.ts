import { expect, test, type APIRequestContext } from "@playwright/test";
import {
  createStoreByApi,
  openSignedIn,
  pngOf,
  signUpByApi,
  screenshotsAtWidths,
} from "./fixtures";

/** Uploads a PNG of `colour` as `name` through the API; answers its address. */
async function uploadByApi(
  request: APIRequestContext,
  token: string,
  name: string,
  colour: string,
) {
  const response = await request.post("/api/upload/single-image", {
    headers: { authorization: `Bearer ${token}` },
    multipart: { image: { name, mimeType: "image/png", buffer: await pngOf(colour) } },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { image: { url: string } } }).data.image.url;
}

test("the media library: opened from an image field, searched, an image picked with its alt text onto the canvas", async ({
  page,
  request,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { token } = await signUpByApi(request);
  const storeId = await createStoreByApi(request, token, "Clay Corner", `media-${Date.now()}.com`);
  const pots = await uploadByApi(request, token, "terracotta-pots.png", "#c2410c");
  await uploadByApi(request, token, "glaze-samples.png", "#0e7490");
  const products = await request.post("/api/products", {
    headers: { authorization: `Bearer ${token}` },
    data: { storeId, name: "Speckled Mug", price: 24, stock: 5, images: [pots] },
  });
  expect(products.status()).toBe(201);

  // The library is a chunk of its own: the editor loads without it.
  const scripts: string[] = [];
  page.on("request", (sent) => {
    if (sent.resourceType() === "script") scripts.push(sent.url());
  });
  await openSignedIn(page, token, `/dashboard/store/${storeId}/editor`);
  await expect(page.getByText("Canvas is empty")).toBeVisible();
  await page.getByRole("button", { name: "Add Image" }).click();
  const section = page.getByRole("group", { name: "Image section" });
  await section.click();
  const open = page.getByRole("button", { name: "Choose Image from the media library" });
  await expect(open).toBeVisible();
  expect(scripts.filter((url) => url.includes("MediaLibraryDialog"))).toEqual([]);

  await open.click();
  const dialog = page.getByRole("dialog", { name: "Media library" });
  await expect(dialog).toBeVisible();
  expect(scripts.filter((url) => url.includes("MediaLibraryDialog"))).toHaveLength(1);
  const options = dialog.getByRole("option");
  // The photo of the mug (an upload too, listed once) and the other upload, newest first.
  await expect(options).toHaveCount(2);
  await expect(options.first()).toHaveAccessibleName("terracotta-pots.png");
  await screenshotsAtWidths(page, "media-library-all", testInfo.outputPath.bind(testInfo));

  await dialog.getByRole("searchbox", { name: "Search images" }).fill("glaze");
  await expect(options).toHaveCount(1);
  await expect(options.first()).toHaveAccessibleName("glaze-samples.png");
  await dialog.getByRole("searchbox", { name: "Search images" }).fill("mug");
  await expect(options).toHaveCount(1);
  await expect(options.first()).toHaveAccessibleName("terracotta-pots.png");
  await options.first().click();
  const alt = dialog.getByLabel("Alt text");
  await expect(alt).toHaveValue("Speckled Mug");
  await expect(dialog.getByText("Photo of Speckled Mug · 320 × 240")).toBeVisible();
  await alt.fill("Terracotta pots stacked on a shelf");
  await screenshotsAtWidths(page, "media-library", testInfo.outputPath.bind(testInfo));

  // Enter on the chosen tile picks it; its alt text is saved with the upload.
  await options.first().focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel("Image", { exact: true })).toHaveValue(pots);
  await expect(page.getByLabel("Description for screen readers")).toHaveValue(
    "Terracotta pots stacked on a shelf",
  );
  const picture = section.getByRole("img", { name: "Terracotta pots stacked on a shelf" });
  await expect(picture).toBeVisible();
  const folder = pots.slice(0, pots.lastIndexOf("/") + 1);
  await expect(picture).toHaveAttribute("src", new RegExp(`^${folder}`));
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  // Opened again, the text is the image's own; Escape closes without a change.
  await open.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("tab", { name: "Uploads" }).click();
  await expect(options).toHaveCount(1);
  await dialog.getByRole("tab", { name: "Product photos" }).click();
  await expect(options).toHaveCount(1);
  await options.first().click();
  await expect(dialog.getByLabel("Alt text")).toHaveValue("Terracotta pots stacked on a shelf");

  // An upload from inside the dialog joins the library at the top, chosen.
  await dialog.getByTestId("media-library-file").setInputFiles({
    name: "kiln.png",
    mimeType: "image/png",
    buffer: await pngOf("#65a30d"),
  });
  await expect(dialog.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");
  await expect(options).toHaveCount(3);
  await expect(options.first()).toHaveAccessibleName("kiln.png");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel("Image", { exact: true })).toHaveValue(pots);
});
