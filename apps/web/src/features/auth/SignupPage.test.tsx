import { aMe, deferredReply, fail, fakeApi, ok } from "../../test/fake-api";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../../test/render";
import { SignupPage } from "./SignupPage";

function renderSignup() {
  return renderRoutes(
    [
      { path: "/signup", element: <SignupPage /> },
      { path: "*", element: <p>elsewhere</p> },
    ],
    "/signup",
  );
}

type Fields = { name?: string; email?: string; password?: string; confirm?: string };

async function submit({ name, email, password, confirm }: Fields) {
  const user = userEvent.setup();
  if (name) await user.type(screen.getByLabelText("Full name"), name);
  if (email) await user.type(screen.getByLabelText("Email address"), email);
  if (password) await user.type(screen.getByLabelText("Password"), password);
  if (confirm) await user.type(screen.getByLabelText("Confirm password"), confirm);
  await user.click(screen.getByRole("button", { name: "Create Account" }));
}

const complete = { name: "Ada", email: "ada@example.com", password: "secret1", confirm: "secret1" };

describe("SignupPage", () => {
  it.each([
    ["no field", {}, "Please fill in all fields"],
    ["the confirmation missing", { ...complete, confirm: "" }, "Please fill in all fields"],
    [
      "a short password",
      { ...complete, password: "abc", confirm: "xyz" },
      "Password must be at least 6 characters long",
    ],
    ["a different confirmation", { ...complete, confirm: "secret2" }, "Passwords do not match"],
  ])("with %s, says so before calling the API", async (_case, fields, message) => {
    const requests = fakeApi({});
    renderSignup();
    await submit(fields);
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(requests).toHaveLength(0);
  });

  it("reads 'Creating account...' while the request is pending", async () => {
    const pending = deferredReply();
    fakeApi({ "POST /api/auth/register": pending.route });
    renderSignup();
    await submit(complete);
    expect(await screen.findByRole("button", { name: "Creating account..." })).toBeDisabled();
    pending.release(fail(409, "An account with this email already exists", "email_taken"));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "An account with this email already exists",
    );
    expect(screen.getByRole("button", { name: "Create Account" })).toBeEnabled();
  });

  it("falls back to 'Registration failed' when the server gives no message", async () => {
    fakeApi({ "POST /api/auth/register": fail(500) });
    renderSignup();
    await submit(complete);
    expect(await screen.findByRole("alert")).toHaveTextContent(/^Registration failed$/);
  });

  it("reports an answer without data as an invalid response", async () => {
    fakeApi({ "POST /api/auth/register": { status: 201, body: { success: true } } });
    renderSignup();
    await submit(complete);
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid response from server");
  });

  it("prefixes an unreadable answer with 'Registration failed: '", async () => {
    fakeApi({ "POST /api/auth/register": { status: 502, body: "<html>Bad gateway</html>" } });
    renderSignup();
    await submit(complete);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Registration failed: <html>Bad gateway</html>",
    );
  });

  it("stores the token and opens the dashboard on success", async () => {
    const requests = fakeApi({
      "POST /api/auth/register": ok({ token: "jwt-new", user: aMe().user }, 201),
    });
    const { router } = renderSignup();
    await submit(complete);
    expect(await screen.findByText("elsewhere")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/dashboard");
    expect(localStorage.getItem("token")).toBe("jwt-new");
    expect(requests[0]?.body).toEqual({
      name: "Ada",
      email: "ada@example.com",
      password: "secret1",
    });
  });

  it("links to sign-in", () => {
    fakeApi({});
    renderSignup();
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
  });
});
