import { expect, test } from "@playwright/test";
import { createStoreByApi, openSignedIn, signUpByApi } from "./fixtures";
import { fakes } from "./payment-fakes-control";

// The owner connects their own domain: the records to create, a check that finds nothing, the
// TXT record created, a check that verifies it, then its address record: active. Screenshots
// of each state at the journey's width (screenshots/, git-ignored).
test("an owner verifies their own domain through the DNS records the store shows @mobile", async ({
  page,
  request,
}, testInfo) => {
  const width = page.viewportSize()?.width ?? 0;
  const card = page.getByRole("region", { name: "Your domain" });
  const shot = async (name: string) => {
    await page.screenshot({ path: `screenshots/domain-${name}-${width}.png`, fullPage: true });
    await card.screenshot({ path: `screenshots/domain-card-${name}-${width}.png` });
  };
  const { token } = await signUpByApi(request);
  const domain = `bloom-${testInfo.project.name}-${Date.now()}.test`;
  const storeId = await createStoreByApi(request, token, "Bloom Flowers", domain);
  await openSignedIn(page, token, `/dashboard/store/${storeId}`);

  await expect(card.getByText("Pending", { exact: true })).toBeVisible();
  await expect(card.getByText(`_shopwright-challenge.${domain}`)).toBeVisible();
  await expect(card.getByText("203.0.113.7").first()).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await shot("pending");

  await card.getByRole("button", { name: "Check now" }).click();
  await expect(
    card.getByText(`No TXT record _shopwright-challenge.${domain} was found yet`, { exact: false }),
  ).toBeVisible();
  await shot("not-found");

  const txtValue = await card
    .getByRole("listitem")
    .filter({ hasText: "TXT" })
    .getByText(/^[0-9a-f]{32}$/)
    .textContent();
  expect(txtValue).toMatch(/^[0-9a-f]{32}$/);
  expect(await fakes.dnsRecords(`_shopwright-challenge.${domain}`, "TXT", [txtValue!])).toBe(200);
  await card.getByRole("button", { name: "Check again" }).click();
  await expect(card.getByText("Verified", { exact: true })).toBeVisible();
  await expect(
    card.getByText(`${domain} does not point at this server yet`, { exact: false }),
  ).toBeVisible();
  await shot("verified");

  expect(await fakes.dnsRecords(domain, "A", ["203.0.113.7"])).toBe(200);
  await card.getByRole("button", { name: "Check again" }).click();
  await expect(card.getByText("Active", { exact: true })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await shot("active");
});
