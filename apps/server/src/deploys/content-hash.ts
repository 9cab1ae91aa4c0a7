import { createHash } from "node:crypto";

/**
 * sha256 of bytes, hex: the content address of a deploy's files, of a build's digest and of
 * the site fonts' file names.
 */
export const sha256 = (bytes: Buffer | string) => createHash("sha256").update(bytes).digest("hex");
