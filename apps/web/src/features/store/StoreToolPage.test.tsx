import { aStore, fakeApi, ok } from "../../test/fake-api";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../../test/render";
import { StoreToolPage } from "./StoreToolPage";

const store = aStore({ _id: "s1", storeName: "Acme Coffee", domain: "acme-coffee.com" });

function renderTool(path: string) {
  return renderRoutes(
    ["/dashboard/store/:storeId/chatbox", "/dashboard/products", "/dashboard/team/:teamId?"].map(
      (pattern) => ({ path: pattern, element: <StoreToolPage /> }),
    ),
    path,
  );
}

describe("StoreToolPage", () => {
  it("names the tool and the store from the path", async () => {
    fakeApi({ "GET /api/store/s1": ok({ store }) });
    renderTool("/dashboard/store/s1/chatbox");
    expect(screen.getByRole("heading", { name: "AI Builder" })).toBeInTheDocument();
    expect(screen.getByText(/ships in the next release/)).toBeInTheDocument();
    expect(await screen.findByText("acme-coffee.com")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to overview" })).toHaveAttribute(
      "href",
      "/dashboard/store/s1",
    );
    expect(screen.getByRole("link", { name: "Approval" })).toHaveAttribute(
      "href",
      "/dashboard/store/s1/approval",
    );
  });

  it("reads the store from ?storeId=", async () => {
    fakeApi({ "GET /api/store/s1": ok({ store }) });
    renderTool("/dashboard/products?storeId=s1");
    expect(screen.getByRole("heading", { name: "Products" })).toBeInTheDocument();
    expect(await screen.findByText("Acme Coffee")).toBeInTheDocument();
  });

  it("offers the dashboard when there is no store", () => {
    const requests = fakeApi({});
    renderTool("/dashboard/team");
    expect(screen.getByRole("heading", { name: "Team" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to dashboard" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
    expect(requests).toHaveLength(0);
  });
});
