import { describe, expect, it } from "vitest";
import { normalizeLayout } from "./normalize-layout.js";
import {
  LAYOUT_SCHEMA_VERSION,
  emptyLayout,
  readStoredLayout,
  toStoredLayout,
} from "./stored-layout.js";

/** The value with the keys of every object in reverse order. */
const reverseKeys = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(reverseKeys)
    : typeof value === "object" && value !== null
      ? Object.fromEntries(
          Object.entries(value)
            .reverse()
            .map(([key, item]) => [key, reverseKeys(item)]),
        )
      : value;

const layout = normalizeLayout({
  pages: [
    { name: "Home", path: "/", sections: [{ type: "hero", title: "Fresh roasts" }] },
    { name: "About", description: "Who we are", sections: [] },
  ],
});

describe("stored layouts", () => {
  it("reads a never-saved layout as null", () => {
    expect(readStoredLayout({})).toBeNull();
  });

  it("writes the canonical layout stamped with the current version, and reads it back", () => {
    const stored = toStoredLayout(layout);
    expect(stored.schemaVersion).toBe(LAYOUT_SCHEMA_VERSION);
    // The database keeps keys in an order of its own; the read restores the canonical one.
    const reordered = reverseKeys(stored);
    expect(JSON.stringify(reordered)).not.toBe(JSON.stringify(stored));
    expect(JSON.stringify(readStoredLayout(reordered))).toBe(JSON.stringify(layout));
  });

  it("migrates an unversioned layout, in either PRODUCT.md §7 form", () => {
    expect(readStoredLayout({ sections: [{ type: "hero", title: "Hi" }] })).toEqual(
      normalizeLayout({ sections: [{ type: "hero", title: "Hi" }] }),
    );
    expect(readStoredLayout({ pages: layout.pages })).toEqual(layout);
  });

  it("refuses a layout written by a newer version", () => {
    expect(() =>
      readStoredLayout({ schemaVersion: LAYOUT_SCHEMA_VERSION + 1, pages: [] }),
    ).toThrow();
  });

  it("gives a never-saved store one empty Home page", () => {
    expect(emptyLayout()).toEqual(normalizeLayout({}));
  });
});
