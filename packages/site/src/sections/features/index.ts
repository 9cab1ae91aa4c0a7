import { Columns3 } from "lucide-react";
import { sectionEntry } from "../section-entry.js";
import { FeaturesSection } from "./FeaturesSection.js";
import { featuresSection } from "./features.section.js";

/** The features section type: definition, renderer and icon. */
export const features = sectionEntry(featuresSection, FeaturesSection, Columns3);
