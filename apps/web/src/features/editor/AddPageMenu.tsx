import type { PageTemplate } from "@shopwright/site";
import { Plus } from "lucide-react";
import { useCallback, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { createPortal } from "react-dom";
import { onDemand } from "../../lib/on-demand";
import { useDismiss } from "../../lib/use-dismiss";
import { useEditorStore } from "./editor-context";
import { EDITOR_TEXT } from "./editor.texts";

// The templates and their icons load with the menu's first opening (or on hover).
const AddPageItems = onDemand(() => import("./AddPageItems").then((m) => m.AddPageItems));
const preload = () => void AddPageItems.preload().catch(() => {});

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
  async function open() {
    await AddPageItems.preload().catch(() => {});
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
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => (place ? close() : void open())}
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
            aria-label={EDITOR_TEXT.addPage.title}
            style={place}
            onKeyDown={handleKeyDown}
            className="fixed z-50 w-80 overflow-hidden rounded-xl border border-slate-200 bg-white py-1.5 shadow-xl animate-fade-in"
          >
            <AddPageItems onSelect={add} />
          </div>,
          document.body,
        )}
    </>
  );
}
