import { Image as ImageIcon } from "lucide-react";
import { sectionEntry } from "../section-entry.js";
import { ImageSection } from "./ImageSection.js";
import { imageSection } from "./image.section.js";

/** The image section type: definition, renderer and icon. */
export const image = sectionEntry(imageSection, ImageSection, ImageIcon);
