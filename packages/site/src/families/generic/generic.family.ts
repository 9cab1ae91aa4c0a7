import { readColors, readProps, toImage, toText } from "../../sections/props-reader.js";

/** One entry of an unknown section's list, reduced to what can be shown safely. */
export interface GenericItem {
  title?: string;
  text?: string;
  image?: string;
  url?: string;
}

/** What the generic renderer could recognise in an unknown section's props. */
export interface GenericProps {
  title?: string;
  text?: string;
  image?: string;
  items: GenericItem[];
  buttonText?: string;
  buttonLink?: string;
  bgColor?: string;
  textColor?: string;
}

function readItem(value: unknown): GenericItem | undefined {
  const text = toText(value, 1000);
  if (text !== undefined) return { text };
  if (typeof value !== "object" || value === null) return undefined;
  const r = readProps(value);
  const item: GenericItem = {
    title: r.text(["title", "name", "heading", "label", "question", "q"]),
    text: r.text(["text", "description", "content", "answer", "a", "body", "quote"], 1000),
    image:
      r.image(["image", "imageUrl", "src", "photo"]) ||
      (r.raw.url ? toImage(r.raw.url) : undefined),
    url: r.href(["href", "link", "url"]),
  };
  return item.title || item.text || item.image ? item : undefined;
}

/** Guesses a title, text, image, list and button from the fields an unknown section has. */
export function normalizeGeneric(raw: unknown): GenericProps {
  const r = readProps(raw);
  return {
    title: r.text(["title", "heading", "headline", "name"]),
    text: r.text(["subtitle", "text", "content", "description", "body", "subheading"], 10_000),
    image: r.image(["image", "imageUrl", "src", "backgroundImage"]),
    items:
      r.list(["items", "images", "links", "features", "cards", "list", "entries"], readItem, 24) ??
      [],
    buttonText: r.text(["buttonText", "ctaText", "cta"]),
    buttonLink: r.href(["buttonLink", "link", "href", "url"]),
    ...readColors(r),
  };
}
