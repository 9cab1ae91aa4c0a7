import {
  COMMERCE_MESSAGES,
  ROUTES,
  type ManualPaymentKind,
  type PaymentMethod,
  type PaymentSettingsBody,
  type PaymentSettingsDto,
} from "@shopwright/sdk";
import type { z } from "zod";
import type { PaymentSettingsRow } from "../../../db/schema.js";
import { badRequest } from "../../../http/app-error.js";
import type { CommerceRepository } from "../commerce.repository.js";
import type { PaymentProvider } from "./provider.js";

/** Seals provider secrets for the database and opens them again (payments/secrets.ts). */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

/** Makes a provider client from a store's decrypted credentials. */
export interface ProviderFactories {
  stripe(credentials: { secretKey: string; webhookSecret: string }): PaymentProvider;
  paypal(credentials: {
    clientId: string;
    clientSecret: string;
    webhookId: string;
    sandbox: boolean;
  }): PaymentProvider;
}

type Settings = Omit<PaymentSettingsRow, "storeId" | "createdAt" | "updatedAt">;

/** A store that never saved its payment settings sells with the manual method. */
const DEFAULTS: Settings = {
  manualEnabled: true,
  manualKind: "bank_transfer",
  manualInstructions: "",
  stripeEnabled: false,
  stripePublishableKey: "",
  stripeSecretKey: null,
  stripeWebhookSecret: null,
  paypalEnabled: false,
  paypalClientId: "",
  paypalClientSecret: null,
  paypalWebhookId: "",
  paypalSandbox: true,
};

/** The manual method's own name and kind, and what the owner tells buyers. */
export interface ManualMethod {
  kind: ManualPaymentKind;
  instructions: string;
}

