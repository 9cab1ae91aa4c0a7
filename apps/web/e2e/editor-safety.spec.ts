import { expect, test, type APIRequestContext } from "@playwright/test";
import { createStoreByApi, openSignedIn, signUpByApi, screenshotsAtWidths } from "./fixtures";

const HEADLINE = "Four pages of careful work";

interface StoredSite {
  store: { version: number };
  layout: {
    /** The site's navbar, shown on every page. */
    header?: { type: string; props: { links?: { pageName?: string }[] } };
    pages: {
      name: string;
      sections: { type: string; props: { title?: string; links?: { pageName?: string }[] } }[];
    }[];
  };
}

/** The store's saved site, read through the API. */
async function storedSite(request: APIRequestContext, token: string, storeId: string) {
  const response = await request.get(`/api/store/${storeId}/editor`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: StoredSite }).data;
}

/** Every page a navbar links to, and whether each such page exists. */
function navbarLinks(site: StoredSite) {
  const names = site.layout.pages.map((page) => page.name);
  const navbars = [
    ...(site.layout.header ? [site.layout.header] : []),
    ...site.layout.pages.flatMap((page) => page.sections),
  ].filter((section) => section.type === "navbar");
  const links = navbars
    .flatMap((section) => section.props.links ?? [])
    .map((link) => link.pageName ?? "");
  return { links, dangling: links.filter((name) => name && !names.includes(name)) };
}

