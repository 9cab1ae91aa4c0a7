import { expect, test, type Locator, type Page } from "@playwright/test";
import { canvasOrder, dragTo, pointIn } from "./editor-drag";
import { createStoreByApi, openSignedIn, signUpByApi, publishFromEditor } from "./fixtures";

const DEVICES = [
  { name: "Desktop", id: "desktop", width: 1280, features: 3, categories: 4 },
  { name: "Tablet (768 px)", id: "tablet", width: 768, features: 2, categories: 2 },
  { name: "Mobile (390 px)", id: "mobile", width: 390, features: 1, categories: 1 },
] as const;

/** How many items of a grid sit side by side in its first row, as the screen shows them. */
function columnsOf(grid: Locator) {
  return grid.locator(":scope > *").evaluateAll((items) => {
    const tops = items.map((item) => Math.round(item.getBoundingClientRect().top));
    return tops.filter((top) => Math.abs(top - tops[0]!) <= 1).length;
  });
}

/** Whether a category tile's picture is wider than tall (the phone's one-a-row tiles). */
function isTileWide(root: Locator) {
  return root
    .locator(".sw-category-image")
    .first()
    .evaluate((tile) => tile.getBoundingClientRect().width > tile.getBoundingClientRect().height);
}

async function screenshot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `screenshots/${name}.png` });
}

test("the canvas lays the page out at each device's true width, and drags land on the scaled canvas", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token } = await signUpByApi(request);
  const storeId = await createStoreByApi(request, token, "Wide Roasters", `wide-${Date.now()}.com`);
  const saved = await request.post(`/api/store/${storeId}/editor-update`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      layout: {
        pages: [
          {
            name: "Home",
            sections: [
              { type: "hero", title: "Roasted every Monday" },
              {
                type: "features",
                title: "Why our beans",
                items: ["Fresh", "Fair", "Fast"].map((title) => ({
                  title,
                  description: "One or two sentences about it.",
                })),
              },
              {
                type: "categories",
                title: "Shop by category",
                items: ["Coffee", "Tea", "Mugs", "Gifts"].map((name) => ({ name })),
              },
            ],
          },
        ],
      },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, token, `/dashboard/store/${storeId}/editor`);
  const frame = page.getByTestId("device-frame");
  const site = frame.locator(".sw-site");
  const readout = page.getByTestId("device-readout");
  await expect(page.getByRole("group", { name: "categories section" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Desktop" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  for (const device of DEVICES) {
    await page.getByRole("button", { name: device.name }).click();
    await expect(frame).toHaveAttribute("data-device", device.id);
    // Laid out at the device's CSS width, whatever the window; scaled to fit, never up.
    await expect
      .poll(() => site.evaluate((node) => (node as HTMLElement).offsetWidth))
      .toBe(device.width);
    await expect(readout).toHaveText(new RegExp(`^${device.width} px · \\d+ %$`));
    const zoom = Number(/(\d+) %/.exec((await readout.textContent()) ?? "")?.[1]) / 100;
    const box = await frame.boundingBox();
    expect(box!.width / device.width).toBeCloseTo(zoom, 2);
    // At 1440 px the tablet and the phone fit at 1:1; the desktop page is scaled down.
    if (device.id === "desktop") expect(zoom).toBeLessThan(1);
    else expect(zoom).toBe(1);
    // The site's own breakpoints: columns side by side at desktop width, stacked on a phone.
    expect(await columnsOf(site.locator(".sw-features .sw-grid"))).toBe(device.features);
    expect(await columnsOf(site.locator(".sw-categories .sw-grid"))).toBe(device.categories);
    expect(await isTileWide(site)).toBe(device.id === "mobile");
    await screenshot(page, `editor-device-${device.id}-1440`);
  }

  // Drags on the desktop canvas, scaled well below 1:1, land where the line shows.
  await page.getByRole("button", { name: "Desktop" }).click();
  await expect(readout).toHaveText(/^1280 px/);
  const hero = page.getByRole("group", { name: "Hero section" });
  await hero.scrollIntoViewIfNeeded();
  // The section's chip keeps its screen size on the scaled canvas (24 px buttons).
  await hero.click();
  const grip = page.getByRole("button", { name: "Drag to reorder Hero" });
  expect((await grip.boundingBox())!.height).toBeCloseTo(24, 0);
  await screenshot(page, "editor-device-selected-1440");
  await page.keyboard.press("Escape");
  await page
    .getByRole("group", { name: "categories section" })
    .hover({ position: { x: 40, y: 12 } });
  await dragTo(
    page,
    page.getByRole("button", { name: "Drag to reorder categories" }),
    await pointIn(hero, 0.1),
    { release: false },
  );
  await expect(hero.locator("[data-drop-indicator=before]")).toBeVisible();
  // The line is at the hero's top edge, on screen where the pointer is.
  const line = await hero.locator("[data-drop-indicator]").boundingBox();
  const heroBox = await hero.boundingBox();
  expect(Math.abs(line!.y - heroBox!.y)).toBeLessThanOrEqual(2);
  expect(line!.height).toBeGreaterThanOrEqual(3);
  await screenshot(page, "editor-device-drag-1440");
  await page.mouse.up();
  await expect
    .poll(() => canvasOrder(page))
    .toEqual(["categories section", "Hero section", "Features section"]);

  // With the keyboard: pick up the categories, one step down past the hero, drop.
  const handle = page.getByRole("button", { name: "Drag to reorder categories" });
  await handle.focus();
  await expect(handle).toBeFocused();
  await page.keyboard.press("Space");
  // Picked up; dnd-kit's keyboard sensor hears arrows only after a timer, so wait for it.
  await expect(handle).toHaveAttribute("aria-pressed", "true");
  await page.waitForTimeout(50);
  await page.keyboard.press("ArrowDown");
  await expect(hero.locator("[data-drop-indicator=after]")).toBeVisible();
  await page.keyboard.press("Space");
  await expect
    .poll(() => canvasOrder(page))
    .toEqual(["Hero section", "categories section", "Features section"]);

  // Shift+3 and Shift+1 switch devices outside text fields.
  await page.keyboard.press("Shift+Digit3");
  await expect(frame).toHaveAttribute("data-device", "mobile");
  await page.keyboard.press("Shift+Digit1");
  await expect(frame).toHaveAttribute("data-device", "desktop");

  // The html preview: the server's page in a frame of the device's width, scaled the same way,
  // so its own (container) queries see that width as the live site does.
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page.getByRole("button", { name: "HTML" }).click();
  const iframe = page.locator('iframe[title="HTML preview"]');
  const preview = page.frameLocator('iframe[title="HTML preview"]');
  await expect(preview.locator(".sw-categories")).toBeVisible();
  for (const device of DEVICES) {
    await page.getByRole("button", { name: device.name }).click();
    await expect
      .poll(() => preview.locator("html").evaluate(() => window.innerWidth))
      .toBe(device.width);
    const box = await iframe.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(device.width);
    expect(await columnsOf(preview.locator(".sw-features .sw-grid"))).toBe(device.features);
    expect(await isTileWide(preview.locator(".sw-site"))).toBe(device.id === "mobile");
    await screenshot(page, `editor-device-html-${device.id}-1440`);
  }
  await page.getByRole("button", { name: "Editor" }).click();

  // At phone width the editor opens on the phone, and every device keeps its true width.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole("group", { name: "Hero section" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Mobile (390 px)" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  for (const device of DEVICES) {
    await page.getByRole("button", { name: device.name }).click();
    await expect
      .poll(() => site.evaluate((node) => (node as HTMLElement).offsetWidth))
      .toBe(device.width);
    expect(await columnsOf(site.locator(".sw-features .sw-grid"))).toBe(device.features);
    const box = await frame.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await screenshot(page, `editor-device-${device.id}-390`);
  }
});

