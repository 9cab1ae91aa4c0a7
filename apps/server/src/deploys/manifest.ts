/**
 * The manifest format of a deploy, shared by publishing (which writes deploys) and hosting
 * (which serves them): neither declares a key or a field of its own.
 */

/** One file of a deploy: its content address, type and the sizes of its stored encodings. */
export interface DeployFile {
  /** sha256 of the raw bytes, hex: the object's name in the site file store. */
  hash: string;
  contentType: string;
  size: number;
  /** Sizes of the gzip and brotli variants; 0 when compressing did not pay. */
  gzip: number;
  brotli: number;
  /**
   * The pack file holding the bytes (one per publish), and where in it: the file, then its
   * gzip, then its brotli variant. Absent for files of the first version of publishing,
   * stored as one object per encoding named by the hash.
   */
  pack?: string;
  offset?: number;
}

/**
 * Whether a deploy's entry holds exactly these bytes (same address, size and type): a new
 * deploy reuses the entry instead of encoding and writing the file again.
 */
export const holdsFile = (
  entry: DeployFile | undefined,
  file: { bytes: Uint8Array; contentType: string; hash?: string | undefined },
): entry is DeployFile =>
  entry !== undefined &&
  entry.hash === file.hash &&
  entry.size === file.bytes.length &&
  entry.contentType === file.contentType;

/** Every file of a deploy by site path ("/", "/about", "/sitemap.xml"; "404" for the not-found page). */
export type DeployManifest = Record<string, DeployFile>;

// Request paths start with "/", so none of the keys below names a file a visitor can ask for.

/** The manifest key of the not-found page. */
export const NOT_FOUND_KEY = "404";
/** The not-found page of the /sites/{slug}/ path form, whose links keep that prefix. */
export const PATH_FORM_NOT_FOUND_KEY = "404:path-form";
/** The manifest key of a deploy's source: what it was built from, for incremental publishes. */
export const SOURCE_KEY = "source";
/**
 * The page around a site's dynamic pages (cart, checkout, order status): the site's frame with
 * markers for the title and the main markup, filled per request by hosting.
 */
export const SHELL_KEY = "shell";
