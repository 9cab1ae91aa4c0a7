import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deferredReply, fail, fakeApi, ok } from "../../test/fake-api";
import { renderRoutes } from "../../test/render";
import { TEAM_ID, aMyTeam, aTeam } from "../../test/team-fixtures";
import { OrgSettingsPage } from "./OrgSettingsPage";

const base = `/api/teams/${TEAM_ID}`;

function renderSettings(path = `/dashboard/org/${TEAM_ID}/settings`) {
  return renderRoutes(
    [
      { path: "/dashboard/org/:teamId?/settings", element: <OrgSettingsPage /> },
      { path: "*", element: <p data-testid="location" /> },
    ],
    path,
  );
}

afterEach(() => vi.restoreAllMocks());

describe("OrgSettingsPage", () => {
  it("shows the title, subtitle and PRODUCT.md's six tabs with API keys; the rest say 'Section coming soon'", async () => {
    fakeApi({ [`GET ${base}`]: ok({ team: aTeam(), role: "owner" }) });
    renderSettings();
    expect(screen.getByRole("heading", { name: "Organization Settings" })).toBeInTheDocument();
    expect(
      screen.getByText("Manage your organization's details and data privacy"),
    ).toBeInTheDocument();
    const tabs = screen.getAllByRole("tab").map((tab) => tab.textContent);
    expect(tabs).toEqual([
      "General",
      "Security",
      "API keys",
      "OAuth Apps",
      "SSO",
      "Audit Logs",
      "Legal Documents",
    ]);
    expect(
      await screen.findByRole("heading", { name: "Organization Details" }),
    ).toBeInTheDocument();
    for (const tab of tabs.slice(1).filter((name) => name !== "API keys")) {
      await userEvent.click(screen.getByRole("tab", { name: tab! }));
      expect(screen.getByRole("tabpanel")).toHaveTextContent("Section coming soon");
    }
    await userEvent.click(screen.getByRole("tab", { name: "General" }));
    expect(await screen.findByRole("heading", { name: "Data Privacy" })).toBeInTheDocument();
  });

  it("enables Save only when name or slug differ, and shows 'Saving...' while busy", async () => {
    const reply = deferredReply();
    const log = fakeApi({
      [`GET ${base}`]: ok({ team: aTeam(), role: "admin" }),
      [`PUT ${base}`]: reply.route,
    });
    renderSettings();
    const card = (await screen.findByRole("heading", { name: "Organization Details" })).closest(
      "section",
    )!;
    const save = within(card).getByRole("button", { name: "Save" });
    expect(save).toBeDisabled();
    const name = within(card).getByLabelText("Organization name");
    await userEvent.type(name, "!");
    expect(save).toBeEnabled();
    await userEvent.type(name, "{backspace}");
    expect(save).toBeDisabled();
    await userEvent.clear(within(card).getByLabelText("Organization slug"));
    await userEvent.type(within(card).getByLabelText("Organization slug"), "acme");
    await userEvent.click(save);
    expect(within(card).getByRole("button", { name: "Saving..." })).toBeDisabled();
    expect(log.find((r) => r.method === "PUT")?.body).toEqual({
      name: "Acme Roasters",
      slug: "acme",
    });
    reply.release(ok({ team: aTeam({ slug: "acme" }), role: "admin" }));
    expect(await screen.findByText("Saved")).toBeInTheDocument();
    const after = screen.getByRole("heading", { name: "Organization Details" }).closest("section")!;
    expect(within(after).getByLabelText("Organization slug")).toHaveValue("acme");
    expect(within(after).getByRole("button", { name: "Save" })).toBeDisabled();
  });

  it("shows the server's message, or 'Failed to save', when saving fails", async () => {
    fakeApi({
      [`GET ${base}`]: ok({ team: aTeam(), role: "owner" }),
      [`PUT ${base}`]: fail(409, "This slug is already taken", "slug_taken"),
    });
    renderSettings();
    const card = (await screen.findByRole("heading", { name: "Organization Details" })).closest(
      "section",
    )!;
    await userEvent.type(within(card).getByLabelText("Organization slug"), "-x");
    await userEvent.click(within(card).getByRole("button", { name: "Save" }));
    expect(await within(card).findByRole("alert")).toHaveTextContent("This slug is already taken");
  });

  it("copies the slug", async () => {
    fakeApi({ [`GET ${base}`]: ok({ team: aTeam(), role: "owner" }) });
    const user = userEvent.setup();
    renderSettings();
    await user.click(await screen.findByRole("button", { name: "Copy slug" }));
    expect(await navigator.clipboard.readText()).toBe("acme-roasters");
    expect(screen.getByRole("button", { name: "Slug copied" })).toBeInTheDocument();
  });

  it("offers the three privacy options and saves only a changed choice", async () => {
    const log = fakeApi({
      [`GET ${base}`]: ok({ team: aTeam(), role: "owner" }),
      [`PUT ${base}`]: ok({
        team: aTeam({ settings: { assistantOptIn: "schema_only" } }),
        role: "owner",
      }),
    });
    renderSettings();
    const card = (await screen.findByRole("heading", { name: "Data Privacy" })).closest("section")!;
    expect(
      within(card).getByText("No data shared with third-party AI providers."),
    ).toBeInTheDocument();
    expect(within(card).getByText("Schema metadata only, no row data.")).toBeInTheDocument();
    expect(
      within(card).getByText("Schema and logs shared with third-party AI providers."),
    ).toBeInTheDocument();
    expect(within(card).getByRole("radio", { name: /Disabled/ })).toBeChecked();
    const save = within(card).getByRole("button", { name: "Save" });
    expect(save).toBeDisabled();
    await userEvent.click(within(card).getByRole("radio", { name: /Schema Only/ }));
    expect(save).toBeEnabled();
    await userEvent.click(save);
    await waitFor(() =>
      expect(log.find((r) => r.method === "PUT")?.body).toEqual({
        settings: { assistantOptIn: "schema_only" },
      }),
    );
    const after = (await screen.findByRole("heading", { name: "Data Privacy" })).closest(
      "section",
    )!;
    await waitFor(() =>
      expect(within(after).getByRole("radio", { name: /Schema Only/ })).toBeChecked(),
    );
    expect(within(after).getByRole("button", { name: "Save" })).toBeDisabled();
  });

  it("lets members look but not change", async () => {
    fakeApi({ [`GET ${base}`]: ok({ team: aTeam(), role: "member" }) });
    renderSettings();
    expect(await screen.findByLabelText("Organization name")).toBeDisabled();
    expect(screen.getAllByText("Only owners and admins can change these settings.")).toHaveLength(
      2,
    );
  });

  it("shows the load failure in a red box", async () => {
    fakeApi({ [`GET ${base}`]: fail(404, "Team not found", "team_not_found") });
    renderSettings();
    expect(await screen.findByRole("alert")).toHaveTextContent("Team not found");
  });

  it("falls back to 'Failed to load' when the server says nothing useful", async () => {
    fakeApi({ [`GET ${base}`]: { status: 500, body: "oops" } });
    renderSettings();
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load");
  });

  it("goes to the first team's settings when the address names none", async () => {
    fakeApi({
      "GET /api/teams/my": ok({ teams: [aMyTeam()] }),
      [`GET ${base}`]: ok({ team: aTeam(), role: "owner" }),
    });
    const { router } = renderSettings("/dashboard/org/settings");
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/org/${TEAM_ID}/settings`),
    );
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("without a team: 'No team yet', and 'Create team' asks 'Name your team' in a dialog", async () => {
    const log = fakeApi({
      "GET /api/teams/my": ok({ teams: [] }),
      "POST /api/teams": ok({ team: aTeam(), movedStores: 0 }, 201),
      [`GET ${base}`]: ok({ team: aTeam(), role: "owner" }),
    });
    const { router } = renderSettings("/dashboard/org/settings");
    expect(await screen.findByText("No team yet")).toBeInTheDocument();
    expect(screen.getByText("Create team to access organization settings")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Create team" }));
    const dialog = screen.getByRole("dialog", { name: "Create team" });
    await userEvent.type(within(dialog).getByLabelText("Name your team"), "Acme Roasters");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create team" }));
    await waitFor(() =>
      expect(log.find((r) => r.method === "POST")?.body).toEqual({
        name: "Acme Roasters",
        moveStores: false,
      }),
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/org/${TEAM_ID}/settings`),
    );
  });
});
