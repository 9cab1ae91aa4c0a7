import type { LayoutSection } from "@shopwright/site";
import { findColors } from "../colors.js";
import { countBefore } from "../prompt-text.js";
import { numberProp } from "../section-edits.js";
import type { SectionKind } from "../section-words.js";
import { theLabel } from "./targets.js";

/** Layout props a clause sets on a section: hero layout, alignment, columns, limits, sizes. */
export function sectionPropsEdit(
  text: string,
  section: LayoutSection,
  kind: SectionKind,
): { props: Record<string, unknown>; note: string } | undefined {
  const type = section.type;
  if (type === "hero") {
    if (
      /\b(split|side by side|image (?:on the |to the )?(?:side|right|left)|two columns?)\b/.test(
        text,
      )
    )
      return { props: { variant: "split" }, note: "Put the hero text beside its image." };
    if (
      /\b(overlay|full ?screen|full[- ]width image|text (?:over|on) (?:the )?image|background image)\b/.test(
        text,
      )
    )
      return { props: { variant: "overlay" }, note: "Set the hero text over its image." };
    if (/\b(cent(?:er|re)d?|middle)\b/.test(text))
      return { props: { variant: "centered" }, note: "Centred the hero." };
  }
  if (type === "textblock" || type === "button") {
    const align = /\b(left|right|cent(?:er|re)d?)\b/.exec(text)?.[1];
    if (
      align &&
      /\b(align|aligned|alignment|cent(?:er|re)|left|right)\b/.test(text) &&
      !findColors(text).length
    ) {
      const alignment = align.startsWith("cent") ? "center" : align;
      return {
        props: { alignment },
        note: `Aligned ${theLabel(kind)} ${alignment === "center" ? "to the centre" : `to the ${alignment}`}.`,
      };
    }
  }
  if (type === "gallery") {
    const columns = countBefore(text, ["columns", "column", "per row", "across"]);
    const { max } = numberProp(type, "columns");
    if (columns)
      return {
        props: { columns: Math.min(max, columns) },
        note: `Set the gallery to ${Math.min(max, columns)} columns.`,
      };
  }
  if (type === "collection") {
    const limit =
      countBefore(text, ["products", "items", "product"]) ??
      Number(/\b(\d{1,2})\s+(?:products|items)\b/.exec(text)?.[1] ?? NaN);
    const { max } = numberProp(type, "limit");
    if (Number.isFinite(limit) && limit > 0)
      return {
        props: { limit: Math.min(max, limit) },
        note: `The product grid now shows up to ${Math.min(max, limit)} products.`,
      };
  }
  if (type === "spacer") {
    const px = /(\d{1,3})\s*(?:px|pixels)/.exec(text)?.[1];
    const { min, max, initial } = numberProp(type, "height");
    const current = typeof section.props.height === "number" ? section.props.height : initial!;
    const height = px
      ? Number(px)
      : /\b(bigger|taller|larger|more)\b/.test(text)
        ? current * 2
        : /\b(smaller|shorter|less|tighter)\b/.test(text)
          ? Math.round(current / 2)
          : undefined;
    if (height !== undefined)
      return {
        props: { height: Math.max(min, Math.min(max, height)) },
        note: `Set the spacer to ${Math.max(min, Math.min(max, height))}px.`,
      };
  }
  if (type === "divider") {
    const { min, max, initial } = numberProp(type, "thickness");
    const current =
      typeof section.props.thickness === "number" ? section.props.thickness : initial!;
    const color = findColors(text)[0];
    if (color) return { props: { color: color.hex }, note: `Made the divider ${color.text}.` };
    if (/\b(thicker|bolder|heavier)\b/.test(text))
      return {
        props: { thickness: Math.min(max, current * 2) },
        note: "Made the divider thicker.",
      };
    if (/\b(thinner|lighter|finer)\b/.test(text))
      return {
        props: { thickness: Math.max(min, Math.round(current / 2)) },
        note: "Made the divider thinner.",
      };
  }
  return undefined;
}
