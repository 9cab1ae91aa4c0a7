import { describe, expect, it } from "vitest";
import {
  normalizePrompt,
  normalizeWithOrigins,
  quotedSpans,
  titleCase,
  writtenSpan,
} from "./prompt-text.js";

const SAMPLES = [
  "Landing page for a bakery called Crumb & Co",
  "  Café   Lumière + friends — “quoted” ‘single’  ",
  "A&B+C\tnew\nline",
  "Ñandú 🐦 emoji ﬁne",
  "",
];

describe("normalizeWithOrigins", () => {
  it.each(SAMPLES)("normalises %j exactly as normalizePrompt does", (prompt) => {
    const { text, origins } = normalizeWithOrigins(prompt);
    expect(text).toBe(normalizePrompt(prompt));
    expect(origins).toHaveLength(text.length);
  });
});

describe("writtenSpan", () => {
  it("reads a normalised fragment back as typed, with '&', case and accents", () => {
    const original = "Landing page for a bakery called Crumb & Co, Café Lumière";
    expect(writtenSpan(original, "crumb and co")).toBe("Crumb & Co");
    expect(writtenSpan(original, "cafe lumiere")).toBe("Café Lumière");
  });

  it("answers undefined for a fragment the prompt does not hold", () => {
    expect(writtenSpan("Rename the store", "bean there")).toBeUndefined();
    expect(writtenSpan("Rename the store", "")).toBeUndefined();
  });
});

describe("titleCase", () => {
  it("capitalises accented first letters too", () => {
    expect(titleCase("élan & co")).toBe("Élan & Co");
  });
});

describe("quotedSpans", () => {
  it("keeps an apostrophe between letters inside single quotes, and ends a span at the quote", () => {
    expect(quotedSpans("Change the heading to 'This week's bouquets'")).toEqual([
      "This week's bouquets",
    ]);
    expect(quotedSpans(`set the title to 'hello' and the button to "Buy now"`)).toEqual([
      "hello",
      "Buy now",
    ]);
    expect(quotedSpans("I don't like the green")).toEqual([]);
  });
});
