import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.js";
import { carts, stores } from "../../db/schema.js";
import { insertOwner, openTestDatabase } from "../../test/test-app.js";
import { createCommerceRepository } from "./commerce.repository.js";

let database: Database;
let storeId: string;
beforeAll(async () => {
  database = await openTestDatabase();
  const createdBy = await insertOwner(database);
  const [store] = await database.db
    .insert(stores)
    .values({ createdBy, storeName: "Sweep", domain: "sweep.example.com" })
    .returning();
  storeId = store!.id;
});
afterAll(() => database.close());

describe("old carts", () => {
  it("are swept once untouched for longer than a cart lives; fresh ones stay", async () => {
    const repository = createCommerceRepository(database.db);
    await repository.createCart(storeId, "old-cart-token-0000000000000000");
    await repository.createCart(storeId, "new-cart-token-0000000000000000");
    await database.db
      .update(carts)
      .set({ updatedAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) })
      .where(eq(carts.token, "old-cart-token-0000000000000000"));
    expect(await repository.sweepCarts(new Date(Date.now() - 30 * 24 * 60 * 60 * 1000))).toBe(1);
    const left = await database.db.select({ token: carts.token }).from(carts);
    expect(left.map((c) => c.token)).toEqual(["new-cart-token-0000000000000000"]);
  });
});
