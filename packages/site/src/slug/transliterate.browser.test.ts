import { afterAll, describe, expect, it, vi } from "vitest";
import { transliterate as transliterateOnServer } from "./transliterate.js";

// The module starts fetching its tables once the page is idle: held back here by fake timers.
vi.useFakeTimers();
const browser = await import("./transliterate.browser.js");
afterAll(() => vi.useRealTimers());

describe("transliterate in the browser build", () => {
  it("refuses text until the tables have arrived, then answers as the server does", async () => {
    expect(() => browser.transliterate("東京コーヒー")).toThrow(browser.TransliterationLoading);
    await browser.loadTransliteration();
    for (const text of ["東京コーヒー", "Москва Кофе", "Straße", "서울 커피", "Ｔｏｋｙｏ ①"]) {
      expect(browser.transliterate(text)).toBe(transliterateOnServer(text));
    }
  });
});
