import { PERMISSION_MESSAGES } from "@shopwright/sdk";
import { expect, test, type APIRequestContext } from "@playwright/test";
import {
  createStoreByApi,
  openSignedIn,
  signUpByApi,
  uniqueEmail,
  screenshotsAtWidths,
} from "./fixtures";

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A team of the owner's with a member who joined through an invite link; the member's token. */
async function teamWithMember(request: APIRequestContext, ownerToken: string) {
  const team = await request.post("/api/teams", {
    headers: bearer(ownerToken),
    data: { name: "Roasters" },
  });
  expect(team.status()).toBe(201);
  const teamId = ((await team.json()) as { data: { team: { _id: string } } }).data.team._id;
  const email = uniqueEmail("member");
  const invite = await request.post(`/api/teams/${teamId}/invites`, {
    headers: bearer(ownerToken),
    data: { email, role: "member" },
  });
  expect(invite.status()).toBe(201);
  const acceptUrl = ((await invite.json()) as { data: { acceptUrl: string } }).data.acceptUrl;
  const registered = await request.post("/api/auth/register", {
    data: { name: "Max Member", email, password: "secret123" },
  });
  expect(registered.status()).toBe(201);
  const token = ((await registered.json()) as { data: { token: string } }).data.token;
  const accepted = await request.post("/api/teams/invites/accept", {
    headers: bearer(token),
    data: { token: new URL(acceptUrl).searchParams.get("token") },
  });
  expect(accepted.status()).toBe(200);
  return token;
}

const pages = (headline: string) => ({
  pages: [
    { name: "Home", path: "/", sections: [{ type: "hero", props: { title: headline } }] },
    { name: "About", path: "/about", sections: [{ type: "text", props: { title: "Our story" } }] },
  ],
});

test("a member opens the page a link names, and may publish only once the store is approved", async ({
  page,
  request,
}) => {
  const owner = await signUpByApi(request, "Olive Owner");
  const memberToken = await teamWithMember(request, owner.token);
  const storeId = await createStoreByApi(
    request,
    owner.token,
    "Team Roasters",
    `perm-${Date.now()}.com`,
  );
  // Two published versions, so the member sees one that could be made live again.
  for (const [headline, body] of [
    ["First roast", { jsonLayout: pages("First roast"), overwrite: true }],
    ["Second roast", { jsonLayout: pages("Second roast"), overwrite: true }],
  ] as const) {
    const published = await request.post(`/api/store/${storeId}/publish`, {
      headers: bearer(owner.token),
      data: body,
    });
    expect(published.status(), headline).toBe(200);
  }

  await openSignedIn(page, memberToken, `/dashboard/store/${storeId}/editor?page=About`);
  await expect(page.getByRole("tab", { name: "About" })).toHaveAttribute("aria-selected", "true");
  const publish = page.getByRole("button", { name: "Publish" });
  await expect(publish).toBeDisabled();
  await expect(publish).toHaveAccessibleDescription(PERMISSION_MESSAGES.publishUnapproved);
  await expect(page.getByRole("button", { name: "Save", exact: true })).toBeEnabled();
  await page.getByRole("button", { name: "Versions" }).click();
  const menu = page.getByRole("dialog", { name: "Published versions" });
  await expect(menu.getByText(PERMISSION_MESSAGES.publishUnapproved)).toBeVisible();
  await expect(menu.getByRole("button", { name: "Restore" })).toBeDisabled();
  await screenshotsAtWidths(page, "editor-member-unapproved");
  // On a phone there is no hover: a tap on the locked button says why, and publishes nothing.
  await page.setViewportSize({ width: 390, height: 844 });
  await publish.locator("xpath=..").click();
  await expect(
    page.locator("[data-sonner-toast]").getByText(PERMISSION_MESSAGES.publishUnapproved),
  ).toBeVisible();
  await screenshotsAtWidths(page, "editor-member-unapproved-tap");

  const approved = await request.put(`/api/store/${storeId}/approve`, {
    headers: bearer(owner.token),
  });
  expect(approved.status()).toBe(200);
  await page.reload();
  await expect(page.getByRole("tab", { name: "About" })).toHaveAttribute("aria-selected", "true");
  await expect(publish).toBeEnabled();
  await publish.click();
  await expect(page.getByText("Your site is live")).toBeVisible();
});
