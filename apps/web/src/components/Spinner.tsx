import { LoaderCircle } from "lucide-react";

/** An indeterminate progress indicator. */
export function Spinner({ className = "size-5", label }: { className?: string; label?: string }) {
  return (
    <LoaderCircle
      className={`animate-spin ${className}`}
      aria-hidden={label ? undefined : true}
      aria-label={label}
      role={label ? "status" : undefined}
    />
  );
}
