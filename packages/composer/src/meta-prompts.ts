import type { ChipSet, MetaId, UnsupportedId } from "./language-table.js";
import { normalizePrompt } from "./prompt-text.js";

/**
 * A reply that changes nothing: meta words, unsupported requests and chit-chat, in English,
 * with what it answers (`id`) and which chips it offers, so another language words it.
 */
export interface MetaReply {
  message: string;
  suggestions: string[];
  id: MetaId;
  chips: ChipSet;
}

/** A reply to a request the site model cannot do, in English, with what it asks for. */
export interface UnsupportedReply {
  message: string;
  suggestions: string[];
  id: UnsupportedId;
}

/** Edits to offer on a site that has content. */
export const EDIT_SUGGESTIONS = [
  "Add a product grid",
  "Dark theme footer",
  "Change the hero headline to “…”",
];
/** Phrasings that start a whole site, for empty sites and unclear prompts. */
export const START_SUGGESTIONS = [
  "Landing page for coffee brand",
  "I sell handmade candles, make it feel warm and cozy",
  "Build an online store for my bakery called Sweet Crumb",
];

/** Words the composer answers without touching the site, read before anything else. */
export function metaReply(text: string, isSiteEmpty: boolean): MetaReply | undefined {
  const starters = isSiteEmpty ? START_SUGGESTIONS : EDIT_SUGGESTIONS;
  const chips: ChipSet = isSiteEmpty ? "start" : "edit";
  if (
    /^(?:please\s+)?(?:undo|redo|revert|go back|undo (?:that|it|this|the last (?:change|step))|take (?:that|it) back|reverse (?:that|it))\b/.test(
      text,
    )
  ) {
    return {
      message:
        "Type “undo” or press Undo under my reply to take back my last change; the editor's History lists every earlier version of the site.",
      suggestions: starters,
      id: "undo",
      chips,
    };
  }
  if (
    /^(?:reset|start over|start again|clear (?:everything|it all|the site)|wipe (?:it|everything))\b/.test(
      text,
    )
  ) {
    return {
      message: "To start again, describe the site you want and I'll build it fresh, for example:",
      suggestions: START_SUGGESTIONS,
      id: "reset",
      chips: "start",
    };
  }
  if (/^(?:hi|hello|hey|yo|good (?:morning|afternoon|evening))\b[\s!.]*$/.test(text)) {
    return {
      message: "Hi! Tell me what to build or change, for example:",
      suggestions: starters,
      id: "hello",
      chips,
    };
  }
  if (
    /^(?:thanks|thank you|thx|cheers|great|perfect|nice|cool|awesome|looks good|love it)\b[\s!.]*$/.test(
      text,
    )
  ) {
    return {
      message: "Glad you like it. Anything else to change?",
      suggestions: starters,
      id: "thanks",
      chips,
    };
  }
  if (/^(?:help|what can you do|how does this work|\?)[\s?!.]*$/.test(text)) {
    return {
      message:
        "I build and edit the site from plain words: describe a business to get a whole site, or ask for a change such as adding a section, moving it, or changing colours, fonts and text.",
      suggestions: isSiteEmpty
        ? START_SUGGESTIONS
        : [...EDIT_SUGGESTIONS.slice(0, 2), "Make it feel more luxurious"],
      id: "help",
      chips: isSiteEmpty ? "start" : "help",
    };
  }
  return undefined;
}

