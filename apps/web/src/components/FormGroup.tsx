import { useId, type ReactNode } from "react";

/** A part of a dialog's form under its title (the first part needs none). */
export function FormGroup({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-3">
      {title && <legend className="mb-3 text-sm font-semibold text-slate-900">{title}</legend>}
      {children}
    </fieldset>
  );
}

/** One choice of {@link RadioCards}: its label and, below it, what it means. */
export interface RadioCard<T extends string> {
  value: T;
  label: string;
  hint?: string;
}

/** A choice of one among a few, as cards in a row (stacked on a phone); the chosen one outlined. */
export function RadioCards<T extends string>({
  cards,
  value,
  onChange,
}: {
  cards: readonly RadioCard<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  const name = useId();
  return (
    <div className={`grid gap-2 ${cards.length === 3 ? "sm:grid-cols-3" : "sm:grid-cols-2"}`}>
      {cards.map((card) => (
        <label
          key={card.value}
          className={`flex cursor-pointer gap-2.5 rounded-lg px-3 py-2.5 text-sm ring-1 ring-slate-200 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-500 ${card.hint ? "items-start" : "items-center"}`}
        >
          <input
            type="radio"
            name={name}
            checked={value === card.value}
            onChange={() => onChange(card.value)}
            className={`size-4 accent-brand-600 ${card.hint ? "mt-0.5" : ""}`}
          />
          <span>
            <span className="block font-medium text-slate-800">{card.label}</span>
            {card.hint && <span className="block text-xs text-slate-500">{card.hint}</span>}
          </span>
        </label>
      ))}
    </div>
  );
}

/** A row of a list to tick: a checkbox and what it chooses; a disabled row is dimmed. */
export function CheckRow({
  checked,
  disabled = false,
  onChange,
  className = "px-3",
  children,
}: {
  checked: boolean;
  disabled?: boolean;
  onChange: () => void;
  /** The row's horizontal padding. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <label
      className={`flex items-center gap-3 py-2 text-sm ${className} ${
        disabled ? "cursor-not-allowed opacity-60" : "cursor-pointer hover:bg-slate-50"
      }`}
    >
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        className="size-4 shrink-0 rounded accent-brand-600"
      />
      {children}
    </label>
  );
}
