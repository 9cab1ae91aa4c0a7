import {
  getSectionDefinition,
  contrastRatio,
  pageBackgroundColor,
  resolveSectionType,
  type LayoutSection,
} from "@shopwright/site";
import { MIN_CONTRAST, backgroundFor, findColors, readableText } from "../colors.js";
import * as content from "../section-content.js";
import type { EditState } from "./state.js";

/** Whether a section has colours of its own (a `bgColor` prop) rather than the theme's. */
export function hasStyle(section: LayoutSection): boolean {
  const type = resolveSectionType(section.type);
  return type ? "bgColor" in getSectionDefinition(type).props.shape : true;
}

/** Colours of one section ("dark theme footer", "make the hero navy with white text"). */
export function sectionStyleFrom(
  text: string,
  state: EditState,
  section: LayoutSection,
):
  | { style: { bgColor?: string; textColor?: string }; note: string; isDarkOnly: boolean }
  | undefined {
  const theme = state.site.theme;
  const colors = findColors(text);
  const currentBg =
    typeof section.props.bgColor === "string" ? section.props.bgColor : pageBackgroundColor(theme);
  if (colors.length > 0) {
    let bgColor: string | undefined;
    let textColor: string | undefined;
    for (const color of colors) {
      const after = text.slice(color.end, color.end + 12);
      const before = text.slice(Math.max(0, color.index - 14), color.index);
      if (
        /^\s*(?:text|font|writing|letters|ink)\b/.test(after) ||
        /\b(?:text|font)\s+(?:colou?r\s+)?(?:to\s+|in\s+)?$/.test(before)
      )
        textColor = color.hex;
      else bgColor ??= color.hex;
    }
    if (bgColor && !textColor)
      textColor = readableText(
        bgColor,
        typeof section.props.textColor === "string" ? section.props.textColor : undefined,
        theme.textColor ?? "",
      );
    let background = bgColor ?? currentBg;
    if (textColor && contrastRatio(textColor, background) < MIN_CONTRAST)
      textColor = readableText(background, undefined);
    // A mid-tone no ink reads on ("olive") is deepened until the text does.
    if (bgColor && textColor && contrastRatio(textColor, background) < MIN_CONTRAST) {
      bgColor = backgroundFor(textColor, bgColor);
      background = bgColor;
    }
    const style = { ...(bgColor ? { bgColor } : {}), ...(textColor ? { textColor } : {}) };
    const named = colors.map((c) => c.text).join(" and ");
    return { style, note: `Coloured {what} ${named}.`, isDarkOnly: false };
  }
  if (/\b(dark|darker|darken|black|night|inverted)\b/.test(text)) {
    return {
      style: content.sectionTone(theme, "dark"),
      note: "Made {what} dark.",
      isDarkOnly: true,
    };
  }
  if (/\b(light|lighter|lighten|white|bright)\b/.test(text)) {
    return {
      style: content.sectionTone(theme, "light"),
      note: "Made {what} light.",
      isDarkOnly: false,
    };
  }
  if (/\b(brand colou?r|primary colou?r|coloured|colored|accent)\b/.test(text)) {
    const bgColor = /\baccent\b/.test(text) ? theme.accentColor : theme.primaryColor;
    return {
      style: { bgColor, textColor: readableText(bgColor, undefined) },
      note: "Gave {what} the brand colour.",
      isDarkOnly: false,
    };
  }
  return undefined;
}
