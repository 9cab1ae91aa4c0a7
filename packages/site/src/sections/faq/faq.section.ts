import { z } from "zod";
import { listOf, mediumText, sectionColors, shortText } from "../../field-schemas.js";
import { COLOR_FIELDS } from "../color-fields.js";
import { defineSection } from "../define-section.js";
import { readColors, readProps } from "../props-reader.js";

/** One question and its answer. */
export const FaqItem = z.object({
  question: shortText("The question, as a customer would ask it"),
  answer: mediumText("A short, direct answer"),
});
/** One question and its answer. */
export type FaqItem = z.infer<typeof FaqItem>;

/** Props of the FAQ (PRODUCT.md §3: title, items[{question, answer}]). */
export const FaqProps = z.object({
  title: shortText("Heading of the section").optional(),
  items: listOf(FaqItem, "Questions and answers").optional(),
  ...sectionColors,
});
/** Props of the FAQ. */
export type FaqProps = z.infer<typeof FaqProps>;

/** Reads a question from its spellings (PRODUCT.md §3: q or question, a or answer). */
export function readFaqItem(value: unknown): FaqItem | undefined {
  const r = readProps(value);
  const question = r.text(["question", "q", "title"]);
  const answer = r.text(["answer", "a", "text", "content"], 1000);
  if (question === undefined && answer === undefined) return undefined;
  return r.done({ question: question ?? "", answer: answer ?? "" });
}

/** The FAQ: questions that open independently, several at once (PRODUCT.md §2 landing FAQ). */
export const faqSection = defineSection({
  type: "faq",
  label: "FAQ",
  category: "Content",
  paletteRank: 60,
  placementRank: 70,
  family: "faq",
  aliases: [
    "faqs",
    "frequently asked questions",
    "questions",
    "q and a",
    "q&a",
    "accordion",
    "help",
  ],
  props: FaqProps,
  roles: { title: "title" },
  words: {
    label: "FAQ",
    phrases: ["faq section", "q&a"],
    ordinaryWords: ["help"],
    samples: "answers",
    pageName: "FAQ",
  },
  composer: {
    list: {
      key: "items",
      countNouns: ["questions", "faqs", "answers", "items", "question"],
      extendable: true,
      sampleItems: true,
    },
  },
  needs: ["items"],
  defaults: {
    title: "Frequently asked questions",
    items: [
      {
        question: "How long does shipping take?",
        answer:
          "Orders ship within 1–2 business days. Delivery usually takes 3–5 business days, and you get a tracking link by email.",
      },
      {
        question: "What is your return policy?",
        answer:
          "Unused items can be returned within 30 days for a full refund. Start a return from the link in your order email.",
      },
      {
        question: "Do you ship internationally?",
        answer:
          "Yes, we ship to most countries. Shipping costs and delivery times are shown at checkout.",
      },
      {
        question: "How can I contact you?",
        answer:
          "Send us a message through the contact form and we will reply within one business day.",
      },
    ],
  },
  normalize(raw) {
    const r = readProps(raw);
    return r.done({
      title: r.text(["title", "heading"]),
      items: r.list(["items", "faqs", "questions", "faq"], readFaqItem),
      ...readColors(r),
    });
  },
  fields: [
    { kind: "text", key: "title", label: "Title" },
    {
      kind: "list",
      key: "items",
      label: "Questions",
      itemLabel: "Question",
      of: [
        { kind: "text", key: "question", label: "Question" },
        { kind: "textarea", key: "answer", label: "Answer", rows: 3 },
      ],
    },
    ...COLOR_FIELDS,
  ],
  ai: "Frequently asked questions with short answers (shipping, returns, sizing, care …).",
});
