import { Megaphone } from "lucide-react";
import { sectionEntry } from "../section-entry.js";
import { ContactSection } from "./ContactSection.js";
import { contactSection } from "./contact.section.js";

/** The contact section type: definition, renderer and icon. */
export const contact = sectionEntry(contactSection, ContactSection, Megaphone);
