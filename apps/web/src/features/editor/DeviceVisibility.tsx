import { SECTION_DEVICES, type LayoutSection, type SectionDevice } from "@shopwright/site";
import { EyeOff } from "lucide-react";
import { DEVICES } from "./devices";
import { useEditorStore } from "./editor-context";
import { EDITOR_TEXT } from "./editor.texts";

/**
 * Which devices a section shows on (the site's widths: layout.ts SECTION_DEVICES): one
 * toggle each, one undo step a click. The last device it shows on cannot be switched off.
 */
export function DeviceVisibility({ section }: { section: LayoutSection }) {
  const store = useEditorStore();
  const hidden = new Set<SectionDevice>(section.hiddenOn ?? []);
  const shownCount = SECTION_DEVICES.length - hidden.size;

  function toggle(device: SectionDevice) {
    const next = new Set(hidden);
    if (next.has(device)) next.delete(device);
    else next.add(device);
    store.setSectionVisibility(
      section.id,
      SECTION_DEVICES.filter((each) => next.has(each)),
    );
  }

  return (
    <div className="space-y-2 border-t border-slate-100 pt-4">
      <p className="text-xs font-medium text-slate-700">{EDITOR_TEXT.visibility}</p>
      <div className="flex gap-1.5" role="group" aria-label={EDITOR_TEXT.visibility}>
        {DEVICES.map(({ id, name, Icon }) => {
          const isShown = !hidden.has(id);
          const isLast = isShown && shownCount === 1;
          return (
            <button
              key={id}
              type="button"
              aria-pressed={isShown}
              aria-label={EDITOR_TEXT.showOn(name)}
              title={isLast ? EDITOR_TEXT.lastDevice : EDITOR_TEXT.showOn(name)}
              disabled={isLast}
              onClick={() => toggle(id)}
              className={`inline-flex flex-1 items-center justify-center gap-1.5 rounded-md px-2 py-1.5 text-xs font-medium ring-1 transition-colors focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none disabled:cursor-not-allowed ${
                isShown
                  ? "bg-white text-slate-800 ring-slate-200 hover:bg-slate-50"
                  : "bg-slate-100 text-slate-400 ring-slate-200 line-through hover:bg-slate-200"
              }`}
            >
              {isShown ? (
                <Icon className="size-3.5" aria-hidden />
              ) : (
                <EyeOff className="size-3.5" aria-hidden />
              )}
              {name}
            </button>
          );
        })}
      </div>
      {hidden.size > 0 && (
        <p className="text-xs text-slate-500">
          {EDITOR_TEXT.hiddenOnNote(
            DEVICES.filter(({ id }) => hidden.has(id))
              .map(({ name }) => name.toLowerCase())
              .join(" and "),
          )}
        </p>
      )}
    </div>
  );
}
