import { expect, test } from "@playwright/test";
import { dragTo, pointIn } from "./editor-drag";
import { createStoreByApi, openSignedIn, signUpByApi } from "./fixtures";

test("the layers panel shows the page's structure, reorders by keyboard and by drag, and hides a section on a device", async ({
  page,
  request,
}) => {
  const { token } = await signUpByApi(request);
  const stamp = Date.now();
  const storeId = await createStoreByApi(request, token, `Layer ${stamp}`, `layer-${stamp}.com`);
  await openSignedIn(page, token, `/dashboard/store/${storeId}`);
  await page.evaluate((id) => localStorage.setItem("editorStoreId", id), storeId);
  await page.goto("/editor/roastery");
  await expect(page.getByRole("group", { name: "Hero section" })).toBeVisible();

  await page.getByRole("tab", { name: "Layers" }).click();
  const layers = page.getByRole("list", { name: "Sections of Home" });
  const names = () =>
    layers
      .getByRole("listitem")
      .evaluateAll((rows) =>
        rows.map((row) => row.querySelector("span > span")?.textContent ?? ""),
      );
  // The tab's code loads on first use.
  await expect(layers.getByRole("listitem").first()).toBeVisible();
  const before = await names();
  expect(before[0]).toBe("Site header");
  expect(before.at(-1)).toBe("Site footer");
  expect(before[1]).toBe("Hero");

  // Selecting a row selects the section on the canvas; Alt+↓ moves it, one undo step.
  await layers.getByRole("button", { name: /^Hero/ }).click();
  await expect(page.getByRole("group", { name: "Hero section" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await page.keyboard.press("Alt+ArrowDown");
  await expect.poll(names).toEqual([before[0], before[2], before[1], ...before.slice(3)]);
  const canvasOrder = () =>
    page
      .locator("[data-section-id]")
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("aria-label")));
  expect((await canvasOrder())[2]).toBe("Hero section");
  await page.getByRole("button", { name: "Undo" }).click();
  await expect.poll(names).toEqual(before);

  // A row dragged onto the lower half of the next one lands after it: the list and the
  // canvas show the line while it is held.
  await dragTo(
    page,
    layers.getByRole("button", { name: /^Hero/ }),
    await pointIn(layers.getByRole("listitem").nth(2), 0.8),
    { release: false },
  );
  await expect(
    layers.getByRole("listitem").nth(2).locator("[data-layer-drop=after]"),
  ).toBeVisible();
  await expect(page.locator("[data-drop-indicator=after]")).toHaveCount(1);
  await page.screenshot({ path: "screenshots/editor-layers-drag-1440.png" });
  await page.mouse.up();
  await expect.poll(names).toEqual([before[0], before[2], before[1], ...before.slice(3)]);
  expect((await canvasOrder())[2]).toBe("Hero section");
  await expect(page.locator("[data-drop-indicator], [data-layer-drop]")).toHaveCount(0);
  await page.getByRole("button", { name: "Undo" }).click();
  await expect.poll(names).toEqual(before);

  // The eye hides the testimonials on the device shown (desktop): faded on the canvas.
  await layers.getByRole("button", { name: "Hide Testimonials on Desktop" }).click();
  await expect(layers.getByText("Hidden on desktop")).toBeVisible();
  const block = page.getByRole("group", { name: "Testimonials section" }).locator(".sw-block");
  await expect.poll(() => block.evaluate((node) => getComputedStyle(node).opacity)).toBe("0.35");
  await page.screenshot({ path: "screenshots/editor-layers-1440.png" });

  // On a phone the panel is a drawer over the canvas.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Toggle components" }).click();
  await expect(layers).toBeVisible();
  await page.screenshot({ path: "screenshots/editor-layers-390.png" });
});
