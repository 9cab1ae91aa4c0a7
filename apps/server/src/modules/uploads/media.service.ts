import {
  MEDIA_LIMITS,
  UPLOAD_MESSAGES,
  type MediaAltResult,
  type MediaListResult,
  type MediaSource,
} from "@shopwright/sdk";
import { notFound } from "../../http/app-error.js";
import { isUuid } from "../../http/is-uuid.js";
import type { Actor } from "../auth/auth.plugin.js";
import type { StoresService } from "../stores/stores.service.js";
import { cursorOf, positionOf, toMediaItemDto } from "./media.mapper.js";
import type { MediaRepository, MediaScope } from "./media.repository.js";

/** Words of a search the list matches, each on its own; more are ignored. */
const SEARCH_WORDS = 8;

/**
 * A store's media library (PRODUCT.md §7 "Media library"): its organization's uploads and its
 * products' photos, and the uploads' alt texts. The store is reached through the stores
 * service, so another organization's store answers 404 like a missing one.
 */
export function createMediaService(deps: {
  media: MediaRepository;
  stores: Pick<StoresService, "reachable">;
}) {
  async function scopeOf(actor: Actor, storeId: string): Promise<MediaScope> {
    const store = await deps.stores.reachable(actor, storeId);
    return { storeId: store.id, teamId: store.teamId, createdBy: store.createdBy };
  }

  return {
    /** GET /store/{id}/media: a page, newest first, and the cursor of the next one. */
    async list(
      actor: Actor,
      storeId: string,
      query: { q?: string; source?: MediaSource; cursor?: string },
    ): Promise<MediaListResult> {
      // A malformed cursor is the caller's mistake wherever the store is: checked first.
      const after = query.cursor ? positionOf(query.cursor) : undefined;
      const scope = await scopeOf(actor, storeId);
      const words = (query.q ?? "").split(/\s+/u).filter(Boolean).slice(0, SEARCH_WORDS);
      const rows = await deps.media.list(scope, {
        words,
        source: query.source,
        after,
        limit: MEDIA_LIMITS.pageSize + 1,
      });
      const page = rows.slice(0, MEDIA_LIMITS.pageSize);
      const last = page[page.length - 1];
      return {
        items: page.map(toMediaItemDto),
        nextCursor: rows.length > page.length && last ? cursorOf(last.position) : null,
      };
    },

    /** PUT /store/{id}/media/{imageId}: an upload of the store's organization, else 404. */
    async setAlt(
      actor: Actor,
      storeId: string,
      imageId: string,
      alt: string,
    ): Promise<MediaAltResult> {
      const scope = await scopeOf(actor, storeId);
      const notFoundHere = () => notFound("upload_not_found", UPLOAD_MESSAGES.notFound);
      if (!isUuid(imageId)) throw notFoundHere();
      const row = await deps.media.setAlt(scope, imageId, alt || null);
      if (!row) throw notFoundHere();
      return { imageId: row.id, alt: row.alt };
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
