import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  webhookDeliveries,
  webhookEndpoints,
  type WebhookAttempt,
  type WebhookDeliveryRow,
} from "../../db/schema.js";

/** One event to record for every enabled endpoint of a store that subscribes to its type. */
export interface PendingEvent {
  eventId: string;
  type: string;
  payload: string;
}

/** A due delivery the worker claimed, with what it needs to send it. */
export interface ClaimedDelivery {
  id: string;
  endpointId: string;
  eventId: string;
  payload: string;
  attemptCount: number;
  url: string;
  secret: string;
}

export type EndpointValues = Pick<
  typeof webhookEndpoints.$inferInsert,
  "url" | "description" | "events" | "isEnabled"
>;

/**
 * SQL for webhook endpoints and their deliveries. Endpoint functions take the store first;
 * the service has checked the caller reaches it (stores service).
 */
export function createWebhooksRepository(db: Db) {
  const ofStore = (storeId: string, endpointId: string) =>
    and(eq(webhookEndpoints.storeId, storeId), eq(webhookEndpoints.id, endpointId));

  return {
    async list(storeId: string) {
      return db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.storeId, storeId))
        .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
    },

    async count(storeId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.storeId, storeId));
      return row?.n ?? 0;
    },

    async find(storeId: string, endpointId: string) {
      const [row] = await db.select().from(webhookEndpoints).where(ofStore(storeId, endpointId));
      return row ?? null;
    },

    async insert(storeId: string, createdBy: string, values: EndpointValues & { secret: string }) {
      const [row] = await db
        .insert(webhookEndpoints)
        .values({ ...values, storeId, createdBy })
        .returning();
      return row!;
    },

    async update(storeId: string, endpointId: string, patch: Partial<EndpointValues>) {
      const [row] = await db
        .update(webhookEndpoints)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(ofStore(storeId, endpointId))
        .returning();
      return row ?? null;
    },

    async remove(storeId: string, endpointId: string): Promise<boolean> {
      const rows = await db
        .delete(webhookEndpoints)
        .where(ofStore(storeId, endpointId))
        .returning({ id: webhookEndpoints.id });
      return rows.length > 0;
    },

    /** Whether an enabled endpoint of the store subscribes to any of these event types. */
    async hasSubscriber(storeId: string, types: string[]): Promise<boolean> {
      const [row] = await db
        .select({ id: webhookEndpoints.id })
        .from(webhookEndpoints)
        .where(
          and(
            eq(webhookEndpoints.storeId, storeId),
            eq(webhookEndpoints.isEnabled, true),
            // Event types hold no commas, so one text parameter carries the list.
            sql`${webhookEndpoints.events} ?| string_to_array(${types.join(",")}, ',')`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /**
     * Records each event once per enabled endpoint of the store subscribed to its type, in one
     * statement; answers how many deliveries it made.
     */
    async enqueue(storeId: string, events: PendingEvent[]): Promise<number> {
      if (events.length === 0) return 0;
      const rows = await db.execute(sql`
        insert into ${webhookDeliveries} (endpoint_id, event_id, event_type, payload)
        select e.id, v."eventId", v.type, v.payload
        from ${webhookEndpoints} e
        cross join jsonb_to_recordset(${JSON.stringify(events)}::jsonb)
          as v("eventId" uuid, type text, payload text)
        where e.store_id = ${storeId} and e.is_enabled
          and e.events @> jsonb_build_array(v.type)
        returning id`);
      return (rows as unknown as { rows: unknown[] }).rows.length;
    },

    /** A delivery made now for one endpoint (the test ping), claimed as its first attempt. */
    async insertClaimed(endpointId: string, event: PendingEvent, leaseMs: number) {
      const [row] = await db
        .insert(webhookDeliveries)
        .values({
          endpointId,
          eventId: event.eventId,
          eventType: event.type,
          payload: event.payload,
          attemptCount: 1,
          nextAttemptAt: sql`now() + ${leaseMs} * interval '1 millisecond'`,
        })
        .returning();
      return row!;
    },

    /**
     * Claims the most overdue pending delivery of an enabled endpoint that no worker is
     * delivering to, and leases both for `leaseMs`: the endpoint (`delivering_until`: one
     * delivery at a time per endpoint, in every process) and the delivery (its next attempt a
     * lease ahead, so a worker that dies mid-attempt leaves it to be retried: at least once).
     * `for update … skip locked` keeps two workers off one row at once on PostgreSQL, and a
     * worker that waited for an endpoint another just leased re-reads its lease and skips it
     * (PGlite has one connection, so statements never overlap there). `release` ends the lease.
     */
    async claimDue(leaseMs: number): Promise<ClaimedDelivery | null> {
      const result = await db.execute(sql`
        with due as (
          select d.id, d.endpoint_id from ${webhookDeliveries} d
          join ${webhookEndpoints} e on e.id = d.endpoint_id
          where d.status = 'pending' and d.next_attempt_at <= now() and e.is_enabled
            and (e.delivering_until is null or e.delivering_until <= now())
          order by d.next_attempt_at
          limit 1
          for update of d, e skip locked
        ),
        endpoint as (
          update ${webhookEndpoints} e
          set delivering_until = now() + ${leaseMs} * interval '1 millisecond'
          from due
          where e.id = due.endpoint_id
          returning e.id, e.url, e.secret
        )
        update ${webhookDeliveries} d
        set attempt_count = d.attempt_count + 1,
            next_attempt_at = now() + ${leaseMs} * interval '1 millisecond'
        from due, endpoint
        where d.id = due.id and endpoint.id = d.endpoint_id
        returning d.id, d.endpoint_id as "endpointId", d.event_id as "eventId", d.payload,
          d.attempt_count as "attemptCount", endpoint.url, endpoint.secret`);
      const [row] = (result as unknown as { rows: ClaimedDelivery[] }).rows;
      return row ?? null;
    },

    /** The worker is done with the endpoint it claimed a delivery of: others may claim it. */
    async release(endpointId: string) {
      await db
        .update(webhookEndpoints)
        .set({ deliveringUntil: null })
        .where(eq(webhookEndpoints.id, endpointId));
    },

    /** The outcome of one attempt: done (succeeded or given up) or due again in `retryInMs`. */
    async recordAttempt(
      deliveryId: string,
      outcome: {
        status: "pending" | "succeeded" | "failed";
        retryInMs: number | null;
        attempt: WebhookAttempt;
      },
    ) {
      await db
        .update(webhookDeliveries)
        .set({
          status: outcome.status,
          nextAttemptAt:
            outcome.retryInMs === null
              ? null
              : sql`now() + ${Math.round(outcome.retryInMs)} * interval '1 millisecond'`,
          attempts: sql`${webhookDeliveries.attempts} || ${JSON.stringify([outcome.attempt])}::jsonb`,
        })
        .where(eq(webhookDeliveries.id, deliveryId));
    },

    /** Finished deliveries of the endpoint beyond its newest `keep` are deleted. */
    async prune(endpointId: string, keep: number) {
      const kept = db
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpointId))
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(keep);
      await db
        .delete(webhookDeliveries)
        .where(
          and(
            eq(webhookDeliveries.endpointId, endpointId),
            sql`${webhookDeliveries.status} <> 'pending'`,
            sql`${webhookDeliveries.id} not in (${kept})`,
          ),
        );
    },

    async deliveries(endpointId: string, limit: number): Promise<WebhookDeliveryRow[]> {
      return db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpointId))
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(limit);
    },

    async findDelivery(deliveryId: string) {
      const [row] = await db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.id, deliveryId));
      return row ?? null;
    },

    /**
     * When the soonest pending delivery can be claimed (the worker sleeps until then), or
     * null: when it is due, or later when a worker is delivering to its endpoint, once that
     * lease runs out (a worker of this process that finishes earlier wakes the others itself).
     */
    async nextDue(): Promise<Date | null> {
      const claimableAt = sql<Date>`greatest(${webhookDeliveries.nextAttemptAt}, ${webhookEndpoints.deliveringUntil})`;
      const [row] = await db
        .select({ at: claimableAt.mapWith(webhookDeliveries.nextAttemptAt) })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(and(eq(webhookDeliveries.status, "pending"), eq(webhookEndpoints.isEnabled, true)))
        .orderBy(claimableAt)
        .limit(1);
      return row?.at ?? null;
    },
  };
}

export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>;
