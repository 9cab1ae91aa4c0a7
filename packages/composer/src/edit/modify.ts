import type { LayoutPage } from "@shopwright/site";
import type { VerbClass } from "../clauses.js";
import { capitalize, countBefore } from "../prompt-text.js";
import { listOf } from "../section-edits.js";
import { countNounsOf, looseCount } from "./counts.js";
import { extendList } from "./extend.js";
import { sectionPropsEdit } from "./layout.js";
import { hasStyle, sectionStyleFrom } from "./restyle.js";
import { copyContext, plan, type ClausePlan, type EditState } from "./state.js";
import { currentPage, targetsOf, theLabel, type ReadMentions } from "./targets.js";

/** Changes a section the page has: layout props, then colours, then the length of its list. */
export function planModify(
  text: string,
  state: EditState,
  page: LayoutPage,
  read: ReadMentions,
  verb: VerbClass | undefined,
): ClausePlan {
  const result = plan();
  for (const mention of read.targets) {
    const sections = targetsOf(state, page, mention.kind);
    const first = sections[0];
    if (!first) {
      result.notes.push(`There is no ${mention.kind.label} on the site.`);
      result.reason ??= { code: "noSection", type: mention.kind.type };
      continue;
    }
    result.subjectId = first.id;
    const props = sectionPropsEdit(text, first, mention.kind);
    if (props) {
      result.ops.push({ op: "updateSection", sectionId: first.id, props: props.props });
      result.notes.push(props.note);
      continue;
    }
    const style = sectionStyleFrom(text, state, first);
    if (style) {
      const styled = sections.filter(hasStyle);
      if (styled.length === 0) {
        result.notes.push(
          `${capitalize(theLabel(mention.kind))} has no colours of its own; it follows the theme.`,
        );
        continue;
      }
      for (const section of styled)
        result.ops.push({ op: "setSectionStyle", sectionId: section.id, style: style.style });
      const home = state.site.pages.find((p) => p.sections.includes(first));
      const where = home && home !== currentPage(state) ? ` on the ${home.name} page` : "";
      result.notes.push(style.note.replace("{what}", `${theLabel(mention.kind)}${where}`));
      if (style.isDarkOnly && !/\b(?:whole|entire|all|everything|site)\b/.test(text)) {
        result.notes.push("Say “make the whole site dark” to change everything.");
      }
      continue;
    }
    const list = listOf(mention.kind.type);
    // Without a verb ("3 faq items") only the definition's own count nouns count.
    const nouns = verb ? countNounsOf(mention.kind) : list?.countNouns;
    const count = nouns
      ? (countBefore(text, nouns) ?? (verb ? looseCount(text, nouns) : undefined))
      : undefined;
    if (count !== undefined && list?.extendable) {
      extendList(first, mention.kind, count, copyContext(state, page), result);
      continue;
    }
    result.isUnderstood = result.ops.length > 0;
    result.suggestions = [
      `Make the ${mention.phrase} dark`,
      `Change the ${mention.phrase} title to …`,
      verb === "modify" ? `Move the ${mention.phrase} to the top` : `Remove the ${mention.phrase}`,
    ];
  }
  if (result.ops.length === 0 && !result.suggestions && result.notes.length === 0)
    result.isUnderstood = false;
  return result;
}
