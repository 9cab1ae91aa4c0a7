import {
  COLLECTION_MESSAGES,
  type CollectionBody,
  type CollectionDto,
  type CollectionUpdateBody,
} from "@shopwright/sdk";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { aStore, fail, fakeApi, ok } from "../../test/fake-api";
import { aProduct, aProductPage } from "../../test/product-fixtures";
import { renderRoutes } from "../../test/render";
import { CollectionsPage } from "./CollectionsPage";

const store = aStore({ _id: "s1", storeName: "Harbour & Pine", currency: "USD", locale: "en-US" });
const CANDLE = "6f1c1d2e-0000-4000-8000-0000000000c1";
const SOAP = "6f1c1d2e-0000-4000-8000-0000000000c2";
const MUG = "6f1c1d2e-0000-4000-8000-0000000000c3";

function aCollection(overrides: Partial<CollectionDto> = {}): CollectionDto {
  return {
    _id: "c1",
    handle: "gifts",
    title: "Gifts",
    description: "",
    kind: "manual",
    rules: [],
    match: "all",
    sortOrder: "manual",
    productIds: [CANDLE, SOAP],
    productCount: 2,
    image: null,
    seoTitle: "",
    seoDescription: "",
    version: 3,
    createdAt: "2026-06-01T10:00:00.000Z",
    updatedAt: "2026-06-01T10:00:00.000Z",
    ...overrides,
  };
}

const products = aProductPage(
  [
    aProduct({ _id: CANDLE, name: "Cedar Candle", price: 24.5 }),
    aProduct({ _id: SOAP, name: "Sea Soap", price: 8 }),
    aProduct({ _id: MUG, name: "Stone Mug", price: 18 }),
  ],
  { limit: 24 },
);

function renderCollections() {
  return renderRoutes(
    [{ path: "/dashboard/store/:storeId/collections", element: <CollectionsPage /> }],
    "/dashboard/store/s1/collections",
  );
}

