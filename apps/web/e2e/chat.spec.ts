import { expect, test, type Page } from "@playwright/test";
import { openSignedIn, signUpByApi } from "./fixtures";

/** The preview's sections, top to bottom: id, type and rendered markup. */
async function previewSections(page: Page) {
  return page
    .getByTestId("site-preview")
    .locator("[data-section-id]")
    .evaluateAll((nodes) =>
      nodes.map((node) => ({
        id: node.getAttribute("data-section-id") ?? "",
        type: node.getAttribute("data-section-type") ?? "",
        // Browsers add empty style attributes to form fields they have looked at.
        html: node.innerHTML.replaceAll(' style=""', ""),
      })),
    );
}

test("describe a store in the chat, refine one section, approve it and edit it", async ({
  page,
  request,
}, testInfo) => {
  const { token } = await signUpByApi(request);
  await openSignedIn(page, token);

  // PRODUCT.md §4: a new store opens its chatbox.
  await page.getByRole("button", { name: "New store" }).first().click();
  await page.getByLabel("Store name").fill("Bean There");
  await page.getByLabel("Domain").fill(`bean-there-${Date.now()}.com`);
  await page.getByRole("button", { name: "Create store" }).click();
  await expect(page).toHaveURL(/\/dashboard\/store\/[\w-]+\/chatbox$/);
  const storeId = /store\/([\w-]+)\/chatbox/.exec(page.url())![1]!;

  // The intro, with the four PRODUCT.md §2 suggestion chips, and an empty preview.
  const chips = page.getByRole("list", { name: "Suggestions" });
  await expect(chips.getByRole("button")).toHaveText([
    "Landing page for coffee brand",
    "Add a product grid",
    "Dark theme footer",
    "About + Contact sections",
  ]);
  await expect(page.getByText("Your site will appear here")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("chatbox-intro.png") });

  // The reply streams: the prompt is answered as server-sent events.
  const streamed = page.waitForResponse(
    (response) => response.url().endsWith("/ai-prompt") && response.request().method() === "POST",
  );
  await chips.getByRole("button", { name: "Landing page for coffee brand" }).click();
  expect((await streamed).headers()["content-type"]).toMatch(/^text\/event-stream/);
  const conversation = page.getByRole("list", { name: "Conversation" });
  await expect(conversation.getByText("Landing page for coffee brand")).toBeVisible();
  // The reply lands, the composer is free again and the preview shows a whole page.
  await expect(conversation.locator(":scope > li")).toHaveCount(2, { timeout: 20_000 });
  await expect(page.getByLabel("Message the AI builder")).toBeEnabled();
  const generated = await previewSections(page);
  expect(generated.length).toBeGreaterThanOrEqual(5);
  expect(generated[0]!.type).toBe("navbar");
  expect(generated.at(-1)!.type).toBe("footer");
  expect(generated.map((section) => section.type)).toContain("hero");
  await expect(page.getByTestId("site-preview").locator("h1").first()).toBeVisible();

  // The theme-preview step is offered after the generation, and again after a reload.
  const styleStep = page.getByRole("region", { name: "Pick a style" });
  await expect(styleStep.getByRole("button", { pressed: true })).toHaveCount(1);
  await page.reload();
  await expect(styleStep.getByRole("button", { pressed: true })).toHaveCount(1);
  await expect(styleStep.getByRole("button", { name: / style, / })).toHaveCount(3);

  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    if (width < 800) await page.getByRole("tab", { name: "Preview" }).click();
    await page.screenshot({ path: testInfo.outputPath(`chatbox-${width}.png`) });
    if (width < 800) await page.getByRole("tab", { name: "Chat" }).click();
    await page.screenshot({ path: testInfo.outputPath(`chatbox-chat-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // Enter sends; only the footer changes. An exact colour: "Dark theme footer" takes the
  // theme's dark colour, which a generated dark look's footer may have already.
  const input = page.getByLabel("Message the AI builder");
  await input.fill("Make the footer background #1e3a8a");
  await input.press("Enter");
  await expect(conversation.locator(":scope > li")).toHaveCount(4, { timeout: 20_000 });
  await expect(conversation.locator(":scope > li").last()).toContainText("footer");
  // The newest answer is an edit now: a reload no longer offers the styles.
  await page.reload();
  await expect(conversation.locator(":scope > li")).toHaveCount(4);
  await expect(styleStep).toHaveCount(0);
  const refined = await previewSections(page);
  expect(refined.map((section) => section.id)).toEqual(generated.map((section) => section.id));
  for (const [index, section] of refined.entries()) {
    if (section.type === "footer") expect(section.html).not.toBe(generated[index]!.html);
    else expect(section.html, section.id).toBe(generated[index]!.html);
  }

  // The mobile preview is a 390 px frame.
  await page.getByRole("radio", { name: "Mobile" }).click();
  await expect(page.getByTestId("device-frame")).toHaveAttribute("data-device", "mobile");
  await page.screenshot({ path: testInfo.outputPath("chatbox-mobile-frame-1280.png") });

  // On to approval, then the editor shows what the AI built.
  await page.getByRole("link", { name: "Review & approve" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/store/${storeId}/approval$`));
  await expect(page.getByText("Pending approval")).toBeVisible();
  await page.getByRole("button", { name: "Approve & Edit" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/store/${storeId}/editor$`));
  const canvas = page.getByRole("group", { name: / section$/ });
  await expect(canvas.first()).toBeVisible();
  const labels = await canvas.evaluateAll((nodes) =>
    nodes.map((node) => node.getAttribute("aria-label") ?? ""),
  );
  expect(labels).toHaveLength(refined.length);
  // The site's header and footer, around the home page's own sections.
  expect(labels[0]).toBe("Site header section");
  expect(labels.at(-1)).toBe("Site footer section");
});
