import type { SiteDocument } from "@shopwright/site";
import { describe, expect, it } from "vitest";
import { compose, type ComposeResult } from "./compose.js";
import { emptySite, siteFor } from "./compose.fixtures.js";
import { LANGUAGE_TABLES } from "./language.js";
import { FOREIGN_LANGUAGES } from "./language-table.js";
import {
  EDIT_SUGGESTIONS,
  START_SUGGESTIONS,
  metaReply,
  unsupportedReply,
} from "./meta-prompts.js";
import { unsureReply } from "./reply.js";

const run = (prompt: string, site: SiteDocument = siteFor("coffee")): ComposeResult =>
  compose({ prompt, site, storeId: "s1", storeName: "Bloem", products: [] });

/** Everything a turn shows the owner. */
const shown = (result: ComposeResult) => [
  result.message,
  ...(result.suggestions ?? []),
  ...(result.warnings ?? []),
];

// The English texts a foreign turn used to leak: meta and unsupported replies, chips, the
// words of the planners' notes and of the edit warnings.
const ENGLISH_TEXTS = [
  ...["hello", "thanks", "help", "reset", "undo"].flatMap((word) =>
    [true, false].map((isEmpty) => metaReply(word, isEmpty)!.message),
  ),
  ...["stripe", "domain", "blog", "seo", "analytics", "translate", "live chat", "coupons"].map(
    (word) => unsupportedReply(word)!.message,
  ),
  ...START_SUGGESTIONS,
  ...EDIT_SUGGESTIONS,
];
const ENGLISH_WORDS =
  /\b(?:the|I|I'm|you|your|is|are|and|Skipped|Repaired|There|Added|Removed|Changed)\b/;

/** No English in what a turn shows; a generated site's own warnings are generation's to word. */
function expectNoEnglish(result: ComposeResult) {
  const texts =
    result.kind === "generate" ? [result.message, ...(result.suggestions ?? [])] : shown(result);
  for (const text of texts) {
    expect(ENGLISH_TEXTS).not.toContain(text);
    expect(text).not.toMatch(ENGLISH_WORDS);
  }
}

/** Prompts per language: greetings, an unsupported request, edits and a turn that does nothing. */
const PROMPTS = {
  es: {
    hello: "hola",
    thanks: "gracias",
    help: "ayuda",
    blog: "añade un blog",
    nothing: "elimina la galería",
    field: "cambia el título del hero a Hola",
    fieldReply: "He cambiado el título de la portada a «Hola» en la página «Home».",
    item: "elimina la tercera pregunta",
    itemReply: /^He quitado una pregunta de las preguntas frecuentes/,
    withWarning: "añade una sección de preguntas frecuentes",
  },
  de: {
    hello: "hallo",
    thanks: "danke",
    help: "hilfe",
    blog: "füge einen Blog hinzu",
    nothing: "entferne die Galerie",
    field: "ändere die Überschrift zu Willkommen",
    fieldReply: "Ich habe auf der Seite „Home“ den Titel im Hero-Bereich in „Willkommen“ geändert.",
    item: "entferne die dritte Bewertung",
    itemReply: /eine Bewertung in den Bewertungen entfernt\.$/,
    withWarning: "füge häufige Fragen hinzu",
  },
  fr: {
    hello: "bonjour",
    thanks: "merci",
    help: "aidez-moi",
    blog: "ajoute un blog",
    nothing: "supprime la galerie",
    field: "change le titre de la bannière en « Bienvenue »",
    fieldReply: "J'ai changé le titre de la bannière en « Bienvenue » sur la page « Home ».",
    item: "supprime la troisième question",
    itemReply: /^J'ai supprimé une question de la FAQ/,
    withWarning: "ajoute une FAQ",
  },
} as const;

describe.each(FOREIGN_LANGUAGES)("a turn in %s", (language) => {
  const words = LANGUAGE_TABLES[language].reply;
  const prompts = PROMPTS[language];

  it("answers greetings, thanks and help with the language's words and chips", () => {
    for (const id of ["hello", "thanks", "help"] as const) {
      const result = run(prompts[id], emptySite());
      expect(result.message).toBe(words.meta[id]);
      expect(result.suggestions).toEqual(words.chips.start);
      expectNoEnglish(result);
    }
    expect(run(prompts.thanks).suggestions).toEqual(words.chips.edit);
  });

  it("says in the language why an unsupported request changed nothing", () => {
    const result = run(prompts.blog);
    expect(result.ops).toEqual([]);
    expect(result.message).toBe(words.unsupported.blog.message);
    expect(result.suggestions).toEqual(words.unsupported.blog.chips);
    expectNoEnglish(result);
  });

  it("says that nothing changed and why", () => {
    const result = run(prompts.nothing);
    expect(result.ops).toEqual([]);
    expect(result.message).toBe(
      `${words.nothing} ${words.reasons.noSection.replace("{x}", words.sections.gallery!).replace(/^./, (c) => c.toUpperCase())}`,
    );
    expectNoEnglish(result);
  });

  it("names the field it set and the text, kept as typed", () => {
    const result = run(prompts.field);
    expect(result.ops.length).toBeGreaterThan(0);
    expect(result.message).toBe(prompts.fieldReply);
    expectNoEnglish(result);
  });

  it("names the item it removed", () => {
    const result = run(prompts.item);
    expect(result.ops.map((op) => op.op)).toEqual(["removeItem"]);
    expect(result.message).toMatch(prompts.itemReply);
    expectNoEnglish(result);
  });

  it("words the warnings of an edit in the language", () => {
    const result = run(prompts.withWarning);
    expect(result.warnings?.length).toBeGreaterThan(0);
    expect(result.warnings).toContain(
      words.warnings.samples
        .replace("{x}", words.sections.faq!)
        .replace("{s}", words.sectionsOf?.faq ?? "")
        .replace(/^./, (c) => c.toUpperCase()),
    );
    expectNoEnglish(result);
  });

  it("answers a prompt too long in the language", () => {
    const result = run(`${prompts.field} `.repeat(200));
    expect(result.message).toMatch(/\d+/);
    expect(result.suggestions).toEqual(words.chips.edit);
    expectNoEnglish(result);
  });

  // Each chip, sent back as a prompt, is read: never the reply for a prompt not understood.
  const chips = [
    ...words.chips.start.map((chip) => [chip, true] as const),
    ...[
      ...words.chips.edit,
      ...words.chips.help,
      ...Object.values(words.unsupported).flatMap((reply) => reply.chips),
    ].map((chip) => [chip, false] as const),
  ];
  it.each([...new Map(chips)])("understands its chip %j", (chip, isForEmptySite) => {
    const result = run(chip, isForEmptySite ? emptySite() : siteFor("coffee"));
    expect(result.message).not.toBe(unsureReply(chip, language));
    // Done, or not needed on this site ("you already have the reviews"): never not read.
    expect(result.message).not.toContain(words.notDone);
    expect(result.ops.length > 0 || result.message.includes(words.nothing)).toBe(true);
    expectNoEnglish(result);
  });
});
