import { aStore, deferredReply, fail, fakeApi, ok } from "../../test/fake-api";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderRoutes } from "../../test/render";
import { CreateProductPage } from "./CreateProductPage";
import { aProduct, anUploadedImage, fakeUploads } from "../../test/product-fixtures";

const store = aStore({ _id: "s1", storeName: "Acme Coffee" });
const INVALID_SELECTION =
  "Some files are invalid. Only JPEG, PNG, WebP, and GIF files under 10MB are allowed.";

function renderCreate(path = "/dashboard/products/new?storeId=s1") {
  return renderRoutes(
    [
      { path: "/dashboard/products/new", element: <CreateProductPage /> },
      { path: "*", element: <p>elsewhere</p> },
    ],
    path,
  );
}

function aFile(name: string, type: string, size = 1024): File {
  const file = new File(["x"], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

const imagesInput = () => screen.getByLabelText("Product Images");

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Product Name"), "  Ceramic Mug  ");
  await user.type(screen.getByLabelText("Description"), " Stoneware ");
  await user.type(screen.getByLabelText("Price"), "18.5");
  await user.type(screen.getByLabelText("Stock"), "3");
}

// jsdom has no object URLs; these stand-ins also show what was freed.
let urlCount = 0;
const revoked: string[] = [];
const { createObjectURL, revokeObjectURL } = URL;
beforeEach(() => {
  urlCount = 0;
  revoked.length = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${++urlCount}`);
  URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
});
afterEach(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
  vi.restoreAllMocks();
});

describe("CreateProductPage", () => {
  it("shows the form with the help text and a Cancel back to the list", async () => {
    fakeApi({ "GET /api/store/s1": ok({ store }) });
    renderCreate();
    expect(screen.getByRole("heading", { name: "Create New Product" })).toBeInTheDocument();
    expect(await screen.findByText("Adding to Acme Coffee")).toBeInTheDocument();
    expect(screen.getByText("Up to 10 files")).toBeInTheDocument();
    expect(imagesInput()).toHaveAttribute("multiple");
    expect(imagesInput()).toHaveAttribute(
      "accept",
      ".jpg,.jpeg,.png,.webp,.gif,image/jpeg,image/png,image/webp,image/gif",
    );
    expect(screen.getByRole("link", { name: "Cancel" })).toHaveAttribute(
      "href",
      "/dashboard/products?storeId=s1",
    );
  });

  it("checks each field with the PRODUCT.md §5 texts before calling the server", async () => {
    const user = userEvent.setup();
    const requests = fakeApi({ "GET /api/store/s1": ok({ store }) });
    renderCreate();
    const submit = screen.getByRole("button", { name: "Create Product" });

    await user.type(screen.getByLabelText("Product Name"), "   ");
    await user.click(submit);
    expect(screen.getByRole("alert")).toHaveTextContent("Product name is required");
    expect(screen.getByLabelText("Product Name")).toHaveFocus();

    await user.type(screen.getByLabelText("Product Name"), "Mug");
    await user.click(submit);
    expect(screen.getByRole("alert")).toHaveTextContent("Valid price is required");

    await user.type(screen.getByLabelText("Price"), "-1");
    await user.click(submit);
    expect(screen.getByRole("alert")).toHaveTextContent("Valid price is required");

    await user.clear(screen.getByLabelText("Price"));
    await user.type(screen.getByLabelText("Price"), "5");
    await user.click(submit);
    expect(screen.getByRole("alert")).toHaveTextContent("Valid stock quantity is required");

    await user.type(screen.getByLabelText("Stock"), "-2");
    await user.click(submit);
    expect(screen.getByRole("alert")).toHaveTextContent("Valid stock quantity is required");
    expect(requests.some((request) => request.method === "POST")).toBe(false);
  });

  it("says 'Missing storeId' without a store", async () => {
    const user = userEvent.setup();
    fakeApi({});
    renderCreate("/dashboard/products/new");
    await fillDetails(user);
    await user.click(screen.getByRole("button", { name: "Create Product" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Missing storeId");
  });

  it("rejects a selection holding a file of another type", async () => {
    fakeApi({ "GET /api/store/s1": ok({ store }) });
    renderCreate();
    fireEvent.drop(screen.getByTestId("image-dropzone"), {
      dataTransfer: {
        files: [aFile("mug.png", "image/png"), aFile("notes.txt", "text/plain")],
      },
    });
    expect(screen.getByRole("alert")).toHaveTextContent(INVALID_SELECTION);
    expect(screen.queryByRole("list", { name: "Selected images" })).not.toBeInTheDocument();
  });

  it("rejects a file over 10 MB", async () => {
    const user = userEvent.setup();
    fakeApi({ "GET /api/store/s1": ok({ store }) });
    renderCreate();
    await user.upload(imagesInput(), [aFile("huge.jpg", "image/jpeg", 10 * 1024 * 1024 + 1)]);
    expect(screen.getByRole("alert")).toHaveTextContent(INVALID_SELECTION);
    expect(screen.queryByRole("list", { name: "Selected images" })).not.toBeInTheDocument();
  });

  it("accepts a known extension when the browser gives no type", async () => {
    const user = userEvent.setup({ applyAccept: false });
    fakeApi({ "GET /api/store/s1": ok({ store }) });
    renderCreate();
    await user.upload(imagesInput(), [aFile("photo.WEBP", "")]);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByText("photo.WEBP")).toBeInTheDocument();
  });

  it("previews chosen files with their size in MB and removes them", async () => {
    const user = userEvent.setup();
    fakeApi({ "GET /api/store/s1": ok({ store }) });
    const { unmount } = renderCreate();
    await user.upload(imagesInput(), [
      aFile("mug.png", "image/png", 1_300_234),
      aFile("beans.gif", "image/gif", 52_000),
    ]);
    const previews = screen.getByRole("list", { name: "Selected images" });
    expect(within(previews).getAllByRole("listitem")).toHaveLength(2);
    expect(within(previews).getByText("1.24 MB")).toBeInTheDocument();
    expect(within(previews).getByText("0.05 MB")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Remove mug.png" }));
    expect(screen.queryByText("mug.png")).not.toBeInTheDocument();
    expect(revoked).toEqual(["blob:preview-1"]);

    unmount();
    expect(revoked).toEqual(["blob:preview-1", "blob:preview-2"]);
  });

  it("uploads the files with progress, then creates the product with them", async () => {
    const user = userEvent.setup();
    const { sent } = fakeUploads({ progress: [0.4] });
    const upload = deferredReply();
    const create = deferredReply();
    const uploadedImage = anUploadedImage({ url: "/uploads/s1/mug.webp", originalName: "mug.png" });
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store }),
      "POST /api/upload/images": upload.route,
      "POST /api/products": create.route,
    });
    const { router } = renderCreate();
    await fillDetails(user);
    await user.upload(imagesInput(), [aFile("mug.png", "image/png")]);
    await user.click(screen.getByRole("button", { name: "Create Product" }));

    expect(await screen.findByRole("button", { name: "Uploading..." })).toBeDisabled();
    expect(screen.getByRole("progressbar", { name: "Upload progress" })).toHaveAttribute(
      "aria-valuenow",
      "40",
    );
    expect(sent[0]?.getAll("images").map((file) => (file as File).name)).toEqual(["mug.png"]);

    upload.release(ok({ images: [uploadedImage] }));
    expect(await screen.findByRole("button", { name: "Creating Product..." })).toBeDisabled();
    expect(screen.getByText("Uploaded Images")).toBeInTheDocument();
    expect(screen.getByText("mug.png")).toBeInTheDocument();
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();

    create.release(ok({ product: aProduct() }, 201));
    expect(await screen.findByText("elsewhere")).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(
      "/dashboard/products?storeId=s1",
    );
    expect(requests.find((request) => request.path === "/api/products")?.body).toEqual({
      storeId: "s1",
      name: "Ceramic Mug",
      description: "Stoneware",
      price: 18.5,
      stock: 3,
      images: [{ url: "/uploads/s1/mug.webp", originalName: "mug.png" }],
    });
  });

  it("creates a product without images", async () => {
    const user = userEvent.setup();
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store }),
      "POST /api/products": ok({ product: aProduct() }, 201),
    });
    renderCreate();
    await fillDetails(user);
    await user.click(screen.getByRole("button", { name: "Create Product" }));
    expect(await screen.findByText("elsewhere")).toBeInTheDocument();
    expect(requests.some((request) => request.path === "/api/upload/images")).toBe(false);
    expect(requests.find((request) => request.path === "/api/products")?.body).toMatchObject({
      images: [],
    });
  });

  it("says 'Failed to upload images' and creates nothing when the upload fails", async () => {
    const user = userEvent.setup();
    fakeUploads();
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store }),
      "POST /api/upload/images": fail(500),
    });
    renderCreate();
    await fillDetails(user);
    await user.upload(imagesInput(), [aFile("mug.png", "image/png")]);
    await user.click(screen.getByRole("button", { name: "Create Product" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to upload images");
    expect(requests.some((request) => request.path === "/api/products")).toBe(false);
    // The files stay, so trying again is one click.
    expect(screen.getByText("mug.png")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Create Product" })).toBeEnabled();
  });

  it("says 'Failed to create product', or the server's message, and keeps the uploads", async () => {
    const user = userEvent.setup();
    fakeUploads();
    let createReply = fail(500);
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store }),
      "POST /api/upload/images": ok({ images: [anUploadedImage()] }),
      "POST /api/products": () => createReply,
    });
    renderCreate();
    await fillDetails(user);
    await user.upload(imagesInput(), [aFile("mug.png", "image/png")]);
    await user.click(screen.getByRole("button", { name: "Create Product" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to create product");
    expect(screen.getByText("Uploaded Images")).toBeInTheDocument();

    createReply = fail(404, "Store not found", "store_not_found");
    await user.click(screen.getByRole("button", { name: "Create Product" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Store not found"));
    // The second try reuses the uploaded images instead of sending the files again.
    expect(requests.filter((request) => request.path === "/api/upload/images")).toHaveLength(1);
  });
});
