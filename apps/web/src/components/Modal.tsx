import { X } from "lucide-react";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";

const PANEL_SIZES = {
  md: "max-w-md",
  lg: "max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto",
  xl: "flex max-h-[calc(100dvh-2rem)] max-w-4xl flex-col",
} as const;

/**
 * A dialog over a dimmed backdrop. Closes on Escape, on a click on the backdrop and on its
 * close button (PRODUCT.md §2, invite modal); focus moves in on open and back out on close.
 */
export function Modal({
  title,
  description,
  onClose,
  size = "md",
  children,
}: {
  title: string;
  description?: ReactNode;
  onClose: () => void;
  /**
   * `lg`: a wider dialog for a whole form, scrolling inside when taller than the screen. `xl`:
   * wider still and as tall as the screen allows, its content a column that scrolls its own
   * parts (a picker with a grid).
   */
  size?: "md" | "lg" | "xl";
  children: ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);
  // Its own id: a confirmation can open over another dialog.
  const titleId = useId();

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>(
      "input, textarea, select, button:not([data-close])",
    );
    (first ?? panel.current)?.focus();
    const handleKey = (event: KeyboardEvent) => {
      // Only the topmost dialog closes: a confirmation may sit over another one.
      const dialogs = document.querySelectorAll('[role="dialog"]');
      if (event.key === "Escape" && dialogs[dialogs.length - 1] === panel.current) {
        // The Escape is this dialog's: window's listeners (the editor's deselect) never see it.
        event.stopPropagation();
        onClose();
      }
    };
    document.addEventListener("keydown", handleKey);
    return () => {
      document.removeEventListener("keydown", handleKey);
      previous?.focus?.();
    };
  }, [onClose]);

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center p-4 sm:items-center">
      <div
        className="absolute inset-0 bg-slate-900/50 backdrop-blur-sm animate-fade-in"
        data-testid="modal-backdrop"
        onClick={onClose}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`relative w-full rounded-2xl bg-white p-6 shadow-2xl ring-1 ring-slate-900/5 animate-fade-in ${PANEL_SIZES[size]}`}
      >
        <button
          type="button"
          data-close
          onClick={onClose}
          aria-label="Close"
          className="absolute right-4 top-4 rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-600"
        >
          <X className="size-5" />
        </button>
        <h2 id={titleId} className="pr-8 text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {description && <div className="mt-1 text-sm text-slate-500">{description}</div>}
        <div className={size === "xl" ? "mt-5 flex min-h-0 flex-1 flex-col" : "mt-5"}>
          {children}
        </div>
      </div>
    </div>,
    document.body,
  );
}
