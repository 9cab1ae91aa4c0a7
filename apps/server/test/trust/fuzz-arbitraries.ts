import fc from "fast-check";

/**
 * Arbitraries for the hostile-input fuzz (docs/TRUST.md §3), derived from the JSON Schema that
 * zod 4 writes for each route's contract (`z.toJSONSchema`). `valid` follows the schema;
 * `hostile` is what an attacker sends instead; `mutate` mixes the two.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  additionalProperties?: JsonSchema | boolean;
}

/** A value for a named field that the schema alone cannot make valid (an id, an email). */
export type Hints = Record<string, fc.Arbitrary<unknown>>;

/** Marks "keep the known-good value of the base request here". */
export const BASE = Symbol("base");

/** `depth` levels of nested arrays, or of `{ a: … }` objects. */
export function deep(depth: number, kind: "array" | "object"): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = kind === "array" ? [value] : { a: value };
  return value;
}

const HOSTILE_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udc00y",
  "\ufeff\u202e",
  "__proto__",
  "constructor",
  "prototype",
  "NaN",
  "Infinity",
  "-0",
  "1e308",
  "9223372036854775808",
  "-9223372036854775809",
  "' OR '1'='1' --",
  "'; drop table stores; --",
  "$1",
  "\\",
  "%00",
  "%2e%2e%2f",
  "../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "{{7*7}}${7*7}",
  "=cmd|' /C calc'!A0",
  "😀".repeat(40),
  "x".repeat(70_000),
  "00000000-0000-0000-0000-000000000000",
  "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF",
];

const HOSTILE_NUMBERS = [
  0,
  -0,
  -1,
  0.5,
  1e308,
  -1e308,
  5e-324,
  2 ** 53 + 2,
  2 ** 63,
  -(2 ** 63),
  Number.MAX_SAFE_INTEGER,
  2147483648,
];

/** Values of the wrong kind, or of the right kind and hostile. */
export const hostile: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 6 },
  { arbitrary: fc.constantFrom(...HOSTILE_NUMBERS), weight: 3 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 40 }), weight: 2 },
  {
    arbitrary: fc.constantFrom<unknown>(
      null,
      true,
      false,
      [],
      {},
      [[[]]],
      { $gt: "" },
      { toString: "x" },
      { valueOf: 1 },
    ),
    weight: 2,
  },
  { arbitrary: fc.constantFrom(deep(1000, "array"), deep(1000, "object")), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
);

/**
 * JSON text sent as it is, in place of the value: nesting too deep for JSON.stringify on a
 * test worker's stack (see `withRawJson`).
 */
export class RawJson {
  constructor(readonly text: string) {}
}

const RAW_MARK = "\u0001raw-json\u0001";

/**
 * JSON.stringify with `replacer`, and each RawJson written as its text. Only the planted
 * values are RawJson, and each appears once.
 */
export function withRawJson(
  value: unknown,
  replacer: (key: string, value: unknown) => unknown,
): string | undefined {
  const raws: string[] = [];
  const text = JSON.stringify(value, (key, v: unknown) => {
    if (v instanceof RawJson) {
      raws.push(v.text);
      return `${RAW_MARK}${raws.length - 1}`;
    }
    return replacer(key, v);
  });
  return text?.replace(/"\\u0001raw-json\\u0001(\d+)"/g, (_m, i: string) => raws[Number(i)]!);
}

/**
 * Values planted deep inside a known-good body, where the schema lets any value through
 * (section props, form fields): text the database cannot store (a lone surrogate, alone or
 * in text; a NUL) and nesting thousands of levels deep. Found at the top of a body they are
 * refused by the schema before they could reach the database, so they must go inside.
 */
export const NESTED_HOSTILE: unknown[] = [
  "\ud800",
  "Fresh \udc00 coffee",
  "\udbff",
  "x\u0000y",
  { "\ud800": "key" },
  new RawJson(`${'{"a":'.repeat(3000)}1${"}".repeat(3000)}`),
  new RawJson(`${"[".repeat(3000)}1${"]".repeat(3000)}`),
];

