import { describe, expect, it } from "vitest";
import { propAt, propsPatchAt } from "./prop-path";

const props = {
  heading: "Our story",
  items: [
    { title: "Fast", sample: true },
    { title: "Fair", description: "Paid well" },
  ],
  plans: [{ name: "Basic", features: ["One bag", "Free shipping"] }],
};

describe("prop paths", () => {
  it("reads a prop, a list item's text and a text in a list", () => {
    expect(propAt(props, "heading")).toBe("Our story");
    expect(propAt(props, "items.1.description")).toBe("Paid well");
    expect(propAt(props, "plans.0.features.1")).toBe("Free shipping");
    expect(propAt(props, "items.5.title")).toBeUndefined();
    expect(propAt(props, "heading.length.x")).toBeUndefined();
  });

  it("patches the top-level prop with only the one value changed", () => {
    expect(propsPatchAt(props, "heading", "Hello")).toEqual({ heading: "Hello" });
    const patch = propsPatchAt(props, "items.0.title", "Quick")!;
    expect(patch).toEqual({
      items: [
        { title: "Quick", sample: true },
        { title: "Fair", description: "Paid well" },
      ],
    });
    expect(patch.items).not.toBe(props.items);
    expect(props.items[0]!.title).toBe("Fast");
    expect(propsPatchAt(props, "plans.0.features.0", "Two bags")).toEqual({
      plans: [{ name: "Basic", features: ["Two bags", "Free shipping"] }],
    });
    // A text the item did not have yet.
    expect(propsPatchAt(props, "items.0.description", "Same day")!.items).toEqual([
      { title: "Fast", sample: true, description: "Same day" },
      props.items[1],
    ]);
  });

  it("refuses a path to an item that is not there", () => {
    expect(propsPatchAt(props, "items.2.title", "New")).toBeUndefined();
    expect(propsPatchAt(props, "links.0.text", "Home")).toBeUndefined();
  });
});
