import { z } from "zod";
import { mediumText, sectionColors, shortText } from "../../field-schemas.js";
import { COLOR_FIELDS } from "../color-fields.js";
import { defineSection } from "../define-section.js";
import { readColors, readProps } from "../props-reader.js";

/** Props of the account forms (PRODUCT.md §3 signup and login: title, description). */
export const AccountFormProps = z.object({
  title: shortText("Heading of the form").optional(),
  description: mediumText("One line under the heading").optional(),
  buttonText: shortText("Label of the submit button").optional(),
  ...sectionColors,
});
/** Props of the account forms. */
export type AccountFormProps = z.infer<typeof AccountFormProps>;

/** Reads sign-up and login props. */
export function normalizeAccountForm(raw: unknown): AccountFormProps {
  const r = readProps(raw);
  return r.done({
    title: r.text(["title", "heading"]),
    description: r.text(["description", "subtitle", "text"], 1000),
    buttonText: r.text(["buttonText", "ctaText", "submitText"]),
    ...readColors(r),
  });
}

/** The editor controls shared by the sign-up and login forms. */
export const ACCOUNT_FORM_FIELDS = [
  { kind: "text", key: "title", label: "Title" },
  { kind: "textarea", key: "description", label: "Description", rows: 2 },
  { kind: "text", key: "buttonText", label: "Button text" },
  ...COLOR_FIELDS,
] as const;

/** The sign-up form: name, email and password. */
export const signupSection = defineSection({
  type: "signup",
  label: "Sign up",
  category: "Forms",
  paletteRank: 90,
  placementRank: "family",
  family: "form",
  aliases: ["register", "registration", "create account", "sign up form", "join"],
  props: AccountFormProps,
  roles: { title: "title", subtitle: "description", button: "buttonText" },
  words: {
    label: "sign-up form",
    phrases: ["sign up form", "signup form", "sign up", "sign-up", "signup page"],
    ordinaryWords: ["join"],
    pageName: "Sign up",
  },
  composer: { single: true, pageOffMenu: true },
  form: { fields: ["name", "email"], reply: "sent", stored: true },
  // Never empty: its form works without any text around it.
  needs: [],
  defaults: {
    title: "Create your account",
    description: "Track orders, save favourites and check out faster.",
    buttonText: "Create account",
  },
  normalize: normalizeAccountForm,
  fields: ACCOUNT_FORM_FIELDS,
  ai: "A customer account sign-up form (name, email, password), usually on its own Sign up page.",
});
