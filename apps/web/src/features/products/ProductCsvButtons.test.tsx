import type { ImportProductsResult } from "@shopwright/sdk";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { aStore, deferredReply, fail, fakeApi, ok, type FakeRequest } from "../../test/fake-api";
import { renderRoutes } from "../../test/render";
import { formatOfHeader } from "./csv-file";
import { aProduct, aProductPage } from "../../test/product-fixtures";
import { ProductListPage } from "./ProductListPage";

const store = aStore({ _id: "s1" });
const SHOPIFY_HEADER = "\uFEFFHandle,Title,Body (HTML),Variant Price,Image Src\n";

function aResult(overrides: Partial<ImportProductsResult> = {}): ImportProductsResult {
  return {
    format: "shopify",
    isDryRun: true,
    rows: 5,
    created: 2,
    updated: 1,
    unchanged: 1,
    failed: 1,
    errors: [{ row: 4, handle: "bad-price", message: "Valid price is required" }],
    ...overrides,
  };
}

const aCsv = (name = "products.csv", text = `${SHOPIFY_HEADER}mug,Mug,,18,\n`) =>
  new File([text], name, { type: "text/csv" });

function renderList() {
  return renderRoutes(
    [{ path: "/dashboard/products", element: <ProductListPage /> }],
    "/dashboard/products?storeId=s1",
  );
}

const importCalls = (requests: FakeRequest[]) =>
  requests.filter((request) => request.path === "/api/store/s1/products/import");
const listCalls = (requests: FakeRequest[]) =>
  requests.filter((request) => request.path === "/api/products/s1");

async function openImport() {
  const user = userEvent.setup();
  renderList();
  await screen.findByText("Ceramic Mug");
  await user.click(screen.getByRole("button", { name: "Import" }));
  const dialog = screen.getByRole("dialog", { name: "Import products" });
  return { user, dialog };
}

const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  vi.restoreAllMocks();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

describe("formatOfHeader", () => {
  it.each([
    [SHOPIFY_HEADER, "shopify"],
    ['"Handle","Title","Vendor"\r\n', "shopify"],
    ["handle,name,description,price,stock,status,images\n", "native"],
    ["sku,colour\n", null],
  ])("reads %j as %s", (text, format) => {
    expect(formatOfHeader(text)).toBe(format);
  });
});

