import { describe, expect, it } from "vitest";
import { formatMegabytes, isAllowedImage } from "./image-files";

function aFile(name: string, type: string, size = 10): File {
  const file = new File(["x"], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

describe("isAllowedImage", () => {
  it("allows JPEG, PNG, WebP and GIF by type or by extension", () => {
    expect(isAllowedImage(aFile("a.jpg", "image/jpeg"))).toBe(true);
    expect(isAllowedImage(aFile("a", "image/png"))).toBe(true);
    expect(isAllowedImage(aFile("a.webp", ""))).toBe(true);
    expect(isAllowedImage(aFile("A.JPEG", "application/octet-stream"))).toBe(true);
    expect(isAllowedImage(aFile("a.gif", "image/gif"))).toBe(true);
  });

  it("refuses other types", () => {
    expect(isAllowedImage(aFile("a.svg", "image/svg+xml"))).toBe(false);
    expect(isAllowedImage(aFile("a.txt", "text/plain"))).toBe(false);
    expect(isAllowedImage(aFile("png", ""))).toBe(false);
  });

  it("allows 10 MB and refuses a byte more", () => {
    expect(isAllowedImage(aFile("a.png", "image/png", 10 * 1024 * 1024))).toBe(true);
    expect(isAllowedImage(aFile("a.png", "image/png", 10 * 1024 * 1024 + 1))).toBe(false);
  });
});

describe("formatMegabytes", () => {
  it("shows two decimals", () => {
    expect(formatMegabytes(1_300_234)).toBe("1.24 MB");
    expect(formatMegabytes(0)).toBe("0.00 MB");
  });
});
