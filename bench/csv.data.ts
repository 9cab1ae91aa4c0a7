/**
 * The products of the CSV benchmark, made the same way for the file (csv.bench.ts) and for the
 * bulk-insert reference (csv.server.ts): product i of `count`, each written as two rows of
 * Shopify's product CSV (the second row adds an image, as Shopify exports do).
 */

export const SHOPIFY_HEADER =
  "Handle,Title,Body (HTML),Vendor,Type,Tags,Published,Option1 Name,Option1 Value,Variant Inventory Qty,Variant Price,Image Src,Image Position,Status";

export interface BenchProduct {
  handle: string;
  name: string;
  /** As the import stores it: the text of the HTML body. */
  description: string;
  bodyHtml: string;
  priceMinor: number;
  stock: number;
  status: "draft" | "published";
  images: string[];
}

export function benchProduct(i: number): BenchProduct {
  const cents = 100 + ((i * 7919) % 49_900);
  return {
    handle: `bench-product-${i}`,
    name: `Bench Product ${i}`,
    description: `Roasted weekly, with notes of cocoa, cherry and "brown sugar".\nBatch ${i}, packed by hand.`,
    bodyHtml: `<p>Roasted weekly, with notes of cocoa, cherry and &quot;brown sugar&quot;.</p><p>Batch ${i}, packed by hand.</p>`,
    priceMinor: cents,
    stock: i % 250,
    status: i % 2 === 0 ? "published" : "draft",
    images: [
      `https://cdn.example.com/bench/${i}-1.jpg`,
      `https://cdn.example.com/bench/${i}-2.jpg`,
    ],
  };
}

const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;
const price = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;

/** The two CSV lines of product i. */
export function shopifyLines(i: number): string {
  const p = benchProduct(i);
  const isPublished = p.status === "published";
  return (
    [
      p.handle,
      p.name,
      quoted(p.bodyHtml),
      "Bench Roasters",
      "Coffee",
      quoted("coffee, bench"),
      isPublished ? "TRUE" : "FALSE",
      "Title",
      "Default Title",
      p.stock,
      price(p.priceMinor),
      p.images[0],
      1,
      isPublished ? "active" : "draft",
    ].join(",") +
    "\n" +
    `${p.handle},,,,,,,,,,,${p.images[1]},2,\n`
  );
}
