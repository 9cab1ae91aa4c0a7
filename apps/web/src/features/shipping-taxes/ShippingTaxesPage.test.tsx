import {
  CHECKOUT_MESSAGES,
  PERMISSION_MESSAGES,
  type ShippingTaxesBody,
  type ShippingTaxesDto,
} from "@shopwright/sdk";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { aStore, fail, fakeApi, ok } from "../../test/fake-api";
import { renderRoutes } from "../../test/render";
import { ShippingTaxesPage } from "./ShippingTaxesPage";

const store = aStore({ _id: "s1", storeName: "Harbour & Pine" });
const ZONE = "6f1c1d2e-0000-4000-8000-00000000000a";
const RATE = "6f1c1d2e-0000-4000-8000-00000000000b";

function someSettings(overrides: Partial<ShippingTaxesDto> = {}): ShippingTaxesDto {
  return {
    version: 3,
    currency: "USD",
    pricesIncludeTax: false,
    taxShipping: false,
    zones: [
      {
        id: ZONE,
        name: "United States",
        countries: ["US"],
        rates: [
          {
            id: RATE,
            name: "Standard",
            priceMinor: 599,
            freeOverMinor: 7500,
            minWeightGrams: null,
            maxWeightGrams: null,
          },
        ],
      },
    ],
    pickup: { id: "pickup", enabled: false, name: "Local pickup", instructions: "" },
    taxRates: [{ country: "US", region: "NY", name: "Sales tax", ratePercent: 8.875 }],
    ...overrides,
  };
}

function renderShipping() {
  return renderRoutes(
    [{ path: "/dashboard/store/:storeId/shipping", element: <ShippingTaxesPage /> }],
    "/dashboard/store/s1/shipping",
  );
}

const zone = (name: string) => screen.getByRole("region", { name });
const saveButton = () => screen.queryByRole("button", { name: "Save" });

