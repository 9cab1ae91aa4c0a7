import type { FastifyInstance } from "fastify";
import type { BlobStore } from "../../blob/blob-store.js";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { createGuardedClient, type GuardedClientOptions } from "../../http/guarded-fetch.js";
import type { Actor } from "../auth/auth.plugin.js";
import { createImagesRepository } from "./images.repository.js";
import { createRemoteImageFetcher } from "./remote-image.js";
import { uploadsRoutes } from "./uploads.routes.js";
import { createUploadsService } from "./uploads.service.js";

/** What tests may change: how image imports resolve names, which addresses they reach, how long they wait. */
export type UploadsOptions = Pick<GuardedClientOptions, "resolve" | "isAllowedAddress"> & {
  importTimeoutMs?: number;
};

/**
 * Wires images repository, blob store and the guarded client (image import) → uploads
 * service → routes.
 */
export function uploadsModule(
  app: FastifyInstance,
  deps: {
    db: Db;
    /** Where the images' files live (app.ts: DATA_DIR/uploads). */
    blobs: BlobStore;
    config: Pick<Config, "outboundAllowPrivate" | "uploadsRateLimit">;
    defaultTeamOf: (actor: Actor) => Promise<string | null>;
    options?: UploadsOptions;
  },
) {
  const guard = createGuardedClient({
    allowPrivate: deps.config.outboundAllowPrivate ?? false,
    resolve: deps.options?.resolve,
    isAllowedAddress: deps.options?.isAllowedAddress,
  });
  const uploads = createUploadsService({
    images: createImagesRepository(deps.db),
    blobs: deps.blobs,
    defaultTeamOf: deps.defaultTeamOf,
    fetchImage: createRemoteImageFetcher(guard, { timeoutMs: deps.options?.importTimeoutMs }),
    log: app.log,
  });
  uploadsRoutes(app, uploads, deps.config.uploadsRateLimit);
  return uploads;
}
