import {
  DRAFT_HISTORY_LIMIT,
  DRAFT_HISTORY_MESSAGES,
  EDITOR_MESSAGES,
  type AiTurnBeforeDto,
  type DraftSource,
  type DraftVersionListResult,
  type RestoreDraftVersionBody,
  type RestoreDraftVersionResult,
} from "@shopwright/sdk";
import { emptyLayout, readStoredLayout, type Layout } from "@shopwright/site";
import type { z } from "zod";
import { conflict, notFound } from "../../http/app-error.js";
import { isUuid } from "../../http/is-uuid.js";
import type { Actor } from "../auth/auth.plugin.js";
import { themeOf } from "../editor/editor.service.js";
import type { Store } from "../stores/stores.repository.js";
import type { StoresService } from "../stores/stores.service.js";
import { toDraftVersionDto } from "./draft-history.mapper.js";
import type {
  DraftVersionsRepository,
  DraftVersionWithAuthor,
} from "./draft-versions.repository.js";

const versionNotFound = () =>
  notFound("draft_version_not_found", DRAFT_HISTORY_MESSAGES.versionNotFound);
const staleVersion = () => conflict("stale_version", EDITOR_MESSAGES.staleVersion);

/** A version's layout as the site reads it: a site never saved comes back as an empty one. */
const layoutOf = (row: Pick<DraftVersionWithAuthor, "layout">): Layout =>
  readStoredLayout(row.layout) ?? emptyLayout();

/** What writing an older version again says of itself in the history. */
export interface Rewind {
  /** The version whose draft is written again. */
  toVersion: number;
  /** The store version the caller saw: the write lands only while it is still the store's. */
  expectedVersion: number;
  source: Extract<DraftSource, "restore" | "undo">;
  label: string;
}

/**
 * Draft history use cases (docs/ARCHITECTURE.md "Draft history"): list a store's versions,
 * restore one, and write an older one again for the AI's undo. Versions are recorded by the
 * stores repository's draft write itself; this reads them and writes through the stores
 * service, with the same permission as saving the draft.
 */
export function createDraftHistoryService(deps: {
  draftVersions: DraftVersionsRepository;
  stores: Pick<StoresService, "reachable" | "writeDraft">;
}) {
  const { draftVersions, stores } = deps;

  /** Writes `row`'s draft as a new version based on `expectedVersion`; null when it moved on. */
  function writeAgain(actor: Actor, storeId: string, row: DraftVersionWithAuthor, rewind: Rewind) {
    return stores.writeDraft(actor, storeId, {
      layout: layoutOf(row),
      theme: row.theme,
      base: { version: rewind.expectedVersion },
      source: rewind.source,
      label: rewind.label,
    });
  }

  return {
    /** GET /store/{id}/draft-versions: newest first. */
    async list(actor: Actor, storeId: string): Promise<DraftVersionListResult> {
      const row = await stores.reachable(actor, storeId);
      const rows = await draftVersions.list(actor, row.id);
      return {
        versions: rows.map((version) => toDraftVersionDto(version, row.version)),
        currentVersion: row.version,
        limit: DRAFT_HISTORY_LIMIT,
      };
    },

    /**
     * POST /store/{id}/draft-versions/{versionId}/restore: the version's draft becomes a new
     * one, only while the store is still at the version the caller loaded (409 otherwise).
     */
    async restore(
      actor: Actor,
      storeId: string,
      versionId: string,
      body: z.output<typeof RestoreDraftVersionBody>,
    ): Promise<RestoreDraftVersionResult> {
      const row = await stores.reachable(actor, storeId);
      if (!isUuid(versionId)) throw versionNotFound();
      const version = await draftVersions.find(actor, row.id, versionId);
      if (!version) throw versionNotFound();
      if (body.version !== row.version) throw staleVersion();
      const saved = await writeAgain(actor, row.id, version, {
        toVersion: version.version,
        expectedVersion: body.version,
        source: "restore",
        label: DRAFT_HISTORY_MESSAGES.restoredLabel(version.label),
      });
      if (!saved) {
        // Matched nothing: the store went out of reach (404) or another write landed first.
        await stores.reachable(actor, row.id);
        throw staleVersion();
      }
      const written = await draftVersions.atVersion(actor, row.id, saved.version);
      if (!written) throw staleVersion();
      return {
        version: saved.version,
        layout: saved.layout ?? emptyLayout(),
        theme: themeOf(saved.theme),
        draftVersion: toDraftVersionDto(written, saved.version),
      };
    },

    /**
     * Writes version `toVersion` again as a new one, based on `expectedVersion`: "missing"
     * when the history no longer holds it, "moved" when the store is no longer at the expected
     * version (nothing is written then), else the store as saved.
     */
    async rewind(
      actor: Actor,
      storeId: string,
      rewind: Rewind,
    ): Promise<Store | "missing" | "moved"> {
      const version = await draftVersions.atVersion(actor, storeId, rewind.toVersion);
      if (!version) return "missing";
      return (await writeAgain(actor, storeId, version, rewind)) ?? "moved";
    },

    /**
     * The document before the store's last AI turn, while its draft is still that turn's
     * (the newest version, written by the AI, is the store's current one), else undefined.
     */
    async beforeAiTurn(
      actor: Actor,
      storeId: string,
      currentVersion: number,
    ): Promise<AiTurnBeforeDto | undefined> {
      const [turn, before] = await draftVersions.newestTwo(actor, storeId);
      if (!turn || !before) return undefined;
      const isAiTurn = turn.source === "ai" && turn.version === currentVersion;
      if (!isAiTurn || before.version !== currentVersion - 1) return undefined;
      return { label: turn.label, layout: layoutOf(before), theme: themeOf(before.theme) };
    },
  };
}

export type DraftHistoryService = ReturnType<typeof createDraftHistoryService>;
