import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { INK, PAPER, contrastRatio } from "./color-math.js";
import { fontStack, sectionColorVars, themeToCssVars } from "./theme-to-css-vars.js";
import { DEFAULT_THEME, STYLE_PRESETS, Theme, normalizeTheme } from "./theme.js";

describe("themeToCssVars", () => {
  it("writes the PRODUCT.md §9 defaults", () => {
    const vars = themeToCssVars(DEFAULT_THEME);
    expect(vars["--sw-primary"]).toBe("#2563eb");
    expect(vars["--sw-secondary"]).toBe("#1e40af");
    expect(vars["--sw-accent"]).toBe("#f59e0b");
    expect(vars["--sw-radius"]).toBe("12px");
    expect(vars["--sw-shadow"]).toContain("rgb(15 23 42");
    expect(vars["--sw-font-heading"]).toBe(
      `"Inter", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif`,
    );
    expect(vars["--sw-font-body"]).toMatch(/^system-ui/);
  });

  it.each([
    ["other", "#ffffff", "#ffffff"],
    ["bold", "#0f172a", "#0f172a"],
    ["dark", "#0f172a", "#0f172a"],
    ["gradient", "#ffffff", "linear-gradient("],
    ["glass", "#ffffff", "radial-gradient("],
  ] as const)(
    "uses the PRODUCT.md §9 background rule for the %s preset",
    (stylePreset, bg, pageBg) => {
      const vars = themeToCssVars({ ...DEFAULT_THEME, stylePreset });
      expect(vars["--sw-bg"]).toBe(bg);
      expect(vars["--sw-page-bg"].startsWith(pageBg)).toBe(true);
    },
  );

  it.each(STYLE_PRESETS)("keeps body text readable (≥ 4.5:1) for the %s preset", (stylePreset) => {
    const vars = themeToCssVars({ ...DEFAULT_THEME, stylePreset });
    expect(contrastRatio(vars["--sw-text"], vars["--sw-bg"])).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(vars["--sw-muted"], vars["--sw-bg"])).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(vars["--sw-btn-fg"], vars["--sw-btn-solid"])).toBeGreaterThanOrEqual(3);
  });

  const hex = fc
    .tuple(fc.nat(255), fc.nat(255), fc.nat(255))
    .map(([r, g, b]) => `#${[r, g, b].map((c) => c.toString(16).padStart(2, "0")).join("")}`);

  it("keeps muted text and the primary as text readable (≥ 4.5:1) on every background they sit on", () => {
    fc.assert(
      fc.property(
        hex,
        hex,
        fc.option(hex, { nil: undefined }),
        (primaryColor, backgroundColor, textColor) => {
          const theme = {
            ...DEFAULT_THEME,
            primaryColor,
            backgroundColor,
            ...(textColor ? { textColor } : {}),
          };
          const cases: Record<string, string>[] = [
            themeToCssVars(theme),
            { ...themeToCssVars(theme), ...sectionColorVars({ bgColor: primaryColor }, theme) },
          ];
          for (const vars of cases) {
            // 4.5:1, or on a mid-tone background no ink reaches, the best ink's contrast.
            const reads = (color: string, ...backgrounds: string[]) => {
              const worst = (ink: string) =>
                Math.min(...backgrounds.map((background) => contrastRatio(ink, background)));
              return worst(color) >= Math.min(4.5, Math.max(worst(INK), worst(PAPER)));
            };
            const bg = vars["--sw-section-bg"] ?? vars["--sw-bg"]!;
            expect(reads(vars["--sw-muted"]!, bg, vars["--sw-surface-alt"]!)).toBe(true);
            expect(reads(vars["--sw-primary-ink"]!, bg, vars["--sw-primary-soft"]!)).toBe(true);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it("keeps the primary as it is where it already reads as text", () => {
    const vars = themeToCssVars({
      ...DEFAULT_THEME,
      primaryColor: "#1d4ed8",
      backgroundColor: "#ffffff",
    });
    expect(vars["--sw-primary-ink"]).toBe("#1d4ed8");
  });

  it("lets a chosen background colour win over the preset and picks ink for it", () => {
    const vars = themeToCssVars({
      ...DEFAULT_THEME,
      stylePreset: "dark",
      backgroundColor: "#fff8ec",
    });
    expect(vars["--sw-bg"]).toBe("#fff8ec");
    expect(vars["--sw-text"]).toBe("#0f172a");
  });

  it("switches glass cards to translucent surfaces with blur", () => {
    const vars = themeToCssVars({
      ...DEFAULT_THEME,
      stylePreset: "glass",
      backgroundColor: "#0b1020",
    });
    expect(vars["--sw-blur"]).toBe("blur(14px)");
    expect(vars["--sw-surface"]).toMatch(/^#ffffff[0-9a-f]{2}$/);
  });

  it.each([
    ["none", "0", "0"],
    ["sm", "4px", "4px"],
    ["2xl", "24px", "16px"],
    ["pill", "24px", "999px"],
  ] as const)("maps radius %s to cards %s and buttons %s", (borderRadius, card, button) => {
    const vars = themeToCssVars({ ...DEFAULT_THEME, borderRadius });
    expect(vars["--sw-radius"]).toBe(card);
    expect(vars["--sw-radius-btn"]).toBe(button);
  });

  it("maps shadow none to none and dramatic to a deep shadow", () => {
    expect(themeToCssVars({ ...DEFAULT_THEME, shadow: "none" })["--sw-shadow"]).toBe("none");
    expect(themeToCssVars({ ...DEFAULT_THEME, shadow: "dramatic" })["--sw-shadow-lg"]).toContain(
      "0.42",
    );
  });

  it("never lets theme text into CSS", () => {
    const theme = {
      ...DEFAULT_THEME,
      primaryColor: "red;}</style><script>",
      fonts: { heading: 'x"; } body { background: url(//evil)', body: "system" },
    };
    const css = Object.values(themeToCssVars(theme as Theme)).join(";");
    expect(css).not.toMatch(/[<>{}]|url\(|script/);
    expect(themeToCssVars(theme as Theme)["--sw-primary"]).toBe("#2563eb");
  });

  it("uses a light button on a section whose background swallows the brand colour", () => {
    const vars = sectionColorVars({ bgColor: "#2563eb" }, DEFAULT_THEME);
    expect(vars["--sw-text"]).toBe("#ffffff");
    expect(vars["--sw-btn-bg"]).toBe("#ffffff");
    expect(sectionColorVars({}, DEFAULT_THEME)).toEqual({});
  });
});

describe("fontStack", () => {
  it.each([
    ["Playfair Display", `"Playfair Display", Georgia`],
    ["DM Sans", `"DM Sans", system-ui`],
    ["Space Mono", `"Space Mono", ui-monospace`],
    ["serif", "Georgia"],
    ["system", "system-ui"],
  ])("gives %s a fitting fallback", (name, start) => {
    expect(fontStack(name).startsWith(start)).toBe(true);
  });
});

describe("normalizeTheme", () => {
  it("gives the PRODUCT.md §9 defaults for nothing", () => {
    for (const raw of [undefined, null, "dark", [], {}])
      expect(normalizeTheme(raw)).toEqual(DEFAULT_THEME);
  });

  it("reads words and colour names leniently", () => {
    const theme = normalizeTheme({
      primaryColor: "forest green",
      accentColor: "rgb(255, 107, 107)",
      backgroundColor: "#FAF9F6",
      stylePreset: "Glassy",
      borderRadius: "rounded",
      shadow: "subtle",
      fonts: { heading: "'Playfair Display', serif" },
    });
    expect(theme).toMatchObject({
      primaryColor: "#228b22",
      accentColor: "#ff6b6b",
      backgroundColor: "#faf9f6",
      stylePreset: "glass",
      borderRadius: "lg",
      shadow: "soft",
      fonts: { heading: "Playfair Display", body: "system" },
    });
    expect(Theme.safeParse(theme).success).toBe(true);
  });

  it.each([
    [{ borderRadius: "pill-shaped" }, { borderRadius: "pill" }],
    [{ borderRadius: "square" }, { borderRadius: "none" }],
    [{ borderRadius: "huge?!" }, { borderRadius: "lg" }],
    [{ shadow: "heavy" }, { shadow: "dramatic" }],
    [{ shadow: "no" }, { shadow: "none" }],
    [{ stylePreset: "Dark Mode" }, { stylePreset: "dark" }],
    [{ stylePreset: "neon" }, { stylePreset: "other" }],
    [{ primaryColor: "not a colour" }, { primaryColor: "#2563eb" }],
    [
      { colors: { primary: "navy", text: "#111" } },
      { primaryColor: "#000080", textColor: "#111111" },
    ],
    [{ name: "Bean There" }, { siteName: "Bean There" }],
    [{ fontFamily: "Lora" }, { fonts: { heading: "Lora", body: "Lora" } }],
    [{ logoUrl: "javascript:alert(1)" }, {}],
    [{ logoUrl: "/uploads/logo.png" }, { logoUrl: "/uploads/logo.png" }],
  ])("reads %j", (raw, expected) => {
    const theme = normalizeTheme(raw);
    expect(theme).toMatchObject(expected);
    expect(Theme.safeParse(theme).success).toBe(true);
    if (!("logoUrl" in expected)) expect(theme.logoUrl).toBeUndefined();
  });

  it("keeps the luxury mood palette valid", () => {
    const palette = {
      stylePreset: "dark",
      primaryColor: "#C9A227",
      secondaryColor: "#1C1C1C",
      accentColor: "#E8D8A8",
      backgroundColor: "#0E0E0E",
      textColor: "#F5F1E6",
      borderRadius: "none",
      shadow: "soft",
      fonts: { heading: "Cormorant Garamond", body: "Inter" },
    };
    const vars = themeToCssVars(normalizeTheme(palette));
    expect(vars["--sw-bg"]).toBe("#0e0e0e");
    expect(vars["--sw-font-heading"]).toContain("Georgia");
  });
});
