import type { z } from "zod";

/** Palette groups of the editor, in the order the palette shows them. */
export const PALETTE_CATEGORIES = [
  "Layout",
  "Content",
  "Commerce",
  "Social proof",
  "Forms",
  "Media",
  "Basic",
] as const;
/** A palette group. */
export type PaletteCategory = (typeof PALETTE_CATEGORIES)[number];

/**
 * Renderer families of PRODUCT.md §3 "Preview renderer"; `basic` holds divider, spacer and button,
 * which PRODUCT.md lists as palette types but not as families.
 */
export const RENDERER_FAMILIES = [
  "navbar",
  "hero",
  "features",
  "grid",
  "categories",
  "testimonials",
  "pricing",
  "media",
  "stats",
  "steps",
  "textblock",
  "team",
  "faq",
  "cta",
  "newsletter",
  "form",
  "location",
  "social",
  "footer",
  "basic",
] as const;
/** A renderer family. */
export type RendererFamily = (typeof RENDERER_FAMILIES)[number];

type Keys<P> = Extract<keyof P, string>;
type ValueAt<P, K extends keyof P> = NonNullable<P[K]>;
type ScalarKey<P> = {
  [K in Keys<P>]-?: ValueAt<P, K> extends readonly unknown[] ? never : K;
}[Keys<P>];
type ObjectListKey<P> = {
  [K in Keys<P>]-?: ValueAt<P, K> extends readonly (infer I)[]
    ? I extends string
      ? never
      : K
    : never;
}[Keys<P>];
type TextListKey<P> = {
  [K in Keys<P>]-?: ValueAt<P, K> extends readonly string[] ? K : never;
}[Keys<P>];
type ListKey<P> = {
  [K in Keys<P>]-?: ValueAt<P, K> extends readonly unknown[] ? K : never;
}[Keys<P>];
type ItemOf<P, K extends keyof P> = ValueAt<P, K> extends readonly (infer I)[] ? I : never;

interface FieldBase<K extends string> {
  /** The prop this control edits. */
  key: K;
  label: string;
  /** A short hint under the control. */
  help?: string;
}

/** A one-line text input. */
export interface TextField<K extends string> extends FieldBase<K> {
  kind: "text";
  placeholder?: string;
}
/** A multi-line text input. */
export interface TextareaField<K extends string> extends FieldBase<K> {
  kind: "textarea";
  rows?: number;
}
/** A colour picker with hex text (PRODUCT.md §5: placeholder #000000). */
export interface ColorField<K extends string> extends FieldBase<K> {
  kind: "color";
}
/**
 * A layout setting that may differ on tablets and phones: its schema has `perDevice` props
 * (`alignmentTablet`, `alignmentMobile`), which the panel edits while the canvas shows that
 * device (docs/PRODUCT.md §3 "Per-device settings").
 */
interface DeviceSetting {
  perDevice?: true;
}

/** A number input with bounds (PRODUCT.md §5: blank becomes the type's blank value). */
export interface NumberField<K extends string> extends FieldBase<K>, DeviceSetting {
  kind: "number";
  min: number;
  max: number;
  step?: number;
  unit?: string;
}
/** A choice among fixed options. */
export interface SelectField<K extends string> extends FieldBase<K>, DeviceSetting {
  kind: "select";
  options: readonly { value: string; label: string }[];
}
/** An on/off switch. */
export interface ToggleField<K extends string> extends FieldBase<K> {
  kind: "toggle";
}
/**
 * An image picker (uploads, product images, the media library or a URL). `altKey`, when the
 * section has one, holds the image's description for screen readers, which a pick from the
 * media library fills in (PRODUCT.md §2 "Visual editor").
 */
export interface ImageField<K extends string> extends FieldBase<K> {
  kind: "image";
  altKey?: K;
}
/**
 * A page-or-external link (PRODUCT.md §5): `key` holds the URL; `typeKey` and `pageKey`, when the
 * section has them, hold "page" | "external" and the chosen page name.
 */
