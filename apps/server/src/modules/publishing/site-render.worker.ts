import { deserialize } from "node:v8";
import { SITE_FONTS } from "@shopwright/site/server";
import { encodeFileSync } from "../../deploys/file-store.js";
import { FONT_PATH_PREFIX } from "../../site-assets/bundled-fonts.js";
import { holdsFile, type DeployFile } from "../../deploys/manifest.js";
import {
  prepareSiteBuild,
  siteTextOf,
  type BuiltFile,
  type PageKeys,
  type PreviousBuild,
  type SiteBuildInput,
} from "./site-build.js";

/**
 * What a worker builds from: the build input with the font paths as data (a worker has no
 * BundledFonts), and the previous build, v8-serialized once per build by render-pool.ts.
 */
export type WorkerBuildInput = Omit<SiteBuildInput, "fonts"> & {
  fontPaths: Record<string, string>;
  previous: PreviousBuild | null;
};

/** A task of the render pool; `input` is a serialized `WorkerBuildInput`, `build` names it. */
export type RenderTask =
  | { kind: "text"; build: string; input: Uint8Array }
  | { kind: "plan"; build: string; input: Uint8Array }
  | { kind: "pages"; build: string; input: Uint8Array; paths: string[] };

/**
 * Encoded files in one buffer: file i's identity, gzip and brotli bytes one after the other,
 * ending at `ends[3i]`, `ends[3i + 1]` and `ends[3i + 2]`. A file the previous deploy holds
 * byte for byte (`unchanged[i]`) is not encoded: its gzip and brotli parts are empty, and
 * publishing reuses the previous deploy's entry.
 */
export interface PackedFiles {
  paths: string[];
  contentTypes: string[];
  hashes: string[];
  unchanged: boolean[];
  ends: number[];
  bytes: Uint8Array;
}

/** Pages rendered per task: small enough that stores take turns often, large enough to pay. */
export const PAGES_PER_TASK = 8;

/**
 * The answer to a `plan` task: the plan, the files besides the pages, and the pages too when
 * they fit in one task (an edit's rebuild), which saves a second task and its thread's setup.
 */
export interface PlanReply {
  toRender: string[];
  reused: [string, DeployFile][];
  pageKeys: PageKeys;
  pageCount: number;
  extras: PackedFiles;
  pages: PackedFiles | null;
}

const EMPTY = new Uint8Array(0);

/** A build prepared in this thread, and the previous deploy's files it may reuse. */
interface PreparedBuild {
  build: ReturnType<typeof prepareSiteBuild>;
  previous: PreviousBuild | null;
}

/** Builds prepared lately, by name: the pages of one build come in several tasks. */
const prepared = new Map<string, PreparedBuild>();
const PREPARED_KEPT = 4;

function inputOf(bytes: Uint8Array): SiteBuildInput & { previous: PreviousBuild | null } {
  const { fontPaths, ...input } = deserialize(bytes) as WorkerBuildInput;
  const fonts = {
    pathOf: (font: (typeof SITE_FONTS)[number]) =>
      fontPaths[font.family] ?? `${FONT_PATH_PREFIX}${font.file}`,
  };
  return { ...input, fonts };
}

function preparedOf(build: string, bytes: Uint8Array): PreparedBuild {
  let made = prepared.get(build);
  if (!made) {
    const { previous, ...input } = inputOf(bytes);
    made = { build: prepareSiteBuild(input, previous ?? undefined), previous };
    if (prepared.size >= PREPARED_KEPT) prepared.delete(prepared.keys().next().value!);
    prepared.set(build, made);
  }
  return made;
}

/**
 * Files encoded for a pack (gzip and brotli made here, in the store's turn) and packed into
 * one buffer of their own: a Buffer may be a slice of Node's shared pool, and posting it
 * would copy the whole pool.
 */
function pack(files: [string, BuiltFile][], previous: PreviousBuild | null): PackedFiles {
  const unchanged = files.map(([path, file]) => holdsFile(previous?.manifest[path], file));
  const parts = files.flatMap(([, file], i) => {
    if (unchanged[i]) return [file.bytes, EMPTY, EMPTY];
    const encoded = encodeFileSync(file);
    return [encoded.identity, encoded.gzip, encoded.brotli];
  });
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  const ends: number[] = [];
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
    ends.push(at);
  }
  return {
    paths: files.map(([path]) => path),
    contentTypes: files.map(([, file]) => file.contentType),
    hashes: files.map(([, file]) => file.hash),
    unchanged,
    ends,
    bytes,
  };
}

/** Runs one task of the render pool (render-pool.ts) in a worker thread. */
export default function renderTask(task: RenderTask): string | PlanReply | PackedFiles {
  if (task.kind === "text") {
    const { previous: _previous, ...input } = inputOf(task.input);
    return siteTextOf(input);
  }
  const { build, previous } = preparedOf(task.build, task.input);
  const pagesOf = (paths: readonly string[]) => {
    const files: [string, BuiltFile][] = [];
    for (const path of paths) {
      const file = build.render(path);
      if (file) files.push([path, file]);
    }
    return pack(files, previous);
  };
  if (task.kind === "pages") return pagesOf(task.paths);
  const plan = build.plan();
  return {
    ...plan,
    extras: pack(build.extras(), previous),
    pages: plan.toRender.length <= PAGES_PER_TASK ? pagesOf(plan.toRender) : null,
  };
}
