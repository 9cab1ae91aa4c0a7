import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../../test/render";
import { RequireAuth } from "./RequireAuth";

function renderProtected() {
  return renderRoutes(
    [
      { element: <RequireAuth />, children: [{ path: "/dashboard", element: <p>secret</p> }] },
      { path: "/login", element: <p>sign in here</p> },
    ],
    "/dashboard",
  );
}

describe("RequireAuth", () => {
  it("redirects to /login without a stored token", async () => {
    const { router } = renderProtected();
    expect(await screen.findByText("sign in here")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
    expect(screen.queryByText("secret")).not.toBeInTheDocument();
  });

  it("renders the protected route with a stored token", async () => {
    localStorage.setItem("token", "jwt-123");
    renderProtected();
    expect(await screen.findByText("secret")).toBeInTheDocument();
  });
});
