import { and, asc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  checkoutSettings,
  shippingRates,
  shippingZones,
  taxRates,
  type CheckoutSettingsRow,
} from "../../db/schema.js";

/** The settings beside the zones and tax rates: the `checkout_settings` row's own columns. */
export type CheckoutSettingsValues = Pick<
  CheckoutSettingsRow,
  "pricesIncludeTax" | "taxShipping" | "pickupEnabled" | "pickupName" | "pickupInstructions"
>;

export type ShippingZoneRow = typeof shippingZones.$inferSelect;
export type ShippingRateRow = typeof shippingRates.$inferSelect;
export type TaxRateRow = typeof taxRates.$inferSelect;

/** A store's whole "Shipping and taxes" document as stored; `settings` null: never saved. */
export interface StoredShippingTaxes {
  settings: CheckoutSettingsRow | null;
  zones: (ShippingZoneRow & { rates: ShippingRateRow[] })[];
  taxRates: TaxRateRow[];
}

/** A zone or rate to write: `id` names a row of this store to keep, else a new row is made. */
export interface ZoneWrite {
  id: string | null;
  name: string;
  countries: string[];
  rates: {
    id: string | null;
    name: string;
    priceMinor: number;
    freeOverMinor: number | null;
    minWeightGrams: number | null;
    maxWeightGrams: number | null;
  }[];
}

export interface ShippingTaxesWrite {
  settings: CheckoutSettingsValues;
  zones: ZoneWrite[];
  taxRates: { country: string; region: string; name: string; ratePpm: number }[];
}

/** Thrown inside the write's transaction to roll it back: the stored version is another. */
class StaleVersion extends Error {}

/**
 * SQL of a store's shipping zones and rates, local pickup and tax rates. Store scoping is the
 * caller's: the service reached the store through the stores service, and every statement
 * here filters by that store id.
 */
export function createShippingTaxesRepository(db: Db) {
  async function read(storeId: string, tx: Db = db): Promise<StoredShippingTaxes> {
    const [settings] = await tx
      .select()
      .from(checkoutSettings)
      .where(eq(checkoutSettings.storeId, storeId));
    const zones = await tx
      .select()
      .from(shippingZones)
      .where(eq(shippingZones.storeId, storeId))
      .orderBy(asc(shippingZones.position));
    const rates =
      zones.length === 0
        ? []
        : await tx
            .select()
            .from(shippingRates)
            .where(
              inArray(
                shippingRates.zoneId,
                zones.map((zone) => zone.id),
              ),
            )
            .orderBy(asc(shippingRates.position));
    const taxes = await tx
      .select()
      .from(taxRates)
      .where(eq(taxRates.storeId, storeId))
      .orderBy(asc(taxRates.country), asc(taxRates.region));
    return {
      settings: settings ?? null,
      zones: zones.map((zone) => ({
        ...zone,
        rates: rates.filter((rate) => rate.zoneId === zone.id),
      })),
      taxRates: taxes,
    };
  }

  return {
    read: (storeId: string) => read(storeId),

    /**
     * Replaces the whole document in one transaction when the stored version is `version`:
     * the settings row is locked (made first if the store has none), so two saves from one
     * version cannot both land. Answers the document written, or null (nothing changed) when
     * the stored version is another.
     */
    async write(
      storeId: string,
      version: number,
      next: ShippingTaxesWrite,
    ): Promise<StoredShippingTaxes | null> {
      const written = db.transaction(async (tx) => {
        await tx.insert(checkoutSettings).values({ storeId }).onConflictDoNothing();
        const [locked] = await tx
          .select({ version: checkoutSettings.version })
          .from(checkoutSettings)
          .where(eq(checkoutSettings.storeId, storeId))
          .for("update");
        if (!locked || locked.version !== version) throw new StaleVersion();

        // Ids the body may keep: only this store's zones and rates.
        const zoneIds = new Set(
          (
            await tx
              .select({ id: shippingZones.id })
              .from(shippingZones)
              .where(eq(shippingZones.storeId, storeId))
          ).map((row) => row.id),
        );
        const rateIds = new Set(
          zoneIds.size === 0
            ? []
            : (
                await tx
                  .select({ id: shippingRates.id })
                  .from(shippingRates)
                  .where(inArray(shippingRates.zoneId, [...zoneIds]))
              ).map((row) => row.id),
        );
        const keptZones: string[] = [];
        const keptRates: string[] = [];
        // An id given twice is kept once; the second entry becomes a new row.
        const keeps = (id: string | null, known: Set<string>, kept: string[]) =>
          id !== null && known.has(id) && !kept.includes(id);

        for (const [position, zone] of next.zones.entries()) {
          const values = { name: zone.name, countries: zone.countries, position };
          let zoneId: string;
          if (keeps(zone.id, zoneIds, keptZones)) {
            zoneId = zone.id!;
            await tx.update(shippingZones).set(values).where(eq(shippingZones.id, zoneId));
          } else {
            const [row] = await tx
              .insert(shippingZones)
              .values({ storeId, ...values })
              .returning({ id: shippingZones.id });
            zoneId = row!.id;
          }
          keptZones.push(zoneId);
          for (const [ratePosition, rate] of zone.rates.entries()) {
            const { id, ...fields } = rate;
            const rateValues = { ...fields, zoneId, position: ratePosition };
            if (keeps(id, rateIds, keptRates)) {
              await tx.update(shippingRates).set(rateValues).where(eq(shippingRates.id, id!));
              keptRates.push(id!);
            } else {
              const [row] = await tx
                .insert(shippingRates)
                .values(rateValues)
                .returning({ id: shippingRates.id });
              keptRates.push(row!.id);
            }
          }
        }
        // Rates first: a kept rate may have moved out of a zone that goes now.
        if (rateIds.size > 0) {
          const gone = [...rateIds].filter((id) => !keptRates.includes(id));
          if (gone.length > 0)
            await tx.delete(shippingRates).where(inArray(shippingRates.id, gone));
        }
        await tx
          .delete(shippingZones)
          .where(
            keptZones.length === 0
              ? eq(shippingZones.storeId, storeId)
              : and(eq(shippingZones.storeId, storeId), notInArray(shippingZones.id, keptZones)),
          );

        await tx.delete(taxRates).where(eq(taxRates.storeId, storeId));
        if (next.taxRates.length > 0) {
          await tx.insert(taxRates).values(next.taxRates.map((rate) => ({ storeId, ...rate })));
        }

        await tx
          .update(checkoutSettings)
          .set({
            ...next.settings,
            version: sql`${checkoutSettings.version} + 1`,
            updatedAt: sql`now()`,
          })
          .where(eq(checkoutSettings.storeId, storeId));
        return read(storeId, tx);
      });
      return written.catch((error: unknown) => {
        if (error instanceof StaleVersion) return null;
        throw error;
      });
    },
  };
}

export type ShippingTaxesRepository = ReturnType<typeof createShippingTaxesRepository>;
