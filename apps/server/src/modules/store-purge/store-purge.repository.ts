import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";

/**
 * An upload's public id in a URL that names it: /uploads/{2 hex}/{32 hex}/… (uploads.service:
 * keys are the shard, the public id, then the file), relative or absolute.
 */
const UPLOAD_ID_IN_URL = "/uploads/[0-9a-f]{2}/([0-9a-f]{32})/";

/**
 * SQL of the purge of deleted stores. It is the one reader of every table whose content can
 * name an upload (stores' layouts and themes, products and their variants, collections, draft
 * history, order lines), since which uploads belong to a store is only said by what names them
 * (docs/ARCHITECTURE.md "Deleting and purging stores").
 */
export function createStorePurgeRepository(db: Db) {
  return {
    /**
     * The public ids of the uploads that only this store uses: named by its content (layout,
     * theme, products, collections, draft history), uploaded into its organization (its team,
     * or for a personal store its creator's personal space), and named by no other store,
     * deleted or not, nor by another store's order. Anything else is left where it is.
     */
    async uploadsOnlyOf(storeId: string): Promise<string[]> {
      const result = await db.execute(sql`
        with texts as (
          select s.layout::text || s.theme::text as t from stores s where s.id = ${storeId}
          union all
          select p.images::text || p.variants::text from products p where p.store_id = ${storeId}
          union all
          select c.image from collections c where c.store_id = ${storeId} and c.image is not null
          union all
          select d.layout::text || d.theme::text from draft_versions d where d.store_id = ${storeId}
        ),
        named as (
          select distinct (regexp_matches(texts.t, ${UPLOAD_ID_IN_URL}, 'g'))[1] as public_id
          from texts
        )
        select i.public_id from images i
        join named n on n.public_id = i.public_id
        join stores s on s.id = ${storeId}
        where (
            (s.team_id is not null and i.team_id = s.team_id)
            or (s.team_id is null and i.team_id is null and i.uploaded_by = s.created_by)
          )
          and not exists (
            select 1 from stores o
            where o.id <> ${storeId} and strpos(o.layout::text || o.theme::text, i.public_id) > 0)
          and not exists (
            select 1 from products p
            where p.store_id <> ${storeId}
              and strpos(p.images::text || p.variants::text, i.public_id) > 0)
          and not exists (
            select 1 from collections c
            where c.store_id <> ${storeId} and strpos(c.image, i.public_id) > 0)
          and not exists (
            select 1 from draft_versions d
            where d.store_id <> ${storeId}
              and strpos(d.layout::text || d.theme::text, i.public_id) > 0)
          and not exists (
            select 1 from order_lines l join orders o on o.id = l.order_id
            where o.store_id <> ${storeId} and strpos(l.image, i.public_id) > 0)
        order by i.public_id`);
      return (result as unknown as { rows: { public_id: string }[] }).rows.map(
        (row) => row.public_id,
      );
    },
  };
}

export type StorePurgeRepository = ReturnType<typeof createStorePurgeRepository>;
