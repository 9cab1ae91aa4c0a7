import { createHash } from "node:crypto";
import { SITE_SCRIPT } from "@shopwright/site/server";

/** The CSP source of our one inline script: our own, allowed by its hash. */
export const SITE_SCRIPT_SOURCE = `'sha256-${createHash("sha256").update(SITE_SCRIPT).digest("base64")}'`;

const directives = (formAction: string) => [
  "default-src 'none'",
  `script-src ${SITE_SCRIPT_SOURCE}`,
  // Theme variables ride on style attributes; styles cannot run script.
  "style-src 'unsafe-inline'",
  "img-src 'self' data: https: http:",
  "font-src 'self'",
  "connect-src 'self'",
  `form-action ${formAction}`,
  "frame-src https://www.youtube-nocookie.com https://player.vimeo.com",
  "base-uri 'none'",
  "object-src 'none'",
  "frame-ancestors 'self'",
];

/** A published page's policy on its own host: no script but ours, forms to itself only. */
export const SITE_CSP = directives("'self'").join("; ");

/**
 * The policy of a site's cart, checkout and order pages: the site's own, except that a form
 * may also lead to a payment provider's page (browsers hold the redirect after a post to
 * `form-action` as well).
 */
export const storefrontCsp = (paymentOrigins: readonly string[]) =>
  directives(["'self'", ...paymentOrigins].join(" ")).join("; ");

/**
 * The policy of the `/sites/{slug}/` path form on the admin host: sandboxed with no
 * allowances, so the page runs in an opaque origin and can reach nothing of the admin.
 */
export const SANDBOXED_SITE_CSP = ["sandbox", ...directives("'none'")].join("; ");

/** Headers every published response carries, whatever its type. */
export const SITE_HEADERS = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "SAMEORIGIN",
} as const;

/** Pages change with every publish: browsers keep them but ask again each time (ETag). */
export const REVALIDATE = "public, max-age=0, must-revalidate";
/** Fingerprinted files never change under their name. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
