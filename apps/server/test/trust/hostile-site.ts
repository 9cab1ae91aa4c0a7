import {
  FAMILY_ALIASES,
  SECTION_TYPES,
  getSectionDefinition,
  type AnySectionDefinition,
} from "@shopwright/site";
import { z } from "zod";

/**
 * Builds sites whose every field holds a given value (docs/TRUST.md §4), from the section
 * registry itself: every prop of every section type's zod schema is found by walking the
 * schema, and what kind of value it holds is found by asking the schema, so a new section
 * type or prop is covered without a change here.
 */

/** What a field holds, as the sweep reports it. */
export type FieldKind =
  | "short text"
  | "medium text"
  | "long text"
  | "link"
  | "image"
  | "colour"
  | "select"
  | "number"
  | "list item text"
  | "list item link"
  | "list item image"
  | "text list item";

/**
 * The kinds that end up in CSS or class names: the save refuses what is not a colour or a
 * number, and keeps only a select's own values. The sweep tries them one save at a time.
 */
export const STYLE_KINDS: ReadonlySet<FieldKind> = new Set(["colour", "select", "number"]);

/** One prop of a section type: where it sits in the props and what it holds. */
export interface Slot {
  type: string;
  /** Keys and list indexes from the props root, e.g. ["items", 1, "question"]. */
  path: (string | number)[];
  kind: FieldKind;
  /** The allowed values of a select. */
  options?: readonly string[];
}

type Leaf = "text" | "link" | "image" | "colour" | "select" | "number" | "boolean" | "other";

/** The schema under optional/nullable/default wrappers. */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  while (
    current instanceof z.ZodOptional ||
    current instanceof z.ZodNullable ||
    current instanceof z.ZodDefault
  ) {
    current = current.unwrap() as z.ZodType;
  }
  return current;
}

/** What a string prop accepts, found by asking its schema: any text, a link, an image or a colour. */
function stringLeaf(schema: z.ZodType): Leaf {
  if (schema.safeParse("javascript:void(0)").success) return "text";
  if (schema.safeParse("mailto:a@example.com").success) return "link";
  if (schema.safeParse("/uploads/a.png").success) return "image";
  if (schema.safeParse("#123456").success) return "colour";
  return "other";
}

function leafOf(schema: z.ZodType): Leaf {
  if (schema instanceof z.ZodString) return stringLeaf(schema);
  if (schema instanceof z.ZodEnum) return "select";
  if (schema instanceof z.ZodNumber) return "number";
  if (schema instanceof z.ZodBoolean) return "boolean";
  // A price is a number or a text: the text side is the one a payload can fill.
  if (schema instanceof z.ZodUnion) {
    const text = (schema.options as z.ZodType[]).find((o) => unwrap(o) instanceof z.ZodString);
    return text ? leafOf(unwrap(text)) : "other";
  }
  return "other";
}

function textKind(schema: z.ZodType): FieldKind {
  const max = schema instanceof z.ZodString ? (schema.maxLength ?? Infinity) : 200;
  return max <= 200 ? "short text" : max <= 1000 ? "medium text" : "long text";
}

// Two items per list: enough for a list's markup, and for a select to take two values.
const LIST_ITEMS = 2;

function walk(type: string, schema: z.ZodType, path: (string | number)[], out: Slot[]) {
  const inner = unwrap(schema);
  const isInList = path.some((part) => typeof part === "number");
  if (inner instanceof z.ZodObject) {
    for (const [key, value] of Object.entries(inner.shape as Record<string, z.ZodType>)) {
      walk(type, value, [...path, key], out);
    }
    return;
  }
  if (inner instanceof z.ZodArray) {
    const element = unwrap(inner.element as z.ZodType);
    for (let i = 0; i < LIST_ITEMS; i++) {
      if (element instanceof z.ZodString && stringLeaf(element) === "text") {
        out.push({ type, path: [...path, i], kind: "text list item" });
      } else {
        walk(type, element, [...path, i], out);
      }
    }
    return;
  }
  const leaf = leafOf(inner);
  const kinds: Partial<Record<Leaf, FieldKind>> = isInList
    ? { text: "list item text", link: "list item link", image: "list item image" }
    : { text: textKind(inner), link: "link", image: "image" };
  if (leaf === "colour" || leaf === "number") out.push({ type, path, kind: leaf });
  else if (leaf === "select") {
    out.push({ type, path, kind: "select", options: (inner as z.ZodEnum).options as string[] });
  } else if (leaf === "text" || leaf === "link" || leaf === "image") {
    out.push({ type, path, kind: kinds[leaf]! });
  }
}

