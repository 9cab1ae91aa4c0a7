import { expect, test, type Page } from "@playwright/test";
import { createStoreByApi, openSignedIn, signUpByApi } from "./fixtures";

// Saves full-page screenshots for review (screenshots/, git-ignored) and checks what a person
// would notice first at phone width: nothing wider than the screen.
const widths = [
  { name: "desktop", width: 1440, height: 900 },
  { name: "phone", width: 390, height: 844 },
];

async function capture(page: Page, name: string, width: number) {
  await page.waitForLoadState("networkidle");
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, `${name} is wider than the ${width}px screen`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: true });
}

for (const size of widths) {
  test(`screens look finished at ${size.width}px`, async ({ page, request }) => {
    await page.setViewportSize({ width: size.width, height: size.height });

    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await capture(page, "landing", size.width);

    for (const path of ["/about", "/docs", "/contact", "/login", "/signup"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await capture(page, path.slice(1), size.width);
    }

    const { token } = await signUpByApi(request);
    await openSignedIn(page, token);
    await expect(page.getByText("No projects found")).toBeVisible();
    await capture(page, "dashboard-empty", size.width);

    const stamp = Date.now();
    for (const [name, domain] of [
      ["Bean There", `bean-${stamp}.com`],
      ["Sweet Crumb Bakery", `crumb-${stamp}.com`],
      ["Northwind Ceramics", `northwind-${stamp}.com`],
    ] as const) {
      await createStoreByApi(request, token, name, domain);
    }
    await page.reload();
    await expect(page.getByText("Sweet Crumb Bakery")).toBeVisible();
    await capture(page, "dashboard", size.width);

    await page.getByText("Bean There").first().click();
    await expect(page).toHaveURL(/\/dashboard\/store\/[\w-]+$/);
    await expect(page.getByRole("heading", { name: "Bean There" }).first()).toBeVisible();
    await capture(page, "store-overview", size.width);
  });
}