/** A store's payment methods: the settings page, and the providers checkout pays through. */
export function createPaymentSettings(deps: {
  repository: CommerceRepository;
  box: SecretBox;
  mask: (plain: string) => string;
  providers: ProviderFactories;
  /** The server's public address, for the webhook addresses owners register. */
  publicUrl: string;
}) {
  const { repository, box } = deps;

  async function settingsOf(storeId: string): Promise<Settings> {
    const row = await repository.paymentSettings(storeId);
    if (!row) return DEFAULTS;
    const { storeId: _s, createdAt: _c, updatedAt: _u, ...settings } = row;
    return settings;
  }

  const opened = (sealed: string | null) => (sealed ? box.open(sealed) : "");
  const masked = (sealed: string | null) => (sealed ? deps.mask(box.open(sealed)) : null);
  const webhookUrl = (route: "stripeWebhook" | "paypalWebhook", storeId: string) =>
    `${deps.publicUrl}${ROUTES[route].path.replace(":storeId", storeId)}`;

  function toDto(storeId: string, s: Settings): PaymentSettingsDto {
    return {
      manual: {
        enabled: s.manualEnabled,
        kind: s.manualKind as ManualPaymentKind,
        instructions: s.manualInstructions,
      },
      stripe: {
        enabled: s.stripeEnabled,
        publishableKey: s.stripePublishableKey,
        secretKey: masked(s.stripeSecretKey),
        webhookSecret: masked(s.stripeWebhookSecret),
        testMode: opened(s.stripeSecretKey).startsWith("sk_test_"),
        webhookUrl: webhookUrl("stripeWebhook", storeId),
      },
      paypal: {
        enabled: s.paypalEnabled,
        clientId: s.paypalClientId,
        clientSecret: masked(s.paypalClientSecret),
        webhookId: s.paypalWebhookId,
        sandbox: s.paypalSandbox,
        // Saved credentials on PayPal's sandbox; nothing to be in test mode with before that.
        testMode: s.paypalSandbox && s.paypalClientSecret !== null,
        webhookUrl: webhookUrl("paypalWebhook", storeId),
      },
    };
  }

  /** Stripe's client for the store, or null when it is off or has no keys. */
  function stripeOf(s: Settings): PaymentProvider | null {
    if (!s.stripeEnabled || !s.stripeSecretKey) return null;
    return deps.providers.stripe({
      secretKey: box.open(s.stripeSecretKey),
      webhookSecret: opened(s.stripeWebhookSecret),
    });
  }

  function paypalOf(s: Settings): PaymentProvider | null {
    if (!s.paypalEnabled || !s.paypalClientSecret) return null;
    return deps.providers.paypal({
      clientId: s.paypalClientId,
      clientSecret: box.open(s.paypalClientSecret),
      webhookId: s.paypalWebhookId,
      sandbox: s.paypalSandbox,
    });
  }

  return {
    /** The settings as the page shows them: secrets masked. */
    async read(storeId: string): Promise<PaymentSettingsDto> {
      return toDto(storeId, await settingsOf(storeId));
    },

    /** Saves the page; a secret left out keeps the saved one. */
    async write(
      storeId: string,
      body: z.output<typeof PaymentSettingsBody>,
    ): Promise<PaymentSettingsDto> {
      const before = await settingsOf(storeId);
      const sealOr = (typed: string | undefined, saved: string | null) =>
        typed ? box.seal(typed) : saved;
      const next: Settings = {
        manualEnabled: body.manual.enabled,
        manualKind: body.manual.kind,
        manualInstructions: body.manual.instructions,
        stripeEnabled: body.stripe.enabled,
        stripePublishableKey: body.stripe.publishableKey,
        stripeSecretKey: sealOr(body.stripe.secretKey, before.stripeSecretKey),
        stripeWebhookSecret: sealOr(body.stripe.webhookSecret, before.stripeWebhookSecret),
        paypalEnabled: body.paypal.enabled,
        paypalClientId: body.paypal.clientId,
        paypalClientSecret: sealOr(body.paypal.clientSecret, before.paypalClientSecret),
        paypalWebhookId: body.paypal.webhookId,
        paypalSandbox: body.paypal.sandbox,
      };
      if (!next.manualEnabled && !next.stripeEnabled && !next.paypalEnabled) {
        throw badRequest(COMMERCE_MESSAGES.noMethodEnabled);
      }
      if (next.manualEnabled && !next.manualInstructions) {
        throw badRequest(COMMERCE_MESSAGES.instructionsRequired);
      }
      if (next.stripeEnabled && (!next.stripeSecretKey || !next.stripeWebhookSecret)) {
        throw badRequest(COMMERCE_MESSAGES.keysRequired);
      }
      if (
        next.paypalEnabled &&
        (!next.paypalClientId || !next.paypalClientSecret || !next.paypalWebhookId)
      ) {
        throw badRequest(COMMERCE_MESSAGES.keysRequired);
      }
      await repository.savePaymentSettings(storeId, next);
      return toDto(storeId, next);
    },

    /** The methods checkout offers, in the order it lists them. */
    async methodsOf(storeId: string): Promise<{ methods: PaymentMethod[]; manual: ManualMethod }> {
      const s = await settingsOf(storeId);
      const methods: PaymentMethod[] = [];
      if (s.manualEnabled) methods.push("manual");
      if (s.stripeEnabled && s.stripeSecretKey) methods.push("stripe");
      if (s.paypalEnabled && s.paypalClientSecret) methods.push("paypal");
      return {
        methods,
        manual: { kind: s.manualKind as ManualPaymentKind, instructions: s.manualInstructions },
      };
    },

    /** The client of a hosted provider for the store, or null when it is off. */
    async providerOf(
      storeId: string,
      method: Exclude<PaymentMethod, "manual">,
    ): Promise<PaymentProvider | null> {
      const s = await settingsOf(storeId);
      return method === "stripe" ? stripeOf(s) : paypalOf(s);
    },
  };
}

export type PaymentSettings = ReturnType<typeof createPaymentSettings>;
