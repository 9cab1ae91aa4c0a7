import {
  COMMERCE_LIMITS,
  COMMERCE_MESSAGES,
  type ManualPaymentKind,
  type PaymentSettingsBody,
  type PaymentSettingsDto,
} from "@shopwright/sdk";

/** What the Payments page edits. Secrets start empty: the saved ones are shown masked. */
export interface PaymentForm {
  manual: { enabled: boolean; kind: ManualPaymentKind; instructions: string };
  stripe: { enabled: boolean; publishableKey: string; secretKey: string; webhookSecret: string };
  paypal: {
    enabled: boolean;
    clientId: string;
    clientSecret: string;
    webhookId: string;
    sandbox: boolean;
  };
}

export function formOfSettings(settings: PaymentSettingsDto): PaymentForm {
  return {
    manual: { ...settings.manual },
    stripe: {
      enabled: settings.stripe.enabled,
      publishableKey: settings.stripe.publishableKey,
      secretKey: "",
      webhookSecret: "",
    },
    paypal: {
      enabled: settings.paypal.enabled,
      clientId: settings.paypal.clientId,
      clientSecret: "",
      webhookId: settings.paypal.webhookId,
      sandbox: settings.paypal.sandbox,
    },
  };
}

/** A secret typed now (trimmed), or nothing: a secret left out keeps the saved one. */
function typed(secret: string): string | undefined {
  return secret.trim() || undefined;
}

/** The PUT body: every setting, and only the secrets that were typed. */
export function bodyOfForm(form: PaymentForm): PaymentSettingsBody {
  const secretKey = typed(form.stripe.secretKey);
  const webhookSecret = typed(form.stripe.webhookSecret);
  const clientSecret = typed(form.paypal.clientSecret);
  return {
    manual: {
      enabled: form.manual.enabled,
      kind: form.manual.kind,
      instructions: form.manual.instructions.trim(),
    },
    stripe: {
      enabled: form.stripe.enabled,
      publishableKey: form.stripe.publishableKey.trim(),
      ...(secretKey ? { secretKey } : {}),
      ...(webhookSecret ? { webhookSecret } : {}),
    },
    paypal: {
      enabled: form.paypal.enabled,
      clientId: form.paypal.clientId.trim(),
      ...(clientSecret ? { clientSecret } : {}),
      webhookId: form.paypal.webhookId.trim(),
      sandbox: form.paypal.sandbox,
    },
  };
}

/** Which card a problem belongs to, so the page can point at it. */
export type PaymentSection = "manual" | "stripe" | "paypal" | "all";

/**
 * The server's checks, before sending, with its words: at least one method on; manual needs
 * instructions; a provider turned on needs the credentials it pays with (Stripe: secret key
 * and webhook signing secret; PayPal: client id, client secret and webhook id), typed now or
 * saved before.
 */
export function checkPaymentForm(
  form: PaymentForm,
  saved: PaymentSettingsDto,
): { section: PaymentSection; message: string } | null {
  const { manual, stripe, paypal } = form;
  if (!manual.enabled && !stripe.enabled && !paypal.enabled) {
    return { section: "all", message: COMMERCE_MESSAGES.noMethodEnabled };
  }
  const instructions = manual.instructions.trim();
  if (
    manual.enabled &&
    (instructions === "" || instructions.length > COMMERCE_LIMITS.instructionsMax)
  ) {
    return { section: "manual", message: COMMERCE_MESSAGES.instructionsRequired };
  }
  const has = (typedNow: string, savedMask: string | null) =>
    typedNow.trim() !== "" || savedMask !== null;
  if (
    stripe.enabled &&
    !(
      has(stripe.secretKey, saved.stripe.secretKey) &&
      has(stripe.webhookSecret, saved.stripe.webhookSecret)
    )
  ) {
    return { section: "stripe", message: COMMERCE_MESSAGES.keysRequired };
  }
  if (
    paypal.enabled &&
    !(
      paypal.clientId.trim() !== "" &&
      paypal.webhookId.trim() !== "" &&
      has(paypal.clientSecret, saved.paypal.clientSecret)
    )
  ) {
    return { section: "paypal", message: COMMERCE_MESSAGES.keysRequired };
  }
  return null;
}

export function isSameForm(a: PaymentForm, b: PaymentForm): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
