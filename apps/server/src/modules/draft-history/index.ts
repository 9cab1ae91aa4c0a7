import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.js";
import type { DraftRecorder } from "../stores/stores.repository.js";
import type { StoresService } from "../stores/stores.service.js";
import { draftHistoryRoutes } from "./draft-history.routes.js";
import { createDraftHistoryService } from "./draft-history.service.js";
import { createDraftVersionsRepository } from "./draft-versions.repository.js";

/**
 * What the stores module records every draft write with, in the write's transaction: the
 * draft history's own repository, handed to the stores repository when the app is wired.
 */
export const draftRecorder = (db: Db): DraftRecorder => createDraftVersionsRepository(db).record;

/** Wires draft versions repository → service → routes; the draft itself through the stores service. */
export function draftHistoryModule(app: FastifyInstance, deps: { db: Db; stores: StoresService }) {
  const history = createDraftHistoryService({
    draftVersions: createDraftVersionsRepository(deps.db),
    stores: deps.stores,
  });
  draftHistoryRoutes(app, history);
  return history;
}