/** Every prop of a section type, down into list items. */
export function slotsOf(definition: AnySectionDefinition): Slot[] {
  const out: Slot[] = [];
  walk(definition.type, definition.props, [], out);
  return out;
}

/** Every prop of every one of the 21 section types. */
export const SECTION_SLOTS: readonly Slot[] = SECTION_TYPES.flatMap((type) =>
  slotsOf(getSectionDefinition(type)),
);

function setAt(target: Record<string, unknown>, path: (string | number)[], value: unknown) {
  let node: Record<string | number, unknown> | unknown[] = target;
  path.forEach((part, i) => {
    const isLast = i === path.length - 1;
    const container = node as Record<string | number, unknown>;
    if (isLast) {
      container[part] = value;
      return;
    }
    container[part] ??= typeof path[i + 1] === "number" ? [] : {};
    node = container[part] as Record<string, unknown>;
  });
}

/** The value at a path, or undefined. */
export function valueAt(root: unknown, path: readonly (string | number)[]): unknown {
  let node = root;
  for (const part of path) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string | number, unknown>)[part];
  }
  return node;
}

/** What to put in a slot; undefined leaves it out. */
export type FillValue = (slot: Slot, turn: number) => unknown;

/**
 * The props of a section type with every prop filled by `fill`. Selects it leaves out take
 * their values in turn (so both link types and every variant render), booleans alternate.
 */
export function filledProps(type: string, fill: FillValue, turn = 0): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const slot of SECTION_SLOTS.filter((s) => s.type === type)) {
    const listIndex = slot.path.find((part) => typeof part === "number") ?? 0;
    const filled = fill(slot, turn);
    if (filled !== undefined) setAt(props, slot.path, filled);
    else if (slot.kind === "select" && slot.options) {
      setAt(props, slot.path, slot.options[(turn + listIndex) % slot.options.length]);
    }
  }
  // Toggles (a featured plan) are not slots; one item on, one off.
  if (type === "pricing" && Array.isArray(props.plans)) {
    props.plans.forEach((plan, i) => ((plan as Record<string, unknown>).featured = i === 0));
  }
  return props;
}

/**
 * Props for the section types the registry does not define but renders by family (stats,
 * team, steps, location, social, categories …) and for unknown types (the generic
 * renderer): every key those renderers read, all holding the value.
 */
export function familyProps(value: string): Record<string, unknown> {
  const item = {
    title: value,
    name: value,
    label: value,
    description: value,
    role: value,
    value,
    day: value,
    hours: value,
    image: value,
    url: value,
  };
  return {
    title: value,
    subtitle: value,
    text: value,
    address: value,
    phone: value,
    email: value,
    handle: value,
    url: value,
    image: value,
    buttonText: value,
    buttonLink: value,
    items: [item],
    hours: [item],
    images: [value],
  };
}

/** One type name of each family the registry reaches only by alias. */
export const FAMILY_TYPES: readonly string[] = Object.values(FAMILY_ALIASES).map(
  (names) => names![0]!,
);

/**
 * The sections of one page: every section type filled by `fill`, then one family type (in
 * turn, so a site of ten pages has them all; or every family) and a type nobody knows.
 */
export function filledSections(
  fill: FillValue,
  value: string,
  turn: number,
  families: "one" | "all" = "one",
): Record<string, unknown>[] {
  const familyTypes =
    families === "all" ? FAMILY_TYPES : [FAMILY_TYPES[turn % FAMILY_TYPES.length]!];
  return [
    ...SECTION_TYPES.map((type) => ({ type, props: filledProps(type, fill, turn) })),
    ...familyTypes.map((type) => ({ type, props: familyProps(value) })),
    { type: "made-up-block", props: familyProps(value) },
  ];
}
