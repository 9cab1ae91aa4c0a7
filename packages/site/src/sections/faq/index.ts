import { MessageCircleQuestion } from "lucide-react";
import { sectionEntry } from "../section-entry.js";
import { FaqSection } from "./FaqSection.js";
import { faqSection } from "./faq.section.js";

/** The faq section type: definition, renderer and icon. */
export const faq = sectionEntry(faqSection, FaqSection, MessageCircleQuestion);
