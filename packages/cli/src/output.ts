import { styleText } from "node:util";
import type { ErrorReport } from "./cli-error.js";

/** Where a command writes: stdout for results, stderr for notes, progress and errors. */
export interface CliStreams {
  stdout: NodeJS.WritableStream & { isTTY?: boolean };
  stderr: NodeJS.WritableStream & { isTTY?: boolean };
}

type Style = (text: string) => string;

/** How a command reports: one JSON document with --json, readable lines otherwise. */
export interface Output {
  readonly isJson: boolean;
  /** True when a progress bar may be drawn (human output on a terminal). */
  readonly canShowProgress: boolean;
  readonly streams: CliStreams;
  /** The command's result: `data` as JSON with --json, else the lines `human` returns. */
  result(data: unknown, human: () => string | string[]): void;
  /** A line of progress or advice on stderr; silent with --json. */
  note(text: string): void;
  /** A warning on stderr; silent with --json (the result carries the details). */
  warn(text: string): void;
  error(report: ErrorReport): void;
  bold: Style;
  dim: Style;
  green: Style;
  yellow: Style;
  red: Style;
}

/** NO_COLOR (https://no-color.org) and FORCE_COLOR as most tools read them. */
function wantsColor(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv): boolean {
  if (env.NO_COLOR) return false;
  if (env.FORCE_COLOR && env.FORCE_COLOR !== "0") return true;
  return Boolean(stream.isTTY) && env.TERM !== "dumb";
}

export function createOutput(streams: CliStreams, env: NodeJS.ProcessEnv, isJson: boolean): Output {
  const isColored = !isJson && wantsColor(streams.stderr, env);
  const style =
    (format: Parameters<typeof styleText>[0]): Style =>
    (text) =>
      isColored ? styleText(format, text) : text;
  const line = (stream: NodeJS.WritableStream, text: string) => stream.write(`${text}\n`);
  const red = style("red");
  const yellow = style("yellow");
  return {
    isJson,
    canShowProgress: !isJson && Boolean(streams.stderr.isTTY),
    streams,
    result(data, human) {
      if (isJson) return void line(streams.stdout, JSON.stringify(data, null, 2));
      const lines = human();
      for (const text of Array.isArray(lines) ? lines : [lines]) line(streams.stdout, text);
    },
    note(text) {
      if (!isJson) line(streams.stderr, text);
    },
    warn(text) {
      if (!isJson) line(streams.stderr, `${yellow("Warning:")} ${text}`);
    },
    error({ message, code, status, hint }) {
      if (isJson) {
        return void line(
          streams.stderr,
          JSON.stringify({ error: { message, code, status, hint } }),
        );
      }
      // The server's code helps a search or a bug report; the CLI's own codes are for --json.
      const shownCode = status !== undefined && code ? ` (${code})` : "";
      line(streams.stderr, `${red("Error:")} ${message}${shownCode}`);
      if (hint) line(streams.stderr, hint);
    },
    bold: style("bold"),
    dim: style("dim"),
    green: style("green"),
    yellow,
    red,
  };
}

/** Left-aligned columns separated by two spaces; the first row is the header. */
export function formatTable(rows: string[][], header: Style = (s) => s): string[] {
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((r) => (r[column] ?? "").length))) ?? [];
  return rows.map((row, index) => {
    const text = row
      .map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column] ?? 0)))
      .join("  ");
    return index === 0 ? header(text) : text;
  });
}

/** 1536 → "1.5 KB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}
