import { aMe, deferredReply, fail, fakeApi, ok } from "../../test/fake-api";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../../test/render";
import { LoginPage } from "./LoginPage";

function renderLogin() {
  return renderRoutes(
    [
      { path: "/login", element: <LoginPage /> },
      { path: "*", element: <p>elsewhere</p> },
    ],
    "/login",
  );
}

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText("Email"), email);
  if (password) await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Sign In" }));
}

describe("LoginPage", () => {
  it("asks for both fields before calling the API", async () => {
    const requests = fakeApi({});
    renderLogin();
    await signIn("ada@example.com", "");
    expect(await screen.findByRole("alert")).toHaveTextContent("Please fill in all fields");
    expect(requests).toHaveLength(0);
  });

  it("shows the server's message when sign-in fails", async () => {
    fakeApi({
      "POST /api/auth/login": fail(401, "Invalid email or password", "invalid_credentials"),
    });
    renderLogin();
    await signIn("ada@example.com", "wrong-password");
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid email or password");
  });

  it("falls back to 'Login failed' when the server gives no message", async () => {
    fakeApi({ "POST /api/auth/login": fail(500) });
    renderLogin();
    await signIn("ada@example.com", "secret1");
    expect(await screen.findByRole("alert")).toHaveTextContent(/^Login failed$/);
  });

  it("asks to try again when no token comes back", async () => {
    fakeApi({ "POST /api/auth/login": ok({ user: aMe().user }) });
    renderLogin();
    await signIn("ada@example.com", "secret1");
    expect(await screen.findByRole("alert")).toHaveTextContent("Login failed. Please try again.");
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("reads 'Signing in...' while the request is pending", async () => {
    const pending = deferredReply();
    fakeApi({ "POST /api/auth/login": pending.route });
    renderLogin();
    await signIn("ada@example.com", "secret1");
    expect(await screen.findByRole("button", { name: "Signing in..." })).toBeDisabled();
    pending.release(fail(401, "Invalid email or password"));
    expect(await screen.findByRole("button", { name: "Sign In" })).toBeEnabled();
  });

  it("stores the token and opens the dashboard on success", async () => {
    const requests = fakeApi({
      "POST /api/auth/login": ok({ token: "jwt-123", user: aMe().user }),
    });
    const { router } = renderLogin();
    await signIn("  Ada@Example.com ", "secret1");
    expect(await screen.findByText("elsewhere")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/dashboard");
    expect(localStorage.getItem("token")).toBe("jwt-123");
    expect(requests[0]?.body).toEqual({ email: "ada@example.com", password: "secret1" });
  });

  it("links to registration and home", () => {
    fakeApi({});
    renderLogin();
    expect(screen.getByRole("link", { name: "Create one" })).toHaveAttribute("href", "/signup");
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  });

  it("shows the notice it was sent here with", () => {
    fakeApi({});
    const { router } = renderLogin();
    void router.navigate("/login", { state: { notice: "Please sign in again" } });
    return expect(screen.findByText("Please sign in again")).resolves.toBeInTheDocument();
  });
});
