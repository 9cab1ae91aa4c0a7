import { badRequest } from "./app-error.js";

/**
 * How deeply a request's data may nest. The deepest real document (a layout: pages, sections,
 * props, lists of items with their own fields) stays far below it; thousands of levels only
 * exhaust the stack of whatever walks the value next (validation, JSON for jsonb).
 */
export const MAX_INPUT_DEPTH = 64;

/** Why a value cannot be stored as it is. */
export type UnstorableReason = "nul" | "surrogate" | "depth";

const MESSAGES: Record<UnstorableReason, string> = {
  nul: "Text may not contain a NUL character",
  surrogate: "Text must be valid Unicode (it contains a lone surrogate)",
  depth: `The data is nested too deeply (at most ${MAX_INPUT_DEPTH} levels)`,
};

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Text PostgreSQL can store: no NUL (text and jsonb refuse it), no lone surrogate (jsonb). */
function textProblem(text: string): UnstorableReason | null {
  if (text.includes("\u0000")) return "nul";
  if (LONE_SURROGATE.test(text)) return "surrogate";
  return null;
}

/**
 * The first place in `value` that cannot be stored: a string or key holding a NUL or a lone
 * UTF-16 surrogate, or nesting deeper than MAX_INPUT_DEPTH. Walks without recursion, so the
 * walk itself never runs out of stack. `path` is dotted (`a.1.b`), "" for the value itself.
 */
export function findUnstorable(value: unknown): { path: string; reason: UnstorableReason } | null {
  const stack: [unknown, string, number][] = [[value, "", 0]];
  while (stack.length) {
    const [item, path, depth] = stack.pop()!;
    if (typeof item === "string") {
      const reason = textProblem(item);
      if (reason) return { path, reason };
    } else if (item && typeof item === "object") {
      if (depth >= MAX_INPUT_DEPTH) return { path, reason: "depth" };
      for (const [key, child] of Object.entries(item)) {
        const at = path ? `${path}.${key}` : key;
        const reason = textProblem(key);
        if (reason) return { path: at, reason };
        stack.push([child, at, depth + 1]);
      }
    }
  }
  return null;
}

/** Refuses, with a 400 naming the place, a value that cannot be stored (see findUnstorable). */
export function assertStorable(value: unknown): void {
  const found = findUnstorable(value);
  if (!found) return;
  // A path through a deep value would be as long as the value: name its start only.
  const path = found.path.length > 80 ? `${found.path.slice(0, 80)}…` : found.path;
  throw badRequest(`${path ? `${path}: ` : ""}${MESSAGES[found.reason]}`);
}
