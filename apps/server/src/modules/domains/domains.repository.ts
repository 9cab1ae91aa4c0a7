import type { DomainProblem, DomainStatus } from "@shopwright/sdk";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { stores } from "../../db/schema.js";

/** A store's domain columns, as the domain routes answer them. */
export interface DomainRow {
  id: string;
  domain: string;
  domainBare: string;
  domainToken: string;
  domainStatus: string;
  domainVerifiedAt: Date | null;
  domainCheckedAt: Date | null;
  domainProblem: string | null;
}

const domainColumns = {
  id: stores.id,
  domain: stores.domain,
  domainBare: stores.domainBare,
  domainToken: stores.domainToken,
  domainStatus: stores.domainStatus,
  domainVerifiedAt: stores.domainVerifiedAt,
  domainCheckedAt: stores.domainCheckedAt,
  domainProblem: stores.domainProblem,
};

const isServed = sql`${stores.domainStatus} <> 'pending'`;

/**
 * SQL on the stores' domain columns (`domain_*`), which this module alone writes
 * (docs/ARCHITECTURE.md): the stores module writes `domain` and resets them when it changes.
 * Every write names the domain it checked, so a check that raced a change of the domain
 * writes nothing.
 */
export function createDomainsRepository(db: Db) {
  /** Records a check that proved the domain: verified or active. */
  const prove = (
    tx: Db,
    storeId: string,
    domain: string,
    status: Exclude<DomainStatus, "pending">,
    problem: DomainProblem | null,
  ) =>
    tx
      .update(stores)
      .set({
        domainStatus: status,
        domainVerifiedAt: sql`coalesce(${stores.domainVerifiedAt}, now())`,
        domainCheckedAt: sql`now()`,
        domainProblem: problem,
      })
      .where(and(eq(stores.id, storeId), eq(stores.domain, domain)))
      .returning(domainColumns);

  return {
    /** The store that holds a bare domain past pending (one at most: the unique index). */
    async holderOf(bare: string): Promise<DomainRow | null> {
      const [row] = await db
        .select(domainColumns)
        .from(stores)
        .where(and(eq(stores.domainBare, bare), isServed))
        .limit(1);
      return row ?? null;
    },

    /** Whether a store other than `storeId` holds the bare domain past pending. */
    async isHeldByOther(bare: string, storeId: string | null): Promise<boolean> {
      const [row] = await db
        .select({ id: stores.id })
        .from(stores)
        .where(
          and(eq(stores.domainBare, bare), isServed, storeId ? ne(stores.id, storeId) : undefined),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Verified or active; throws the unique index's violation when another store holds it. */
    async prove(
      storeId: string,
      domain: string,
      status: Exclude<DomainStatus, "pending">,
      problem: DomainProblem | null,
    ): Promise<DomainRow | null> {
      const [row] = await prove(db, storeId, domain, status, problem);
      return row ?? null;
    },

    /**
     * Moves the domain from `holderId`, whose code the TXT record no longer holds, to `storeId`,
     * whose code it holds, in one transaction.
     */
    async takeOver(
      holderId: string,
      storeId: string,
      domain: string,
      status: Exclude<DomainStatus, "pending">,
      problem: DomainProblem | null,
    ): Promise<DomainRow | null> {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        await tx
          .update(stores)
          .set({
            domainStatus: "pending",
            domainVerifiedAt: null,
            domainCheckedAt: sql`now()`,
            domainProblem: "ownership_record_missing" satisfies DomainProblem,
          })
          .where(and(eq(stores.id, holderId), isServed));
        const [row] = await prove(tx, storeId, domain, status, problem);
        return row ?? null;
      });
    },

    /** Records a check that did not prove the domain: pending (no longer served). */
    async unprove(
      storeId: string,
      domain: string,
      problem: DomainProblem,
    ): Promise<DomainRow | null> {
      const [row] = await db
        .update(stores)
        .set({
          domainStatus: "pending",
          domainVerifiedAt: null,
          domainCheckedAt: sql`now()`,
          domainProblem: problem,
        })
        .where(and(eq(stores.id, storeId), eq(stores.domain, domain)))
        .returning(domainColumns);
      return row ?? null;
    },
  };
}

export type DomainsRepository = ReturnType<typeof createDomainsRepository>;
