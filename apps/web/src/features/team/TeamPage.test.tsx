import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deferredReply, fail, fakeApi, ok } from "../../test/fake-api";
import { renderRoutes } from "../../test/render";
import { TEAM_ID, aMember, aMyTeam, aTeam, teamMembers } from "../../test/team-fixtures";
import { TeamPage } from "./TeamPage";

const base = `/api/teams/${TEAM_ID}`;

function renderTeam(path = `/dashboard/team/${TEAM_ID}`) {
  return renderRoutes(
    [
      { path: "/dashboard/team/:teamId?", element: <TeamPage /> },
      { path: "*", element: <p data-testid="location" /> },
    ],
    path,
  );
}

afterEach(() => vi.restoreAllMocks());

const personal = {
  teamId: null,
  name: "Personal",
  slug: null,
  role: "owner",
  storeCount: 2,
  isCurrent: true,
} as const;

/** The switcher's list: a personal space with two stores and no team yet. */
const organizations = () => ({ organizations: [personal], current: personal });

/** The same team seen by Ada as an admin, with Bob as its owner. */
const asAdmin = () => ({
  team: aTeam(),
  members: [
    aMember({ userId: "u1", isYou: true, role: "admin" }),
    aMember({ userId: "u4", name: "Bob Owner", email: "bob@example.com", role: "owner" }),
    aMember({ userId: "u3", name: "Linus Torvalds", email: "linus@example.com", role: "member" }),
  ],
});

/** The same team seen by Linus, a member. */
const asMember = () => ({
  team: aTeam(),
  members: teamMembers().members.map((member) => ({ ...member, isYou: member.userId === "u3" })),
});

