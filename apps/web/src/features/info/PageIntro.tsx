import type { ReactNode } from "react";

/** The opening of an info page: eyebrow, the page's h1 and a lead paragraph over a soft glow. */
export function PageIntro({
  eyebrow,
  title,
  description,
  children,
}: {
  eyebrow: string;
  title: string;
  description: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="relative isolate overflow-hidden border-b border-slate-100">
      <div
        aria-hidden
        className="absolute left-1/2 top-0 -z-10 h-80 w-[60rem] -translate-x-1/2 -translate-y-1/2 rounded-full bg-[radial-gradient(closest-side,var(--color-brand-100),transparent)] blur-2xl"
      />
      <div className="mx-auto max-w-6xl px-5 pb-16 pt-16 sm:px-6 sm:pb-20 sm:pt-24 lg:px-8">
        <p className="text-sm font-semibold text-brand-600">{eyebrow}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-semibold tracking-tight text-balance text-slate-900 sm:text-5xl">
          {title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-8 text-pretty text-slate-600">{description}</p>
        {children && <div className="mt-8">{children}</div>}
      </div>
    </div>
  );
}
