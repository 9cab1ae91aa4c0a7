import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deferredReply, fail, fakeApi, ok } from "../../test/fake-api";
import { renderRoutes } from "../../test/render";
import { TEAM_ID, aMyTeam, aTeam, teamMembers } from "./team-fixtures";
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

  it("offers 'Create team' without a team: an empty name does nothing, a name opens the team", async () => {
    const log = fakeApi({
      "GET /api/teams/my": ok({ teams: [] }),
      "POST /api/teams": ok({ team: aTeam() }, 201),
      [`GET ${base}/members`]: ok(teamMembers()),
      [`GET ${base}/invites`]: ok({ invites: [] }),
    });
    const prompt = vi
      .spyOn(window, "prompt")
      .mockReturnValueOnce("  ")
      .mockReturnValueOnce("Acme Roasters");
    const { router } = renderTeam("/dashboard/team");
    expect(await screen.findByText("No team yet")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Create team" }));
    expect(prompt).toHaveBeenCalledWith("Name your team");
    expect(log.some((r) => r.method === "POST")).toBe(false);
    await userEvent.click(screen.getByRole("button", { name: "Create team" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/team/${TEAM_ID}`));
    expect(log.find((r) => r.method === "POST")?.body).toEqual({ name: "Acme Roasters" });
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
    const log = fakeApi({
      [`GET ${base}/members`]: ok(teamMembers()),
      [`GET ${base}/invites`]: ok({ invites: [] }),
      [`DELETE ${base}/members/u1`]: ok({ removed: true, left: true }),
      "GET /api/teams/my": ok({ teams: [] }),
    });
    const confirm = vi
      .spyOn(window, "confirm")
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    const { router } = renderTeam();
    await userEvent.click(await screen.findByRole("button", { name: "Leave team" }));
    expect(confirm).toHaveBeenCalledWith("Leave this team?");
    expect(log.some((r) => r.method === "DELETE")).toBe(false);
    await userEvent.click(screen.getByRole("button", { name: "Leave team" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/team"));
    expect(await screen.findByText("No team yet")).toBeInTheDocument();
  });

  it("removes another member and shows the server's refusal", async () => {
    const log = fakeApi({
      [`GET ${base}/members`]: ok(teamMembers()),
      [`GET ${base}/invites`]: ok({ invites: [] }),
      [`DELETE ${base}/members/u2`]: fail(
        403,
        "Only an owner can change or remove an owner",
        "insufficient_role",
      ),
    });
    vi.spyOn(window, "confirm").mockReturnValue(true);
    renderTeam();
    await userEvent.click(await screen.findByRole("button", { name: "Remove Grace Hopper" }));
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
});
