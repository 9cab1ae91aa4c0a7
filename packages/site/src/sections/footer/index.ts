import { PanelBottom } from "lucide-react";
import { sectionEntry } from "../section-entry.js";
import { FooterSection } from "./FooterSection.js";
import { footerSection } from "./footer.section.js";

/** The footer section type: definition, renderer and icon. */
export const footer = sectionEntry(footerSection, FooterSection, PanelBottom);