test("the editor never saves over a site it did not load, and undo keeps links valid", async ({
  page,
  request,
}) => {
  const { token } = await signUpByApi(request);
  const storeId = await createStoreByApi(
    request,
    token,
    "Careful Roasters",
    `safe-${Date.now()}.com`,
  );
  const auth = { authorization: `Bearer ${token}` };
  // A two-page site whose navbar links to both pages (the first save of an empty store).
  const navbar = {
    type: "navbar",
    links: [
      { text: "Home", type: "page", pageName: "Home" },
      { text: "About", type: "page", pageName: "About" },
    ],
  };
  const saved = await request.post(`/api/store/${storeId}/editor-update`, {
    headers: auth,
    data: {
      layout: {
        pages: [
          { name: "Home", sections: [navbar, { type: "hero", title: HEADLINE }] },
          { name: "About", sections: [navbar, { type: "textblock", heading: "Our story" }] },
        ],
      },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  // One product on sale and one new product, which is a draft.
  for (const [name, status] of [
    ["Ethiopia Guji", "published"],
    ["Secret Blend", "draft"],
  ]) {
    const created = await request.post("/api/products", {
      headers: auth,
      data: { storeId, name, price: 18, stock: 5, ...(status === "published" ? { status } : {}) },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  const before = await storedSite(request, token, storeId);

  // The load fails once, as a 5xx would: an error state with Retry, and no way to save.
  await page.route(
    `**/api/store/${storeId}/editor`,
    (route) =>
      route.fulfill({
        status: 500,
        json: { success: false, message: "Internal error", code: "internal_error" },
      }),
    { times: 1 },
  );
  await openSignedIn(page, token, `/dashboard/store/${storeId}/editor`);
  const failure = page.getByRole("alert").filter({ hasText: "Failed to fetch editor data" });
  await expect(failure).toBeVisible();
  await expect(page.getByText("Canvas is empty")).toBeVisible();
  const save = page.getByRole("button", { name: "Save", exact: true });
  const publish = page.getByRole("button", { name: "Publish" });
  await expect(save).toBeDisabled();
  await expect(publish).toBeDisabled();
  await page.getByRole("button", { name: "Add Hero" }).click();
  await expect(page.getByRole("group", { name: "Hero section" })).toBeVisible();
  await expect(save).toBeDisabled();
  await page.keyboard.press("Control+s");
  await expect(page.getByText(/did not load, so saving now could replace it/)).toBeVisible();
  await screenshotsAtWidths(page, "editor-load-failed");
  // Nothing reached the server: the stored site is as it was.
  expect(await storedSite(request, token, storeId)).toEqual({
    ...before,
    previewToken: expect.any(String),
  });

  // Retry (over the local edit, so it asks) loads the real site and saving works again.
  await failure.getByRole("button", { name: "Retry" }).click();
  const question = page.getByRole("dialog", { name: "Retry loading the store's site?" });
  await question.getByRole("button", { name: "Retry" }).click();
  await expect(failure).toBeHidden();
  await expect(page.getByRole("group", { name: "Hero section" })).toContainText(HEADLINE);
  await expect(page.getByRole("tab", { name: "About" })).toBeVisible();
  await expect(page.getByText("All changes saved")).toBeVisible();
  await expect(save).toBeEnabled();

  // Rename the page shown (the navbar's links follow), then an unrelated edit, then undo it.
  await page.getByRole("button", { name: "Rename Home" }).click();
  const rename = page.getByRole("dialog", { name: "Rename page" });
  await rename.getByLabel("Page name").fill("Start");
  await rename.getByRole("button", { name: "Rename" }).click();
  await expect(page.getByRole("tab", { name: "Start" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("group", { name: "Hero section" }).click();
  await page.getByLabel("Headline", { exact: true }).fill("A headline to take back");
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByRole("group", { name: "Hero section" })).toContainText(HEADLINE);
  await expect(page.getByRole("tab", { name: "Start" })).toBeVisible();
  await save.click();
  await expect(page.getByText("Theme saved successfully!")).toBeVisible();
  const renamed = await storedSite(request, token, storeId);
  expect(renamed.layout.pages.map((p) => p.name)).toEqual(["Start", "About"]);
  expect(navbarLinks(renamed)).toEqual({
    // One navbar, the site's, on both pages.
    links: ["Start", "About"],
    dangling: [],
  });

  // Undo the rename too: the page and every link to it go back together.
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByRole("tab", { name: "Home" })).toHaveAttribute("aria-selected", "true");
  await save.click();
  await expect
    .poll(async () => (await storedSite(request, token, storeId)).store.version)
    .toBe(renamed.store.version + 1);
  const restored = await storedSite(request, token, storeId);
  expect(navbarLinks(restored).dangling).toEqual([]);
  expect(restored.layout.pages.map((p) => p.name)).toEqual(["Home", "About"]);

  // A product grid marks the draft product as hidden on the live site, on the canvas only.
  await page.getByRole("button", { name: "Add Product grid" }).click();
  const grid = page.getByRole("group", { name: "Product grid section" });
  await expect(grid).toContainText("Secret Blend");
  await expect(grid.getByText("Draft: hidden on the live site: Secret Blend")).toBeAttached();
  const badge = await grid
    .locator(".sw-product", { hasText: "Secret Blend" })
    .evaluate((card) => getComputedStyle(card, "::after").content);
  expect(badge).toBe('"Draft: hidden on the live site"');
  await grid.scrollIntoViewIfNeeded();
  await screenshotsAtWidths(page, "editor-draft-products");

  // Publish: the banner hides after 5 seconds, the toolbar keeps a link to the live site.
  await publish.click();
  const live = page.getByRole("status").filter({ hasText: "Your site is live" });
  await expect(live).toBeVisible();
  const url = await live.getByRole("link").getAttribute("href");
  await expect(live).toBeHidden({ timeout: 8000 });
  await expect(page.getByRole("link", { name: "View site" })).toHaveAttribute("href", url ?? "");
  // The live site (its own origin, which the browser resolves) lists the published product only.
  const site = await page.context().newPage();
  await site.goto(url ?? "");
  await expect(site.getByText("Ethiopia Guji").first()).toBeVisible();
  await expect(site.getByText("Secret Blend")).toHaveCount(0);
  await site.close();
  await page.reload();
  await expect(page.getByRole("link", { name: "View site" })).toHaveAttribute("href", url ?? "");
  await screenshotsAtWidths(page, "editor-view-site");

  // A store that does not exist is a not-found screen, never an editor.
  await page.goto("/dashboard/store/00000000-0000-4000-8000-000000000000/editor");
  await expect(page.getByRole("heading", { name: "Store not found" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Save", exact: true })).toHaveCount(0);
  await screenshotsAtWidths(page, "editor-not-found");
  await page.getByRole("link", { name: "Back to stores" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
