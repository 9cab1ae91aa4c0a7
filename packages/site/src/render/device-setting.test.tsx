import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { OVERRIDE_DEVICES } from "../field-schemas.js";
import { applyOps } from "../ops/apply-ops.js";
import { getSectionDefinition } from "../registry.js";
import { DEFAULT_THEME } from "../theme/theme.js";
import { SectionView } from "./SitePage.js";

const render = (type: string, props: Record<string, unknown>) =>
  renderToStaticMarkup(
    <SectionView
      section={{ id: `${type}-1`, type, props }}
      theme={DEFAULT_THEME}
      site={{ pages: [{ name: "Home", path: "/" }] }}
      mode="publish"
    />,
  );

const css = readFileSync(new URL("../site.css", import.meta.url), "utf8");

describe("per-device settings", () => {
  it("reads a device's own value as the desktop's is read; blank or wrong is none", () => {
    const textblock = getSectionDefinition("textblock");
    expect(
      textblock.normalize({ alignment: "left", alignmentTablet: "Centre", alignmentMobile: "" }),
    ).toMatchObject({ alignment: "left", alignmentTablet: "center" });
    expect(textblock.normalize({ alignmentMobile: "" })).not.toHaveProperty("alignmentMobile");
    expect(textblock.normalize({ alignmentMobile: "diagonal" })).not.toHaveProperty(
      "alignmentMobile",
    );
    const spacer = getSectionDefinition("spacer");
    expect(spacer.normalize({ height: 64, heightMobile: "900", heightTablet: null })).toEqual({
      height: 64,
      heightMobile: 400,
    });
    const gallery = getSectionDefinition("gallery");
    expect(gallery.normalize({ columns: 4, columnsMobile: 1.4 })).toMatchObject({
      columns: 4,
      columnsMobile: 1,
    });
    expect(textblock.props.safeParse({ alignmentMobile: "center" }).success).toBe(true);
    expect(textblock.props.safeParse({ alignmentMobile: "middle" }).success).toBe(false);
  });

  it("takes a device's own value off when the editor sets it to null", () => {
    const site = {
      name: "Kiln",
      theme: DEFAULT_THEME,
      pages: [
        {
          name: "Home",
          path: "/",
          sections: [{ id: "textblock-1", type: "textblock", props: { alignmentTablet: "right" } }],
        },
      ],
    };
    const { site: next } = applyOps(site, [
      { op: "updateSection", sectionId: "textblock-1", props: { alignmentTablet: null } },
    ]);
    expect(next.pages[0]!.sections[0]!.props).not.toHaveProperty("alignmentTablet");
  });

  it("marks each device's own value with a class and a property the stylesheet applies", () => {
    const text = render("textblock", {
      content: "Hi",
      alignment: "left",
      alignmentMobile: "center",
    });
    expect(text).toContain('class="sw-prose sw-align-left sw-m-align" style="--sw-align-m:center"');
    expect(render("button", { text: "Go", alignmentTablet: "right" })).toContain(
      'sw-button-row sw-align-center sw-t-align" style="--sw-align-t:right"',
    );
    expect(render("gallery", { columns: 4, columnsTablet: 2, columnsMobile: 1 })).toContain(
      'class="sw-gallery-grid sw-cols-4 sw-t-cols sw-m-cols" style="--sw-cols-t:2;--sw-cols-m:1"',
    );
    const spacer = render("spacer", { height: 64, heightMobile: 16 });
    expect(spacer).toContain('style="--sw-h:64px;--sw-h-m:16px"');
    expect(render("textblock", { content: "Hi" })).toContain(
      '<div class="sw-prose sw-align-left">',
    );
  });

  it("has a rule for every setting at each device's widths", () => {
    const block = (maxWidth: string) => {
      const start = css.indexOf(`@container sw (max-width: ${maxWidth}) {\n  .sw-spacer`);
      expect(start, maxWidth).toBeGreaterThan(-1);
      return css.slice(start, css.indexOf("\n}\n", start));
    };
    const blocks = { tablet: block("63.99rem"), mobile: block("39.99rem") };
    for (const device of OVERRIDE_DEVICES) {
      const d = device === "tablet" ? "t" : "m";
      expect(blocks[device]).toContain(
        `.sw-prose.sw-${d}-align {\n    text-align: var(--sw-align-${d});`,
      );
      expect(blocks[device]).toContain(
        `.sw-button-row.sw-${d}-align {\n    justify-content: var(--sw-align-${d});`,
      );
      expect(blocks[device]).toContain(
        `.sw-gallery-grid.sw-${d}-cols {\n    grid-template-columns: repeat(var(--sw-cols-${d}), 1fr);`,
      );
      expect(blocks[device]).toContain(`height: var(--sw-h-${d}`);
    }
  });
});
