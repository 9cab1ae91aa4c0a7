import type { CliStreams, Output } from "./output.js";

/** What a run of the CLI reads and writes: injected, so tests can run it in process too. */
export interface CliIo extends CliStreams {
  env: NodeJS.ProcessEnv;
  cwd: string;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
}

/** What every command receives. */
export interface CommandContext extends CliIo {
  output: Output;
  /** The server a command is talking to, named by errors such as "connection refused". */
  serverUrl?: string;
}
