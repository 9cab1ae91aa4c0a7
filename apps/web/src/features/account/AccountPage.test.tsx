import { ACCOUNT_MESSAGES, MESSAGES } from "@shopwright/sdk";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { aMe, fail, fakeApi, ok } from "../../test/fake-api";
import { renderAt } from "../../test/render";
import { AccountPage } from "./AccountPage";

async function fill(current: string, next: string, confirm: string) {
  const user = userEvent.setup();
  if (current) await user.type(screen.getByLabelText("Current password"), current);
  if (next) await user.type(screen.getByLabelText("New password"), next);
  if (confirm) await user.type(screen.getByLabelText("Confirm new password"), confirm);
  await user.click(screen.getByRole("button", { name: "Change password" }));
}

describe("AccountPage", () => {
  it("shows who is signed in", async () => {
    fakeApi({ "GET /api/auth/me": ok(aMe()) });
    renderAt(<AccountPage />, "/dashboard/account");
    expect(await screen.findByText(aMe().user.email)).toBeVisible();
  });

  it("checks the fields in order before calling the API", async () => {
    const requests = fakeApi({ "GET /api/auth/me": ok(aMe()) });
    renderAt(<AccountPage />, "/dashboard/account");
    await fill("secret1", "", "");
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.fillAllFields);
    await fill("", "abc", "abc");
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.passwordTooShort);
    expect(requests.filter((r) => r.method === "POST")).toHaveLength(0);
  });

  it("changes the password, keeps this device signed in with the fresh token and says so", async () => {
    localStorage.setItem("token", "old-token");
    const requests = fakeApi({
      "GET /api/auth/me": ok(aMe()),
      "POST /api/auth/password": ok({ token: "fresh-token", user: aMe().user }),
    });
    renderAt(<AccountPage />, "/dashboard/account");
    await fill("secret1", "new-secret-9", "new-secret-9");
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordChanged)).toBeVisible();
    expect(localStorage.getItem("token")).toBe("fresh-token");
    const post = requests.find((r) => r.method === "POST")!;
    expect(post.body).toEqual({ currentPassword: "secret1", newPassword: "new-secret-9" });
    expect(screen.getByLabelText("Current password")).toHaveValue("");
  });

  it("shows the server's refusal of a wrong current password and keeps the token", async () => {
    localStorage.setItem("token", "old-token");
    fakeApi({
      "GET /api/auth/me": ok(aMe()),
      "POST /api/auth/password": fail(400, ACCOUNT_MESSAGES.wrongCurrentPassword, "wrong_password"),
    });
    renderAt(<AccountPage />, "/dashboard/account");
    await fill("wrong", "new-secret-9", "new-secret-9");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      ACCOUNT_MESSAGES.wrongCurrentPassword,
    );
    expect(localStorage.getItem("token")).toBe("old-token");
  });
});
