import { fork } from "node:child_process";

/**
 * A server under test runs in a process of its own, so that the load generator never shares
 * its event loop. Parent and child speak over the IPC channel of `fork`:
 * parent → child `start` (with a payload), child → parent `listening` (or `failed`),
 * parent → child `stop`, after which the child closes what it opened and exits.
 */
type ToChild = { type: "start"; payload: unknown } | { type: "stop" };
type FromChild = { type: "listening"; port: number } | { type: "failed"; error: string };

export interface ChildServer {
  /** Base URL on the loopback interface, without a trailing slash. */
  url: string;
  pid: number;
  stop(): Promise<void>;
}

// Children load TypeScript the way the benchmark itself is run: tsx, workspace sources.
const EXEC_ARGV = ["--import", import.meta.resolve("tsx"), "--conditions=@shopwright/source"];

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
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  const ready = new Promise<number>((resolve, reject) => {
    child.on("message", (message: FromChild) => {
      if (message.type === "listening") resolve(message.port);
      if (message.type === "failed")
        reject(new Error(`server ${args.join(" ")}: ${message.error}`));
    });
    child.once("error", reject);
    void exited.then((code) => reject(new Error(`server ${args.join(" ")} exited (${code})`)));
  });
  child.send({ type: "start", payload } satisfies ToChild);

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
    return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

export interface Served {
  /** The port the server listens on. */
  port: number;
  close(): Promise<void>;
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
