import { describe, expect, it } from "vitest";
import { emptySite } from "../compose.fixtures.js";
import { generatedFloristSite } from "../paraphrase.fixtures.js";
import { planOn } from "./edit.fixtures.js";

describe("contact details", () => {
  it("writes a detail as typed on every section that shows it", () => {
    const site = generatedFloristSite();
    const holders = site.pages
      .flatMap((page) => page.sections)
      .filter((section) => section.type === "contact" || section.type === "location");
    expect(holders.length).toBeGreaterThan(0);
    const result = planOn("our email is Hello@Ember.coffee", site);
    expect(result.ops).toEqual(
      holders.map((section) => ({
        op: "updateSection",
        sectionId: section.id,
        props: { email: "Hello@Ember.coffee", sample: false },
      })),
    );
  });

  it("adds a location section for hours when nothing can show them", () => {
    const site = emptySite();
    site.pages.push({ name: "Contact", path: "/contact", sections: [] });
    const result = planOn("we're open Tue-Sat 10:00-18:00", site);
    expect(result.ops).toMatchObject([
      {
        op: "addSection",
        page: "Contact",
        section: { type: "location", props: { hours: [{ value: "Tue-Sat 10:00-18:00" }] } },
      },
    ]);
    expect(result.ops[0]).not.toHaveProperty("section.props.sample", true);
  });

  it("never reads a count or a size as a phone number", () => {
    expect(planOn("set the number of columns to 3").ops).not.toContainEqual(
      expect.objectContaining({ props: expect.objectContaining({ phone: expect.anything() }) }),
    );
  });

  it("asks for the handle of a social profile it was not given", () => {
    const result = planOn("add a link to our instagram in the footer");
    expect(result.ops).toEqual([]);
    expect(result.notes.join(" ")).toMatch(/Instagram handle/);
  });
});
