import { readColors, readProps } from "../../sections/props-reader.js";

/** One category tile (PRODUCT.md §3: categories (name, description, image)). */
export interface Category {
  name: string;
  description?: string;
  image?: string;
  url?: string;
}

/** A categories section as the categories renderer reads it. */
export interface CategoriesProps {
  title?: string;
  subtitle?: string;
  items: Category[];
  bgColor?: string;
  textColor?: string;
}

function readCategory(value: unknown): Category | undefined {
  if (typeof value === "string") return { name: value.slice(0, 200) };
  const r = readProps(value);
  const name = r.text(["name", "title", "label"]);
  if (name === undefined) return undefined;
  return {
    name,
    description: r.text(["description", "text", "subtitle"], 1000),
    image: r.image(["image", "imageUrl", "photo", "src"]),
    url: r.href(["url", "link", "href"]),
  };
}

/** Reads a categories section from any of its spellings. */
export function normalizeCategories(raw: unknown): CategoriesProps {
  const r = readProps(raw);
  return {
    title: r.text(["title", "heading"]),
    subtitle: r.text(["subtitle", "description"], 1000),
    items: r.list(["categories", "items", "collections"], readCategory, 12) ?? [],
    ...readColors(r),
  };
}
