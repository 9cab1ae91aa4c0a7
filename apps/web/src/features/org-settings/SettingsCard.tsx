import type { ReactNode } from "react";

/** A titled card of the settings page with its action row at the bottom. */
export function SettingsCard({
  title,
  description,
  footer,
  children,
}: {
  title: string;
  description: string;
  footer: ReactNode;
  children: ReactNode;
}) {
  const headingId = `settings-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section
      aria-labelledby={headingId}
      className="overflow-hidden rounded-xl bg-white shadow-xs ring-1 ring-slate-200"
    >
      <div className="p-5 sm:p-6">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        <p className="mt-1 text-sm text-slate-500">{description}</p>
        <div className="mt-5">{children}</div>
      </div>
      <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-100 bg-slate-50/70 px-5 py-3 sm:px-6">
        {footer}
      </div>
    </section>
  );
}
