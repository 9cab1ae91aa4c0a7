import { PanelTop } from "lucide-react";
import { sectionEntry } from "../section-entry.js";
import { NavbarSection } from "./NavbarSection.js";
import { navbarSection } from "./navbar.section.js";

/** The navbar section type: definition, renderer and icon. */
export const navbar = sectionEntry(navbarSection, NavbarSection, PanelTop);
