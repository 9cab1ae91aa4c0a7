import { describe, expect, it } from "vitest";
import { floristSite } from "../paraphrase.fixtures.js";
import { planOn } from "./edit.fixtures.js";

const florist = floristSite();
const story =
  "Petal & Stem started in a tiny shop on the Korenmarkt in 2015. We dry our own flowers in the attic above the shop. Every bouquet is tied by hand on the morning it leaves.";

describe("lines found by their words", () => {
  it("change the one sentence that matches, keeping the rest", () => {
    expect(
      planOn("Change the line about the attic to We dry every flower ourselves.", florist).ops,
    ).toEqual([
      {
        op: "updateSection",
        sectionId: "textblock-1",
        props: {
          content: story.replace(
            "We dry our own flowers in the attic above the shop.",
            "We dry every flower ourselves.",
          ),
        },
      },
    ]);
  });

  it("remove a sentence, or the list item that was all of it", () => {
    expect(planOn("Remove the line about the attic", florist).ops).toEqual([
      {
        op: "updateSection",
        sectionId: "textblock-1",
        props: {
          content: story.replace(" We dry our own flowers in the attic above the shop.", ""),
        },
      },
    ]);
  });

  it("replace quoted text the site shows, and leave a quote it does not show to others", () => {
    expect(planOn("Change 'Get in touch' to 'Write to us'", florist).ops).toEqual([
      { op: "updateSection", sectionId: "contact-1", props: { title: "Write to us" } },
    ]);
    expect(planOn("Change the line about parking to Free parking", florist)).toMatchObject({
      ops: [],
      notes: ["I couldn't find a line about parking on the site."],
    });
  });
});
