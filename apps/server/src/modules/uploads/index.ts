import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { createLocalDiskBlobStore } from "../../blob/local-disk-blob-store.js";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import type { Actor } from "../auth/auth.plugin.js";
import { createImagesRepository } from "./images.repository.js";
import { uploadsRoutes } from "./uploads.routes.js";
import { createUploadsService } from "./uploads.service.js";

/** Wires images repository and blob store → uploads service → routes. */
export function uploadsModule(
  app: FastifyInstance,
  deps: {
    db: Db;
    config: Pick<Config, "dataDir">;
    defaultTeamOf: (actor: Actor) => Promise<string | null>;
  },
) {
  const uploads = createUploadsService({
    images: createImagesRepository(deps.db),
    blobs: createLocalDiskBlobStore(join(deps.config.dataDir, "uploads")),
    defaultTeamOf: deps.defaultTeamOf,
    log: app.log,
  });
  uploadsRoutes(app, uploads);
  return uploads;
}