describe("CollectionsPage", () => {
  it("lists each collection with its address, kind and product count", async () => {
    fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/store/s1/collections": ok({
        collections: [
          aCollection(),
          aCollection({
            _id: "c2",
            handle: "under-20",
            title: "Under $20",
            kind: "automatic",
            rules: [
              { field: "price", op: "less_than", value: 20 },
              { field: "stock", op: "in_stock" },
            ],
            productIds: [],
            productCount: 1,
          }),
        ],
      }),
    });
    renderCollections();
    const list = await screen.findByRole("list", { name: "Collections" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows[0]).toHaveTextContent("Gifts");
    expect(rows[0]).toHaveTextContent("/collections/gifts · Manual");
    expect(rows[0]).toHaveTextContent("2 products");
    expect(rows[1]).toHaveTextContent("Automatic · 2 rules, matching all rules");
    expect(rows[1]).toHaveTextContent("1 product");
  });

  it("shows the empty state and creates a manual collection with products in the chosen order", async () => {
    let list: CollectionDto[] = [];
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/store/s1/collections": () => ok({ collections: list }),
      "GET /api/products/s1": ok(products),
      "POST /api/store/s1/collections": (request) => {
        const body = request.body as CollectionBody;
        list = [aCollection({ _id: "c9", title: body.title, productIds: body.productIds ?? [] })];
        return ok({ collection: list[0] }, 201);
      },
    });
    renderCollections();
    expect(await screen.findByText("No collections yet")).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole("button", { name: "Create collection" })[1]!);
    const dialog = screen.getByRole("dialog", { name: "Create collection" });
    await userEvent.type(within(dialog).getByLabelText("Title"), "Gifts under 30");
    await userEvent.type(within(dialog).getByLabelText("Description"), "Small things");
    await userEvent.click(await within(dialog).findByRole("button", { name: "Add Sea Soap" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Cedar Candle" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Stone Mug" }));
    // Cedar Candle moves to the top; Stone Mug leaves.
    await userEvent.click(within(dialog).getByRole("button", { name: "Move Cedar Candle up" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove Stone Mug" }));
    const chosen = within(dialog).getByRole("list", { name: "Products in this collection" });
    expect(
      within(chosen)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining("Cedar Candle"), expect.stringContaining("Sea Soap")]);
    await userEvent.selectOptions(within(dialog).getByLabelText("Order on its page"), "price_asc");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create collection" }));

    expect(await screen.findByText("Collection created")).toBeInTheDocument();
    expect(requests.find((r) => r.method === "POST")?.body).toEqual({
      title: "Gifts under 30",
      handle: null,
      description: "Small things",
      kind: "manual",
      match: "all",
      rules: [],
      sortOrder: "price_asc",
      productIds: [CANDLE, SOAP],
    });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(await screen.findByText("Gifts under 30")).toBeInTheDocument();
  });

  it("builds rules with a live count, and checks values with the contract's words", async () => {
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/store/s1/collections": ok({ collections: [] }),
      "GET /api/products/s1": ok(products),
      "POST /api/store/s1/collections/preview": (request) => {
        const body = request.body as { rules: unknown[] };
        return ok({
          count: body.rules.length === 1 ? 2 : 1,
          products: [
            { _id: SOAP, name: "Sea Soap", price: 8, stock: 3, image: null, status: "published" },
          ],
        });
      },
      "POST /api/store/s1/collections": (request) =>
        ok({ collection: aCollection({ title: (request.body as CollectionBody).title }) }, 201),
    });
    renderCollections();
    await userEvent.click(await screen.findByRole("button", { name: "Create collection" }));
    const dialog = screen.getByRole("dialog", { name: "Create collection" });
    await userEvent.type(within(dialog).getByLabelText("Title"), "Cheap and ready");
    await userEvent.click(within(dialog).getByLabelText(/Automatic/));
    await userEvent.selectOptions(within(dialog).getByLabelText("Rule 1 field"), "price");
    expect(within(dialog).getByLabelText("Rule 1 condition")).toHaveValue("greater_than");
    await userEvent.selectOptions(within(dialog).getByLabelText("Rule 1 condition"), "less_than");
    await userEvent.type(within(dialog).getByLabelText("Rule 1 value"), "20");
    expect(await within(dialog).findByText("2 products match now")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Add rule" }));
    await userEvent.selectOptions(within(dialog).getByLabelText("Rule 2 field"), "tag");
    // An empty tag: refused before any request, with the contract's text.
    await userEvent.click(within(dialog).getByRole("button", { name: "Create collection" }));
    expect(within(dialog).getByLabelText("Rule 2 value")).toHaveAccessibleDescription(
      COLLECTION_MESSAGES.ruleValueRequired,
    );
    expect(requests.some((r) => r.method === "POST" && r.path.endsWith("/collections"))).toBe(
      false,
    );
    await userEvent.type(within(dialog).getByLabelText("Rule 2 value"), "Soap");
    expect(await within(dialog).findByText("1 product matches now")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByLabelText("any rule"));
    await userEvent.click(within(dialog).getByRole("button", { name: "Create collection" }));
    expect(await screen.findByText("Collection created")).toBeInTheDocument();
    const post = requests.find((r) => r.method === "POST" && r.path.endsWith("/collections"));
    expect(post?.body).toMatchObject({
      kind: "automatic",
      match: "any",
      rules: [
        { field: "price", op: "less_than", value: 20 },
        { field: "tag", op: "equals", value: "Soap" },
      ],
      productIds: [],
    });
  });

  it("edits a collection from its version and offers to reload it when it changed", async () => {
    let version = 3;
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/store/s1/collections": ok({ collections: [aCollection()] }),
      "GET /api/products/s1": ok(products),
      "GET /api/store/s1/collections/c1": () =>
        ok({
          collection: aCollection({ version }),
          products: [
            {
              _id: CANDLE,
              name: "Cedar Candle",
              price: 24.5,
              stock: 1,
              image: null,
              status: "published",
            },
            { _id: SOAP, name: "Sea Soap", price: 8, stock: 1, image: null, status: "draft" },
          ],
        }),
      "PUT /api/store/s1/collections/c1": (request) => {
        if ((request.body as CollectionUpdateBody).version !== version)
          return fail(409, COLLECTION_MESSAGES.versionStale, "stale_version");
        return ok({ collection: aCollection({ title: "Gift ideas", version: version + 1 }) });
      },
    });
    renderCollections();
    await userEvent.click(await screen.findByRole("button", { name: "Edit Gifts" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Gifts" });
    const chosen = within(dialog).getByRole("list", { name: "Products in this collection" });
    expect(within(chosen).getByText("Draft")).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText("Title"));
    await userEvent.type(within(dialog).getByLabelText("Title"), "Gift ideas");
    version = 4;
    await userEvent.click(within(dialog).getByRole("button", { name: "Save collection" }));
    const conflict = await screen.findByRole("dialog", { name: "This collection changed" });
    await userEvent.click(within(conflict).getByRole("button", { name: "Reload it" }));
    await waitFor(() => expect(within(dialog).getByLabelText("Title")).toHaveValue("Gifts"));
    await userEvent.clear(within(dialog).getByLabelText("Title"));
    await userEvent.type(within(dialog).getByLabelText("Title"), "Gift ideas");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save collection" }));
    expect(await screen.findByText("Collection saved")).toBeInTheDocument();
    const puts = requests.filter((r) => r.method === "PUT");
    expect(puts.map((r) => (r.body as CollectionUpdateBody).version)).toEqual([3, 4]);
    expect(puts[1]!.body).toMatchObject({ title: "Gift ideas", productIds: [CANDLE, SOAP] });
  });

  it("deletes after confirming, and puts the row back when the delete fails", async () => {
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/store/s1/collections": ok({ collections: [aCollection()] }),
      "DELETE /api/store/s1/collections/c1": fail(500),
    });
    renderCollections();
    await userEvent.click(await screen.findByRole("button", { name: "Delete Gifts" }));
    const confirm = screen.getByRole("dialog", { name: "Delete Gifts?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(requests.some((r) => r.method === "DELETE")).toBe(false);
    await userEvent.click(screen.getByRole("button", { name: "Delete Gifts" }));
    await userEvent.click(
      within(screen.getByRole("dialog", { name: "Delete Gifts?" })).getByRole("button", {
        name: "Delete",
      }),
    );
    expect(await screen.findByText("Failed to delete the collection")).toBeInTheDocument();
    expect(screen.getByText("Gifts")).toBeInTheDocument();
  });

  it("says when the collections cannot be loaded", async () => {
    fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/store/s1/collections": fail(500),
    });
    renderCollections();
    expect(await screen.findByText("Failed to load collections")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
