import { createAvatar } from "@dicebear/core";
import * as initials from "@dicebear/initials";
import { isImageUrl, type ProductDto, type ProductImageDto } from "@shopwright/sdk";

// Brand-adjacent hues without '#', as DiceBear expects; one is picked from the seed.
const BACKGROUNDS = ["6366f1", "8b5cf6", "0ea5e9", "14b8a6", "f59e0b", "f43f5e", "64748b"];

const placeholders = new Map<string, string>();

/**
 * PRODUCT.md §2: a product without an http(s) or root-relative image gets an initials image seeded
 * with its name. Made locally as a data URI; no image service is called.
 */
export function placeholderImage(name: string): string {
  const seed = name.trim() || "Product";
  let uri = placeholders.get(seed);
  if (!uri) {
    uri = createAvatar(initials, {
      seed,
      backgroundColor: BACKGROUNDS,
      backgroundType: ["gradientLinear"],
      backgroundRotation: [135],
      fontWeight: 500,
      fontSize: 32,
      chars: 2,
    }).toDataUri();
    placeholders.set(seed, uri);
  }
  return uri;
}

/** The first image a browser can load: an http(s) address or a path on this server. */
export function productImageUrl(product: Pick<ProductDto, "image" | "images">): string | null {
  if (product.image && isImageUrl(product.image)) return product.image;
  return product.images.find((image) => isImageUrl(image.url))?.url ?? null;
}

/** The name a stored image goes by: its original file name, else the end of its address. */
export function imageName(image: ProductImageDto): string {
  return image.originalName || image.url.split("/").pop() || image.url;
}
