import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/**
 * The site stylesheet of `@shopwright/site`, read once at start: editor previews inline it and
 * publishing and hosting serve it with each site.
 */
export function readSiteCss(): string {
  const path = createRequire(import.meta.url).resolve("@shopwright/site/site.css");
  return readFileSync(path, "utf8");
}

/** The cart, checkout and order pages' own rules: inlined into their shell only. */
export function readCommerceCss(): string {
  const path = createRequire(import.meta.url).resolve("@shopwright/site/commerce.css");
  return readFileSync(path, "utf8");
}
