import type { OrganizationDto } from "@shopwright/sdk";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { aStore, fakeApi, ok } from "../../test/fake-api";
import { renderAt, renderRoutes } from "../../test/render";
import { MoveToTeamCard } from "./MoveToTeamCard";
import { StoreOverviewPage } from "./StoreOverviewPage";

const org = (overrides: Partial<OrganizationDto>): OrganizationDto => ({
  teamId: null,
  name: "Personal",
  slug: null,
  role: "owner",
  storeCount: 1,
  isCurrent: true,
  ...overrides,
});
const organizations = [
  org({}),
  org({ teamId: "t1", name: "Roasters", slug: "roasters", role: "admin", isCurrent: false }),
  org({ teamId: "t2", name: "Side team", slug: "side", role: "member", isCurrent: false }),
];

describe("MoveToTeamCard", () => {
  it("moves a personal store to a team the user manages, after confirming", async () => {
    const user = userEvent.setup();
    const store = aStore({ _id: "s1", storeName: "Acme Coffee" });
    const log = fakeApi({
      "GET /api/organizations": ok({ organizations, current: organizations[0] }),
      "PUT /api/store/s1": ok({ store: { ...store, teamId: "t1" } }),
    });
    renderAt(<MoveToTeamCard store={store} />);
    const card = await screen.findByRole("region", { name: "Organization" });
    expect(within(card).getByText("Your personal space")).toBeInTheDocument();
    const select = await within(card).findByRole("combobox", { name: "Move to team" });
    // Only teams where the user is an owner or admin are offered.
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Roasters"]);
    await user.click(within(card).getByRole("button", { name: "Move" }));
    const dialog = screen.getByRole("dialog", { name: "Move Acme Coffee to Roasters?" });
    await user.click(within(dialog).getByRole("button", { name: "Move store" }));
    await waitFor(() =>
      expect(log.find((r) => r.method === "PUT")?.body).toEqual({ teamId: "t1" }),
    );
  });

  it("tells a member of the store why they cannot move it", async () => {
    fakeApi({ "GET /api/organizations": ok({ organizations, current: organizations[0] }) });
    renderAt(<MoveToTeamCard store={aStore({ teamId: "t2", role: "member" })} />);
    const card = await screen.findByRole("region", { name: "Organization" });
    expect(
      within(card).getByText("Only owners and admins of this team can do this."),
    ).toBeInTheDocument();
    expect(within(card).queryByRole("button", { name: "Move" })).not.toBeInTheDocument();
  });

  it("sits on the store overview, where a member sees why webhooks are not theirs", async () => {
    const store = aStore({ _id: "s1", teamId: "t2", role: "member" });
    fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/organizations": ok({ organizations, current: organizations[0] }),
    });
    renderRoutes(
      [{ path: "/dashboard/store/:storeId", element: <StoreOverviewPage /> }],
      "/dashboard/store/s1",
    );
    expect(await screen.findByRole("region", { name: "Organization" })).toBeInTheDocument();
    const webhooks = screen.getByRole("region", { name: "Webhooks" });
    expect(webhooks).toHaveTextContent("Only owners and admins of this team can do this");
    expect(within(webhooks).queryByRole("button")).not.toBeInTheDocument();
  });
});
