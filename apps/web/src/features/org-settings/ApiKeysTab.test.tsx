import type { ApiKeyDto } from "@shopwright/sdk";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fail, fakeApi, ok } from "../../test/fake-api";
import { renderAt } from "../../test/render";
import { TEAM_ID, aTeam } from "../../test/team-fixtures";
import { ApiKeysTab } from "./ApiKeysTab";

const base = `/api/teams/${TEAM_ID}`;
const KEY = `sw_live_${"Ab12".repeat(10)}`;

const aKey = (overrides: Partial<ApiKeyDto> = {}): ApiKeyDto => ({
  _id: "8b0e2a5c-1f7e-4a53-9f0a-6f1d2c3b4a59",
  name: "CI import",
  prefix: "sw_live_Ab12Ab12",
  teamId: TEAM_ID,
  createdBy: { _id: "u1", name: "Olive Owner" },
  createdAt: "2026-11-20T10:00:00.000Z",
  lastUsedAt: null,
  ...overrides,
});

const renderTab = () => renderAt(<ApiKeysTab teamId={TEAM_ID} />);

afterEach(() => vi.restoreAllMocks());

describe("ApiKeysTab", () => {
  it("lists keys by name and prefix with their last use, never the key itself", async () => {
    fakeApi({
      [`GET ${base}`]: ok({ team: aTeam(), role: "owner" }),
      [`GET ${base}/api-keys`]: ok({
        apiKeys: [
          aKey(),
          aKey({ _id: "k2", name: "Zapier", lastUsedAt: "2026-11-21T09:30:00.000Z" }),
        ],
      }),
    });
    renderTab();
    const list = await screen.findByRole("list", { name: "API keys" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent("CI import");
    expect(rows[0]).toHaveTextContent("sw_live_Ab12Ab12…");
    expect(rows[0]).toHaveTextContent("Never used");
    expect(rows[1]).toHaveTextContent(/Last used/);
    expect(screen.getByRole("link", { name: "API reference" })).toHaveAttribute(
      "href",
      "/docs/api",
    );
  });

  it("creates a key and shows it once with a copy button, until Done", async () => {
    const log = fakeApi({
      [`GET ${base}`]: ok({ team: aTeam(), role: "admin" }),
      [`GET ${base}/api-keys`]: ok({ apiKeys: [] }),
      [`POST ${base}/api-keys`]: ok({ apiKey: aKey(), key: KEY }, 201),
    });
    renderTab();
    expect(await screen.findByText("No API keys yet")).toBeInTheDocument();
    await userEvent.type(screen.getByRole("textbox", { name: "Key name" }), "  CI import ");
    await userEvent.click(screen.getByRole("button", { name: "Create key" }));

    expect(await screen.findByTestId("new-api-key")).toHaveTextContent(KEY);
    expect(screen.getByRole("button", { name: "Copy API key CI import" })).toBeInTheDocument();
    expect(log.find((r) => r.method === "POST")?.body).toEqual({ name: "CI import" });
    expect(screen.getByRole("textbox", { name: "Key name" })).toHaveValue("");

    await userEvent.click(screen.getByRole("button", { name: "Done" }));
    expect(screen.queryByText(KEY)).not.toBeInTheDocument();
  });

  it("refuses a blank name with the contract's text, sending nothing", async () => {
    const log = fakeApi({
      [`GET ${base}`]: ok({ team: aTeam(), role: "owner" }),
      [`GET ${base}/api-keys`]: ok({ apiKeys: [] }),
    });
    renderTab();
    await userEvent.click(await screen.findByRole("button", { name: "Create key" }));
    expect(await screen.findByText(/Give the key a name/)).toBeInTheDocument();
    expect(log.filter((r) => r.method === "POST")).toHaveLength(0);
  });

  it("revokes a key after confirmation", async () => {
    let keys = [aKey()];
    const log = fakeApi({
      [`GET ${base}`]: ok({ team: aTeam(), role: "owner" }),
      [`GET ${base}/api-keys`]: () => ok({ apiKeys: keys }),
      [`DELETE ${base}/api-keys/${aKey()._id}`]: () => {
        keys = [];
        return ok({ revoked: true });
      },
    });
    renderTab();
    await userEvent.click(await screen.findByRole("button", { name: "Revoke CI import" }));
    const dialog = screen.getByRole("dialog", { name: "Revoke CI import?" });
    expect(dialog).toHaveTextContent(/stop working/);
    await userEvent.click(within(dialog).getByRole("button", { name: "Revoke" }));
    expect(await screen.findByText("No API keys yet")).toBeInTheDocument();
    expect(log.filter((r) => r.method === "DELETE")).toHaveLength(1);
  });

  it("shows the server's message when creating fails", async () => {
    fakeApi({
      [`GET ${base}`]: ok({ team: aTeam(), role: "owner" }),
      [`GET ${base}/api-keys`]: ok({ apiKeys: [] }),
      [`POST ${base}/api-keys`]: fail(403, "Only owners and admins can manage API keys"),
    });
    renderTab();
    await userEvent.type(await screen.findByRole("textbox", { name: "Key name" }), "Mine");
    await userEvent.click(screen.getByRole("button", { name: "Create key" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Only owners and admins");
  });

  it("tells members that only owners and admins manage keys, and asks for no list", async () => {
    const log = fakeApi({ [`GET ${base}`]: ok({ team: aTeam(), role: "member" }) });
    renderTab();
    expect(
      await screen.findByText("Only owners and admins can manage API keys."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Create key" })).not.toBeInTheDocument();
    await waitFor(() => expect(log.some((r) => r.path.endsWith("/api-keys"))).toBe(false));
  });
});
