// autocannon ships no types; this declares the part of its API the trust suite's load test
// and the benchmarks use (bench/tsconfig.json includes this folder).
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  /** One request of a connection's sequence; a connection cycles through its sequence. */
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Builds the request just before it is sent; a falsy answer restarts the sequence. */
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request | null;
    /** Sees every answer to this request, its body whole. */
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }

  /** One connection; `setupClient` may give it a sequence of its own. */
  export interface Client {
    setRequests(requests: Request[]): void;
  }

  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    /** Seconds without an answer before the request counts as a timeout. */
    timeout?: number;
    headers?: Record<string, string>;
    requests?: Request[];
    setupClient?: (client: Client) => void;
  }

  export interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    requests: { total: number; average: number };
  }

  export interface Instance extends EventEmitter {
    /** Emitted per answer: status, bytes read and the latency in milliseconds, unrounded. */
    on(
      event: "response",
      listener: (client: Client, statusCode: number, bytes: number, ms: number) => void,
    ): this;
    on(event: "reqError", listener: (error: Error) => void): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
    stop(): void;
  }

  function autocannon(
    options: Options,
    callback: (error: Error | null, result: Result) => void,
  ): Instance;
  export default autocannon;
}
