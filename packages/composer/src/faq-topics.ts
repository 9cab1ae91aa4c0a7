import type { IndustryCopy } from "./copy-bank.js";
import { editWordsIn } from "./copy-languages.js";

interface FaqTopic {
  id: string;
  words: RegExp;
  items: readonly (readonly [question: string, answer: string])[];
}

// Answers point to where the real policy lives instead of stating one the store never set.
const TOPICS: readonly FaqTopic[] = [
  {
    id: "shipping",
    words: /\b(shipping|delivery|deliveries|deliver|postage|dispatch|international)\b/,
    items: [
      [
        "How long does delivery take?",
        "Orders are packed and sent as quickly as we can. Delivery options and estimated times are shown at checkout.",
      ],
      [
        "How much does shipping cost?",
        "Shipping costs depend on where you are and what you order; you'll see the exact cost at checkout before you pay.",
      ],
      [
        "Can I track my order?",
        "Yes. When your order ships, you'll receive an email with a tracking link.",
      ],
    ],
  },
  {
    id: "returns",
    words: /\b(returns?|refunds?|exchanges?|money back)\b/,
    items: [
      [
        "Can I return an item?",
        "Yes. Send us a message with your order details and we'll explain how to return it.",
      ],
      [
        "How do refunds work?",
        "Once we receive your return, we refund it to your original payment method and let you know by email.",
      ],
      [
        "Can I exchange for something else?",
        "Get in touch and we'll help you swap it for a different size or item.",
      ],
    ],
  },
  {
    id: "payment",
    // A gift card is its own topic, not a way to pay.
    words: /\b(payments?|pay|(?<!gift )cards?|paypal|invoices?)\b/,
    items: [
      [
        "Which payment methods do you accept?",
        "The payment methods we accept are shown at checkout.",
      ],
      [
        "Is checkout secure?",
        "Yes. Payments are handled by a secure payment provider; we never see your full card details.",
      ],
    ],
  },
  {
    id: "sizing",
    words: /\b(siz(?:e|es|ing)|fit|fits|measurements?)\b/,
    items: [
      [
        "How do I find my size?",
        "Each product page has sizing details. If you're between sizes, send us a message and we'll help.",
      ],
      ["What if it doesn't fit?", "Get in touch and we'll help you exchange it for a better fit."],
    ],
  },
  {
    id: "gift cards",
    words: /\b(gift ?cards?|gift vouchers?|vouchers?|gift certificates?)\b/,
    items: [
      [
        "Do you sell gift cards?",
        "Send us a message and we'll tell you which gift cards or vouchers we offer.",
      ],
    ],
  },
  {
    id: "gifts",
    words:
      /\b(gifts?(?! ?cards?| vouchers?| certificates?)|gift wrap(?:ping)?|gifting|presents?)\b/,
    items: [
      [
        "Can I send an order as a gift?",
        "Yes. Add the recipient's address at checkout and include a note if you'd like.",
      ],
      [
        "Do you offer gift wrapping?",
        "Send us a message with your order and we'll let you know what we can do.",
      ],
    ],
  },
  {
    id: "orders",
    words: /\b(orders?|ordering|cancel(?:lations?)?|changes?)\b/,
    items: [
      [
        "Can I change or cancel my order?",
        "Message us as soon as possible and we'll do our best before it ships.",
      ],
      [
        "I haven't received a confirmation email.",
        "Check your spam folder first; if it isn't there, send us a message and we'll resend it.",
      ],
    ],
  },
  {
    id: "wholesale",
    words: /\b(wholesale|bulk|trade|corporate orders?|b2b)\b/,
    items: [
      [
        "Do you offer wholesale?",
        "Yes, we'd love to hear from you. Send us a message with details about your business.",
      ],
    ],
  },
  {
    id: "care",
    words: /\b(care|cleaning|storage|store it|maintenance|look after)\b/,
    items: [
      [
        "How should I look after my purchase?",
        "Each product page has care instructions. If you have questions, we're happy to help.",
      ],
    ],
  },
  {
    id: "ingredients",
    words: /\b(ingredients?|allerg(?:y|ies|ens?)|gluten|vegan|nuts?|dairy)\b/,
    items: [
      [
        "Do you list ingredients and allergens?",
        "Ingredients are listed on each product page. If you have an allergy, message us before ordering and we'll advise.",
      ],
      [
        "Do you have vegan or gluten-free options?",
        "Some products are; check each product page or ask us.",
      ],
    ],
  },
  {
    id: "subscriptions",
    words: /\b(subscriptions?|subscribe|membership|memberships|plans?)\b/,
    items: [
      [
        "Can I pause or cancel a subscription?",
        "Yes. Send us a message and we'll pause or cancel it for you.",
      ],
    ],
  },
  {
    id: "warranty",
    words: /\b(warrant(?:y|ies)|guarantee|repairs?|broken|faulty)\b/,
    items: [
      [
        "What if something arrives damaged?",
        "Send us a photo and your order details within a few days of delivery and we'll make it right.",
      ],
    ],
  },
];

/** The FAQ topics a clause names ("about shipping and returns"), in a stable order. */
export function findFaqTopics(text: string): string[] {
  return TOPICS.filter((topic) => topic.words.test(text)).map((topic) => topic.id);
}

/** Questions for the topics; "general" gives the industry's own FAQ. */
export function faqTopicItems(
  topics: readonly string[],
  industry: IndustryCopy,
): { question: string; answer: string }[] {
  const language = industry.words.language;
  const items = topics.flatMap((id) => {
    const topic = TOPICS.find((t) => t.id === id);
    if (!topic) return industry.faq.map(({ question, answer }) => ({ question, answer }));
    if (language === "en") return topic.items.map(([question, answer]) => ({ question, answer }));
    // Another language has the Shipping page's answers for delivery and returns; other
    // topics take the kind's own questions, never English ones.
    const local = /^(?:shipping|returns)$/.test(id)
      ? editWordsIn(language).topics.shipping.items
      : industry.faq;
    return local.map(({ question, answer }) => ({ question, answer }));
  });
  return language === "en"
    ? items
    : items.filter((item, i) => items.findIndex((other) => other.question === item.question) === i);
}
