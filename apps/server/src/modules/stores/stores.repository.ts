import type { DraftSource, StoreSiteDto, TeamRole } from "@shopwright/sdk";
import {
  and,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type AnyColumn,
  type Placeholder,
  type SQL,
} from "drizzle-orm";
import { union } from "drizzle-orm/pg-core";
import { minorDigits, readStoredLayout, toStoredLayout, type Layout } from "@shopwright/site";
import type { Db } from "../../db/client.js";
import {
  checkoutSettings,
  collections,
  discounts,
  products,
  shippingRates,
  shippingZones,
  sites,
  stores,
  teamMembers,
  teams,
  users,
  type StoreRow,
} from "../../db/schema.js";
import type { Actor } from "../auth/auth.plugin.js";

const summaryColumns = {
  id: stores.id,
  storeName: stores.storeName,
  domain: stores.domain,
  description: stores.description,
  approved: stores.approved,
  currency: stores.currency,
  locale: stores.locale,
  teamId: stores.teamId,
  createdAt: stores.createdAt,
  updatedAt: stores.updatedAt,
};
/**
 * The caller's role in a store, as a column (the permission table in the SDK reads it): their
 * role in the store's team, or owner of a personal store (which only its creator reaches).
 */
// Qualified by hand: drizzle writes the columns of a one-table select or RETURNING list bare,
// and a bare "team_id" inside the subquery would name the membership's own column.
const roleOf = (userId: string) =>
  sql<TeamRole>`coalesce((select "tm"."role" from ${teamMembers} as "tm" where "tm"."team_id" = "stores"."team_id" and "tm"."user_id" = ${userId}), 'owner')`.as(
    "role",
  );

/**
 * The store's live site as two columns: its host label and when its live pointer last moved,
 * both null while nothing is published. A sanctioned read of publishing's `sites` table in the
 * same statement as the store (a primary-key lookup), so the dashboard learns which stores are
 * live without a round trip per store; publishing alone writes that table.
 */
const liveSite = {
  siteSlug: sql<
    string | null
  >`(select "sites"."slug" from ${sites} where "sites"."store_id" = "stores"."id" and "sites"."live_deploy_id" is not null)`.as(
    "site_slug",
  ),
  sitePublishedAt:
    sql<Date | null>`(select "sites"."updated_at" from ${sites} where "sites"."store_id" = "stores"."id" and "sites"."live_deploy_id" is not null)`
      .mapWith(sites.updatedAt)
      .as("site_published_at"),
};
/** The live site's columns of a store row (see liveSite). */
export interface LiveSiteColumns {
  siteSlug: string | null;
  sitePublishedAt: Date | null;
}

/**
 * The domain columns of a store whose domain is set to `domain`: as they were when it names
 * the same pair (www. added or dropped), else pending and unchecked, so a new domain is served
 * only once proven (docs/PRODUCT.md "Your own domain"; the domains module writes them).
 */
function unprovenUnlessSame(domain: string) {
  const isSame = sql`${stores.domainBare} = regexp_replace(${domain}::text, '^www[.]', '')`;
  return {
    domainStatus: sql`case when ${isSame} then ${stores.domainStatus} else 'pending' end`,
    domainVerifiedAt: sql`case when ${isSame} then ${stores.domainVerifiedAt} end`,
    domainCheckedAt: sql`case when ${isSame} then ${stores.domainCheckedAt} end`,
    domainProblem: sql`case when ${isSame} then ${stores.domainProblem} end`,
  };
}

const withRole = (actor: Actor) => ({
  ...getTableColumns(stores),
  role: roleOf(actor.userId),
  ...liveSite,
});

export type StoreSummaryRow = Pick<StoreRow, keyof typeof summaryColumns> & {
  role: TeamRole;
} & LiveSiteColumns;

/**
 * A store as the server holds it: its row with the layout read once, where it leaves the
 * database (`readStoredLayout`: migrated to the canonical `Layout`, null while never saved).
 */
export type Store = Omit<StoreRow, "layout"> & { layout: Layout | null };
/** A store row as read, its stored layout read into the canonical `Layout`. */
export function storeOf<T extends StoreRow>(row: T): Omit<T, "layout"> & { layout: Layout | null } {
  return { ...row, layout: readStoredLayout(row.layout) };
}

