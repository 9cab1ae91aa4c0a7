import { aStore, deferredReply, fail, fakeApi, ok } from "../../test/fake-api";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../../test/render";
import { ApprovalPage } from "./ApprovalPage";

const store = aStore({ _id: "s1", storeName: "Acme Coffee" });

function renderApproval() {
  return renderRoutes(
    [
      { path: "/dashboard/store/:storeId/approval", element: <ApprovalPage /> },
      { path: "*", element: <p>elsewhere</p> },
    ],
    "/dashboard/store/s1/approval",
  );
}

describe("ApprovalPage", () => {
  it("shows a pending store as 'Pending approval' with both choices", async () => {
    fakeApi({ "GET /api/store/s1": ok({ store }) });
    renderApproval();
    expect(await screen.findByText("Pending approval")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Approve & Edit" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Try Again" })).toHaveAttribute(
      "href",
      "/dashboard/store/s1/chatbox",
    );
  });

  it("shows an approved store as 'Active'", async () => {
    fakeApi({ "GET /api/store/s1": ok({ store: { ...store, approved: true } }) });
    renderApproval();
    expect(await screen.findByText("Active")).toBeInTheDocument();
  });

  it("approves, remembers the store for the editor and opens it", async () => {
    const user = userEvent.setup();
    const pending = deferredReply();
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store }),
      "PUT /api/store/s1/approve": pending.route,
    });
    const { router } = renderApproval();
    await user.click(await screen.findByRole("button", { name: "Approve & Edit" }));
    expect(screen.getByRole("button", { name: "Approve & Edit" })).toBeDisabled();
    pending.release(ok({ store: { ...store, approved: true } }));
    expect(await screen.findByText("elsewhere")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/dashboard/store/s1/editor");
    expect(localStorage.getItem("editorStoreId")).toBe("s1");
    expect(requests.some((request) => request.method === "PUT")).toBe(true);
  });

  it("says 'Failed to approve' when the server refuses", async () => {
    const user = userEvent.setup();
    fakeApi({ "GET /api/store/s1": ok({ store }), "PUT /api/store/s1/approve": fail(500) });
    renderApproval();
    await user.click(await screen.findByRole("button", { name: "Approve & Edit" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to approve");
    expect(localStorage.getItem("editorStoreId")).toBeNull();
  });

  it("says 'Failed to load store' when loading fails", async () => {
    fakeApi({ "GET /api/store/s1": fail(500) });
    renderApproval();
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load store");
  });
});
