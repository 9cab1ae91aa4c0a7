import { randomBytes } from "node:crypto";
import { buffer } from "node:stream/consumers";
import { UPLOAD_MESSAGES, type DeleteImagesBody } from "@shopwright/sdk";
import type { UploadWidth } from "@shopwright/site";
import type { FastifyBaseLogger } from "fastify";
import pLimit from "p-limit";
import type { BlobInfo, BlobStore, StoredBlob } from "../../blob/blob-store.js";
import type { ImageRow } from "../../db/schema.js";
import { AppError, badRequest, notFound } from "../../http/app-error.js";
import type { Actor } from "../auth/auth.plugin.js";
import { keyOfUploadUrl, toUploadedImageDto } from "./images.mapper.js";
import type { ImagesRepository, NewImage } from "./images.repository.js";
import {
  encodeWidth,
  openForWidths,
  prepareImage,
  servedWidth,
  type ImageWidth,
} from "./prepare-image.js";
import type { IncomingFile } from "./read-image-parts.js";
import type { RemoteImageFetcher } from "./remote-image.js";
import {
  folderOfKey,
  widthKey,
  widthKeysOf,
  type WidthFormat,
  type WidthRequest,
} from "./upload-widths.js";

// Widths missing from an upload made before they were stored are made when first asked for,
// at most this many at a time: each is a decode and two encodes on the CPU the server shares.
const DERIVE_CONCURRENCY = 2;

const MAX_NAME_LENGTH = 255;
// Bidirectional controls can disguise a name ("gpj.exe" shown backwards), like C0/C1 controls.
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
const isHidden = (char: string) => {
  const code = char.codePointAt(0)!;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f) || BIDI_CONTROLS.test(char);
};

/** The client's file name, fit for display: no path, no hidden characters, ≤ 255 characters. */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const visible = Array.from(base.normalize("NFC").trim()).filter((char) => !isHidden(char));
  return visible.slice(0, MAX_NAME_LENGTH).join("").trim() || "image";
}

/** 128 random bits in lower-case hex: unguessable, and a valid blob-key segment. */
const newPublicId = () => randomBytes(16).toString("hex");

const uploadNotFound = () => notFound("upload_not_found", UPLOAD_MESSAGES.notFound);

/** Every blob of an image: its original, its web WebP and whichever widths it has. */
const blobKeysOf = (row: ImageRow): string[] => [
  row.key,
  row.webKey,
  ...widthKeysOf(folderOfKey(row.key)),
];