/**
 * A copy of `value` with `planted` in place of one of its values at any depth, the one
 * `choice` picks (modulo their number). A value with nothing inside is answered as it is.
 */
export function plant(value: unknown, choice: number, planted: unknown): unknown {
  const copy: unknown = JSON.parse(JSON.stringify(value) ?? "null");
  const places: [Record<string, unknown>, string, number][] = [];
  const stack: [unknown, number][] = [[copy, 0]];
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    if (!item || typeof item !== "object") continue;
    for (const key of Object.keys(item)) {
      places.push([item as Record<string, unknown>, key, depth + 1]);
      stack.push([(item as Record<string, unknown>)[key], depth + 1]);
    }
  }
  // The deeper half of the places: the top is what the schema checks anyway.
  places.sort((a, b) => b[2] - a[2]);
  const deeper = places.slice(0, Math.max(1, Math.ceil(places.length / 2)));
  const place = places.length ? deeper[choice % deeper.length] : undefined;
  if (place) {
    Object.defineProperty(place[0], place[1], {
      value: planted,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return copy;
}

/** `arbitrary` in about `share` of the cases, null otherwise. */
export function sometimes<T>(arbitrary: fc.Arbitrary<T>, share: number): fc.Arbitrary<T | null> {
  const weight = Math.round(share * 100);
  return fc.oneof({ arbitrary: fc.constant(null), weight: 100 - weight }, { arbitrary, weight });
}

const cap = (n: number | undefined, fallback: number, max: number) => Math.min(n ?? fallback, max);

/** A value the schema accepts (as far as JSON Schema can say; zod refinements are not in it). */
export function valid(schema: JsonSchema, hints: Hints = {}, name?: string): fc.Arbitrary<unknown> {
  if (name && hints[name]) return hints[name];
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((option) => valid(option, hints, name)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "string": {
      if (schema.pattern === "^[A-Z]{3}$") return fc.constantFrom("EUR", "USD", "GBP", "JPY");
      if (schema.format === "email")
        return fc.stringMatching(/^[a-z0-9]{1,12}$/).map((s) => `${s}@example.com`);
      const minLength = Math.max(schema.minLength ?? 0, 1);
      const maxLength = Math.max(minLength, cap(schema.maxLength, 40, 40));
      // A text of a pattern (a country code, a slug) follows it.
      if (schema.pattern)
        return fc
          .stringMatching(new RegExp(schema.pattern))
          .filter((s) => s.length >= minLength && s.length <= (schema.maxLength ?? 200));
      return fc
        .oneof(
          { arbitrary: fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ]{0,30}$/), weight: 3 },
          { arbitrary: fc.string({ unit: "grapheme", minLength, maxLength }), weight: 1 },
        )
        .filter((s) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity));
    }
    case "integer": {
      const min = schema.minimum ?? (schema.exclusiveMinimum ?? -1) + 1;
      return fc.integer({ min: Math.max(min, -1000), max: Math.min(schema.maximum ?? 1000, 1000) });
    }
    case "number":
      return fc.oneof(
        fc.integer({ min: 0, max: 1000 }),
        fc.double({ min: 0, max: 10_000, noNaN: true, noDefaultInfinity: true }),
      );
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(schema.items ? valid(schema.items, hints) : fc.jsonValue({ maxDepth: 2 }), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, cap(schema.maxItems, 4, 4)),
      });
    case "object":
      return validObject(schema, hints);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function validObject(schema: JsonSchema, hints: Hints): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length === 0)
    return fc.dictionary(fc.stringMatching(/^[a-z]{1,8}$/), fc.jsonValue({ maxDepth: 2 }), {
      maxKeys: 3,
    });
  const required = new Set(schema.required ?? []);
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of properties) record[key] = valid(property, hints, key);
  return fc.record(record, {
    requiredKeys: properties.map(([key]) => key).filter((key) => required.has(key)),
  });
}

