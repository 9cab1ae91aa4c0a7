import { CHECKOUT_MESSAGES, type DiscountBody, type DiscountDto } from "@shopwright/sdk";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { aStore, deferredReply, fail, fakeApi, ok } from "../../test/fake-api";
import { aProduct, aProductPage } from "../../test/product-fixtures";
import { renderRoutes } from "../../test/render";
import { DiscountsPage } from "./DiscountsPage";

const store = aStore({ _id: "s1", storeName: "Harbour & Pine", currency: "USD", locale: "en-US" });
const PRODUCT = "6f1c1d2e-0000-4000-8000-0000000000c1";

function aDiscount(overrides: Partial<DiscountDto> = {}): DiscountDto {
  return {
    _id: "d1",
    code: "SUMMER-25",
    title: "Summer sale",
    kind: "fixed",
    value: 2500,
    appliesTo: { kind: "all" },
    minimumSubtotalMinor: 10000,
    usageLimit: 100,
    perCustomerLimit: null,
    startsAt: null,
    endsAt: null,
    enabled: true,
    usedCount: 3,
    status: "active",
    version: 2,
    createdAt: "2026-06-01T10:00:00.000Z",
    updatedAt: "2026-06-01T10:00:00.000Z",
    ...overrides,
  };
}

function renderDiscounts() {
  return renderRoutes(
    [{ path: "/dashboard/store/:storeId/discounts", element: <DiscountsPage /> }],
    "/dashboard/store/s1/discounts",
  );
}

/** The desktop table (the phone's cards repeat each discount). */
const table = () => screen.getByRole("table");

