import { describe, expect, it } from "vitest";
import { coffeeSite } from "../compose.fixtures.js";
import { planOn } from "./edit.fixtures.js";

describe("modifying a section", () => {
  it("restyles it with the colours named, keeping text readable", () => {
    expect(planOn("Make the hero navy with white text")).toEqual({
      ops: [
        {
          op: "setSectionStyle",
          sectionId: "hero-1",
          style: { bgColor: "#1E3A5F", textColor: "#FFFFFF" },
        },
      ],
      notes: ["Coloured the hero navy and white."],
      warnings: [],
      isUnderstood: true,
      subjectId: "hero-1",
    });
  });

  it("restyles it dark, light or in the brand colour", () => {
    expect(planOn("Make the navbar dark")).toMatchObject({
      ops: [
        {
          op: "setSectionStyle",
          sectionId: "navbar-1",
          style: { bgColor: "#0F172A", textColor: "#FFFFFF" },
        },
      ],
      notes: ["Made the navbar dark.", "Say “make the whole site dark” to change everything."],
    });
    expect(planOn("Make the faq light")).toMatchObject({
      ops: [{ style: { bgColor: "#FFFFFF", textColor: "#0F172A" } }],
      notes: ["Made the FAQ light."],
    });
    expect(planOn("Give the faq the brand colour")).toMatchObject({
      ops: [{ style: { bgColor: "#2563eb", textColor: "#F9FAFB" } }],
      notes: ["Gave the FAQ the brand colour."],
    });
  });

  it("restyles the site's footer, once for every page", () => {
    const result = planOn("Make the footer dark", coffeeSite());
    expect(result.ops.map((op) => op.op === "setSectionStyle" && op.sectionId)).toEqual([
      "footer-1",
    ]);
  });

  it("sets layout props", () => {
    expect(planOn("Change the hero to a split layout")).toMatchObject({
      ops: [{ op: "updateSection", sectionId: "hero-1", props: { variant: "split" } }],
      notes: ["Put the hero text beside its image."],
    });
    expect(planOn("Show 12 products in the product grid")).toMatchObject({
      ops: [{ op: "updateSection", sectionId: "collection-1", props: { limit: 12 } }],
      notes: ["The product grid now shows up to 12 products."],
    });
  });

  it("suggests what it can do when it does not understand", () => {
    expect(planOn("Make the hero do a dance")).toEqual({
      ops: [],
      notes: [],
      warnings: [],
      isUnderstood: false,
      subjectId: "hero-1",
      suggestions: ["Make the hero dark", "Change the hero title to …", "Move the hero to the top"],
    });
  });
});
