import type { ColorField } from "./define-section.js";

/** The editor controls of the shared bgColor/textColor props. */
export const COLOR_FIELDS: readonly ColorField<"bgColor" | "textColor">[] = [
  { kind: "color", key: "bgColor", label: "Background colour" },
  { kind: "color", key: "textColor", label: "Text colour" },
];
