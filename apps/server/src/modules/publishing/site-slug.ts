import { randomBytes } from "node:crypto";

// Labels a site may not take: they name the platform's own hosts or confuse visitors.
const RESERVED = new Set(["www", "api", "admin", "app", "mail", "static", "assets", "sites"]);

/** A DNS label from free text: "Ember & Bean Café" → "ember-bean-cafe" (at most 40 characters). */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "");
}

/**
 * The host labels to try for a store's site, best first: its name, else its domain's first
 * label, then numbered and random variants for when one is taken. Empty when neither gives
 * a label (PRODUCT.md §8 "invalid project name").
 */
export function slugCandidates(storeName: string, domain: string): string[] {
  let base = slugify(storeName) || slugify(domain.split(".")[0] ?? "");
  if (base === "") return [];
  if (RESERVED.has(base)) base = `${base}-store`;
  const numbered = Array.from({ length: 8 }, (_, i) => `${base}-${i + 2}`);
  return [base, ...numbered, `${base}-${randomBytes(3).toString("hex")}`];
}
