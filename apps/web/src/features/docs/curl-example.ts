import type { Endpoint, JsonSchema } from "./openapi-model";

// Values that read as real input, by field name; anything else by type.
const SAMPLES: Record<string, unknown> = {
  email: "you@example.com",
  password: "secret123",
  name: "Bean There",
  storeName: "Bean There",
  domain: "beantherecoffee.com",
  description: "Small-batch coffee, roasted weekly",
  price: 18.5,
  stock: 40,
  prompt: "Add a product grid",
  token: "INVITE_TOKEN",
  role: "member",
};

/** `storeId` → `$STORE_ID`: a shell variable the reader sets once. */
export const shellVariable = (name: string) =>
  `$${name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toUpperCase()}`;

function sample(name: string, schema: JsonSchema, depth: number): unknown {
  if (name in SAMPLES) return SAMPLES[name];
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const union = schema.anyOf ?? schema.oneOf;
  if (union) {
    const first = union.find((option) => option.type !== "null");
    return first ? sample(name, first, depth) : null;
  }
  if (name.endsWith("Id")) return shellVariable(name).slice(1);
  switch (schema.type) {
    case "integer":
    case "number":
      return 1;
    case "boolean":
      return true;
    case "array":
      return depth > 2 || !schema.items ? [] : [sample(name, schema.items, depth + 1)];
    case "object":
      return exampleObject(schema, depth + 1);
    default:
      return name || "text";
  }
}

/** An example body: the required fields, or the first field when none is required. */
export function exampleObject(schema: JsonSchema, depth = 0): Record<string, unknown> {
  const properties = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const chosen = properties.filter(([key]) => required.has(key));
  const fields = chosen.length > 0 ? chosen : properties.slice(0, 1);
  return Object.fromEntries(fields.map(([key, value]) => [key, sample(key, value, depth)]));
}

/** A curl command that calls the endpoint, with shell variables for the token and ids. */
export function curlExample(endpoint: Endpoint, origin: string): string {
  const path = endpoint.path.replace(/\{([^}]+)\}/g, (_match, name: string) => shellVariable(name));
  const required = endpoint.parameters.filter((p) => p.in === "query" && p.required);
  const query = required.map((p) => `${p.name}=${shellVariable(p.name)}`).join("&");
  const lines = [
    `curl${endpoint.method === "GET" ? "" : ` -X ${endpoint.method}`} "${origin}/api${path}${query ? `?${query}` : ""}"`,
  ];
  if (!endpoint.isPublic) lines.push(`-H "Authorization: Bearer $SHOPWRIGHT_API_KEY"`);
  const body = endpoint.body;
  if (body?.mediaType === "multipart/form-data") {
    for (const field of Object.keys(body.schema.properties ?? {}))
      lines.push(`-F "${field}=@photo.jpg"`);
  } else if (body?.mediaType === "text/csv") {
    lines.push(`-H "Content-Type: text/csv"`, `--data-binary @products.csv`);
  } else if (body) {
    const json = JSON.stringify(exampleObject(body.schema));
    lines.push(`-H "Content-Type: application/json"`, `-d '${json}'`);
  }
  return lines.join(" \\\n  ");
}
