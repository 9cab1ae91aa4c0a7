import { finished } from "node:stream/promises";
import type { MultipartFile } from "@fastify/multipart";
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from "@shopwright/sdk";
import type { FastifyRequest } from "fastify";
import { AppError, badRequest } from "../../http/app-error.js";

/** One file of an upload, read into memory: at most UPLOAD_LIMITS.maxFileBytes. */
export interface IncomingFile {
  /** The name the client gave; kept for display only, never used as a path or key. */
  fileName: string;
  bytes: Buffer;
}

/** Options for @fastify/multipart: every limit set, none left to the default. */
export const MULTIPART_OPTIONS = {
  limits: {
    fileSize: UPLOAD_LIMITS.maxFileBytes,
    files: UPLOAD_LIMITS.maxFiles,
    fields: 10,
    fieldSize: 1024,
    fieldNameSize: 100,
    parts: UPLOAD_LIMITS.maxFiles + 10,
    headerPairs: 100,
  },
  throwFileSizeLimit: true,
};

export const NOT_MULTIPART = "Send the images as multipart/form-data";
const ONE_FILE_ONLY = "Upload one image here";

const tooLarge = () => new AppError(413, "payload_too_large", UPLOAD_MESSAGES.tooLarge);

/** The parser's errors, as the answers the client should see; other errors pass through. */
function asAppError(error: unknown, maxFiles: number): unknown {
  if (error instanceof AppError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  switch (code) {
    case "FST_REQ_FILE_TOO_LARGE":
      return tooLarge();
    case "FST_FILES_LIMIT":
      return new AppError(
        413,
        "too_many_files",
        maxFiles === 1 ? ONE_FILE_ONLY : UPLOAD_MESSAGES.tooManyFiles,
      );
    case "FST_PARTS_LIMIT":
    case "FST_FIELDS_LIMIT":
      return new AppError(413, "payload_too_large", "The form has too many fields");
    case "FST_INVALID_MULTIPART_CONTENT_TYPE":
      return new AppError(415, "unsupported_media_type", NOT_MULTIPART);
  }
  // busboy reports a malformed or cut-off body with a plain Error and no status.
  if (statusCode === undefined || statusCode < 500) {
    return badRequest("The upload is not complete, well-formed multipart data");
  }
  return error;
}

/**
 * Reads the rest of what the client sent, so it receives our answer rather than a reset
 * connection; the limits above bound how much that can be.
 */
async function drain(
  current: MultipartFile | null,
  parts: AsyncIterator<MultipartFile>,
): Promise<void> {
  const discard = async (part: MultipartFile) => {
    part.file.resume();
    await finished(part.file);
  };
  try {
    if (current) await discard(current);
    for (let next = await parts.next(); !next.done; next = await parts.next()) {
      await discard(next.value);
    }
  } catch {
    // The answer is decided already; a parser error now changes nothing.
  }
}

/**
 * The files of a multipart upload in form field `field` (also `field[]`), one at a time.
 * At most `maxFiles`; a file under any other field name is refused.
 */
export async function* readImageParts(
  request: FastifyRequest,
  field: string,
  maxFiles: number,
): AsyncGenerator<IncomingFile> {
  const parts = request.files({ limits: { files: maxFiles } });
  // The part being read: if reading stops half-way, drain() must finish it first.
  let current: MultipartFile | null = null;
  let isDone = false;
  try {
    for (;;) {
      let file: IncomingFile;
      try {
        const next = await parts.next();
        if (next.done) break;
        current = next.value;
        if (current.fieldname !== field && current.fieldname !== `${field}[]`) {
          throw badRequest(`Send the images in the form field "${field}"`);
        }
        const bytes = await current.toBuffer();
        // toBuffer() misses the limit when the cut falls on a chunk boundary; the flag does not.
        if (current.file.truncated) throw tooLarge();
        file = { fileName: current.filename, bytes };
        current = null;
      } catch (error) {
        throw asAppError(error, maxFiles);
      }
      yield file;
    }
    isDone = true;
  } finally {
    if (!isDone) await drain(current, parts);
  }
}
