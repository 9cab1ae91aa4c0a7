import type { OrganizationDto, OrganizationsResult } from "@shopwright/sdk";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { aMe, aStore, fail, fakeApi, ok } from "../../test/fake-api";
import { renderRoutes } from "../../test/render";
import { DashboardLayout } from "../dashboard/DashboardLayout";
import { DashboardPage } from "../dashboard/DashboardPage";
import { TEAM_ID } from "../../test/team-fixtures";

const personal: OrganizationDto = {
  teamId: null,
  name: "Personal",
  slug: null,
  role: "owner",
  storeCount: 1,
  isCurrent: false,
};
const roasters: OrganizationDto = {
  teamId: TEAM_ID,
  name: "Acme Roasters",
  slug: "acme-roasters",
  role: "admin",
  storeCount: 3,
  isCurrent: true,
};
const listOf = (currentId: string | null): OrganizationsResult => {
  const organizations = [personal, roasters].map((each) => ({
    ...each,
    isCurrent: each.teamId === currentId,
  }));
  return { organizations, current: organizations.find((each) => each.isCurrent)! };
};

function renderDashboard(path = "/dashboard") {
  return renderRoutes(
    [
      {
        element: <DashboardLayout />,
        children: [
          { path: "/dashboard", element: <DashboardPage /> },
          { path: "/dashboard/*", element: <p>other page</p> },
        ],
      },
    ],
    path,
  );
}

describe("OrganizationSwitcher", () => {
  beforeEach(() => localStorage.setItem("token", "jwt-123"));

  it("names the current organization and lists each one with role and store count", async () => {
    const user = userEvent.setup();
    fakeApi({
      "GET /api/auth/me": ok(aMe()),
      "GET /api/organizations": ok(listOf(TEAM_ID)),
      "GET /api/store": ok({ stores: [] }),
    });
    renderDashboard();
    const button = await screen.findByRole("button", {
      name: "Organization: Acme Roasters. Switch organization",
    });
    await user.click(button);
    const menu = screen.getByRole("menu", { name: "Switch organization" });
    const items = within(menu).getAllByRole("menuitemradio");
    expect(items.map((item) => item.textContent)).toEqual([
      "PersonalOnly you · 1 store",
      "Acme RoastersAdmin · 3 stores",
    ]);
    expect(items[1]).toHaveAttribute("aria-checked", "true");
    expect(items[0]).toHaveAttribute("aria-checked", "false");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  });

  it("switches: remembers the choice on the server and shows that organization's stores", async () => {
    const user = userEvent.setup();
    let current: string | null = TEAM_ID;
    const log = fakeApi({
      "GET /api/auth/me": ok(aMe()),
      "GET /api/organizations": () => ok(listOf(current)),
      "PUT /api/organizations/current": (request) => {
        current = (request.body as { teamId: string | null }).teamId;
        return ok({ current: listOf(current).current });
      },
      "GET /api/store": () =>
        ok({
          stores:
            current === null
              ? [aStore({ _id: "p1", storeName: "My side shop", teamId: null })]
              : [aStore({ _id: "t1", storeName: "Team shop", teamId: TEAM_ID, role: "admin" })],
        }),
    });
    const { router } = renderDashboard("/dashboard/team/other");
    await screen.findByText("other page");
    await user.click(await screen.findByRole("button", { name: /^Organization: Acme Roasters/ }));
    await user.click(screen.getByRole("menuitemradio", { name: /Personal/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(log.find((r) => r.method === "PUT")?.body).toEqual({ teamId: null });
    expect(await screen.findByText("My side shop")).toBeInTheDocument();
    expect(screen.queryByText("Team shop")).not.toBeInTheDocument();
    expect(
      await screen.findByRole("button", { name: /^Organization: Personal/ }),
    ).toBeInTheDocument();
  });

  it("opens the create-team dialog from the menu", async () => {
    const user = userEvent.setup();
    fakeApi({
      "GET /api/auth/me": ok(aMe()),
      "GET /api/organizations": ok(listOf(null)),
      "GET /api/store": ok({ stores: [] }),
    });
    renderDashboard();
    await user.click(await screen.findByRole("button", { name: /^Organization: Personal/ }));
    await user.click(screen.getByRole("menuitem", { name: "Create team" }));
    const dialog = screen.getByRole("dialog", { name: "Create team" });
    expect(
      within(dialog).getByRole("checkbox", { name: /Move my 1 personal store into this team/ }),
    ).toBeChecked();
  });

  it("falls back to the organization GET /auth/me names when the list cannot load", async () => {
    fakeApi({
      "GET /api/auth/me": ok(aMe({ organization: { _id: TEAM_ID, name: "Acme", slug: "acme" } })),
      "GET /api/organizations": fail(500, "Something went wrong"),
      "GET /api/store": ok({ stores: [] }),
    });
    renderDashboard();
    const button = await screen.findByRole("button", { name: /^Organization: Acme\./ });
    await waitFor(() => expect(button).toBeDisabled());
  });
});
