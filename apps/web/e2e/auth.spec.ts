import { expect, test } from "@playwright/test";
import { signUpByApi, uniqueEmail } from "./fixtures";

test("a signed-out visitor to /dashboard is sent to /login", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
});

test("unknown paths redirect to the landing page", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page).toHaveURL(/\/$/);
});

test("invite gate, sign-up with every validation message, then the dashboard", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByText("Invite only").first()).toBeVisible();
  await page.getByRole("button", { name: "Enter invite code" }).first().click();

  const dialog = page.getByRole("dialog", { name: "Invite required" });
  await dialog.getByLabel("Invite code").fill("not-the-code");
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(
    dialog.getByText("That code didn’t work. Double‑check and try again."),
  ).toBeVisible();
  await dialog.getByLabel("Invite code").fill("SHOPWRIGHT");
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("link", { name: "Get Started" }).first().click();
  await expect(page).toHaveURL(/\/signup$/);

  const submit = page.getByRole("button", { name: "Create Account" });
  await submit.click();
  await expect(page.getByText("Please fill in all fields")).toBeVisible();

  await page.getByLabel("Full name").fill("Robin Roaster");
  await page.getByLabel("Email address").fill(uniqueEmail("signup"));
  await page.getByLabel("Password", { exact: true }).fill("12345");
  await page.getByLabel("Confirm password").fill("12345");
  await submit.click();
  await expect(page.getByText("Password must be at least 6 characters long")).toBeVisible();

  await page.getByLabel("Password", { exact: true }).fill("secret123");
  await page.getByLabel("Confirm password").fill("secret124");
  await submit.click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();

  await page.getByLabel("Confirm password").fill("secret123");
  await submit.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Stores" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeTruthy();
});

test("a wrong password shows the error and stays on /login", async ({ page, request }) => {
  const { email } = await signUpByApi(request);
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("wrong-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("sign in, then log out: the token is gone and the dashboard is closed", async ({
  page,
  request,
}) => {
  const { email, password } = await signUpByApi(request);
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole("button", { name: /account menu/i }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login$/);
});
