import { Images } from "lucide-react";
import { sectionEntry } from "../section-entry.js";
import { GallerySection } from "./GallerySection.js";
import { gallerySection } from "./gallery.section.js";

/** The gallery section type: definition, renderer and icon. */
export const gallery = sectionEntry(gallerySection, GallerySection, Images);
