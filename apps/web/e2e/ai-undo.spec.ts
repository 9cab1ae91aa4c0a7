import { expect, test, type Locator, type Page } from "@playwright/test";
import { openSignedIn, signUpByApi } from "./fixtures";

const DESCRIPTION = "Website for a florist in Ghent selling bouquets and dried flowers";
const HEADLINE_EDIT = 'change the hero headline to "Fresh flowers daily"';

/** The hero's headline as the chat's preview shows it. */
const previewHeadline = (page: Page) =>
  page.getByTestId("site-preview").locator('[data-section-type="hero"] h1').first();

/** Sends a prompt and waits for its reply: the conversation then holds `count` messages. */
async function send(page: Page, prompt: string, count: number) {
  const input = page.getByLabel("Message the AI builder");
  await input.fill(prompt);
  await input.press("Enter");
  const conversation = page.getByRole("list", { name: "Conversation" });
  await expect(conversation.locator(":scope > li")).toHaveCount(count, { timeout: 20_000 });
  await expect(input).toBeEnabled();
  // By position: `last()` would follow the conversation as it grows.
  return conversation.locator(":scope > li").nth(count - 1);
}

/** Desktop and 390 px screenshots, with `focus` (when given) scrolled into view at each width. */
async function screenshots(
  page: Page,
  name: string,
  outputPath: (file: string) => string,
  focus?: Locator,
) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 800 ? 860 : 844 });
    await focus?.scrollIntoViewIfNeeded();
    await page.screenshot({ path: outputPath(`${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 860 });
}

test("undo an AI turn from the chat, by button and by typing, then restore an older draft in the editor", async ({
  page,
  request,
}, testInfo) => {
  const out = (file: string) => testInfo.outputPath(file);
  const { token } = await signUpByApi(request, "Fleur Florist");
  await openSignedIn(page, token);
  await page.setViewportSize({ width: 1280, height: 860 });

  await page.getByRole("button", { name: "New store" }).first().click();
  await page.getByLabel("Store name").fill("Petal & Stem");
  await page.getByLabel("Domain").fill(`petal-stem-${Date.now()}.com`);
  await page.getByRole("button", { name: "Create store" }).click();
  await expect(page).toHaveURL(/\/dashboard\/store\/[\w-]+\/chatbox$/);
  const storeId = /store\/([\w-]+)\/chatbox/.exec(page.url())![1]!;

  // A whole site from a description, then one exact edit.
  const generated = await send(page, DESCRIPTION, 2);
  await expect(generated.getByRole("button", { name: "Undo" })).toBeVisible();
  const original = (await previewHeadline(page).textContent())?.trim() ?? "";
  expect(original).not.toBe("");
  expect(original).not.toBe("Fresh flowers daily");
  const edit = await send(page, HEADLINE_EDIT, 4);
  await expect(previewHeadline(page)).toHaveText("Fresh flowers daily");
  await screenshots(page, "chat-undo", out, edit);

  // Undo on that reply: the preview shows the headline as it was, the reply reads "Undone".
  await edit.getByRole("button", { name: "Undo" }).click();
  await expect(edit.getByText("Undone")).toBeVisible();
  await expect(previewHeadline(page)).toHaveText(original);
  await expect(edit.getByRole("button", { name: "Undo" })).toHaveCount(0);
  await screenshots(page, "chat-undone", out, edit);

  // The same edit again, then "undo that" typed in the chat does what the button did.
  const again = await send(page, HEADLINE_EDIT, 6);
  await expect(previewHeadline(page)).toHaveText("Fresh flowers daily");
  const typed = await send(page, "undo that", 8);
  await expect(typed).toContainText(`Undid “${HEADLINE_EDIT}”`);
  await expect(again.getByText("Undone")).toBeVisible();
  await expect(previewHeadline(page)).toHaveText(original);

  // The editor's History lists every version; restoring one writes it as the draft again.
  await page.getByRole("link", { name: "Open editor" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/store/${storeId}/editor$`));
  const hero = page.getByRole("group", { name: "Hero section" });
  await expect(hero).toContainText(original);
  await page.getByRole("button", { name: "History" }).click();
  const menu = page.getByRole("dialog", { name: "Draft history" });
  const items = menu.getByRole("listitem");
  await expect(items.first()).toContainText(`Undid: ${HEADLINE_EDIT}`);
  await expect(items.first()).toContainText("Current");
  await expect(items.last()).toContainText("Empty site");
  await expect(items).toHaveCount(6);
  await screenshots(page, "editor-history", out);

  const aiTurn = items.filter({ hasText: HEADLINE_EDIT }).filter({ hasNotText: "Undid" }).first();
  await aiTurn.getByRole("button", { name: /^Restore/ }).click();
  const question = page.getByRole("dialog", { name: "Restore this version?" });
  await question.getByRole("button", { name: "Restore" }).click();
  await expect(page.getByText("Restored the draft version")).toBeVisible();
  await expect(hero).toContainText("Fresh flowers daily");
  await expect(page.getByText("All changes saved")).toBeVisible();

  // Saved on the server as a new version, labelled as restored.
  const history = await request.get(`/api/store/${storeId}/draft-versions`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await history.json()) as {
    data: { versions: { source: string; label: string; isCurrent: boolean }[] };
  };
  expect(data.versions[0]).toMatchObject({
    source: "restore",
    label: `Restored: ${HEADLINE_EDIT}`,
    isCurrent: true,
  });

  // Back in the chat, the old reply's Undo is refused with the reason: the draft moved on.
  await page.goto(`/dashboard/store/${storeId}/chatbox`);
  const firstReply = page.getByRole("list", { name: "Conversation" }).locator(":scope > li").nth(1);
  await firstReply.getByRole("button", { name: "Undo" }).click();
  await expect(firstReply.getByRole("alert")).toContainText(
    "The draft changed after this reply, so it can't be undone in one step.",
  );
  await expect(previewHeadline(page)).toHaveText("Fresh flowers daily");
  await screenshots(page, "chat-undo-refused", out, firstReply);
});
