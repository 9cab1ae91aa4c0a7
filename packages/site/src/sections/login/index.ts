import { LogIn } from "lucide-react";
import { sectionEntry } from "../section-entry.js";
import { LoginSection } from "./LoginSection.js";
import { loginSection } from "./login.section.js";

/** The login section type: definition, renderer and icon. */
export const login = sectionEntry(loginSection, LoginSection, LogIn);
