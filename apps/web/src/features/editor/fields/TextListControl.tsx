import type { TextListField } from "@shopwright/site";
import { Plus, X } from "lucide-react";
import { asText, controlClasses, type ControlProps } from "./field-types";

/** A list of plain strings, such as a pricing plan's features. */
export function TextListControl({ field, values, onPatch }: ControlProps<TextListField<string>>) {
  const items = Array.isArray(values[field.key])
    ? (values[field.key] as unknown[]).map(asText)
    : [];
  const write = (next: string[], mergeKey: string) => onPatch({ [field.key]: next }, mergeKey);
  return (
    <div className="space-y-1.5">
      <p className="text-xs font-medium text-slate-600">{field.label}</p>
      {items.map((item, index) => (
        <div key={index} className="flex items-center gap-1">
          <input
            type="text"
            aria-label={`${field.itemLabel} ${index + 1}`}
            className={controlClasses}
            value={item}
            onChange={(event) => {
              const next = [...items];
              next[index] = event.target.value;
              write(next, `${field.key}.${index}`);
            }}
          />
          <button
            type="button"
            aria-label={`Remove ${field.itemLabel.toLowerCase()} ${index + 1}`}
            onClick={() =>
              write(
                items.filter((_, i) => i !== index),
                `${field.key}:remove`,
              )
            }
            className="rounded p-1 text-slate-400 hover:bg-red-50 hover:text-red-600"
          >
            <X className="size-3.5" />
          </button>
        </div>
      ))}
      <button
        type="button"
        onClick={() =>
          write([...items, `New ${field.itemLabel.toLowerCase()}`], `${field.key}:add`)
        }
        className="inline-flex items-center gap-1 rounded-md px-1.5 py-1 text-xs font-medium text-brand-600 hover:bg-brand-50"
      >
        <Plus className="size-3.5" /> Add {field.itemLabel.toLowerCase()}
      </button>
    </div>
  );
}