describe("Import on the product list", () => {
  it("checks a chosen file with a dry run, shows counts and row errors, then imports", async () => {
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/products/s1": ok(aProductPage([aProduct()])),
      "POST /api/store/s1/products/import": (request) =>
        ok(aResult({ isDryRun: request.query.get("dryRun") === "true" })),
    });
    const { user, dialog } = await openImport();

    await user.upload(within(dialog).getByLabelText("CSV file"), aCsv());
    expect(await within(dialog).findByText("Detected: Shopify product CSV")).toBeInTheDocument();
    const counts = await within(dialog).findByText("New");
    expect(counts.nextElementSibling).toHaveTextContent("2");
    const errors = within(dialog).getByRole("list", { name: "Row errors" });
    expect(within(errors).getByText("Row 4")).toBeInTheDocument();
    expect(within(errors).getByText("Valid price is required")).toBeInTheDocument();
    const [dryRun] = importCalls(requests);
    expect(Object.fromEntries(dryRun!.query)).toEqual({ format: "auto", dryRun: "true" });
    expect(dryRun!.headers.get("content-type")).toBe("text/csv");
    const listsBefore = listCalls(requests).length;

    await user.click(within(dialog).getByRole("button", { name: "Import 3 products" }));
    expect(await screen.findByRole("dialog", { name: "Import finished" })).toBeInTheDocument();
    expect(Object.fromEntries(importCalls(requests)[1]!.query)).toEqual({ format: "auto" });
    await waitFor(() => expect(listCalls(requests).length).toBeGreaterThan(listsBefore));
    await user.click(screen.getByRole("button", { name: "Done" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("runs the dry run again in the format chosen", async () => {
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/products/s1": ok(aProductPage([aProduct()])),
      "POST /api/store/s1/products/import": ok(aResult()),
    });
    const { user, dialog } = await openImport();
    await user.upload(within(dialog).getByLabelText("CSV file"), aCsv());
    await within(dialog).findByText("New");
    await user.selectOptions(within(dialog).getByLabelText("Format"), "native");
    await waitFor(() => expect(importCalls(requests)).toHaveLength(2));
    expect(importCalls(requests)[1]!.query.get("format")).toBe("native");
  });

  it("shows 'Checking the file…' while the dry run runs and offers no import yet", async () => {
    const pending = deferredReply();
    fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/products/s1": ok(aProductPage([aProduct()])),
      "POST /api/store/s1/products/import": pending.route,
    });
    const { user, dialog } = await openImport();
    await user.upload(within(dialog).getByLabelText("CSV file"), aCsv());
    expect(await within(dialog).findByText("Checking the file…")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Import products" })).toBeDisabled();
    pending.release(ok(aResult({ created: 0, updated: 0, unchanged: 4, failed: 0, errors: [] })));
    expect(await within(dialog).findByText(/Nothing to import/)).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Import products" })).toBeDisabled();
  });

  it("shows the server's reason when the file is refused", async () => {
    fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/products/s1": ok(aProductPage([aProduct()])),
      "POST /api/store/s1/products/import": fail(
        400,
        "The first row is not a known header",
        "validation_failed",
      ),
    });
    const { user, dialog } = await openImport();
    await user.upload(within(dialog).getByLabelText("CSV file"), aCsv("odd.csv", "sku\n1\n"));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "The first row is not a known header",
    );
    expect(within(dialog).getByText("The header row names neither format.")).toBeInTheDocument();
  });

  it("takes a dropped file, and refuses one that is not CSV without calling the API", async () => {
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/products/s1": ok(aProductPage([aProduct()])),
      "POST /api/store/s1/products/import": ok(aResult()),
    });
    const { dialog } = await openImport();
    const dropzone = within(dialog).getByTestId("csv-dropzone");
    fireEvent.drop(dropzone, {
      dataTransfer: { files: [new File(["x"], "photo.png", { type: "image/png" })] },
    });
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Choose a .csv file");
    expect(importCalls(requests)).toHaveLength(0);
    fireEvent.drop(dropzone, { dataTransfer: { files: [aCsv()] } });
    expect(await within(dialog).findByText("New")).toBeInTheDocument();
    expect(importCalls(requests)).toHaveLength(1);
  });
});

describe("Export on the product list", () => {
  it("downloads the CSV in the chosen format", async () => {
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/products/s1": ok(aProductPage([aProduct()])),
      "GET /api/store/s1/products/export": { status: 200, body: "Handle,Title\nmug,Mug\n" },
    });
    const createUrl = vi.fn(() => "blob:export");
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    URL.createObjectURL = createUrl;
    URL.revokeObjectURL = vi.fn();
    const user = userEvent.setup();
    renderList();
    await screen.findByText("Ceramic Mug");
    await user.click(screen.getByRole("button", { name: "Export" }));
    const dialog = screen.getByRole("dialog", { name: "Export products" });
    await user.click(within(dialog).getByRole("radio", { name: /Shopify product CSV/ }));
    await user.click(within(dialog).getByRole("button", { name: "Download CSV" }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const call = requests.find((request) => request.path === "/api/store/s1/products/export");
    expect(call?.query.get("format")).toBe("shopify");
    expect(createUrl).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("keeps the dialog open with the reason when the export fails", async () => {
    fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/products/s1": ok(aProductPage([aProduct()])),
      "GET /api/store/s1/products/export": fail(404, "Store not found", "store_not_found"),
    });
    const user = userEvent.setup();
    renderList();
    await screen.findByText("Ceramic Mug");
    await user.click(screen.getByRole("button", { name: "Export" }));
    await user.click(screen.getByRole("button", { name: "Download CSV" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Store not found");
  });
});
