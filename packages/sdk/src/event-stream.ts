/** One server-sent event: its name (`message` when the server gave none) and its data text. */
export interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * Reads a `text/event-stream` body as it arrives and calls `onEvent` for each complete event
 * (WHATWG "server-sent events" parsing: `event:` and `data:` fields, comments skipped, lines
 * cut across network pieces joined). Resolves when the body ends.
 */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: ServerSentEvent) => void,
): Promise<void> {
  const decoder = new TextDecoder();
  const reader = body.getReader();
  let buffered = "";
  let name = "";
  let data: string[] = [];

  function readLine(line: string) {
    if (line === "") {
      if (data.length > 0) onEvent({ event: name || "message", data: data.join("\n") });
      name = "";
      data = [];
      return;
    }
    if (line.startsWith(":")) return;
    const colon = line.indexOf(":");
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") name = value;
    else if (field === "data") data.push(value);
  }

  for (;;) {
    const { value, done } = await reader.read();
    buffered += done ? decoder.decode() : decoder.decode(value, { stream: true });
    const lines = buffered.split(/\r\n|\n|\r(?!$)/);
    // The last piece may be a line cut in half (or a lone "\r" of a "\r\n"): keep it.
    buffered = done ? "" : (lines.pop() ?? "");
    for (const line of lines) readLine(line);
    if (done) {
      // A stream that ends without a blank line still ends its last event.
      readLine("");
      return;
    }
  }
}