/** Uploading, serving and deleting images. Files go to the blob store, rows to `images`. */
export function createUploadsService(deps: {
  images: ImagesRepository;
  blobs: BlobStore;
  /** The organization new images belong to: an API key's team, else the uploader's current one, or none (personal). */
  defaultTeamOf: (actor: Actor) => Promise<string | null>;
  /** Fetches an image from a user's URL through the guarded client (image import). */
  fetchImage: RemoteImageFetcher;
  log: Pick<FastifyBaseLogger, "warn">;
}) {
  const { images, blobs, log } = deps;
  const deriveLimit = pLimit(DERIVE_CONCURRENCY);
  /** Widths being made now, by `{folder}/w{width}`: a second request waits for the first. */
  const deriving = new Map<string, Promise<void>>();

  /** Deletes blobs, logging (not throwing) what fails: a leftover file is harmless. */
  async function deleteBlobs(keys: string[]): Promise<void> {
    const results = await Promise.allSettled(keys.map((key) => blobs.delete(key)));
    results.forEach((result, i) => {
      if (result.status === "rejected") {
        log.warn({ err: result.reason, key: keys[i] }, "could not delete an upload blob");
      }
    });
  }

  async function openBlob(key: string): Promise<StoredBlob> {
    const blob = await blobs.get(key);
    if (!blob) throw uploadNotFound();
    return blob;
  }

  /** Stores one width, AVIF first: once its WebP is there, the width is complete. */
  async function putWidth(folder: string, encoded: ImageWidth, written: string[] = []) {
    if (encoded.avif) {
      written.push(widthKey(folder, encoded.width, "avif"));
      await blobs.put(widthKey(folder, encoded.width, "avif"), encoded.avif, "image/avif");
    }
    written.push(widthKey(folder, encoded.width, "webp"));
    await blobs.put(widthKey(folder, encoded.width, "webp"), encoded.webp, "image/webp");
  }

  /** The first of the formats this width is stored in, opened; null when it has none yet. */
  async function openStored(folder: string, width: UploadWidth, formats: WidthFormat[]) {
    for (const format of formats) {
      const blob = await blobs.get(widthKey(folder, width, format));
      if (blob) return blob;
    }
    return null;
  }

  /**
   * Makes and stores a width of an image uploaded before its widths were stored, from its
   * original. Concurrent requests for it share one job; at most DERIVE_CONCURRENCY run at once.
   */
  function deriveWidth(row: ImageRow, width: UploadWidth): Promise<void> {
    const folder = folderOfKey(row.key);
    const job = `${folder}/${width}`;
    let pending = deriving.get(job);
    if (!pending) {
      pending = deriveLimit(async () => {
        const original = await blobs.get(row.key);
        if (!original) throw uploadNotFound();
        const { input, isAnimated } = await openForWidths(await buffer(original.stream));
        const written: string[] = [];
        await putWidth(folder, await encodeWidth(input, width, isAnimated), written);
        // Deleted meanwhile: its delete could not see these files, so they go now.
        const [still] = await images.findByPublicIds([row.publicId]);
        if (!still) await deleteBlobs(written);
      }).finally(() => deriving.delete(job));
      deriving.set(job, pending);
    }
    return pending;
  }

  /**
   * Checks, re-encodes and stores every file, then records them in one insert. All or
   * nothing: when any file is refused or a step fails, the blobs written so far are removed.
   */
  async function store(actor: Actor, files: AsyncIterable<IncomingFile>): Promise<ImageRow[]> {
    const teamId = await deps.defaultTeamOf(actor);
    const written: string[] = [];
    try {
      const pending: NewImage[] = [];
      for await (const file of files) {
        const image = await prepareImage(file.bytes);
        const publicId = newPublicId();
        // A two-character shard keeps directories small on disk; S3 ignores it.
        const folder = `${publicId.slice(0, 2)}/${publicId}`;
        const key = `${folder}/original.${image.extension}`;
        const webKey = `${folder}/web.webp`;
        written.push(key, webKey);
        await blobs.put(key, image.original, image.contentType);
        await blobs.put(webKey, image.web, "image/webp");
        await Promise.all(image.widths.map((width) => putWidth(folder, width, written)));
        pending.push({
          publicId,
          originalName: sanitizeFileName(file.fileName),
          contentType: image.contentType,
          width: image.width,
          height: image.height,
          size: image.original.length,
          key,
          webKey,
        });
      }
      if (!pending.length) throw badRequest(UPLOAD_MESSAGES.noFiles);
      return await images.insert({ userId: actor.userId, teamId }, pending);
    } catch (error) {
      await deleteBlobs(written);
      throw error;
    }
  }

  return {
    /** POST /upload/images (PRODUCT.md §7): reads data.images. */
    async upload(actor: Actor, files: AsyncIterable<IncomingFile>) {
      return { images: (await store(actor, files)).map(toUploadedImageDto) };
    },

    /** POST /upload/single-image (PRODUCT.md §7). */
    async uploadOne(actor: Actor, files: AsyncIterable<IncomingFile>) {
      const [row] = await store(actor, files);
      return { image: toUploadedImageDto(row!) };
    },

    /**
     * POST /upload/image-url: the image at a URL, fetched by the server, then checked and
     * stored exactly as an upload of the same bytes would be.
     */
    async importFromUrl(actor: Actor, url: string) {
      const file = await deps.fetchImage(url);
      try {
        const [row] = await store(
          actor,
          (async function* () {
            yield file;
          })(),
        );
        return { image: toUploadedImageDto(row!) };
      } catch (error) {
        // The upload's text speaks of a file; here the user gave an address.
        if (error instanceof AppError && error.code === "unsupported_media_type") {
          throw new AppError(415, "unsupported_media_type", UPLOAD_MESSAGES.importNotImage);
        }
        throw error;
      }
    },

    /** Describes a served blob; unknown and malformed keys alike look absent. */
    async describe(key: string): Promise<BlobInfo> {
      const info = await blobs.head(key);
      if (!info) throw uploadNotFound();
      return info;
    },

    open: openBlob,

    /**
     * One width of an upload in the first of `formats` it is stored in; the original when no
     * format is accepted. A width above the image's own answers the largest stored one, and an
     * image uploaded before widths were stored gets the width made now and kept, so the next
     * request is a plain read (docs/ARCHITECTURE.md "Uploads and images").
     */
    async openWidth(request: WidthRequest, formats: WidthFormat[]): Promise<StoredBlob> {
      const { folder, publicId, width } = request;
      const stored = formats.length ? await openStored(folder, width, formats) : null;
      if (stored) return stored;
      const [row] = await images.findByPublicIds([publicId]);
      if (!row || folderOfKey(row.key) !== folder) throw uploadNotFound();
      if (!formats.length) return openBlob(row.key);
      const served = servedWidth(width, row.width);
      const existing = served === width ? null : await openStored(folder, served, formats);
      if (existing) return existing;
      await deriveWidth(row, served);
      return (await openStored(folder, served, formats)) ?? openBlob(row.key);
    },

    /**
     * DELETE /upload/images (PRODUCT.md §7). Only images the caller may manage are deleted; the
     * others are skipped without a word, so the answer reveals nothing about them.
     */
    async remove(actor: Actor, body: DeleteImagesBody) {
      const keys = (body.imageUrls ?? []).map(keyOfUploadUrl).filter((k) => k !== null);
      const rows = await images.removeManageable(actor, { keys, publicIds: body.publicIds ?? [] });
      // Rows first: a blob left by a failed delete is unreachable, a row without its blob is not.
      await deleteBlobs(rows.flatMap(blobKeysOf));
      return { deleted: rows.length };
    },

    /**
     * Removes images for good, files first, for a deleted store's purge (which chose them:
     * docs/PRODUCT.md "Deleting and restoring a store"). A file that cannot be deleted fails
     * the whole call and keeps the rows, so the next purge finds them again.
     */
    async purge(publicIds: string[]): Promise<number> {
      const rows = await images.findByPublicIds(publicIds);
      await Promise.all(rows.flatMap(blobKeysOf).map((key) => blobs.delete(key)));
      await images.deleteByIds(rows.map((row) => row.id));
      return rows.length;
    },

    /** GET /upload/health (PRODUCT.md §7): the blob store can write, read and delete a probe. */
    async health() {
      const key = `health/${newPublicId()}.txt`;
      const probe = Buffer.from(`health probe ${key}`);
      try {
        await blobs.put(key, probe, "text/plain; charset=utf-8");
        const blob = await blobs.get(key);
        const readBack = blob ? await buffer(blob.stream) : null;
        if (!readBack?.equals(probe)) throw new Error("the probe read back differently");
        await blobs.delete(key);
        if (await blobs.head(key)) throw new Error("the probe survived its delete");
        return { ok: true as const };
      } catch (error) {
        await blobs.delete(key).catch(() => undefined);
        log.warn({ err: error }, "upload storage health check failed");
        throw new AppError(503, "upload_storage_unavailable", UPLOAD_MESSAGES.healthFailed);
      }
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
