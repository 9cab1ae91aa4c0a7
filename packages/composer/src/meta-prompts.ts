/** A reply that changes nothing: meta words, unsupported requests and chit-chat. */
export interface MetaReply {
  message: string;
  suggestions: string[];
}

const EDIT_SUGGESTIONS = [
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
  if (
    /^(?:please\s+)?(?:undo|redo|revert|go back|undo (?:that|it|this|the last (?:change|step))|take (?:that|it) back|reverse (?:that|it))\b/.test(
      text,
    )
  ) {
    return {
      message:
        "Use Undo in the editor (Ctrl+Z or ⌘Z) to step back: each prompt is one undo step, so one undo reverses everything it changed.",
      suggestions: starters,
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
    };
  }
  if (/^(?:hi|hello|hey|yo|good (?:morning|afternoon|evening))\b[\s!.]*$/.test(text)) {
    return { message: "Hi! Tell me what to build or change, for example:", suggestions: starters };
  }
  if (
    /^(?:thanks|thank you|thx|cheers|great|perfect|nice|cool|awesome|looks good|love it)\b[\s!.]*$/.test(
      text,
    )
  ) {
    return { message: "Glad you like it. Anything else to change?", suggestions: starters };
  }
  if (/^(?:help|what can you do|how does this work|\?)[\s?!.]*$/.test(text)) {
    return {
      message:
        "I build and edit the site from plain words: describe a business to get a whole site, or ask for a change such as adding a section, moving it, or changing colours, fonts and text.",
      suggestions: isSiteEmpty
        ? START_SUGGESTIONS
        : [...EDIT_SUGGESTIONS.slice(0, 2), "Make it feel more luxurious"],
    };
  }
  return undefined;
}

// [pattern, reply, suggestions, whether it wins even when the clause names a section]
const UNSUPPORTED: [RegExp, string, string[], boolean?][] = [
  [
    /\b(?:stripe|paypal|payments?|payment (?:gateway|provider|method)s?|apple pay|google pay|checkout)\b/,
    "Payments are connected in the store's settings, not in the site design, so I changed nothing. I can help shoppers reach checkout, though:",
    ["Add a product grid", "Make the hero button say Shop now", "Add a Shop page"],
  ],
  [
    /\b(?:domain|dns|subdomain|ssl|https certificate)\b/,
    "Custom domains are set up in the store's settings when you publish, so I changed nothing here. On the site itself I can:",
    ["Rename the store to …", "Add a footer with contact links", "Make it feel more professional"],
  ],
  [
    /\b(?:blog|blog posts?|articles?|news ?feed)\b/,
    "Blogs aren't available yet, so I changed nothing. A text block can hold a short article or an update:",
    ["Add a text block about our story", "Add an About page", "Add a newsletter signup"],
  ],
  [
    /\b(?:seo|meta tags?|search engines?|google ranking|keywords)\b/,
    "Search settings aren't something I can change from the chat; each page's description is used for search results. I can help with the page itself:",
    ["Change the hero headline to …", "Add an FAQ about shipping", "Add an About page"],
  ],
  [
    /\b(?:analytics|tracking pixel|facebook pixel|google tag|gtm|cookies? banner)\b/,
    "Analytics and tracking scripts can't be added from the chat, so I changed nothing. Try one of these instead:",
    ["Add a newsletter signup", "Add customer reviews", "Add a product grid"],
  ],
  [
    /\b(?:translate|translation|in (?:spanish|french|german|italian|portuguese|dutch|japanese|chinese)|multi ?lingual|languages?)\b/,
    "I can't translate the site yet, so I changed nothing. You can edit any text directly, or ask me to change a specific line:",
    ["Change the hero headline to …", "Make the button say …", "Change the footer tagline to …"],
    true,
  ],
  [
    /\b(?:chat ?bot|live chat|chat widget|whatsapp (?:button|widget)|crisp|intercom)\b/,
    "Chat widgets can't be added to sites yet, so I changed nothing. A contact form works well instead:",
    ["Add a contact section", "Add an FAQ about shipping", "Add a Contact page"],
    true,
  ],
  [
    /\b(?:discount codes?|coupons?|promo codes?|inventory|stock levels?|shipping rates?|tax(?:es)? rates?|sales tax)\b/,
    "That's managed with your products and store settings, not the site design, so I changed nothing. On the site I can:",
    ["Add a promo banner", "Add an FAQ about shipping and returns", "Add a product grid"],
  ],
  [
    /\b(?:generate|create|draw|make) (?:an? |some |new )?(?:[a-z]+ )?(?:images?|photos?|pictures?|logo|illustrations?)\b|\bai (?:images?|photos?)\b/,
    "I don't create images: sites use your uploads and product photos, never made-up pictures. You can:",
    ["Add a photo gallery", "Add an image below the hero", "Add a product grid"],
    true,
  ],
  [
    /\b(?:upload|add|use) (?:my |our |a )?logo\b/,
    "Upload your logo in the editor's Theme settings and it appears in the navbar. From here I can:",
    ["Rename the store to …", "Make the navbar dark", "Use a serif font for headings"],
  ],
];

/** A reply for requests outside what the site model can do (e.g. "Connect my Stripe account"). */
export function unsupportedReply(text: string, namesSection = false): MetaReply | undefined {
  for (const [pattern, message, suggestions, evenWithSections] of UNSUPPORTED) {
    if ((!namesSection || evenWithSections) && pattern.test(text)) return { message, suggestions };
  }
  return undefined;
}