// [what it asks for, pattern, reply, suggestions, whether it wins even when the clause names a section]
const UNSUPPORTED: [UnsupportedId, RegExp, string, string[], boolean?][] = [
  [
    "payments",
    /\b(?:stripe|paypal|payments?|payment (?:gateway|provider|method)s?|apple pay|google pay|checkout)\b/,
    "Payments are connected in the store's settings, not in the site design, so I changed nothing. I can help shoppers reach checkout, though:",
    ["Add a product grid", "Make the hero button say Shop now", "Add a Shop page"],
  ],
  [
    "domain",
    /\b(?:domain|dns|subdomain|ssl|https certificate)\b/,
    "Custom domains are set up in the store's settings when you publish, so I changed nothing here. On the site itself I can:",
    ["Rename the store to …", "Add a footer with contact links", "Make it feel more professional"],
  ],
  [
    "blog",
    /\b(?:blog|blog posts?|articles?|news ?feed)\b/,
    "Blogs aren't available yet, so I changed nothing. A text block can hold a short article or an update:",
    ["Add a text block about our story", "Add an About page", "Add a newsletter signup"],
  ],
  [
    "seo",
    /\b(?:seo|meta tags?|search engines?|google ranking|keywords)\b/,
    "Search settings aren't something I can change from the chat; each page's description is used for search results. I can help with the page itself:",
    ["Change the hero headline to …", "Add an FAQ about shipping", "Add an About page"],
  ],
  [
    "analytics",
    /\b(?:analytics|tracking pixel|facebook pixel|google tag|gtm|cookies? banner)\b/,
    "Analytics and tracking scripts can't be added from the chat, so I changed nothing. Try one of these instead:",
    ["Add a newsletter signup", "Add customer reviews", "Add a product grid"],
  ],
  [
    "translate",
    /\b(?:translate|translation|in (?:spanish|french|german|italian|portuguese|dutch|japanese|chinese)|multi ?lingual|languages?)\b/,
    "I can't translate the site yet, so I changed nothing. You can edit any text directly, or ask me to change a specific line:",
    ["Change the hero headline to …", "Make the button say …", "Change the footer tagline to …"],
    true,
  ],
  [
    "chat",
    /\b(?:chat ?bot|live chat|chat widget|whatsapp (?:button|widget)|crisp|intercom)\b/,
    "Chat widgets can't be added to sites yet, so I changed nothing. A contact form works well instead:",
    ["Add a contact section", "Add an FAQ about shipping", "Add a Contact page"],
    true,
  ],
  [
    "commerce",
    /\b(?:discount codes?|coupons?|promo codes?|inventory|stock levels?|shipping rates?|tax(?:es)? rates?|sales tax)\b/,
    "That's managed with your products and store settings, not the site design, so I changed nothing. On the site I can:",
    ["Add a promo banner", "Add an FAQ about shipping and returns", "Add a product grid"],
  ],
  [
    "images",
    /\b(?:generate|create|draw|make) (?:an? |some |new )?(?:[a-z]+ )?(?:images?|photos?|pictures?|logo|illustrations?)\b|\bai (?:images?|photos?)\b/,
    "I don't create images: sites use your uploads and product photos, never made-up pictures. You can:",
    ["Add a photo gallery", "Add an image below the hero", "Add a product grid"],
    true,
  ],
  [
    "pickImage",
    /^(?!.*\bhttps?:)(?:please\s+)?(?:can you\s+|could you\s+)?(?:change|replace|swap|update|switch|edit|use|put|pick|choose|find|get|need|want)\s+(?:out\s+)?(?:me\s+)?(?:the\s+|this\s+|that\s+|my\s+|our\s+|an?\s+)?(?:(?:new|different|other|better|nicer|another|hero|banner|background|header|main|cover)\s+)*(?:image|photo|picture|pic)s?\b/,
    "I don't pick photos: click the section on the canvas and choose an image from your uploads or product photos in its settings. From here I can:",
    ["Add a photo gallery", "Make the hero dark", "Add a product grid"],
    true,
  ],
  [
    "textSize",
    /\b(?:(?:make|set|turn)\b.*\b(?:headlines?|headings?|titles?|text|fonts?|letters|words|type)\b.*\b(?:bigger|larger|smaller|huge|tiny|massive)|(?:font|text|type|letter|heading|headline|title)[ -]?sizes?|(?:bigger|larger|smaller) (?:headlines?|headings?|titles?|text|fonts?|letters|type))\b/,
    "Text sizes follow the theme's type scale, which I can't change from the chat yet. A different heading font or a shorter headline changes how big it feels:",
    ["Use a serif font for headings", "Change the hero headline to …", "Make the hero dark"],
    true,
  ],
  [
    "writeCopy",
    /\b(?:write|rewrite|reword|improve|punch up)\b.*\b(?:headlines?|headings?|titles?|text|copy|words|taglines?|descriptions?|slogan)\b|\b(?:headlines?|headings?|titles?|text|copy|taglines?|descriptions?)\b.*\b(?:too long|too short|too wordy|boring|shorter|longer|catchier|punchier|better)\b|\b(?:talk|be) about our\b/,
    "I don't write copy on my own: type the words you want and I'll put them in exactly, for example:",
    ["Change the hero headline to …", "Make the button say …", "Change the footer tagline to …"],
    true,
  ],
  [
    "logo",
    /\b(?:upload|add|use) (?:my |our |a )?logo\b/,
    "Upload your logo in the editor's Theme settings and it appears in the navbar. From here I can:",
    ["Rename the store to …", "Make the navbar dark", "Use a serif font for headings"],
  ],
];

/** A reply for requests outside what the site model can do (e.g. "Connect my Stripe account"). */
export function unsupportedReply(text: string, namesSection = false): UnsupportedReply | undefined {
  for (const [id, pattern, message, suggestions, evenWithSections] of UNSUPPORTED) {
    if ((!namesSection || evenWithSections) && pattern.test(text))
      return { message, suggestions, id };
  }
  return undefined;
}

/** The languages the chat understands "undo" in, and answers it in. */
export type UndoLanguage = "en" | "es" | "de" | "fr";