describe("DiscountsPage", () => {
  it("lists each discount with its code, value, status, uses and dates", async () => {
    fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/store/s1/discounts": ok({
        discounts: [
          aDiscount(),
          aDiscount({
            _id: "d2",
            code: null,
            title: "Autumn",
            kind: "percentage",
            value: 12.5,
            appliesTo: { kind: "products", ids: [PRODUCT] },
            minimumSubtotalMinor: 0,
            usageLimit: null,
            usedCount: 0,
            status: "scheduled",
            startsAt: "2026-09-01T00:00:00.000Z",
          }),
        ],
      }),
    });
    renderDiscounts();
    const rows = within(await screen.findByRole("table")).getAllByRole("row");
    expect(rows[1]).toHaveTextContent("SUMMER-25");
    expect(rows[1]).toHaveTextContent("$25.00 off");
    expect(rows[1]).toHaveTextContent("All products · Orders over $100.00");
    expect(rows[1]).toHaveTextContent("Active");
    expect(rows[1]).toHaveTextContent("3 / 100");
    expect(rows[1]).toHaveTextContent("No end date");
    expect(rows[2]).toHaveTextContent("Autumn");
    expect(rows[2]).toHaveTextContent("Automatic");
    expect(rows[2]).toHaveTextContent("12.5% off");
    expect(rows[2]).toHaveTextContent("1 product");
    expect(rows[2]).toHaveTextContent("Scheduled");
    expect(rows[2]).toHaveTextContent("0 / no limit");
    expect(rows[2]).toHaveTextContent("From Sep 1, 2026");
  });

  it("shows the empty state, and creates a generated code for chosen products", async () => {
    let list: DiscountDto[] = [];
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/store/s1/discounts": () => ok({ discounts: list }),
      "GET /api/products/s1": ok(
        aProductPage([aProduct({ _id: PRODUCT, name: "Cedar Candle", price: 24.5 })], {
          limit: 48,
        }),
      ),
      "POST /api/store/s1/discounts": (request) => {
        const body = request.body as DiscountBody;
        list = [aDiscount({ _id: "d9", code: body.code ?? null, kind: "percentage", value: 15 })];
        return ok({ discount: list[0] }, 201);
      },
    });
    renderDiscounts();
    expect(await screen.findByText("No discounts yet")).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole("button", { name: "Create discount" })[1]!);
    const dialog = screen.getByRole("dialog", { name: "Create discount" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Generate a random code" }));
    const code = within(dialog).getByLabelText("Code");
    expect((code as HTMLInputElement).value).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    await userEvent.type(within(dialog).getByLabelText("Percentage"), "15");
    await userEvent.click(within(dialog).getByLabelText("Specific products"));
    await userEvent.click(await within(dialog).findByLabelText(/Cedar Candle/));
    await userEvent.type(within(dialog).getByLabelText("Minimum subtotal"), "50");
    await userEvent.type(within(dialog).getByLabelText("Uses per customer"), "1");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create discount" }));

    expect(await screen.findByText("Discount created")).toBeInTheDocument();
    const post = requests.find((r) => r.method === "POST");
    expect(post?.body).toEqual({
      code: (code as HTMLInputElement).value,
      title: "",
      kind: "percentage",
      value: 15,
      appliesTo: { kind: "products", ids: [PRODUCT] },
      minimumSubtotalMinor: 5000,
      usageLimit: null,
      perCustomerLimit: 1,
      startsAt: null,
      endsAt: null,
      enabled: true,
    });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(
      await within(table()).findByText((post!.body as DiscountBody).code!),
    ).toBeInTheDocument();
  });

  it("limits a discount to chosen collections", async () => {
    const COLLECTION = "6f1c1d2e-0000-4000-8000-0000000000d1";
    let list: DiscountDto[] = [];
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/store/s1/discounts": () => ok({ discounts: list }),
      "GET /api/store/s1/collections": ok({
        collections: [
          {
            _id: COLLECTION,
            handle: "gifts",
            title: "Gifts",
            description: "",
            kind: "manual",
            rules: [],
            match: "all",
            sortOrder: "manual",
            productIds: [],
            productCount: 4,
            image: null,
            seoTitle: "",
            seoDescription: "",
            version: 0,
            createdAt: "2026-06-01T10:00:00.000Z",
            updatedAt: "2026-06-01T10:00:00.000Z",
          },
        ],
      }),
      "POST /api/store/s1/discounts": (request) => {
        const body = request.body as DiscountBody;
        list = [
          aDiscount({
            _id: "d7",
            code: "GIFTS",
            appliesTo: body.appliesTo as DiscountDto["appliesTo"],
          }),
        ];
        return ok({ discount: list[0] }, 201);
      },
    });
    renderDiscounts();
    await userEvent.click(await screen.findByRole("button", { name: "Create discount" }));
    const dialog = screen.getByRole("dialog", { name: "Create discount" });
    await userEvent.type(within(dialog).getByLabelText("Code"), "GIFTS");
    await userEvent.type(within(dialog).getByLabelText("Percentage"), "20");
    await userEvent.click(within(dialog).getByLabelText("Specific collections"));
    // None chosen: the contract's words, no request.
    await userEvent.click(within(dialog).getByRole("button", { name: "Create discount" }));
    expect(
      await within(dialog).findByText(CHECKOUT_MESSAGES.collectionsRequired),
    ).toBeInTheDocument();
    expect(requests.some((r) => r.method === "POST")).toBe(false);
    await userEvent.click(await within(dialog).findByLabelText(/Gifts/));
    await userEvent.click(within(dialog).getByRole("button", { name: "Create discount" }));
    // The list shows it once saved (the toast is the first test's: toasts outlive a test).
    expect(await within(table()).findByText(/1 collection/)).toBeInTheDocument();
    expect(requests.find((r) => r.method === "POST")?.body).toMatchObject({
      appliesTo: { kind: "collections", ids: [COLLECTION] },
    });
  });

  it("checks the form with the contract's words and shows the server's refusal", async () => {
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/store/s1/discounts": ok({ discounts: [] }),
      "POST /api/store/s1/discounts": fail(409, CHECKOUT_MESSAGES.codeTaken, "discount_code_taken"),
    });
    renderDiscounts();
    await userEvent.click(await screen.findByRole("button", { name: "Create discount" }));
    const dialog = screen.getByRole("dialog", { name: "Create discount" });
    await userEvent.type(within(dialog).getByLabelText("Code"), "ten off");
    await userEvent.type(within(dialog).getByLabelText("Percentage"), "120");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create discount" }));
    expect(within(dialog).getByLabelText("Code")).toHaveAccessibleDescription(
      CHECKOUT_MESSAGES.codeInvalid,
    );
    expect(requests.some((r) => r.method === "POST")).toBe(false);

    await userEvent.clear(within(dialog).getByLabelText("Code"));
    await userEvent.type(within(dialog).getByLabelText("Code"), "tenoff");
    expect(within(dialog).getByLabelText("Code")).toHaveValue("TENOFF");
    expect(within(dialog).getByLabelText("Percentage")).toHaveAccessibleDescription(
      CHECKOUT_MESSAGES.percentInvalid,
    );
    await userEvent.clear(within(dialog).getByLabelText("Percentage"));
    await userEvent.type(within(dialog).getByLabelText("Percentage"), "10");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create discount" }));
    expect(await within(dialog).findByText(CHECKOUT_MESSAGES.codeTaken)).toBeInTheDocument();
  });

  it("turns a discount off at once and back on when the server refuses", async () => {
    const reply = deferredReply();
    fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/store/s1/discounts": ok({ discounts: [aDiscount()] }),
      "PUT /api/store/s1/discounts/d1": reply.route,
    });
    renderDiscounts();
    const toggle = within(await screen.findByRole("table")).getByRole("switch", {
      name: "SUMMER-25 is on",
    });
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    // The switch's word and the status badge.
    expect(within(table()).getAllByText("Off")).toHaveLength(2);
    reply.release(fail(409, CHECKOUT_MESSAGES.versionStale, "stale_version"));
    await waitFor(() => expect(toggle).toBeChecked());
    expect(await screen.findByText(CHECKOUT_MESSAGES.versionStale)).toBeInTheDocument();
  });

  it("deletes after confirming, and puts the row back when the delete fails", async () => {
    fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/store/s1/discounts": ok({ discounts: [aDiscount()] }),
      "DELETE /api/store/s1/discounts/d1": fail(500),
    });
    renderDiscounts();
    await userEvent.click(
      within(await screen.findByRole("table")).getByRole("button", { name: "Delete SUMMER-25" }),
    );
    const confirm = screen.getByRole("dialog", { name: "Delete SUMMER-25?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Failed to delete the discount")).toBeInTheDocument();
    expect(within(table()).getByText("SUMMER-25")).toBeInTheDocument();
  });

  it("edits from the version read, and offers to reload a discount changed meanwhile", async () => {
    let current = aDiscount();
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/store/s1/discounts": () => ok({ discounts: [current] }),
      "PUT /api/store/s1/discounts/d1": () => {
        current = aDiscount({ value: 3000, version: 3 });
        return fail(409, CHECKOUT_MESSAGES.versionStale, "stale_version");
      },
    });
    renderDiscounts();
    await userEvent.click(
      within(await screen.findByRole("table")).getByRole("button", { name: "Edit SUMMER-25" }),
    );
    const dialog = screen.getByRole("dialog", { name: "Edit SUMMER-25" });
    const amount = within(dialog).getByLabelText("Amount");
    expect(amount).toHaveValue("25.00");
    await userEvent.clear(amount);
    await userEvent.type(amount, "20");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(requests.find((r) => r.method === "PUT")?.body).toMatchObject({
      value: 2000,
      version: 2,
    });

    const conflict = await screen.findByRole("dialog", { name: "This discount has changed" });
    await userEvent.click(within(conflict).getByRole("button", { name: "Reload" }));
    await waitFor(() =>
      expect(
        within(screen.getByRole("dialog", { name: "Edit SUMMER-25" })).getByLabelText("Amount"),
      ).toHaveValue("30.00"),
    );
  });

  it("shows a load failure with a retry", async () => {
    let calls = 0;
    fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/store/s1/discounts": () =>
        ++calls === 1 ? fail(500) : ok({ discounts: [aDiscount()] }),
    });
    renderDiscounts();
    expect(await screen.findByText("Failed to load discounts")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("table")).toHaveTextContent("SUMMER-25");
  });
});
