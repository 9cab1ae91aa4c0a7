import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** One entry of Vite's build manifest (`build.manifest: true`), the fields used here. */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** One JavaScript file a route loads before it can render, with its sizes in bytes. */
export interface RouteFile {
  file: string;
  /** Why it loads: the entry, a route module, or a static import of one of those. */
  role: "entry" | "route" | "import";
  bytes: number;
  gzipBytes: number;
}

export interface RouteJavaScript {
  files: RouteFile[];
  bytes: number;
  gzipBytes: number;
  /** CSS the same chunks pull in, for the record (not JavaScript). */
  cssGzipBytes: number;
}

/**
 * The JavaScript a route needs before it renders, read from Vite's manifest: the entry chunk,
 * the lazy modules of the route (`routeSources`, paths relative to the app root such as
 * `src/features/editor/EditorPage.tsx`), and every chunk those import statically, transitively.
 * Dynamic imports are left out: they load later, if ever. Sizes are gzip at zlib's default
 * level, as Vite's build report prints them.
 */
export async function routeJavaScript(
  distDir: string,
  routeSources: readonly string[],
): Promise<RouteJavaScript> {
  const manifest = JSON.parse(
    await readFile(join(distDir, ".vite", "manifest.json"), "utf8"),
  ) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error(`no entry in the Vite manifest of ${distDir}`);
  for (const source of routeSources) {
    if (!manifest[source]?.isDynamicEntry) {
      throw new Error(`${source} is not a lazily loaded module in the Vite manifest`);
    }
  }

  const roles = new Map<string, RouteFile["role"]>();
  const css = new Set<string>();
  const visit = (key: string, role: RouteFile["role"]) => {
    const chunk = manifest[key];
    if (!chunk || roles.has(key)) return;
    roles.set(key, role);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported, "import");
  };
  visit(entryKey, "entry");
  for (const source of routeSources) visit(source, "route");

  const sizeOf = async (file: string) => {
    const content = await readFile(join(distDir, file));
    return { bytes: content.length, gzipBytes: gzipSync(content).length };
  };
  const files: RouteFile[] = [];
  for (const [key, role] of roles) {
    const file = manifest[key]!.file;
    if (file.endsWith(".js")) files.push({ file, role, ...(await sizeOf(file)) });
  }
  let cssGzipBytes = 0;
  for (const file of css) cssGzipBytes += (await sizeOf(file)).gzipBytes;
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    files,
    bytes: files.reduce((sum, f) => sum + f.bytes, 0),
    gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
    cssGzipBytes,
  };
}
