import type { MediaSource } from "@shopwright/sdk";
import { and, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { images } from "../../db/schema.js";
import { UPLOAD_ID_IN_URL } from "./images.mapper.js";

/**
 * Whose uploads a store's library shows: its organization's. A team's store shows the team's
 * images; a personal store those its creator uploaded into their personal space.
 */
export interface MediaScope {
  storeId: string;
  teamId: string | null;
  createdBy: string;
}

/** Where a page starts: after this item of the order (newest first, then by sort key). */
export interface MediaPosition {
  /** The item's time in microseconds, as the database writes it (ISO 8601, UTC). */
  createdAt: string;
  sortKey: string;
}

export interface MediaRow {
  kind: MediaSource;
  imageId: string | null;
  url: string;
  fileName: string | null;
  alt: string | null;
  width: number | null;
  height: number | null;
  productId: string | null;
  productName: string | null;
  position: MediaPosition;
}

interface RawRow {
  kind: MediaSource;
  image_id: string | null;
  url: string;
  file_name: string | null;
  alt: string | null;
  width: number | null;
  height: number | null;
  product_id: string | null;
  product_name: string | null;
  created_at: string;
  sort_key: string;
}

const ownedBy = (scope: MediaScope): SQL =>
  scope.teamId === null
    ? and(isNull(images.teamId), eq(images.uploadedBy, scope.createdBy))!
    : eq(images.teamId, scope.teamId);

/**
 * SQL of a store's media library (docs/ARCHITECTURE.md "Uploads and images"). Its list reads
 * the store's products' `images` beside the `images` table, in one statement, since a page
 * of both ordered together cannot be had from two reads; the products module still alone
 * writes them.
 */
export function createMediaRepository(db: Db) {
  return {
    /**
     * One page (`limit` rows) of the store's images after `after`, newest first: the
     * organization's uploads and each photo of each product of the store. An upload that is
     * one of the store's product photos is listed once, as that photo, with the upload's alt
     * text and size. Every word must be inside the file name, the alt text or the product
     * name, case and accents aside.
     */
    async list(
      scope: MediaScope,
      options: { words: string[]; source?: MediaSource; after?: MediaPosition; limit: number },
    ): Promise<MediaRow[]> {
      const { words, source, after, limit } = options;
      const withUploads = source === "product" ? sql`false` : sql`true`;
      const withPhotos = source === "upload" ? sql`false` : sql`true`;
      const isAfter = after
        ? sql`(item.created_at < ${after.createdAt}::timestamptz
            or (item.created_at = ${after.createdAt}::timestamptz
              and item.sort_key collate "C" < ${after.sortKey}))`
        : sql`true`;
      const result = await db.execute(sql`
        with photo as materialized (
          select p.id as product_id, p.name as product_name, p.created_at, e.ord,
            coalesce(e.value ->> 'url', e.value #>> '{}') as url,
            e.value ->> 'originalName' as original_name,
            substring(coalesce(e.value ->> 'url', e.value #>> '{}') from ${UPLOAD_ID_IN_URL})
              as public_id
          from products p
          cross join lateral jsonb_array_elements(
            case when jsonb_typeof(p.images) = 'array' then p.images else '[]'::jsonb end
          ) with ordinality as e(value, ord)
          where p.store_id = ${scope.storeId}
        ),
        upload as (
          select ${images.id} as id, ${images.publicId} as public_id,
            ${images.originalName} as original_name, ${images.alt} as alt,
            ${images.width} as width, ${images.height} as height, ${images.key} as key,
            ${images.createdAt} as created_at
          from ${images}
          where ${ownedBy(scope)}
        ),
        item as (
          select 'upload' as kind, u.id as image_id, '/uploads/' || u.key as url,
            u.original_name as file_name, u.alt, u.width, u.height,
            null::uuid as product_id, null::text as product_name, u.created_at,
            'u' || u.id::text as sort_key,
            coalesce(u.original_name, '') || ' ' || coalesce(u.alt, '') as haystack
          from upload u
          where ${withUploads}
            and not exists (select 1 from photo where photo.public_id = u.public_id)
          union all
          select 'product', u.id, ph.url, coalesce(u.original_name, ph.original_name), u.alt,
            u.width, u.height, ph.product_id, ph.product_name, ph.created_at,
            'p' || ph.product_id::text || lpad((1000 - ph.ord)::text, 4, '0'),
            ph.product_name || ' ' || coalesce(u.alt, '') || ' '
              || coalesce(u.original_name, ph.original_name, '')
          from photo ph
          left join upload u on u.public_id = ph.public_id
          where ${withPhotos} and ph.url <> ''
        )
        select item.kind, item.image_id, item.url, item.file_name, item.alt, item.width,
          item.height, item.product_id, item.product_name, item.sort_key,
          to_char(item.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
            as created_at
        from item
        where ${isAfter}
          and not exists (
            select 1 from json_array_elements_text(${JSON.stringify(words)}::json) as w(word)
            where strpos(search_fold(item.haystack), search_fold(w.word)) = 0)
        order by item.created_at desc, item.sort_key collate "C" desc
        limit ${limit}`);
      return (result as unknown as { rows: RawRow[] }).rows.map((row) => ({
        kind: row.kind,
        imageId: row.image_id,
        url: row.url,
        fileName: row.file_name,
        alt: row.alt,
        width: row.width === null ? null : Number(row.width),
        height: row.height === null ? null : Number(row.height),
        productId: row.product_id,
        productName: row.product_name,
        position: { createdAt: row.created_at, sortKey: row.sort_key },
      }));
    },

    /** Sets the alt text of one upload of the organization; null when it has none such. */
    async setAlt(
      scope: MediaScope,
      imageId: string,
      alt: string | null,
    ): Promise<{ id: string; alt: string | null } | null> {
      const [row] = await db
        .update(images)
        .set({ alt, updatedAt: new Date() })
        .where(and(eq(images.id, imageId), ownedBy(scope)))
        .returning({ id: images.id, alt: images.alt });
      return row ?? null;
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
