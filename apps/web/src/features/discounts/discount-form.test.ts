import { CHECKOUT_MESSAGES, type DiscountDto } from "@shopwright/sdk";
import { describe, expect, it } from "vitest";
import {
  checkDiscountForm,
  EMPTY_DISCOUNT_FORM,
  formOfDiscount,
  generateCode,
  localInputOf,
} from "./discount-form";

const discount: DiscountDto = {
  _id: "d1",
  code: "AUTUMN",
  title: "",
  kind: "fixed",
  value: 1500,
  appliesTo: { kind: "all" },
  minimumSubtotalMinor: 0,
  usageLimit: null,
  perCustomerLimit: 2,
  startsAt: "2026-10-01T08:30:00.000Z",
  endsAt: null,
  enabled: true,
  usedCount: 0,
  status: "scheduled",
  version: 0,
  createdAt: "2026-09-01T00:00:00.000Z",
  updatedAt: "2026-09-01T00:00:00.000Z",
};

describe("the discount form", () => {
  it("makes readable codes from its alphabet only", () => {
    expect(generateCode((values) => values.map((_, i) => i))).toBe("ABCD-EFGH");
    const seen = new Set(Array.from({ length: 200 }, () => generateCode()));
    for (const code of seen)
      expect(code).toMatch(/^[A-HJKMNP-RT-Z2-46-9]{4}-[A-HJKMNP-RT-Z2-46-9]{4}$/);
    expect(seen.size).toBeGreaterThan(190);
  });

  it("sends a fixed amount in minor units of the currency and keeps the dates' instants", () => {
    const form = formOfDiscount(discount, "KWD");
    expect(form.value).toBe("1.500");
    expect(form.startsAt).toBe(localInputOf(discount.startsAt));
    const { body } = checkDiscountForm({ ...form, value: "2.250" }, "KWD");
    expect(body).toMatchObject({
      code: "AUTUMN",
      kind: "fixed",
      value: 2250,
      perCustomerLimit: 2,
      startsAt: "2026-10-01T08:30:00.000Z",
      endsAt: null,
    });
  });

  it("sends no code for an automatic discount and a percentage as typed", () => {
    const { body } = checkDiscountForm(
      { ...EMPTY_DISCOUNT_FORM, isAutomatic: true, code: "IGNORED", value: "12,5" },
      "USD",
    );
    expect(body).toMatchObject({ code: null, kind: "percentage", value: 12.5 });
  });

  it("answers the contract's messages by field", () => {
    const { problems } = checkDiscountForm(
      {
        ...EMPTY_DISCOUNT_FORM,
        code: "SALE",
        kind: "fixed",
        value: "0",
        usageLimit: "1.5",
        appliesTo: "products",
        startsAt: "2026-05-02T10:00",
        endsAt: "2026-05-01T10:00",
      },
      "USD",
    );
    expect(problems?.get("usageLimit")).toBe(CHECKOUT_MESSAGES.usesInvalid);
    expect(problems?.get("productIds")).toBe(CHECKOUT_MESSAGES.productsRequired);
    const fixed = checkDiscountForm(
      { ...EMPTY_DISCOUNT_FORM, code: "SALE", kind: "fixed", value: "0" },
      "USD",
    );
    expect(fixed.problems?.get("value")).toBe(CHECKOUT_MESSAGES.fixedInvalid);
    const dates = checkDiscountForm(
      {
        ...EMPTY_DISCOUNT_FORM,
        code: "SALE",
        value: "10",
        startsAt: "2026-05-02T10:00",
        endsAt: "2026-05-01T10:00",
      },
      "USD",
    );
    expect(dates.problems?.get("endsAt")).toBe(CHECKOUT_MESSAGES.datesInvalid);
    const longAgo = checkDiscountForm(
      { ...EMPTY_DISCOUNT_FORM, code: "SALE", value: "10", startsAt: "1999-06-01T10:00" },
      "USD",
    );
    expect(longAgo.problems?.get("startsAt")).toBe(CHECKOUT_MESSAGES.dateInvalid);
    expect(CHECKOUT_MESSAGES.dateInvalid).toBe(
      "Enter a date and time between the years 2000 and 9999",
    );
  });
});
