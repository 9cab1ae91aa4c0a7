/**
 * The server that checkout.bench.ts measures, in a process of its own: the real server
 * (buildApp) on the database it is given, with a site file store in a fresh DATA_DIR, and on
 * a second port the reference: a bare Fastify (no plugins, no hooks) whose one route writes
 * one order row with a single INSERT through the same database client the app uses.
 *
 * Commands: `seedCarts` writes carts (and a line of one product each) straight into the
 * database, so a measured run never waits for its carts to be made; `sold` reads what the
 * orders of a product took.
 */
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { and, count, eq, sql } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { buildApp } from "../apps/server/src/app.js";
import { openDatabase, type DatabaseTarget } from "../apps/server/src/db/client.js";
import { cartLines, carts, orderLines, orders, products } from "../apps/server/src/db/schema.js";
import { testConfig } from "../apps/server/src/test/test-app.js";
import { runAsChildServer } from "./lib/child-server.js";

export interface CheckoutServerPayload {
  database: DatabaseTarget;
  /** A fresh temporary directory for the published files. */
  dataDir: string;
}

/** Argument of the `seedCarts` command; it answers the carts' tokens (their cookie values). */
export interface SeedCartsRequest {
  storeId: string;
  count: number;
  /** The product each cart holds one unit of; null leaves the carts empty. */
  productId: string | null;
}

/** Argument of the `startReference` command; it answers the reference's port. */
export interface ReferenceRequest {
  storeId: string;
}

/** Answer of the `sold` command: what the orders of one product took, and its stock now. */
export interface Sold {
  stock: number;
  orders: number;
  units: number;
}

const BATCH = 500;
/** Order numbers of the reference's rows start here, far above the app's (#1001 …). */
const REFERENCE_FIRST_NUMBER = 10_000_000;

async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ host: "127.0.0.1", port: 0 });
  return (app.server.address() as AddressInfo).port;
}

runAsChildServer(async (payload) => {
  const { database: target, dataDir } = payload as CheckoutServerPayload;
  const database = await openDatabase(target);
  const { db } = database;
  // Rate limits are the app's own defence, not what is measured: every limit is out of reach.
  const app = await buildApp({
    config: testConfig({
      dataDir,
      authRateLimit: 1_000_000,
      formsRateLimit: 1_000_000,
      cartRateLimit: 1_000_000_000,
    }),
    database,
  });
  const port = await listen(app);
  let reference: FastifyInstance | null = null;

  /** The reference: one INSERT of an order row as checkout writes it, nothing else. */
  async function startReference({ storeId }: ReferenceRequest): Promise<number> {
    let next = REFERENCE_FIRST_NUMBER;
    reference = Fastify({ logger: false });
    reference.post("/orders", async (_request, reply) => {
      await db.insert(orders).values({
        storeId,
        number: next++,
        token: randomBytes(24).toString("base64url"),
        currency: "USD",
        subtotalMinor: 2500,
        totalMinor: 2500,
        email: "ada@example.com",
        customerName: "Ada Lovelace",
        address: {
          line1: "12 Analytical Row",
          line2: "",
          city: "London",
          postalCode: "N1 7AA",
          region: "",
          country: "GB",
        },
        paymentMethod: "manual",
        manualKind: "bank_transfer",
        paymentInstructions: null,
        testMode: false,
      });
      return reply.status(201).send({ success: true });
    });
    return listen(reference);
  }

  async function seedCarts({ storeId, count: wanted, productId }: SeedCartsRequest) {
    const tokens: string[] = [];
    for (let at = 0; at < wanted; at += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, wanted - at) }, () =>
        randomBytes(24).toString("base64url"),
      );
      const rows = await db
        .insert(carts)
        .values(batch.map((token) => ({ storeId, token })))
        .returning({ id: carts.id });
      if (productId) {
        await db
          .insert(cartLines)
          .values(rows.map((row) => ({ cartId: row.id, productId, quantity: 1 })));
      }
      tokens.push(...batch);
    }
    await database.noteWrites(carts, wanted);
    if (productId) await database.noteWrites(cartLines, wanted);
    return tokens;
  }

  async function sold(productId: string): Promise<Sold> {
    const [product] = await db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, productId));
    const [taken] = await db
      .select({
        orders: count(),
        units: sql<number>`coalesce(sum(${orderLines.quantity}), 0)`.mapWith(Number),
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orderLines.productId, productId), eq(orders.holdsStock, true)));
    return { stock: product!.stock, orders: taken!.orders, units: taken!.units };
  }

  return {
    port,
    async close() {
      await reference?.close();
      await app.close();
      await database.close();
    },
    commands: {
      startReference: (arg) => startReference(arg as ReferenceRequest),
      seedCarts: (arg) => seedCarts(arg as SeedCartsRequest),
      sold: (arg) => sold((arg as { productId: string }).productId),
    },
  };
});
