import {
  deviceKey,
  MAX_LIST_ITEMS,
  OVERRIDE_DEVICES,
  TEXT_LIMITS,
  type DeviceKey,
  type OverrideDevice,
} from "../field-schemas.js";
import { toHexColor } from "../safe/safe-color.js";
import { safeImageUrl, safeUrl } from "../safe/safe-url.js";

/** Section props as stored: any JSON object. */
export type RawProps = Record<string, unknown>;

/** The value when it is a plain object, else an empty one. */
export function asRecord(value: unknown): RawProps {
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as RawProps)
    : {};
}

/** Text from a string or a number, cut to `max`; anything else is no text. */
export function toText(value: unknown, max: number = TEXT_LIMITS.short): string | undefined {
  if (typeof value === "string") return value.length > max ? value.slice(0, max) : value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return undefined;
}

/** Bounds of a number prop and the value a blank input becomes (PRODUCT.md §5). */
export interface NumberRule {
  min: number;
  max: number;
  integer?: boolean;
  blank?: number;
}

/** A number from a number or numeric text ("32px" → 32), clamped; blank → `rule.blank`. */
export function toNumber(value: unknown, rule: NumberRule): number | undefined {
  if (value === undefined) return undefined;
  let n = typeof value === "number" ? value : Number.NaN;
  if (typeof value === "string") n = Number.parseFloat(value.replace(/,/g, ""));
  if (!Number.isFinite(n)) return rule.blank;
  if (rule.integer) n = Math.round(n);
  return Math.min(rule.max, Math.max(rule.min, n));
}

/** A link: "" stays "" (no link), unsafe schemes become "#", non-text is dropped. */
export function toHref(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  return value.trim() === "" ? "" : safeUrl(value, "#");
}

/** An image URL from a string, an `{url|src}` object or the first of a list; unsafe → dropped. */
export function toImage(value: unknown): string | undefined {
  if (Array.isArray(value)) return toImage(value[0]);
  if (typeof value === "object" && value !== null) {
    const image = value as RawProps;
    return toImage(image.url ?? image.src);
  }
  if (typeof value !== "string") return undefined;
  return value.trim() === "" ? "" : safeImageUrl(value);
}

/** A boolean from true/false, 1/0 or yes/no text. */
export function toBoolean(value: unknown): boolean | undefined {
  if (typeof value === "boolean") return value;
  if (value === 1 || value === "1" || value === "true" || value === "yes") return true;
  if (value === 0 || value === "0" || value === "false" || value === "no") return false;
  return undefined;
}

/** One of the allowed values, matched ignoring case; `words` maps synonyms. */
export function toChoice<T extends string>(
  value: unknown,
  values: readonly T[],
  words: Readonly<Record<string, T>> = {},
): T | undefined {
  if (typeof value !== "string") return undefined;
  const key = value.trim().toLowerCase();
  return values.find((v) => v === key) ?? words[key];
}

/**
 * Reads raw props by canonical and legacy names. Every name it reads is consumed; `done`
 * returns the canonical values on top of the keys nobody read, so unknown keys survive
 * while legacy spellings (imageUrl, q, a …) are replaced by their canonical names.
 */
export class PropsReader {
  readonly raw: RawProps;
  readonly #consumed = new Set<string>();

  constructor(raw: unknown) {
    this.raw = asRecord(raw);
  }

  /** The first present (non-null) value among the names. */
  value(...keys: string[]): unknown {
    let found: unknown;
    for (const key of keys) {
      this.#consumed.add(key);
      const value = this.raw[key];
      if (found === undefined && value !== undefined && value !== null) found = value;
    }
    return found;
  }

  text(keys: string[], max: number = TEXT_LIMITS.short): string | undefined {
    return toText(this.value(...keys), max);
  }

  /**
   * A layout setting's tablet and phone values (`perDevice`), each read as `read` reads the
   * desktop's from the names it is given; a blank one is absent (the wider device's applies).
   */
  perDevice<K extends string, V>(
    key: K,
    read: (keys: string[]) => V | undefined,
  ): { [D in OverrideDevice as DeviceKey<K, D>]?: V } {
    const values: Record<string, V | undefined> = {};
    for (const device of OVERRIDE_DEVICES) {
      const name = deviceKey(key, device);
      values[name] = this.raw[name] === "" ? (this.value(name), undefined) : read([name]);
    }
    return values as { [D in OverrideDevice as DeviceKey<K, D>]?: V };
  }

  number(keys: string[], rule: NumberRule): number | undefined {
    // A present but null value is a blank input too.
    const present = keys.some((key) => key in this.raw);
    const value = this.value(...keys);
    return toNumber(value === undefined && present ? "" : value, rule);
  }

  color(keys: string[]): string | undefined {
    return toHexColor(this.value(...keys)) ?? undefined;
  }

  href(keys: string[]): string | undefined {
    return toHref(this.value(...keys));
  }

  image(keys: string[]): string | undefined {
    return toImage(this.value(...keys));
  }

  boolean(keys: string[]): boolean | undefined {
    return toBoolean(this.value(...keys));
  }

  choice<T extends string>(
    keys: string[],
    values: readonly T[],
    words?: Readonly<Record<string, T>>,
  ): T | undefined {
    return toChoice(this.value(...keys), values, words);
  }

  /** A list whose items are read by `item` (undefined items are dropped), capped in length. */
  list<T>(
    keys: string[],
    item: (value: unknown) => T | undefined,
    max: number = MAX_LIST_ITEMS,
  ): T[] | undefined {
    const value = this.value(...keys);
    if (!Array.isArray(value)) return undefined;
    const items: T[] = [];
    for (const entry of value) {
      const read = item(entry);
      if (read !== undefined) items.push(read);
      if (items.length >= max) break;
    }
    return items;
  }

  /** The canonical props (undefined values left out) over the unread raw keys. */
  done<T extends object>(canonical: T): T {
    const out: RawProps = {};
    for (const [key, value] of Object.entries(this.raw)) {
      if (!this.#consumed.has(key) && !(key in canonical)) out[key] = value;
    }
    for (const [key, value] of Object.entries(canonical)) {
      if (value !== undefined) out[key] = value;
    }
    return out as T;
  }
}

/** Starts reading raw props leniently. */
export function readProps(raw: unknown): PropsReader {
  return new PropsReader(raw);
}

/** Reads the shared bgColor/textColor props and their legacy names. */
export function readColors(r: PropsReader): { bgColor?: string; textColor?: string } {
  return {
    bgColor: r.color(["bgColor", "backgroundColor", "background", "bg"]),
    textColor: r.color(["textColor", "color", "foreground"]),
  };
}
