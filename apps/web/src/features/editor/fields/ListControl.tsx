import type { AnyField, ListField } from "@shopwright/site";
import { ChevronDown, ChevronUp, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { MAX_LIST_ITEMS } from "@shopwright/site";
import { FieldControl } from "./FieldControl";
import { asText, type ControlProps } from "./field-types";

const asItems = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? value.map((item) =>
        item && typeof item === "object" ? (item as Record<string, unknown>) : { value: item },
      )
    : [];

/** A new item: the first text field says "New <item>", so the item is never empty. */
function newItem(field: ListField<string, AnyField>): Record<string, unknown> {
  const first = field.of.find((each) => each.kind === "text" || each.kind === "textarea");
  return first ? { [first.key]: `New ${field.itemLabel.toLowerCase()}` } : {};
}

/** A list of objects: collapsible items, each edited with the nested fields; add, remove, reorder. */
export function ListControl({
  field,
  values,
  onPatch,
  context,
}: ControlProps<ListField<string, AnyField>>) {
  const items = asItems(values[field.key]);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const write = (next: unknown[], mergeKey: string) => onPatch({ [field.key]: next }, mergeKey);

  function handleMove(index: number, offset: -1 | 1) {
    const target = index + offset;
    if (target < 0 || target >= items.length) return;
    const next = [...items];
    [next[index], next[target]] = [next[target]!, next[index]!];
    write(next, `${field.key}:move`);
    if (openIndex === index) setOpenIndex(target);
  }

  function handleRemove(index: number) {
    write(
      items.filter((_, i) => i !== index),
      `${field.key}:remove`,
    );
    setOpenIndex(null);
  }

  function handleAdd() {
    write([...items, newItem(field)], `${field.key}:add`);
    setOpenIndex(items.length);
  }

  const titleOf = (item: Record<string, unknown>, index: number) => {
    const first = field.of.find((each) => each.kind === "text" || each.kind === "textarea");
    return (first && asText(item[first.key])) || `${field.itemLabel} ${index + 1}`;
  };

  return (
    <div className="space-y-1.5">
      <p className="text-xs font-medium text-slate-600">{field.label}</p>
      <ul className="space-y-1.5">
        {items.map((item, index) => {
          const isOpen = openIndex === index;
          const title = titleOf(item, index);
          return (
            <li key={index} className="rounded-md border border-slate-200 bg-white">
              <div className="flex items-center gap-1 pl-2.5 pr-1">
                <button
                  type="button"
                  aria-expanded={isOpen}
                  onClick={() => setOpenIndex(isOpen ? null : index)}
                  className="min-w-0 flex-1 truncate py-1.5 text-left text-sm text-slate-700"
                >
                  {title}
                </button>
                <button
                  type="button"
                  aria-label={`Move ${title} up`}
                  disabled={index === 0}
                  onClick={() => handleMove(index, -1)}
                  className="rounded p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700 disabled:opacity-30"
                >
                  <ChevronUp className="size-3.5" />
                </button>
                <button
                  type="button"
                  aria-label={`Move ${title} down`}
                  disabled={index === items.length - 1}
                  onClick={() => handleMove(index, 1)}
                  className="rounded p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700 disabled:opacity-30"
                >
                  <ChevronDown className="size-3.5" />
                </button>
                <button
                  type="button"
                  aria-label={`Remove ${title}`}
                  onClick={() => handleRemove(index)}
                  className="rounded p-1 text-slate-400 hover:bg-red-50 hover:text-red-600"
                >
                  <Trash2 className="size-3.5" />
                </button>
              </div>
              {isOpen && (
                <div className="space-y-3 border-t border-slate-100 p-2.5">
                  {field.of.map((sub) => (
                    <FieldControl
                      key={sub.key}
                      field={sub}
                      values={item}
                      context={context}
                      onPatch={(patch, mergeKey) => {
                        const next = [...items];
                        next[index] = { ...item, ...patch };
                        write(next, `${field.key}.${index}.${mergeKey}`);
                      }}
                    />
                  ))}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {items.length < MAX_LIST_ITEMS && (
        <button
          type="button"
          onClick={handleAdd}
          className="inline-flex items-center gap-1 rounded-md px-1.5 py-1 text-xs font-medium text-brand-600 hover:bg-brand-50"
        >
          <Plus className="size-3.5" /> Add {field.itemLabel.toLowerCase()}
        </button>
      )}
    </div>
  );
}