/**
 * An object for `schema` built over a known-good `base` value: each property keeps the base
 * value, takes a schema-derived one or (with `hostility`) a hostile one; optional properties
 * come and go; now and then an extra key, a `__proto__` or a `constructor` key joins.
 */
export function fuzzObject(
  schema: JsonSchema | undefined,
  hints: Hints,
): fc.Arbitrary<{ value: Record<string | symbol, unknown>; isHostile: boolean }> {
  const properties = Object.entries(schema?.properties ?? {});
  const required = new Set(schema?.required ?? []);
  const slot = (key: string, property: JsonSchema) =>
    fc.oneof(
      { arbitrary: fc.constant<unknown>(BASE), weight: 5 },
      { arbitrary: valid(property, hints, key), weight: 3 },
      // Required keys go missing too: a body without one must be refused.
      { arbitrary: fc.constant<unknown>(undefined), weight: 1 },
    );
  const clean = fc.record(
    Object.fromEntries(properties.map(([key, property]) => [key, slot(key, property)])),
  );
  const extras = fc.oneof(
    { arbitrary: fc.constant<[string, unknown][]>([]), weight: 6 },
    {
      arbitrary: fc.array(
        fc.tuple(
          fc.constantFrom(
            "__proto__",
            "constructor",
            "prototype",
            "id",
            "teamId",
            "createdBy",
            "approved",
            "role",
            "storeId",
            "$where",
            "a".repeat(300),
          ),
          hostile,
        ),
        { minLength: 1, maxLength: 2 },
      ),
      weight: 1,
    },
  );
  const hostileKey = properties.length
    ? sometimes(fc.tuple(fc.constantFrom(...properties.map(([key]) => key)), hostile), 0.25)
    : fc.constant(null);
  return fc.tuple(clean, extras, hostileKey).map(([record, extra, bad]) => {
    const value: Record<string | symbol, unknown> = {};
    for (const [key, v] of Object.entries(record)) if (v !== undefined) value[key] = v;
    for (const [key, v] of extra)
      Object.defineProperty(value, key, {
        value: v,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    if (bad) value[bad[0]] = bad[1];
    const isMissing = [...required].some((key) => record[key] === undefined);
    return { value, isHostile: extra.length > 0 || bad !== null || isMissing };
  });
}

/** Replaces every BASE mark with the base request's value for that key. */
export function resolve(
  value: Record<string | symbol, unknown>,
  base: Record<string, unknown> | undefined,
) {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const v = value[key];
    if (v === BASE) {
      if (base && key in base) out[key] = base[key];
    } else {
      Object.defineProperty(out, key, {
        value: v,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
  }
  return out;
}

/** encodeURIComponent that survives lone surrogates (sent as the raw bytes of one: invalid UTF-8). */
export function encodeLoose(text: string): string {
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0)!;
    out += code >= 0xd800 && code <= 0xdfff ? "%ED%A0%80" : encodeURIComponent(char);
  }
  return out;
}

/** A query string from a record: arrays repeat their key, objects nest as `k[sub]`. */
export function queryString(query: Record<string, unknown>): string {
  const parts: string[] = [];
  const add = (key: string, value: unknown) => {
    if (value === undefined) return;
    if (Array.isArray(value)) for (const item of value.slice(0, 5)) add(key, item);
    else if (value && typeof value === "object")
      for (const [sub, v] of Object.entries(value).slice(0, 3)) add(`${key}[${sub}]`, v);
    else
      parts.push(`${encodeLoose(key)}=${encodeLoose(Object.is(value, -0) ? "-0" : String(value))}`);
  };
  for (const key of Object.keys(query)) add(key, query[key]);
  return parts.join("&");
}
