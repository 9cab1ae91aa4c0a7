/**
 * The journeys' loopback Stripe, PayPal and SMTP server (payment-fakes.ts, a webServer of
 * playwright.config.ts): their ports, the credentials they accept (which the journeys type into
 * the Payments page) and the calls that make them send webhooks or tell what they were mailed.
 * Ports follow E2E_PORT, so runs on different ports never share fakes.
 */
const appPort = Number(process.env.E2E_PORT ?? 3199);

export const FAKE_PORTS = {
  stripe: Number(process.env.E2E_STRIPE_PORT ?? appPort + 10),
  paypal: Number(process.env.E2E_PAYPAL_PORT ?? appPort + 11),
  control: Number(process.env.E2E_FAKES_PORT ?? appPort + 12),
  smtp: Number(process.env.E2E_SMTP_PORT ?? appPort + 13),
  /** A second app server that sends its mail to the SMTP fake (the first keeps it in its outbox). */
  mailingApp: Number(process.env.E2E_MAILING_PORT ?? appPort + 14),
  /** UDP: the loopback DNS server that the app's domain checks ask (DNS_SERVERS). */
  dns: Number(process.env.E2E_DNS_PORT ?? appPort + 15),
};

export const FAKE_URLS = {
  stripe: `http://127.0.0.1:${FAKE_PORTS.stripe}`,
  paypal: `http://127.0.0.1:${FAKE_PORTS.paypal}`,
  control: `http://127.0.0.1:${FAKE_PORTS.control}`,
  smtp: `smtp://127.0.0.1:${FAKE_PORTS.smtp}`,
  /** The mailing app server, for the journeys that read the mail a customer gets. */
  mailingApp: `http://localhost:${FAKE_PORTS.mailingApp}`,
};

/** What the fakes accept: test keys, as an owner trying checkout would have them. */
export const FAKE_STRIPE = {
  publishableKey: "pk_test_e2eShopwrightPublishable",
  secretKey: "sk_test_e2eShopwrightSecretKey",
  webhookSecret: "whsec_e2eShopwrightSigningSecret",
};

export const FAKE_PAYPAL = {
  clientId: "e2e-shopwright-client",
  clientSecret: "e2e-shopwright-client-secret",
  webhookId: "WH-E2E-SHOPWRIGHT-0001",
};

async function control(path: string, body: object = {}): Promise<number> {
  const response = await fetch(`${FAKE_URLS.control}/control/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { status?: number; error?: string };
  if (!response.ok || answer.status === undefined) {
    throw new Error(`The payment fakes refused ${path}: ${answer.error ?? response.status}`);
  }
  return answer.status;
}

/**
 * Makes a fake post a signed event to `url` (the webhook address the Payments page shows) and
 * answers the receiver's HTTP status. Without an id, the newest session or order is meant.
 */
export const fakes = {
  stripeWebhook: (url: string, type: string, sessionId?: string) =>
    control("stripe/webhook", { url, type, sessionId }),
  /** Sends Stripe's last event again, byte for byte. */
  stripeReplay: () => control("stripe/replay"),
  paypalWebhook: (url: string, type: string, orderId?: string) =>
    control("paypal/webhook", { url, type, orderId }),
  /** Sends PayPal's last event again, with the same transmission headers. */
  paypalReplay: () => control("paypal/replay"),
  /** Sets the records of one type at a name on the loopback DNS server. */
  dnsRecords: (name: string, type: "A" | "AAAA" | "CNAME" | "TXT", values: string[]) =>
    control("dns/records", { name, type, values }),
};

/** A message the loopback SMTP server took, parsed. */
export interface FakeMail {
  subject: string;
  text: string;
  html: string;
}

/** Every message mailed to `email` so far, oldest first. */
export async function mailTo(email: string): Promise<FakeMail[]> {
  const response = await fetch(`${FAKE_URLS.control}/control/mail?to=${encodeURIComponent(email)}`);
  if (!response.ok) throw new Error(`The mail fake answered ${response.status}`);
  return ((await response.json()) as { mail: FakeMail[] }).mail;
}
