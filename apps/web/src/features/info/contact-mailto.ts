export const CONTACT_EMAIL = "hello@shopwright.dev";

export const CONTACT_TOPICS = [
  "General question",
  "Invite code request",
  "Self-hosting help",
  "Partnerships",
  "Press",
] as const;

export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export interface ContactMessage {
  name: string;
  email: string;
  topic: ContactTopic;
  message: string;
}

/** The mailto: address that opens the visitor's mail app with the form filled in; nothing is sent from the page. */
export function buildContactMailto(form: ContactMessage): string {
  const subject = `${form.topic} from ${form.name.trim()}`;
  const body = `${form.message.trim()}\n\n${form.name.trim()} <${form.email.trim()}>`;
  const query = new URLSearchParams({ subject, body }).toString().replace(/\+/g, "%20");
  return `mailto:${CONTACT_EMAIL}?${query}`;
}
