import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** A file's gzip and brotli variants. */
export interface Compressed {
  gzip: Buffer;
  brotli: Buffer;
}

/**
 * gzip level 6 and brotli quality 6 in text mode: a good size for a fraction of the best
 * settings' time (on a 40 kB storefront page, quality 6 is 1 % smaller than 5 for about 1 ms
 * more a page). The pool's workers and `compressSync` (the render workers) both use them.
 */
const SETTINGS = { gzipLevel: 6, brotliQuality: 6 } as const;

/** A file's gzip and brotli variants, made on the calling thread (a worker's). */
export function compressSync(bytes: Buffer): Compressed {
  return {
    gzip: gzipSync(bytes, { level: SETTINGS.gzipLevel }),
    brotli: brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: SETTINGS.brotliQuality,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  };
}

// The worker is a few lines of CommonJS evaluated from this string, so it runs the same from
// the TypeScript sources (tests, dev) and from the built server; its settings are SETTINGS.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const zlib = require("node:zlib");
const { constants } = zlib;
parentPort.on("message", ({ id, bytes }) => {
  try {
    const gzip = zlib.gzipSync(bytes, { level: workerData.gzipLevel });
    const brotli = zlib.brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: workerData.brotliQuality,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    parentPort.postMessage({ id, gzip, brotli });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});
`;

type Reply = { id: number; gzip: Uint8Array; brotli: Uint8Array } | { id: number; error: string };

interface Pending {
  resolve(value: Compressed): void;
  reject(error: Error): void;
}

/**
 * Compression off the main thread. Making a compressor is most of compressing a page (zlib
 * and brotli set up large windows), and the async zlib API makes each one on the main thread:
 * for a thousand pages that is half a second the main thread cannot use. Workers make them
 * instead. Rendered pages are compressed by the render workers themselves (`compressSync`,
 * docs/ARCHITECTURE.md "The picture"); this pool takes the other files (fonts, a deploy's
 * source). Workers start on first use and do not keep the process alive.
 */
export function createCompressPool(size = Math.min(2, availableParallelism())) {
  const workers: Worker[] = [];
  const pending = new Map<number, Pending>();
  let lastId = 0;
  let next = 0;

  function failAll(error: Error) {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  }

  function start(): Worker {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: SETTINGS });
    worker.unref();
    worker.on("message", (reply: Reply) => {
      const waiting = pending.get(reply.id);
      pending.delete(reply.id);
      if (!waiting) return;
      if ("error" in reply) waiting.reject(new Error(`compressing failed: ${reply.error}`));
      else {
        waiting.resolve({
          gzip: Buffer.from(reply.gzip.buffer, reply.gzip.byteOffset, reply.gzip.byteLength),
          brotli: Buffer.from(
            reply.brotli.buffer,
            reply.brotli.byteOffset,
            reply.brotli.byteLength,
          ),
        });
      }
    });
    // A worker that dies takes its requests with it; the next request starts a new one.
    worker.on("error", (error) => {
      workers.splice(workers.indexOf(worker), 1);
      failAll(error);
    });
    worker.on("exit", () => {
      const index = workers.indexOf(worker);
      if (index >= 0) workers.splice(index, 1);
    });
    return worker;
  }

  return {
    compress(bytes: Buffer): Promise<Compressed> {
      if (workers.length < size) workers.push(start());
      const worker = workers[next++ % workers.length]!;
      const id = ++lastId;
      return new Promise<Compressed>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, bytes });
      });
    },

    /** Stops the workers (tests); requests still waiting fail. */
    async close(): Promise<void> {
      failAll(new Error("the compress pool was closed"));
      await Promise.all(workers.splice(0).map((worker) => worker.terminate()));
    },
  };
}

export type CompressPool = ReturnType<typeof createCompressPool>;
