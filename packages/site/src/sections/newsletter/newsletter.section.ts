import { z } from "zod";
import { mediumText, sectionColors, shortText } from "../../field-schemas.js";
import { COLOR_FIELDS } from "../color-fields.js";
import { defineSection } from "../define-section.js";
import { readColors, readProps } from "../props-reader.js";

/** Props of the newsletter and waitlist sections (PRODUCT.md §3: title, description, placeholder, ctaText). */
export const EmailSignupProps = z.object({
  title: shortText("Heading of the section").optional(),
  description: mediumText("Why visitors should sign up").optional(),
  placeholder: shortText("Hint inside the email field").optional(),
  ctaText: shortText("Label of the submit button").optional(),
  ...sectionColors,
});
/** Props of the newsletter and waitlist sections. */
export type EmailSignupProps = z.infer<typeof EmailSignupProps>;

/** Reads newsletter-like props (also used by the waitlist). */
export function normalizeEmailSignup(raw: unknown): EmailSignupProps {
  const r = readProps(raw);
  return r.done({
    title: r.text(["title", "heading"]),
    description: r.text(["description", "subtitle", "text", "subheading"], 1000),
    placeholder: r.text(["placeholder", "emailPlaceholder", "inputPlaceholder"]),
    ctaText: r.text(["ctaText", "buttonText", "cta", "submitText"]),
    ...readColors(r),
  });
}

/** The editor controls shared by the newsletter and the waitlist. */
export const EMAIL_SIGNUP_FIELDS = [
  { kind: "text", key: "title", label: "Title" },
  { kind: "textarea", key: "description", label: "Description", rows: 2 },
  { kind: "text", key: "placeholder", label: "Email field hint" },
  { kind: "text", key: "ctaText", label: "Button text" },
  ...COLOR_FIELDS,
] as const;

/** The newsletter sign-up: one email field and a button. */
export const newsletterSection = defineSection({
  type: "newsletter",
  label: "Newsletter",
  category: "Forms",
  paletteRank: 80,
  placementRank: 88,
  family: "newsletter",
  aliases: [
    "email signup",
    "subscribe",
    "subscription form",
    "mailing list",
    "email capture",
    "newsletter signup",
    "email list",
  ],
  props: EmailSignupProps,
  roles: { title: "title", subtitle: "description", button: "ctaText" },
  words: {
    label: "newsletter signup",
    phrases: ["email signup", "email sign up", "newsletter signup", "newsletter sign up"],
  },
  composer: { single: true },
  form: { fields: ["email"], reply: "subscribed", stored: true },
  // Never empty: its form works without any text around it.
  needs: [],
  defaults: {
    title: "Join our newsletter",
    description: "New arrivals, restocks and members-only offers. No spam; unsubscribe anytime.",
    placeholder: "Enter your email",
    ctaText: "Subscribe",
  },
  normalize: normalizeEmailSignup,
  fields: EMAIL_SIGNUP_FIELDS,
  ai: "An email sign-up for news and offers, usually just above the footer.",
});
