import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { openSignedIn, signUpByApi } from "./fixtures";

/** The server's log (see playwright.config.ts): mail kept in the outbox is logged with its links. */
const serverLog = () => readFile(process.env.E2E_SERVER_LOG!, "utf8").catch(() => "");

/** The reset link mailed to `email`, read from the log once the background send has logged it. */
async function resetLinkFor(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const lines = (await serverLog())
        .split("\n")
        .filter((line) => line.includes(`"to":"${email}"`));
      link = lines.at(-1)?.match(/\/reset-password\?token=[\w-]+/)?.[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}

async function shoot(page: Page, name: string, testInfo: { outputPath(name: string): string }) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test("forgot password: the mailed link resets it once, then the new password signs in", async ({
  page,
  request,
}, testInfo) => {
  const account = await signUpByApi(request, "Ada Reset");
  await page.goto("/login");
  await shoot(page, "login", testInfo);
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await shoot(page, "forgot-password", testInfo);

  await page.getByLabel("Email").fill(account.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText("If an account uses that email");
  await shoot(page, "forgot-password-sent", testInfo);

  const link = await resetLinkFor(account.email);
  const token = link.split("token=")[1]!;
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  // The token leaves the address bar at once.
  await expect(page).toHaveURL(/\/reset-password$/);
  await shoot(page, "reset-password", testInfo);
  await page.getByLabel("New password", { exact: true }).fill("brand-new-pass");
  await page.getByLabel("Confirm new password").fill("brand-new-pass");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("heading", { name: "Password reset" })).toBeVisible();
  await shoot(page, "reset-password-done", testInfo);

  // The same link a second time: a clear dead end with a way out.
  await page.goto(link);
  await page.getByLabel("New password", { exact: true }).fill("another-pass-1");
  await page.getByLabel("Confirm new password").fill("another-pass-1");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("heading", { name: "This link no longer works" })).toBeVisible();
  await shoot(page, "reset-password-used", testInfo);

  await page.goto("/login");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill("brand-new-pass");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The page's own request carried the token; the request log shows it redacted.
  const log = await serverLog();
  expect(log).toContain("/reset-password?token=[redacted]");
  expect(
    log.split("\n").filter((line) => line.includes(token) && !line.includes("outbox")),
  ).toEqual([]);
});

test("change password from the user menu signs another browser out and keeps this one in", async ({
  page,
  browser,
  request,
}, testInfo) => {
  const account = await signUpByApi(request, "Grace Change");
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await openSignedIn(otherPage, account.token);
  await expect(otherPage.getByRole("button", { name: "Account menu" })).toBeVisible();

  await openSignedIn(page, account.token);
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Account settings" }).click();
  await expect(page).toHaveURL(/\/dashboard\/account$/);
  await expect(page.getByRole("heading", { name: "Change password" })).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();
  await shoot(page, "account", testInfo);

  await page.getByLabel("Current password").fill("not-my-password");
  await page.getByLabel("New password", { exact: true }).fill("changed-pass-1");
  await page.getByLabel("Confirm new password").fill("changed-pass-1");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("alert")).toContainText("Your current password is not correct");

  await page.getByLabel("Current password").fill(account.password);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(
    page.getByText("Password changed. Every other session was signed out."),
  ).toBeVisible();
  await shoot(page, "account-changed", testInfo);

  // This browser goes on; the other one is sent to sign in at its next request.
  await page.goto("/dashboard");
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
  await otherPage.goto("/dashboard");
  await expect(otherPage).toHaveURL(/\/login/);
  await other.close();
});
