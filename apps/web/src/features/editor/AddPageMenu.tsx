import type { PageTemplate } from "@shopwright/site";
import { Plus } from "lucide-react";
import {
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
} from "react";
import { Spinner } from "../../components/Spinner";
import { createPortal } from "react-dom";
import { onDemand } from "../../lib/on-demand";
import { useDismiss } from "../../lib/use-dismiss";
import { useEditorStore } from "./editor-context";
import { EDITOR_TEXT } from "./editor.texts";

// The templates and their icons load with the menu's first opening (or on hover).
// Until they are in the menu shows a spinner; if they cannot load, it says so with a retry.
const AddPageItems = onDemand(
  () => import("./AddPageItems").then((m) => m.AddPageItems),
  <div className="grid place-items-center py-6 text-brand-600">
    <Spinner />
  </div>,
);
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
  // The button toggles the menu: a press on it is not one outside.
  const roots = useMemo(() => [menu, button], []);
  useDismiss(roots, place !== null, close);

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
    } else if (event.key === "Home" || event.key === "End") {
      event.preventDefault();
      (event.key === "Home" ? items[0] : items.at(-1))?.focus();
    } else if (event.key === "Tab") {
      // A menu is one stop: Tab leaves it, closed.
      close();
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
        title="Add page"
        className="flex h-7 shrink-0 items-center gap-1 rounded-md px-2 text-xs font-medium text-brand-600 hover:bg-brand-50"
      >
        <Plus className="size-3.5" aria-hidden />
        {/* Phones: the icon, with the words for assistive technology. */}
        <span className="sr-only sm:not-sr-only">Add page</span>
      </button>
      {place &&
        createPortal(
          <div
            ref={menu}
            role="menu"
            aria-label={EDITOR_TEXT.addPage.title}
            style={{ ...place, "--menu-top": `${place.top}px` } as CSSProperties}
            onKeyDown={handleKeyDown}
            className="fixed z-50 max-h-[calc(100dvh-var(--menu-top)-8px)] w-80 overflow-y-auto rounded-xl border border-slate-200 bg-white py-1.5 shadow-xl animate-fade-in"
          >
            <AddPageItems onSelect={add} />
          </div>,
          document.body,
        )}
    </>
  );
}
