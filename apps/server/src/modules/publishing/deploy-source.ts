import { emptyLayout, readStoredLayout, toStoredLayout } from "@shopwright/site";
import type { PageKeys, SiteBuildInput } from "./site-build.js";

/**
 * What a deploy was built from besides the products: kept with the deploy (as a file of the
 * file store, under a manifest key no request path can name), so an incremental publish
 * re-renders exactly the live layout, never the editor's unpublished draft.
 */
export type DeploySource = Pick<
  SiteBuildInput,
  "siteName" | "description" | "currency" | "locale" | "layout" | "theme"
>;

/** A deploy's source file: its source, plus what each of its pages was rendered from. */
export interface SourceFile {
  source: DeploySource;
  pageKeys: PageKeys;
}

/**
 * The bytes of a deploy's source file, its layout stamped with its schema version
 * (`toStoredLayout`) like a store's, so a later version reads it right.
 */
export function sourceFileBytes(file: SourceFile): Buffer {
  const source = { ...file.source, layout: toStoredLayout(file.source.layout) };
  return Buffer.from(JSON.stringify({ ...file, source }));
}

/**
 * A deploy's source file as written by any version of publishing: older ones hold the source
 * alone (no page keys). Its layout is read like the store's own (`readStoredLayout`), so a
 * layout of an older schema version is migrated the same way.
 */
export function readSourceFile(bytes: Buffer): SourceFile {
  const parsed = JSON.parse(bytes.toString("utf8")) as Record<string, unknown>;
  const file =
    "pageKeys" in parsed
      ? (parsed as { source: Record<string, unknown>; pageKeys: PageKeys })
      : { source: parsed, pageKeys: {} };
  // Spread first, so the layout keeps its place among the keys when the source is written again.
  const source = {
    ...file.source,
    layout: readStoredLayout(file.source.layout) ?? emptyLayout(),
  } as DeploySource;
  return { source, pageKeys: file.pageKeys };
}
