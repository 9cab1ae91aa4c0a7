import { CircleAlert, CircleCheck, Info, X } from "lucide-react";
import type { ReactNode } from "react";

type Tone = "error" | "success" | "info";

const tones: Record<Tone, { box: string; icon: ReactNode }> = {
  error: {
    box: "border-red-200 bg-red-50 text-red-800",
    icon: <CircleAlert className="size-5 shrink-0 text-red-500" aria-hidden />,
  },
  success: {
    box: "border-emerald-200 bg-emerald-50 text-emerald-800",
    icon: <CircleCheck className="size-5 shrink-0 text-emerald-500" aria-hidden />,
  },
  info: {
    box: "border-brand-200 bg-brand-50 text-brand-900",
    icon: <Info className="size-5 shrink-0 text-brand-500" aria-hidden />,
  },
};

/** A banner for errors, confirmations and notes. */
export function Alert({
  tone = "error",
  children,
  onClose,
  className = "",
}: {
  tone?: Tone;
  children: ReactNode;
  onClose?: () => void;
  className?: string;
}) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`flex items-start gap-3 rounded-lg border px-4 py-3 text-sm ${tones[tone].box} ${className}`}
    >
      {tones[tone].icon}
      <div className="min-w-0 flex-1 pt-px">{children}</div>
      {onClose && (
        <button
          type="button"
          onClick={onClose}
          className="-m-1 rounded p-1 opacity-70 hover:opacity-100"
          aria-label="Dismiss"
        >
          <X className="size-4" />
        </button>
      )}
    </div>
  );
}
