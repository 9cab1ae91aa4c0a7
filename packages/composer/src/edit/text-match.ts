import { normalizePrompt } from "../prompt-text.js";

// Words that say nothing about which line or item is meant.
const STOP = new Set(
  (
    "a an the and or of to in on at for by with from about our your my we you they it its this that " +
    "these those is are was be do does did can could will would should how what when where which who why " +
    "if so as any some all one me us i there here just also very more most not no yes get got have has " +
    "please then than too into onto up out over under bit part line sentence text thing says say said " +
    "mentions mention talks talking regarding re concerning don't dont doesn't anymore longer really " +
    "want need like think maybe still now thanks thank"
  ).split(" "),
);

// Words owners use for the same thing as the site's text ("delivery" for "How do you ship?").
const SYNONYMS: readonly (readonly string[])[] = [
  ["ship", "deliver", "post", "postage", "dispatch", "courier", "send"],
  ["return", "refund", "exchange", "money back"],
  ["open", "hour", "opening", "time", "close"],
  ["price", "cost", "pay", "payment", "fee", "cheap", "expensive"],
  ["contact", "reach", "email", "phone", "call", "message"],
  ["international", "abroad", "overseas", "worldwide", "countri"],
  ["gift", "present", "wrap"],
  ["wedding", "bridal", "bride", "event"],
  ["subscription", "subscribe", "plan", "member"],
  ["care", "look after", "maintain", "water"],
  ["fresh", "freshness", "last", "long"],
  ["allerg", "gluten", "vegan", "ingredient", "nut", "dairy"],
];

/** A light stem: "shipping" → "ship", "deliveries" → "deliver", "hours" → "hour". */
export function stem(word: string): string {
  let w = word.replace(/'s$/, "");
  if (w.length <= 3) return w;
  if (/ies$/.test(w)) w = w.slice(0, -3) + "y";
  else if (/(?:ches|shes|sses|xes)$/.test(w)) w = w.slice(0, -2);
  else if (/[^su]s$/.test(w)) w = w.slice(0, -1);
  if (/ing$/.test(w) && w.length > 5) w = w.slice(0, -3);
  else if (/ed$/.test(w) && w.length > 4) w = w.slice(0, -2);
  if (/y$/.test(w) && w.length > 4) w = w.slice(0, -1);
  if (/([bdfgklmnprt])\1$/.test(w)) w = w.slice(0, -1);
  return w;
}

const SYNONYM_OF = new Map<string, number>();
SYNONYMS.forEach((group, index) => {
  for (const word of group) SYNONYM_OF.set(stem(word), index);
});

/** The meaningful words of a text, stemmed. */
export function keywords(text: string): string[] {
  const words = normalizePrompt(text)
    .replace(/[^a-z0-9' ]+/g, " ")
    .split(" ")
    .filter((word) => word.length > 0);
  const meaningful = words.filter((word) => !STOP.has(word));
  // A text of only small words ("About", "Contact us") is named by them, articles aside.
  return (
    meaningful.length > 0 ? meaningful : words.filter((w) => !/^(?:the|a|an|of|to|and)$/.test(w))
  ).map(stem);
}

/**
 * How well a reference ("opening hours", "jenny") matches a text: the share of the
 * reference's words found in it, a synonym counting three quarters. 0 when nothing matches.
 */
export function matchScore(reference: readonly string[], text: string): number {
  if (reference.length === 0) return 0;
  const words = keywords(text);
  const have = new Set(words);
  const groups = new Set(words.map((w) => SYNONYM_OF.get(w)).filter((g) => g !== undefined));
  let score = 0;
  for (const word of reference) {
    if (have.has(word) || words.some((w) => w.length > 3 && word.length > 3 && w.startsWith(word)))
      score += 1;
    else if (groups.has(SYNONYM_OF.get(word) ?? -1)) score += 0.75;
  }
  return score / reference.length;
}

const PATTERNS = new Map<string, RegExp>();

/**
 * A RegExp built from text the site or prompt supplies (page names, item names), made once per
 * source: the planner asks for the same few on every clause. Never for global patterns.
 */
export function patternOf(source: string, flags = ""): RegExp {
  const key = `${flags}\u0000${source}`;
  let pattern = PATTERNS.get(key);
  if (!pattern) {
    if (PATTERNS.size >= 1000) PATTERNS.clear();
    pattern = new RegExp(source, flags);
    PATTERNS.set(key, pattern);
  }
  return pattern;
}
