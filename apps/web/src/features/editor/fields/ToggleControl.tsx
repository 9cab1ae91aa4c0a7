import type { ToggleField } from "@shopwright/site";
import type { ControlProps } from "./field-types";

export function ToggleControl({ field, values, onPatch }: ControlProps<ToggleField<string>>) {
  const isOn = values[field.key] === true;
  return (
    <div className="flex items-center justify-between gap-3">
      <span className="text-xs font-medium text-slate-600">{field.label}</span>
      <button
        type="button"
        role="switch"
        aria-checked={isOn}
        aria-label={field.label}
        onClick={() => onPatch({ [field.key]: !isOn }, `${field.key}:toggle`)}
        className={`relative h-5 w-9 shrink-0 rounded-full transition-colors ${isOn ? "bg-brand-600" : "bg-slate-300"}`}
      >
        <span
          className={`absolute top-0.5 size-4 rounded-full bg-white shadow transition-transform ${isOn ? "translate-x-4.5" : "translate-x-0.5"}`}
        />
      </button>
    </div>
  );
}
