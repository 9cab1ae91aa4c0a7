import { DOC_SECTIONS } from "./docs.content";

/** The docs' table of contents; the section in view is marked as current. */
export function DocsToc({ activeId }: { activeId: string | undefined }) {
  return (
    <nav aria-label="On this page">
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">On this page</p>
      <ol className="mt-4 space-y-1 border-l border-slate-200">
        {DOC_SECTIONS.map((section) => {
          const isActive = section.id === activeId;
          return (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                aria-current={isActive ? "location" : undefined}
                className={`-ml-px block border-l py-1.5 pl-4 text-sm transition-colors ${
                  isActive
                    ? "border-brand-600 font-medium text-brand-700"
                    : "border-transparent text-slate-600 hover:border-slate-400 hover:text-slate-900"
                }`}
              >
                {section.title}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
