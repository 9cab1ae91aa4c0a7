import type { ProductDto } from "@shopwright/sdk";
import { useState } from "react";
import { placeholderImage, productImageUrl } from "./product-image";

/** A product's picture, or its initials when it has none or the picture fails to load. */
export function ProductImage({
  product,
  className = "",
}: {
  product: Pick<ProductDto, "name" | "image" | "images">;
  className?: string;
}) {
  const url = productImageUrl(product);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const hasPhoto = url !== null && url !== failedUrl;
  return (
    <img
      src={hasPhoto ? url : placeholderImage(product.name)}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailedUrl(url)}
      data-placeholder={hasPhoto ? undefined : true}
      className={`object-cover ${className}`}
    />
  );
}
