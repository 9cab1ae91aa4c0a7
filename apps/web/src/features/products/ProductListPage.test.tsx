import { aStore, deferredReply, fail, fakeApi, ok, type FakeRequest } from "../../test/fake-api";
import type { ProductDto } from "@shopwright/sdk";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderRoutes } from "../../test/render";
import { aProduct, aProductPage, aTShirt, fakeCatalogue } from "../../test/product-fixtures";
import { ProductListPage } from "./ProductListPage";

const store = aStore({ _id: "s1", storeName: "Acme Coffee", domain: "acme-coffee.com" });
const mug = aProduct({ _id: "p1", name: "Ceramic Mug", price: 18.5, stock: 12 });
const beans = aProduct({
  _id: "p2",
  name: "House Beans",
  description: "Medium roast",
  price: 14,
  stock: 0,
  status: "published",
  image: "https://cdn.example.com/beans.jpg",
  images: [{ url: "https://cdn.example.com/beans.jpg" }],
});

function renderList(path = "/dashboard/products?storeId=s1") {
  return renderRoutes(
    [
      { path: "/dashboard/products", element: <ProductListPage /> },
      { path: "*", element: <p>elsewhere</p> },
    ],
    path,
  );
}

const listCalls = (requests: FakeRequest[]) =>
  requests.filter((request) => request.method === "GET" && request.path === "/api/products/s1");
const lastListQuery = (requests: FakeRequest[]) =>
  Object.fromEntries(listCalls(requests).at(-1)?.query ?? []);

function productCard(name: string): HTMLElement {
  return screen.getByRole("article", { name });
}

afterEach(() => vi.restoreAllMocks());

