/** Props that hold an address: url, link, href, buttonLink, secondaryButtonLink … */
export const LINK_KEY = /(?:link|url|href)$/i;

type Record_ = Record<string, unknown>;

/**
 * Section props with `change` applied to them and to every record in their lists (menu links,
 * items with a link): the same object when nothing changed, else a copy. `change` answers its
 * record, or a changed copy; props it changes are new objects, since marked props are never
 * written to (`canonical-props.ts`).
 */
export function mapLinkRecords(props: Record_, change: (record: Record_) => Record_): Record_ {
  let out = change(props);
  for (const [key, value] of Object.entries(out)) {
    if (!Array.isArray(value)) continue;
    const items = value.map((item: unknown) =>
      typeof item === "object" && item !== null && !Array.isArray(item)
        ? change(item as Record_)
        : item,
    );
    if (items.some((item, i) => item !== value[i])) {
      if (out === props) out = { ...props };
      out[key] = items;
    }
  }
  return out;
}
