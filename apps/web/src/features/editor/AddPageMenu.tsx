import { PAGE_TEMPLATES, type PageTemplate } from "@shopwright/site";
import {
  BookOpen,
  CircleHelp,
  FilePlus2,
  Mail,
  Plus,
  RotateCcw,
  ScrollText,
  ShieldCheck,
  Truck,
  type LucideIcon,
} from "lucide-react";
import { useCallback, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { createPortal } from "react-dom";
import { useDismiss } from "../../lib/use-dismiss";
import { useEditorStore } from "./editor-context";
import { EDITOR_TEXT } from "./editor.texts";

const T = EDITOR_TEXT.addPage;

const ICONS: Record<string, LucideIcon> = {
  about: BookOpen,
  contact: Mail,
  faq: CircleHelp,
  shipping: Truck,
  returns: RotateCcw,
  privacy: ShieldCheck,
  terms: ScrollText,
};

/**
 * 'Add page' (docs/PRODUCT.md §2 "Visual editor"): a blank page, or one of the pages every
 * shop needs with sample content to adapt. Either opens at once with its menu link, one step.
 */
export function AddPageMenu() {
  const store = useEditorStore();
  const [place, setPlace] = useState<{ left: number; top: number } | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setPlace(null), []);
  useDismiss(menu, place !== null, close);

  // The tab strip scrolls sideways: the menu hangs from the button, outside it.
  function open() {
    const rect = button.current!.getBoundingClientRect();
    const width = 320;
    setPlace({
      left: Math.max(8, Math.min(rect.left, window.innerWidth - width - 8)),
      top: rect.bottom + 6,
    });
  }

  useLayoutEffect(() => {
    if (place) menu.current?.querySelector<HTMLElement>("[role=menuitem]")?.focus();
  }, [place]);

  function add(template?: PageTemplate) {
    close();
    store.addPage(template);
  }

  function handleKeyDown(event: KeyboardEvent) {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>("[role=menuitem]") ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const next = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (next !== undefined) {
      event.preventDefault();
      items[(index + next + items.length) % items.length]?.focus();
    } else if (event.key === "Escape") {
      event.preventDefault();
      close();
      button.current?.focus();
    }
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={place !== null}
        onClick={() => (place ? close() : open())}
        className="flex h-7 shrink-0 items-center gap-1 rounded-md px-2 text-xs font-medium text-brand-600 hover:bg-brand-50"
      >
        <Plus className="size-3.5" aria-hidden />
        Add page
      </button>
      {place &&
        createPortal(
          <div
            ref={menu}
            role="menu"
            aria-label={T.title}
            style={place}
            onKeyDown={handleKeyDown}
            className="fixed z-50 w-80 overflow-hidden rounded-xl border border-slate-200 bg-white py-1.5 shadow-xl animate-fade-in"
          >
            <MenuItem
              Icon={FilePlus2}
              label={T.blank}
              description={T.blankHint}
              onSelect={() => add()}
            />
            <p className="px-4 pb-1 pt-2 text-[11px] font-semibold uppercase tracking-wider text-slate-400">
              {T.templates}
            </p>
            {PAGE_TEMPLATES.map((template) => (
              <MenuItem
                key={template.id}
                Icon={ICONS[template.id] ?? FilePlus2}
                label={template.name}
                description={template.description}
                onSelect={() => add(template)}
              />
            ))}
            <p className="border-t border-slate-100 px-4 pb-1 pt-2 text-xs text-slate-500">
              {T.sampleHint}
            </p>
          </div>,
          document.body,
        )}
    </>
  );
}

function MenuItem({
  Icon,
  label,
  description,
  onSelect,
}: {
  Icon: LucideIcon;
  label: string;
  description: string;
  onSelect: () => void;
}) {
  return (
    <button
      type="button"
      role="menuitem"
      onClick={onSelect}
      className="flex w-full items-start gap-3 px-4 py-2 text-left outline-none hover:bg-slate-50 focus-visible:bg-brand-50"
    >
      <span className="mt-0.5 grid size-7 shrink-0 place-items-center rounded-md bg-slate-100 text-slate-600">
        <Icon className="size-4" aria-hidden />
      </span>
      <span className="min-w-0">
        <span className="block text-sm font-medium text-slate-900">{label}</span>
        <span className="block text-xs text-slate-500">{description}</span>
      </span>
    </button>
  );
}
