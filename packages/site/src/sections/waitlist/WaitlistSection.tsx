import type { SectionRenderProps } from "../../render/section-renderer.js";
import { EmailSignup } from "../newsletter/EmailSignup.js";
import type { WaitlistProps } from "./waitlist.section.js";

/** Renders the waitlist sign-up. */
export function WaitlistSection(input: SectionRenderProps<WaitlistProps>) {
  return <EmailSignup {...input} form="waitlist" />;
}