test("a text block is aligned differently on phones, in the editor and on the live site", async ({
  page,
  request,
}) => {
  const { token } = await signUpByApi(request);
  const storeId = await createStoreByApi(
    request,
    token,
    "Align Roasters",
    `align-${Date.now()}.com`,
  );
  const saved = await request.post(`/api/store/${storeId}/editor-update`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      layout: {
        pages: [
          {
            name: "Home",
            sections: [
              { type: "hero", title: "Roasted every Monday" },
              {
                type: "textblock",
                heading: "Our story",
                content: "Two roasters.",
                alignment: "left",
              },
            ],
          },
        ],
      },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, token, `/dashboard/store/${storeId}/editor`);
  const block = page.getByRole("group", { name: "Text block section" });
  const prose = block.locator(".sw-prose");
  const textAlign = () => prose.evaluate((node) => getComputedStyle(node).textAlign);

  await page.getByRole("button", { name: "Mobile (390 px)" }).click();
  await block.click({ position: { x: 8, y: 8 } });
  const field = page.getByLabel("Alignment · Mobile");
  await expect(field).toHaveValue("left");
  await expect(
    page.getByText("Same as on desktop: a change applies to this device only."),
  ).toBeVisible();
  await field.selectOption("center");
  await expect.poll(textAlign).toBe("center");
  await expect(page.getByText("Set for phones.")).toBeVisible();
  await page.screenshot({ path: "screenshots/editor-per-device-mobile-1440.png" });

  // The desktop keeps its own alignment; the tablet takes the desktop's.
  await page.getByRole("button", { name: "Desktop", exact: true }).click();
  await expect.poll(textAlign).toBe("left");
  await expect(page.getByLabel("Alignment", { exact: true })).toHaveValue("left");
  await page.getByRole("button", { name: "Tablet (768 px)" }).click();
  await expect.poll(textAlign).toBe("left");

  // Undo takes the phone's own value away.
  await page.getByRole("button", { name: "Undo" }).click();
  await page.getByRole("button", { name: "Mobile (390 px)" }).click();
  await expect.poll(textAlign).toBe("left");
  await page.getByRole("button", { name: "Redo" }).click();
  await expect.poll(textAlign).toBe("center");

  const url = await publishFromEditor(page);
  const live = await page.context().newPage();
  await live.setViewportSize({ width: 1280, height: 900 });
  await live.goto(url);
  const liveProse = live.locator(".sw-prose");
  const liveAlign = () => liveProse.evaluate((node) => getComputedStyle(node).textAlign);
  await expect.poll(liveAlign).toBe("left");
  await live.setViewportSize({ width: 390, height: 844 });
  await expect.poll(liveAlign).toBe("center");
});
