import { ShoppingBag } from "lucide-react";

/** The product mark and name. */
export function Logo({
  className = "",
  isNameHidden = false,
}: {
  className?: string;
  isNameHidden?: boolean;
}) {
  return (
    <span
      className={`inline-flex items-center gap-2 font-semibold tracking-tight text-slate-900 ${className}`}
    >
      <span className="grid size-8 place-items-center rounded-lg bg-brand-600 text-white shadow-sm shadow-brand-600/30">
        <ShoppingBag className="size-4.5" aria-hidden />
      </span>
      <span className={isNameHidden ? "sr-only" : "text-lg"}>Shopwright</span>
    </span>
  );
}
