const rules = new Intl.PluralRules("en-US");

/**
 * A count with its noun in the right number: `plural(1, "item")` → "1 item",
 * `plural(3, "item")` → "3 items"; irregular plurals pass their own form.
 */
export function plural(count: number, one: string, other = `${one}s`): string {
  return `${count.toLocaleString("en-US")} ${rules.select(count) === "one" ? one : other}`;
}
