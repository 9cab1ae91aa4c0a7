import type { ReactNode } from "react";

/** A command, path or field name inside running text. */
export function InlineCode({ children }: { children: ReactNode }) {
  return (
    <code className="whitespace-nowrap rounded-md bg-slate-100 px-1.5 py-0.5 font-mono text-[0.85em] text-slate-800 ring-1 ring-slate-200/70">
      {children}
    </code>
  );
}
