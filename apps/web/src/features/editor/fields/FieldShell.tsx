import type { ReactNode } from "react";

/** A control's label, the control and its help line. */
export function FieldShell({
  label,
  htmlFor,
  help,
  children,
}: {
  label: string;
  htmlFor?: string;
  help?: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      {htmlFor ? (
        <label htmlFor={htmlFor} className="block text-xs font-medium text-slate-600">
          {label}
        </label>
      ) : (
        <p className="text-xs font-medium text-slate-600">{label}</p>
      )}
      {children}
      {help && <p className="text-xs text-slate-400">{help}</p>}
    </div>
  );
}
