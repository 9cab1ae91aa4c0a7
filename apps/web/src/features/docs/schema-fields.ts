import type { JsonSchema } from "./openapi-model";

/** One line of a schema as the reference lists it: a field, its type and its rules. */
export interface SchemaField {
  /** Dotted path from the top, e.g. `images[].url`. */
  name: string;
  depth: number;
  type: string;
  isRequired: boolean;
  notes: string[];
}

const MAX_DEPTH = 4;

function merged(schema: JsonSchema): JsonSchema {
  if (!schema.allOf) return schema;
  return schema.allOf.reduce<JsonSchema>(
    (all, part) => ({
      ...all,
      ...merged(part),
      properties: { ...all.properties, ...merged(part).properties },
      required: [...(all.required ?? []), ...(merged(part).required ?? [])],
    }),
    { ...schema, allOf: undefined },
  );
}

/** The variants of a union, without the null one (which makes the field nullable). */
function variants(schema: JsonSchema): { options: JsonSchema[]; isNullable: boolean } {
  const union = schema.anyOf ?? schema.oneOf;
  if (!union) return { options: [schema], isNullable: false };
  const options = union.filter((option) => option.type !== "null");
  return { options, isNullable: options.length < union.length };
}

/** A type as people read it: `string`, `integer`, `draft | published`, `array of object`. */
export function typeLabel(raw: JsonSchema): string {
  const schema = merged(raw);
  // A schema of the document's components goes by its name (`#/components/schemas/LayoutSection`).
  if (schema.$ref) return schema.$ref.split("/").pop() ?? "any";
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => String(value)).join(" | ");
  const { options, isNullable } = variants(schema);
  if (options.length !== 1 || options[0] !== schema) {
    const text = options.map(typeLabel).join(" or ") || "any";
    return isNullable ? `${text}, nullable` : text;
  }
  const type = Array.isArray(schema.type) ? schema.type.join(" or ") : schema.type;
  if (type === "array") return `array of ${schema.items ? typeLabel(schema.items) : "any"}`;
  if (type === "object" || schema.properties) return "object";
  return type ?? "any";
}

const characters = (n: number) => `${n} character${n === 1 ? "" : "s"}`;

function notesOf(schema: JsonSchema): string[] {
  const notes: string[] = [];
  if (schema.description) notes.push(schema.description);
  if (schema.default !== undefined) notes.push(`default ${JSON.stringify(schema.default)}`);
  if (schema.minLength !== undefined) notes.push(`at least ${characters(schema.minLength)}`);
  if (schema.maxLength !== undefined) notes.push(`at most ${characters(schema.maxLength)}`);
  if (schema.minimum !== undefined) notes.push(`≥ ${schema.minimum}`);
  if (schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER)
    notes.push(`≤ ${schema.maximum}`);
  if (schema.maxItems !== undefined) notes.push(`at most ${schema.maxItems} items`);
  if (schema.format) notes.push(schema.format);
  return notes;
}

/** The object a schema describes, looking through unions and arrays, when there is one. */
function objectOf(schema: JsonSchema): JsonSchema | null {
  const flat = merged(schema);
  if (flat.properties) return flat;
  const { options } = variants(flat);
  const object = options.map(merged).find((option) => option.properties);
  if (object) return object;
  if (flat.items) return objectOf(flat.items);
  return null;
}

/** Every field of an object schema, nested fields after their parent, to a sensible depth. */
export function schemaFields(schema: JsonSchema, prefix = "", depth = 0): SchemaField[] {
  const object = objectOf(schema);
  if (!object?.properties || depth >= MAX_DEPTH) return [];
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties).flatMap(([key, property]) => {
    const isArray = merged(property).type === "array";
    const name = `${prefix}${key}`;
    return [
      {
        name,
        depth,
        type: typeLabel(property),
        isRequired: required.has(key),
        notes: notesOf(merged(property)),
      },
      ...schemaFields(property, `${name}${isArray ? "[]" : ""}.`, depth + 1),
    ];
  });
}