/** A store as read: with the caller's role in it and its live site's columns. */
export type StoreWithRoleRow = Store & { role: TeamRole } & LiveSiteColumns;
/** A store as its published site's cart and checkout see it (`forStorefront`). */
export interface StorefrontStore {
  id: string;
  storeName: string;
  currency: string;
  locale: string;
  theme: Record<string, unknown>;
  teamId: string | null;
  /** The live site's host label, null while nothing is published. */
  siteSlug: string | null;
  /** Who gets the new-order notice: the team's members, or a personal store's creator. */
  staffEmails: string[];
}

/** A deleted store as the list of restorable stores shows it. */
export interface DeletedStoreRow {
  id: string;
  storeName: string;
  domain: string;
  teamId: string | null;
  role: TeamRole;
  deletedAt: Date;
  /** When its purge may begin: the end of its restoring. */
  purgeAfter: Date;
  deletedByName: string | null;
}

/** A store with the caller's role in it and its live site, as the service answers it. */
export type StoreWithRole = Store & { role: TeamRole; site: StoreSiteDto | null };

/**
 * A store its creator reaches on their own: one that belongs to no team. A team's store is
 * reached through membership only, so a member removed from the team loses it at once, even
 * one they created themselves.
 */
const ownPersonalStore = (userId: string | Placeholder) =>
  and(eq(stores.createdBy, userId), isNull(stores.teamId));

/** An actor as SQL accepts it: placeholders allowed, so a statement can be prepared once. */
export interface ActorScope {
  userId: string | Placeholder;
  teamScope?: string | Placeholder;
}

const teamsOf = (db: Db, userId: string | Placeholder) =>
  db.select({ teamId: teamMembers.teamId }).from(teamMembers).where(eq(teamMembers.userId, userId));

/** A store nobody deleted: the only kind anyone reaches (a deleted one waits for its purge). */
const isLive = isNull(stores.deletedAt);

/**
 * The stores an actor may reach, as a condition on `stores`. A session: their own personal
 * stores and those of every team they belong to. An API key (`teamScope`): the stores of its
 * one team, while its creator still belongs to it. The membership subquery is the one read of
 * team tables here, kept in SQL so a list costs one round trip. Deleted stores are out of
 * reach, unless `deleted` asks for the ones the actor would reach otherwise (restoring).
 */
function reachableBy(db: Db, actor: ActorScope, deleted: "without" | "with" = "without"): SQL {
  const organization =
    actor.teamScope !== undefined
      ? and(eq(stores.teamId, actor.teamScope), inArray(stores.teamId, teamsOf(db, actor.userId)))!
      : or(ownPersonalStore(actor.userId), inArray(stores.teamId, teamsOf(db, actor.userId)))!;
  return deleted === "with" ? organization : and(isLive, organization)!;
}

/** A deleted store its owners and admins may still restore: its purge has not begun. */
const isRestorable = and(isNotNull(stores.deletedAt), sql`${stores.purgeAfter} > now()`)!;

/**
 * The ids of the stores an actor may reach, as a subquery, so repositories of store-owned rows
 * (products, pages …) scope their SQL by it in the same statement rather than in a second
 * round trip. The one sanctioned use of the stores table outside this module.
 *
 * A UNION of the two branches rather than one OR: each branch is an index scan
 * (stores_created_by_idx, stores_team_idx), where the OR made PostgreSQL read every store.
 * An API key has only the team branch, narrowed to its team.
 */
export function reachableStoreIds(db: Db, actor: Actor) {
  const ofTeams = db
    .select({ id: stores.id })
    .from(stores)
    .innerJoin(teamMembers, eq(teamMembers.teamId, stores.teamId));
  if (actor.teamScope !== undefined) {
    return ofTeams.where(
      and(eq(teamMembers.userId, actor.userId), eq(stores.teamId, actor.teamScope), isLive),
    );
  }
  return union(
    db
      .select({ id: stores.id })
      .from(stores)
      .where(and(ownPersonalStore(actor.userId), isLive)),
    ofTeams.where(and(eq(teamMembers.userId, actor.userId), isLive)),
  );
}

/**
 * True when the actor may reach the store, as one SQL condition: a primary-key read of the
 * store and, for a team's store, one index read of the membership. With reachableStoreIds,
 * the sanctioned use of the stores table outside this module: a repository puts it in the
 * same statement as its own read, so checking access costs no round trip of its own.
 * Placeholders are accepted, so the statement can be prepared once (one per kind of actor).
 */
