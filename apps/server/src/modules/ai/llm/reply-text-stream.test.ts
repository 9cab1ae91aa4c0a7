import { describe, expect, it } from "vitest";
import { createReplyTextStream } from "./reply-text-stream.js";

/** Feeds `answer` in pieces of `size`; answers what came out, piece by piece. */
function pieces(answer: string, size: number, placeholders = new Map<string, string>()) {
  const stream = createReplyTextStream(placeholders);
  const out: string[] = [];
  for (let i = 0; i < answer.length; i += size) out.push(stream.push(answer.slice(i, i + size)));
  out.push(stream.flush());
  return out.filter(Boolean);
}

describe("createReplyTextStream", () => {
  it("hands on only the reply field's text, decoded, as it arrives", () => {
    const answer = JSON.stringify({
      ops: [{ op: "updateSection", props: { message: "not this" } }],
      message: 'Line one\nsaid "hi" \u2014 caf\u00e9 \\ done',
      suggestions: ["nor this"],
    });
    const out = pieces(answer, 3);
    expect(out.length).toBeGreaterThan(3);
    expect(out.join("")).toBe('Line one\nsaid "hi" \u2014 caf\u00e9 \\ done');
  });

  it("decodes \\u escapes cut across pieces", () => {
    expect(pieces('{"message": "caf\\u00e9 ok"}', 1).join("")).toBe("caf\u00e9 ok");
  });

  it("skips prose, fences and reasoning blocks before the object", () => {
    const answer = '<think>maybe {"message": "no"}</think>Sure:\n```json\n{"reply": "Yes."}\n```';
    expect(pieces(answer, 4).join("")).toBe("Yes.");
  });

  it("fills placeholders back, holding one cut across pieces until it closes", () => {
    const map = new Map([["{{SITE_NAME}}", "Crumb & Co"]]);
    const out = pieces('{"message": "Welcome to {{SITE_NAME}} {and more}"}', 2, map);
    expect(out.join("")).toBe("Welcome to Crumb & Co {and more}");
    expect(out.some((piece) => piece.includes("{{"))).toBe(false);
  });

  it("hands on nothing when the answer has no reply field", () => {
    expect(pieces('{"ops": []}', 2)).toEqual([]);
    expect(pieces("I cannot help with that.", 5)).toEqual([]);
  });
});
