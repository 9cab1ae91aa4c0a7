import { ACCOUNT_MESSAGES, MESSAGES } from "@shopwright/sdk";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fail, fakeApi, ok } from "../../test/fake-api";
import { renderAt, renderRoutes } from "../../test/render";
import { ForgotPasswordPage } from "./ForgotPasswordPage";
import { LoginPage } from "./LoginPage";
import { ResetPasswordPage } from "./ResetPasswordPage";

describe("Forgot password", () => {
  it("is linked from the sign-in form", async () => {
    fakeApi({});
    const { router } = renderRoutes(
      [
        { path: "/login", element: <LoginPage /> },
        { path: "/forgot-password", element: <ForgotPasswordPage /> },
      ],
      "/login",
    );
    await userEvent.setup().click(screen.getByRole("link", { name: "Forgot password?" }));
    expect(router.state.location.pathname).toBe("/forgot-password");
    expect(await screen.findByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  });

  it("checks the email first, then shows the server's neutral answer", async () => {
    const requests = fakeApi({
      "POST /api/auth/password-reset": ok({ message: ACCOUNT_MESSAGES.resetRequested }),
    });
    renderAt(<ForgotPasswordPage />, "/forgot-password");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Email"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.invalidEmail);
    expect(requests).toHaveLength(0);

    await user.clear(screen.getByLabelText("Email"));
    await user.type(screen.getByLabelText("Email"), " Ada@Example.com ");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByRole("status")).toHaveTextContent(ACCOUNT_MESSAGES.resetRequested);
    expect(screen.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
    expect(requests[0]!.body).toEqual({ email: "ada@example.com" });
  });
});

describe("Reset password", () => {
  it("sends the link's token with the new password and hides the token from the address", async () => {
    const requests = fakeApi({
      "POST /api/auth/password-reset/confirm": ok({ passwordReset: true }),
    });
    const { router } = renderAt(
      <ResetPasswordPage />,
      "/reset-password?token=tok-123",
      "/reset-password",
    );
    expect(router.state.location.search).toBe("");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("New password"), "fresh-pass-1");
    await user.type(screen.getByLabelText("Confirm new password"), "fresh-pass-2");
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.passwordsDoNotMatch);
    expect(requests).toHaveLength(0);

    await user.clear(screen.getByLabelText("Confirm new password"));
    await user.type(screen.getByLabelText("Confirm new password"), "fresh-pass-1");
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByRole("heading", { name: "Password reset" })).toBeVisible();
    expect(requests[0]!.body).toEqual({ token: "tok-123", newPassword: "fresh-pass-1" });
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
  });

  it("says clearly when the link was used or has expired, and offers a new one", async () => {
    fakeApi({
      "POST /api/auth/password-reset/confirm": fail(
        400,
        ACCOUNT_MESSAGES.resetLinkInvalid,
        "reset_link_invalid",
      ),
    });
    renderAt(<ResetPasswordPage />, "/reset-password?token=used", "/reset-password");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("New password"), "fresh-pass-1");
    await user.type(screen.getByLabelText("Confirm new password"), "fresh-pass-1");
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByRole("heading", { name: "This link no longer works" })).toBeVisible();
    expect(screen.getByText(ACCOUNT_MESSAGES.resetLinkInvalid)).toBeVisible();
    expect(screen.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
  });

  it("shows the same state for a link without a token, without calling the API", async () => {
    const requests = fakeApi({});
    renderAt(<ResetPasswordPage />, "/reset-password");
    expect(await screen.findByRole("heading", { name: "This link no longer works" })).toBeVisible();
    expect(requests).toHaveLength(0);
  });
});