export function isStoreReachable(db: Db, actor: ActorScope, storeId: string | Placeholder): SQL {
  const store = db
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.id, storeId), reachableBy(db, actor)));
  return sql`exists (${store})`;
}

/**
 * Which stored draft a write may replace: the one at a given version, only a store whose
 * layout was never saved, or whatever is stored (a deliberate overwrite).
 */
export type DraftBase = { version: number } | "empty-layout" | "any";

/**
 * What a draft save writes: the layout, the theme, the draft it expects to replace, and what
 * the draft history says of it (docs/ARCHITECTURE.md "Draft history").
 */
export interface DraftWrite {
  /** Canonical: checked where it came in (an API write, a starter theme). */
  layout: Layout;
  theme: Record<string, unknown>;
  base: DraftBase;
  source: DraftSource;
  /** How the history names this version (an AI turn: its prompt). */
  label: string;
}

/** A draft as stored: what the history snapshots. */
export interface StoredDraft {
  version: number;
  /** The stored form (`toStoredLayout`), `{}` while the site was never saved. */
  layout: Record<string, unknown>;
  theme: Record<string, unknown>;
  /** When this version was written. */
  writtenAt: Date;
}

/** One write of a draft, as the history records it: the draft it replaced and the one written. */
export interface DraftRecord {
  storeId: string;
  userId: string;
  replaced: StoredDraft;
  written: StoredDraft;
  source: DraftSource;
  label: string;
}

/**
 * Records a draft write inside its transaction (the draft history module's recorder), so a
 * version is kept exactly when the write commits.
 */
export type DraftRecorder = (tx: Db, record: DraftRecord) => Promise<void>;

/**
 * SQL for stores; every function takes the calling actor first as its scope. Draft writes
 * are recorded by `recordDraft` in their own transaction.
 */
