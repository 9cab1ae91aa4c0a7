import { applyOpsShown } from "./shown-site.js";
import { type OpInput } from "@shopwright/site";
import { describe, expect, it } from "vitest";
import { siteFor } from "./compose.fixtures.js";
import type { Reason } from "./language-table.js";
import { changesOf, replyFor, unsureReply } from "./reply.js";

const before = siteFor("fixture");
const reply = (
  ops: OpInput[],
  notes: string[],
  language: "en" | "es" | "de" | "fr" = "en",
  missed: string[] = [],
) => replyFor({ ops, notes, missed, language, before, after: applyOpsShown(before, ops).site });

const theme: OpInput = { op: "setTheme", patch: { primaryColor: "#7A4A2A" } };
const removeFaq: OpInput = { op: "removeSection", sectionId: "faq-1" };
const addGallery: OpInput = { op: "addSection", page: "Home", section: { type: "gallery" } };
const darkFooter: OpInput = {
  op: "setSectionStyle",
  sectionId: "footer-1",
  style: { bgColor: "#111111" },
};

describe("the English reply", () => {
  it("keeps the last of two sentences setting one thing, never both", () => {
    const message = reply(
      [theme, theme],
      ["Set the brand colour to espresso (#3C2218).", "Set the brand colour to brown (#7A4A2A)."],
    );
    expect(message).toBe("Set the brand colour to brown (#7A4A2A).");
  });

  it("collapses two colourings of one section and repeated notes", () => {
    expect(
      reply([darkFooter, darkFooter], ["Made the footer dark.", "Coloured the footer navy."]),
    ).toBe("Coloured the footer navy.");
    expect(reply([removeFaq], ["Removed the FAQ.", "Removed the FAQ."])).toBe("Removed the FAQ.");
  });

  it("says three or more changes in two sentences, without the hints", () => {
    const message = reply(
      [darkFooter, removeFaq, addGallery, theme],
      [
        "Made the footer dark.",
        "Say “make the whole site dark” to change everything.",
        "Removed the FAQ.",
        "Added a gallery.",
        "Set the brand colour to brown (#7A4A2A).",
      ],
    );
    expect(message).toBe(
      "Made the footer dark. Removed the FAQ, added a gallery and set the brand colour to brown (#7A4A2A).",
    );
  });

  it("leaves out what to do next when several things changed", () => {
    expect(
      reply(
        [addGallery, addGallery],
        ["Added a social feed.", "Add your Instagram handle in its settings.", "Added a gallery."],
      ),
    ).toBe("Added a social feed. Added a gallery.");
  });

  it("keeps one detail sentence after a single change", () => {
    expect(
      reply(
        [addGallery],
        ["Added a video. Paste your link into its settings.", "Try “make it darker”."],
      ),
    ).toBe("Added a video. Paste your link into its settings.");
  });

  it("ends with what it could not do", () => {
    expect(reply([removeFaq], ["Removed the FAQ."], "en", ["make it «0»"])).toBe(
      "Removed the FAQ. I didn't understand “make it …”.",
    );
    expect(
      reply([removeFaq], ["Removed the FAQ.", "This page already has the newsletter signup."]),
    ).toBe("Removed the FAQ. This page already has the newsletter signup.");
  });

  it("answers with the planner's words when nothing changed", () => {
    expect(reply([], ["Where should the testimonials go?"])).toBe(
      "Where should the testimonials go?",
    );
  });
});

describe("the reply in the owner's language", () => {
  it("names what changed and where, from the operations", () => {
    expect(reply([addGallery, removeFaq], [], "es")).toBe(
      "He añadido la galería y he quitado las preguntas frecuentes en la página «Home».",
    );
    expect(reply([removeFaq, darkFooter], [], "de")).toBe(
      "Ich habe auf der Seite „Home“ die häufigen Fragen entfernt und die Fußzeile geändert.",
    );
    expect(
      reply([{ op: "moveSection", sectionId: "faq-1", position: { at: "start" } }], [], "fr"),
    ).toBe("J'ai déplacé la FAQ sur la page « Home ».");
  });

  it("says site-wide changes in a sentence of their own", () => {
    expect(reply([removeFaq, theme, { op: "setSiteName", name: "Flor de Lis" }], [], "es")).toBe(
      "He quitado las preguntas frecuentes en la página «Home». He cambiado los colores y el estilo del sitio y he cambiado el nombre de la tienda a «Flor de Lis».",
    );
    expect(reply([{ op: "addPage", page: { name: "Kontakt" } }], [], "de")).toBe(
      "Ich habe die Seite „Kontakt“ erstellt.",
    );
  });

  it("says what it did not understand, and that nothing changed", () => {
    expect(reply([removeFaq], [], "fr", ["blah"])).toBe(
      "J'ai supprimé la FAQ sur la page « Home ». Je n'ai pas compris une partie du message ; peux-tu la formuler autrement ?",
    );
    // Why, from the planner's reason; a generic sentence when it gave none.
    const nothing = (reasons: Reason[]) =>
      replyFor({
        ops: [],
        notes: ["Where should the testimonials go?"],
        missed: [],
        language: "de",
        before,
        after: before,
        reasons,
      });
    expect(nothing([{ code: "askPlace", type: "testimonials" }])).toBe(
      "Ich habe nichts geändert. Wohin soll ich die Bewertungen setzen? Zum Beispiel ganz nach oben oder unter den Hero-Bereich.",
    );
    expect(nothing([])).toBe(
      "Ich habe nichts geändert. So konnte ich das nicht umsetzen; versuch es zum Beispiel so:",
    );
    expect(unsureReply("bla bla", "es")).toMatch(/^No sé qué cambiar con «bla bla»/);
  });
});

describe("changesOf", () => {
  it("leaves out the links a new page brings and the sections a mood recolours", () => {
    const ops: OpInput[] = [
      { op: "addPage", page: { name: "About" } },
      { op: "addItem", sectionId: "navbar-1", list: "links", item: { text: "About" } },
      theme,
      { op: "setSectionStyle", sectionId: "hero-1", style: { bgColor: "#FFF8EC" } },
    ];
    expect(changesOf(ops, before, applyOpsShown(before, ops).site)).toEqual([
      { kind: "pageAdded", name: "About" },
      { kind: "theme" },
    ]);
  });
});
