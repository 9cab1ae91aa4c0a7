import { useId, type ReactNode } from "react";

/** A titled card of a product form. */
export function FormSection({
  title,
  description,
  children,
  className = "",
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={`min-w-0 rounded-xl bg-white p-5 shadow-xs ring-1 ring-slate-200 sm:p-6 ${className}`}
    >
      <h2 id={titleId} className="text-sm font-semibold text-slate-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-500">{description}</p>}
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}
