import type { FastifyInstance } from "fastify";
import type { BlobStore } from "../../blob/blob-store.js";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { createGuardedClient, type GuardedClientOptions } from "../../http/guarded-fetch.js";
import type { Actor } from "../auth/auth.plugin.js";
import type { StoresService } from "../stores/stores.service.js";
import { createImagesRepository } from "./images.repository.js";
import { createMediaRepository } from "./media.repository.js";
import { mediaRoutes } from "./media.routes.js";
import { createMediaService } from "./media.service.js";
import { createRemoteImageFetcher } from "./remote-image.js";
import { uploadsRoutes } from "./uploads.routes.js";
import { createUploadsService } from "./uploads.service.js";

/** What tests may change: how image imports resolve names, which addresses they reach, how long they wait. */
export type UploadsOptions = Pick<GuardedClientOptions, "resolve" | "isAllowedAddress"> & {
  importTimeoutMs?: number;
};

/**
 * Wires images repository, blob store and the guarded client (image import) → uploads
 * service → routes; and the media library (a store's images, reached through the stores
 * service) → its routes.
 */
export function uploadsModule(
  app: FastifyInstance,
  deps: {
    db: Db;
    config: Pick<Config, "outboundAllowPrivate" | "uploadsRateLimit">;
    /** Where the image files go (the server's file storage: disk or bucket). */
    blobs: BlobStore;
    defaultTeamOf: (actor: Actor) => Promise<string | null>;
    stores: Pick<StoresService, "reachable">;
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
  mediaRoutes(
    app,
    createMediaService({ media: createMediaRepository(deps.db), stores: deps.stores }),
  );
  return uploads;
}
