import { capitalize } from "../prompt-text.js";

/** Figures the user gave ("10,000 customers, 4.9 rating"): values and labels as typed. */
export function figuresFrom(text: string): { value: string; label: string }[] {
  const figures: { value: string; label: string }[] = [];
  const pattern =
    /(?<![\w#])(\d[\d,]*(?:\.\d+)?(?:\s?(?:k|m|%))?\+?)\s+([a-z][a-z' -]{1,30}?)(?=\s*(?:,|\band\b|$|;|\.))/g;
  for (const match of text.matchAll(pattern)) {
    figures.push({
      value: match[1]!.toUpperCase().replace(/\s/g, ""),
      label: capitalize(match[2]!.trim()),
    });
  }
  return figures;
}