export function createStoresRepository(db: Db, recordDraft: DraftRecorder) {
  return {
    /**
     * Runs `write` in a transaction that holds the organization's row FOR NO KEY UPDATE (the
     * team's, or for personal stores the person's), with how many live stores it has: creates,
     * restores and moves into one organization take turns, so a limit checked against the count
     * still holds when the write commits (docs/ARCHITECTURE.md "Limits").
     */
    async inOrganization<T>(
      organization: { teamId: string | null; userId: string },
      write: (liveStores: number, tx: Db) => Promise<T>,
    ): Promise<T> {
      const { teamId, userId } = organization;
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        if (teamId === null) {
          await tx
            .select({ id: users.id })
            .from(users)
            .where(eq(users.id, userId))
            .for("no key update");
        } else {
          await tx
            .select({ id: teams.id })
            .from(teams)
            .where(eq(teams.id, teamId))
            .for("no key update");
        }
        const [row] = await tx
          .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
          .from(stores)
          .where(
            and(teamId === null ? ownPersonalStore(userId) : eq(stores.teamId, teamId), isLive),
          );
        return write(row?.n ?? 0, tx);
      });
    },

    async insert(
      actor: Actor,
      values: {
        teamId: string | null;
        storeName: string;
        domain: string;
        description: string | null;
      },
      tx: Db = db,
    ) {
      const [row] = await tx
        .insert(stores)
        .values({ ...values, createdBy: actor.userId })
        .returning(withRole(actor));
      return storeOf(row!);
    },

    /**
     * The stores of one organization the actor reaches, newest first: a team's (`teamId`), or
     * (null) the actor's own personal stores.
     */
    listIn(actor: Actor, teamId: string | null): Promise<StoreSummaryRow[]> {
      const inOrganization = teamId === null ? isNull(stores.teamId) : eq(stores.teamId, teamId);
      return db
        .select({ ...summaryColumns, role: roleOf(actor.userId), ...liveSite })
        .from(stores)
        .where(and(inOrganization, inArray(stores.id, reachableStoreIds(db, actor))))
        .orderBy(desc(stores.createdAt), desc(stores.id));
    },
    /** How many stores the actor reaches in each organization (null: personal), in one read. */
    async countsByOrganization(actor: Actor): Promise<Map<string | null, number>> {
      const rows = await db
        .select({ teamId: stores.teamId, n: sql<number>`count(*)::int` })
        .from(stores)
        .where(inArray(stores.id, reachableStoreIds(db, actor)))
        .groupBy(stores.teamId);
      return new Map(rows.map((row) => [row.teamId, Number(row.n)]));
    },
    /** The user's role in a team, or null when they are not in it (a move's destination). */
    async teamRoleOf(userId: string, teamId: string): Promise<TeamRole | null> {
      const [row] = await db
        .select({ role: teamMembers.role })
        .from(teamMembers)
        .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
        .limit(1);
      return row?.role ?? null;
    },

    async find(actor: Actor, storeId: string): Promise<StoreWithRoleRow | null> {
      const [row] = await db
        .select(withRole(actor))
        .from(stores)
        .where(and(eq(stores.id, storeId), reachableBy(db, actor)))
        .limit(1);
      return row ? storeOf(row) : null;
    },

    async update(
      actor: Actor,
      storeId: string,
      patch: Partial<
        Pick<
          StoreRow,
          "storeName" | "domain" | "description" | "currency" | "locale" | "approved" | "teamId"
        >
      >,
      outer: Db = db,
    ) {
      const write = async (tx: Db) => {
        const [row] = await tx
          .update(stores)
          .set({
            ...patch,
            ...(patch.domain === undefined ? {} : unprovenUnlessSame(patch.domain)),
            updatedAt: sql`now()`,
          })
          .where(and(eq(stores.id, storeId), reachableBy(tx, actor)))
          .returning(withRole(actor));
        return row ? storeOf(row) : null;
      };
      if (patch.currency === undefined) return write(outer);
      const currency = patch.currency;
      // Prices are minor units of the store's currency: a currency with other minor digits
      // rescales them, in the same transaction as the change (USD 18.50 is 1850; as JPY it is
      // 19, and as KWD 18500). A sanctioned write of the products table (docs/ARCHITECTURE.md):
      // the products service reaches the stores service, never the reverse. The store's row is
      // locked first, so product writes (which hold it FOR SHARE) wait or are waited for.
      return outer.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const [before] = await tx
          .select({ currency: stores.currency })
          .from(stores)
          .where(and(eq(stores.id, storeId), reachableBy(tx, actor)))
          .for("update");
        if (!before) return null;
        const row = await write(tx);
        const shift = minorDigits(currency) - minorDigits(before.currency);
        if (row && shift !== 0) {
          await tx
            .update(products)
            .set({
              priceMinor: sql`round(${products.priceMinor} * ${10 ** shift}::numeric)::bigint`,
              compareAtMinor: sql`round(${products.compareAtMinor} * ${10 ** shift}::numeric)::bigint`,
              // Each variant's prices the same way, in its place.
              variants: sql`(
                select coalesce(jsonb_agg(
                  v || jsonb_build_object(
                    'priceMinor', round((v->>'priceMinor')::numeric * ${10 ** shift}::numeric)::bigint,
                    'compareAtMinor', case when v->'compareAtMinor' = 'null'::jsonb then null
                      else round((v->>'compareAtMinor')::numeric * ${10 ** shift}::numeric)::bigint end
                  ) order by position), '[]'::jsonb)
                from jsonb_array_elements(${products.variants}) with ordinality as e(v, position)
              )`,
              updatedAt: sql`now()`,
            })
            .where(eq(products.storeId, storeId));
          await rescaleMoneySettings(tx, storeId, 10 ** shift);
        }
        return row;
      });
    },

    /**
     * The store's draft (layout, theme) and its next version, recorded in the draft history in
     * the same transaction. The check is a locking read of the row, so of two saves from the
     * same base only the first wins: the second reads the row again once the first commits,
     * and its version no longer matches. Null when no row matched: the store is out of reach,
     * its version moved on, or it has a layout the write did not say it replaces.
     */
    async writeDraft(actor: Actor, storeId: string, draft: DraftWrite): Promise<Store | null> {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const [before] = await tx
          .select({
            version: stores.version,
            layout: stores.layout,
            theme: stores.theme,
            writtenAt: stores.updatedAt,
          })
          .from(stores)
          .where(
            and(
              eq(stores.id, storeId),
              draft.base === "any"
                ? undefined
                : draft.base === "empty-layout"
                  ? sql`${stores.layout} = '{}'::jsonb`
                  : eq(stores.version, draft.base.version),
              inArray(stores.id, reachableStoreIds(tx, actor)),
            ),
          )
          .for("update");
        if (!before) return null;
        const [row] = await tx
          .update(stores)
          .set({
            layout: toStoredLayout(draft.layout),
            theme: draft.theme,
            version: sql`${stores.version} + 1`,
            updatedAt: sql`now()`,
          })
          .where(eq(stores.id, storeId))
          .returning();
        if (!row) return null;
        await recordDraft(tx, {
          storeId,
          userId: actor.userId,
          replaced: before,
          written: {
            version: row.version,
            layout: row.layout,
            theme: row.theme,
            writtenAt: row.updatedAt,
          },
          source: draft.source,
          label: draft.label,
        });
        return storeOf(row);
      });
    },

    /**
     * Waits until no transaction is deleting or changing the store's row (a locking read,
     * released at once): what a caller reads afterwards is the outcome of a concurrent delete.
     */
    async settle(storeId: string): Promise<void> {
      await db.execute(sql`select 1 from ${stores} where ${stores.id} = ${storeId} for key share`);
    },

    /**
     * A store as its published site sells for it: what a visitor's cart and checkout need,
     * found by the id a site's host named (never by anything a visitor sends), and the
     * addresses of the people who run it (the team's members, or the creator of a personal
     * store) for the new-order notice, read with the store in one statement.
     */
    async forStorefront(storeId: string): Promise<StorefrontStore | null> {
      const [row] = await db
        .select({
          id: stores.id,
          storeName: stores.storeName,
          currency: stores.currency,
          locale: stores.locale,
          theme: stores.theme,
          teamId: stores.teamId,
          siteSlug: liveSite.siteSlug,
          staffEmails: sql<string[]>`coalesce((
            select array_agg("u"."email" order by "u"."email") from "users" as "u"
            where ("stores"."team_id" is null and "u"."id" = "stores"."created_by")
               or "u"."id" in (select "tm"."user_id" from ${teamMembers} as "tm" where "tm"."team_id" = "stores"."team_id")
          ), '{}')`,
        })
        .from(stores)
        .where(eq(stores.id, storeId))
        .limit(1);
      return row ?? null;
    },

    /**
     * Deletes the store for everyone (docs/PRODUCT.md "Deleting and restoring a store"): out of
     * reach and its site offline at once, its rows, files and address kept for `graceMs`.
     * Answers when its purge may begin, or null when it was not reachable.
     */
    async remove(actor: Actor, storeId: string, graceMs: number): Promise<Date | null> {
      const [row] = await db
        .update(stores)
        .set({
          deletedAt: sql`now()`,
          deletedBy: actor.userId,
          purgeAfter: sql`now() + ${graceMs} * interval '1 millisecond'`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(stores.id, storeId), reachableBy(db, actor)))
        .returning({ purgeAfter: stores.purgeAfter });
      return row?.purgeAfter ?? null;
    },

    /**
     * The deleted stores of one organization (as `listIn`) that the actor would reach and that
     * can still be restored, most recently deleted first, with who deleted them.
     */
    listDeletedIn(actor: Actor, teamId: string | null): Promise<DeletedStoreRow[]> {
      const inOrganization = teamId === null ? isNull(stores.teamId) : eq(stores.teamId, teamId);
      return db
        .select({
          id: stores.id,
          storeName: stores.storeName,
          domain: stores.domain,
          teamId: stores.teamId,
          role: roleOf(actor.userId),
          deletedAt: sql<Date>`${stores.deletedAt}`.mapWith(stores.deletedAt),
          purgeAfter: sql<Date>`${stores.purgeAfter}`.mapWith(stores.purgeAfter),
          deletedByName: sql<
            string | null
          >`(select "u"."name" from "users" as "u" where "u"."id" = "stores"."deleted_by")`,
        })
        .from(stores)
        .where(and(inOrganization, isRestorable, reachableBy(db, actor, "with")))
        .orderBy(desc(stores.deletedAt), desc(stores.id));
    },

    /** A deleted store the actor would reach and may still restore, with their role in it. */
    async findRestorable(actor: Actor, storeId: string) {
      const [row] = await db
        .select({
          id: stores.id,
          role: roleOf(actor.userId),
          approved: stores.approved,
          teamId: stores.teamId,
          createdBy: stores.createdBy,
        })
        .from(stores)
        .where(and(eq(stores.id, storeId), isRestorable, reachableBy(db, actor, "with")))
        .limit(1);
      return row ?? null;
    },

    /**
     * Takes the next deleted store whose purge is due, for `leaseMs`: one that no other
     * purge holds (its lease ran out, or it never had one). Rows locked by another process's
     * claim are skipped, so several processes purge different stores. Null when none is due.
     */
    async claimPurge(leaseMs: number): Promise<string | null> {
      const due = db
        .select({ id: stores.id })
        .from(stores)
        .where(
          and(
            isNotNull(stores.deletedAt),
            sql`${stores.purgeAfter} <= now()`,
            or(isNull(stores.purgeLeaseUntil), sql`${stores.purgeLeaseUntil} < now()`),
          ),
        )
        .orderBy(stores.purgeAfter)
        .limit(1)
        .for("update", { skipLocked: true });
      const [row] = await db
        .update(stores)
        .set({ purgeLeaseUntil: sql`now() + ${leaseMs} * interval '1 millisecond'` })
        .where(inArray(stores.id, due))
        .returning({ id: stores.id });
      return row?.id ?? null;
    },

    /** Deletes a deleted store's rows for good (their cascades with them), once its purge is due. */
    async purge(storeId: string): Promise<boolean> {
      const rows = await db
        .delete(stores)
        .where(
          and(
            eq(stores.id, storeId),
            isNotNull(stores.deletedAt),
            sql`${stores.purgeAfter} <= now()`,
          ),
        )
        .returning({ id: stores.id });
      return rows.length > 0;
    },

    /**
     * Brings a deleted store back as it was, its site live again, while its purge has not
     * begun (the purge claims a store only once `purge_after` has passed: never both).
     */
    async restore(actor: Actor, storeId: string, tx: Db = db): Promise<StoreWithRoleRow | null> {
      const [row] = await tx
        .update(stores)
        .set({
          deletedAt: null,
          deletedBy: null,
          purgeAfter: null,
          purgeLeaseUntil: null,
          updatedAt: sql`now()`,
        })
        .where(and(eq(stores.id, storeId), isRestorable, reachableBy(db, actor, "with")))
        .returning(withRole(actor));
      return row ? storeOf(row) : null;
    },
  };
}

