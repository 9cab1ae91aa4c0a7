import { Minus } from "lucide-react";
import { sectionEntry } from "../section-entry.js";
import { DividerSection } from "./DividerSection.js";
import { dividerSection } from "./divider.section.js";

/** The divider section type: definition, renderer and icon. */
export const divider = sectionEntry(dividerSection, DividerSection, Minus);