export interface LinkField<K extends string> extends FieldBase<K> {
  kind: "link";
  typeKey?: K;
  pageKey?: K;
}
/** The collection product picker: fills a list with the store's products. */
export interface ProductsField<K extends string> extends FieldBase<K> {
  kind: "products";
}
/** A choice among the store's collections: the prop holds the collection's id, empty for none. */
export interface CollectionField<K extends string> extends FieldBase<K> {
  kind: "collection";
}
/** A list of objects, each edited with the nested fields. */
export interface ListField<K extends string, F> extends FieldBase<K> {
  kind: "list";
  itemLabel: string;
  of: readonly F[];
}
/** A list of plain strings (such as a pricing plan's features). */
export interface TextListField<K extends string> extends FieldBase<K> {
  kind: "textList";
  itemLabel: string;
}

type ScalarField<K extends string> =
  | TextField<K>
  | TextareaField<K>
  | ColorField<K>
  | NumberField<K>
  | SelectField<K>
  | ToggleField<K>
  | ImageField<K>
  | LinkField<K>
  | CollectionField<K>;

/**
 * An editor control typed against the props `P`: scalar controls take scalar keys, lists
 * take list keys and nest fields typed against the item, so a wrong key fails to compile.
 */
export type Field<P> =
  | ScalarField<ScalarKey<P>>
  | {
      [K in ObjectListKey<P>]: ListField<K, Field<ItemOf<P, K>>> | ProductsField<K>;
    }[ObjectListKey<P>]
  | TextListField<TextListKey<P>>;

/** Any editor control, as consumers that do not know the section type see it. */
export type AnyField = Field<Record<string, unknown>> | ListField<string, AnyField>;

/**
 * The props a composer's copy edits rewrite ("change the hero's button to …"): the heading,
 * the line under it, the button's label. A role the type lacks is left out.
 */
export interface ContentRoles<K extends string> {
  title?: K;
  subtitle?: K;
  button?: K;
}

/** How the composer reads and writes about a type in prompts and replies. */
export interface SectionWords {
  /** How a reply names it in a sentence; by default the label in lower case. */
  label?: string;
  /**
   * More phrases that name it in a prompt ("product grid"). Unlike `aliases` these do not
   * change what a stored type name resolves to.
   */
  phrases?: readonly string[];
  /** Aliases that are ordinary words in prompts ("shop"), so they never name it alone. */
  ordinaryWords?: readonly string[];
  /** What the warning on a new one with sample content calls that content ("reviews"). */
  samples?: string;
  /** The name of the page "add a … page" makes around it ("Pricing"); none: no such page. */
  pageName?: string;
}

/** The list of items in a section that a prompt counts, grows, trims or takes one from. */
export interface SectionList<K extends string> {
  /** The list prop ("remove the second plan" removes from it). */
  key: K;
  /**
   * Nouns that count it in a prompt ("a pricing table with 3 plans"); the first also counts
   * it before the mention ("add 5 questions to the FAQ").
   */
  countNouns?: readonly string[];
  /** "Add an FAQ" on a page that has one adds items to its list instead of a second section. */
  extendable?: boolean;
  /** Items the composer adds to it are samples to replace (marked `sample`, with a warning). */
  sampleItems?: boolean;
}

/** How the composer's edits treat a type, beyond its content roles and words. */
export interface SectionEditing<L extends string, K extends string> {
  /** A page needs it once: asking for another keeps or moves the one it has. */
  single?: boolean;
  /** Its list of items, if prompts count or extend one. */
  list?: SectionList<L>;
  /** Its page ("add a login page") stays out of the menu: visitors reach it from its form. */
  pageOffMenu?: boolean;
  /** When a new one has `key` empty, the reply adds `note` (where to fill it in). */
  fillIn?: { key: K; note: string };
}

