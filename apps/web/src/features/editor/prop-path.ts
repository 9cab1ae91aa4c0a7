/**
 * Prop paths of the texts the canvas edits in place ("heading", "items.2.title",
 * "plans.0.features.1": keys and list indexes, as `editableText` in @shopwright/site names them).
 */

type Props = Record<string, unknown>;

const keysOf = (path: string) => path.split(".");

const isIndex = (key: string) => /^\d+$/.test(key);

/** The value at `path` in `props`, or undefined where the path leads nowhere. */
export function propAt(props: Props, path: string): unknown {
  let value: unknown = props;
  for (const key of keysOf(path)) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function withValue(container: unknown, keys: string[], value: unknown): unknown {
  const [key, ...rest] = keys as [string, ...string[]];
  if (isIndex(key)) {
    const list = Array.isArray(container) ? [...(container as unknown[])] : undefined;
    const index = Number(key);
    if (!list || index >= list.length) return undefined;
    const next = rest.length ? withValue(list[index], rest, value) : value;
    if (next === undefined) return undefined;
    list[index] = next;
    return list;
  }
  const record =
    container !== null && typeof container === "object" && !Array.isArray(container)
      ? (container as Record<string, unknown>)
      : rest.length
        ? undefined
        : {};
  if (!record) return undefined;
  const next = rest.length ? withValue(record[key], rest, value) : value;
  return next === undefined ? undefined : { ...record, [key]: next };
}

/**
 * The `updateSection` patch that sets `path` to `value`: the top-level prop it lies under,
 * copied with the one value changed (`{items: [...]}` for "items.2.title"). Undefined when
 * the path does not lead to an existing list item.
 */
export function propsPatchAt(props: Props, path: string, value: string): Props | undefined {
  const [top, ...rest] = keysOf(path) as [string, ...string[]];
  if (!rest.length) return { [top]: value };
  const next = withValue(props[top], rest, value);
  return next === undefined ? undefined : { [top]: next };
}
