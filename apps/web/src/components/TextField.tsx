import { useId, type InputHTMLAttributes, type ReactNode } from "react";

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: ReactNode;
  /** Renders the label for screen readers only. */
  isLabelHidden?: boolean;
  trailing?: ReactNode;
}

export const inputClasses =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 transition focus:border-brand-500 focus:outline-none focus:ring-4 focus:ring-brand-500/15 disabled:bg-slate-50 disabled:text-slate-500 aria-[invalid=true]:border-red-400";

/** A labelled text input. */
export function TextField({
  label,
  hint,
  isLabelHidden = false,
  trailing,
  className = "",
  id,
  ...rest
}: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={className}>
      <label
        htmlFor={inputId}
        className={isLabelHidden ? "sr-only" : "mb-1.5 block text-sm font-medium text-slate-700"}
      >
        {label}
      </label>
      <div className="relative">
        <input id={inputId} className={inputClasses} {...rest} />
        {trailing && (
          <div className="absolute inset-y-0 right-0 flex items-center pr-2">{trailing}</div>
        )}
      </div>
      {hint && <p className="mt-1.5 text-xs text-slate-500">{hint}</p>}
    </div>
  );
}
