/** The Shopwright CLI, runnable in process: `run(argv, io)` answers the exit code. */
export { run } from "./program.js";
export { EXIT_CODES, type ExitCode } from "./cli-error.js";
export type { CliIo } from "./command-context.js";
