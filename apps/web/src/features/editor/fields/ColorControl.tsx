import { toHexColor } from "@shopwright/site";
import { useId } from "react";
import { asText, controlClasses, type ControlProps } from "./field-types";
import { FieldShell } from "./FieldShell";

/** SPEC 5: a colour picker plus hex text (placeholder #000000). */
export function ColorControl({
  field,
  values,
  onPatch,
}: ControlProps<{ key: string; label: string; help?: string }>) {
  const id = useId();
  const text = asText(values[field.key]);
  const hex = toHexColor(text) ?? "#000000";
  return (
    <FieldShell label={field.label} htmlFor={id} help={field.help}>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${field.label} picker`}
          className="h-8 w-9 shrink-0 cursor-pointer rounded-md border border-slate-300 bg-white p-0.5"
          value={hex.length === 7 ? hex : "#000000"}
          onChange={(event) => onPatch({ [field.key]: event.target.value }, field.key)}
        />
        <input
          id={id}
          type="text"
          className={`${controlClasses} font-mono`}
          placeholder="#000000"
          value={text}
          onChange={(event) => onPatch({ [field.key]: event.target.value }, field.key)}
        />
      </div>
    </FieldShell>
  );
}
