import { describe, expect, it } from "vitest";
import { slugify } from "./slugify.js";

describe("slugify", () => {
  it.each([
    ["Ember & Bean Café", "ember-bean-cafe"],
    ["  FAQ & Help!! ", "faq-help"],
    ["Bean There Co.", "bean-there-co"],
    ["Crème brûlée", "creme-brulee"],
    ["Straße", "strasse"],
    ["Łódź Ørsted", "lodz-orsted"],
    ["Ærøskøbing", "aeroskobing"],
    ["Москва Кофе", "moskva-kofe"],
    ["Αθήνα", "athina"],
    ["القهوة", "lqhw"],
    ["ひらがな カタカナ", "hiragana-katakana"],
    ["東京コーヒー", "dong-jing-kohi"],
    ["北京烤鸭", "bei-jing-kao-ya"],
    ["서울 커피", "seoul-keopi"],
    ["Ｔｏｋｙｏ ①", "tokyo-1"],
    ["☕☕", ""],
    ["!!!", ""],
  ])("makes %j into %j", (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it("cuts at the length asked for, never ending on a hyphen", () => {
    expect(slugify("a".repeat(50))).toBe("a".repeat(40));
    expect(slugify(`${"a".repeat(39)} b`)).toBe("a".repeat(39));
    expect(slugify("Guji Natural", 4)).toBe("guji");
    expect(slugify("A".repeat(150), 100)).toBe("a".repeat(100));
  });

  it("keeps every plain ASCII name's slug as the accent-stripping rule made it", () => {
    const before = (text: string) =>
      text
        .normalize("NFKD")
        .replace(/[\u0300-\u036f]/g, "")
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-+|-+$/g, "")
        .slice(0, 40)
        .replace(/-+$/, "");
    let printable = "";
    for (let code = 0x20; code < 0x7f; code++) printable += String.fromCharCode(code);
    const names = [printable, "Hello_World", "--a--b--", "Tea & Co. (2024)", "x".repeat(45) + "-y"];
    for (let i = 0; i < 200; i++) {
      names.push(
        Array.from(
          { length: 1 + (i % 30) },
          (_, j) => printable[(i * 31 + j * 17) % printable.length],
        ).join(""),
      );
    }
    for (const name of names) expect(slugify(name)).toBe(before(name));
  });
});
