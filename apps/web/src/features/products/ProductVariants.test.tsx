import { PRODUCT_MESSAGES } from "@shopwright/sdk";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { aStore, fail, fakeApi, ok, type FakeRequest } from "../../test/fake-api";
import { aProduct, aTShirt } from "../../test/product-fixtures";
import { renderRoutes } from "../../test/render";
import { CreateProductPage } from "./CreateProductPage";
import { EditProductPage } from "./EditProductPage";

// Options, variants, tags and the other product fields on the create and edit forms
// (docs/PRODUCT.md "Variants").

const store = aStore({ _id: "s1", storeName: "Acme Threads", currency: "USD" });
type User = ReturnType<typeof userEvent.setup>;

function renderCreate() {
  return renderRoutes(
    [
      { path: "/dashboard/products/new", element: <CreateProductPage /> },
      { path: "*", element: <p>elsewhere</p> },
    ],
    "/dashboard/products/new?storeId=s1",
  );
}

function renderEdit() {
  return renderRoutes(
    [
      { path: "/dashboard/products/:id/edit", element: <EditProductPage /> },
      { path: "*", element: <p>elsewhere</p> },
    ],
    "/dashboard/products/p-shirt/edit",
  );
}

/** Adds an option with its values, typed as an owner would (Enter after each value). */
async function addOption(user: User, name: string, values: string[]) {
  const add =
    screen.queryByRole("button", { name: "Add options like size or colour" }) ??
    screen.getByRole("button", { name: "Add another option" });
  await user.click(add);
  const names = screen.getAllByLabelText("Option name");
  expect(names.at(-1)).toHaveFocus();
  await user.type(names.at(-1)!, name);
  await user.type(
    screen.getByLabelText(`${name} values`),
    values.map((v) => `${v}{Enter}`).join(""),
  );
}

const rows = () =>
  within(screen.getByRole("list", { name: "Variants" }))
    .getAllByRole("listitem")
    .map((row) => row.getAttribute("aria-label"));

const sent = (requests: FakeRequest[], method: string) =>
  requests.find((request) => request.method === method)?.body as Record<string, unknown>;

