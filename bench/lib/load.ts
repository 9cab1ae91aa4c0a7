import autocannon, { type Client, type Request, type Result } from "autocannon";

export interface LoadOptions {
  url: string;
  /** Connections kept busy at once, each with one request in flight. */
  connections: number;
  durationSeconds: number;
  headers?: Record<string, string>;
  /** A request without an answer after this long counts as a timeout, failing the run (10). */
  timeoutSeconds?: number;
  /** The sequence each connection sends over and over, instead of GET `url`. */
  requests?: Request[];
  /** Which answers are the route's own; any other fails the run (default: 2xx). */
  isOk?: (statusCode: number) => boolean;
  /** Sees every accepted answer: its connection, status and latency in ms. */
  onResponse?: (client: Client, statusCode: number, ms: number) => void;
}

export interface LoadResult {
  connections: number;
  /** Wall time of the run as autocannon measured it. */
  seconds: number;
  /** Completed 2xx responses. */
  requests: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p95: number; p99: number; max: number; mean: number };
  /** Bytes read per response, headers included. */
  bytesPerResponse: number;
}

/** The value at percentile p (0–100) of sorted samples, by nearest rank. */
export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/**
 * Drives one URL with autocannon for a fixed time. Latencies are kept per response rather than
 * read from autocannon's own histogram, which rounds to whole milliseconds: too coarse for a
 * reference that answers in well under one. Any error or non-2xx answer fails the run, since
 * the numbers would then describe something other than the route.
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  let samples = new Float64Array(1 << 16);
  let count = 0;
  let bytes = 0;
  let refused = 0;
  const isOk = options.isOk ?? ((status: number) => status >= 200 && status <= 299);
  const result = await new Promise<Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.durationSeconds,
        pipelining: 1,
        timeout: options.timeoutSeconds ?? 10,
        headers: options.headers ?? {},
        ...(options.requests ? { requests: options.requests } : {}),
      },
      (error, res) => (error ? reject(error) : resolve(res)),
    );
    instance.on("response", (client, statusCode, responseBytes, ms) => {
      if (!isOk(statusCode)) {
        refused += 1;
        return;
      }
      options.onResponse?.(client, statusCode, ms);
      if (count === samples.length) {
        const grown = new Float64Array(samples.length * 2);
        grown.set(samples);
        samples = grown;
      }
      samples[count++] = ms;
      bytes += responseBytes;
    });
  });
  // autocannon counts a 303 as non-2xx; with isOk the run's own count decides.
  const wrong = options.isOk ? refused : result.non2xx;
  if (result.errors || result.timeouts || wrong) {
    throw new Error(
      `load on ${options.url} failed: ${result.errors} errors, ${result.timeouts} timeouts, ` +
        `${wrong} ${options.isOk ? "unexpected" : "non-2xx"} answers`,
    );
  }
  const sorted = samples.subarray(0, count).sort();
  let sum = 0;
  for (const ms of sorted) sum += ms;
  return {
    connections: options.connections,
    seconds: result.duration,
    requests: count,
    requestsPerSecond: count / result.duration,
    latencyMs: {
      p50: percentile(sorted, 50),
      p90: percentile(sorted, 90),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted[count - 1] ?? Number.NaN,
      mean: sum / count,
    },
    bytesPerResponse: count ? bytes / count : 0,
  };
}
