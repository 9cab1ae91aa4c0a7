import {
  PICKUP_OPTION_ID,
  CHECKOUT_MESSAGES,
  percentToPpm,
  ppmToPercent,
  shippingTaxesProblems,
  type ShippingTaxesBody,
  type ShippingTaxesDto,
} from "@shopwright/sdk";
import type { z } from "zod";
import { isUniqueViolation } from "../../db/client.js";
import { badRequest, conflict } from "../../http/app-error.js";
import type { Actor } from "../auth/auth.plugin.js";
import type { StoresService } from "../stores/stores.service.js";
import type {
  ShippingTaxesRepository,
  ShippingTaxesWrite,
  StoredShippingTaxes,
} from "./shipping-taxes.repository.js";

/**
 * The id of local pickup among a cart's shipping options (a zone's rates have uuids). The
 * settings answer it as `pickup.id`, so a client never needs to know it.
 */
/** Pickup's name until the owner gives one (the column's default). */
const DEFAULT_PICKUP_NAME = "Local pickup";

/** The document as the API answers it; a store that never saved one gets the defaults. */
function toDto(currency: string, stored: StoredShippingTaxes): ShippingTaxesDto {
  const { settings } = stored;
  return {
    version: settings?.version ?? 0,
    currency,
    pricesIncludeTax: settings?.pricesIncludeTax ?? false,
    taxShipping: settings?.taxShipping ?? false,
    zones: stored.zones.map((zone) => ({
      id: zone.id,
      name: zone.name,
      countries: zone.countries,
      rates: zone.rates.map((rate) => ({
        id: rate.id,
        name: rate.name,
        priceMinor: rate.priceMinor,
        freeOverMinor: rate.freeOverMinor,
        minWeightGrams: rate.minWeightGrams,
        maxWeightGrams: rate.maxWeightGrams,
      })),
    })),
    pickup: {
      id: PICKUP_OPTION_ID,
      enabled: settings?.pickupEnabled ?? false,
      name: settings?.pickupName ?? DEFAULT_PICKUP_NAME,
      instructions: settings?.pickupInstructions ?? "",
    },
    taxRates: stored.taxRates.map((rate) => ({
      country: rate.country,
      region: rate.region,
      name: rate.name,
      ratePercent: ppmToPercent(rate.ratePpm),
    })),
  };
}

function writeOf(body: z.output<typeof ShippingTaxesBody>): ShippingTaxesWrite {
  return {
    settings: {
      pricesIncludeTax: body.pricesIncludeTax,
      taxShipping: body.taxShipping,
      pickupEnabled: body.pickup.enabled,
      pickupName: body.pickup.name,
      pickupInstructions: body.pickup.instructions,
    },
    zones: body.zones.map((zone) => ({
      id: zone.id ?? null,
      name: zone.name,
      countries: [...new Set(zone.countries)],
      rates: zone.rates.map((rate) => ({
        id: rate.id ?? null,
        name: rate.name,
        priceMinor: rate.priceMinor,
        freeOverMinor: rate.freeOverMinor,
        minWeightGrams: rate.minWeightGrams,
        maxWeightGrams: rate.maxWeightGrams,
      })),
    })),
    taxRates: body.taxRates.map((rate) => ({
      country: rate.country,
      region: rate.region,
      name: rate.name,
      ratePpm: percentToPpm(rate.ratePercent),
    })),
  };
}

/**
 * A store's "Shipping and taxes" settings (PRODUCT.md §10 "Shipping, taxes and discounts"):
 * any member reads them, owners and admins change them, the whole document at once.
 */
export function createShippingTaxesService(deps: {
  repository: ShippingTaxesRepository;
  stores: Pick<StoresService, "reachable">;
}) {
  const { repository, stores } = deps;
  return {
    async get(actor: Actor, storeId: string): Promise<ShippingTaxesDto> {
      // Every member: what checkout charges goes with the orders they handle.
      const store = await stores.reachable(actor, storeId, "store.orders");
      return toDto(store.currency, await repository.read(store.id));
    },

    /** Saves the document if it is still at the version the caller read (409 otherwise). */
    async update(
      actor: Actor,
      storeId: string,
      body: z.output<typeof ShippingTaxesBody>,
    ): Promise<ShippingTaxesDto> {
      const store = await stores.reachable(actor, storeId, "store.shipping");
      const [problem] = shippingTaxesProblems(body);
      if (problem) throw badRequest(`${problem.path.join(".")}: ${problem.message}`);
      const written = await repository
        .write(store.id, body.version, writeOf(body))
        .catch((error: unknown) => {
          // Regions the check above told apart that the database's lower() does not.
          if (isUniqueViolation(error)) throw badRequest(CHECKOUT_MESSAGES.taxRateTwice);
          throw error;
        });
      if (!written) throw conflict("stale_version", CHECKOUT_MESSAGES.versionStale);
      return toDto(store.currency, written);
    },
  };
}

export type ShippingTaxesService = ReturnType<typeof createShippingTaxesService>;