// Typing into forms of up to 100 rows is slow in jsdom on a busy machine.
describe("product variants on the create form", { timeout: 60_000 }, () => {
  it("builds every combination, edits them and sends options and variants instead of price and stock", async () => {
    const user = userEvent.setup();
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store }),
      "POST /api/products": ok({ product: aTShirt() }, 201),
    });
    renderCreate();
    await user.type(screen.getByLabelText("Product Name"), "Organic T-shirt");
    expect(screen.getByLabelText("Price")).toBeInTheDocument();

    await addOption(user, "Size", ["S", "M", "L"]);
    await addOption(user, "Colour", ["White", "Blue"]);
    expect(rows()).toEqual([
      "S / White",
      "S / Blue",
      "M / White",
      "M / Blue",
      "L / White",
      "L / Blue",
    ]);
    // Price and stock give way to the table.
    expect(screen.queryByLabelText("Price")).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Stock")).not.toBeInTheDocument();
    expect(screen.getByText("Price and stock are set for each variant below.")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Price for all variants"), "25");
    await user.type(screen.getByLabelText("Stock for all variants"), "10");
    await user.click(screen.getByRole("button", { name: "Apply to all" }));
    expect(screen.getByLabelText("Price of L / Blue")).toHaveValue(25);
    const blue = screen.getByLabelText("Price of M / Blue");
    await user.clear(blue);
    await user.type(blue, "28");
    await user.type(screen.getByLabelText("Compare-at of M / Blue"), "35");
    await user.type(screen.getByLabelText("SKU of S / White"), "TS-S-W");
    await user.type(screen.getByLabelText("Weight (g) of S / White"), "180");
    expect(screen.getByText(/From \$25\.00 · 60 in stock · 6 variants/)).toBeInTheDocument();

    // A combination not sold is removed, and can come back.
    await user.click(screen.getByRole("button", { name: "Remove L / Blue" }));
    expect(screen.getByRole("heading", { name: "5 variants" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add back L / Blue" }));
    expect(screen.getByRole("heading", { name: "6 variants" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remove L / Blue" }));

    // Tags: Enter or a comma adds one, in lower case; Backspace takes the last one off.
    const tags = screen.getByLabelText("Tags");
    await user.type(tags, "Summer,Cotton{Enter}Linen{Enter}{Backspace}");
    expect(
      within(screen.getByRole("region", { name: "Organization" }))
        .getAllByRole("listitem")
        .map((tag) => tag.textContent),
    ).toEqual(["summer", "cotton"]);
    await user.type(screen.getByLabelText("Product type"), "T-shirts");

    await user.click(screen.getByRole("button", { name: "Create Product" }));
    expect(await screen.findByText("elsewhere")).toBeInTheDocument();
    const body = sent(requests, "POST");
    expect(body).not.toHaveProperty("price");
    expect(body).not.toHaveProperty("stock");
    expect(body).toMatchObject({
      storeId: "s1",
      name: "Organic T-shirt",
      productType: "T-shirts",
      tags: ["summer", "cotton"],
      options: [
        { name: "Size", values: ["S", "M", "L"] },
        { name: "Colour", values: ["White", "Blue"] },
      ],
    });
    expect(body.variants).toEqual([
      {
        options: ["S", "White"],
        price: 25,
        compareAtPrice: null,
        sku: "TS-S-W",
        stock: 10,
        image: null,
        weightGrams: 180,
      },
      { options: ["S", "Blue"], price: 25, compareAtPrice: null, sku: "", stock: 10, image: null },
      { options: ["M", "White"], price: 25, compareAtPrice: null, sku: "", stock: 10, image: null },
      { options: ["M", "Blue"], price: 28, compareAtPrice: 35, sku: "", stock: 10, image: null },
      { options: ["L", "White"], price: 25, compareAtPrice: null, sku: "", stock: 10, image: null },
    ]);
  });

  it("sends compare-at price, SKU and weight of a product without variants", async () => {
    const user = userEvent.setup();
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store }),
      "POST /api/products": ok({ product: aProduct() }, 201),
    });
    renderCreate();
    await user.type(screen.getByLabelText("Product Name"), "Mug");
    await user.type(screen.getByLabelText("Price"), "18");
    await user.type(screen.getByLabelText("Compare-at price"), "24");
    await user.type(screen.getByLabelText("SKU"), " MUG-1 ");
    await user.type(screen.getByLabelText("Stock"), "3");
    await user.type(screen.getByLabelText("Weight"), "350");
    await user.click(screen.getByRole("button", { name: "Create Product" }));
    await screen.findByText("elsewhere");
    expect(sent(requests, "POST")).toEqual({
      storeId: "s1",
      name: "Mug",
      description: "",
      price: 18,
      stock: 3,
      compareAtPrice: 24,
      sku: "MUG-1",
      weightGrams: 350,
      images: [],
    });
  });

  it("shows the contract's texts beside the option or variant they are about", async () => {
    const user = userEvent.setup();
    let reply = fail(400, PRODUCT_MESSAGES.variantImageNotProducts, "validation_failed");
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store }),
      "POST /api/products": () => reply,
    });
    renderCreate();
    await user.type(screen.getByLabelText("Product Name"), "Tee");
    await user.click(screen.getByRole("button", { name: "Add options like size or colour" }));
    await user.type(screen.getByLabelText("Option name"), "Size");
    await user.click(screen.getByRole("button", { name: "Create Product" }));
    const variants = screen.getByRole("region", { name: "Variants" });
    expect(within(variants).getByRole("alert")).toHaveTextContent(
      PRODUCT_MESSAGES.optionValuesRequired,
    );
    expect(screen.getByLabelText("Size values")).toHaveFocus();
    expect(screen.getByLabelText("Size values")).toHaveAttribute("aria-invalid", "true");

    // A new row starts without a price (the product had none): the row's price is pointed at.
    await user.type(screen.getByLabelText("Size values"), "S{Enter}M{Enter}");
    await user.click(screen.getByRole("button", { name: "Create Product" }));
    expect(within(variants).getByRole("alert")).toHaveTextContent(PRODUCT_MESSAGES.validPrice);
    expect(screen.getByLabelText("Price of S")).toHaveFocus();
    expect(screen.getByLabelText("Price of S")).toHaveAttribute("aria-invalid", "true");
    expect(requests.some((request) => request.method === "POST")).toBe(false);

    // The API's answer shows beside the variants too, and nowhere else.
    await user.type(screen.getByLabelText("Price for all variants"), "20");
    await user.click(screen.getByRole("button", { name: "Apply to all" }));
    await user.click(screen.getByRole("button", { name: "Create Product" }));
    await waitFor(() =>
      expect(within(variants).getByRole("alert")).toHaveTextContent(
        PRODUCT_MESSAGES.variantImageNotProducts,
      ),
    );
    expect(screen.getAllByRole("alert")).toHaveLength(1);

    // A message about no field shows above the buttons, as before.
    reply = fail(404, "Store not found", "store_not_found");
    await user.click(screen.getByRole("button", { name: "Create Product" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Store not found"));
    expect(within(variants).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("refuses option values that would make more than 100 variants", async () => {
    const user = userEvent.setup();
    fakeApi({ "GET /api/store/s1": ok({ store }) });
    renderCreate();
    const values = (count: number, from = 1) =>
      Array.from({ length: count }, (_, index) => `${index + from}`).join(", ");
    await user.click(screen.getByRole("button", { name: "Add options like size or colour" }));
    await user.type(screen.getByLabelText("Option name"), "Width");
    await user.click(screen.getByLabelText("Width values"));
    await user.paste(values(20));
    await user.click(screen.getByRole("button", { name: "Add another option" }));
    await user.type(screen.getAllByLabelText("Option name")[1]!, "Length");
    await user.click(screen.getByLabelText("Length values"));
    await user.paste(values(6));
    expect(screen.getByRole("alert")).toHaveTextContent(
      `${PRODUCT_MESSAGES.tooManyVariants}: these values would make 120`,
    );
    expect(rows()).toHaveLength(20);

    // Exactly 100 is allowed.
    await user.paste(values(5));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(rows()).toHaveLength(100);
  });

  it("puts Markdown around the description's selection", async () => {
    const user = userEvent.setup();
    fakeApi({ "GET /api/store/s1": ok({ store }) });
    renderCreate();
    const description = screen.getByLabelText<HTMLTextAreaElement>("Description");
    await user.type(description, "Soft organic cotton");
    description.setSelectionRange(5, 12);
    await user.click(screen.getByRole("button", { name: "Bold" }));
    expect(description).toHaveValue("Soft **organic** cotton");
    description.setSelectionRange(0, description.value.length);
    await user.click(screen.getByRole("button", { name: "Bulleted list" }));
    expect(description).toHaveValue("- Soft **organic** cotton");
  });
});

describe("product variants on the edit form", { timeout: 60_000 }, () => {
  it("shows the variants, keeps their ids when a value is added, and saves them", async () => {
    const user = userEvent.setup();
    const shirt = aTShirt();
    const requests = fakeApi({
      "GET /api/products/item/p-shirt": ok({ product: shirt }),
      "GET /api/store/s1": ok({ store }),
      "PUT /api/products/p-shirt": ok({ product: shirt }),
    });
    renderEdit();
    expect(await screen.findByLabelText("Price of M / Blue")).toHaveValue(28);
    expect(screen.getByLabelText("Compare-at of M / Blue")).toHaveValue(35);
    expect(screen.getByLabelText("SKU of S / White")).toHaveValue("TS-S-W");
    expect(screen.getByRole("button", { name: "Image of M / Blue: shirt-blue.png" })).toBeVisible();
    expect(screen.getByText(/From \$25\.00 · 12 in stock · 4 variants/)).toBeInTheDocument();
    expect(screen.getByLabelText("Product type")).toHaveValue("T-shirts");
    expect(screen.queryByLabelText("Price")).not.toBeInTheDocument();

    await user.type(screen.getByLabelText("Size values"), "L{Enter}");
    expect(rows()).toEqual([
      "S / White",
      "S / Blue",
      "M / White",
      "M / Blue",
      "L / White",
      "L / Blue",
    ]);
    const small = screen.getByLabelText("Price of S / White");
    await user.clear(small);
    await user.type(small, "24");
    await user.click(screen.getByRole("button", { name: "Remove M / White" }));
    await user.click(screen.getByRole("button", { name: "Choose image for L / Blue" }));
    const picker = screen.getByRole("dialog", { name: "Image for L / Blue" });
    await user.click(within(picker).getByRole("button", { name: "shirt-blue.png" }));
    expect(screen.getByRole("button", { name: "Image of L / Blue: shirt-blue.png" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("elsewhere")).toBeInTheDocument();
    const body = sent(requests, "PUT");
    expect(body).not.toHaveProperty("price");
    expect(body).not.toHaveProperty("stock");
    expect(body.options).toEqual([
      { name: "Size", values: ["S", "M", "L"] },
      { name: "Colour", values: ["White", "Blue"] },
    ]);
    expect(
      (body.variants as { id?: string; options: string[]; price: number; image: string }[]).map(
        (variant) => [variant.id, variant.options.join(" / "), variant.price, variant.image],
      ),
    ).toEqual([
      ["v-s-white", "S / White", 24, null],
      ["v-s-blue", "S / Blue", 25, null],
      ["v-m-blue", "M / Blue", 28, "/uploads/s1/shirt-blue.webp"],
      [undefined, "L / White", 25, null],
      [undefined, "L / Blue", 25, "/uploads/s1/shirt-blue.webp"],
    ]);
    expect(body.tags).toEqual(["summer", "cotton"]);
  });

  it("asks before removing an option, and sells the product as one thing without options", async () => {
    const user = userEvent.setup();
    const shirt = aTShirt();
    const requests = fakeApi({
      "GET /api/products/item/p-shirt": ok({ product: shirt }),
      "GET /api/store/s1": ok({ store }),
      "PUT /api/products/p-shirt": ok({ product: shirt }),
    });
    renderEdit();
    await user.click(await screen.findByRole("button", { name: "Remove option Colour" }));
    const confirm = await screen.findByRole("dialog", { name: "Remove “Colour”?" });
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(rows()).toHaveLength(4);

    await user.click(screen.getByRole("button", { name: "Remove option Colour" }));
    await user.click(await screen.findByRole("button", { name: "Remove option" }));
    // Each size keeps its first row.
    expect(rows()).toEqual(["S", "M"]);

    await user.click(screen.getByRole("button", { name: "Remove option Size" }));
    await user.click(await screen.findByRole("button", { name: "Remove option" }));
    expect(screen.queryByRole("list", { name: "Variants" })).not.toBeInTheDocument();
    // Price and stock come back, from what the variants were.
    expect(screen.getByLabelText("Price")).toHaveValue(25);
    expect(screen.getByLabelText("Stock")).toHaveValue(4);
    await user.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText("elsewhere");
    expect(sent(requests, "PUT")).toMatchObject({ options: [], variants: [], price: 25, stock: 4 });
  });

  it("shows the API's answer beside the variants", async () => {
    const user = userEvent.setup();
    fakeApi({
      "GET /api/products/item/p-shirt": ok({ product: aTShirt() }),
      "GET /api/store/s1": ok({ store }),
      "PUT /api/products/p-shirt": fail(400, PRODUCT_MESSAGES.variantsRepeat, "validation_failed"),
    });
    renderEdit();
    await user.click(await screen.findByRole("button", { name: "Save" }));
    const variants = screen.getByRole("region", { name: "Variants" });
    await waitFor(() =>
      expect(within(variants).getByRole("alert")).toHaveTextContent(
        PRODUCT_MESSAGES.variantsRepeat,
      ),
    );
    expect(screen.getAllByRole("alert")).toHaveLength(1);
  });
});
