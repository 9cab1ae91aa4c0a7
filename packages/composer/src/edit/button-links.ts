import type { LayoutPage, LayoutSection } from "@shopwright/site";
import { findSectionMentions } from "../section-words.js";
import { plan, sameName, typedValue, type ClausePlan, type EditState } from "./state.js";
import { currentPage, labelOf } from "./targets.js";

/** The props of a section's buttons: its first and, where it has one, its second. */
const BUTTONS: Record<string, readonly { text: string; link: string }[]> = {
  hero: [
    { text: "buttonText", link: "buttonLink" },
    { text: "secondaryButtonText", link: "secondaryButtonLink" },
  ],
  cta: [{ text: "buttonText", link: "buttonLink" }],
};

// Words that send a button somewhere: "link the hero button to …", "… that goes to …".
const SENDS =
  /\b(?:link(?:s|ed|ing)?|point(?:s|ed|ing)?|send(?:s|ing)?|take(?:s)?|lead(?:s)?|go(?:es)?|open(?:s)?|direct(?:s)?|jump(?:s)?)\b/;
const SECOND = /\b(?:second|2nd|secondary|other|another|extra)\s+(?:[a-z]+\s+)?button\b/;

/** Where the clause sends a button: a page of the site, a web address, or undefined. */
function destinationOf(text: string, state: EditState): { href: string; name: string } | undefined {
  const url = /\bhttps?:\/\/[^\s"”]+/.exec(state.original)?.[0];
  if (url) return { href: url, name: url };
  const tail =
    /\b(?:to|at|towards|on)\s+(?:the\s+|our\s+|my\s+)?([a-z0-9 &'/-]{1,40}?)(?:\s+page)?(?:\s+please)?\s*$/.exec(
      text.replace(/\s*[:].*$/, ""),
    )?.[1];
  if (!tail) return undefined;
  const words = tail.replace(/^\//, "");
  const page =
    state.site.pages.find((p) => sameName(p.name, words) || p.path === `/${words}`) ??
    (/^(?:home|homepage|home page|front page|start)$/.test(words)
      ? state.site.pages.find((p) => p.path === "/")
      : undefined);
  return page ? { href: page.path, name: page.name } : undefined;
}

/** The section whose buttons the clause is about: the one it names, else this page's hero. */
function buttonSection(text: string, page: LayoutPage): LayoutSection | undefined {
  const named = findSectionMentions(text)
    .map((mention) => mention.kind.type)
    .find((type) => BUTTONS[type]);
  const type = named ?? (/\b(?:hero|banner)\b/.test(text) ? "hero" : undefined);
  return type
    ? page.sections.find((section) => section.type === type)
    : page.sections.find((section) => section.type === "hero");
}

/**
 * "Link the hero button to the Shop page", "add a second button to the hero: Book a
 * workshop", "add a button to the hero that goes to the About page": a section's own
 * buttons, their labels as typed and where they go (a page of the site or a web address).
 */
export function planButtonLink(text: string, state: EditState): ClausePlan | undefined {
  if (!/\bbuttons?\b/.test(text)) return undefined;
  const isAdd = /^(?:please\s+)?(?:add|put|include|give)\b/.test(text);
  const sends = SENDS.test(text);
  if (!isAdd && !sends) return undefined;
  const page = currentPage(state);
  const section = buttonSection(text, page);
  // "Add a button" alone is a button section of its own.
  if (!section || (isAdd && !/\b(?:to|on|in)\s+(?:the\s+)?(?:hero|banner|cta)\b/.test(text)))
    return undefined;
  const slots = BUTTONS[section.type]!;
  const destination = destinationOf(text, state);
  const label =
    /(?::|\b(?:saying|called|labell?ed|that says|reading))\s+(.+?)(?:\s+(?:that|which)\s+(?:goes|links|points|leads|opens)\b.*)?$/.exec(
      text,
    )?.[1];
  const typedLabel = label ? typedValue(label, state).slice(0, 60) : undefined;
  const where = `the ${labelOf(section)} on the ${page.name} page`;
  const filled = (slot: { text: string }) =>
    typeof section.props[slot.text] === "string" && (section.props[slot.text] as string) !== "";
  let slot: { text: string; link: string } | undefined;
  if (isAdd) {
    slot = slots.find((s) => !filled(s));
    if (!slot) {
      const shown = slots.map((s) => `“${String(section.props[s.text])}”`).join(" and ");
      return plan({
        notes: [
          `${where.charAt(0).toUpperCase()}${where.slice(1)} already has ${slots.length === 1 ? "its button" : "two buttons"}: ${shown}. Say which one to change, for example “link the ${slots.length === 1 ? "" : "second "}button to the ${destination?.name ?? "About"} page”.`,
        ],
      });
    }
  } else {
    slot = SECOND.test(text) ? slots[1] : slots[0];
    if (!slot) return plan({ notes: [`${labelOf(section)} has one button only.`] });
  }
  if (!destination && !typedLabel) {
    if (!sends) return undefined;
    return plan({
      notes: [
        `Where should the button go? Name one of your pages (${state.site.pages.map((p) => p.name).join(", ")}) or paste its web address.`,
      ],
    });
  }
  const props: Record<string, string> = {};
  if (typedLabel) props[slot.text] = typedLabel;
  else if (isAdd && destination) props[slot.text] = destination.name;
  if (destination) props[slot.link] = destination.href;
  else if (isAdd) props[slot.link] = "#";
  const parts = [
    props[slot.text] !== undefined ? `“${props[slot.text]}”` : "",
    destination
      ? `going to ${destination.href.startsWith("/") ? `the ${destination.name} page` : destination.href}`
      : "",
  ].filter(Boolean);
  return plan({
    ops: [{ op: "updateSection", sectionId: section.id, props }],
    notes: [
      isAdd
        ? `Added a button ${parts.join(", ")} to ${where}.`
        : `The ${slot === slots[1] ? "second " : ""}button of ${where} now ${destination ? `goes to ${destination.href.startsWith("/") ? `the ${destination.name} page` : destination.href}` : `says “${typedLabel}”`}.`,
    ],
    subjectId: section.id,
  });
}
