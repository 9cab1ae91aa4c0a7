import { expect, test, type Page } from "@playwright/test";
import { openSignedIn, signUpByApi, uniqueEmail } from "./fixtures";

const widths = [1440, 390];

/** Screenshots for review (screenshots/, git-ignored) at desktop and phone width. */
async function capture(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await page.waitForLoadState("networkidle");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, `${name} is wider than the ${width}px screen`).toBeLessThanOrEqual(0);
    await page.screenshot({
      path: `screenshots/${name}-${width}.png`,
      fullPage: options.fullPage ?? true,
    });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test("a store made before its team moves in with it; roles are changed, ownership handed over, and the owner leaves", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const owner = await signUpByApi(request, "Olive Owner");
  await openSignedIn(page, owner.token, "/dashboard");

  // The owner creates a store in their personal space, before any team exists.
  const stamp = Date.now();
  const storeName = `Early Beans ${stamp}`;
  await page.getByRole("button", { name: "New store" }).first().click();
  await page.getByLabel("Store name").fill(storeName);
  await page.getByLabel("Domain").fill(`early-beans-${stamp}.com`);
  await page.getByRole("button", { name: "Create store" }).click();
  await expect(page.getByText(storeName).first()).toBeVisible();
  await expect(page.getByRole("button", { name: /^Organization: Personal/ })).toBeVisible();

  // The switcher: personal space, with its one store.
  await page.getByRole("button", { name: /^Organization: Personal/ }).click();
  const menu = page.getByRole("menu", { name: "Switch organization" });
  await expect(menu.getByRole("menuitemradio", { name: /Personal/ })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await capture(page, "org-switcher", { fullPage: false });

  // Creating a team offers to move the store in, ticked by default.
  await menu.getByRole("menuitem", { name: "Create team" }).click();
  const create = page.getByRole("dialog", { name: "Create team" });
  await create.getByLabel("Name your team").fill("Bean There");
  const move = create.getByRole("checkbox", { name: /Move my 1 personal store into this team/ });
  await expect(move).toBeChecked();
  await capture(page, "create-team-dialog", { fullPage: false });
  await create.getByRole("button", { name: "Create team" }).click();
  await expect(page.getByRole("heading", { name: "Bean There" })).toBeVisible();
  const teamId = new URL(page.url()).pathname.split("/").pop()!;
  await expect(page.getByRole("button", { name: /^Organization: Bean There/ })).toBeVisible();

  // Invite a colleague; without SMTP the page shows the accept link to pass on.
  const colleagueEmail = uniqueEmail("colleague");
  await page.getByRole("button", { name: "Invite member" }).click();
  const invite = page.getByRole("dialog", { name: "Invite member" });
  await invite.getByLabel("Email").fill(colleagueEmail);
  await invite.getByRole("button", { name: "Send invite" }).click();
  const acceptUrl = new URL((await page.getByTestId("invite-link").textContent())!.trim());

  // The colleague accepts in their own browser and finds the store the owner made earlier.
  const colleagueContext = await browser.newContext();
  const colleague = await colleagueContext.newPage();
  await colleague.goto(acceptUrl.pathname + acceptUrl.search);
  await colleague.getByLabel("Full name").fill("Cody Colleague");
  await colleague.getByLabel("Password", { exact: true }).fill("secret123");
  await colleague.getByLabel("Confirm password").fill("secret123");
  await colleague.getByRole("button", { name: "Create account and join" }).click();
  await expect(colleague).toHaveURL(new RegExp(`/dashboard/team/${teamId}$`));
  await expect(colleague.getByRole("button", { name: /^Organization: Bean There/ })).toBeVisible();
  // As a member, they cannot invite; the page says why.
  await expect(colleague.getByRole("button", { name: "Invite member" })).toBeDisabled();
  await expect(
    colleague.getByText(/Only owners and admins of this team can do this/),
  ).toBeVisible();
  await capture(colleague, "team-member-view");
  await colleague.getByRole("link", { name: "Store" }).first().click();
  await colleague.getByText(storeName).first().click();
  await expect(colleague.getByRole("heading", { name: storeName })).toBeVisible();
  const storeId = new URL(colleague.url()).pathname.split("/").pop()!;
  await expect(
    colleague
      .getByRole("region", { name: "Organization" })
      .getByText("Only owners and admins of this team can do this."),
  ).toBeVisible();
  await capture(colleague, "store-overview-member");

  // Members build: the colleague adds a product to the store.
  await colleague.goto(`/dashboard/products?storeId=${storeId}`);
  await colleague.getByRole("link", { name: "Add Product" }).first().click();
  await colleague.getByLabel("Product Name").fill("Colleague Blend");
  await colleague.getByLabel("Price", { exact: true }).fill("12.50");
  await colleague.getByLabel("Stock").fill("8");
  await colleague.getByRole("button", { name: "Create Product" }).click();
  await expect(colleague).toHaveURL(/\/dashboard\/products\?storeId=/);
  await expect(colleague.getByRole("link", { name: "Colleague Blend" })).toBeVisible();

  // The owner makes them an admin on the team page.
  await page.reload();
  const table = page.getByRole("table");
  const role = table.getByRole("combobox", { name: "Role of Cody Colleague" }).first();
  await expect(role).toHaveValue("member");
  await role.selectOption("admin");
  await expect(page.getByText("Cody Colleague is now an admin")).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole("table").getByRole("combobox", { name: "Role of Cody Colleague" }).first(),
  ).toHaveValue("admin");
  // The only owner cannot leave yet, and is told how.
  await expect(page.getByRole("button", { name: "Leave team" })).toBeDisabled();
  await expect(page.getByText(/You are this team’s only owner/)).toBeVisible();
  await capture(page, "team-roles");

  // As an admin, the colleague may now invite.
  await colleague.goto(`/dashboard/team/${teamId}`);
  await expect(colleague.getByRole("button", { name: "Invite member" })).toBeEnabled();

  // The owner hands the team over and leaves.
  await page.getByRole("button", { name: "Make Cody Colleague the owner" }).click();
  const transfer = page.getByRole("dialog", { name: "Make Cody Colleague the owner?" });
  await transfer.getByRole("button", { name: "Transfer ownership" }).click();
  await expect(page.getByText("Cody Colleague is now the owner")).toBeVisible();
  const leave = page.getByRole("button", { name: "Leave team" });
  await expect(leave).toBeEnabled();
  await leave.click();
  await page
    .getByRole("dialog", { name: "Leave this team?" })
    .getByRole("button", { name: "Leave team" })
    .click();
  await expect(page.getByText("No team yet")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Organization: Personal/ })).toBeVisible();
  await page.goto(`/dashboard/store/${storeId}`);
  await expect(page.getByText("Store not found")).toBeVisible();

  // The colleague now owns the team, alone, with the store.
  await colleague.reload();
  const theirs = colleague.getByRole("table");
  await expect(theirs.getByText("Olive Owner")).toHaveCount(0);
  await expect(theirs.getByText("Owner", { exact: true }).locator("visible=true")).toHaveCount(1);
  await colleague.goto(`/dashboard/store/${storeId}`);
  await expect(colleague.getByRole("heading", { name: storeName })).toBeVisible();
  await colleagueContext.close();
});
