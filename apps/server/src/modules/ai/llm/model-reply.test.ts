import { describe, expect, it } from "vitest";
import { readModelReply, repairJson } from "./model-reply.js";

const valid = { message: "Done.", ops: [{ op: "removeSection", sectionId: "faq-1" }] };

describe("readModelReply", () => {
  it("reads a plain JSON answer", () => {
    expect(readModelReply(JSON.stringify(valid))).toEqual({
      ok: true,
      reply: { ...valid, suggestions: [] },
    });
  });

  it.each([
    ["a fenced block", "```json\n" + JSON.stringify(valid) + "\n```"],
    ["a fence without a language", "Here:\n```\n" + JSON.stringify(valid) + "\n```\nEnjoy"],
    ["prose around it", `Sure. ${JSON.stringify(valid)} Let me know.`],
    ["a reasoning block", `<think>{not this}</think>${JSON.stringify(valid)}`],
    [
      "trailing commas",
      '{"message": "Done.", "ops": [{"op": "removeSection", "sectionId": "faq-1",},],}',
    ],
    ["a byte order mark", `\uFEFF${JSON.stringify(valid)}`],
  ])("repairs %s", (_name, text) => {
    const read = readModelReply(text);
    expect(read.ok && read.reply.ops).toEqual(valid.ops);
  });

  it("accepts common spellings: operations, reply, a bare array", () => {
    const read = readModelReply(JSON.stringify({ reply: "Hi", operations: valid.ops }));
    expect(read).toMatchObject({ ok: true, reply: { message: "Hi", ops: valid.ops } });
    expect(readModelReply(JSON.stringify(valid.ops))).toMatchObject({
      ok: true,
      reply: { message: "", ops: valid.ops },
    });
  });

  it("says why an answer cannot be read", () => {
    expect(readModelReply("I refuse.")).toEqual({
      ok: false,
      error: "The answer was not valid JSON: send one JSON object only.",
    });
    const wrong = readModelReply(JSON.stringify({ message: 5, ops: [] }));
    expect(wrong.ok).toBe(false);
    expect(!wrong.ok && wrong.error).toContain("message");
  });

  it("repairJson gives up on what is not JSON at all", () => {
    expect(repairJson("{ this is : not json ")).toBeUndefined();
  });
});