describe("TeamPage", () => {
  it("sends /dashboard/team to the first team and lists its members", async () => {
    fakeApi({
      "GET /api/teams/my": ok({ teams: [aMyTeam()] }),
      [`GET ${base}/members`]: ok(teamMembers()),
      [`GET ${base}/invites`]: ok({ invites: [] }),
    });
    const { router } = renderTeam("/dashboard/team");
    expect(await screen.findByRole("heading", { name: "Acme Roasters" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/dashboard/team/${TEAM_ID}`);
    const table = screen.getByRole("table");
    for (const column of ["User", "Enabled MFA", "Role"]) {
      expect(within(table).getByRole("columnheader", { name: column })).toBeInTheDocument();
    }
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole("button", { name: "Leave team" })).toBeInTheDocument();
    expect(within(rows[0]!).getByText("You")).toBeInTheDocument();
    expect(
      within(rows[1]!).getByRole("button", { name: "Remove Grace Hopper" }),
    ).toBeInTheDocument();
    expect(within(rows[1]!).getAllByText("Enabled")[0]).toBeInTheDocument();
    expect(within(rows[2]!).getAllByText("Member")[0]).toBeInTheDocument();
  });

  it("filters members by name, email or role", async () => {
    fakeApi({
      [`GET ${base}/members`]: ok(teamMembers()),
      [`GET ${base}/invites`]: ok({ invites: [] }),
    });
    renderTeam();
    await screen.findByText("Grace Hopper");
    const filter = screen.getByRole("searchbox", { name: "Filter members" });
    await userEvent.type(filter, "LINUS");
    expect(screen.queryByText("Grace Hopper")).not.toBeInTheDocument();
    expect(screen.getByText("Linus Torvalds")).toBeInTheDocument();
    await userEvent.clear(filter);
    await userEvent.type(filter, "nobody");
    expect(screen.getByText("No members match “nobody”.")).toBeInTheDocument();
  });

  it("offers 'Create team' without a team: a dialog names it, offers to move personal stores, and opens it", async () => {
    const user = userEvent.setup();
    const log = fakeApi({
      "GET /api/teams/my": ok({ teams: [] }),
      "GET /api/organizations": ok(organizations()),
      "POST /api/teams": ok({ team: aTeam(), movedStores: 2 }, 201),
      [`GET ${base}/members`]: ok(teamMembers()),
      [`GET ${base}/invites`]: ok({ invites: [] }),
    });
    const { router } = renderTeam("/dashboard/team");
    expect(await screen.findByText("No team yet")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Create team" }));
    const dialog = screen.getByRole("dialog", { name: "Create team" });
    const move = await within(dialog).findByRole("checkbox", {
      name: /Move my 2 personal stores into this team/,
    });
    expect(move).toBeChecked();
    await user.click(within(dialog).getByRole("button", { name: "Create team" }));
    expect(within(dialog).getByText("Team name is required")).toBeInTheDocument();
    expect(log.some((r) => r.method === "POST")).toBe(false);
    await user.type(within(dialog).getByLabelText("Name your team"), "Acme Roasters");
    await user.click(within(dialog).getByRole("button", { name: "Create team" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/team/${TEAM_ID}`));
    expect(log.find((r) => r.method === "POST")?.body).toEqual({
      name: "Acme Roasters",
      moveStores: true,
    });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("creates a team without moving stores when the box is unticked", async () => {
    const user = userEvent.setup();
    const log = fakeApi({
      "GET /api/teams/my": ok({ teams: [] }),
      "GET /api/organizations": ok(organizations()),
      "POST /api/teams": ok({ team: aTeam(), movedStores: 0 }, 201),
      [`GET ${base}/members`]: ok(teamMembers()),
      [`GET ${base}/invites`]: ok({ invites: [] }),
    });
    renderTeam("/dashboard/team");
    await user.click(await screen.findByRole("button", { name: "Create team" }));
    const dialog = screen.getByRole("dialog", { name: "Create team" });
    await user.click(await within(dialog).findByRole("checkbox"));
    await user.type(within(dialog).getByLabelText("Name your team"), "Acme Roasters");
    await user.click(within(dialog).getByRole("button", { name: "Create team" }));
    await waitFor(() =>
      expect(log.find((r) => r.method === "POST")?.body).toEqual({
        name: "Acme Roasters",
        moveStores: false,
      }),
    );
  });

  it("invites by email with member as the default role, and says 'Invite sent' with the link", async () => {
    const log = fakeApi({
      [`GET ${base}/members`]: ok(teamMembers()),
      [`GET ${base}/invites`]: ok({ invites: [] }),
      [`POST ${base}/invites`]: ok(
        {
          invite: {
            _id: "i1",
            email: "new@example.com",
            role: "member",
            expiresAt: "2099-01-01T00:00:00.000Z",
            createdAt: "2025-01-01T00:00:00.000Z",
          },
          delivery: "outbox",
          acceptUrl: "http://localhost:3000/invite/accept?token=abc",
        },
        201,
      ),
    });
    renderTeam();
    await userEvent.click(await screen.findByRole("button", { name: "Invite member" }));
    const dialog = screen.getByRole("dialog", { name: "Invite member" });
    expect(within(dialog).getByRole("combobox", { name: "Role" })).toHaveValue("member");
    expect(
      within(dialog)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Member", "Admin"]);
    await userEvent.click(within(dialog).getByRole("button", { name: "Send invite" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Please enter an email");
    expect(log.some((r) => r.method === "POST")).toBe(false);

    await userEvent.type(within(dialog).getByLabelText("Email"), "new@example.com");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send invite" }));
    expect(await screen.findByText("Invite sent")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByTestId("invite-link")).toHaveTextContent("/invite/accept?token=abc");
    expect(log.find((r) => r.method === "POST")?.body).toEqual({
      email: "new@example.com",
      role: "member",
    });
  });

  it("shows 'Failed to send invite' with the server's message", async () => {
    fakeApi({
      [`GET ${base}/members`]: ok(teamMembers()),
      [`GET ${base}/invites`]: ok({ invites: [] }),
      [`POST ${base}/invites`]: fail(
        409,
        "This person is already a member of the team",
        "already_member",
      ),
    });
    renderTeam();
    await userEvent.click(await screen.findByRole("button", { name: "Invite member" }));
    const dialog = screen.getByRole("dialog");
    await userEvent.type(within(dialog).getByLabelText("Email"), "grace@example.com");
    await userEvent.selectOptions(within(dialog).getByRole("combobox", { name: "Role" }), "admin");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send invite" }));
    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent("Failed to send invite");
    expect(alert).toHaveTextContent("This person is already a member of the team");
  });

  it("leaves the team after 'Leave this team?' and goes back to /dashboard/team", async () => {
    const user = userEvent.setup();
    const log = fakeApi({
      [`GET ${base}/members`]: ok(asAdmin()),
      [`GET ${base}/invites`]: ok({ invites: [] }),
      [`DELETE ${base}/members/u1`]: ok({ removed: true, left: true }),
      "GET /api/teams/my": ok({ teams: [] }),
    });
    const { router } = renderTeam();
    await user.click(await screen.findByRole("button", { name: "Leave team" }));
    const first = screen.getByRole("dialog", { name: "Leave this team?" });
    await user.click(within(first).getByRole("button", { name: "Cancel" }));
    expect(log.some((r) => r.method === "DELETE")).toBe(false);
    await user.click(screen.getByRole("button", { name: "Leave team" }));
    const second = screen.getByRole("dialog", { name: "Leave this team?" });
    await user.click(within(second).getByRole("button", { name: "Leave team" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/team"));
    expect(await screen.findByText("No team yet")).toBeInTheDocument();
  });

  it("keeps 'Leave team' disabled for the only owner, saying to make another member the owner", async () => {
    fakeApi({
      [`GET ${base}/members`]: ok(teamMembers()),
      [`GET ${base}/invites`]: ok({ invites: [] }),
    });
    renderTeam();
    const leave = await screen.findByRole("button", { name: "Leave team" });
    expect(leave).toBeDisabled();
    expect(leave).toHaveAttribute("title", "Make another member the owner first");
    expect(screen.getByText(/You are this team’s only owner/)).toBeInTheDocument();
  });

  it("removes another member after confirming, and shows the server's refusal", async () => {
    const user = userEvent.setup();
    const log = fakeApi({
      [`GET ${base}/members`]: ok(teamMembers()),
      [`GET ${base}/invites`]: ok({ invites: [] }),
      [`DELETE ${base}/members/u2`]: fail(
        403,
        "Only an owner can change or remove an owner",
        "insufficient_role",
      ),
    });
    renderTeam();
    await user.click(await screen.findByRole("button", { name: "Remove Grace Hopper" }));
    const dialog = screen.getByRole("dialog", { name: "Remove Grace Hopper from the team?" });
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Only an owner can change or remove an owner",
    );
    expect(log.filter((r) => r.method === "DELETE").map((r) => r.path)).toEqual([
      `${base}/members/u2`,
    ]);
  });

  it("shows 'Failed to load' with the message when the members cannot load", async () => {
    fakeApi({ [`GET ${base}/members`]: fail(404, "Team not found", "team_not_found") });
    renderTeam();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to load");
    expect(alert).toHaveTextContent("Team not found");
  });

  it("shows a loading state while members load", async () => {
    const pending = deferredReply();
    fakeApi({
      [`GET ${base}/members`]: pending.route,
      [`GET ${base}/invites`]: ok({ invites: [] }),
    });
    renderTeam();
    expect(await screen.findByText("Loading members")).toBeInTheDocument();
    pending.release(ok(teamMembers()));
    expect(await screen.findByText("Grace Hopper")).toBeInTheDocument();
  });

  it("lists pending invites for owners and admins, with Revoke", async () => {
    const log = fakeApi({
      [`GET ${base}/members`]: ok(teamMembers()),
      [`GET ${base}/invites`]: ok({
        invites: [
          {
            _id: "i9",
            email: "soon@example.com",
            role: "admin",
            expiresAt: "2099-01-01T00:00:00.000Z",
            createdAt: "2025-01-01T00:00:00.000Z",
          },
        ],
      }),
      [`DELETE ${base}/invites/i9`]: ok({ revoked: true }),
    });
    renderTeam();
    expect(await screen.findByText("soon@example.com")).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole("button", { name: "Revoke invite for soon@example.com" }),
    );
    await waitFor(() => expect(log.some((r) => r.method === "DELETE")).toBe(true));
  });

  describe("roles", () => {
    it("lets the owner change roles member ↔ admin with the members route", async () => {
      const user = userEvent.setup();
      let members = teamMembers();
      const log = fakeApi({
        [`GET ${base}/members`]: () => ok(members),
        [`GET ${base}/invites`]: ok({ invites: [] }),
        [`PUT ${base}/members/u3`]: (request) => {
          const role = (request.body as { role: "admin" }).role;
          members = {
            ...members,
            members: members.members.map((m) => (m.userId === "u3" ? { ...m, role } : m)),
          };
          return ok({ member: members.members[2] });
        },
      });
      renderTeam();
      const table = await screen.findByRole("table");
      await screen.findByText("Linus Torvalds");
      // One role control per layout (phone and desktop); both change the same thing.
      const [select] = within(table).getAllByRole("combobox", { name: "Role of Linus Torvalds" });
      expect(select).toHaveValue("member");
      await user.selectOptions(select!, "admin");
      await waitFor(() =>
        expect(log.find((r) => r.method === "PUT")?.body).toEqual({ role: "admin" }),
      );
      await waitFor(() =>
        expect(
          within(table).getAllByRole("combobox", { name: "Role of Linus Torvalds" })[0],
        ).toHaveValue("admin"),
      );
      // The owner's own row offers no role choice.
      expect(
        within(table).queryByRole("combobox", { name: "Role of Ada Lovelace" }),
      ).not.toBeInTheDocument();
    });

    it("transfers ownership after confirming", async () => {
      const user = userEvent.setup();
      const log = fakeApi({
        [`GET ${base}/members`]: ok(teamMembers()),
        [`GET ${base}/invites`]: ok({ invites: [] }),
        [`POST ${base}/transfer-ownership`]: ok({
          owner: aMember({ userId: "u2", name: "Grace Hopper", role: "owner" }),
          role: "admin",
        }),
      });
      renderTeam();
      await user.click(await screen.findByRole("button", { name: "Make Grace Hopper the owner" }));
      const dialog = screen.getByRole("dialog", { name: "Make Grace Hopper the owner?" });
      expect(dialog).toHaveTextContent(/stay in the team as an admin/);
      await user.click(within(dialog).getByRole("button", { name: "Transfer ownership" }));
      await waitFor(() =>
        expect(log.find((r) => r.method === "POST")?.body).toEqual({ memberId: "u2" }),
      );
    });

    it("gives an admin role choices below owner, and no way to touch the owner", async () => {
      fakeApi({
        [`GET ${base}/members`]: ok(asAdmin()),
        [`GET ${base}/invites`]: ok({ invites: [] }),
      });
      renderTeam();
      const table = await screen.findByRole("table");
      await screen.findByText("Bob Owner");
      expect(
        within(table).getAllByRole("combobox", { name: "Role of Linus Torvalds" }).length,
      ).toBeGreaterThan(0);
      expect(
        within(table).queryByRole("combobox", { name: "Role of Bob Owner" }),
      ).not.toBeInTheDocument();
      expect(screen.queryByRole("button", { name: "Remove Bob Owner" })).not.toBeInTheDocument();
      expect(screen.queryByRole("button", { name: /the owner$/ })).not.toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Remove Linus Torvalds" })).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Leave team" })).toBeEnabled();
    });

    it("shows a member badges only, and disables 'Invite member' with the reason", async () => {
      const log = fakeApi({ [`GET ${base}/members`]: ok(asMember()) });
      renderTeam();
      const table = await screen.findByRole("table");
      await screen.findByText("Grace Hopper");
      expect(within(table).queryByRole("combobox")).not.toBeInTheDocument();
      expect(screen.queryByRole("button", { name: /^Remove/ })).not.toBeInTheDocument();
      const invite = screen.getByRole("button", { name: "Invite member" });
      expect(invite).toBeDisabled();
      expect(invite).toHaveAttribute("title", "Only owners and admins of this team can do this");
      expect(
        screen.getByText(/Only owners and admins of this team can do this: invite people/),
      ).toBeInTheDocument();
      expect(log.some((r) => r.path.endsWith("/invites"))).toBe(false);
    });
  });

  describe("deleting the team", () => {
    /** The switcher's list with this team holding `storeCount` stores. */
    const withTeam = (storeCount: number) => {
      const team = {
        teamId: TEAM_ID,
        name: "Acme Roasters",
        slug: "acme-roasters",
        role: "owner",
        storeCount,
        isCurrent: true,
      } as const;
      return { organizations: [{ ...personal, isCurrent: false }, team], current: team };
    };

    it("lets the owner delete an empty team after confirming, then goes to the dashboard", async () => {
      const user = userEvent.setup();
      const log = fakeApi({
        [`GET ${base}/members`]: ok(teamMembers()),
        [`GET ${base}/invites`]: ok({ invites: [] }),
        "GET /api/organizations": ok(withTeam(0)),
        [`DELETE ${base}`]: ok({ deleted: true }),
      });
      const { router } = renderTeam();
      const zone = await screen.findByRole("region", { name: "Danger zone" });
      const button = within(zone).getByRole("button", { name: "Delete team" });
      await waitFor(() => expect(button).toBeEnabled());
      await user.click(button);
      const dialog = screen.getByRole("dialog", { name: "Delete Acme Roasters?" });
      await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
      expect(log.some((r) => r.method === "DELETE")).toBe(false);

      await user.click(button);
      await user.click(
        within(screen.getByRole("dialog", { name: "Delete Acme Roasters?" })).getByRole("button", {
          name: "Delete team",
        }),
      );
      await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
      expect(log.filter((r) => r.method === "DELETE").map((r) => r.path)).toEqual([base]);
      expect(await screen.findByText("Acme Roasters was deleted")).toBeInTheDocument();
    });

    it("disables 'Delete team' while the team holds stores, saying so", async () => {
      fakeApi({
        [`GET ${base}/members`]: ok(teamMembers()),
        [`GET ${base}/invites`]: ok({ invites: [] }),
        "GET /api/organizations": ok(withTeam(3)),
      });
      renderTeam();
      const zone = await screen.findByRole("region", { name: "Danger zone" });
      expect(
        await within(zone).findByText("Move or delete this team's 3 stores first."),
      ).toBeInTheDocument();
      const button = within(zone).getByRole("button", { name: "Delete team" });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription("Move or delete this team's 3 stores first.");
    });

    it("shows the server's refusal in a dialog and stays on the team", async () => {
      const user = userEvent.setup();
      fakeApi({
        [`GET ${base}/members`]: ok(teamMembers()),
        [`GET ${base}/invites`]: ok({ invites: [] }),
        "GET /api/organizations": ok(withTeam(0)),
        [`DELETE ${base}`]: fail(
          409,
          "Move or delete this team's 1 store first",
          "team_has_stores",
        ),
      });
      const { router } = renderTeam();
      const zone = await screen.findByRole("region", { name: "Danger zone" });
      const button = within(zone).getByRole("button", { name: "Delete team" });
      await waitFor(() => expect(button).toBeEnabled());
      await user.click(button);
      await user.click(
        within(screen.getByRole("dialog", { name: "Delete Acme Roasters?" })).getByRole("button", {
          name: "Delete team",
        }),
      );
      const alert = await screen.findByRole("dialog", { name: "The team was not deleted" });
      expect(alert).toHaveTextContent("Move or delete this team's 1 store first");
      expect(router.state.location.pathname).toBe(`/dashboard/team/${TEAM_ID}`);
    });

    it.each([
      ["an admin", asAdmin],
      ["a member", asMember],
    ])("shows %s nothing of it", async (_, members) => {
      fakeApi({
        [`GET ${base}/members`]: ok(members()),
        [`GET ${base}/invites`]: ok({ invites: [] }),
        "GET /api/organizations": ok(withTeam(0)),
      });
      renderTeam();
      await screen.findByText("Linus Torvalds");
      expect(screen.queryByRole("region", { name: "Danger zone" })).not.toBeInTheDocument();
      expect(screen.queryByRole("button", { name: "Delete team" })).not.toBeInTheDocument();
    });
  });
});
