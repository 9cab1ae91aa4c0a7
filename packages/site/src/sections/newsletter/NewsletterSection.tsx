import type { SectionRenderProps } from "../../render/section-renderer.js";
import { EmailSignup } from "./EmailSignup.js";
import type { EmailSignupProps } from "./newsletter.section.js";

/** Renders the newsletter sign-up. */
export function NewsletterSection(input: SectionRenderProps<EmailSignupProps>) {
  return <EmailSignup {...input} form="newsletter" />;
}
