import { randomUUID } from "node:crypto";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { serialize } from "node:v8";
import { SECTION_ENTRIES, listSectionEntries } from "@shopwright/site";
import { SITE_FONTS } from "@shopwright/site/server";
import { Piscina } from "piscina";
import { sha256 } from "../../deploys/content-hash.js";
import type { EncodedFile } from "../../deploys/file-store.js";
import type { DeployFile } from "../../deploys/manifest.js";
import { createFairQueue } from "./fair-queue.js";
import {
  contentHashOf,
  type BuiltFile,
  type BuiltSite,
  type PreviousBuild,
  type SiteBuildInput,
} from "./site-build.js";
import renderTask, {
  PAGES_PER_TASK,
  type PackedFiles,
  type PlanReply,
  type RenderTask,
  type WorkerBuildInput,
} from "./site-render.worker.js";

/** A build whose files came to more than the deploy limit; it stopped there. */
export class DeployTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`the site's files come to more than ${maxBytes} bytes`);
  }
}

/**
 * Render threads: one per core, up to four. In the built server they run at a lower priority
 * (`niceIncrement`), so the main thread gets a core as soon as a request arrives.
 */
export const defaultRenderThreads = () => Math.max(1, Math.min(4, availableParallelism()));

/**
 * The worker's file: `.ts` beside this one when running from the TypeScript sources (tests,
 * `npm run dev`, benches), started with tsx's loader and the sources' tsconfig (JSX); `.js`
 * in the built server.
 */
function workerFile() {
  const isSource = import.meta.url.endsWith(".ts");
  if (!isSource) {
    // Linux: the threads' nice value is raised by 10 (piscina's optional @napi-rs/nice).
    return {
      filename: new URL("./site-render.worker.js", import.meta.url).href,
      env: undefined,
      niceIncrement: 10,
    };
  }
  return {
    filename: new URL("./site-render.worker.ts", import.meta.url).href,
    execArgv: ["--import", "tsx", "--conditions=@shopwright/source"],
    // Not niced from the sources: on a shared test or dev machine a niced thread compiling
    // the site package with tsx waits behind every other process (BENCH_RENDER_NICE=10 for
    // the built server's priority).
    niceIncrement: Number(process.env.BENCH_RENDER_NICE ?? 0),
    env: {
      ...process.env,
      TSX_TSCONFIG_PATH:
        process.env.TSX_TSCONFIG_PATH ??
        fileURLToPath(new URL("../../../../../tsconfig.dev.json", import.meta.url)),
    },
  };
}

/** Whether a section type beyond the built-in ones was registered in this thread. */
const hasRuntimeTypes = () =>
  listSectionEntries().some((entry) => !(entry.definition.type in SECTION_ENTRIES));

/** A rendered file with its encodings for the pack; null when the previous deploy has it. */
type RenderedFile = [path: string, file: BuiltFile, encoded: EncodedFile | null];

function unpack(packed: PackedFiles): RenderedFile[] {
  const all = Buffer.from(packed.bytes.buffer, packed.bytes.byteOffset, packed.bytes.byteLength);
  const part = (n: number) => all.subarray(n === 0 ? 0 : packed.ends[n - 1], packed.ends[n]);
  return packed.paths.map((path, i) => {
    const file = {
      bytes: part(3 * i),
      contentType: packed.contentTypes[i]!,
      hash: packed.hashes[i]!,
    };
    if (packed.unchanged[i]) return [path, file, null];
    return [
      path,
      file,
      { ...file, identity: file.bytes, gzip: part(3 * i + 1), brotli: part(3 * i + 2) },
    ];
  });
}

/**
 * Site rendering in worker threads (docs/ARCHITECTURE.md "The picture"), so the main thread
 * stays free to answer page views while a store publishes. A build is a plan task, then its
 * pages a few at a time; the tasks of all stores share the threads through a fair queue, the
 * stores taking turns, so a store publishing a huge site slows another store's publish by
 * one task at a time, not by its whole site. A build stops at the first task that takes its
 * files past `maxBytes`.
 */
