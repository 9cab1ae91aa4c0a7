import { randomBytes } from "node:crypto";
import { buffer } from "node:stream/consumers";
import { UPLOAD_MESSAGES, type DeleteImagesBody } from "@shopwright/sdk";
import type { FastifyBaseLogger } from "fastify";
import type { BlobInfo, BlobStore, StoredBlob } from "../../blob/blob-store.js";
import type { ImageRow } from "../../db/schema.js";
import { AppError, badRequest, notFound } from "../../http/app-error.js";
import type { Actor } from "../auth/auth.plugin.js";
import { keyOfUploadUrl, toUploadedImageDto } from "./images.mapper.js";
import type { ImagesRepository, NewImage } from "./images.repository.js";
import { prepareImage } from "./prepare-image.js";
import type { IncomingFile } from "./read-image-parts.js";
import type { RemoteImageFetcher } from "./remote-image.js";

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

const uploadNotFound = () => notFound("upload_not_found", "Image not found");

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

  /** Deletes blobs, logging (not throwing) what fails: a leftover file is harmless. */
  async function deleteBlobs(keys: string[]): Promise<void> {
    const results = await Promise.allSettled(keys.map((key) => blobs.delete(key)));
    results.forEach((result, i) => {
      if (result.status === "rejected") {
        log.warn({ err: result.reason, key: keys[i] }, "could not delete an upload blob");
      }
    });
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

    async open(key: string): Promise<StoredBlob> {
      const blob = await blobs.get(key);
      if (!blob) throw uploadNotFound();
      return blob;
    },

    /**
     * DELETE /upload/images (PRODUCT.md §7). Only images the caller may manage are deleted; the
     * others are skipped without a word, so the answer reveals nothing about them.
     */
    async remove(actor: Actor, body: DeleteImagesBody) {
      const keys = (body.imageUrls ?? []).map(keyOfUploadUrl).filter((k) => k !== null);
      const rows = await images.removeManageable(actor, { keys, publicIds: body.publicIds ?? [] });
      // Rows first: a blob left by a failed delete is unreachable, a row without its blob is not.
      await deleteBlobs(rows.flatMap((row) => [row.key, row.webKey]));
      return { deleted: rows.length };
    },

    /**
     * Removes images for good, files first, for a deleted store's purge (which chose them:
     * docs/PRODUCT.md "Deleting and restoring a store"). A file that cannot be deleted fails
     * the whole call and keeps the rows, so the next purge finds them again.
     */
    async purge(publicIds: string[]): Promise<number> {
      const rows = await images.findByPublicIds(publicIds);
      await Promise.all(rows.flatMap((row) => [blobs.delete(row.key), blobs.delete(row.webKey)]));
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
