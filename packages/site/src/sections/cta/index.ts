import { Sparkles } from "lucide-react";
import { sectionEntry } from "../section-entry.js";
import { CtaSection } from "./CtaSection.js";
import { ctaSection } from "./cta.section.js";

/** The cta section type: definition, renderer and icon. */
export const cta = sectionEntry(ctaSection, CtaSection, Sparkles);