// Whole prompts (normalised: lower case, accents folded) asking to take back the last change.
const UNDO_REQUESTS: [UndoLanguage, RegExp][] = [
  [
    "en",
    /^(?:please )?(?:(?:can|could|would) you )?(?:undo|revert|reverse|roll back|take back)(?: (?:that|it|this|that change|the change|(?:the |your |my )?last (?:change|edit|step|one|prompt)|what you (?:just )?did))?(?: please)?$/,
  ],
  ["en", /^(?:please )?take (?:that|it|this) back(?: please)?$/],
  [
    "es",
    /^(?:por favor )?(?:deshacer|deshaz|deshazlo|revertir|revierte|reviertelo)(?: (?:eso|esto|lo ultimo|el ultimo cambio|ese cambio|el cambio))?(?: por favor)?$/,
  ],
  [
    "de",
    /^(?:bitte )?(?:(?:mach|mache|machen sie) )?(?:(?:das|es|dies|den letzten schritt|die letzte anderung) )?(?:bitte )?(?:ruckgangig(?: machen)?|zurucknehmen)(?: bitte)?$/,
  ],
  [
    "fr",
    /^(?:annuler|annule|annulez|defaire|defais)(?: (?:ca|cela|ceci|ca stp|la derniere modification|le dernier changement|ce changement|ma derniere demande))?(?: (?:stp|svp|s'il te plait|s'il vous plait))?$/,
  ],
];

/**
 * The language of a prompt that only asks to undo the last change ("undo", "undo that",
 * "take that back", "deshacer", "rückgängig", "annuler" …), or undefined for any other prompt.
 */
export function undoRequestLanguage(prompt: string): UndoLanguage | undefined {
  const text = normalizePrompt(prompt)
    .replace(/[.!?,;:…]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return UNDO_REQUESTS.find(([, pattern]) => pattern.test(text))?.[0];
}

/** True when a prompt only asks to undo the last change (see `undoRequestLanguage`). */
export const isUndoRequest = (prompt: string): boolean => undoRequestLanguage(prompt) !== undefined;

/** What came of a typed undo: which turn (by its prompt) was undone, or why none was. */
export type UndoOutcome =
  | { kind: "undone"; prompt: string }
  | { kind: "draft-changed"; prompt: string }
  | { kind: "too-old"; prompt: string }
  | { kind: "nothing-to-undo" };

const QUOTED_LENGTH = 80;
const cut = (prompt: string) => {
  const line = prompt.replace(/\s+/g, " ").trim();
  return line.length <= QUOTED_LENGTH ? line : `${line.slice(0, QUOTED_LENGTH - 1).trimEnd()}…`;
};

const UNDO_REPLIES: Record<UndoLanguage, (outcome: UndoOutcome) => string> = {
  en: (o) =>
    o.kind === "undone"
      ? `Undid “${cut(o.prompt)}”: the site is back to how it was before that change.`
      : o.kind === "draft-changed"
        ? `The draft changed after my change “${cut(o.prompt)}”, so I can't undo it in one step; open the editor's History to restore an earlier version.`
        : o.kind === "too-old"
          ? `The version before “${cut(o.prompt)}” is no longer in the history; open the editor's History to restore one it still keeps.`
          : "There is no change of mine to undo yet.",
  es: (o) =>
    o.kind === "undone"
      ? `He deshecho «${cut(o.prompt)}»: el sitio vuelve a estar como antes de ese cambio.`
      : o.kind === "draft-changed"
        ? `El borrador cambió después de mi cambio «${cut(o.prompt)}», así que no puedo deshacerlo en un paso; abre el Historial del editor para restaurar una versión anterior.`
        : o.kind === "too-old"
          ? `La versión anterior a «${cut(o.prompt)}» ya no está en el historial; abre el Historial del editor para restaurar una que siga guardada.`
          : "Todavía no hay ningún cambio mío que deshacer.",
  de: (o) =>
    o.kind === "undone"
      ? `„${cut(o.prompt)}“ ist rückgängig gemacht: Die Website ist wieder so wie vor dieser Änderung.`
      : o.kind === "draft-changed"
        ? `Der Entwurf hat sich nach meiner Änderung „${cut(o.prompt)}“ geändert, daher kann ich sie nicht in einem Schritt rückgängig machen; öffne den Verlauf im Editor, um eine frühere Version wiederherzustellen.`
        : o.kind === "too-old"
          ? `Die Version vor „${cut(o.prompt)}“ ist nicht mehr im Verlauf; öffne den Verlauf im Editor, um eine noch gespeicherte Version wiederherzustellen.`
          : "Es gibt noch keine Änderung von mir, die ich rückgängig machen könnte.",
  fr: (o) =>
    o.kind === "undone"
      ? `J'ai annulé « ${cut(o.prompt)} » : le site est revenu à son état d'avant ce changement.`
      : o.kind === "draft-changed"
        ? `Le brouillon a changé après ma modification « ${cut(o.prompt)} », je ne peux donc pas l'annuler en une étape ; ouvrez l'Historique de l'éditeur pour restaurer une version antérieure.`
        : o.kind === "too-old"
          ? `La version d'avant « ${cut(o.prompt)} » n'est plus dans l'historique ; ouvrez l'Historique de l'éditeur pour en restaurer une qu'il garde encore.`
          : "Je n'ai encore fait aucune modification à annuler.",
};

/** The chat's one-sentence answer to a typed undo, in the language it was asked in. */
export function undoReply(language: UndoLanguage, outcome: UndoOutcome): string {
  return UNDO_REPLIES[language](outcome);
}
