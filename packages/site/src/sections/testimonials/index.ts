import { Quote } from "lucide-react";
import { sectionEntry } from "../section-entry.js";
import { TestimonialsSection } from "./TestimonialsSection.js";
import { testimonialsSection } from "./testimonials.section.js";

/** The testimonials section type: definition, renderer and icon. */
export const testimonials = sectionEntry(testimonialsSection, TestimonialsSection, Quote);
