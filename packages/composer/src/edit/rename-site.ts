import { shownSections } from "../shown-site.js";
import type { LayoutSection, OpInput } from "@shopwright/site";
import { escapeRegExp, normalizePrompt } from "../prompt-text.js";
import { plan, typedValue, type ClausePlan, type EditState } from "./state.js";
import { patternOf } from "./text-match.js";

const STORE =
  "(?:online store|online shop|web ?shop|store|site|shop|brand|business|website|company)";
// A word after "the shop" that makes it something on the site ("rename the shop link").
const NOT_THE_STORE =
  "(?!\\s+(?:link|links|page|pages|section|button|grid|tab|menu|title|heading|headline|category|categories)\\b)";

const PATTERNS = [
  new RegExp(
    `\\b(?:rename|rebrand)\\s+(?:the\\s+|my\\s+|our\\s+|this\\s+)?${STORE}${NOT_THE_STORE}\\s+(?:to|as|into)\\s+(.+)$`,
  ),
  new RegExp(
    `\\b(?:call|name)\\s+(?:the\\s+|my\\s+|our\\s+|this\\s+)?(?:${STORE}|it)${NOT_THE_STORE}\\s+(?:to\\s+|as\\s+)?(.+)$`,
  ),
  new RegExp(
    `\\b(?:change|set|update|make|switch)\\s+(?:the\\s+|my\\s+|our\\s+)?${STORE}(?:'s)?\\s+name\\s+(?:to|as|into)\\s+(.+)$`,
  ),
  new RegExp(
    `\\b(?:change|set|update|switch)\\s+(?:the\\s+|my\\s+|our\\s+)name\\s+(?:of\\s+(?:the\\s+|my\\s+|our\\s+)?${STORE}\\s+)?(?:to|as|into)\\s+(.+)$`,
  ),
  new RegExp(`\\b${STORE}(?:'s)?\\s+name\\s+(?:should be|is now|will be|is|to|becomes)\\s+(.+)$`),
  new RegExp(
    `\\b(?:we(?:'re| are)|i(?:'m| am)|(?:the|our|my)\\s+${STORE}\\s+is|it(?:'s| is))\\s+(?:now\\s+)?(?:called|named|renamed(?:\\s+to)?|rebranding\\s+(?:to|as)|rebranded\\s+(?:to|as))\\s+(.+)$`,
  ),
  new RegExp(`\\b(?:our|my|the)\\s+(?:new\\s+)?(?:${STORE}\\s+)?name\\s+is\\s+(?:now\\s+)?(.+)$`),
  /\brebrand(?:ing)?\s+(?:to|as)\s+(.+)$/,
];

// Keys that hold addresses, pictures or settings, never copy that names the store.
const NOT_COPY = /url|link|image|src|href|icon|avatar|photo|pagename|^id$|^type$|color|variant/i;

/** A string with every whole-word occurrence of `from` (as written) replaced. */
function replaced(text: string, from: RegExp, to: string): string {
  return text.replace(from, to);
}

/** Props of a section whose copy names the old store name, rewritten with the new one. */
function renamedCopy(
  section: LayoutSection,
  from: RegExp,
  to: string,
): Record<string, unknown> | undefined {
  const patch: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(section.props)) {
    if (NOT_COPY.test(key)) continue;
    if (typeof value === "string" && from.test(value)) {
      from.lastIndex = 0;
      patch[key] = replaced(value, from, to);
    } else if (Array.isArray(value)) {
      let changed = false;
      const list = value.map((item) => {
        if (typeof item === "string") {
          if (!from.test(item)) return item;
          from.lastIndex = 0;
          changed = true;
          return replaced(item, from, to);
        }
        if (typeof item !== "object" || item === null) return item;
        const next: Record<string, unknown> = { ...(item as Record<string, unknown>) };
        for (const [field, text] of Object.entries(next)) {
          if (NOT_COPY.test(field) || typeof text !== "string" || !from.test(text)) continue;
          from.lastIndex = 0;
          next[field] = replaced(text, from, to);
          changed = true;
        }
        return next;
      });
      if (changed) patch[key] = list;
    }
    from.lastIndex = 0;
  }
  return Object.keys(patch).length > 0 ? patch : undefined;
}

/**
 * "Rename the store to …": the site's name as typed, and everywhere the old name shows: the
 * navbar brand, the footer and any copy that names it.
 */
export function renameSite(text: string, state: EditState): ClausePlan | undefined {
  // "Rename Petal & Stem to Wild Bunch": the store named by its own name.
  const own = [state.site.name, state.brand]
    .filter((name) => name.trim().length >= 2)
    .map((name) => escapeRegExp(normalizePrompt(name)));
  const byName =
    own.length > 0
      ? patternOf(
          `\\b(?:rename|change|call)\\s+(?:${own.join("|")})\\s+(?:to|as|into)\\s+(.+)$`,
        ).exec(text)
      : null;
  const match = byName ?? PATTERNS.map((pattern) => pattern.exec(text)).find((m) => m !== null);
  if (!match) return undefined;
  const raw = match[1]!.replace(/\s+(?:please|instead|now|everywhere|from now on)$/, "");
  const name = typedValue(raw, state).slice(0, 100);
  if (!name) return undefined;
  const old = [state.site.name, state.brand]
    .map((n) => n.trim())
    .filter((n, i, all) => n.length >= 3 && n !== name && all.indexOf(n) === i);
  const ops: OpInput[] = [{ op: "setSiteName", name }];
  let copies = 0;
  let chrome = 0;
  if (old.length > 0) {
    const from = new RegExp(
      `(?<![\\p{L}\\p{N}])(?:${old.map(escapeRegExp).join("|")})(?![\\p{L}\\p{N}])`,
      "gu",
    );
    for (const section of shownSections(state.site)) {
      const patch = renamedCopy(section, from, name);
      if (!patch) continue;
      // setSiteName already renames a brand that reads exactly the site's old name.
      if (section.type === "navbar" && section.props.logo === state.site.name) delete patch.logo;
      if (section.type === "footer" && section.props.companyName === state.site.name)
        delete patch.companyName;
      if (Object.keys(patch).length === 0) {
        chrome += 1;
        continue;
      }
      ops.push({ op: "updateSection", sectionId: section.id, props: patch });
      if (section.type === "navbar" || section.type === "footer") chrome += 1;
      else copies += 1;
    }
  }
  const places = [
    ...(chrome > 0 ? ["menu", "footer"] : []),
    ...(copies > 0 ? [`${copies} more ${copies === 1 ? "section" : "sections"}`] : []),
  ];
  return plan({
    ops,
    notes: [
      places.length === 0
        ? `Renamed the store to ${name}.`
        : `Renamed the store to ${name} everywhere (site name, ${places.slice(0, -1).join(", ")} and ${places.at(-1)}).`,
    ],
  });
}
