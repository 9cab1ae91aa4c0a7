import { createElement } from "react";
import { sectionIcon } from "./section-icons";

/** The lucide icon of a section type. */
export function SectionIcon({ type, className = "size-4" }: { type: string; className?: string }) {
  return createElement(sectionIcon(type), { className, "aria-hidden": true });
}
