import { SECTION_DEFINITIONS, resolveSectionType, type LayoutSection } from "@shopwright/site";

export type FieldRole = "title" | "subtitle" | "button";

export const FIELD_WORDS: [RegExp, FieldRole][] = [
  [/^(?:button|button text|button label|cta|cta text|call to action text|label)$/, "button"],
  [
    /^(?:sub ?title|sub ?heading|sub ?headline|tagline|slogan|description|text|copy|intro|paragraph|body|content)$/,
    "subtitle",
  ],
  [/^(?:headline|heading|title|header text|main text|logo|company name|name)$/, "title"],
];

const FIELD_KEYS: Record<FieldRole, Record<string, string>> = {
  title: {
    hero: "title",
    cta: "heading",
    textblock: "heading",
    navbar: "logo",
    footer: "companyName",
    button: "text",
  },
  subtitle: {
    hero: "subtitle",
    cta: "subheading",
    textblock: "content",
    footer: "tagline",
    newsletter: "description",
    waitlist: "description",
    contact: "description",
    signup: "description",
    login: "description",
    location: "description",
    video: "caption",
    image: "caption",
  },
  button: {
    hero: "buttonText",
    cta: "buttonText",
    newsletter: "ctaText",
    waitlist: "ctaText",
    button: "text",
  },
};

export function fieldKey(section: LayoutSection, role: FieldRole): string | undefined {
  const type = resolveSectionType(section.type) ?? section.type;
  const key =
    FIELD_KEYS[role][type] ??
    (role === "title" ? "title" : role === "subtitle" ? "subtitle" : "buttonText");
  const definition = resolveSectionType(section.type)
    ? SECTION_DEFINITIONS[type as keyof typeof SECTION_DEFINITIONS]
    : undefined;
  if (definition && !(key in definition.props.shape)) return undefined;
  return key;
}
