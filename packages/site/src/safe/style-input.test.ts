import { describe, expect, it } from "vitest";
import { isFontInput, isThemeChoice } from "../theme/theme.js";
import { isColorInput, isNumberInput, styleInputProblem } from "./style-input.js";

const page = (...sections: unknown[]) => ({ pages: [{ name: "Home", sections }] });

describe("styleInputProblem", () => {
  it("passes colours, fonts, sizes and choices that are what they say", () => {
    expect(
      styleInputProblem({
        layout: page(
          { type: "hero", props: { title: "Hi", bgColor: "Forest Green", textColor: "#fff" } },
          { type: "spacer", height: "32px" },
          { type: "testimonials", props: { items: [{ quote: "q", author: "a", rating: 4 }] } },
          { type: "stats", props: { bgColor: "rgb(1 2 3 / 50%)" } },
        ),
        theme: {
          primaryColor: "hsl(220 80% 50%)",
          backgroundColor: "",
          fonts: { heading: "'Playfair Display', serif", body: "system" },
          borderRadius: "rounded",
          shadow: "soft",
        },
      }),
    ).toBeNull();
  });

  it.each([
    [
      { layout: page({ type: "hero", props: { bgColor: "red;}</style>" } }) },
      "layout.pages[0].sections[0].props.bgColor",
    ],
    [
      { layout: page({ type: "divider", color: "url(javascript:x)" }) },
      "layout.pages[0].sections[0].color",
    ],
    [
      { layout: { sections: [{ type: "spacer", props: { height: "8px;}x{" } }] } },
      "layout.sections[0].props.height",
    ],
    [
      { layout: page({ type: "testimonials", props: { items: [{ rating: "5;x" }] } }) },
      "layout.pages[0].sections[0].props.items[0].rating",
    ],
    [
      { layout: page({ type: "made-up", props: { textColor: "expression(1)" } }) },
      "layout.pages[0].sections[0].props.textColor",
    ],
    [{ theme: { accentColor: "#fff\n" } }, "theme.accentColor"],
    [{ theme: { fonts: { heading: "Inter', x" } } }, "theme.fonts.heading"],
    [{ theme: { borderRadius: "lg;}body{x" } }, "theme.borderRadius"],
    [{ theme: { shadow: "0 0 9px red" } }, "theme.shadow"],
  ])("refuses %j at %s", (input, path) => {
    expect(styleInputProblem(input)?.path).toBe(path);
  });

  it("names the field and the page in words", () => {
    const problem = styleInputProblem({
      layout: page({ type: "cta", props: { heading: "x", bgColor: "nope" } }),
    });
    expect(problem?.message).toBe(
      "Background colour of the Call to action section on page “Home” is not a colour; use a colour such as #2563eb, rgb(37 99 235) or navy",
    );
  });
});

describe("the value rules", () => {
  it.each(["#abc", "navy", "transparent", "", null, undefined])("takes %j as a colour", (value) => {
    expect(isColorInput(value)).toBe(true);
  });
  it.each(["red;", "#fff\t", "red\u2028", "var(--x)", 3])("refuses %j as a colour", (value) => {
    expect(isColorInput(value)).toBe(false);
  });
  it.each([2, "2", " 2.5px ", "", null])("takes %j as a number", (value) => {
    expect(isNumberInput(value)).toBe(true);
  });
  it.each(["2;", "1e3", "calc(1px)", Number.NaN, "px"])("refuses %j as a number", (value) => {
    expect(isNumberInput(value)).toBe(false);
  });
  it.each(["Inter", "Playfair Display", "'Lora', serif", '"DM Sans", system'])(
    "takes %j as a font",
    (value) => expect(isFontInput(value)).toBe(true),
  );
  it.each(["Inter', x", 'Inter";}', "Inter\nx", "url(x)", "'Inter", ""])(
    "refuses %j as a font",
    (value) => expect(isFontInput(value)).toBe(false),
  );
  it("reads radius words but nothing that could be CSS", () => {
    expect(isThemeChoice("borderRadius", "Rounded")).toBe(true);
    expect(isThemeChoice("borderRadius", "l-g")).toBe(true);
    expect(isThemeChoice("borderRadius", "lg;")).toBe(false);
    expect(isThemeChoice("stylePreset", "neon")).toBe(false);
  });
});
