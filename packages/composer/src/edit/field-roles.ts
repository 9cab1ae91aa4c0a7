import type { LayoutSection } from "@shopwright/site";
import { contentKey, type ContentRole } from "../section-roles.js";

export type FieldRole = ContentRole;

export const FIELD_WORDS: [RegExp, FieldRole][] = [
  [/^(?:button|button text|button label|cta|cta text|call to action text|label)$/, "button"],
  [
    /^(?:sub ?title|sub ?heading|sub ?headline|tagline|slogan|description|text|copy|intro|paragraph|body|content)$/,
    "subtitle",
  ],
  [/^(?:headline|heading|title|header text|main text|logo|company name|name)$/, "title"],
];

export function fieldKey(section: LayoutSection, role: FieldRole): string | undefined {
  return contentKey(section, role);
}