describe("ProductListPage", () => {
  it("shows each product's name, description, status, price in the store's currency and stock", async () => {
    fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/products/s1": ok(aProductPage([mug, beans])),
    });
    renderList();
    const card = await screen.findByRole("article", { name: "Ceramic Mug" });
    expect(within(card).getByText("$18.50")).toBeInTheDocument();
    expect(within(card).getByText("Stock: 12")).toBeInTheDocument();
    expect(within(card).getByText("Stoneware, 350 ml")).toBeInTheDocument();
    expect(within(card).getByText("draft")).toBeInTheDocument();
    expect(within(productCard("House Beans")).getByText("published")).toBeInTheDocument();
    expect(within(productCard("House Beans")).getByText("Stock: 0")).toBeInTheDocument();
  });

  it("shows a product with variants as 'from' its lowest price, with its variant count, and edits it on its page", async () => {
    const user = userEvent.setup();
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/products/s1": ok(aProductPage([mug, aTShirt()])),
    });
    renderList();
    const shirt = await screen.findByRole("article", { name: "Organic T-shirt" });
    expect(within(shirt).getByText("from $25.00")).toBeInTheDocument();
    expect(within(shirt).getByText("4 variants")).toBeInTheDocument();
    expect(within(shirt).getByText("Stock: 12")).toBeInTheDocument();
    // The API refuses a product-level price or stock for it: no inline edit, its page instead.
    expect(within(shirt).queryByRole("button", { name: "Inline Edit" })).not.toBeInTheDocument();
    expect(
      within(shirt).getByRole("link", { name: "Edit variants of Organic T-shirt" }),
    ).toHaveAttribute("href", "/dashboard/products/p-shirt/edit");
    // A product without variants keeps its plain price and inline edit.
    const card = productCard("Ceramic Mug");
    expect(within(card).getByText("$18.50")).toBeInTheDocument();
    expect(within(card).queryByText(/variant/)).not.toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Inline Edit" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "List view" }));
    const row = await screen.findByRole("article", { name: "Organic T-shirt" });
    expect(within(row).getByText("from $25.00")).toBeInTheDocument();
    expect(within(row).getByText("4 variants")).toBeInTheDocument();
    expect(requests.some((request) => request.method === "PUT")).toBe(false);
  });

  it("uses the product's image, else a placeholder made from its name", async () => {
    fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/products/s1": ok(aProductPage([mug, beans])),
    });
    const { container } = renderList();
    await screen.findByText("Ceramic Mug");
    const [mugImage, beansImage] = container.querySelectorAll("article img");
    expect(mugImage).toHaveAttribute("data-placeholder", "true");
    expect(mugImage?.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
    expect(beansImage).toHaveAttribute("src", "https://cdn.example.com/beans.jpg");
  });

  it("formats prices with the store's locale and currency", async () => {
    fakeApi({
      "GET /api/store/s1": ok({ store: { ...store, currency: "EUR", locale: "de-DE" } }),
      "GET /api/products/s1": ok(aProductPage([mug])),
    });
    renderList();
    expect(await screen.findByText("18,50 €")).toBeInTheDocument();
  });

  it("ignores a store that fails to load and formats in the default currency", async () => {
    fakeApi({
      "GET /api/store/s1": fail(500),
      "GET /api/products/s1": ok(aProductPage([mug])),
    });
    renderList();
    expect(await screen.findByText("$18.50")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows the store's name and domain, a way back to the store and 'Add Product'", async () => {
    fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/products/s1": ok(aProductPage([mug])),
    });
    renderList();
    expect(await screen.findByText("Acme Coffee")).toBeInTheDocument();
    expect(screen.getByText("acme-coffee.com")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to store" })).toHaveAttribute(
      "href",
      "/dashboard/store/s1",
    );
    expect(screen.getByRole("link", { name: "Add Product" })).toHaveAttribute(
      "href",
      "/dashboard/products/new?storeId=s1",
    );
  });

  it("asks for page 1 of 12, sorted by name ascending, all statuses, by default", async () => {
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/products/s1": ok(aProductPage([mug])),
    });
    renderList();
    await screen.findByText("Ceramic Mug");
    expect(lastListQuery(requests)).toEqual({
      page: "1",
      limit: "12",
      sortBy: "name",
      sortDir: "asc",
    });
  });

  it("searches after a pause, from page 1, and keeps the search in the URL", async () => {
    const user = userEvent.setup();
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/products/s1": ok(aProductPage([mug], { page: 2, total: 30 })),
    });
    const { router } = renderList("/dashboard/products?storeId=s1&page=2");
    await screen.findByText("Ceramic Mug");
    expect(lastListQuery(requests).page).toBe("2");

    await user.type(screen.getByRole("searchbox", { name: "Search products" }), "mug");
    await waitFor(() =>
      expect(lastListQuery(requests)).toMatchObject({ search: "mug", page: "1" }),
    );
    // Debounced: one request for the whole word, not one per letter.
    expect(listCalls(requests).filter((request) => request.query.has("search"))).toHaveLength(1);
    expect(router.state.location.search).toBe("?storeId=s1&search=mug");
    // The server ranks a search; the chosen sort orders equal matches.
    expect(
      await screen.findByText("Best matches first; equal matches by name, A to Z."),
    ).toBeVisible();
  });

  it("says how a search orders its matches, by the chosen sort among equals", async () => {
    fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/products/s1": ok(aProductPage([mug])),
    });
    renderList("/dashboard/products?storeId=s1&search=mug&sortBy=price&sortDir=desc");
    expect(
      await screen.findByText("Best matches first; equal matches by price, high to low."),
    ).toBeVisible();
  });

  it("says nothing of ranking without a search", async () => {
    fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/products/s1": ok(aProductPage([mug])),
    });
    renderList("/dashboard/products?storeId=s1");
    await screen.findByText("Ceramic Mug");
    expect(screen.queryByText(/Best matches first/)).toBeNull();
  });

  it("sorts by the chosen field and direction, going back to page 1", async () => {
    const user = userEvent.setup();
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/products/s1": ok(aProductPage([mug], { page: 3, total: 40 })),
    });
    renderList("/dashboard/products?storeId=s1&page=3");
    await screen.findByText("Ceramic Mug");

    await user.selectOptions(screen.getByLabelText("Sort by"), "Price");
    await waitFor(() =>
      expect(lastListQuery(requests)).toMatchObject({ sortBy: "price", sortDir: "asc", page: "1" }),
    );

    await user.click(screen.getByRole("button", { name: "Sort direction: Asc" }));
    await waitFor(() => expect(lastListQuery(requests)).toMatchObject({ sortDir: "desc" }));
    expect(screen.getByRole("button", { name: "Sort direction: Desc" })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText("Sort by"), "Newest");
    await waitFor(() =>
      expect(lastListQuery(requests)).toMatchObject({ sortBy: "createdAt", sortDir: "desc" }),
    );
  });

  it("filters by status with the tabs, going back to page 1", async () => {
    const user = userEvent.setup();
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/products/s1": ok(aProductPage([mug], { page: 2, total: 20 })),
    });
    renderList("/dashboard/products?storeId=s1&page=2");
    await screen.findByText("Ceramic Mug");
    expect(screen.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");

    await user.click(screen.getByRole("tab", { name: "Published" }));
    await waitFor(() =>
      expect(lastListQuery(requests)).toMatchObject({ status: "published", page: "1" }),
    );
    expect(screen.getByRole("tab", { name: "Published" })).toHaveAttribute("aria-selected", "true");

    await user.keyboard("{ArrowLeft}");
    await waitFor(() => expect(lastListQuery(requests)).toMatchObject({ status: "draft" }));
    expect(screen.getByRole("tab", { name: "Draft" })).toHaveFocus();

    await user.click(screen.getByRole("tab", { name: "All" }));
    await waitFor(() => expect(lastListQuery(requests).status).toBeUndefined());
  });

  it("restores the list state from the URL", async () => {
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/products/s1": ok(aProductPage([mug], { page: 2, limit: 24, total: 30 })),
    });
    renderList(
      "/dashboard/products?storeId=s1&page=2&limit=24&search=mug&sortBy=price&sortDir=desc&status=draft",
    );
    await screen.findByText("Ceramic Mug");
    expect(lastListQuery(requests)).toEqual({
      page: "2",
      limit: "24",
      search: "mug",
      sortBy: "price",
      sortDir: "desc",
      status: "draft",
    });
    expect(screen.getByRole("searchbox", { name: "Search products" })).toHaveValue("mug");
    expect(screen.getByLabelText("Sort by")).toHaveValue("price");
    expect(screen.getByRole("tab", { name: "Draft" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByLabelText("Per page")).toHaveValue("24");
  });

  it("pages with Prev and Next and says 'Page X of Y • N items'", async () => {
    const user = userEvent.setup();
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/products/s1": (request) =>
        ok(aProductPage([mug], { page: Number(request.query.get("page")), total: 30 })),
    });
    renderList("/dashboard/products?storeId=s1&page=2");
    expect(await screen.findByText("Page 2 of 3 • 30 items")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Page 3 of 3 • 30 items")).toBeInTheDocument();
    expect(lastListQuery(requests).page).toBe("3");
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Prev" }));
    await user.click(screen.getByRole("button", { name: "Prev" }));
    expect(await screen.findByText("Page 1 of 3 • 30 items")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Prev" })).toBeDisabled();
  });

  it("says '1 item' for one product, and scrolls to the top when paging", async () => {
    const user = userEvent.setup();
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/products/s1": (request) =>
        ok(aProductPage([mug], { page: Number(request.query.get("page") ?? 1), total: 13 })),
    });
    renderList();
    expect(await screen.findByText("Page 1 of 2 • 13 items")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "smooth" });

    fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/products/s1": ok(aProductPage([mug], { total: 1 })),
    });
    renderList();
    expect(await screen.findByText("Page 1 of 1 • 1 item")).toBeInTheDocument();
  });

  it("says a search found nothing, with a way to clear it, instead of 'Create your first product'", async () => {
    const user = userEvent.setup();
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/products/s1": (request) =>
        ok(aProductPage(request.query.get("search") ? [] : [mug])),
    });
    renderList("/dashboard/products?storeId=s1&search=teapot");
    expect(await screen.findByText("No products match “teapot”")).toBeInTheDocument();
    expect(screen.queryByText("Create your first product to get started")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear search" }));
    expect(await screen.findByText("Ceramic Mug")).toBeInTheDocument();
    expect(lastListQuery(requests).search).toBeUndefined();
  });

  it("publishes a draft from its card with the status switch, and says so", async () => {
    const user = userEvent.setup();
    const catalogue = fakeCatalogue([mug]);
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/products/s1": catalogue.list,
      "PUT /api/products/p1": (request) => {
        const product = { ...mug, ...(request.body as object) };
        catalogue.replace(product);
        return ok({ product });
      },
    });
    renderList();
    const toggle = await screen.findByRole("switch", { name: "Published: Ceramic Mug" });
    expect(toggle).not.toBeChecked();
    expect(
      within(productCard("Ceramic Mug")).getByText("Hidden on the live site"),
    ).toBeInTheDocument();
    await user.click(toggle);
    expect(await screen.findByText("“Ceramic Mug” is published")).toBeInTheDocument();
    expect(requests.find((request) => request.method === "PUT")?.body).toEqual({
      status: "published",
    });
    await waitFor(() =>
      expect(screen.getByRole("switch", { name: "Published: Ceramic Mug" })).toBeChecked(),
    );
    expect(within(productCard("Ceramic Mug")).getByText("published")).toBeInTheDocument();
  });

  it("changes the page size and goes back to page 1", async () => {
    const user = userEvent.setup();
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/products/s1": ok(aProductPage([mug], { page: 2, total: 30 })),
    });
    renderList("/dashboard/products?storeId=s1&page=2");
    await screen.findByText("Ceramic Mug");
    const perPage = screen.getByLabelText("Per page");
    expect(
      within(perPage)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["6", "12", "24", "48"]);
    await user.selectOptions(perPage, "24");
    await waitFor(() => expect(lastListQuery(requests)).toMatchObject({ limit: "24", page: "1" }));
  });

  it("counts the selection and publishes it in one call", async () => {
    const user = userEvent.setup();
    const catalogue = fakeCatalogue([mug, beans]);
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/products/s1": catalogue.list,
      "POST /api/products/bulk": ok({ action: "publish", matched: 2 }),
    });
    renderList();
    await screen.findByText("Ceramic Mug");
    expect(screen.queryByText(/Selected:/)).not.toBeInTheDocument();

    await user.click(screen.getByRole("checkbox", { name: "Select Ceramic Mug" }));
    expect(screen.getByText("Selected: 1")).toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: "Select House Beans" }));
    expect(screen.getByText("Selected: 2")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(screen.queryByText(/Selected:/)).not.toBeInTheDocument());
    const bulk = requests.find((request) => request.path === "/api/products/bulk");
    expect(bulk?.body).toEqual({ action: "publish", ids: ["p1", "p2"] });
  });

  it("selects the whole page and clears the selection", async () => {
    const user = userEvent.setup();
    fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/products/s1": ok(aProductPage([mug, beans])),
    });
    renderList();
    await screen.findByText("Ceramic Mug");
    await user.click(screen.getByRole("checkbox", { name: "Select all products on this page" }));
    expect(screen.getByText("Selected: 2")).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Select House Beans" })).toBeChecked();

    await user.click(screen.getByRole("button", { name: "Clear" }));
    expect(screen.queryByText(/Selected:/)).not.toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Select Ceramic Mug" })).not.toBeChecked();
  });

  it("asks 'Delete selected products?' in a dialog before a bulk delete", async () => {
    const user = userEvent.setup();
    const catalogue = fakeCatalogue([mug, beans]);
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/products/s1": catalogue.list,
      "POST /api/products/bulk": (request) => {
        catalogue.remove((request.body as { ids: string[] }).ids);
        return ok({ action: "delete", matched: 1 });
      },
    });
    renderList();
    await user.click(await screen.findByRole("checkbox", { name: "Select Ceramic Mug" }));
    const bulkBar = screen.getByRole("group", { name: "Bulk actions" });

    await user.click(within(bulkBar).getByRole("button", { name: "Delete" }));
    let dialog = await screen.findByRole("dialog", { name: "Delete selected products?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(requests.some((request) => request.path === "/api/products/bulk")).toBe(false);

    await user.click(within(bulkBar).getByRole("button", { name: "Delete" }));
    dialog = await screen.findByRole("dialog", { name: "Delete selected products?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByText("Ceramic Mug")).not.toBeInTheDocument());
    expect(await screen.findByText("Deleted 1 product")).toBeInTheDocument();
    expect(requests.find((request) => request.path === "/api/products/bulk")?.body).toEqual({
      action: "delete",
      ids: ["p1"],
    });
  });

  it("alerts 'Bulk action failed' in a dialog when the server refuses", async () => {
    const user = userEvent.setup();
    fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/products/s1": ok(aProductPage([mug])),
      "POST /api/products/bulk": fail(500),
    });
    renderList();
    await user.click(await screen.findByRole("checkbox", { name: "Select Ceramic Mug" }));
    await user.click(screen.getByRole("button", { name: "Unpublish" }));
    expect(await screen.findByRole("dialog", { name: "Bulk action failed" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "OK" }));
    expect(screen.getByText("Selected: 1")).toBeInTheDocument();
  });

  it("asks 'Delete this product?' and deletes the product", async () => {
    const user = userEvent.setup();
    const catalogue = fakeCatalogue([mug, beans]);
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/products/s1": catalogue.list,
      "DELETE /api/products/p1": () => {
        catalogue.remove(["p1"]);
        return ok({ deleted: true });
      },
    });
    renderList();
    await user.click(await screen.findByRole("button", { name: "Delete Ceramic Mug" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this product?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByText("Ceramic Mug")).not.toBeInTheDocument());
    expect(screen.getByText("House Beans")).toBeInTheDocument();
    expect(requests.some((request) => request.method === "DELETE")).toBe(true);
  });

  it("alerts the server's message, else 'Delete failed'", async () => {
    const user = userEvent.setup();
    const confirmDelete = async () =>
      user.click(
        within(await screen.findByRole("dialog", { name: "Delete this product?" })).getByRole(
          "button",
          { name: "Delete" },
        ),
      );
    fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/products/s1": ok(aProductPage([mug, beans])),
      "DELETE /api/products/p1": fail(500),
      "DELETE /api/products/p2": fail(404, "Product not found", "product_not_found"),
    });
    renderList();
    await user.click(await screen.findByRole("button", { name: "Delete Ceramic Mug" }));
    await confirmDelete();
    expect(await screen.findByRole("dialog", { name: "Delete failed" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "OK" }));
    await user.click(screen.getByRole("button", { name: "Delete House Beans" }));
    await confirmDelete();
    expect(await screen.findByRole("dialog", { name: "Product not found" })).toBeInTheDocument();
    // Dialogs queue app-wide: answered, so none is left for the next test.
    await user.click(screen.getByRole("button", { name: "OK" }));
  });

  it("saves an inline edit on Enter and shows the server's product", async () => {
    const user = userEvent.setup();
    const catalogue = fakeCatalogue([mug]);
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/products/s1": catalogue.list,
      // The server has the last word, e.g. it rounds; the row must show its answer.
      "PUT /api/products/p1": () => {
        const saved: ProductDto = { ...mug, price: 21.99, stock: 3 };
        catalogue.replace(saved);
        return ok({ product: saved });
      },
    });
    renderList();
    await user.click(await screen.findByRole("button", { name: "Inline Edit" }));
    const card = productCard("Ceramic Mug");
    const price = within(card).getByLabelText("Price");
    expect(price).toHaveFocus();
    expect(price).toHaveAttribute("step", "0.01");
    expect(price).toHaveAttribute("min", "0");
    expect(within(card).getByLabelText("Stock")).toHaveAttribute("step", "1");

    await user.clear(price);
    await user.type(price, "21.99");
    await user.clear(within(card).getByLabelText("Stock"));
    await user.type(within(card).getByLabelText("Stock"), "3{Enter}");

    expect(await within(card).findByText("$21.99")).toBeInTheDocument();
    expect(within(card).getByText("Stock: 3")).toBeInTheDocument();
    expect(within(card).queryByLabelText("Price")).not.toBeInTheDocument();
    expect(requests.find((request) => request.method === "PUT")?.body).toEqual({
      price: 21.99,
      stock: 3,
    });
  });

  it("cancels an inline edit on Escape without saving", async () => {
    const user = userEvent.setup();
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/products/s1": ok(aProductPage([mug])),
    });
    renderList();
    await user.click(await screen.findByRole("button", { name: "Inline Edit" }));
    const price = screen.getByLabelText("Price");
    await user.clear(price);
    await user.type(price, "99{Escape}");
    expect(screen.queryByLabelText("Price")).not.toBeInTheDocument();
    expect(screen.getByText("$18.50")).toBeInTheDocument();
    expect(requests.some((request) => request.method === "PUT")).toBe(false);
    // Keyboard users land back where they started.
    expect(screen.getByRole("button", { name: "Inline Edit" })).toHaveFocus();
  });

  it("cancels an inline edit with its Cancel button", async () => {
    const user = userEvent.setup();
    fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/products/s1": ok(aProductPage([mug])),
    });
    renderList();
    await user.click(await screen.findByRole("button", { name: "Inline Edit" }));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByLabelText("Price")).not.toBeInTheDocument();
  });

  it("refuses a negative price inline without calling the server", async () => {
    const user = userEvent.setup();
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/products/s1": ok(aProductPage([mug])),
    });
    renderList();
    await user.click(await screen.findByRole("button", { name: "Inline Edit" }));
    await user.clear(screen.getByLabelText("Price"));
    await user.type(screen.getByLabelText("Price"), "-1");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Valid price is required");
    expect(requests.some((request) => request.method === "PUT")).toBe(false);
  });

  it("shows an inline save at once, then rolls back and alerts 'Save failed' when refused", async () => {
    const user = userEvent.setup();
    const pending = deferredReply();
    fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/products/s1": ok(aProductPage([mug])),
      "PUT /api/products/p1": pending.route,
    });
    renderList();
    await user.click(await screen.findByRole("button", { name: "Inline Edit" }));
    await user.clear(screen.getByLabelText("Price"));
    await user.type(screen.getByLabelText("Price"), "30{Enter}");
    expect(await screen.findByText("$30.00")).toBeInTheDocument();

    pending.release(fail(500));
    expect(await screen.findByRole("dialog", { name: "Save failed" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "OK" }));
    expect(await screen.findByText("$18.50")).toBeInTheDocument();
    expect(screen.queryByText("$30.00")).not.toBeInTheDocument();
  });

  it("switches between the grid and the list view", async () => {
    const user = userEvent.setup();
    fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/products/s1": ok(aProductPage([mug, beans])),
    });
    renderList();
    await screen.findByText("Ceramic Mug");
    expect(screen.getByRole("list", { name: "Product list" })).toHaveAttribute("data-view", "grid");
    await user.click(screen.getByRole("button", { name: "List view" }));
    const list = screen.getByRole("list", { name: "Product list" });
    expect(list).toHaveAttribute("data-view", "list");
    expect(within(list).getAllByRole("article")).toHaveLength(2);
    expect(within(productCard("House Beans")).getByText("$14.00")).toBeInTheDocument();
  });

  it("links each product's 'Edit' to its edit page", async () => {
    fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/products/s1": ok(aProductPage([mug])),
    });
    renderList();
    const card = await screen.findByRole("article", { name: "Ceramic Mug" });
    expect(within(card).getByRole("link", { name: "Edit" })).toHaveAttribute(
      "href",
      "/dashboard/products/p1/edit",
    );
  });

  it("moves to the last page when the current one no longer exists", async () => {
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/products/s1": (request) => {
        const page = Number(request.query.get("page"));
        return ok(aProductPage(page <= 2 ? [mug] : [], { page, total: 24 }));
      },
    });
    const { router } = renderList("/dashboard/products?storeId=s1&page=3");
    expect(await screen.findByText("Page 2 of 2 • 24 items")).toBeInTheDocument();
    expect(lastListQuery(requests).page).toBe("2");
    expect(router.state.location.search).toBe("?storeId=s1&page=2");
  });

  it("shows the empty state with a way to add a product", async () => {
    fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/products/s1": ok(aProductPage([])),
    });
    renderList();
    expect(await screen.findByText("No products found")).toBeInTheDocument();
    expect(screen.getByText("Create your first product to get started")).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Add Product" }).at(-1)).toHaveAttribute(
      "href",
      "/dashboard/products/new?storeId=s1",
    );
    expect(screen.queryByText(/Page \d/)).not.toBeInTheDocument();
  });

  it("says 'Failed to load products' and tries again on request", async () => {
    const user = userEvent.setup();
    let isDown = true;
    fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/products/s1": () => (isDown ? fail(500) : ok(aProductPage([mug]))),
    });
    renderList();
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load products");
    isDown = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Ceramic Mug")).toBeInTheDocument();
  });

  it("shows the server's message when the list cannot load", async () => {
    fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/products/s1": fail(404, "Store not found", "store_not_found"),
    });
    renderList();
    expect(await screen.findByRole("alert")).toHaveTextContent("Store not found");
  });

  it("asks for a store when there is no storeId", async () => {
    const requests = fakeApi({});
    renderList("/dashboard/products");
    expect(
      screen.getByText(
        "Select a store first. Tip: open a store from the dashboard, then click Products.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "← Back to Stores" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
    expect(requests).toHaveLength(0);
  });
});
