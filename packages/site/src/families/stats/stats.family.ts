import { readColors, readProps, toText } from "../../sections/props-reader.js";

/** One figure: "10,000+" customers, "4.9" average rating. */
export interface Stat {
  value: number | string;
  label: string;
}

/** Stats as the stats renderer reads them (PRODUCT.md §3: stats (value, label)). */
export interface StatsProps {
  title?: string;
  subtitle?: string;
  items: Stat[];
  bgColor?: string;
  textColor?: string;
}

function readStat(value: unknown): Stat | undefined {
  const r = readProps(value);
  const raw = r.value("value", "number", "stat", "figure", "count");
  const label = r.text(["label", "title", "name", "description"]) ?? "";
  const figure = typeof raw === "number" && Number.isFinite(raw) ? raw : toText(raw, 40);
  return figure === undefined || figure === "" ? undefined : { value: figure, label };
}

/** Reads stats from any of their spellings. */
export function normalizeStats(raw: unknown): StatsProps {
  const r = readProps(raw);
  return {
    title: r.text(["title", "heading"]),
    subtitle: r.text(["subtitle", "description"], 1000),
    items: r.list(["stats", "items", "numbers", "metrics"], readStat, 8) ?? [],
    ...readColors(r),
  };
}
