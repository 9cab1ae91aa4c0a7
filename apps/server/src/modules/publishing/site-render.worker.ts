import { deserialize } from "node:v8";
import { SITE_FONTS } from "@shopwright/site/server";
import { encodeFileSync } from "../../deploys/file-store.js";
import { FONT_PATH_PREFIX } from "../../site-assets/bundled-fonts.js";
import type { DeployFile } from "../../deploys/manifest.js";
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
 * ending at `ends[3i]`, `ends[3i + 1]` and `ends[3i + 2]`.
 */
export interface PackedFiles {
  paths: string[];
  contentTypes: string[];
  hashes: string[];
  ends: number[];
  bytes: Uint8Array;
}

/** The answer to a `plan` task: the plan, and the files besides the pages. */
export interface PlanReply {
  toRender: string[];
  reused: [string, DeployFile][];
  pageKeys: PageKeys;
  pageCount: number;
  extras: PackedFiles;
}

/** Builds prepared lately, by name: the pages of one build come in several tasks. */
const prepared = new Map<string, ReturnType<typeof prepareSiteBuild>>();
const PREPARED_KEPT = 4;

function inputOf(bytes: Uint8Array): SiteBuildInput & { previous: PreviousBuild | null } {
  const { fontPaths, ...input } = deserialize(bytes) as WorkerBuildInput;
  const fonts = {
    pathOf: (font: (typeof SITE_FONTS)[number]) =>
      fontPaths[font.family] ?? `${FONT_PATH_PREFIX}${font.file}`,
  };
  return { ...input, fonts };
}

function preparedOf(build: string, bytes: Uint8Array) {
  let made = prepared.get(build);
  if (!made) {
    const { previous, ...input } = inputOf(bytes);
    made = prepareSiteBuild(input, previous ?? undefined);
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
function pack(files: [string, BuiltFile][]): PackedFiles {
  const parts = files.flatMap(([, file]) => {
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
  const build = preparedOf(task.build, task.input);
  if (task.kind === "plan") return { ...build.plan(), extras: pack(build.extras()) };
  const files: [string, BuiltFile][] = [];
  for (const path of task.paths) {
    const file = build.render(path);
    if (file) files.push([path, file]);
  }
  return pack(files);
}
