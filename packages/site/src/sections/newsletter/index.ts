import { Mail } from "lucide-react";
import { sectionEntry } from "../section-entry.js";
import { NewsletterSection } from "./NewsletterSection.js";
import { newsletterSection } from "./newsletter.section.js";

/** The newsletter section type: definition, renderer and icon. */
export const newsletter = sectionEntry(newsletterSection, NewsletterSection, Mail);
