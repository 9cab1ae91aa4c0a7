import { X } from "lucide-react";

/** The properties panel's title bar when nothing is selected (close shows on small screens). */
export function PanelHeading({ title, onClose }: { title: string; onClose: () => void }) {
  return (
    <div className="flex h-12 shrink-0 items-center justify-between border-b border-slate-200 pl-4 pr-2">
      <h2 className="text-sm font-semibold text-slate-900">{title}</h2>
      <button
        type="button"
        className={`grid size-8 place-items-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900 lg:hidden`}
        aria-label="Close properties"
        onClick={onClose}
      >
        <X className="size-4" />
      </button>
    </div>
  );
}
