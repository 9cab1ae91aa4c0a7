import { defineSection } from "../define-section.js";
import {
  EMAIL_SIGNUP_FIELDS,
  EmailSignupProps,
  normalizeEmailSignup,
} from "../newsletter/newsletter.section.js";

/** Props of the waitlist: the same fields as the newsletter (PRODUCT.md §3). */
export const WaitlistProps = EmailSignupProps;
/** Props of the waitlist. */
export type WaitlistProps = EmailSignupProps;

/** The waitlist: early-access sign-up for a store that is not open yet. */
export const waitlistSection = defineSection({
  type: "waitlist",
  label: "Waitlist",
  category: "Forms",
  paletteRank: 110,
  placementRank: 12,
  family: "newsletter",
  aliases: ["early access", "coming soon", "pre launch", "notify me", "launch list"],
  props: WaitlistProps,
  roles: { title: "title", subtitle: "description", button: "ctaText" },
  words: { phrases: ["waiting list", "launch waitlist"] },
  composer: { single: true },
  form: { fields: ["email"], reply: "subscribed", stored: true },
  // Never empty: its form works without any text around it.
  needs: [],
  defaults: {
    title: "Be the first to know",
    description:
      "We're launching soon. Join the waitlist for early access and a launch-day discount.",
    placeholder: "you@example.com",
    ctaText: "Join the waitlist",
  },
  normalize: normalizeEmailSignup,
  fields: EMAIL_SIGNUP_FIELDS,
  ai: "An early-access email sign-up for a store that has not launched; it sits right under the hero.",
});
