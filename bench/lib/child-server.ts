import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";

/**
 * A server under test runs in a process of its own, so that the load generator never shares
 * its event loop. Parent and child speak over the IPC channel of `fork`:
 * parent → child `start` (with a payload), child → parent `listening` (or `failed`),
 * parent → child `stop`, after which the child closes what it opened and exits.
 * Between start and stop the parent may send `command`s (setup work that needs the server's
 * own resources, such as seeding its in-memory database); the child answers each with `answer`.
 */
type ToChild =
  | { type: "start"; payload: unknown }
  | { type: "stop" }
  | { type: "command"; id: number; name: string; arg: unknown };
type FromChild =
  | { type: "listening"; port: number }
  | { type: "failed"; error: string }
  | { type: "answer"; id: number; value?: unknown; error?: string };

export interface ChildServer {
  /** Base URL on the loopback interface, without a trailing slash. */
  url: string;
  pid: number;
  /** Runs one of the child's commands (see Served.commands) and answers its result. */
  command<T = unknown>(name: string, arg?: unknown): Promise<T>;
  stop(): Promise<void>;
}

// Children load TypeScript the way the benchmark itself is run: tsx, workspace sources.
// BENCH_SERVER_NODE_ARGS adds Node flags to every server, e.g. to profile one:
// BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/profiles".
const EXEC_ARGV = [
  "--import",
  import.meta.resolve("tsx"),
  "--conditions=@shopwright/source",
  ...(process.env.BENCH_SERVER_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? []),
];

// The workspace's dev tsconfig: its JSX settings let servers render the site's React
// components (the root tsconfig.json only lists project references).
const TSX_TSCONFIG_PATH =
  process.env.TSX_TSCONFIG_PATH ??
  fileURLToPath(new URL("../../tsconfig.dev.json", import.meta.url));

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took more than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Forks `entry` with `args`, hands it `payload`, and answers once it listens. */
export async function startChildServer(
  entry: string,
  args: string[],
  payload: unknown = null,
): Promise<ChildServer> {
  const child = fork(entry, args, {
    execArgv: EXEC_ARGV,
    // As `npm start` runs the server (apps/server/src/production-env.ts): React's production build.
    env: { NODE_ENV: "production", ...process.env, TSX_TSCONFIG_PATH },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let lastId = 0;
  const ready = new Promise<number>((resolve, reject) => {
    child.on("message", (message: FromChild) => {
      if (message.type === "listening") resolve(message.port);
      if (message.type === "failed")
        reject(new Error(`server ${args.join(" ")}: ${message.error}`));
      if (message.type === "answer") {
        const waiting = pending.get(message.id);
        pending.delete(message.id);
        if (message.error !== undefined) waiting?.reject(new Error(message.error));
        else waiting?.resolve(message.value);
      }
    });
    child.once("error", reject);
    void exited.then((code) => {
      const error = new Error(`server ${args.join(" ")} exited (${code})`);
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
      reject(error);
    });
  });
  child.send({ type: "start", payload } satisfies ToChild);

  function command<T>(name: string, arg?: unknown): Promise<T> {
    const id = ++lastId;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      child.send({ type: "command", id, name, arg } satisfies ToChild);
    });
  }

  async function stop(): Promise<void> {
    if (child.exitCode !== null || child.signalCode !== null) return;
    if (child.connected) child.send({ type: "stop" } satisfies ToChild);
    try {
      await withTimeout(exited, 15_000, `stopping server ${args.join(" ")}`);
    } catch {
      child.kill("SIGKILL");
      await exited;
    }
  }

  try {
    const port = await withTimeout(ready, 120_000, `starting server ${args.join(" ")}`);
    return { url: `http://127.0.0.1:${port}`, pid: child.pid!, command, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

export interface Served {
  /** The port the server listens on. */
  port: number;
  close(): Promise<void>;
  /** Setup work the parent may ask for by name between start and stop; answers must be JSON. */
  commands?: Record<string, (arg: unknown) => Promise<unknown>>;
}

/**
 * The child's side: waits for `start`, runs `serve` with its payload, reports the port, and
 * on `stop` (or when the parent goes away) closes and exits.
 */
export function runAsChildServer(serve: (payload: unknown) => Promise<Served>): void {
  if (!process.send) throw new Error("this file is a server started by a benchmark, not a script");
  const send = (message: FromChild) => process.send!(message);
  let served: Served | null = null;
  let closing = false;

  async function shutdown(code: number): Promise<never> {
    if (!closing) {
      closing = true;
      await served?.close().catch((error: unknown) => console.error(error));
    }
    process.exit(code);
  }

  process.on("message", (message: ToChild) => {
    if (message.type === "stop") void shutdown(0);
    if (message.type === "command") {
      const run = served?.commands?.[message.name];
      const answer = run
        ? run(message.arg)
        : Promise.reject(new Error(`this server has no command ${message.name}`));
      answer.then(
        (value) => send({ type: "answer", id: message.id, value }),
        (error: unknown) =>
          send({
            type: "answer",
            id: message.id,
            error: error instanceof Error ? (error.stack ?? error.message) : String(error),
          }),
      );
    }
    if (message.type === "start") {
      serve(message.payload).then(
        (result) => {
          served = result;
          send({ type: "listening", port: result.port });
        },
        (error: unknown) => {
          send({
            type: "failed",
            error: error instanceof Error ? (error.stack ?? error.message) : String(error),
          });
          void shutdown(1);
        },
      );
    }
  });
  process.on("disconnect", () => void shutdown(0));
}
