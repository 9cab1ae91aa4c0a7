import { UserPlus } from "lucide-react";
import { sectionEntry } from "../section-entry.js";
import { SignupSection } from "./SignupSection.js";
import { signupSection } from "./signup.section.js";

/** The signup section type: definition, renderer and icon. */
export const signup = sectionEntry(signupSection, SignupSection, UserPlus);
