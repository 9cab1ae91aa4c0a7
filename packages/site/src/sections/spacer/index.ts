import { MoveVertical } from "lucide-react";
import { sectionEntry } from "../section-entry.js";
import { SpacerSection } from "./SpacerSection.js";
import { spacerSection } from "./spacer.section.js";

/** The spacer section type: definition, renderer and icon. */
export const spacer = sectionEntry(spacerSection, SpacerSection, MoveVertical);
