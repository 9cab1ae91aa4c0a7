import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import { inputClasses } from "./TextField";

interface InputFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "onChange"> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** What is wrong with the value, shown under it; the input is marked invalid. */
  problem?: string | null;
  hint?: ReactNode;
  /** A unit or currency shown inside the input's right end. */
  suffix?: string;
  /** In a row of inputs under one header: the label only for screen readers from `sm` up. */
  isCompact?: boolean;
}

/** A labelled input of a settings form, with a unit inside it and its problem under it. */
export function InputField({
  label,
  value,
  onChange,
  problem,
  hint,
  suffix,
  isCompact = false,
  className = "",
  ...rest
}: InputFieldProps) {
  const id = useId();
  const describedBy = [problem && `${id}-problem`, hint && `${id}-hint`].filter(Boolean).join(" ");
  return (
    <div className={`min-w-0 ${className}`}>
      <label
        htmlFor={id}
        className={
          isCompact
            ? "mb-1 block text-xs font-medium text-slate-600 sm:sr-only"
            : "mb-1.5 block text-sm font-medium text-slate-700"
        }
      >
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`${inputClasses} ${suffix ? "pr-12" : ""} tabular-nums`}
          {...rest}
        />
        {suffix && (
          <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-xs font-medium text-slate-400">
            {suffix}
          </span>
        )}
      </div>
      {problem && (
        <p id={`${id}-problem`} className="mt-1 text-xs text-red-600">
          {problem}
        </p>
      )}
      {hint && !problem && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}
