import type { LucideIcon } from "lucide-react";
import type { z } from "zod";
import type { SectionRenderer } from "../render/section-renderer.js";
import type { AnySectionDefinition, SectionDefinition } from "./define-section.js";

/**
 * A section type whole, as its folder's `index.ts` exports it: the React-free definition
 * (`<type>.section.ts`), the renderer and the palette icon. The registry lists one per type.
 */
export interface SectionEntry<T extends string, S extends z.ZodObject> {
  definition: SectionDefinition<T, S>;
  Renderer: SectionRenderer<z.infer<S>>;
  /** The palette, canvas and properties-panel icon (one lucide icon, imported by name). */
  icon: LucideIcon;
}

/** Any section entry, as generic consumers (renderer, palette) see it. */
export interface AnySectionEntry {
  definition: AnySectionDefinition;
  Renderer: SectionRenderer<Record<string, unknown>>;
  icon: LucideIcon;
}

/** Joins a definition, its renderer and its icon; the renderer is typed against the props. */
export function sectionEntry<const T extends string, S extends z.ZodObject>(
  definition: SectionDefinition<T, S>,
  Renderer: SectionRenderer<z.infer<S>>,
  icon: LucideIcon,
): SectionEntry<T, S> {
  return { definition, Renderer, icon };
}
