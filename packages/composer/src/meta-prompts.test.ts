import { describe, expect, it } from "vitest";
import { compose } from "./compose.js";
import { isUndoRequest, undoReply, undoRequestLanguage } from "./meta-prompts.js";

describe("undo requests", () => {
  it.each([
    ["undo", "en"],
    ["Undo that", "en"],
    ["undo it please", "en"],
    ["Please undo the last change.", "en"],
    ["can you undo what you just did?", "en"],
    ["Take that back!", "en"],
    ["revert that", "en"],
    ["Deshacer", "es"],
    ["deshaz eso, por favor", "es"],
    ["Deshacer el último cambio", "es"],
    ["Rückgängig", "de"],
    ["Mach das rückgängig", "de"],
    ["bitte rückgängig machen", "de"],
    ["Annuler", "fr"],
    ["annule ça", "fr"],
    ["Annuler la dernière modification s'il vous plaît", "fr"],
  ])("reads %j as an undo in %s", (prompt, language) => {
    expect(undoRequestLanguage(prompt)).toBe(language);
    expect(isUndoRequest(prompt)).toBe(true);
  });

  it.each([
    "redo",
    "undo the hero colour and make it blue",
    "change the hero headline to “Undo”",
    "add a button that says annuler",
    "go back to the old headline",
    "Website for a florist in Ghent selling bouquets and dried flowers",
    "",
  ])("does not read %j as an undo", (prompt) => {
    expect(isUndoRequest(prompt)).toBe(false);
  });

  it("answers in the language asked, naming the prompt undone in one sentence", () => {
    const undone = undoReply("en", { kind: "undone", prompt: "Change the hero headline" });
    expect(undone).toBe(
      "Undid “Change the hero headline”: the site is back to how it was before that change.",
    );
    expect(undoReply("es", { kind: "nothing-to-undo" })).toMatch(/deshacer/);
    expect(undoReply("de", { kind: "draft-changed", prompt: "x" })).toMatch(/Verlauf/);
    expect(undoReply("fr", { kind: "too-old", prompt: "x" })).toMatch(/historique/);
  });

  it("quotes a long prompt cut short", () => {
    const reply = undoReply("en", { kind: "undone", prompt: "word ".repeat(60) });
    expect(reply).toMatch(/…”/);
    expect(reply.length).toBeLessThan(160);
  });

  it("leaves the site alone when the composer itself is asked to undo", () => {
    const result = compose({
      prompt: "undo",
      site: {
        name: "Shop",
        theme: {} as never,
        pages: [{ name: "Home", path: "/", sections: [] }],
      },
      storeId: "s",
      storeName: "Shop",
      products: [],
    });
    expect(result.ops).toEqual([]);
    expect(result.message).toMatch(/undo/i);
  });
});
