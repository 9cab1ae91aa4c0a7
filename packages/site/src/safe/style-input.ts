import { getSectionDefinition, resolveSectionType } from "../registry.js";
import type { AnyField } from "../sections/define-section.js";
import { deviceKey, OVERRIDE_DEVICES } from "../field-schemas.js";
import { asRecord } from "../sections/props-reader.js";
import { SITE_PARTS } from "../layout/site-parts.js";
import { THEME_CHOICES, isFontInput, isThemeChoice } from "../theme/theme.js";
import { isColor } from "./safe-color.js";

/** A style value the save refuses: where it is (a JSON path) and what to do instead. */
export interface StyleInputProblem {
  path: string;
  message: string;
}

// Control characters and line separators end CSS tokens and lines; a colour has none.
// eslint-disable-next-line no-control-regex -- matching control characters is the point.
const CONTROL = /[\u0000-\u001f\u007f\u2028\u2029]/;
const NUMBER = /^ *[+-]?(?:\d+(?:\.\d*)?|\.\d+) *(?:px)? *$/;
const COLOR_HINT = "use a colour such as #2563eb, rgb(37 99 235) or navy";

const isBlank = (value: unknown) => value === undefined || value === null || value === "";

/** True when the value is a colour with nothing around it (no control characters). */
export function isColorInput(value: unknown): boolean {
  return isBlank(value) || (typeof value === "string" && !CONTROL.test(value) && isColor(value));
}

/** True for a number, numeric text ("12", "12px") or blank (PRODUCT.md §5: blank becomes the default). */
export function isNumberInput(value: unknown): boolean {
  if (isBlank(value)) return true;
  if (typeof value === "number") return Number.isFinite(value);
  return typeof value === "string" && NUMBER.test(value);
}

const THEME_COLORS = {
  primaryColor: "primary colour",
  secondaryColor: "secondary colour",
  accentColor: "accent colour",
  backgroundColor: "background colour",
  textColor: "text colour",
} as const;

function themeProblem(raw: unknown): StyleInputProblem | null {
  const theme = asRecord(raw);
  for (const [key, label] of Object.entries(THEME_COLORS)) {
    if (!isColorInput(theme[key])) {
      return {
        path: `theme.${key}`,
        message: `The theme's ${label} is not a colour; ${COLOR_HINT}`,
      };
    }
  }
  const fonts = asRecord(theme.fonts);
  for (const key of ["heading", "body"] as const) {
    if (!isBlank(fonts[key]) && !isFontInput(fonts[key])) {
      return {
        path: `theme.fonts.${key}`,
        message: `The ${key} font must be a font name such as Inter or Playfair Display`,
      };
    }
  }
  for (const key of Object.keys(THEME_CHOICES) as (keyof typeof THEME_CHOICES)[]) {
    if (!isBlank(theme[key]) && !isThemeChoice(key, theme[key])) {
      return {
        path: `theme.${key}`,
        message: `The theme's ${key} must be one of ${THEME_CHOICES[key].values.join(", ")}`,
      };
    }
  }
  return null;
}

/** The first colour or number field of `props` (and of its list items) that holds neither. */
function fieldsProblem(
  fields: readonly AnyField[],
  props: Record<string, unknown>,
  path: string,
): { path: string; label: string; isColor: boolean } | null {
  for (const field of fields) {
    const value = props[field.key];
    const at = `${path}.${field.key}`;
    if (field.kind === "color" && !isColorInput(value))
      return { path: at, label: field.label, isColor: true };
    if (field.kind === "number") {
      // A per-device setting's tablet and phone values are held to the same type.
      const keys = [
        field.key,
        ...(field.perDevice ? OVERRIDE_DEVICES.map((d) => deviceKey(field.key, d)) : []),
      ];
      const wrong = keys.find((key) => !isNumberInput(props[key]));
      if (wrong !== undefined)
        return { path: `${path}.${wrong}`, label: field.label, isColor: false };
    }
    if (field.kind === "list" && Array.isArray(value)) {
      for (const [i, item] of value.entries()) {
        const found = fieldsProblem(field.of, asRecord(item), `${at}[${i}]`);
        if (found) return found;
      }
    }
  }
  return null;
}

// Types outside the registry (families, unknown names) read these two colours.
const SHARED_COLOR_FIELDS: readonly AnyField[] = [
  { kind: "color", key: "bgColor", label: "Background colour" },
  { kind: "color", key: "textColor", label: "Text colour" },
];

function sectionProblem(raw: unknown, path: string, pageName: string): StyleInputProblem | null {
  const input = asRecord(raw);
  const { id: _id, type: rawType, props: rawProps, ...flat } = input;
  // Both PRODUCT.md §7 shapes: {id, type, props} and the flat {type, ...props} of editor saves.
  const props = rawProps !== undefined ? asRecord(rawProps) : flat;
  const propsPath = rawProps !== undefined ? `${path}.props` : path;
  const type = resolveSectionType(rawType);
  const definition = type ? getSectionDefinition(type) : null;
  const found = fieldsProblem(definition?.fields ?? SHARED_COLOR_FIELDS, props, propsPath);
  if (!found) return null;
  const where = `the ${definition?.label ?? String(rawType).slice(0, 60)} section on page “${pageName}”`;
  return {
    path: found.path,
    message: found.isColor
      ? `${found.label} of ${where} is not a colour; ${COLOR_HINT}`
      : `${found.label} of ${where} must be a number`,
  };
}

/**
 * The first colour, font or size value of a raw layout and theme (as a save receives them)
 * that is not one, or null. The canonical fields are held to their type here, so CSS
 * cannot be smuggled in through them; legacy spellings stay lenient in
 * `normalizeLayout`/`normalizeTheme`, which drop what is not a colour.
 */
export function styleInputProblem(input: {
  layout?: unknown;
  theme?: unknown;
}): StyleInputProblem | null {
  if (input.theme !== undefined) {
    const found = themeProblem(input.theme);
    if (found) return found;
  }
  const layout = Array.isArray(input.layout) ? { sections: input.layout } : asRecord(input.layout);
  const pages = Array.isArray(layout.pages)
    ? layout.pages.map((page, i) => ({ page: asRecord(page), path: `layout.pages[${i}]` }))
    : [{ page: { name: "Home", sections: layout.sections }, path: "layout" }];
  for (const { page, path } of pages) {
    if (!Array.isArray(page.sections)) continue;
    const name = typeof page.name === "string" ? page.name.slice(0, 60) : "";
    for (const [i, section] of page.sections.entries()) {
      const found = sectionProblem(section, `${path}.sections[${i}]`, name);
      if (found) return found;
    }
  }
  for (const part of SITE_PARTS) {
    if (layout[part] === undefined) continue;
    const found = sectionProblem(layout[part], `layout.${part}`, "");
    if (found) return found;
  }
  return null;
}
