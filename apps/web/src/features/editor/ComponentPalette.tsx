import { listSectionDefinitions, PALETTE_CATEGORIES } from "@shopwright/site";
import { Search } from "lucide-react";
import { useState } from "react";
import { EDITOR_TEXT } from "./editor.texts";
import { useEditorState, useEditorStore } from "./editor-context";
import { PaletteItem } from "./PaletteItem";
import { SavedBlocksGroup } from "./saved-blocks";

/** The left palette: every section type, grouped by category, filterable. */
export function ComponentPalette({ onAdded }: { onAdded?: () => void }) {
  const store = useEditorStore();
  const [query, setQuery] = useState("");
  // Every type the registry holds, in palette order (types registered at run time included).
  const needle = query.trim().toLowerCase();
  const matches = listSectionDefinitions().filter(
    (definition) =>
      !needle ||
      definition.label.toLowerCase().includes(needle) ||
      definition.aliases.some((alias) => alias.includes(needle)),
  );
  const allBlocks = useEditorState((state) => state.document.blocks);
  const blocks = (allBlocks ?? []).filter(
    (block) => !needle || block.name.toLowerCase().includes(needle),
  );
  const groups = PALETTE_CATEGORIES.map((category) => ({
    category,
    items: matches.filter((definition) => definition.category === category),
  })).filter((group) => group.items.length > 0);

  function handleAdd(type: string) {
    store.addSection(type);
    onAdded?.();
  }

  return (
    <div className="flex h-full flex-col">
      <div className="shrink-0 border-b border-slate-200 px-4 pb-3 pt-3">
        <h2 className="text-sm font-semibold text-slate-900">{EDITOR_TEXT.paletteTitle}</h2>
        <p className="text-xs text-slate-500">{EDITOR_TEXT.paletteHint}</p>
        <label className="relative mt-3 block">
          <span className="sr-only">Search components</span>
          <Search className="pointer-events-none absolute left-2.5 top-1/2 size-3.5 -translate-y-1/2 text-slate-400" />
          <input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search"
            className="block w-full rounded-md border border-slate-200 bg-slate-50 py-1.5 pl-8 pr-2 text-sm placeholder:text-slate-400 focus:border-brand-500 focus:bg-white focus:outline-none focus:ring-3 focus:ring-brand-500/15"
          />
        </label>
      </div>
      <nav
        aria-label={EDITOR_TEXT.paletteTitle}
        className="flex-1 space-y-4 overflow-y-auto px-2 py-3"
      >
        <SavedBlocksGroup blocks={blocks} onAdded={onAdded} />
        {groups.map((group) => (
          <section key={group.category} aria-labelledby={`palette-${group.category}`}>
            <h3
              id={`palette-${group.category}`}
              className="px-2 pb-1 text-[11px] font-semibold uppercase tracking-wider text-slate-400"
            >
              {group.category}
            </h3>
            <ul className="space-y-0.5">
              {group.items.map((definition) => (
                <li key={definition.type}>
                  <PaletteItem definition={definition} onAdd={handleAdd} />
                </li>
              ))}
            </ul>
          </section>
        ))}
        {groups.length === 0 && blocks.length === 0 && (
          <p className="px-2 py-6 text-center text-xs text-slate-500">No component matches.</p>
        )}
      </nav>
    </div>
  );
}
