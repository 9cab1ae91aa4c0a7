import type { LayoutPage, NewSection } from "@shopwright/site";
import { verbClassOf } from "../clauses.js";
import * as content from "../section-content.js";
import { numberProp, pageInMenu, pageNameOf } from "../section-edits.js";
import { findSectionMentions, type SectionKind } from "../section-words.js";
import { knownContact, newSectionOf } from "./new-section.js";
import {
  clone,
  copyContext,
  plan,
  sameName,
  typedValue,
  type ClausePlan,
  type EditState,
} from "./state.js";

function pageSections(
  name: string,
  kind: SectionKind | undefined,
  state: EditState,
  home: LayoutPage,
): NewSection[] {
  const ctx = copyContext(state, home);
  const navbar = home.sections.find((s) => s.type === "navbar");
  const footer = home.sections.findLast((s) => s.type === "footer");
  const body: NewSection[] = [];
  switch (kind?.type) {
    case "textblock":
      body.push(content.about(ctx), content.values(ctx), content.cta(ctx));
      break;
    case "contact":
      body.push(content.contact(ctx, knownContact(state)), content.faq(ctx));
      break;
    case "collection":
      // A shop page shows as many products as a grid may.
      body.push(content.collection(ctx, { limit: numberProp("collection", "limit").max }));
      break;
    case undefined:
      body.push({
        type: "textblock",
        props: {
          heading: name,
          content: `Tell visitors what ${name} is about.`,
          alignment: "left",
        },
      });
      break;
    default:
      if (kind) body.push(newSectionOf(kind, ctx, state, ""));
  }
  return [
    ...(navbar ? [{ type: "navbar", props: clone(navbar.props) }] : []),
    ...body,
    ...(footer ? [{ type: "footer", props: clone(footer.props) }] : []),
  ];
}

/** Adds, renames and removes pages; a section added "to the Shop page" is left to the add verb. */
export function planPageOps(text: string, state: EditState): ClausePlan | undefined {
  if (!/\bpages?\b/.test(text)) return undefined;
  // "add a grid to the shop page" targets a page; it does not make one.
  if (
    /\b(?:to|on|onto|in|into|from)\s+(?:the\s+|my\s+|our\s+)?[a-z0-9 &'-]{0,40}\bpage\b/.test(
      text,
    ) &&
    !/\b(?:rename|remove|delete)\b/.test(text)
  ) {
    return undefined;
  }
  const pages = state.site.pages;
  const home = pages.find((p) => p.path === "/") ?? pages[0]!;
  const rename = /\brename\s+(?:the\s+)?(.+?)\s+page\s+(?:to|as)\s+(.+)$/.exec(text);
  if (rename) {
    const from = pages.find((p) => sameName(p.name, rename[1]!));
    if (!from)
      return plan({
        isUnderstood: false,
        suggestions: pages.map((p) => `Rename the ${p.name} page to …`).slice(0, 3),
      });
    const to = typedValue(rename[2]!, state).slice(0, 60);
    return plan({
      ops: [{ op: "renamePage", from: from.name, to }],
      notes: [`Renamed the ${from.name} page to ${to}.`],
    });
  }
  const verb = verbClassOf(text);
  if (verb === "remove") {
    const target = pages.find((p) =>
      new RegExp(
        `\\b${p.name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s+page\\b`,
      ).test(text),
    );
    if (!target) return undefined;
    if (pages.length === 1)
      return plan({ notes: ["A site needs at least one page, so I kept it."] });
    return plan({
      ops: [{ op: "removePage", name: target.name }],
      notes: [`Removed the ${target.name} page.`],
    });
  }
  if (verb !== "add" && !/\b(?:new|another|extra)\s+page\b/.test(text)) return undefined;
  const before = text.replace(/\bpages?\b.*$/, "");
  const mentions = findSectionMentions(before);
  const names: { name: string; kind?: SectionKind }[] = [];
  for (const mention of mentions) {
    const name = pageNameOf(mention.kind.type);
    if (name) names.push({ name, kind: mention.kind });
  }
  const called = /\bpage\s+(?:called|named|for)\s+(.+)$/.exec(text)?.[1];
  if (called) names.push({ name: typedValue(called, state).slice(0, 60) });
  if (names.length === 0) {
    const word =
      /\b(?:add|create|insert|make)\s+(?:an?\s+|new\s+|another\s+)*(?:new\s+)?([a-z][a-z0-9 &'-]{0,30}?)\s+page\b/.exec(
        text,
      )?.[1];
    const useful = word && !/^(?:new|another|extra|blank|empty|second|more)$/.test(word.trim());
    names.push(useful ? { name: typedValue(word, state) } : { name: "" });
  }
  const plans: ClausePlan = plan();
  for (const { name, kind } of names) {
    if (name && pages.some((p) => sameName(p.name, name))) {
      plans.notes.push(`There is already a ${name} page.`);
      continue;
    }
    if (!name) {
      plans.ops.push({
        op: "addPage",
        page: { sections: pageSections("New page", undefined, state, home) },
      });
      plans.notes.push("Added a new page.");
      continue;
    }
    plans.ops.push({
      op: "addPage",
      page: { name, sections: pageSections(name, kind, state, home) },
    });
    plans.notes.push(`Added a ${name} page.`);
    // Content pages join the menu; sign-up and login pages are reached from their forms.
    if (!kind || pageInMenu(kind.type)) {
      for (const navbar of pages.flatMap((p) => p.sections.filter((s) => s.type === "navbar"))) {
        plans.ops.push({
          op: "addItem",
          sectionId: navbar.id,
          list: "links",
          item: { text: name, type: "page", pageName: name },
        });
      }
    }
  }
  return plans;
}
