import { useEditorState, useEditorStore } from "./editor-context";
import { DEVICES } from "./devices";

/** The canvas's device switch in the page tab bar (PRODUCT.md §2), Shift+1 to Shift+3 too. */
export function DeviceToggle({ segment }: { segment: (isActive: boolean) => string }) {
  const store = useEditorStore();
  const device = useEditorState((state) => state.session.device);
  return (
    <div
      role="group"
      aria-label="Device"
      className="flex items-center rounded-lg bg-slate-100 p-0.5"
    >
      {DEVICES.map(({ id, name, label, width, Icon, digit }) => (
        <button
          key={id}
          type="button"
          aria-pressed={device === id}
          aria-label={label}
          aria-keyshortcuts={`Shift+${digit}`}
          title={`${name} · ${width} px (Shift+${digit})`}
          onClick={() => store.setDevice(id)}
          className={segment(device === id)}
        >
          <Icon className="size-3.5" aria-hidden />
        </button>
      ))}
    </div>
  );
}