describe("ShippingTaxesPage", () => {
  it("shows the zones, rates in major units, pickup and tax rates as saved, with no Save bar", async () => {
    fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/store/s1/shipping-taxes": ok({ settings: someSettings() }),
    });
    renderShipping();
    const us = await screen.findByRole("region", { name: "United States" });
    expect(within(us).getByLabelText("Zone name")).toHaveValue("United States");
    expect(within(us).getByRole("button", { name: "Remove United States" })).toBeInTheDocument();
    const standard = within(us).getByRole("group", { name: "Standard" });
    expect(within(standard).getByLabelText("Price")).toHaveValue("5.99");
    expect(within(standard).getByLabelText("Free over")).toHaveValue("75.00");
    expect(within(standard).getByLabelText("From (kg)")).toHaveValue("");
    expect(screen.getByRole("switch", { name: "Local pickup" })).not.toBeChecked();
    const ny = screen.getByRole("group", { name: "US NY" });
    expect(within(ny).getByLabelText("Country")).toHaveValue("US");
    expect(within(ny).getByLabelText("Rate (%)")).toHaveValue("8.875");
    expect(saveButton()).toBeNull();
  });

  it("saves the whole document from the version it loaded, in minor units and grams", async () => {
    let saved = someSettings();
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/store/s1/shipping-taxes": () => ok({ settings: saved }),
      "PUT /api/store/s1/shipping-taxes": (request) => {
        const body = request.body as ShippingTaxesBody;
        saved = someSettings({ version: 4, taxShipping: body.taxShipping });
        return ok({ settings: saved });
      },
    });
    renderShipping();
    const us = await screen.findByRole("region", { name: "United States" });
    await userEvent.click(within(us).getByRole("button", { name: "Add rate" }));
    const added = within(us).getAllByRole("group")[1]!;
    await userEvent.clear(within(added).getByLabelText("Rate name"));
    await userEvent.type(within(added).getByLabelText("Rate name"), "Freight");
    await userEvent.type(within(added).getByLabelText("Price"), "49,5");
    await userEvent.type(within(added).getByLabelText("From (kg)"), "20");
    await userEvent.type(within(added).getByLabelText("To (kg)"), "100.5");
    await userEvent.click(screen.getByRole("switch", { name: "Charge tax on shipping" }));
    expect(screen.getByText("You have unsaved changes")).toBeInTheDocument();
    await userEvent.click(saveButton()!);

    expect(await screen.findByText("Shipping and tax settings saved")).toBeInTheDocument();
    const put = requests.find((r) => r.method === "PUT");
    expect(put?.body).toEqual({
      version: 3,
      pricesIncludeTax: false,
      taxShipping: true,
      zones: [
        {
          id: ZONE,
          name: "United States",
          countries: ["US"],
          rates: [
            {
              id: RATE,
              name: "Standard",
              priceMinor: 599,
              freeOverMinor: 7500,
              minWeightGrams: null,
              maxWeightGrams: null,
            },
            {
              name: "Freight",
              priceMinor: 4950,
              freeOverMinor: null,
              minWeightGrams: 20000,
              maxWeightGrams: 100500,
            },
          ],
        },
      ],
      pickup: { enabled: false, name: "Local pickup", instructions: "" },
      taxRates: [{ country: "US", region: "NY", name: "Sales tax", ratePercent: 8.875 }],
    });
    await waitFor(() => expect(saveButton()).toBeNull());
  });

  it("adds a zone from the country list, where a country of another zone cannot be picked", async () => {
    fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/store/s1/shipping-taxes": ok({ settings: someSettings() }),
    });
    renderShipping();
    await screen.findByRole("region", { name: "United States" });
    await userEvent.click(screen.getByRole("button", { name: "Add zone" }));
    const added = zone("Zone 2");
    await userEvent.click(within(added).getByRole("button", { name: "Add countries" }));
    // Pasted, not typed, and found by label: each key, and each role query, would go through
    // the 250 countries again.
    const search = within(added).getByRole("searchbox", { name: "Search countries" });
    await userEvent.click(search);
    await userEvent.paste("uni");
    const list = within(added).getByRole("list", { name: "Countries" });
    expect(within(list).getByLabelText(/United States.*In United States/)).toBeDisabled();
    await userEvent.click(within(list).getByLabelText(/United Kingdom/));
    await userEvent.tripleClick(search);
    await userEvent.paste("rest");
    await userEvent.click(within(list).getByLabelText(/Rest of world/));
    await userEvent.click(within(added).getByRole("button", { name: "Done" }));
    expect(
      within(added).getByRole("button", { name: "Remove United Kingdom" }),
    ).toBeInTheDocument();
    expect(within(added).getByRole("button", { name: "Remove Rest of world" })).toBeInTheDocument();
  });

  it("shows each problem beside its field and sends nothing until they are fixed", async () => {
    const requests = fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/store/s1/shipping-taxes": ok({ settings: someSettings() }),
    });
    renderShipping();
    const us = await screen.findByRole("region", { name: "United States" });
    const price = within(us).getByLabelText("Price");
    await userEvent.clear(price);
    await userEvent.type(price, "5.999");
    await userEvent.click(screen.getByRole("button", { name: "Add tax rate" }));
    await userEvent.click(saveButton()!);

    expect(price).toHaveAttribute("aria-invalid", "true");
    expect(price).toHaveAccessibleDescription("Price can have at most two decimals");
    const added = screen.getByRole("group", { name: "Country" });
    expect(within(added).getByLabelText("Country")).toHaveAccessibleDescription("Choose a country");
    expect(within(added).getByLabelText("Name")).toHaveAccessibleDescription(
      CHECKOUT_MESSAGES.nameRequired,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Fix the 4 highlighted fields to save.");

    // The same tax place twice, in another case: the rule across entries.
    await userEvent.selectOptions(within(added).getByLabelText("Country"), "US");
    await userEvent.type(within(added).getByLabelText("Region"), "ny");
    await userEvent.type(within(added).getByLabelText("Name"), "Sales tax");
    await userEvent.type(within(added).getByLabelText("Rate (%)"), "4");
    expect(await screen.findByText(CHECKOUT_MESSAGES.taxRateTwice)).toBeInTheDocument();
    expect(requests.some((r) => r.method === "PUT")).toBe(false);
  });

  it("offers to reload when the settings changed since they were loaded", async () => {
    let version = 3;
    fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/store/s1/shipping-taxes": () =>
        ok({
          settings: someSettings({
            version,
            zones: version === 3 ? someSettings().zones : [],
          }),
        }),
      "PUT /api/store/s1/shipping-taxes": () => {
        version = 4;
        return fail(409, CHECKOUT_MESSAGES.versionStale, "stale_version");
      },
    });
    renderShipping();
    await screen.findByRole("region", { name: "United States" });
    await userEvent.click(screen.getByRole("switch", { name: "Prices include tax" }));
    await userEvent.click(saveButton()!);

    const dialog = await screen.findByRole("dialog", { name: "These settings have changed" });
    expect(dialog).toHaveTextContent(CHECKOUT_MESSAGES.versionStale);
    await userEvent.click(within(dialog).getByRole("button", { name: "Reload" }));
    expect(await screen.findByText("No shipping zones yet")).toBeInTheDocument();
    expect(screen.getByRole("switch", { name: "Prices include tax" })).not.toBeChecked();
    expect(saveButton()).toBeNull();
  });

  it("lets members read the settings but change nothing", async () => {
    fakeApi({
      "GET /api/store/s1": ok({ store: { ...store, role: "member" } }),
      "GET /api/store/s1/shipping-taxes": ok({ settings: someSettings() }),
    });
    renderShipping();
    expect(await screen.findByText(PERMISSION_MESSAGES.admin)).toBeInTheDocument();
    expect(within(zone("United States")).getByLabelText("Zone name")).toBeDisabled();
    expect(screen.getByRole("switch", { name: "Local pickup" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Add zone" })).toBeDisabled();
  });

  it("shows the empty zones with a way to add one, and a load failure with a retry", async () => {
    let calls = 0;
    fakeApi({
      "GET /api/store/s1": ok({ store }),
      "GET /api/store/s1/shipping-taxes": () =>
        ++calls === 1 ? fail(500) : ok({ settings: someSettings({ zones: [], taxRates: [] }) }),
    });
    renderShipping();
    expect(await screen.findByText("Failed to load shipping and tax settings")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("No shipping zones yet")).toBeInTheDocument();
    expect(screen.getByText("No tax rates: checkout charges no tax.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Add zone" }));
    expect(zone("Domestic")).toBeInTheDocument();
  });
});