export type StoresRepository = ReturnType<typeof createStoresRepository>;

/**
 * The store's other amounts in minor units, rescaled with its prices when the currency's
 * digits change: fixed discounts and minimum subtotals, shipping rates and their free-over
 * amounts, and the price rules of automatic collections (kept as text). The versions of the
 * screens that save them move on, so a save made before the change is refused as stale.
 */
async function rescaleMoneySettings(tx: Db, storeId: string, factor: number) {
  const scaled = (column: AnyColumn) => sql`round(${column} * ${factor}::numeric)::bigint`;
  await tx
    .update(discounts)
    .set({
      value: sql`case when ${discounts.kind} = 'fixed' then ${scaled(discounts.value)} else ${discounts.value} end`,
      minimumSubtotalMinor: scaled(discounts.minimumSubtotalMinor),
    })
    .where(eq(discounts.storeId, storeId));
  await tx
    .update(shippingRates)
    .set({
      priceMinor: scaled(shippingRates.priceMinor),
      freeOverMinor: scaled(shippingRates.freeOverMinor),
    })
    .where(
      inArray(
        shippingRates.zoneId,
        tx
          .select({ id: shippingZones.id })
          .from(shippingZones)
          .where(eq(shippingZones.storeId, storeId)),
      ),
    );
  await tx
    .update(collections)
    .set({
      rules: sql`(
        select coalesce(jsonb_agg(
          case when r->>'field' = 'price'
            then jsonb_set(r, '{value}', to_jsonb(round((r->>'value')::numeric * ${factor}::numeric)::bigint::text))
            else r end
          order by position), '[]'::jsonb)
        from jsonb_array_elements(${collections.rules}) with ordinality as e(r, position)
      )`,
      version: sql`${collections.version} + 1`,
    })
    .where(eq(collections.storeId, storeId));
  await tx
    .update(checkoutSettings)
    .set({ version: sql`${checkoutSettings.version} + 1` })
    .where(eq(checkoutSettings.storeId, storeId));
}
