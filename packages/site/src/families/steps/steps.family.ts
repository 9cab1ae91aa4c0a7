import { readColors, readProps } from "../../sections/props-reader.js";

/** One step of a process, or one entry of a timeline (with its date as the marker). */
export interface Step {
  title: string;
  description?: string;
  marker?: string;
}

/** Steps as the process/steps/timeline renderer reads them (PRODUCT.md §3: steps (title, description)). */
export interface StepsProps {
  title?: string;
  subtitle?: string;
  items: Step[];
  bgColor?: string;
  textColor?: string;
}

function readStep(value: unknown): Step | undefined {
  if (typeof value === "string") return { title: value.slice(0, 200) };
  const r = readProps(value);
  const title = r.text(["title", "name", "heading", "label", "step"]);
  const description = r.text(["description", "text", "content", "body"], 1000);
  if (title === undefined && description === undefined) return undefined;
  return { title: title ?? "", description, marker: r.text(["date", "year", "time", "when"], 20) };
}

/** Reads steps from any of their spellings. */
export function normalizeSteps(raw: unknown): StepsProps {
  const r = readProps(raw);
  return {
    title: r.text(["title", "heading"]),
    subtitle: r.text(["subtitle", "description"], 1000),
    items:
      r.list(["steps", "items", "process", "timeline", "milestones", "events"], readStep, 12) ?? [],
    ...readColors(r),
  };
}
