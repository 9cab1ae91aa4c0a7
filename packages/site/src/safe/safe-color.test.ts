import { describe, expect, it } from "vitest";
import { isColor, parseColor, safeColor, toHexColor } from "./safe-color.js";

describe("safeColor", () => {
  it.each([
    ["#2563EB", "#2563eb"],
    ["#abc", "#aabbcc"],
    ["#abcd", "#aabbccdd"],
    ["#11223380", "#11223380"],
    ["rgb(37, 99, 235)", "#2563eb"],
    ["rgb(37 99 235 / 50%)", "#2563eb80"],
    ["rgba(255,0,0,0.5)", "#ff000080"],
    ["rgb(100%, 0%, 0%)", "#ff0000"],
    ["hsl(0, 100%, 50%)", "#ff0000"],
    ["hsl(120deg 100% 25%)", "#008000"],
    ["hsla(240, 100%, 50%, .5)", "#0000ff80"],
    ["navy", "#000080"],
    ["Forest Green", "#228b22"],
    ["  RebeccaPurple ", "#663399"],
    ["transparent", "#00000000"],
  ])("writes %s as %s", (input, hex) => {
    expect(safeColor(input, "#000000")).toBe(hex);
    expect(isColor(input)).toBe(true);
  });

  it.each([
    "red;}</style><script>alert(1)</script>",
    "red; background:url(//evil)",
    "expression(alert(1))",
    "url(javascript:alert(1))",
    "#12",
    "#ggg",
    "rgb(1,2)",
    "hsl(10, 20, 30)",
    "var(--x)",
    "notacolour",
    "",
    "x".repeat(100),
  ])("replaces %j with the fallback", (input) => {
    expect(safeColor(input, "#e5e7eb")).toBe("#e5e7eb");
    expect(toHexColor(input)).toBeNull();
  });

  it("ignores values that are not text", () => {
    expect(parseColor(0xff0000)).toBeNull();
    expect(safeColor({ r: 1 }, "#fff")).toBe("#fff");
  });
});
