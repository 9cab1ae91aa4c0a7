import type { DnsRecordDto, DomainStatus } from "@shopwright/sdk";

/** The texts of the store's domain card (docs/PRODUCT.md "Your own domain"). */
export const DOMAIN_TEXT = {
  title: "Your domain",
  intro: (domain: string) =>
    `Create these records at your DNS provider so ${domain} serves this store's site, over HTTPS.`,
  loadFailed: "The domain's records could not be loaded.",
  checkFailed: "The domain could not be checked. Try again in a minute.",
  checkNow: "Check now",
  checkAgain: "Check again",
  neverChecked: "Not checked yet",
  checkedAt: (ago: string) => `Last checked ${ago}`,
  keepRecord: "Keep the TXT record: each check looks for it again.",
  steps: {
    ownership: {
      heading: "1. Prove it is yours",
      text: "A TXT record with this store's code. Until a check finds it, the domain serves nothing.",
    },
    address: {
      heading: "2. Point it at this server",
      text: "The site answers here as soon as the domain is verified and these records are in place.",
    },
    alias: {
      heading: "3. The www twin",
      text: (alias: string, domain: string) => `${alias} redirects visitors to ${domain}.`,
    },
  } satisfies Record<DnsRecordDto["purpose"], unknown>,
  noAddresses:
    "This server has no address to point at yet: ask its operator to set SITES_TARGET_HOST.",
} as const;

/** Each state's badge and the sentence under it. */
export const DOMAIN_STATUS_TEXT: Record<
  DomainStatus,
  { label: string; tone: "warning" | "brand" | "success"; text: string }
> = {
  pending: {
    label: "Pending",
    tone: "warning",
    text: "Not served yet: create the TXT record, then check.",
  },
  verified: {
    label: "Verified",
    tone: "brand",
    text: "Yours and served. It becomes active once its address records point here.",
  },
  active: {
    label: "Active",
    tone: "success",
    text: "Live: the site answers on this domain, with HTTPS.",
  },
};
