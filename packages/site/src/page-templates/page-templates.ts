import type { NewSection } from "../ops/ops.js";

/**
 * A page every shop needs, ready to adapt (docs/PRODUCT.md §2 "Visual editor", Add page): its
 * sections carry text that reads as an example to replace and are marked sample (`sample:
 * true`), so the editor flags them and the pre-launch review lists them until the owner has
 * made them theirs. Sections only: the page shows the site's header and footer like any other.
 */
export interface PageTemplate {
  id: string;
  /** The page's name (and so its path and menu link): "FAQ" → /faq. */
  name: string;
  /** One line in the picker. */
  description: string;
  sections: readonly NewSection[];
  /** Where the new page is linked from: the header's menu, or the footer (policy pages). */
  linkIn?: "footer";
}

const text = (heading: string, content: string): NewSection => ({
  type: "textblock",
  props: { heading, content, sample: true },
});

/** The templates the editor's "Add page" offers, in the picker's order. */
export const PAGE_TEMPLATES: readonly PageTemplate[] = [
  {
    id: "about",
    name: "About",
    description: "Your story, what you stand for and who is behind the shop",
    sections: [
      text(
        "Our story",
        "Tell visitors how the shop began: who started it, when, and why. A few honest sentences beat a polished slogan.\n\nSay what makes your products different and what you will never compromise on.",
      ),
      {
        type: "features",
        props: {
          title: "What we stand for",
          sample: true,
          items: [
            {
              icon: "heart",
              title: "Made with care",
              description: "How you choose or make what you sell.",
            },
            {
              icon: "leaf",
              title: "Responsibly sourced",
              description: "Where your materials come from.",
            },
            {
              icon: "smile",
              title: "Real people",
              description: "Who answers when a customer writes.",
            },
          ],
        },
      },
    ],
  },
  {
    id: "contact",
    name: "Contact",
    description: "A contact form, with your email, phone and address beside it",
    sections: [
      {
        type: "contact",
        props: {
          title: "Get in touch",
          description:
            "Questions about an order or a product? Write to us and we answer within one working day.",
          sample: true,
        },
      },
    ],
  },
  {
    id: "faq",
    name: "FAQ",
    description: "Answers to the questions customers ask before they buy",
    sections: [
      {
        type: "faq",
        props: {
          title: "Frequently asked questions",
          sample: true,
          items: [
            {
              question: "How long does delivery take?",
              answer: "Say how many working days orders take to arrive, by region.",
            },
            {
              question: "Can I return an order?",
              answer: "Say within how many days, and how customers start a return.",
            },
            {
              question: "Which payment methods do you accept?",
              answer: "List the cards and payment services your checkout takes.",
            },
            {
              question: "How do I contact you?",
              answer: "Give your email address and when you reply.",
            },
          ],
        },
      },
    ],
  },
  {
    id: "shipping",
    linkIn: "footer",
    name: "Shipping",
    description: "Where you ship, how long it takes and what it costs",
    sections: [
      text(
        "Shipping",
        "**Where we ship:** list the countries or regions you deliver to.\n\n**How long it takes:** say when orders leave you (for example within two working days) and how long delivery takes after that.\n\n**What it costs:** give your rates, and the order total above which shipping is free, if it is.\n\n**Tracking:** say whether customers get a tracking link by email.",
      ),
    ],
  },
  {
    id: "returns",
    linkIn: "footer",
    name: "Returns",
    description: "How customers return an item and get their money back",
    sections: [
      text(
        "Returns and refunds",
        "**Return window:** say how many days after delivery an item can be returned, and in what condition.\n\n**How to return:** explain the steps, for example writing to you with the order number before sending anything back.\n\n**Refunds:** say how and when the money is refunded once the return arrives, and who pays for return shipping.\n\n**Exceptions:** list anything that cannot be returned.",
      ),
    ],
  },
  {
    id: "privacy",
    linkIn: "footer",
    name: "Privacy",
    description: "What personal data you collect and what you do with it",
    sections: [
      text(
        "Privacy policy",
        "Replace this text with your privacy policy. It should say who runs the shop and how to reach them, which personal data you collect (such as name, email and address with an order), why you collect it, who you share it with (such as your payment and delivery services), how long you keep it, and how customers can see, correct or delete their data.\n\nThe rules differ by country: have your policy checked before you publish it.",
      ),
    ],
  },
  {
    id: "terms",
    linkIn: "footer",
    name: "Terms",
    description: "The terms your customers agree to when they order",
    sections: [
      text(
        "Terms of service",
        "Replace this text with your terms of sale. They usually cover who you are, how an order is placed and confirmed, prices and payment, delivery, returns and refunds, warranties, and which law applies.\n\nThe rules differ by country: have your terms checked before you publish them.",
      ),
    ],
  },
];

/** A template by id. */
export const findPageTemplate = (id: string): PageTemplate | undefined =>
  PAGE_TEMPLATES.find((template) => template.id === id);
