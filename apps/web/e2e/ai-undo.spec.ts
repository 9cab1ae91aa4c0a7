import { expect, test, type Locator, type Page } from "@playwright/test";
import { openSignedIn, signUpByApi } from "./fixtures";

// A bare description, as a new owner types it, then one exact edit of one FAQ question.
const DESCRIPTION = "A florist in Ghent selling bouquets and dried flowers";
const NEW_QUESTION = "Do you deliver in Ghent?";
const FAQ_EDIT = `change the first FAQ question to "${NEW_QUESTION}"`;

/** The FAQ as the chat's preview shows it: on the Contact page, which the preview opens. */
async function previewFaq(page: Page) {
  await page.getByTestId("device-frame").locator("select").selectOption({ label: "Contact" });
  return page.getByTestId("site-preview").locator('[data-section-type="faq"]').first();
}

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
  await expect(generated).toContainText("Ghent");
  const faq = await previewFaq(page);
  const questions = faq.locator("summary");
  const original = (await questions.first().textContent())?.trim() ?? "";
  const second = (await questions.nth(1).textContent())?.trim() ?? "";
  expect(original).not.toBe("");
  expect(second).not.toBe("");
  await expect(faq).not.toContainText(NEW_QUESTION);
  const edit = await send(page, FAQ_EDIT, 4);
  await expect(edit).toContainText("FAQ on the Contact page");
  await expect(await previewFaq(page)).toContainText(NEW_QUESTION);
  // Only that question changed: it is replaced, the next one is still there.
  await expect(faq).not.toContainText(original);
  await expect(faq).toContainText(second);
  await screenshots(page, "chat-undo", out, edit);

  // Undo on that reply: the preview shows the headline as it was, the reply reads "Undone".
  await edit.getByRole("button", { name: "Undo" }).click();
  await expect(edit.getByText("Undone")).toBeVisible();
  await expect(await previewFaq(page)).toContainText(original);
  await expect(faq).not.toContainText(NEW_QUESTION);
  await expect(edit.getByRole("button", { name: "Undo" })).toHaveCount(0);
  await screenshots(page, "chat-undone", out, edit);

  // The same edit again, then "undo that" typed in the chat does what the button did.
  const again = await send(page, FAQ_EDIT, 6);
  await expect(await previewFaq(page)).toContainText(NEW_QUESTION);
  const typed = await send(page, "undo that", 8);
  await expect(typed).toContainText(`Undid “${FAQ_EDIT}”`);
  await expect(again.getByText("Undone")).toBeVisible();
  await expect(await previewFaq(page)).toContainText(original);

  // The editor's History lists every version; restoring one writes it as the draft again.
  await page.getByRole("link", { name: "Open editor" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/store/${storeId}/editor$`));
  await page.getByRole("tab", { name: "Contact" }).click();
  const editorFaq = page.getByRole("group", { name: "FAQ section" });
  await expect(editorFaq).toContainText(original);
  await page.getByRole("button", { name: "History" }).click();
  const menu = page.getByRole("dialog", { name: "Draft history" });
  const items = menu.getByRole("listitem");
  await expect(items.first()).toContainText(`Undid: ${FAQ_EDIT}`);
  await expect(items.first()).toContainText("Current");
  await expect(items.last()).toContainText("Empty site");
  await expect(items).toHaveCount(6);
  await screenshots(page, "editor-history", out);

  const aiTurn = items.filter({ hasText: FAQ_EDIT }).filter({ hasNotText: "Undid" }).first();
  await aiTurn.getByRole("button", { name: /^Restore/ }).click();
  const question = page.getByRole("dialog", { name: "Restore this version?" });
  await question.getByRole("button", { name: "Restore" }).click();
  await expect(page.getByText("Restored the draft version")).toBeVisible();
  await page.getByRole("tab", { name: "Contact" }).click();
  await expect(editorFaq).toContainText(NEW_QUESTION);
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
    label: `Restored: ${FAQ_EDIT}`,
    isCurrent: true,
  });

  // Back in the chat, the old reply's Undo is refused with the reason: the draft moved on.
  await page.goto(`/dashboard/store/${storeId}/chatbox`);
  const firstReply = page.getByRole("list", { name: "Conversation" }).locator(":scope > li").nth(1);
  await firstReply.getByRole("button", { name: "Undo" }).click();
  await expect(firstReply.getByRole("alert")).toContainText(
    "The draft changed after this reply, so it can't be undone in one step.",
  );
  await expect(await previewFaq(page)).toContainText(NEW_QUESTION);
  await screenshots(page, "chat-undo-refused", out, firstReply);
});
