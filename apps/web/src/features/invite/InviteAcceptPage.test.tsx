import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fail, fakeApi, ok } from "../../test/fake-api";
import { renderRoutes } from "../../test/render";
import { TEAM_ID, aTeam } from "../../test/team-fixtures";
import { InviteAcceptPage } from "./InviteAcceptPage";

const lookup = ok({
  teamName: "Acme Roasters",
  email: "ivy@example.com",
  role: "member",
  expiresAt: "2099-01-01T00:00:00.000Z",
});

function renderInvite(path = "/invite/accept?token=tok-1") {
  return renderRoutes(
    [
      { path: "/invite/accept", element: <InviteAcceptPage /> },
      { path: "*", element: <p data-testid="location" /> },
    ],
    path,
  );
}

const authResult = (email: string) => ({
  token: "jwt-new",
  user: { _id: "u9", name: "Ivy", email, createdAt: "2025-01-01T00:00:00.000Z" },
});

describe("InviteAcceptPage", () => {
  it("signs a new person up with the invited address, accepts and opens the team", async () => {
    const log = fakeApi({
      "GET /api/teams/invites/lookup": lookup,
      "POST /api/auth/register": ok(authResult("ivy@example.com"), 201),
      "POST /api/teams/invites/accept": ok({ team: aTeam(), role: "member" }),
    });
    const { router } = renderInvite();
    expect(await screen.findByRole("heading", { name: "Join Acme Roasters" })).toBeInTheDocument();
    expect(log[0]!.query.get("token")).toBe("tok-1");
    expect(screen.getByLabelText("Email address")).toHaveValue("ivy@example.com");
    await userEvent.type(screen.getByLabelText("Full name"), "Ivy");
    await userEvent.type(screen.getByLabelText("Password"), "secret123");
    await userEvent.type(screen.getByLabelText("Confirm password"), "secret123");
    await userEvent.click(screen.getByRole("button", { name: "Create account and join" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/team/${TEAM_ID}`));
    expect(localStorage.getItem("token")).toBe("jwt-new");
    expect(log.find((r) => r.path === "/api/auth/register")?.body).toMatchObject({
      email: "ivy@example.com",
    });
    const accept = log.find((r) => r.path === "/api/teams/invites/accept");
    expect(accept?.body).toEqual({ token: "tok-1" });
    expect(accept?.headers.get("authorization")).toBe("Bearer jwt-new");
  });

  it("signs an existing person in instead, keeping the token", async () => {
    fakeApi({
      "GET /api/teams/invites/lookup": lookup,
      "POST /api/auth/login": ok(authResult("ivy@example.com")),
      "POST /api/teams/invites/accept": ok({ team: aTeam(), role: "member" }),
    });
    const { router } = renderInvite();
    await userEvent.click(await screen.findByRole("button", { name: "Sign in" }));
    expect(screen.getByLabelText("Email")).toHaveValue("ivy@example.com");
    await userEvent.type(screen.getByLabelText("Password"), "secret123");
    await userEvent.click(screen.getByRole("button", { name: "Sign in and join" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/team/${TEAM_ID}`));
  });

  it("lets a signed-in person accept, and explains an address mismatch", async () => {
    localStorage.setItem("token", "jwt-other");
    fakeApi({
      "GET /api/teams/invites/lookup": lookup,
      "POST /api/teams/invites/accept": fail(
        403,
        "This invite was sent to a different email address. Sign in with that address to accept it.",
        "invite_email_mismatch",
      ),
    });
    renderInvite();
    await userEvent.click(await screen.findByRole("button", { name: "Accept invite" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("sent to a different email address");
    await userEvent.click(screen.getByRole("button", { name: "Use another account" }));
    expect(localStorage.getItem("token")).toBeNull();
    expect(screen.getByRole("button", { name: "Sign in and join" })).toBeInTheDocument();
  });

  it("says why an invite cannot be used", async () => {
    fakeApi({
      "GET /api/teams/invites/lookup": fail(
        410,
        "This invite has expired. Ask for a new invite.",
        "invite_expired",
      ),
    });
    renderInvite();
    expect(
      await screen.findByRole("heading", { name: "This invite can’t be used" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(
      "This invite has expired. Ask for a new invite.",
    );
  });

  it("says when the link has no token", async () => {
    fakeApi({});
    renderInvite("/invite/accept");
    expect(await screen.findByRole("alert")).toHaveTextContent("missing its token");
  });
});
