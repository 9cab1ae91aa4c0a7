import { describe, expect, it } from "vitest";
import { normalizeLayout } from "../layout/normalize-layout.js";
import { draftDescription, pageProse } from "./draft-description.js";

describe("draftDescription", () => {
  it("takes the first sentences of four words or more that fit 160 characters", () => {
    expect(
      draftDescription([
        "Our story",
        "We roast single-origin coffee in small batches. Every bag ships within a day of roasting! Visit us.",
      ]),
    ).toBe(
      "We roast single-origin coffee in small batches. Every bag ships within a day of roasting!",
    );
  });

  it("stops before the sentence that would pass 160 characters", () => {
    const first =
      "Coffee from farms we know by name, roasted light to keep what each one tastes of.";
    const second =
      "We write the farm, the variety and the altitude on every bag, so you can find what you love again.";
    expect(draftDescription([`${first} ${second}`])).toBe(first);
  });

  it("cuts a long first sentence at a word boundary", () => {
    const draft = draftDescription([`${"Slow roasted coffee ".repeat(20)}ends here.`]);
    expect(draft.length).toBeLessThanOrEqual(160);
    expect(draft).toMatch(/coffee…$|roasted…$|Slow…$/);
    expect(draft).not.toMatch(/ …$/);
  });

  it("ends a heading-like fragment with a full stop and drops markup", () => {
    expect(draftDescription(["<b>Fresh beans roasted every Monday</b>"])).toBe(
      "Fresh beans roasted every Monday.",
    );
  });

  it("drafts nothing from labels alone", () => {
    expect(draftDescription(["Shop now", "About us", ""])).toBe("");
  });
});

describe("pageProse", () => {
  it("reads a page's own sections in order, not its navbar, footer or social feed", () => {
    const [page] = normalizeLayout({
      pages: [
        {
          name: "Home",
          sections: [
            { type: "navbar", props: { logo: "Navbar words that should not count" } },
            {
              type: "hero",
              props: { title: "Coffee for slow mornings", subtitle: "Roasted weekly in Lyon." },
            },
            {
              type: "faq",
              props: {
                items: [{ question: "Do you ship abroad?", answer: "Yes, across Europe." }],
              },
            },
            { type: "footer", props: { companyName: "Footer words that should not count" } },
          ],
        },
      ],
    }).pages;
    const prose = pageProse(page!);
    expect(prose.slice(0, 2)).toEqual(["Coffee for slow mornings", "Roasted weekly in Lyon."]);
    expect(prose).toContain("Yes, across Europe.");
    expect(prose.join(" ")).not.toContain("should not count");
  });
});
