import { aMe, fail, fakeApi, ok } from "../../test/fake-api";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { renderRoutes } from "../../test/render";
import { LINKS } from "../../lib/links";
import { DashboardLayout } from "./DashboardLayout";

function renderLayout(path = "/dashboard") {
  return renderRoutes(
    [
      {
        element: <DashboardLayout />,
        children: [
          { path: "/dashboard", element: <p>page content</p> },
          { path: "/dashboard/*", element: <p>other page</p> },
        ],
      },
      { path: "/login", element: <p>sign in here</p> },
    ],
    path,
  );
}

describe("DashboardLayout", () => {
  beforeEach(() => localStorage.setItem("token", "jwt-123"));

  it("shows the avatar letter from the email and falls back to 'Your Organization'", async () => {
    fakeApi({ "GET /api/auth/me": ok(aMe({ user: { ...aMe().user, email: "zoe@example.com" } })) });
    renderLayout();
    expect(await screen.findByRole("button", { name: "Account menu" })).toHaveTextContent(/^Z$/);
    expect(screen.getByText("Your Organization")).toBeInTheDocument();
    expect(screen.getByText("Free")).toBeInTheDocument();
    expect(screen.getByText("page content")).toBeInTheDocument();
  });

  it("names the organization and links its settings", async () => {
    fakeApi({
      "GET /api/auth/me": ok(
        aMe({ organization: { _id: "team-1", name: "Acme Inc", slug: "acme" } }),
      ),
    });
    renderLayout();
    expect(await screen.findByText("Acme Inc")).toBeInTheDocument();
    const nav = screen.getAllByRole("navigation", { name: "Dashboard" })[0]!;
    expect(within(nav).getByRole("link", { name: "Organization settings" })).toHaveAttribute(
      "href",
      "/dashboard/org/team-1/settings",
    );
    expect(within(nav).getByRole("link", { name: "Team" })).toHaveAttribute(
      "href",
      "/dashboard/team",
    );
    expect(within(nav).getByRole("link", { name: "Store" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  it("sends Organization settings to the team page when the user has no team", async () => {
    fakeApi({ "GET /api/auth/me": ok(aMe()) });
    renderLayout();
    const nav = (await screen.findAllByRole("navigation", { name: "Dashboard" }))[0]!;
    expect(within(nav).getByRole("link", { name: "Organization settings" })).toHaveAttribute(
      "href",
      "/dashboard/team",
    );
  });

  it("lists a store's own pages under Store while one is open, marking the current one", async () => {
    fakeApi({ "GET /api/auth/me": ok(aMe()) });
    renderLayout("/dashboard/store/s1/orders/o1");
    const nav = (await screen.findAllByRole("navigation", { name: "Dashboard" }))[0]!;
    const group = within(nav).getByRole("group", { name: "This store" });
    // Right under Store, which it belongs to.
    expect(group.previousElementSibling).toHaveTextContent(/^Store$/);
    const orders = within(group).getByRole("link", { name: "Orders" });
    expect(orders).toHaveAttribute("href", "/dashboard/store/s1/orders");
    expect(orders).toHaveAttribute("aria-current", "page");
    expect(within(group).getByRole("link", { name: "Payments" })).toHaveAttribute(
      "href",
      "/dashboard/store/s1/payments",
    );
    expect(within(group).getByRole("link", { name: "Products" })).toHaveAttribute(
      "href",
      "/dashboard/products?storeId=s1",
    );
    expect(within(group).getByRole("link", { name: "Analytics" })).toHaveAttribute(
      "href",
      "/dashboard/store/s1/analytics",
    );
  });

  it("shows no store pages on the store list", async () => {
    fakeApi({ "GET /api/auth/me": ok(aMe()) });
    renderLayout();
    const nav = (await screen.findAllByRole("navigation", { name: "Dashboard" }))[0]!;
    expect(within(nav).queryByRole("group", { name: "This store" })).toBeNull();
  });

  it("keeps Integrations, Usage and Billing inert", async () => {
    fakeApi({ "GET /api/auth/me": ok(aMe()) });
    const { router } = renderLayout();
    const nav = (await screen.findAllByRole("navigation", { name: "Dashboard" }))[0]!;
    for (const name of ["Integrations", "Usage", "Billing"]) {
      const item = within(nav).getByRole("button", { name: new RegExp(name) });
      expect(item).toHaveAttribute("aria-disabled", "true");
      await userEvent.click(item);
    }
    expect(router.state.location.pathname).toBe("/dashboard");
  });

  it("links feedback to the community chat in a new tab", async () => {
    fakeApi({ "GET /api/auth/me": ok(aMe()) });
    renderLayout();
    const link = await screen.findByRole("link", { name: "Feedback" });
    expect(link).toHaveAttribute("href", LINKS.feedback);
    expect(link).toHaveAttribute("target", "_blank");
  });

  it("logs out from the avatar menu: voids the token on the server, forgets it, goes to /login", async () => {
    const user = userEvent.setup();
    const requests = fakeApi({
      "GET /api/auth/me": ok(aMe()),
      "POST /api/auth/logout": ok({ signedOut: true }),
    });
    const { router } = renderLayout();
    await user.click(await screen.findByRole("button", { name: "Account menu" }));
    const menu = screen.getByRole("menu");
    expect(within(menu).getByText("ada@example.com")).toBeInTheDocument();
    await user.click(within(menu).getByRole("menuitem", { name: "Log out" }));
    expect(await screen.findByText("sign in here")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
    expect(localStorage.getItem("token")).toBeNull();
    const logout = requests.find((r) => r.method === "POST" && r.path === "/api/auth/logout");
    expect(logout?.headers.get("authorization")).toBe("Bearer jwt-123");
  });

  it("logs out even when the server cannot void the token", async () => {
    const user = userEvent.setup();
    fakeApi({
      "GET /api/auth/me": ok(aMe()),
      "POST /api/auth/logout": fail(500, "Something went wrong", "internal_error"),
    });
    const { router } = renderLayout();
    await user.click(await screen.findByRole("button", { name: "Account menu" }));
    await user.click(within(screen.getByRole("menu")).getByRole("menuitem", { name: "Log out" }));
    expect(await screen.findByText("sign in here")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("when the user cannot be loaded, says so, forgets the token and goes to /login", async () => {
    fakeApi({ "GET /api/auth/me": fail(401, "Unauthorized", "unauthorized") });
    const { router } = renderLayout();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to load user data. Please try logging in again.",
    );
    expect(localStorage.getItem("token")).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"), { timeout: 3000 });
  });

  it("opens the navigation in a drawer on small screens", async () => {
    const user = userEvent.setup();
    fakeApi({ "GET /api/auth/me": ok(aMe()) });
    const { router } = renderLayout();
    await user.click(await screen.findByRole("button", { name: "Open menu" }));
    const drawer = screen.getByRole("dialog", { name: "Menu" });
    await user.click(within(drawer).getByRole("link", { name: "Team" }));
    expect(router.state.location.pathname).toBe("/dashboard/team");
    expect(screen.queryByRole("dialog", { name: "Menu" })).not.toBeInTheDocument();
  });

  it("names the team of the page and links that team's settings", async () => {
    fakeApi({
      "GET /api/auth/me": ok(
        aMe({ organization: { _id: "team-1", name: "Acme Inc", slug: "acme" } }),
      ),
      "GET /api/teams/my": ok({
        teams: [
          { team: { _id: "team-1", name: "Acme Inc" }, role: "owner" },
          { team: { _id: "team-2", name: "Side Project" }, role: "member" },
        ],
      }),
    });
    renderRoutes(
      [
        {
          element: <DashboardLayout />,
          children: [{ path: "/dashboard/team/:teamId", element: <p>team page</p> }],
        },
      ],
      "/dashboard/team/team-2",
    );
    expect(await screen.findByText("Side Project")).toBeInTheDocument();
    const nav = screen.getAllByRole("navigation", { name: "Dashboard" })[0]!;
    expect(within(nav).getByRole("link", { name: "Organization settings" })).toHaveAttribute(
      "href",
      "/dashboard/org/team-2/settings",
    );
    expect(within(nav).getByRole("link", { name: "Team" })).toHaveAttribute("aria-current", "page");
  });
});
