import type { ProductStatus } from "@shopwright/sdk";
import { LoaderCircle } from "lucide-react";

/**
 * Draft ↔ Published as one switch: on means the product shows on the live site. New products
 * are drafts, so this is where a newcomer learns how to put one on sale.
 */
export function ProductStatusSwitch({
  name,
  status,
  isPending = false,
  isDisabled = false,
  onChange,
  size = "sm",
  hasText = true,
}: {
  /** The product's name, so each switch of a list has its own accessible name. */
  name: string;
  status: ProductStatus | null | undefined;
  isPending?: boolean;
  isDisabled?: boolean;
  onChange: (status: ProductStatus) => void;
  size?: "sm" | "md";
  /** False where a status badge beside it already says Draft or Published. */
  hasText?: boolean;
}) {
  const isPublished = status === "published";
  const track = size === "md" ? "h-6 w-11" : "h-5 w-9";
  const knob = size === "md" ? "size-5" : "size-4";
  const shift = size === "md" ? "translate-x-5" : "translate-x-4";
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isPublished}
      aria-label={`Published: ${name}`}
      title={isPublished ? "Shown on the live site" : "Draft: hidden on the live site"}
      disabled={isDisabled || isPending}
      onClick={() => onChange(isPublished ? "draft" : "published")}
      className="group/switch inline-flex items-center gap-2 rounded-full text-xs font-medium text-slate-600 focus-visible:ring-4 focus-visible:ring-brand-500/20 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60"
    >
      <span
        aria-hidden
        className={`relative inline-flex shrink-0 items-center rounded-full p-0.5 transition-colors ${track} ${
          isPublished ? "bg-emerald-500" : "bg-slate-300 group-hover/switch:bg-slate-400"
        }`}
      >
        <span
          className={`grid place-items-center rounded-full bg-white shadow-sm transition-transform ${knob} ${
            isPublished ? shift : "translate-x-0"
          }`}
        >
          {isPending && <LoaderCircle className="size-3 animate-spin text-slate-400" />}
        </span>
      </span>
      {hasText && (
        <span className={isPublished ? "text-emerald-700" : "text-slate-600"}>
          {isPublished ? "Published" : "Draft"}
        </span>
      )}
    </button>
  );
}
