import { aStore, deferredReply, fail, fakeApi, ok } from "../../test/fake-api";
import { LAUNCH_TEXT, PERMISSION_MESSAGES, type ReadinessResult } from "@shopwright/sdk";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../../test/render";
import { ApprovalPage } from "./ApprovalPage";

const store = aStore({ _id: "s1", storeName: "Acme Coffee" });

const review: ReadinessResult = {
  facts: { siteBuilt: true, products: 1, publishedProducts: 0, approved: false, site: null },
  items: [
    {
      kind: "sample_content",
      ...LAUNCH_TEXT.sampleContent("Hero", "Home"),
      fix: { kind: "editor", page: "Home" },
    },
    {
      kind: "draft_product",
      ...LAUNCH_TEXT.draftProduct("Ceramic Mug"),
      fix: { kind: "product", productId: "p1" },
    },
    { kind: "missing_legal_page", ...LAUNCH_TEXT.missingLegal, fix: { kind: "editor" } },
  ],
  moreDrafts: 2,
};
const ready: ReadinessResult = { ...review, items: [], moreDrafts: 0 };

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
  it("lists what is unfinished before launch, each with the link that fixes it", async () => {
    fakeApi({ "GET /api/store/s1": ok({ store }), "GET /api/store/s1/readiness": ok(review) });
    renderApproval();
    const list = await screen.findByRole("list", { name: "Unfinished" });
    expect(screen.getByText("3 things to finish")).toBeInTheDocument();
    const items = within(list).getAllByRole("listitem");
    expect(
      within(items[0]!).getByText("Hero on Home still has sample content"),
    ).toBeInTheDocument();
    expect(
      within(items[0]!).getByRole("link", { name: "Open Home in the editor" }),
    ).toHaveAttribute("href", "/dashboard/store/s1/editor?page=Home");
    expect(within(items[1]!).getByRole("link", { name: "Edit product" })).toHaveAttribute(
      "href",
      "/dashboard/products/p1/edit",
    );
    expect(within(items[2]!).getByRole("link", { name: "Open the editor" })).toHaveAttribute(
      "href",
      "/dashboard/store/s1/editor",
    );
    expect(within(list).getByText(/And 2 more draft products/)).toBeInTheDocument();
  });

  it("says the store is ready when nothing is unfinished", async () => {
    fakeApi({ "GET /api/store/s1": ok({ store }), "GET /api/store/s1/readiness": ok(ready) });
    renderApproval();
    expect(await screen.findByText("Ready")).toBeInTheDocument();
    expect(screen.getByText(/Nothing left to finish/)).toBeInTheDocument();
  });

  it("offers a retry when the review cannot load, and still lets the store be approved", async () => {
    fakeApi({ "GET /api/store/s1": ok({ store }), "GET /api/store/s1/readiness": fail(500) });
    renderApproval();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to load the pre-launch review",
    );
    expect(screen.getByRole("button", { name: "Approve & Edit" })).toBeEnabled();
  });

  it("disables 'Approve & Edit' for a member, saying why", async () => {
    fakeApi({
      "GET /api/store/s1": ok({ store: { ...store, role: "member" } }),
      "GET /api/store/s1/readiness": ok(review),
    });
    renderApproval();
    expect(await screen.findByRole("button", { name: "Approve & Edit" })).toBeDisabled();
    expect(screen.getByText(PERMISSION_MESSAGES.admin)).toBeInTheDocument();
  });

  it("shows a pending store as 'Pending approval' with both choices", async () => {
    fakeApi({ "GET /api/store/s1": ok({ store }), "GET /api/store/s1/readiness": ok(review) });
    renderApproval();
    expect(await screen.findByText("Pending approval")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Approve & Edit" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Try Again" })).toHaveAttribute(
      "href",
      "/dashboard/store/s1/chatbox",
    );
  });

  it("shows an approved store as 'Active'", async () => {
    fakeApi({
      "GET /api/store/s1": ok({ store: { ...store, approved: true } }),
      "GET /api/store/s1/readiness": ok(ready),
    });
    renderApproval();
    expect(await screen.findByText("Active")).toBeInTheDocument();
  });

  it("approves, remembers the store for the editor and opens it", async () => {
    const user = userEvent.setup();
    const pending = deferredReply();
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/store/s1/readiness": ok(review),
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
    fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/store/s1/readiness": ok(review),
      "PUT /api/store/s1/approve": fail(500),
    });
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
