import { shopTexts } from "@shopwright/site/server";
import { describe, expect, it } from "vitest";
import { FORM_TEXTS } from "../sites/form-texts.js";
import { SHOPPER_MESSAGES } from "./shopper-texts.js";

// The catalogue's English is the contract's: an English store reads exactly what the API says.
describe.each([
  ["cart and checkout refusals", SHOPPER_MESSAGES],
  ["storefront form answers", FORM_TEXTS],
])("%s", (_name, texts) => {
  it("say in English exactly what the contract says", () => {
    const english = shopTexts("en-US");
    for (const [message, text] of texts) expect(text(english)).toBe(message);
  });

  it("say something else in every other language", () => {
    for (const locale of ["de-DE", "es-ES", "fr-FR", "pt-BR"]) {
      const t = shopTexts(locale);
      for (const [message, text] of texts)
        expect(text(t), `${locale}: ${message}`).not.toBe(message);
    }
  });
});
