import type { Locator, Page } from "@playwright/test";

/**
 * A pointer drag as a person makes it: press, move past dnd-kit's 8 px activation distance,
 * travel in steps to the target point, release (or, with `release: false`, hold there).
 */
export async function dragTo(
  page: Page,
  source: Locator,
  target: { x: number; y: number },
  { release = true } = {},
) {
  const box = await source.boundingBox();
  if (!box) throw new Error("drag source is not visible");
  const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 12, start.y + 4, { steps: 4 });
  await page.mouse.move(target.x, target.y, { steps: 16 });
  await page.mouse.move(target.x, target.y + 1);
  if (release) await page.mouse.up();
}

/** A point inside an element, `fraction` of the way down it. */
export async function pointIn(locator: Locator, fraction: number) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("drop target is not visible");
  return { x: box.x + box.width / 2, y: box.y + box.height * fraction };
}

/** The sections of the canvas, top to bottom, by their accessible names. */
export async function canvasOrder(page: Page) {
  return page
    .getByRole("group", { name: / section$/ })
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("aria-label") ?? ""));
}
