import { aStore, deferredReply, fail, fakeApi, ok } from "../../test/fake-api";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../../test/render";
import { EditProductPage } from "./EditProductPage";
import { aProduct, anUploadedImage, fakeUploads } from "../../test/product-fixtures";

const store = aStore({ _id: "s1", storeName: "Acme Coffee", currency: "EUR" });
const mug = aProduct({
  _id: "p1",
  name: "Ceramic Mug",
  description: "Stoneware",
  price: 18.5,
  stock: 12,
  images: [
    { url: "/uploads/s1/mug.webp", originalName: "mug.png" },
    { url: "/uploads/s1/side.webp", originalName: "side.png" },
  ],
  image: "/uploads/s1/mug.webp",
});

const routes = [
  { path: "/dashboard/products/:id/edit", element: <EditProductPage /> },
  { path: "*", element: <p>elsewhere</p> },
];

/** Opened directly: nothing to go back to. */
const renderEdit = () => renderRoutes(routes, "/dashboard/products/p1/edit");

/** Opened from the list, as a user would. */
function renderEditFromList() {
  const router = createMemoryRouter(routes, {
    initialEntries: ["/dashboard/products?storeId=s1&page=2", "/dashboard/products/p1/edit"],
    initialIndex: 1,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router };
}

describe("EditProductPage", () => {
  it("shows 'Loading...', then the product in the form", async () => {
    const product = deferredReply();
    fakeApi({ "GET /api/products/item/p1": product.route, "GET /api/store/s1": ok({ store }) });
    renderEdit();
    expect(screen.getByRole("heading", { name: "Edit Product" })).toBeInTheDocument();
    expect(screen.getByText("Loading...")).toBeInTheDocument();

    product.release(ok({ product: mug }));
    expect(await screen.findByLabelText("Product Name")).toHaveValue("Ceramic Mug");
    expect(screen.getByLabelText("Description")).toHaveValue("Stoneware");
    expect(screen.getByLabelText("Price")).toHaveValue(18.5);
    expect(screen.getByLabelText("Stock")).toHaveValue(12);
    // Images are managed as on Create Product: no "file names only" limitation any more.
    expect(screen.queryByText(/file names only/)).not.toBeInTheDocument();
    const images = screen.getByRole("list", { name: "Images" });
    expect(
      within(images)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["mug.pngCover", "side.png"]);
    expect(screen.getByRole("switch", { name: "Published: Ceramic Mug" })).not.toBeChecked();
    // Beside the price and the compare-at price.
    expect(await screen.findAllByText("EUR")).toHaveLength(2);
  });

  it("saves the changes and returns to the previous page", async () => {
    const user = userEvent.setup();
    const requests = fakeApi({
      "GET /api/products/item/p1": ok({ product: mug }),
      "GET /api/store/s1": ok({ store }),
      "PUT /api/products/p1": ok({ product: { ...mug, name: "Big Mug" } }),
    });
    const { router } = renderEditFromList();
    const name = await screen.findByLabelText("Product Name");
    await user.clear(name);
    await user.type(name, " Big Mug ");
    await user.clear(screen.getByLabelText("Price"));
    await user.type(screen.getByLabelText("Price"), "20");
    await user.click(screen.getByRole("button", { name: "Remove side.png" }));
    await user.type(screen.getByLabelText("Search title"), " Big stoneware mug ");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("elsewhere")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?storeId=s1&page=2");
    expect(requests.find((request) => request.method === "PUT")?.body).toEqual({
      name: "Big Mug",
      description: "Stoneware",
      price: 20,
      stock: 12,
      status: "draft",
      images: [{ url: "/uploads/s1/mug.webp", originalName: "mug.png" }],
      seoTitle: "Big stoneware mug",
      seoDescription: "",
      compareAtPrice: null,
      sku: "",
      weightGrams: 0,
      productType: "",
      tags: [],
    });
  });

  it("drafts the search description from the product's description", async () => {
    const user = userEvent.setup();
    fakeApi({
      "GET /api/products/item/p1": ok({
        product: { ...mug, description: "Hand-thrown stoneware from Lyon. Holds 350 ml." },
      }),
      "GET /api/store/s1": ok({ store }),
    });
    renderEdit();
    await screen.findByLabelText("Product Name");
    const preview = screen.getByRole("figure", { name: "Search result preview" });
    await waitFor(() => expect(preview).toHaveTextContent("Ceramic Mug – Acme Coffee"));
    await user.click(screen.getByRole("button", { name: "Draft from content" }));
    expect(screen.getByLabelText("Search description")).toHaveValue(
      "Hand-thrown stoneware from Lyon.",
    );
  });

  it("uploads new images with progress, reorders them and publishes the product", async () => {
    const user = userEvent.setup();
    const { sent } = fakeUploads({ progress: [0.6] });
    const upload = deferredReply();
    const requests = fakeApi({
      "GET /api/products/item/p1": ok({ product: mug }),
      "GET /api/store/s1": ok({ store }),
      "POST /api/upload/images": upload.route,
      "PUT /api/products/p1": ok({ product: { ...mug, status: "published" } }),
    });
    renderEdit();
    await screen.findByLabelText("Product Name");
    await user.upload(screen.getByLabelText("Product Images"), [
      new File(["x"], "top.png", { type: "image/png" }),
    ]);
    expect(await screen.findByRole("progressbar", { name: "Upload progress" })).toHaveAttribute(
      "aria-valuenow",
      "60",
    );
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
    expect(sent[0]?.getAll("images").map((file) => (file as File).name)).toEqual(["top.png"]);
    upload.release(
      ok({ images: [anUploadedImage({ url: "/uploads/s1/top.webp", originalName: "top.png" })] }),
    );
    const images = await screen.findByRole("list", { name: "Images" });
    await waitFor(() => expect(within(images).getAllByRole("listitem")).toHaveLength(3));
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();

    // The new image becomes the cover; the first cannot move earlier, the last not later.
    await user.click(screen.getByRole("button", { name: "Move top.png earlier" }));
    await user.click(screen.getByRole("button", { name: "Move top.png earlier" }));
    expect(screen.getByRole("button", { name: "Move top.png earlier" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Move side.png later" })).toBeDisabled();
    await user.click(screen.getByRole("switch", { name: "Published: Ceramic Mug" }));
    expect(screen.getByRole("switch", { name: "Published: Ceramic Mug" })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() =>
      expect(requests.find((request) => request.method === "PUT")?.body).toMatchObject({
        status: "published",
        images: [
          { url: "/uploads/s1/top.webp", originalName: "top.png" },
          { url: "/uploads/s1/mug.webp", originalName: "mug.png" },
          { url: "/uploads/s1/side.webp", originalName: "side.png" },
        ],
      }),
    );
  });

  it("says 'Failed to upload images' and keeps the images when an upload fails", async () => {
    const user = userEvent.setup();
    fakeUploads();
    fakeApi({
      "GET /api/products/item/p1": ok({ product: mug }),
      "GET /api/store/s1": ok({ store }),
      "POST /api/upload/images": fail(500),
    });
    renderEdit();
    await screen.findByLabelText("Product Name");
    await user.upload(screen.getByLabelText("Product Images"), [
      new File(["x"], "top.png", { type: "image/png" }),
    ]);
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to upload images");
    expect(
      within(screen.getByRole("list", { name: "Images" })).getAllByRole("listitem"),
    ).toHaveLength(2);
  });

  it("returns to the store's list after saving when opened directly", async () => {
    const user = userEvent.setup();
    fakeApi({
      "GET /api/products/item/p1": ok({ product: mug }),
      "GET /api/store/s1": ok({ store }),
      "PUT /api/products/p1": ok({ product: mug }),
    });
    const { router } = renderEdit();
    await user.click(await screen.findByRole("button", { name: "Save" }));
    expect(await screen.findByText("elsewhere")).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(
      "/dashboard/products?storeId=s1",
    );
  });

  it("shows 'Loading...' on the button while saving", async () => {
    const user = userEvent.setup();
    const save = deferredReply();
    fakeApi({
      "GET /api/products/item/p1": ok({ product: mug }),
      "GET /api/store/s1": ok({ store }),
      "PUT /api/products/p1": save.route,
    });
    renderEdit();
    await user.click(await screen.findByRole("button", { name: "Save" }));
    expect(screen.getByRole("button", { name: "Loading..." })).toBeDisabled();
    save.release(ok({ product: mug }));
    expect(await screen.findByText("elsewhere")).toBeInTheDocument();
  });

  it("checks the fields with the contract's texts", async () => {
    const user = userEvent.setup();
    const requests = fakeApi({
      "GET /api/products/item/p1": ok({ product: mug }),
      "GET /api/store/s1": ok({ store }),
    });
    renderEdit();
    await user.clear(await screen.findByLabelText("Product Name"));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Product name is required");
    expect(screen.getByLabelText("Product Name")).toHaveFocus();
    expect(requests.some((request) => request.method === "PUT")).toBe(false);
  });

  it("says 'Update failed', or the server's message, when saving fails", async () => {
    const user = userEvent.setup();
    let reply = fail(500);
    fakeApi({
      "GET /api/products/item/p1": ok({ product: mug }),
      "GET /api/store/s1": ok({ store }),
      "PUT /api/products/p1": () => reply,
    });
    renderEdit();
    await user.click(await screen.findByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Update failed");

    reply = fail(400, "Price can have at most two decimals", "validation_failed");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent("Price can have at most two decimals"),
    );
    expect(screen.queryByText("elsewhere")).not.toBeInTheDocument();
  });

  it("says 'Failed to load product' when the product cannot load", async () => {
    fakeApi({ "GET /api/products/item/p1": fail(500) });
    renderEdit();
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load product");
  });

  it("shows the server's message when the product is missing", async () => {
    fakeApi({ "GET /api/products/item/p1": fail(404, "Product not found", "product_not_found") });
    renderEdit();
    expect(await screen.findByRole("alert")).toHaveTextContent("Product not found");
  });
});
