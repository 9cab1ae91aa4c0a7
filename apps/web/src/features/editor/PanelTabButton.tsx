import type { ReactNode } from "react";

/** A tab of a side panel's tab bar (Section | Theme, Components | Layers). */
export function PanelTabButton({
  isActive,
  onClick,
  onPointerEnter,
  icon,
  label,
}: {
  isActive: boolean;
  onClick: () => void;
  onPointerEnter?: () => void;
  icon: ReactNode;
  label: string;
}) {
  return (
    <button
      type="button"
      role="tab"
      aria-selected={isActive}
      onClick={onClick}
      onPointerEnter={onPointerEnter}
      className={`inline-flex flex-1 items-center justify-center gap-1.5 rounded-md px-2 py-1.5 text-xs font-medium transition-colors ${
        isActive
          ? "bg-slate-100 text-slate-900"
          : "text-slate-500 hover:bg-slate-50 hover:text-slate-800"
      }`}
    >
      {icon}
      {label}
    </button>
  );
}
