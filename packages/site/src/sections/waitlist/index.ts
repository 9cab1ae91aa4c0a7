import { ListChecks } from "lucide-react";
import { sectionEntry } from "../section-entry.js";
import { WaitlistSection } from "./WaitlistSection.js";
import { waitlistSection } from "./waitlist.section.js";

/** The waitlist section type: definition, renderer and icon. */
export const waitlist = sectionEntry(waitlistSection, WaitlistSection, ListChecks);