export function createRenderPool(options: { threads?: number | undefined } = {}) {
  const threads = options.threads ?? defaultRenderThreads();
  // No threads (RENDER_THREADS=0): every task runs in this thread, still in the stores' turns.
  const pool =
    threads === 0
      ? null
      : new Piscina<RenderTask, string | PlanReply | PackedFiles>({
          ...workerFile(),
          minThreads: 0,
          maxThreads: threads,
          // Threads stay for a while after a publish: the incremental publishes of edits follow.
          idleTimeout: 60_000,
        });
  const queue = createFairQueue(Math.max(1, threads));
  /**
   * Runs a task in the store's turn; a task whose build has stopped answers null unrun. While
   * a section type registered at run time exists (`registerSectionType`: tests, a host with
   * types of its own), tasks run in this thread: a worker knows only `SECTION_ENTRIES`.
   */
  const run = <R>(storeId: string, task: RenderTask, isStopped = () => false) =>
    queue.run(storeId, async () => {
      if (isStopped()) return null;
      if (!pool || hasRuntimeTypes()) return renderTask(task) as R;
      return (await pool.run(task)) as R;
    });

  /** The build input as the workers take it: serialized once, copied per task as bytes. */
  function workerInput(input: SiteBuildInput, previous: PreviousBuild | null): Uint8Array {
    const fontPaths = Object.fromEntries(
      SITE_FONTS.map((font) => [font.family, input.fonts.pathOf(font)]),
    );
    const { fonts: _fonts, ...rest } = input;
    return serialize({ ...rest, fontPaths, previous } satisfies WorkerBuildInput);
  }

  return {
    /** Every character the site's pages can show (site-build.ts `siteTextOf`), in a worker. */
    siteText(storeId: string, input: Omit<SiteBuildInput, "fontFiles">): Promise<string> {
      const task: RenderTask = {
        kind: "text",
        build: randomUUID(),
        input: workerInput(input, null),
      };
      return run<string>(storeId, task) as Promise<string>;
    },

    /**
     * The site's files (site-build.ts `buildSiteFiles`), rendered in the workers; `onFile` is
     * told about each as it arrives. Throws DeployTooLargeError past `maxBytes`.
     */
    async build(
      storeId: string,
      input: SiteBuildInput,
      previous: PreviousBuild | null,
      options: {
        maxBytes: number;
        /**
         * Told about each rendered file with its encodings (made by the worker), but for the
         * files the previous deploy holds byte for byte, which publishing reuses unencoded.
         */
        onFile?: (path: string, file: BuiltFile, encoded: EncodedFile) => void;
      },
    ): Promise<BuiltSite> {
      const build = randomUUID();
      const bytes = workerInput(input, previous);
      let total = 0;
      let isOver = false;
      const count = (size: number) => {
        total += size;
        if (total > options.maxBytes) isOver = true;
      };

      const plan = (await run<PlanReply>(storeId, { kind: "plan", build, input: bytes }))!;
      const reused = new Map<string, DeployFile>(plan.reused);
      for (const entry of reused.values()) count(entry.size);
      const fonts: [string, BuiltFile][] = (input.fontFiles ?? []).map((font) => [
        font.path,
        { bytes: font.bytes, contentType: "font/woff2", hash: sha256(font.bytes) },
      ]);
      const extras = unpack(plan.extras);
      for (const [, file] of [...fonts, ...extras]) count(file.bytes.length);

      const pages = new Map<string, BuiltFile>();
      const take = (packed: PackedFiles) => {
        for (const [path, file, encoded] of unpack(packed)) {
          pages.set(path, file);
          count(file.bytes.length);
          if (!isOver && encoded) options.onFile?.(path, file, encoded);
        }
      };
      const chunks: string[][] = [];
      if (plan.pages) take(plan.pages);
      else {
        for (let at = 0; at < plan.toRender.length; at += PAGES_PER_TASK) {
          chunks.push(plan.toRender.slice(at, at + PAGES_PER_TASK));
        }
      }
      // Queued at once, so they keep the store's place in the rotation; once over the limit,
      // the ones not started yet return without rendering.
      await Promise.all(
        chunks.map(async (paths) => {
          const task: RenderTask = { kind: "pages", build, input: bytes, paths };
          const packed = await run<PackedFiles>(storeId, task, () => isOver).catch(
            (error: unknown) => {
              isOver = true;
              throw error;
            },
          );
          if (packed) take(packed);
        }),
      );
      if (isOver) throw new DeployTooLargeError(options.maxBytes);

      // In buildSiteFiles' order: pages in the storefront's order, fonts, then the rest.
      const files = new Map<string, BuiltFile>();
      for (const path of plan.toRender) {
        const file = pages.get(path);
        if (file) files.set(path, file);
      }
      for (const [path, file] of fonts) files.set(path, file);
      for (const [path, file, encoded] of extras) {
        files.set(path, file);
        if (encoded) options.onFile?.(path, file, encoded);
      }
      return {
        files,
        reused,
        pageKeys: plan.pageKeys,
        pageCount: plan.pageCount,
        contentHash: contentHashOf(files, reused),
      };
    },

    /** Stops the threads (the server's close). */
    close: async () => {
      await pool?.destroy();
    },
  };
}

export type RenderPool = ReturnType<typeof createRenderPool>;
