import { z } from "zod";

/** A model's answer as the pipeline reads it; ops are checked one by one afterwards. */
export interface ModelReply {
  message: string;
  ops: unknown[];
  suggestions: string[];
}

/** The outer shape only: each operation is validated by the site's `Op` later, with its index. */
const ReplyShape = z.object({
  message: z.string().max(4000).optional(),
  ops: z.array(z.unknown()).max(200).optional(),
  suggestions: z.array(z.string().max(300)).optional(),
});

/** The answer read, or the sentence that says why it could not be. */
export type ReadReply = { ok: true; reply: ModelReply } | { ok: false; error: string };

function tryParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The one repair of malformed JSON: reasoning blocks and markdown fences stripped,
 * the outermost object or array cut out of surrounding prose, BOM, comments and trailing
 * commas removed. Undefined when even that does not parse.
 */
export function repairJson(text: string): unknown {
  let cleaned = text
    .replace(/^\uFEFF/, "")
    .replace(/<think>[\s\S]*?<\/think>/gi, "")
    .trim();
  const fenced = /```(?:json|JSON)?\s*([\s\S]*?)```/.exec(cleaned);
  if (fenced?.[1]) cleaned = fenced[1].trim();
  const start = cleaned.search(/[[{]/);
  const end = Math.max(cleaned.lastIndexOf("}"), cleaned.lastIndexOf("]"));
  if (start < 0 || end <= start) return undefined;
  cleaned = cleaned.slice(start, end + 1);
  const direct = tryParse(cleaned);
  if (direct !== undefined) return direct;
  return tryParse(
    cleaned
      .replace(/^\s*\/\/.*$/gm, "")
      .replace(/,\s*([}\]])/g, "$1")
      .replace(/[\u201C\u201D]/g, '"'),
  );
}

/** Common spellings models use for the reply's fields. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return { ops: value };
  if (typeof value !== "object" || value === null) return value;
  const raw = value as Record<string, unknown>;
  return {
    message: raw.message ?? raw.reply ?? raw.explanation,
    ops: raw.ops ?? raw.operations ?? raw.actions,
    suggestions: raw.suggestions,
  };
}

/** Reads a model's answer: JSON first, then one repair, then the outer shape. */
export function readModelReply(content: string): ReadReply {
  const parsed = tryParse(content.trim()) ?? repairJson(content);
  if (parsed === undefined) {
    return { ok: false, error: "The answer was not valid JSON: send one JSON object only." };
  }
  const shape = ReplyShape.safeParse(canonical(parsed));
  if (!shape.success) {
    const issue = shape.error.issues[0];
    return {
      ok: false,
      error: `The answer does not match the schema at ${issue?.path.join(".") || "the top level"}: ${issue?.message ?? "invalid"}.`,
    };
  }
  return {
    ok: true,
    reply: {
      message: shape.data.message?.trim() ?? "",
      ops: shape.data.ops ?? [],
      suggestions: (shape.data.suggestions ?? [])
        .map((s) => s.trim())
        .filter(Boolean)
        .slice(0, 3),
    },
  };
}
