import { z } from "zod";
import { perDevice } from "../../field-schemas.js";
import { defineSection } from "../define-section.js";
import { readProps } from "../props-reader.js";

/** PRODUCT.md §5 and §9: height is a whole number of pixels (blank becomes 0), 32 for a new spacer. */
export const SPACER_HEIGHT = { min: 0, max: 400, blank: 0, initial: 32 } as const;

/** Props of the spacer (PRODUCT.md §3: height). */
export const SpacerProps = z.object({
  height: z
    .number()
    .int()
    .min(SPACER_HEIGHT.min)
    .max(SPACER_HEIGHT.max)
    .describe("Empty space in pixels, 0 to 400")
    .optional(),
  ...perDevice(
    "height",
    z.number().int().min(SPACER_HEIGHT.min).max(SPACER_HEIGHT.max),
    "Empty space in pixels",
  ),
});
/** Props of the spacer. */
export type SpacerProps = z.infer<typeof SpacerProps>;

/** The spacer: empty vertical space. */
export const spacerSection = defineSection({
  type: "spacer",
  label: "Spacer",
  category: "Basic",
  paletteRank: 180,
  placementRank: null,
  family: "basic",
  aliases: ["space", "gap", "spacing", "whitespace", "blank space", "vertical space"],
  props: SpacerProps,
  roles: {},
  words: { phrases: ["space", "whitespace", "some space", "padding"] },
  defaults: { height: SPACER_HEIGHT.initial },
  normalize(raw) {
    const r = readProps(raw);
    return r.done({
      height: r.number(["height", "size", "space", "value"], { ...SPACER_HEIGHT, integer: true }),
      // A device's own height has no blank value: blank, the wider device's applies.
      ...r.perDevice("height", (keys) =>
        r.number(keys, { min: SPACER_HEIGHT.min, max: SPACER_HEIGHT.max, integer: true }),
      ),
    });
  },
  fields: [
    {
      kind: "number",
      key: "height",
      label: "Height",
      perDevice: true,
      min: SPACER_HEIGHT.min,
      max: SPACER_HEIGHT.max,
      step: 8,
      unit: "px",
    },
  ],
  ai: "Empty vertical space between two sections; place it with an anchor.",
});
