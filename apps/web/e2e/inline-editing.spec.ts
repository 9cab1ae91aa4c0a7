import { expect, test } from "@playwright/test";
import {
  createStoreByApi,
  openSignedIn,
  screenshotsAtWidths,
  signUpByApi,
  publishFromEditor,
} from "./fixtures";

const HEADLINE = "Coffee roasted this week, in your cup next week";

test("texts are edited on the canvas, one undo step each, and a text block takes rich text", async ({
  page,
  request,
}) => {
  const { token } = await signUpByApi(request);
  const stamp = Date.now();
  const storeId = await createStoreByApi(request, token, `Kiln ${stamp}`, `kiln-${stamp}.com`);
  await openSignedIn(page, token, `/dashboard/store/${storeId}`);
  await page.evaluate((id) => localStorage.setItem("editorStoreId", id), storeId);
  await page.goto("/editor/roastery");

  // The first click selects the hero; a click on its headline places the caret there.
  const hero = page.getByRole("group", { name: "Hero section" });
  const title = hero.locator("h1");
  await expect(title).toHaveText(HEADLINE);
  await hero.locator(".sw-hero-text").click({ position: { x: 4, y: 4 } });
  await expect(hero).toHaveAttribute("aria-current", "true");
  await title.click();
  const editing = hero.locator("[data-sw-editing]");
  await expect(editing).toBeFocused();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("Fresh beans, every Monday");
  await screenshotsAtWidths(page, "editor-inline-headline");
  await page.keyboard.press("Enter");
  await expect(editing).toHaveCount(0);
  await expect(title).toHaveText("Fresh beans, every Monday");
  // The panel shows the same text: the edit went through the same operation.
  await expect(page.getByLabel("Headline", { exact: true })).toHaveValue(
    "Fresh beans, every Monday",
  );

  // One step back, one step forward.
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(title).toHaveText(HEADLINE);
  await page.getByRole("button", { name: "Redo" }).click();
  await expect(title).toHaveText("Fresh beans, every Monday");

  // Escape keeps what was typed and gives the focus back to the section.
  const button = hero.getByText("Shop the beans");
  await button.click();
  await page.keyboard.press("End");
  await page.keyboard.type(" now");
  await page.keyboard.press("Escape");
  await expect(hero).toBeFocused();
  await expect(hero.locator(".sw-btn").first()).toHaveText("Shop the beans now");
  // A change that changed nothing is no step: Undo takes the label back.
  await hero.locator(".sw-btn").first().click();
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(hero.locator(".sw-btn").first()).toHaveText("Shop the beans");

  // A list item: a feature's title.
  const features = page.getByRole("group", { name: "Features section" });
  await features.click({ position: { x: 8, y: 8 } });
  const feature = features.locator(".sw-card-title").nth(1);
  await feature.click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("Farms we visit");
  await page.keyboard.press("Tab");
  await expect(feature).toHaveText("Farms we visit");

  // A form's button label: typed in place (a space too), the form never sends.
  const newsletter = page.getByRole("group", { name: "Newsletter section" }).first();
  await newsletter.click({ position: { x: 8, y: 8 } });
  await expect(newsletter).toHaveAttribute("aria-current", "true");
  const submit = newsletter.locator("button[type=submit]");
  const label = await submit.innerText();
  await submit.click();
  await expect(newsletter.locator("[data-sw-editing]")).toBeFocused();
  await page.keyboard.press("End");
  await page.keyboard.type(" today");
  await page.keyboard.press("Enter");
  await expect(submit).toHaveText(`${label} today`);
  expect(new URL(page.url()).pathname).toBe("/editor/roastery");

  // About: the text block's text in the rich text editor.
  await page.getByRole("tab", { name: "About" }).click();
  const block = page.getByRole("group", { name: "Text block section" }).first();
  await block.click({ position: { x: 8, y: 8 } });
  const paragraph = block.locator(".sw-prose p").first();
  await paragraph.click();
  const toolbar = page.getByRole("toolbar", { name: "Text formatting" });
  await expect(toolbar).toBeVisible();
  const text = block.getByRole("textbox", { name: "Text" });
  await expect(text).toBeFocused();
  // Bold a word, then add a bulleted list at the end.
  await text.locator("p").first().dblclick();
  await toolbar.getByRole("button", { name: /^Bold/ }).click();
  await expect(text.locator("strong")).toHaveCount(1);
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.press("Enter");
  // Typed as a person types: the "- " shortcut reads one keystroke at a time.
  await page.keyboard.type("- Single origin", { delay: 30 });
  await page.keyboard.press("Enter");
  await page.keyboard.type("Roasted weekly");
  await expect(text.locator("ul > li")).toHaveCount(2);
  // A link on the last item's words.
  await page.keyboard.press("Shift+Home");
  await page.keyboard.press("ControlOrMeta+K");
  const address = toolbar.getByLabel("Link address");
  await address.fill("javascript:alert(1)");
  await expect(toolbar.getByRole("alert")).toBeVisible();
  await address.fill("/contact");
  await address.press("Enter");
  await expect(text.locator("a")).toHaveAttribute("href", "/contact");
  await screenshotsAtWidths(page, "editor-inline-rich-text");
  await page.keyboard.press("Escape");
  await expect(toolbar).toBeHidden();
  await expect(block.locator(".sw-rich strong")).toHaveCount(1);
  await expect(block.locator(".sw-rich ul > li")).toHaveCount(2);
  const content = page.getByLabel("Text", { exact: true });
  await expect(content).toHaveValue(/\n\n- Single origin\n- \[Roasted weekly\]\(\/contact\)$/);

  // Published, the live About page shows the same formatting.
  const url = await publishFromEditor(page);
  const site = await page.context().newPage();
  await site.goto(new URL("/about", url).href);
  await expect(site.locator(".sw-rich ul > li")).toHaveCount(2);
  await expect(site.locator(".sw-rich a", { hasText: "Roasted weekly" })).toHaveAttribute(
    "href",
    /contact/,
  );
  await expect(site.locator(".sw-rich strong")).toHaveCount(1);
  await site.goto(url);
  await expect(site.locator("h1")).toHaveText("Fresh beans, every Monday");
  await expect(site.getByText("Farms we visit")).toBeVisible();
});
