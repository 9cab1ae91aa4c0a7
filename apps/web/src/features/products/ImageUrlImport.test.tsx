import { aStore, deferredReply, fail, fakeApi, ok } from "../../test/fake-api";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../../test/render";
import { CreateProductPage } from "./CreateProductPage";
import { EditProductForm } from "./EditProductForm";
import { aProduct, anUploadedImage } from "../../test/product-fixtures";

const store = aStore({ _id: "s1", storeName: "Acme Coffee" });
const NOT_ALLOWED = "That address is not allowed: it points to this server or a private network";

function renderCreate() {
  return renderRoutes(
    [
      { path: "/dashboard/products/new", element: <CreateProductPage /> },
      { path: "*", element: <p>elsewhere</p> },
    ],
    "/dashboard/products/new?storeId=s1",
  );
}

const urlField = () => screen.getByLabelText("Import from URL");

/** Pastes rather than types: a keystroke per character is slow on a busy machine. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe("Import from URL on the product forms", () => {
  it("imports the image, lists it with the uploaded ones and creates the product with it", async () => {
    const user = userEvent.setup();
    const reply = deferredReply();
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store }),
      "POST /api/upload/image-url": reply.route,
      "POST /api/products": ok({ product: aProduct() }, 201),
    });
    renderCreate();
    await fill(user, screen.getByLabelText("Product Name"), "Mug");
    await fill(user, screen.getByLabelText("Price"), "5");
    await fill(user, screen.getByLabelText("Stock"), "1");
    await fill(user, urlField(), " https://cdn.example.com/mug.jpg ");
    // Enter imports; it does not submit the product form.
    await user.keyboard("{Enter}");

    expect(await screen.findByRole("button", { name: "Importing..." })).toBeDisabled();
    expect(urlField()).toBeDisabled();
    expect(requests.find((r) => r.path === "/api/upload/image-url")?.body).toEqual({
      url: "https://cdn.example.com/mug.jpg",
    });
    expect(requests.some((r) => r.path === "/api/products")).toBe(false);

    reply.release(
      ok(
        { image: anUploadedImage({ url: "/uploads/ab/cd/original.jpg", originalName: "mug.jpg" }) },
        201,
      ),
    );
    const list = (await screen.findByText("Uploaded Images")).parentElement!;
    expect(within(list).getByText("mug.jpg")).toBeInTheDocument();
    expect(urlField()).toHaveValue("");

    await user.click(screen.getByRole("button", { name: "Create Product" }));
    expect(await screen.findByText("elsewhere")).toBeInTheDocument();
    expect(requests.find((r) => r.path === "/api/products")?.body).toMatchObject({
      images: [{ url: "/uploads/ab/cd/original.jpg", originalName: "mug.jpg" }],
    });
  });

  it("shows the server's refusal and keeps the address for another try", async () => {
    const user = userEvent.setup();
    fakeApi({
      "GET /api/store/s1": ok({ store }),
      "POST /api/upload/image-url": fail(400, NOT_ALLOWED, "url_not_allowed"),
    });
    renderCreate();
    await fill(user, urlField(), "http://127.0.0.1/admin.png");
    await user.click(screen.getByRole("button", { name: "Import" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(NOT_ALLOWED);
    expect(urlField()).toHaveValue("http://127.0.0.1/admin.png");
    expect(urlField()).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("button", { name: "Import" })).toBeEnabled();
  });

  it("checks the address before asking the server", async () => {
    const user = userEvent.setup();
    const requests = fakeApi({ "GET /api/store/s1": ok({ store }) });
    renderCreate();
    expect(screen.getByRole("button", { name: "Import" })).toBeDisabled();
    await fill(user, urlField(), "ftp://example.com/a.png");
    await user.click(screen.getByRole("button", { name: "Import" }));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Enter a full address starting with https:// or http://",
    );
    expect(requests.some((r) => r.path === "/api/upload/image-url")).toBe(false);
  });

  it("adds an imported image to the images of a product being edited", async () => {
    const user = userEvent.setup();
    fakeApi({
      "POST /api/upload/image-url": ok(
        { image: anUploadedImage({ url: "/uploads/ef/gh/original.png", originalName: "cup.png" }) },
        201,
      ),
    });
    renderRoutes(
      [
        {
          path: "/",
          element: <EditProductForm product={aProduct({ images: [] })} currency="EUR" />,
        },
      ],
      "/",
    );
    expect(screen.getByText("No images yet")).toBeInTheDocument();
    await fill(user, urlField(), "https://cdn.example.com/cup.png");
    await user.click(screen.getByRole("button", { name: "Import" }));
    const list = await screen.findByRole("list", { name: "Images" });
    expect(within(list).getByText("cup.png")).toBeInTheDocument();
    expect(list.querySelector("img")).toHaveAttribute("src", "/uploads/ef/gh/original.png");
  });
});
