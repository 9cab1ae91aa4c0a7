import { aStore, fail, fakeApi, ok } from "../../test/fake-api";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../../test/render";
import { StoreOverviewPage } from "./StoreOverviewPage";

const store = aStore({ _id: "s1", storeName: "Acme Coffee", domain: "acme-coffee.com" });

function renderOverview() {
  return renderRoutes(
    [
      { path: "/dashboard/store/:storeId", element: <StoreOverviewPage /> },
      { path: "*", element: <p>elsewhere</p> },
    ],
    "/dashboard/store/s1",
  );
}

describe("StoreOverviewPage", () => {
  it("shows the store's info, with a pending store as 'Pending approval'", async () => {
    fakeApi({ "GET /api/store/s1": ok({ store }) });
    renderOverview();
    expect(await screen.findByRole("heading", { name: "Acme Coffee" })).toBeInTheDocument();
    const info = screen.getByRole("region", { name: "Store Info" });
    expect(within(info).getByText("acme-coffee.com")).toBeInTheDocument();
    expect(within(info).getByText("Pending approval")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Getting Started" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Next Steps" })).toBeInTheDocument();
  });

  it("shows an approved store as 'Active'", async () => {
    fakeApi({ "GET /api/store/s1": ok({ store: { ...store, approved: true } }) });
    renderOverview();
    const info = await screen.findByRole("region", { name: "Store Info" });
    expect(within(info).getByText("Active")).toBeInTheDocument();
  });

  it("links the store's tools, and the editor link remembers the store", async () => {
    const user = userEvent.setup();
    fakeApi({ "GET /api/store/s1": ok({ store }) });
    const { router } = renderOverview();
    const overview = await screen.findByRole("region", { name: "Overview" });
    const link = (name: string) => within(overview).getByRole("link", { name: new RegExp(name) });
    expect(link("AI Builder")).toHaveAttribute("href", "/dashboard/store/s1/chatbox");
    expect(link("Products")).toHaveAttribute("href", "/dashboard/products?storeId=s1");
    expect(link("Approval")).toHaveAttribute("href", "/dashboard/store/s1/approval");
    await user.click(link("Editor"));
    expect(router.state.location.pathname).toBe("/dashboard/store/s1/editor");
    expect(localStorage.getItem("editorStoreId")).toBe("s1");
  });

  it("shows a friendly not-found state for an unknown store", async () => {
    fakeApi({ "GET /api/store/s1": fail(404, "Store not found", "store_not_found") });
    renderOverview();
    expect(await screen.findByText("Store not found")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to stores" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
  });

  it("says 'Failed to load store details' when loading fails", async () => {
    fakeApi({ "GET /api/store/s1": fail(500) });
    renderOverview();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to load store details");
    expect(alert).toHaveTextContent("Failed to load store");
  });
});
