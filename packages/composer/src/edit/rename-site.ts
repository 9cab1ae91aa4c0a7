import { plan, typedValue, type ClausePlan, type EditState } from "./state.js";

/** "Rename the store to …": the site's name, as typed. */
export function renameSite(text: string, state: EditState): ClausePlan | undefined {
  const match =
    /\b(?:rename|call|name)\s+(?:the\s+|my\s+|our\s+)?(?:store|site|shop|brand|business|website|company)\s+(?:to\s+|as\s+)?(.+)$/.exec(
      text,
    ) ??
    /\b(?:change|set|update|make)\s+(?:the\s+|my\s+|our\s+)?(?:store|site|shop|brand|business|website|company)(?:'s)?\s+name\s+(?:to|as|into)\s+(.+)$/.exec(
      text,
    ) ??
    /\b(?:store|site|shop|brand|business)\s+name\s+(?:should be|is|to)\s+(.+)$/.exec(text);
  if (!match) return undefined;
  const name = typedValue(match[1]!, state).slice(0, 100);
  if (!name) return undefined;
  return plan({ ops: [{ op: "setSiteName", name }], notes: [`Renamed the store to ${name}.`] });
}
