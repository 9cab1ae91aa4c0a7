import { createHmac, timingSafeEqual } from "node:crypto";

/** How far a signature's timestamp may be from now before a receiver should refuse it. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const hmac = (secret: string, timestamp: number, body: string) =>
  createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");

/** The Shopwright-Signature header of one attempt: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export function signWebhook(secret: string, body: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/**
 * What a receiver does (README "Webhooks"): recompute the HMAC of `${t}.${body}` over the
 * raw body, compare in constant time, and refuse stale timestamps (replays).
 */
export function verifyWebhookSignature(
  secret: string,
  body: string,
  header: string,
  now = Math.floor(Date.now() / 1000),
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): boolean {
  const parts = new Map<string, string[]>();
  for (const item of header.split(",")) {
    const [key, value] = item.split("=", 2);
    if (key && value) parts.set(key.trim(), [...(parts.get(key.trim()) ?? []), value.trim()]);
  }
  const timestamp = Number(parts.get("t")?.[0]);
  if (!Number.isInteger(timestamp) || Math.abs(now - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(hmac(secret, timestamp, body), "hex");
  return (parts.get("v1") ?? []).some((candidate) => {
    const given = Buffer.from(candidate, "hex");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
