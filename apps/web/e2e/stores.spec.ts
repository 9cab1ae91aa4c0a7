import { expect, test } from "@playwright/test";
import { createStoreByApi, openSignedIn, signUpByApi } from "./fixtures";

test("create a store, land on its AI builder, then search, switch views and delete", async ({
  page,
  request,
}) => {
  const { token } = await signUpByApi(request);
  const stamp = Date.now();
  await createStoreByApi(request, token, "Sweet Crumb Bakery", `crumb-${stamp}.com`);
  await openSignedIn(page, token);
  await expect(page.getByText("Sweet Crumb Bakery")).toBeVisible();

  await page.getByRole("button", { name: "New store" }).click();
  await page.getByRole("button", { name: "Create store" }).click();
  await expect(page.getByText("Please provide store name and domain")).toBeVisible();

  await page.getByLabel("Store name").fill("Bean There");
  // PRODUCT.md §5: the domain is lower-cased as typed.
  await page.getByLabel("Domain").pressSequentially(`Bean-There-${stamp}.COM`);
  await expect(page.getByLabel("Domain")).toHaveValue(`bean-there-${stamp}.com`);
  await page.getByLabel(/Description/).fill("Small-batch coffee, roasted every Monday.");
  await page.getByRole("button", { name: "Create store" }).click();
  await expect(page).toHaveURL(/\/dashboard\/store\/[\w-]+\/chatbox$/);

  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  const search = page.getByPlaceholder("Search for a project");
  await expect(page.getByText("Bean There")).toBeVisible();

  await search.fill("CRUMB");
  await expect(page.getByText("Sweet Crumb Bakery")).toBeVisible();
  await expect(page.getByText("Bean There")).toBeHidden();
  await search.fill("bean-there");
  await expect(page.getByText("Bean There")).toBeVisible();
  await expect(page.getByText("Sweet Crumb Bakery")).toBeHidden();
  await search.fill("nothing like this");
  await expect(page.getByText("No projects found")).toBeVisible();
  await search.fill("");

  await page.getByRole("button", { name: "List view" }).click();
  await expect(page.getByRole("button", { name: "List view" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.getByText("Bean There")).toBeVisible();
  await page.getByRole("button", { name: "Grid view" }).click();

  // The store status reads 'paused' until it is approved (PRODUCT.md §2).
  await expect(page.getByText("Project is paused").first()).toBeVisible();

  const beanCard = page.locator("article, li").filter({ hasText: "Bean There" }).first();
  await beanCard.getByRole("button", { name: "Delete" }).click();
  await page
    .getByRole("dialog", { name: "Are you sure you want to delete this store?" })
    .getByRole("button", { name: "Delete store" })
    .click();
  const stores = page.getByRole("list", { name: "Stores", exact: true });
  await expect(stores.getByText("Bean There")).toBeHidden();
  await page.reload();
  await expect(stores.getByText("Sweet Crumb Bakery")).toBeVisible();
  await expect(stores.getByText("Bean There")).toBeHidden();

  // Deleted, not gone: listed below the stores until its grace period ends, and restorable.
  const deleted = page.getByRole("list", { name: "Deleted stores" });
  await expect(deleted.getByText("Bean There")).toBeVisible();
  await expect(deleted).toContainText("Restorable until");
  await deleted.getByRole("button", { name: "Restore Bean There" }).click();
  await page
    .getByRole("dialog", { name: "Restore Bean There?" })
    .getByRole("button", { name: "Restore store" })
    .click();
  await expect(page.getByText("Bean There was restored")).toBeVisible();
  await expect(stores.getByText("Bean There")).toBeVisible();
  await expect(deleted).toBeHidden();
});

test("approving a store turns it active and opens its editor route", async ({ page, request }) => {
  const { token } = await signUpByApi(request);
  await createStoreByApi(request, token, "Northwind Ceramics", `northwind-${Date.now()}.com`);
  await openSignedIn(page, token);
  await page.getByText("Northwind Ceramics").click();
  await expect(page.getByText("Pending approval").first()).toBeVisible();
  await page
    .getByRole("link", { name: /Approval/ })
    .first()
    .click();
  await page.getByRole("button", { name: "Approve & Edit" }).click();
  await expect(page).toHaveURL(/\/dashboard\/store\/[\w-]+\/editor$/);
  expect(await page.evaluate(() => localStorage.getItem("editorStoreId"))).toMatch(/[\w-]{36}/);
  await page.goto("/dashboard");
  await expect(page.getByText("Project is active")).toBeVisible();
});

test("@mobile the dashboard works at phone width", async ({ page, request }) => {
  const { token } = await signUpByApi(request);
  await createStoreByApi(request, token, "Tea Garden", `tea-${Date.now()}.shop`);
  await openSignedIn(page, token);
  await expect(page.getByText("Tea Garden")).toBeVisible();
  await page.getByRole("button", { name: "New store" }).click();
  await expect(page.getByLabel("Store name")).toBeVisible();
});
