/**
 * Reads the server-sent events of a streamed `/chat/completions` answer (`stream: true`):
 * `data: {chunk}` lines whose `choices[0].delta.content` carry the text, ended by
 * `data: [DONE]` or the end of the body. Comments, `event:` and unknown chunks are skipped.
 * Answers the whole content; `onContent` gets each piece as it arrives.
 */
export async function readCompletionStream(
  body: ReadableStream<Uint8Array>,
  onContent: (text: string) => void,
): Promise<string> {
  const decoder = new TextDecoder();
  let buffered = "";
  let data: string[] = [];
  let content = "";
  let isDone = false;

  function dispatch() {
    const payload = data.join("\n");
    data = [];
    if (payload === "") return;
    if (payload.trim() === "[DONE]") {
      isDone = true;
      return;
    }
    let chunk: unknown;
    try {
      chunk = JSON.parse(payload);
    } catch {
      return;
    }
    const choice = (chunk as { choices?: { delta?: { content?: unknown } }[] }).choices?.[0];
    const piece = choice?.delta?.content;
    if (typeof piece === "string" && piece !== "") {
      content += piece;
      onContent(piece);
    }
  }

  function readLines(isLast: boolean) {
    const lines = buffered.split(/\r\n|\r|\n/);
    // The last piece may be a line cut in half; keep it until its end arrives.
    buffered = isLast ? "" : (lines.pop() ?? "");
    for (const line of lines) {
      if (line === "") dispatch();
      else if (line.startsWith("data:")) data.push(line.slice(line.startsWith("data: ") ? 6 : 5));
    }
    if (isLast) dispatch();
  }

  const reader = body.getReader();
  try {
    while (!isDone) {
      const { value, done } = await reader.read();
      if (done) {
        buffered += decoder.decode();
        readLines(true);
        break;
      }
      buffered += decoder.decode(value, { stream: true });
      readLines(false);
    }
  } finally {
    // After [DONE] the rest of the body is of no use; release the connection.
    if (isDone) await reader.cancel().catch(() => undefined);
    else reader.releaseLock();
  }
  return content;
}
