import { CHECKOUT_MESSAGES, type ShippingTaxesDto } from "@shopwright/sdk";
import { describe, expect, it } from "vitest";
import { aTaxRate, aZone, checkShippingForm, formOfSettings, isSameForm } from "./shipping-form";

const ZONE = "6f1c1d2e-0000-4000-8000-00000000000a";

function settings(currency: string): ShippingTaxesDto {
  return {
    version: 7,
    currency,
    pricesIncludeTax: true,
    taxShipping: false,
    zones: [
      {
        id: ZONE,
        name: "Japan",
        countries: ["JP"],
        rates: [
          {
            id: "6f1c1d2e-0000-4000-8000-00000000000b",
            name: "Yamato",
            priceMinor: 1200,
            freeOverMinor: null,
            minWeightGrams: 250,
            maxWeightGrams: 2000,
          },
        ],
      },
    ],
    pickup: { id: "pickup", enabled: false, name: "Local pickup", instructions: "" },
    taxRates: [{ country: "JP", region: "", name: "Consumption tax", ratePercent: 10 }],
  };
}

describe("the shipping form", () => {
  it("shows amounts in the currency's major units and weights in kilograms, and sends them back as they were", () => {
    const form = formOfSettings(settings("JPY"));
    expect(form.zones[0]!.rates[0]).toMatchObject({
      price: "1200",
      freeOver: "",
      minWeight: "0.25",
      maxWeight: "2",
    });
    const checked = checkShippingForm(form, "JPY", 7);
    expect(checked.problems).toBeNull();
    expect(checked.body?.zones[0]!.rates[0]).toEqual({
      id: "6f1c1d2e-0000-4000-8000-00000000000b",
      name: "Yamato",
      priceMinor: 1200,
      freeOverMinor: null,
      minWeightGrams: 250,
      maxWeightGrams: 2000,
    });
    expect(checked.body?.version).toBe(7);
  });

  it("refuses decimals a currency does not have, and weights finer than a gram", () => {
    const form = formOfSettings(settings("JPY"));
    form.zones[0]!.rates[0]!.price = "12.5";
    form.zones[0]!.rates[0]!.minWeight = "0.0005";
    const { problems } = checkShippingForm(form, "JPY", 7);
    expect(problems?.get("zones.0.rates.0.price")).toBe("Prices in JPY have no decimals");
    expect(problems?.get("zones.0.rates.0.minWeight")).toBe(CHECKOUT_MESSAGES.weightInvalid);
  });

  it("names the later zone of a country twice and the later tax rate of a place twice", () => {
    const form = formOfSettings(settings("USD"));
    form.zones.push(aZone("Asia", ["jp", "KR"]));
    form.zones[1]!.rates[0]!.price = "10";
    form.taxRates.push({ ...aTaxRate("JP"), name: "Tax", rate: "8" });
    const { problems } = checkShippingForm(form, "USD", 7);
    expect(Object.fromEntries(problems ?? [])).toEqual({
      "zones.1.countries": CHECKOUT_MESSAGES.countryTwice,
      "taxRates.1.region": CHECKOUT_MESSAGES.taxRateTwice,
    });
  });

  it("gives pickup its default name back while it is off and its name was emptied", () => {
    const form = formOfSettings(settings("USD"));
    form.pickup.name = " ";
    expect(checkShippingForm(form, "USD", 7).body?.pickup).toEqual({
      enabled: false,
      instructions: "",
    });
    form.pickup.enabled = true;
    expect(checkShippingForm(form, "USD", 7).problems?.get("pickup.name")).toBe(
      CHECKOUT_MESSAGES.nameRequired,
    );
  });

  it("tells a changed document from the saved one, whatever the entries' keys", () => {
    const saved = formOfSettings(settings("USD"));
    const again = formOfSettings(settings("USD"));
    again.zones[0]!.key = "another-key";
    expect(isSameForm(saved, again)).toBe(true);
    again.taxShipping = true;
    expect(isSameForm(saved, again)).toBe(false);
  });
});
