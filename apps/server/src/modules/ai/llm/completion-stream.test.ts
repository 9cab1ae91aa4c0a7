import { describe, expect, it } from "vitest";
import { readCompletionStream } from "./completion-stream.js";

/** A body that arrives in the given byte pieces. */
function bodyOf(pieces: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
}

const chunk = (content: string) =>
  `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`;

describe("readCompletionStream", () => {
  it("collects delta contents, with lines cut across network pieces", async () => {
    const wire = `: ping\n\n${chunk("Hel")}event: message\r\n${chunk("lo").replace(/\n/g, "\r\n")}${chunk("!")}data: [DONE]\n\n`;
    const cuts = [5, 17, 40, 41, 90];
    const pieces = cuts.map((end, i) => wire.slice(cuts[i - 1] ?? 0, end)).concat(wire.slice(90));
    const seen: string[] = [];
    const content = await readCompletionStream(bodyOf(pieces), (text) => seen.push(text));
    expect(content).toBe("Hello!");
    expect(seen).toEqual(["Hel", "lo", "!"]);
  });

  it("skips role-only and malformed chunks, and ends without [DONE] too", async () => {
    const wire = [
      `data: ${JSON.stringify({ choices: [{ delta: { role: "assistant" } }] })}\n\n`,
      "data: {not json\n\n",
      chunk("ok"),
    ];
    expect(await readCompletionStream(bodyOf(wire), () => undefined)).toBe("ok");
  });

  it("stops reading at [DONE]", async () => {
    const wire = [chunk("a"), "data: [DONE]\n\n", chunk("ignored")];
    expect(await readCompletionStream(bodyOf(wire), () => undefined)).toBe("a");
  });
});
