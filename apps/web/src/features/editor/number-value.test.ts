import { describe, expect, it } from "vitest";
import { numberFromInput } from "./number-value";

const columns = { min: 1, max: 6, step: 1 };
const height = { min: 0, max: 400, step: 8 };

describe("numberFromInput", () => {
  it("turns blank into the minimum (PRODUCT.md §5)", () => {
    expect(numberFromInput("", columns)).toBe(1);
    expect(numberFromInput("  ", height)).toBe(0);
  });
  it("clamps to the bounds and rounds whole-step fields", () => {
    expect(numberFromInput("9", columns)).toBe(6);
    expect(numberFromInput("0", columns)).toBe(1);
    expect(numberFromInput("2.6", columns)).toBe(3);
    expect(numberFromInput("-5", height)).toBe(0);
  });
  it("ignores text that is not a number", () => {
    expect(numberFromInput("abc", columns)).toBe(1);
  });
});
