import { writtenSpan } from "../prompt-text.js";
import * as content from "../section-content.js";
import { copyContext, plan, type ClausePlan, type EditState } from "./state.js";
import { currentPage } from "./targets.js";

// "Add a banner saying free shipping over $50", "announce our summer sale: 20% off …".
const ANNOUNCE = [
  /^(?:please\s+)?(?:add|put|show|display|include|we need|i want)\s+(?:a|an)\s+(?:(?:promo(?:tional)?|sale|announcement|top|small|little)\s+)?(?:banner|bar|strip|announcement|notice|message)\s*(?::|\s(?:saying|that says|which says|reading|with the text|with|about|for)\b:?)\s*(.+)$/,
  /^(?:please\s+)?(?:announce|promote|advertise|shout about)\s+(.+)$/,
];

/**
 * An announcement in the owner's words: a call to action at the top of the page (below the
 * navbar) whose heading is what they typed, its button to the shop (or contact) page.
 */
export function planAnnouncement(text: string, state: EditState): ClausePlan | undefined {
  const said = ANNOUNCE.map((pattern) => pattern.exec(text)).find((match) => match)?.[1];
  if (!said) return undefined;
  const typed = (writtenSpan(state.original, said.trim()) ?? said).replace(/^our\s+/i, "");
  const heading = typed.charAt(0).toUpperCase() + typed.slice(1).replace(/[.!]+$/, "");
  const page = currentPage(state);
  const base = content.cta(copyContext(state, page));
  const navbar = page.sections.find((section) => section.type === "navbar");
  return plan({
    ops: [
      {
        op: "addSection",
        page: page.name,
        section: {
          type: "cta",
          props: { ...base.props, heading: heading.slice(0, 120), subheading: "" },
        },
        position: navbar ? { after: navbar.id } : { at: "start" },
      },
    ],
    notes: [`Added a banner “${heading}” at the top of the ${page.name} page.`],
  });
}
