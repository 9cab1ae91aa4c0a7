import { getSectionDefinition, resolveSectionType, type LayoutSection } from "@shopwright/site";

/** What a copy edit rewrites: the heading, the line under it, or the button's label. */
export type ContentRole = "title" | "subtitle" | "button";

// Sections of a renderer family that is not a section type name their props by this
// convention; the location family writes its line as `description`.
const CONVENTION: Record<ContentRole, string> = {
  title: "title",
  subtitle: "subtitle",
  button: "buttonText",
};
const FAMILY_ROLES: Record<string, Partial<Record<ContentRole, string>>> = {
  location: { subtitle: "description" },
};

/**
 * The prop of a section that holds a role: a section type's own `roles` (its definition in
 * `@shopwright/site`), undefined when the type has no such prop.
 */
export function contentKey(section: LayoutSection, role: ContentRole): string | undefined {
  const type = resolveSectionType(section.type);
  if (type) return getSectionDefinition(type).roles[role];
  return FAMILY_ROLES[section.type]?.[role] ?? CONVENTION[role];
}
