/**
 * Fastify's `trustProxy` from TRUST_PROXY: none (the socket's address is the client), the
 * proxies' addresses and ranges, or how many proxies stand in front. Per-IP limits count by
 * what this decides, so an untrusted X-Forwarded-For can never buy a fresh budget.
 */
export function trustedProxies(
  setting: number | string[] | null | undefined,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === "number") return (_address, hop) => hop < setting;
  return setting ?? false;
}
