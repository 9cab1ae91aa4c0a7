import { Type } from "lucide-react";
import { sectionEntry } from "../section-entry.js";
import { TextblockSection } from "./TextblockSection.js";
import { textblockSection } from "./textblock.section.js";

/** The textblock section type: definition, renderer and icon. */
export const textblock = sectionEntry(textblockSection, TextblockSection, Type);
