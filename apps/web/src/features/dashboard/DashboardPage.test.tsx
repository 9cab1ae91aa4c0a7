import { aStore, deferredReply, fail, fakeApi, ok } from "../../test/fake-api";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderRoutes } from "../../test/render";
import { DashboardPage } from "./DashboardPage";

const coffee = aStore({ _id: "s1", storeName: "Acme Coffee", domain: "acme-coffee.com" });
const tea = aStore({
  _id: "s2",
  storeName: "Tea Garden",
  domain: "leaves.shop",
  approved: true,
  description: null,
});

function renderDashboard() {
  return renderRoutes(
    [
      { path: "/dashboard", element: <DashboardPage /> },
      { path: "*", element: <p>elsewhere</p> },
    ],
    "/dashboard",
  );
}

const cards = () => within(screen.getByRole("list", { name: "Stores" })).getAllByRole("listitem");
function cardOf(name: string): HTMLElement {
  const card = cards().find((each) => within(each).queryByText(name));
  if (!card) throw new Error(`No card for ${name}`);
  return card;
}

async function findCard(name: string): Promise<HTMLElement> {
  await screen.findByText(name);
  return cardOf(name);
}

afterEach(() => vi.restoreAllMocks());

/** The dashboard's API: the given routes, and no deleted stores unless they say otherwise. */
const dashboardApi = (routes: Parameters<typeof fakeApi>[0]) =>
  fakeApi({ "GET /api/store/deleted": ok({ stores: [] }), ...routes });

