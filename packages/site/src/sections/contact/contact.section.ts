import { z } from "zod";
import { mediumText, sectionColors, shortText } from "../../field-schemas.js";
import { COLOR_FIELDS } from "../color-fields.js";
import { defineSection } from "../define-section.js";
import { readColors, readProps } from "../props-reader.js";

/** Props of the contact section (PRODUCT.md §3: title, description; address, phone, email are read too). */
export const ContactProps = z.object({
  title: shortText("Heading of the section").optional(),
  description: mediumText("What to write about and how fast you answer").optional(),
  email: shortText("Email address shown beside the form").optional(),
  phone: shortText("Phone number shown beside the form").optional(),
  address: mediumText("Postal address shown beside the form").optional(),
  buttonText: shortText("Label of the submit button").optional(),
  ...sectionColors,
});
/** Props of the contact section. */
export type ContactProps = z.infer<typeof ContactProps>;

/** The contact section: a message form with the store's contact details. */
export const contactSection = defineSection({
  type: "contact",
  label: "Contact",
  category: "Forms",
  paletteRank: 120,
  placementRank: 80,
  family: "form",
  aliases: [
    "contact us",
    "contact form",
    "get in touch",
    "enquiry",
    "inquiry",
    "message us",
    "reach us",
  ],
  props: ContactProps,
  roles: { title: "title", subtitle: "description", button: "buttonText" },
  words: {
    label: "contact form",
    phrases: ["contact section", "contact details", "contact info"],
    pageName: "Contact",
  },
  composer: { single: true },
  form: { fields: ["name", "email", "message"], reply: "sent", stored: true },
  // Never empty: its form works without any text around it.
  needs: [],
  defaults: {
    title: "Get in touch",
    description:
      "Questions about an order or a product? Send us a message and we'll reply within one business day.",
    email: "",
    phone: "",
    address: "",
    buttonText: "Send message",
  },
  normalize(raw) {
    const r = readProps(raw);
    return r.done({
      title: r.text(["title", "heading"]),
      description: r.text(["description", "subtitle", "text"], 1000),
      email: r.text(["email", "emailAddress"]),
      phone: r.text(["phone", "phoneNumber", "tel"]),
      address: r.text(["address", "location"], 1000),
      buttonText: r.text(["buttonText", "ctaText", "submitText"]),
      ...readColors(r),
    });
  },
  fields: [
    { kind: "text", key: "title", label: "Title" },
    { kind: "textarea", key: "description", label: "Description", rows: 2 },
    { kind: "text", key: "email", label: "Email" },
    { kind: "text", key: "phone", label: "Phone" },
    { kind: "textarea", key: "address", label: "Address", rows: 2 },
    { kind: "text", key: "buttonText", label: "Button text" },
    ...COLOR_FIELDS,
  ],
  ai: "A contact form (name, email, message) with the store's email, phone and address when known.",
});
