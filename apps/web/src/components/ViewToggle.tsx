import { LayoutGrid, List } from "lucide-react";

export type StoreView = "grid" | "list";

const options = [
  { view: "grid", label: "Grid view", icon: LayoutGrid },
  { view: "list", label: "List view", icon: List },
] as const;

/** The grid/list switch of the stores page (PRODUCT.md §2). */
export function ViewToggle({
  view,
  onChange,
}: {
  view: StoreView;
  onChange: (view: StoreView) => void;
}) {
  return (
    <div
      role="group"
      aria-label="View"
      className="inline-flex rounded-lg bg-slate-100 p-0.5 ring-1 ring-inset ring-slate-200"
    >
      {options.map(({ view: option, label, icon: Icon }) => {
        const isSelected = option === view;
        return (
          <button
            key={option}
            type="button"
            aria-label={label}
            aria-pressed={isSelected}
            title={label}
            onClick={() => onChange(option)}
            className={`grid h-8 w-9 place-items-center rounded-md transition ${
              isSelected
                ? "bg-white text-slate-900 shadow-sm ring-1 ring-slate-200"
                : "text-slate-500 hover:text-slate-900"
            }`}
          >
            <Icon className="size-4" aria-hidden />
          </button>
        );
      })}
    </div>
  );
}