describe("DashboardPage", () => {
  it("shows 'Loading your dashboard...' until the stores arrive", async () => {
    dashboardApi({ "GET /api/store": ok({ stores: [coffee] }) });
    renderDashboard();
    expect(screen.getByText("Loading your dashboard...")).toBeInTheDocument();
    expect(await screen.findByText("Acme Coffee")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Stores" })).toBeInTheDocument();
    expect(screen.getByText("Manage and monitor your stores")).toBeInTheDocument();
  });

  it("shows each store's initial, domain, product count and status", async () => {
    dashboardApi({ "GET /api/store": ok({ stores: [coffee, tea] }) });
    renderDashboard();
    await screen.findByText("Acme Coffee");
    const paused = cardOf("Acme Coffee");
    expect(within(paused).getByText("A")).toBeInTheDocument();
    expect(within(paused).getByText("acme-coffee.com")).toBeInTheDocument();
    expect(within(paused).getByText("0 Products")).toBeInTheDocument();
    expect(within(paused).getByText("Project is paused")).toBeInTheDocument();
    expect(within(cardOf("Tea Garden")).getByText("Project is active")).toBeInTheDocument();
  });

  it("filters by name or domain, ignoring case", async () => {
    const user = userEvent.setup();
    dashboardApi({ "GET /api/store": ok({ stores: [coffee, tea] }) });
    renderDashboard();
    await screen.findByText("Acme Coffee");
    const search = screen.getByPlaceholderText("Search for a project");

    await user.type(search, "TEA");
    expect(cards()).toHaveLength(1);
    expect(screen.getByText("Tea Garden")).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, "Coffee.COM");
    expect(cards()).toHaveLength(1);
    expect(screen.getByText("Acme Coffee")).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, "LEAVES");
    expect(screen.getByText("Tea Garden")).toBeInTheDocument();
  });

  it("shows the empty state when the search matches nothing", async () => {
    const user = userEvent.setup();
    dashboardApi({ "GET /api/store": ok({ stores: [coffee] }) });
    renderDashboard();
    await screen.findByText("Acme Coffee");
    await user.type(screen.getByPlaceholderText("Search for a project"), "zzz");
    expect(screen.getByText("No projects found")).toBeInTheDocument();
    expect(screen.getByText("Create your first store to get started")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear search" }));
    expect(screen.getByText("Acme Coffee")).toBeInTheDocument();
  });

  it("shows the empty state without stores", async () => {
    dashboardApi({ "GET /api/store": ok({ stores: [] }) });
    renderDashboard();
    expect(await screen.findByText("No projects found")).toBeInTheDocument();
    expect(screen.getByText("Create your first store to get started")).toBeInTheDocument();
  });

  it("says 'Failed to load stores' when the list cannot load", async () => {
    dashboardApi({ "GET /api/store": fail(500) });
    renderDashboard();
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load stores");
  });

  it("switches between grid and list views", async () => {
    const user = userEvent.setup();
    dashboardApi({ "GET /api/store": ok({ stores: [coffee, tea] }) });
    renderDashboard();
    await screen.findByText("Acme Coffee");
    expect(screen.getByRole("list", { name: "Stores" })).toHaveAttribute("data-view", "grid");

    await user.click(screen.getByRole("button", { name: "List view" }));
    expect(screen.getByRole("list", { name: "Stores" })).toHaveAttribute("data-view", "list");
    expect(screen.getByRole("button", { name: "List view" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(cards()).toHaveLength(2);

    await user.click(screen.getByRole("button", { name: "Grid view" }));
    expect(screen.getByRole("list", { name: "Stores" })).toHaveAttribute("data-view", "grid");
  });

  it("focuses the search box on '/'", async () => {
    const user = userEvent.setup();
    dashboardApi({ "GET /api/store": ok({ stores: [coffee] }) });
    renderDashboard();
    await screen.findByText("Acme Coffee");
    await user.keyboard("/");
    expect(screen.getByPlaceholderText("Search for a project")).toHaveFocus();
    expect(screen.getByPlaceholderText("Search for a project")).toHaveValue("");
  });

  it("opens the store when its card is clicked", async () => {
    const user = userEvent.setup();
    dashboardApi({ "GET /api/store": ok({ stores: [coffee] }) });
    const { router } = renderDashboard();
    await user.click(await screen.findByText("0 Products"));
    expect(router.state.location.pathname).toBe("/dashboard/store/s1");
  });

  it("routes the card buttons without opening the card", async () => {
    const user = userEvent.setup();
    dashboardApi({ "GET /api/store": ok({ stores: [coffee] }) });
    const { router } = renderDashboard();
    await user.click(
      within(await findCard("Acme Coffee")).getByRole("button", { name: "AI Builder" }),
    );
    expect(router.state.location.pathname).toBe("/dashboard/store/s1/chatbox");

    await router.navigate("/dashboard");
    await user.click(within(await findCard("Acme Coffee")).getByRole("button", { name: "Editor" }));
    expect(router.state.location.pathname).toBe("/dashboard/store/s1/editor");
    expect(localStorage.getItem("editorStoreId")).toBe("s1");

    await router.navigate("/dashboard");
    await user.click(
      within(await findCard("Acme Coffee")).getByRole("button", { name: "Products" }),
    );
    expect(router.state.location.pathname).toBe("/dashboard/products");
    expect(router.state.location.search).toBe("?storeId=s1");
  });

  describe("create form", () => {
    async function openForm() {
      const user = userEvent.setup();
      await screen.findByText("Acme Coffee");
      await user.click(screen.getByRole("button", { name: "New store" }));
      return { user, form: screen.getByRole("form", { name: "Create a new store" }) };
    }

    it("lower-cases the domain as it is typed", async () => {
      dashboardApi({ "GET /api/store": ok({ stores: [coffee] }) });
      renderDashboard();
      const { user, form } = await openForm();
      await user.type(within(form).getByLabelText("Domain"), "My-Shop.COM");
      expect(within(form).getByLabelText("Domain")).toHaveValue("my-shop.com");
    });

    it("asks for the store name and domain", async () => {
      const requests = dashboardApi({ "GET /api/store": ok({ stores: [coffee] }) });
      renderDashboard();
      const { user, form } = await openForm();
      await user.type(within(form).getByLabelText("Store name"), "Shop");
      await user.click(within(form).getByRole("button", { name: "Create store" }));
      expect(within(form).getByRole("alert")).toHaveTextContent(
        "Please provide store name and domain",
      );
      expect(requests.filter((request) => request.method === "POST")).toHaveLength(0);
    });

    it("shows the server's message when creation fails", async () => {
      dashboardApi({
        "GET /api/store": ok({ stores: [coffee] }),
        "POST /api/store": fail(409, "A store with this domain already exists", "domain_taken"),
      });
      renderDashboard();
      const { user, form } = await openForm();
      await user.type(within(form).getByLabelText("Store name"), "Shop");
      await user.type(within(form).getByLabelText("Domain"), "acme-coffee.com");
      await user.click(within(form).getByRole("button", { name: "Create store" }));
      expect(await within(form).findByRole("alert")).toHaveTextContent(
        "A store with this domain already exists",
      );
    });

    it("creates the store, opens its AI builder and puts it first in the list", async () => {
      const created = aStore({ _id: "s9", storeName: "Bloom", domain: "bloom.shop" });
      let listCalls = 0;
      const requests = dashboardApi({
        // The second list call never answers: the list must come from the cache update.
        "GET /api/store": () =>
          ++listCalls === 1 ? ok({ stores: [coffee] }) : new Promise(() => undefined),
        "POST /api/store": ok({ store: created }, 201),
      });
      const { router } = renderDashboard();
      const { user, form } = await openForm();
      await user.type(within(form).getByLabelText("Store name"), "Bloom");
      await user.type(within(form).getByLabelText("Domain"), "Bloom.Shop");
      await user.type(within(form).getByLabelText(/Description/), "Flowers");
      await user.click(within(form).getByRole("button", { name: "Create store" }));

      expect(await screen.findByText("elsewhere")).toBeInTheDocument();
      expect(router.state.location.pathname).toBe("/dashboard/store/s9/chatbox");
      expect(requests.find((request) => request.method === "POST")?.body).toEqual({
        storeName: "Bloom",
        domain: "bloom.shop",
        description: "Flowers",
      });

      await router.navigate("/dashboard");
      expect(await screen.findByText("Bloom")).toBeInTheDocument();
      expect(within(cards()[0]!).getByText("Bloom")).toBeInTheDocument();
      expect(screen.queryByRole("form")).not.toBeInTheDocument();
    });
  });

  describe("delete", () => {
    it("does nothing unless confirmed in the app's dialog", async () => {
      const user = userEvent.setup();
      const requests = dashboardApi({ "GET /api/store": ok({ stores: [coffee] }) });
      renderDashboard();
      await screen.findByText("Acme Coffee");
      await user.click(within(cardOf("Acme Coffee")).getByRole("button", { name: "Delete" }));
      const dialog = screen.getByRole("dialog", {
        name: "Are you sure you want to delete this store?",
      });
      await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
      expect(requests.some((request) => request.method === "DELETE")).toBe(false);
      expect(screen.getByText("Acme Coffee")).toBeInTheDocument();
    });

    it("tells a member why they cannot delete, without asking the server", async () => {
      const user = userEvent.setup();
      const requests = dashboardApi({
        "GET /api/store": ok({ stores: [{ ...coffee, role: "member" }] }),
      });
      renderDashboard();
      await screen.findByText("Acme Coffee");
      const button = within(cardOf("Acme Coffee")).getByRole("button", { name: "Delete" });
      expect(button).toHaveAttribute("aria-disabled", "true");
      await user.click(button);
      expect(
        await screen.findByText("Only owners and admins of this team can do this"),
      ).toBeVisible();
      expect(screen.queryByRole("dialog")).toBeNull();
      expect(requests.some((request) => request.method === "DELETE")).toBe(false);
    });

    it("removes the store at once and puts it back with a banner when the server refuses", async () => {
      const user = userEvent.setup();
      const pending = deferredReply();
      dashboardApi({
        "GET /api/store": ok({ stores: [coffee, tea] }),
        "DELETE /api/store/s1": pending.route,
      });
      const { router } = renderDashboard();
      await screen.findByText("Acme Coffee");
      await user.click(within(cardOf("Acme Coffee")).getByRole("button", { name: "Delete" }));
      await user.click(screen.getByRole("button", { name: "Delete store" }));
      expect(screen.queryByText("Acme Coffee")).not.toBeInTheDocument();
      expect(router.state.location.pathname).toBe("/dashboard");

      pending.release(fail(500));
      expect(await screen.findByRole("alert")).toHaveTextContent("Failed to delete store");
      expect(await screen.findByText("Acme Coffee")).toBeInTheDocument();
    });

    it("keeps the store gone when the server agrees", async () => {
      const user = userEvent.setup();
      let isDeleted = false;
      dashboardApi({
        "GET /api/store": () => ok({ stores: isDeleted ? [tea] : [coffee, tea] }),
        "DELETE /api/store/s1": () => {
          isDeleted = true;
          return ok({ deleted: true, restorableUntil: "2030-01-31T10:00:00.000Z" });
        },
      });
      renderDashboard();
      await screen.findByText("Acme Coffee");
      await user.click(within(cardOf("Acme Coffee")).getByRole("button", { name: "Delete" }));
      await user.click(screen.getByRole("button", { name: "Delete store" }));
      expect(screen.queryByText("Acme Coffee")).not.toBeInTheDocument();
      expect(await screen.findByText("Tea Garden")).toBeInTheDocument();
      expect(
        await screen.findByText(/^Acme Coffee was deleted\. You can restore it until .*2030/),
      ).toBeInTheDocument();
      expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    });
  });
});

describe("deleted stores", () => {
  const gone = {
    id: "d1",
    storeName: "Old Roastery",
    domain: "old-roastery.com",
    teamId: null,
    role: "owner",
    deletedAt: "2030-01-01T10:00:00.000Z",
    deletedBy: "Ada",
    restorableUntil: "2030-01-31T10:00:00.000Z",
  };
  const deletedList = () => screen.findByRole("list", { name: "Deleted stores" });

  it("shows nothing while there are none", async () => {
    dashboardApi({ "GET /api/store": ok({ stores: [coffee] }) });
    renderDashboard();
    await screen.findByText("Acme Coffee");
    expect(screen.queryByRole("heading", { name: "Deleted stores" })).not.toBeInTheDocument();
  });

  it("lists them with who deleted them and until when they can come back", async () => {
    dashboardApi({
      "GET /api/store": ok({ stores: [coffee] }),
      "GET /api/store/deleted": ok({ stores: [gone] }),
    });
    renderDashboard();
    const item = within(await deletedList()).getByRole("listitem");
    expect(item).toHaveTextContent("Old Roastery");
    expect(item).toHaveTextContent("old-roastery.com");
    expect(item).toHaveTextContent(/Deleted .+ by Ada/);
    expect(item).toHaveTextContent(/Restorable until .*2030/);
  });

  it("restores a store once confirmed: it leaves the list and rejoins the stores", async () => {
    const user = userEvent.setup();
    let isRestored = false;
    const requests = dashboardApi({
      "GET /api/store": () =>
        ok({
          stores: isRestored
            ? [coffee, aStore({ _id: "d1", storeName: "Old Roastery" })]
            : [coffee],
        }),
      "GET /api/store/deleted": () => ok({ stores: isRestored ? [] : [gone] }),
      "POST /api/store/d1/restore": () => {
        isRestored = true;
        return ok({ store: aStore({ _id: "d1", storeName: "Old Roastery" }) });
      },
    });
    renderDashboard();
    await user.click(
      within(await deletedList()).getByRole("button", { name: "Restore Old Roastery" }),
    );
    const dialog = screen.getByRole("dialog", { name: "Restore Old Roastery?" });
    await user.click(within(dialog).getByRole("button", { name: "Restore store" }));
    expect(await screen.findByText("Old Roastery was restored")).toBeInTheDocument();
    expect(await findCard("Old Roastery")).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Deleted stores" })).not.toBeInTheDocument();
    expect(requests.filter((request) => request.method === "POST")).toHaveLength(1);
  });

  it("sends nothing when the dialog is cancelled", async () => {
    const user = userEvent.setup();
    const requests = dashboardApi({
      "GET /api/store": ok({ stores: [] }),
      "GET /api/store/deleted": ok({ stores: [gone] }),
    });
    renderDashboard();
    await user.click(
      within(await deletedList()).getByRole("button", { name: "Restore Old Roastery" }),
    );
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(requests.some((request) => request.method === "POST")).toBe(false);
  });

  it("tells a member why they cannot restore, with no button", async () => {
    dashboardApi({
      "GET /api/store": ok({ stores: [] }),
      "GET /api/store/deleted": ok({ stores: [{ ...gone, role: "member" }] }),
    });
    renderDashboard();
    const item = within(await deletedList()).getByRole("listitem");
    expect(item).toHaveTextContent("Only owners and admins of this team can do this");
    expect(within(item).queryByRole("button")).not.toBeInTheDocument();
  });

  it("says so when the server refuses, keeping the store listed", async () => {
    const user = userEvent.setup();
    dashboardApi({
      "GET /api/store": ok({ stores: [] }),
      "GET /api/store/deleted": ok({ stores: [gone] }),
      "POST /api/store/d1/restore": fail(404, "Store not found", "store_not_found"),
    });
    renderDashboard();
    await user.click(
      within(await deletedList()).getByRole("button", { name: "Restore Old Roastery" }),
    );
    await user.click(screen.getByRole("button", { name: "Restore store" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to restore the store");
    expect(alert).toHaveTextContent("Store not found");
    expect(within(await deletedList()).getByText("Old Roastery")).toBeInTheDocument();
  });

  it("offers to try again when the list cannot load", async () => {
    const user = userEvent.setup();
    let attempts = 0;
    dashboardApi({
      "GET /api/store": ok({ stores: [] }),
      "GET /api/store/deleted": () => (++attempts === 1 ? fail(500) : ok({ stores: [gone] })),
    });
    renderDashboard();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to load deleted stores");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await deletedList()).toBeInTheDocument();
  });
});
