// subset-font ships no types; this is the part of its API the publisher uses.
declare module "subset-font" {
  interface SubsetOptions {
    targetFormat?: "woff2" | "woff" | "truetype" | "sfnt";
    /** Pins an axis to a value, or narrows it to a range. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    /** Leaves out glyphs reachable only through OpenType substitutions (ligatures, alternates). */
    noLayoutClosure?: boolean;
  }
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: SubsetOptions,
  ): Promise<Buffer>;
}
