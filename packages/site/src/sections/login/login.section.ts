import { defineSection } from "../define-section.js";
import {
  ACCOUNT_FORM_FIELDS,
  AccountFormProps,
  normalizeAccountForm,
} from "../signup/signup.section.js";

/** Props of the login form: the same fields as sign-up (PRODUCT.md §3). */
export const LoginProps = AccountFormProps;
/** Props of the login form. */
export type LoginProps = AccountFormProps;

/** The login form: email and password. */
export const loginSection = defineSection({
  type: "login",
  label: "Login",
  category: "Forms",
  paletteRank: 100,
  placementRank: "family",
  family: "form",
  aliases: ["sign in", "login form", "account login", "member login"],
  props: LoginProps,
  roles: { title: "title", subtitle: "description", button: "buttonText" },
  words: { label: "login form", phrases: ["log in", "login form"], pageName: "Login" },
  composer: { single: true, pageOffMenu: true },
  form: { fields: ["email"], reply: "accountsUnavailable", stored: false },
  // Never empty: its form works without any text around it.
  needs: [],
  defaults: {
    title: "Welcome back",
    description: "Sign in to see your orders and saved items.",
    buttonText: "Sign in",
  },
  normalize: normalizeAccountForm,
  fields: ACCOUNT_FORM_FIELDS,
  ai: "A customer login form (email and password), usually on its own Login page.",
});
