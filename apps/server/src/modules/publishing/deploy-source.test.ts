import {
  LAYOUT_SCHEMA_VERSION,
  normalizeLayout,
  normalizeTheme,
  readStoredLayout,
} from "@shopwright/site";
import { describe, expect, it } from "vitest";
import { readSourceFile, sourceFileBytes, type DeploySource } from "./deploy-source.js";

const source: DeploySource = {
  siteName: "Roastery",
  description: null,
  currency: "USD",
  locale: "en-US",
  layout: normalizeLayout({
    pages: [
      { name: "Home", path: "/", sections: [{ type: "hero", props: { title: "Fresh beans" } }] },
      { name: "About", sections: [{ type: "textblock", props: { title: "Us" } }] },
    ],
  }),
  theme: normalizeTheme({ primaryColor: "#224466" }),
};

describe("deploy source files", () => {
  it("reads back what was written, and writes it again to the same bytes", () => {
    const bytes = sourceFileBytes({ source, pageKeys: { "/": "key-1" } });
    const file = readSourceFile(bytes);
    expect(file).toEqual({ source, pageKeys: { "/": "key-1" } });
    expect(sourceFileBytes(file).equals(bytes)).toBe(true);
  });

  it("migrates the layout of an old deploy's source like a stored layout", () => {
    // The first source files held the source alone, with the layout as it was then saved.
    const oldLayout = [
      { type: "hero", heading: "Old title" },
      { type: "stats", items: [] },
    ];
    const file = readSourceFile(Buffer.from(JSON.stringify({ ...source, layout: oldLayout })));
    expect(file.pageKeys).toEqual({});
    expect(file.source.layout).toEqual(readStoredLayout(oldLayout));
    expect(file.source.layout.pages[0]!.sections[0]).toMatchObject({
      id: "hero-1",
      type: "hero",
      props: { title: "Old title" },
    });
    expect(file.source.theme).toEqual(source.theme);
  });

  it("writes the layout stamped with its schema version and reads it back as it was", () => {
    const bytes = sourceFileBytes({ source, pageKeys: {} });
    const written = JSON.parse(bytes.toString("utf8"));
    expect(written.source.layout).toEqual({
      schemaVersion: LAYOUT_SCHEMA_VERSION,
      ...source.layout,
    });
    expect(readSourceFile(bytes).source.layout).toEqual(source.layout);
  });
});
