/** The top-level fields a model writes its reply text in (as `readModelReply` reads them). */
const TEXT_KEYS = new Set(["message", "reply", "explanation"]);

/**
 * Follows a model's answer as it streams and hands on the text of its reply field
 * (`{"message": "…", "ops": […]}`) as soon as each piece is decoded, so the chat can show the
 * reply while the operations are still being written. A small JSON scanner: it tracks depth
 * and strings from the first `{` after any reasoning block, and decodes the first reply field
 * at depth 1. Placeholders (`{{SITE_NAME}}`, Schema Only) are filled back before text leaves;
 * a placeholder cut across pieces is held until it closes. What it hands on is a preview: the
 * answer is still validated as a whole afterwards.
 */
export function createReplyTextStream(placeholders: ReadonlyMap<string, string>) {
  let before = "";
  let isStarted = false;
  let depth = 0;
  let isInString = false;
  let isEscape = false;
  let unicode: string | null = null;
  let stringText = "";
  let isKey = false;
  let expectsKey = false;
  let lastKey = "";
  let isCapturing = false;
  let hasCaptured = false;
  let held = "";

  function fill(text: string): string {
    let out = text;
    for (const [placeholder, value] of placeholders) out = out.split(placeholder).join(value);
    return out;
  }

  /** Text safe to show now: everything but an unclosed `{{…` (or a lone `{`) at the end. */
  function release(text: string, isFinal: boolean): string {
    held += text;
    const open = held.lastIndexOf("{{");
    const cut = isFinal
      ? held.length
      : open >= 0 && held.indexOf("}}", open) < 0
        ? open
        : held.endsWith("{")
          ? held.length - 1
          : held.length;
    const ready = held.slice(0, cut);
    held = held.slice(cut);
    return fill(ready);
  }

  function scan(text: string): string {
    let out = "";
    for (const char of text) {
      if (isInString) {
        let decoded: string | null = null;
        if (unicode !== null) {
          unicode += char;
          if (unicode.length === 4) {
            decoded = String.fromCharCode(parseInt(unicode, 16) || 0xfffd);
            unicode = null;
          }
        } else if (isEscape) {
          isEscape = false;
          if (char === "u") unicode = "";
          else decoded = { n: "\n", t: "\t", r: "\r", b: "\b", f: "\f" }[char] ?? char;
        } else if (char === "\\") {
          isEscape = true;
        } else if (char === '"') {
          isInString = false;
          if (isKey) lastKey = stringText;
          if (isCapturing) {
            isCapturing = false;
            hasCaptured = true;
          }
        } else {
          decoded = char;
        }
        if (decoded !== null) {
          if (isKey) stringText += decoded;
          else if (isCapturing) out += decoded;
        }
        continue;
      }
      if (char === '"') {
        isInString = true;
        stringText = "";
        // At depth 1 a string after `{` or `,` is a key; after `:` it is that key's value.
        isKey = depth === 1 && expectsKey;
        isCapturing = !isKey && depth === 1 && !hasCaptured && TEXT_KEYS.has(lastKey);
        expectsKey = false;
      } else if (char === "{" || char === "[") {
        depth += 1;
        expectsKey = char === "{";
      } else if (char === "}" || char === "]") {
        depth -= 1;
      } else if (char === ",") {
        expectsKey = depth === 1;
        if (depth === 1) lastKey = "";
      } else if (char === ":") {
        expectsKey = false;
      }
    }
    return out;
  }

  /** Scans a piece; once the reply field has closed, nothing more needs holding back. */
  function feed(text: string): string {
    const out = scan(text);
    return release(out, hasCaptured);
  }

  return {
    /** Feeds the next piece of the answer; answers the reply text it completes, maybe "". */
    push(piece: string): string {
      if (hasCaptured) return "";
      if (!isStarted) {
        before += piece;
        // Reasoning blocks come before the answer and may hold braces of their own.
        const visible = before.replace(/<think>[\s\S]*?<\/think>/gi, "");
        if (/<think>/i.test(visible)) return "";
        const start = visible.indexOf("{");
        if (start < 0) return "";
        isStarted = true;
        depth = 1;
        expectsKey = true;
        return feed(visible.slice(start + 1));
      }
      return feed(piece);
    },
    /** Whatever was held back at the end of the answer. */
    flush(): string {
      return release("", true);
    },
  };
}
