import { Monitor, Smartphone } from "lucide-react";

/** The preview's width: the desktop frame, or a phone at 390 px (PRODUCT.md §9). */
export type Device = "desktop" | "mobile";

const options = [
  { value: "desktop", label: "Desktop", Icon: Monitor },
  { value: "mobile", label: "Mobile", Icon: Smartphone },
] as const;

/** A two-way switch between the desktop and the mobile preview. */
export function DeviceToggle({
  device,
  onChange,
}: {
  device: Device;
  onChange: (device: Device) => void;
}) {
  return (
    <div
      role="radiogroup"
      aria-label="Preview size"
      className="inline-flex rounded-lg bg-slate-100 p-0.5 ring-1 ring-slate-200"
    >
      {options.map(({ value, label, Icon }) => {
        const isActive = device === value;
        return (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={isActive}
            onClick={() => onChange(value)}
            className={`inline-flex h-7 items-center gap-1.5 rounded-md px-2.5 text-xs font-medium transition-colors ${
              isActive
                ? "bg-white text-slate-900 shadow-sm ring-1 ring-slate-200"
                : "text-slate-500 hover:text-slate-800"
            }`}
          >
            <Icon className="size-3.5" aria-hidden />
            {label}
          </button>
        );
      })}
    </div>
  );
}
