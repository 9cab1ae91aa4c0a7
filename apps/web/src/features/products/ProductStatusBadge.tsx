import type { ProductStatus } from "@shopwright/sdk";
import { Badge } from "../../components/Badge";

/** PRODUCT.md §2: the product's status, 'draft' when it has none. */
export function ProductStatusBadge({
  status,
  className = "",
}: {
  status: ProductStatus | null | undefined;
  className?: string;
}) {
  const value = status ?? "draft";
  const isPublished = value === "published";
  return (
    <Badge tone={isPublished ? "success" : "neutral"} className={`capitalize ${className}`}>
      <span
        aria-hidden
        className={`size-1.5 rounded-full ${isPublished ? "bg-emerald-500" : "bg-slate-400"}`}
      />
      {value}
    </Badge>
  );
}
