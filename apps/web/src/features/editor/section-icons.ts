import { findSectionEntry } from "@shopwright/site";
import { Blocks, type LucideIcon } from "lucide-react";

/**
 * The palette and canvas icon of a section type: the one its folder in `@shopwright/site`
 * names (a generic block for unknown types).
 */
export function sectionIcon(type: string): LucideIcon {
  return findSectionEntry(type)?.icon ?? Blocks;
}
