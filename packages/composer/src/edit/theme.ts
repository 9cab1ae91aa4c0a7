import { shownSections } from "../shown-site.js";
import type { OpInput, ThemePatch } from "@shopwright/site";
import type { MoodId } from "../moods.js";
import * as content from "../section-content.js";
import { themeEditFrom } from "../theme-edits.js";
import { plan, type ClausePlan, type EditState } from "./state.js";

/** Words about the whole site's look: a theme patch, with heroes following a new palette. */
export function planTheme(text: string, state: EditState): ClausePlan {
  const theme = state.site.theme;
  const edit = themeEditFrom(text, theme);
  if (!edit) {
    return plan({ isUnderstood: false });
  }
  // A clause that turned away a colour the site lacks changes nothing and says so.
  if (Object.keys(edit.patch).length === 0) return plan({ notes: edit.notes });
  const ops: OpInput[] = [{ op: "setTheme", patch: edit.patch }];
  ops.push(...recolourHeroes(state, edit.patch, edit.mood));
  return plan({ ops, notes: edit.notes, warnings: edit.warnings });
}

/**
 * Heroes coloured by the composer (or still at the PRODUCT.md §9 default) follow a new palette,
 * so "make it feel luxurious" does not leave a light hero on a dark page.
 */
function recolourHeroes(state: EditState, patch: ThemePatch, mood: MoodId | undefined): OpInput[] {
  const touchesColours = [
    "primaryColor",
    "secondaryColor",
    "backgroundColor",
    "textColor",
    "stylePreset",
  ].some((key) => key in patch);
  if (!touchesColours) return [];
  // A new page tone re-colours default heroes too; a new brand colour only the composer's.
  const isNewTone = mood !== undefined || "backgroundColor" in patch || "stylePreset" in patch;
  const before = state.site.theme;
  const after = {
    ...before,
    ...patch,
    fonts: { ...before.fonts, ...patch.fonts },
  } as typeof before;
  const ops: OpInput[] = [];
  for (const section of shownSections(state.site)) {
    if (section.type !== "hero") continue;
    const bg = typeof section.props.bgColor === "string" ? section.props.bgColor.toUpperCase() : "";
    const isDefault = bg === "" || bg === "#3B82F6";
    const isOurs =
      !isDefault &&
      (["warm", "playful", "bold"] as MoodId[]).some((m) =>
        content.isGeneratedHeroColor(section.props, before, m),
      );
    if (!isOurs && !(isDefault && isNewTone)) continue;
    ops.push({
      op: "setSectionStyle",
      sectionId: section.id,
      style: content.heroColors(after, mood),
    });
  }
  return ops;
}
