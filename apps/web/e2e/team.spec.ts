import { expect, test, type Page } from "@playwright/test";
import { createStoreByApi, openSignedIn, signUpByApi, uniqueEmail } from "./fixtures";

const widths = [1440, 390];

/** Full-page screenshots for review (screenshots/, git-ignored), nothing wider than the screen. */
async function capture(page: Page, name: string) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await page.waitForLoadState("networkidle");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, `${name} is wider than the ${width}px screen`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test("an owner invites a teammate, sets privacy, and the teammate leaves", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const owner = await signUpByApi(request, "Olive Owner");
  await openSignedIn(page, owner.token, "/dashboard/team");

  // No team yet: 'Create team' asks 'Name your team' in the app's dialog.
  await expect(page.getByText("No team yet")).toBeVisible();
  await page.getByRole("button", { name: "Create team" }).click();
  const create = page.getByRole("dialog", { name: "Create team" });
  await create.getByLabel("Name your team").fill("Bean There");
  // No personal stores yet: nothing to offer to move.
  await expect(create.getByRole("checkbox")).toHaveCount(0);
  await create.getByRole("button", { name: "Create team" }).click();
  await expect(page.getByRole("heading", { name: "Bean There" })).toBeVisible();
  const teamId = new URL(page.url()).pathname.split("/").pop()!;
  await expect(page.getByText("Bean There").first()).toBeVisible();

  // The store the owner creates now belongs to the team.
  const storeName = `Team Beans ${Date.now()}`;
  const storeId = await createStoreByApi(
    request,
    owner.token,
    storeName,
    `team-beans-${Date.now()}.com`,
  );

  // Invite by email. Without SMTP_URL the mail waits in the server's outbox, and the page
  // shows the same accept link to the inviter: that is the link the teammate opens.
  const inviteeEmail = uniqueEmail("teammate");
  await page.getByRole("button", { name: "Invite member" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite member" });
  await dialog.getByLabel("Email").fill(inviteeEmail);
  await expect(dialog.getByLabel("Role")).toHaveValue("member");
  await dialog.getByRole("button", { name: "Send invite" }).click();
  await expect(page.getByText("Invite sent")).toBeVisible();
  const acceptUrl = (await page.getByTestId("invite-link").textContent())!.trim();
  expect(acceptUrl).toMatch(/\/invite\/accept\?token=[\w-]+$/);
  await expect(page.getByText(inviteeEmail, { exact: true })).toBeVisible();
  await capture(page, "team");

  // The teammate opens the link in their own browser, signs up there and lands on the team.
  const teammateContext = await browser.newContext();
  const teammate = await teammateContext.newPage();
  await teammate.goto(new URL(acceptUrl).pathname + new URL(acceptUrl).search);
  await expect(teammate.getByRole("heading", { name: "Join Bean There" })).toBeVisible();
  await expect(teammate.getByLabel("Email address")).toHaveValue(inviteeEmail);
  await teammate.getByLabel("Full name").fill("Tess Teammate");
  await teammate.getByLabel("Password", { exact: true }).fill("secret123");
  await teammate.getByLabel("Confirm password").fill("secret123");
  await teammate.getByRole("button", { name: "Create account and join" }).click();
  await expect(teammate).toHaveURL(new RegExp(`/dashboard/team/${teamId}$`));
  const members = teammate.getByRole("table");
  await expect(members.getByText("Olive Owner")).toBeVisible();
  await expect(members.getByText("Tess Teammate")).toBeVisible();
  await teammate.getByRole("link", { name: "Store" }).first().click();
  await expect(teammate.getByText(storeName)).toBeVisible();

  // The owner sets privacy to Schema Only; it persists after a reload.
  await page.reload();
  await expect(page.getByText("Tess Teammate")).toBeVisible();
  await page.getByRole("link", { name: "Organization settings" }).first().click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/org/${teamId}/settings$`));
  await expect(page.getByRole("heading", { name: "Organization Settings" })).toBeVisible();
  const privacy = page.locator("section", {
    has: page.getByRole("heading", { name: "Data Privacy" }),
  });
  await expect(privacy.getByRole("radio", { name: /Disabled/ })).toBeChecked();
  await expect(privacy.getByRole("button", { name: "Save" })).toBeDisabled();
  await privacy.getByRole("radio", { name: /Schema Only/ }).check();
  await privacy.getByRole("button", { name: "Save" }).click();
  await expect(privacy.getByText("Saved")).toBeVisible();
  await page.reload();
  await expect(privacy.getByRole("radio", { name: /Schema Only/ })).toBeChecked();
  await expect(privacy.getByRole("button", { name: "Save" })).toBeDisabled();
  await capture(page, "org-settings");

  // The teammate leaves and loses the team's stores at once.
  await teammate.goto(`/dashboard/team/${teamId}`);
  await teammate.getByRole("button", { name: "Leave team" }).click();
  await teammate
    .getByRole("dialog", { name: "Leave this team?" })
    .getByRole("button", { name: "Leave team" })
    .click();
  await expect(teammate.getByText("No team yet")).toBeVisible();
  await teammate.getByRole("link", { name: "Store" }).first().click();
  await expect(teammate.getByText("No projects found")).toBeVisible();
  await teammate.goto(`/dashboard/store/${storeId}`);
  await expect(teammate.getByText("Store not found")).toBeVisible();
  await teammateContext.close();

  // The owner's team page no longer lists them.
  await openSignedIn(page, owner.token, `/dashboard/team/${teamId}`);
  await expect(page.getByRole("table").getByText("Olive Owner")).toBeVisible();
  await expect(page.getByRole("table").getByText("Tess Teammate")).toHaveCount(0);
});

test("an owner deletes a team once its stores are gone, and lands in their personal space", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await signUpByApi(request, "Della Owner");
  const auth = { authorization: `Bearer ${owner.token}` };
  const created = await request.post("/api/teams", {
    headers: auth,
    data: { name: "Short Lived" },
  });
  expect(created.status()).toBe(201);
  const teamId = ((await created.json()) as { data: { team: { _id: string } } }).data.team._id;
  const storeId = await createStoreByApi(
    request,
    owner.token,
    "Last Store",
    `last-store-${Date.now()}.com`,
  );
  await openSignedIn(page, owner.token, `/dashboard/team/${teamId}`);

  // While the team holds a store, 'Delete team' is disabled and says why.
  const zone = page.getByRole("region", { name: "Danger zone" });
  await expect(zone.getByText("Move or delete this team's 1 store first.")).toBeVisible();
  await expect(zone.getByRole("button", { name: "Delete team" })).toBeDisabled();
  await capture(page, "team-danger-zone-blocked");

  const removed = await request.delete(`/api/store/${storeId}`, { headers: auth });
  expect(removed.status()).toBe(200);
  await page.reload();
  await expect(zone.getByRole("button", { name: "Delete team" })).toBeEnabled();
  await capture(page, "team-danger-zone");
  await zone.getByRole("button", { name: "Delete team" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete Short Lived?" });
  await expect(confirm).toBeVisible();
  await capture(page, "team-delete-confirm");
  await confirm.getByRole("button", { name: "Delete team" }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Short Lived was deleted")).toBeVisible();
  const organizations = await request.get("/api/organizations", { headers: auth });
  const data = ((await organizations.json()) as { data: { current: { teamId: string | null } } })
    .data;
  expect(data.current.teamId).toBeNull();
  const gone = await request.get(`/api/teams/${teamId}`, { headers: auth });
  expect(gone.status()).toBe(404);
});
