import type { ReactNode } from "react";
import { DOC_SECTIONS, type DocSectionId } from "./docs.content";

/** One titled chapter of the docs, offset so the sticky header does not cover its heading. */
export function DocsSection({ id, children }: { id: DocSectionId; children: ReactNode }) {
  const title = DOC_SECTIONS.find((section) => section.id === id)?.title;
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
      <h2
        id={`${id}-title`}
        className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-[1.75rem]"
      >
        {title}
      </h2>
      <div className="mt-5 space-y-5 leading-7 text-slate-600">{children}</div>
    </section>
  );
}