/** A prop a block needs filled, or a group of props of which any one will do. */
export type ContentNeed<K extends string> = K | readonly K[];

/** A field a storefront form accepts (its rule and message live in the API contract). */
export type FormFieldName = "name" | "email" | "message";

/** What a storefront form section posts to `/api/sites/{slug}/forms/{type}`. */
export interface SectionForm {
  /** The fields the server accepts and checks; others are dropped. */
  fields: readonly FormFieldName[];
  /** Which answer text a visitor sees (a key of the contract's form messages). */
  reply: "sent" | "subscribed" | "accountsUnavailable";
  /** False when a post is checked but never stored (no customer accounts). */
  stored: boolean;
}

/** Everything the product knows about one section type. */
export interface SectionDefinition<T extends string, S extends z.ZodObject> {
  /** Kebab-case id stored in layouts. */
  type: T;
  /** Name shown in the palette. */
  label: string;
  /** Palette group. */
  category: PaletteCategory;
  /** Order in the palette (lower first); the registry lists types in this order. */
  paletteRank: number;
  /**
   * Where `{at: "auto"}` places it: after sections of equal or lower rank (see
   * `ops/placement.ts`); "family" to sit with its renderer family; null when it needs an
   * anchor.
   */
  placementRank: number | "family" | null;
  /** Renderer family of PRODUCT.md §3. */
  family: RendererFamily;
  /** Other names of the type, compared after lower-casing and dropping separators. */
  aliases: readonly string[];
  /** Canonical props; each field's description also feeds the AI and OpenAPI. */
  props: S;
  /** The props the composer's copy edits rewrite. */
  roles: ContentRoles<Extract<keyof z.infer<S>, string>>;
  /** How the composer names it in prompts and replies. */
  words?: SectionWords;
  /** How the composer's edits treat it (one per page, its list of items). */
  composer?: SectionEditing<ListKey<z.infer<S>>, Extract<keyof z.infer<S>, string>>;
  /** For form sections: what the storefront form endpoint accepts. */
  form?: SectionForm;
  /**
   * The content without which the block is empty (PRODUCT.md §4 "Pre-launch review"): each
   * entry must be filled, a group by any one of its props. Without it, the block is empty
   * when every text, image and list field is blank.
   */
  needs?: readonly ContentNeed<Extract<keyof z.infer<S>, string>>[];
  /** Props of a new section (PRODUCT.md §9 values). */
  defaults: z.infer<S>;
  /** Lenient input → canonical props; keeps unknown keys and never throws. */
  normalize: (raw: unknown) => z.infer<S>;
  /**
   * For sections that show product cards: how many they show at most, from canonical props
   * (what GRID_CARDS_LIMIT bounds, PRODUCT.md §9 "Limits").
   */
  cards?(props: z.infer<S>): number;
  /** Controls of the properties panel, in order. */
  fields: readonly Field<z.infer<S>>[];
  /** One sentence on the section's purpose, for the AI's system prompt. */
  ai: string;
}

/** Any section definition, as generic consumers (palette, panel, AI prompt) see it. */
export interface AnySectionDefinition {
  type: string;
  label: string;
  category: PaletteCategory;
  paletteRank: number;
  placementRank: number | "family" | null;
  family: RendererFamily;
  aliases: readonly string[];
  props: z.ZodObject;
  roles: ContentRoles<string>;
  words?: SectionWords;
  composer?: SectionEditing<string, string>;
  form?: SectionForm;
  needs?: readonly ContentNeed<string>[];
  defaults: Record<string, unknown>;
  normalize: (raw: unknown) => Record<string, unknown>;
  cards?(props: Record<string, unknown>): number;
  fields: readonly AnyField[];
  ai: string;
}

/** Declares a section type; the identity function that makes `fields` check against `props`. */
export function defineSection<const T extends string, S extends z.ZodObject>(
  definition: SectionDefinition<T, S>,
): SectionDefinition<T, S> {
  return definition;
}
