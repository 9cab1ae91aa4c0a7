import { Search } from "lucide-react";
import { inputClasses } from "../../components/TextField";
import { tagAnchor, type TagGroup } from "./openapi-model";

/** The search box and the groups of the reference, each with its endpoint count. */
export function ReferenceNav({
  groups,
  query,
  onQueryChange,
}: {
  groups: TagGroup[];
  query: string;
  onQueryChange: (query: string) => void;
}) {
  return (
    <div className="space-y-5">
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
        <input
          type="search"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          placeholder="Filter endpoints"
          aria-label="Filter endpoints"
          className={`${inputClasses} pl-9`}
        />
      </div>
      <nav aria-label="API groups">
        <p className="hidden text-xs font-semibold tracking-wide text-slate-500 uppercase lg:block">
          Groups
        </p>
        <ul className="flex flex-wrap gap-2 lg:mt-3 lg:block lg:space-y-0.5 lg:border-l lg:border-slate-200">
          {groups.map((group) => (
            <li key={group.name}>
              <a
                href={`#${tagAnchor(group.name)}`}
                className="flex items-center justify-between gap-2 rounded-full px-3 py-1 text-sm text-slate-600 ring-1 ring-slate-200 transition-colors hover:text-slate-900 lg:-ml-px lg:rounded-none lg:border-l lg:border-transparent lg:py-1.5 lg:pl-4 lg:ring-0 lg:hover:border-slate-400"
              >
                {group.name}
                <span className="text-xs text-slate-400 tabular-nums">
                  {group.endpoints.length}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
