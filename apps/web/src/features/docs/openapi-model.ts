import type { HttpMethod } from "../info/docs.content";

/** A JSON Schema as the OpenAPI document carries it (draft 2020-12, from zod). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  description?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
  additionalProperties?: boolean | JsonSchema;
  $ref?: string;
}

export type { HttpMethod };

export interface Parameter {
  name: string;
  in: "path" | "query";
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface Endpoint {
  /** The operationId; also the endpoint's anchor on the page. */
  id: string;
  method: HttpMethod;
  path: string;
  tag: string;
  summary: string;
  description: string;
  isPublic: boolean;
  parameters: Parameter[];
  /** The request body's media type and schema, when there is one. */
  body: { mediaType: string; schema: JsonSchema } | null;
  successStatus: string;
  /** What a success answers: the envelope's `data`, or the media type of a page or file. */
  success: { mediaType: string; data: JsonSchema | null };
  errors: { code: string; status: number }[];
}

export interface TagGroup {
  name: string;
  description: string;
  endpoints: Endpoint[];
}

export interface ApiReference {
  title: string;
  version: string;
  description: string;
  groups: TagGroup[];
}

interface RawOperation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  description?: string;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
  "x-error-codes"?: { code: string; status: number }[];
}

interface RawDocument {
  info?: { title?: string; version?: string; description?: string };
  tags?: { name: string; description?: string }[];
  paths?: Record<string, Record<string, RawOperation>>;
}

const METHODS: HttpMethod[] = ["GET", "POST", "PUT", "DELETE"];

function success(operation: RawOperation) {
  const entry = Object.entries(operation.responses ?? {}).find(([status]) => /^2/.test(status));
  const [status = "200", response] = entry ?? [];
  const [mediaType = "application/json", media] = Object.entries(response?.content ?? {})[0] ?? [];
  const data = mediaType === "application/json" ? (media?.schema?.properties?.data ?? null) : null;
  return { status, mediaType, data };
}

/** The document as the reference page reads it: endpoints grouped by tag, in the tags' order. */
export function toApiReference(raw: unknown): ApiReference {
  const doc = (raw ?? {}) as RawDocument;
  const groups = new Map<string, TagGroup>(
    (doc.tags ?? []).map((tag) => [
      tag.name,
      { name: tag.name, description: tag.description ?? "", endpoints: [] },
    ]),
  );
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method.toLowerCase()];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? "Other";
      if (!groups.has(tag)) groups.set(tag, { name: tag, description: "", endpoints: [] });
      const [bodyType, bodyMedia] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      const ok = success(operation);
      groups.get(tag)!.endpoints.push({
        id: operation.operationId ?? `${method}-${path}`.replace(/[^A-Za-z0-9]+/g, "-"),
        method,
        path,
        tag,
        summary: operation.summary ?? `${method} ${path}`,
        description: operation.description ?? "",
        isPublic: (operation.security ?? []).length === 0,
        parameters: operation.parameters ?? [],
        body: bodyType ? { mediaType: bodyType, schema: bodyMedia?.schema ?? {} } : null,
        successStatus: ok.status,
        success: { mediaType: ok.mediaType, data: ok.data },
        errors: operation["x-error-codes"] ?? [],
      });
    }
  }
  return {
    title: doc.info?.title ?? "API reference",
    version: doc.info?.version ?? "",
    description: doc.info?.description ?? "",
    groups: [...groups.values()].filter((group) => group.endpoints.length > 0),
  };
}

/** The groups with only the endpoints whose method, path, summary, tag or codes match. */
export function filterReference(groups: TagGroup[], query: string): TagGroup[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return groups;
  return groups
    .map((group) => ({
      ...group,
      endpoints: group.endpoints.filter((endpoint) => {
        const text = [
          endpoint.method,
          endpoint.path,
          endpoint.summary,
          endpoint.description,
          endpoint.tag,
          ...endpoint.errors.map((error) => error.code),
        ]
          .join(" ")
          .toLowerCase();
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((group) => group.endpoints.length > 0);
}

/** The anchor of a tag's section. */
export const tagAnchor = (tag: string) => `tag-${tag.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
