import { z } from "zod";
import { colorValue } from "../../field-schemas.js";
import { defineSection } from "../define-section.js";
import { readProps } from "../props-reader.js";

/** PRODUCT.md §5 and §9: thickness is a whole number of pixels (blank becomes 1), 2 for a new divider. */
export const DIVIDER_THICKNESS = { min: 1, max: 16, blank: 1, initial: 2 } as const;
/** PRODUCT.md §9: colour of a new divider. */
export const DIVIDER_COLOR = "#e5e7eb";

/** Props of the divider (PRODUCT.md §3: thickness, color). */
export const DividerProps = z.object({
  thickness: z
    .number()
    .int()
    .min(DIVIDER_THICKNESS.min)
    .max(DIVIDER_THICKNESS.max)
    .describe("Line thickness in pixels, 1 to 16")
    .optional(),
  color: colorValue("Line colour").optional(),
});
/** Props of the divider. */
export type DividerProps = z.infer<typeof DividerProps>;

/** The divider: a horizontal line between sections. */
export const dividerSection = defineSection({
  type: "divider",
  label: "Divider",
  category: "Basic",
  paletteRank: 170,
  placementRank: null,
  family: "basic",
  aliases: ["separator", "hr", "line", "rule", "horizontal rule", "horizontal line"],
  props: DividerProps,
  roles: {},
  words: { phrases: ["line break", "dividing line"], ordinaryWords: ["line", "rule", "hr"] },
  defaults: { thickness: DIVIDER_THICKNESS.initial, color: DIVIDER_COLOR },
  normalize(raw) {
    const r = readProps(raw);
    return r.done({
      thickness: r.number(["thickness", "height", "size", "width", "weight"], {
        ...DIVIDER_THICKNESS,
        integer: true,
      }),
      color: r.color(["color", "colour", "lineColor", "bgColor"]),
    });
  },
  fields: [
    {
      kind: "number",
      key: "thickness",
      label: "Thickness",
      min: DIVIDER_THICKNESS.min,
      max: DIVIDER_THICKNESS.max,
      step: 1,
      unit: "px",
    },
    { kind: "color", key: "color", label: "Colour" },
  ],
  ai: "A thin horizontal line that separates two sections; place it with an anchor.",
});
