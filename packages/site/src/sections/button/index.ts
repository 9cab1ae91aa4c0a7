import { MousePointerClick } from "lucide-react";
import { sectionEntry } from "../section-entry.js";
import { ButtonSection } from "./ButtonSection.js";
import { buttonSection } from "./button.section.js";

/** The button section type: definition, renderer and icon. */
export const button = sectionEntry(buttonSection, ButtonSection, MousePointerClick);
