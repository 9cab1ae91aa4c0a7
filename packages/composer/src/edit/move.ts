import type { LayoutPage, Position } from "@shopwright/site";
import { positionWords } from "../clauses.js";
import { capitalize } from "../prompt-text.js";
import { plan, type ClausePlan, type EditState } from "./state.js";
import { positionFor, sectionsOfKind, theLabel, type ReadMentions } from "./targets.js";

/** Moves a section the page has; undefined when there is nothing to move (then it is an add). */
export function planMove(
  text: string,
  state: EditState,
  page: LayoutPage,
  read: ReadMentions,
): ClausePlan | undefined {
  const mention = read.targets[0];
  if (!mention) return undefined;
  const section = sectionsOfKind(page, mention.kind)[0];
  // "put a newsletter above the footer": nothing to move, so it is an add.
  if (!section || /\b(?:an?|some|new|another)\s+(?:\w+\s+)?$/.test(text.slice(0, mention.index)))
    return undefined;
  const words = positionWords(text);
  const index = page.sections.indexOf(section);
  let position: Position | undefined;
  let where = "";
  if (words?.kind === "up" || words?.kind === "down") {
    const neighbour = page.sections[index + (words.kind === "up" ? -1 : 1)];
    if (neighbour && neighbour.type !== "navbar" && neighbour.type !== "footer") {
      position = words.kind === "up" ? { before: neighbour.id } : { after: neighbour.id };
      where = words.kind === "up" ? "up one place" : "down one place";
    }
  } else {
    const found = positionFor(state, page, text, read);
    if (found && found.where) {
      position = found.position;
      where = found.where;
    }
  }
  if (!position) {
    return plan({
      isUnderstood: false,
      notes: [`Where should ${theLabel(mention.kind)} go?`],
      suggestions: [
        `Move the ${mention.phrase} to the top`,
        `Move the ${mention.phrase} above the footer`,
        `Move the ${mention.phrase} below the hero`,
      ],
    });
  }
  const anchorId =
    "before" in position ? position.before : "after" in position ? position.after : undefined;
  const rest = page.sections.filter((s) => s !== section);
  const target = anchorId
    ? rest.findIndex((s) => s.id === anchorId) + ("after" in position ? 1 : 0)
    : -1;
  if (anchorId === section.id || (anchorId && target === index)) {
    return plan({
      notes: [`${capitalize(theLabel(mention.kind))} is already ${where}.`],
      subjectId: section.id,
    });
  }
  return plan({
    ops: [{ op: "moveSection", sectionId: section.id, position }],
    notes: [`Moved ${theLabel(mention.kind)} ${where}.`],
    subjectId: section.id,
  });
}
