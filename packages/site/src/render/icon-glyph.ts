// Icon names models and older layouts use, drawn with characters every platform has.
const ICONS: Record<string, string> = {
  truck: "🚚",
  shipping: "🚚",
  delivery: "🚚",
  star: "★",
  heart: "♥",
  leaf: "🌿",
  eco: "🌿",
  shield: "🛡️",
  lock: "🔒",
  secure: "🔒",
  clock: "🕒",
  time: "🕒",
  gift: "🎁",
  check: "✓",
  sparkles: "✨",
  bolt: "⚡",
  zap: "⚡",
  coffee: "☕",
  return: "↩️",
  refresh: "↻",
  globe: "🌍",
  support: "💬",
  chat: "💬",
  phone: "📞",
  mail: "✉️",
  tag: "🏷️",
  award: "🏆",
  smile: "🙂",
};

/**
 * The character to show for a feature icon: emoji and short glyphs as given, known icon
 * names drawn, anything else a check mark (a word would read as a typo in a badge).
 */
export function iconGlyph(icon: string | undefined): string {
  if (!icon) return "✓";
  const name = icon
    .trim()
    .toLowerCase()
    .replace(/^(fa-|icon-|lucide-)/, "");
  const known = ICONS[name];
  if (known) return known;
  // Emoji and symbols are short and contain no Latin letters.
  return [...icon.trim()].length <= 3 && !/[a-z]{2}/i.test(icon) ? icon.trim() : "✓";
}
