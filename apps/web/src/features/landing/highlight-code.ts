export type CodeLanguage = "shell" | "ts" | "json";
export type TokenKind = "plain" | "keyword" | "string" | "number" | "comment";

export interface CodeToken {
  kind: TokenKind;
  text: string;
}

const KEYWORDS: Record<CodeLanguage, string[]> = {
  shell: ["npx", "npm", "cd", "git", "curl"],
  ts: [
    "import",
    "from",
    "const",
    "let",
    "await",
    "async",
    "export",
    "return",
    "new",
    "true",
    "false",
  ],
  json: ["true", "false", "null"],
};

// A shell # starts a comment only after whitespace, so URL fragments stay plain; JSON has none.
const COMMENTS: Record<CodeLanguage, string> = {
  shell: String.raw`(?<=^|\s)#[^\n]*`,
  ts: String.raw`\/\/[^\n]*`,
  json: String.raw`(?!)`,
};

const STRING = String.raw`"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'`;
const NUMBER = String.raw`\b\d+(?:\.\d+)?\b`;

function patternFor(language: CodeLanguage): RegExp {
  const words = String.raw`\b(?:${KEYWORDS[language].join("|")})\b`;
  return new RegExp(`(${COMMENTS[language]})|(${STRING})|(${words})|(${NUMBER})`, "gm");
}

function kindOf(match: RegExpMatchArray): TokenKind {
  if (match[1] !== undefined) return "comment";
  if (match[2] !== undefined) return "string";
  if (match[3] !== undefined) return "keyword";
  return "number";
}

/**
 * Splits a snippet into coloured tokens for the landing and docs code blocks; joined, the
 * tokens give the snippet back unchanged. Deliberately tiny: no grammar, only what the eye
 * looks for first.
 */
export function highlightCode(code: string, language: CodeLanguage): CodeToken[] {
  const tokens: CodeToken[] = [];
  let last = 0;
  for (const match of code.matchAll(patternFor(language))) {
    if (match.index > last) tokens.push({ kind: "plain", text: code.slice(last, match.index) });
    tokens.push({ kind: kindOf(match), text: match[0] });
    last = match.index + match[0].length;
  }
  if (last < code.length) tokens.push({ kind: "plain", text: code.slice(last) });
  return tokens;
}
