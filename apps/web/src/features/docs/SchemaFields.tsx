import type { JsonSchema } from "./openapi-model";
import { schemaFields, typeLabel } from "./schema-fields";

/** A schema as a list of fields with type, whether required, and rules; nested ones indented. */
export function SchemaFields({ schema, label }: { schema: JsonSchema; label: string }) {
  const fields = schemaFields(schema);
  if (fields.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        <span className="font-mono text-xs text-slate-700">{typeLabel(schema)}</span>
      </p>
    );
  }
  return (
    <ul aria-label={label} className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200">
      {fields.map((field) => (
        <li key={field.name} className="flex flex-col gap-1 px-3 py-2 text-sm sm:flex-row sm:gap-4">
          <div
            className="flex min-w-0 flex-wrap items-baseline gap-x-2 sm:w-56 sm:shrink-0"
            style={{ paddingLeft: `${field.depth}rem` }}
          >
            <code className="font-mono text-[13px] font-medium break-all text-slate-900">
              {field.name.split(".").pop()}
            </code>
            {field.isRequired && (
              <span className="text-[11px] font-medium text-red-600">required</span>
            )}
          </div>
          <div className="min-w-0 flex-1">
            <span className="font-mono text-xs break-words text-brand-700">{field.type}</span>
            {field.notes.length > 0 && (
              <span className="block text-xs text-slate-500">{field.notes.join(" · ")}</span>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
