import { randomBytes } from "node:crypto";
import { slugify } from "@shopwright/sdk";

// Labels a site may not take: they name the platform's own hosts or confuse visitors.
const RESERVED = new Set(["www", "api", "admin", "app", "mail", "static", "assets", "sites"]);

/**
 * The host labels to try for a store's site, best first: its name, else its domain's first
 * label (`slugify`: at most 40 characters, any script transliterated), then numbered and random variants for when one is taken. Empty when neither gives
 * a label (PRODUCT.md §8 "invalid project name").
 */
export function slugCandidates(storeName: string, domain: string): string[] {
  let base = slugify(storeName) || slugify(domain.split(".")[0] ?? "");
  if (base === "") return [];
  if (RESERVED.has(base)) base = `${base}-store`;
  const numbered = Array.from({ length: 8 }, (_, i) => `${base}-${i + 2}`);
  return [base, ...numbered, `${base}-${randomBytes(3).toString("hex")}`];
}
