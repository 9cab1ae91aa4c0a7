import { LayoutTemplate } from "lucide-react";
import { sectionEntry } from "../section-entry.js";
import { HeroSection } from "./HeroSection.js";
import { heroSection } from "./hero.section.js";

/** The hero section type: definition, renderer and icon. */
export const hero = sectionEntry(heroSection, HeroSection, LayoutTemplate);
