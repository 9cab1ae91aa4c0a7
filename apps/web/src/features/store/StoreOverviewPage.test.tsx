import type { ReadinessResult } from "@shopwright/sdk";
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

const fresh: ReadinessResult = {
  facts: { siteBuilt: false, products: 0, publishedProducts: 0, approved: false, site: null },
  items: [],
  moreDrafts: 0,
};

const doneSteps = () =>
  within(screen.getByRole("region", { name: "Getting Started" }))
    .getAllByRole("listitem")
    .filter((step) => within(step).queryByLabelText("Done"))
    .map((step) => step.querySelector("p")?.textContent);

describe("StoreOverviewPage", () => {
  it("ticks Getting Started from the store's real state", async () => {
    fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/store/s1/readiness": ok(fresh),
    });
    renderOverview();
    expect(await screen.findByText("1 of 7 done")).toBeInTheDocument();
    expect(doneSteps()).toEqual(["Create your store"]);
  });

  it("ticks every step of a built, stocked, approved and published store", async () => {
    const site = { url: "http://acme.localhost:3000", publishedAt: "2026-11-22T10:00:00Z" };
    fakeApi({
      "GET /api/store/s1": ok({ store: { ...store, approved: true, site } }),
      "GET /api/store/s1/readiness": ok({
        ...fresh,
        facts: { siteBuilt: true, products: 3, publishedProducts: 2, approved: true, site },
      }),
    });
    renderOverview();
    expect(await screen.findByText("7 of 7 done")).toBeInTheDocument();
    expect(screen.getByText("Live at acme.localhost:3000.")).toBeInTheDocument();
    // The header shows the live site apart from the approval status.
    const header = screen.getByRole("banner");
    expect(within(header).getByRole("link", { name: /acme\.localhost:3000/ })).toHaveAttribute(
      "href",
      site.url,
    );
  });

  it("leaves 'Publish a product' and the review open while drafts and sample content remain", async () => {
    fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/store/s1/readiness": ok({
        facts: { siteBuilt: true, products: 1, publishedProducts: 0, approved: false, site: null },
        items: [
          {
            kind: "draft_product",
            title: "“Mug” is a draft",
            detail: "Drafts stay hidden.",
            fix: { kind: "product", productId: "p1" },
          },
        ],
        moreDrafts: 0,
      }),
    });
    renderOverview();
    expect(await screen.findByText("3 of 7 done")).toBeInTheDocument();
    expect(doneSteps()).toEqual(["Create your store", "Build your pages", "Add products"]);
    expect(screen.getByText("1 thing is still unfinished.")).toBeInTheDocument();
  });

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
    expect(link("Orders")).toHaveAttribute("href", "/dashboard/store/s1/orders");
    expect(link("Payments")).toHaveAttribute("href", "/dashboard/store/s1/payments");
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
