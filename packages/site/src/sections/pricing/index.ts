import { Tags } from "lucide-react";
import { sectionEntry } from "../section-entry.js";
import { PricingSection } from "./PricingSection.js";
import { pricingSection } from "./pricing.section.js";

/** The pricing section type: definition, renderer and icon. */
export const pricing = sectionEntry(pricingSection, PricingSection, Tags);
