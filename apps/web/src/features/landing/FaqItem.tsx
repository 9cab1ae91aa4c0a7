import { Plus } from "lucide-react";
import type { Faq } from "./landing.content";

/** One question of the FAQ: a disclosure button and its answer. */
export function FaqItem({
  faq,
  isOpen,
  onToggle,
}: {
  faq: Faq;
  isOpen: boolean;
  onToggle: (id: string) => void;
}) {
  const buttonId = `faq-${faq.id}-question`;
  const panelId = `faq-${faq.id}-answer`;
  return (
    <div className="py-1">
      <h3>
        <button
          type="button"
          id={buttonId}
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => onToggle(faq.id)}
          className="group flex w-full items-center justify-between gap-6 rounded-lg py-5 text-left text-base font-medium text-slate-900 transition-colors hover:text-brand-700"
        >
          {faq.question}
          <span
            className={`grid size-7 shrink-0 place-items-center rounded-full ring-1 transition ${
              isOpen
                ? "rotate-45 bg-brand-600 text-white ring-brand-600"
                : "bg-white text-slate-500 ring-slate-200 group-hover:text-brand-600 group-hover:ring-brand-200"
            }`}
          >
            <Plus className="size-4" aria-hidden />
          </span>
        </button>
      </h3>
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        hidden={!isOpen}
        className="pb-6 pr-12 leading-7 text-slate-600"
      >
        {faq.answer}
      </div>
    </div>
  );
}
