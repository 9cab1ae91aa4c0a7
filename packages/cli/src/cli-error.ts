import { ApiError } from "@shopwright/sdk";

/** Exit codes of every command (listed in `shopwright --help` and the package README). */
export const EXIT_CODES = {
  ok: 0,
  /** The server refused, the network failed, a file was missing, rows failed to import. */
  failed: 1,
  /** Unknown command or option, missing argument, bad option value. */
  usage: 2,
} as const;

export type ExitCode = (typeof EXIT_CODES)[keyof typeof EXIT_CODES];

/** A failure the CLI explains itself: its message is shown as it is, with an exit code. */
export class CliError extends Error {
  override readonly name = "CliError";
  constructor(
    message: string,
    readonly exitCode: ExitCode = EXIT_CODES.failed,
    readonly hint?: string,
    readonly code?: string,
    /** The HTTP status, when the message is the server's. */
    readonly status?: number,
  ) {
    super(message);
  }
}

/** The message, code and hint shown for an error, and the exit code it ends with. */
export interface ErrorReport {
  message: string;
  code?: string;
  status?: number;
  hint?: string;
  exitCode: ExitCode;
}

const UNREACHABLE = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "UND_ERR_CONNECT_TIMEOUT",
  "UND_ERR_SOCKET",
]);

/** The system error code behind a failed fetch (undici nests it in `cause`, or in an AggregateError). */
function networkCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, errors, cause } = current as {
      code?: unknown;
      errors?: unknown;
      cause?: unknown;
    };
    if (typeof code === "string" && UNREACHABLE.has(code)) return code;
    if (Array.isArray(errors)) {
      const inner = errors.map(networkCode).find(Boolean);
      if (inner) return inner;
    }
    current = cause;
  }
  return undefined;
}

/** Turns anything a command threw into what the user reads; `serverUrl` names the server tried. */
export function reportOf(error: unknown, serverUrl?: string): ErrorReport {
  if (error instanceof CliError) {
    const { message, code, status, hint, exitCode } = error;
    return { message, code, status, hint, exitCode };
  }
  if (error instanceof ApiError) {
    return {
      message: error.message,
      code: error.code,
      status: error.status,
      hint:
        error.status === 401
          ? "Check the API key (Organization settings → API keys), then run `shopwright login` again or fix SHOPWRIGHT_TOKEN."
          : undefined,
      exitCode: EXIT_CODES.failed,
    };
  }
  // Ctrl+C at the key prompt.
  if (error instanceof Error && error.name === "ExitPromptError") {
    return { message: "Cancelled", exitCode: EXIT_CODES.failed };
  }
  const code = networkCode(error);
  if (code) {
    const reason = code === "ECONNREFUSED" ? "connection refused" : code;
    return {
      message: `Cannot reach the Shopwright server at ${serverUrl ?? "the saved address"} (${reason})`,
      code: "server_unreachable",
      hint: "Is the server running (`npm start`)? Point the CLI elsewhere with `shopwright login --url <address>` or SHOPWRIGHT_URL.",
      exitCode: EXIT_CODES.failed,
    };
  }
  return {
    message: error instanceof Error ? error.message : String(error),
    exitCode: EXIT_CODES.failed,
  };
}
