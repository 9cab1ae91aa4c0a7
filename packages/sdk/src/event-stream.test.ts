import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError, createClient } from "./client.js";
import { readEventStream, type ServerSentEvent } from "./event-stream.js";

// A loopback server standing in for POST /api/store/{id}/ai-prompt, so fetch streams for real.
let server: Server;
let baseUrl: string;
const accepts: (string | undefined)[] = [];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
const result = { ai: { reply: "Made the footer dark." }, store: {}, message: {}, userMessage: {} };

async function stream(response: ServerResponse, pieces: string[]) {
  response.writeHead(200, { "content-type": "text/event-stream; charset=utf-8" });
  for (const piece of pieces) {
    response.write(piece);
    await wait(5);
  }
  response.end();
}

beforeAll(async () => {
  server = createServer((request, response) => {
    accepts.push(request.headers.accept);
    request.resume();
    request.on("end", () => {
      const wire =
        event("status", { phase: "thinking", engine: "llm" }) +
        event("delta", { text: "Made the " }) +
        event("delta", { text: "footer dark." }) +
        event("status", { phase: "applying", engine: "llm" });
      if (request.url === "/api/store/ok/ai-prompt") {
        // Cut mid-line and mid-event, as a network would.
        const all = `: keep-alive\n\n${wire}${event("done", { success: true, data: result })}`;
        void stream(response, [
          all.slice(0, 30),
          all.slice(30, 31),
          all.slice(31, 120),
          all.slice(120),
        ]);
      } else if (request.url === "/api/store/fails/ai-prompt") {
        const error = { success: false, message: "The store changed.", code: "stale_version" };
        void stream(response, [wire, event("error", { ...error, status: 409 })]);
      } else if (request.url === "/api/store/cut/ai-prompt") {
        void stream(response, [wire]);
      } else if (request.url === "/api/store/limited/ai-prompt") {
        response.writeHead(429, { "content-type": "application/json", "retry-after": "12" });
        response.end(JSON.stringify({ success: false, message: "Wait.", code: "ai_rate_limited" }));
      } else {
        response.writeHead(200, { "content-type": "application/json" });
        response.end(JSON.stringify({ success: true, data: result }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("readEventStream", () => {
  it("reads named events, multi-line data and CRLF lines, skipping comments", async () => {
    const encoder = new TextEncoder();
    const wire =
      ": hi\r\nevent: a\r\ndata: 1\r\ndata: 2\r\n\r\ndata: plain\n\nevent: last\ndata: x";
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const char of wire) controller.enqueue(encoder.encode(char));
        controller.close();
      },
    });
    const seen: ServerSentEvent[] = [];
    await readEventStream(body, (e) => seen.push(e));
    expect(seen).toEqual([
      { event: "a", data: "1\n2" },
      { event: "message", data: "plain" },
      { event: "last", data: "x" },
    ]);
  });
});

describe("client.ai.promptStream", () => {
  const client = () => createClient({ baseUrl, token: "t" });

  it("reports status and reply text as they arrive, then resolves with done's data", async () => {
    const statuses: string[] = [];
    const deltas: string[] = [];
    const data = await client().ai.promptStream(
      "ok",
      { prompt: "Dark theme footer" },
      {
        onStatus: (status) => statuses.push(`${status.phase}:${status.engine}`),
        onDelta: (text) => deltas.push(text),
      },
    );
    expect(accepts.at(-1)).toContain("text/event-stream");
    expect(statuses).toEqual(["thinking:llm", "applying:llm"]);
    expect(deltas.join("")).toBe("Made the footer dark.");
    expect(data).toEqual(result);
  });

  it("throws the error event as ApiError with its status, code and message", async () => {
    const error = await client()
      .ai.promptStream("fails", { prompt: "x" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: "stale_version",
      message: "The store changed.",
    });
  });

  it("throws a refusal sent as plain JSON before the stream", async () => {
    await expect(client().ai.promptStream("limited", { prompt: "x" })).rejects.toMatchObject({
      status: 429,
      code: "ai_rate_limited",
    });
  });

  it("reads a JSON answer from a server that does not stream", async () => {
    expect(await client().ai.promptStream("json", { prompt: "x" })).toEqual(result);
  });

  it("fails with status 0 when the stream ends without done or error", async () => {
    const events: string[] = [];
    const error = await client()
      .ai.promptStream("cut", { prompt: "x" }, { onEvent: (e) => events.push(e.event) })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, message: "Request failed" });
    expect(events).toEqual(["status", "delta", "delta", "status"]);
  });
});
