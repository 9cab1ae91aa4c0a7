import type { NumberField } from "@shopwright/site";
import { useId, useState } from "react";
import { numberFromInput } from "../number-value";
import { asText, controlClasses, type ControlProps } from "./field-types";
import { FieldShell } from "./FieldShell";

/**
 * A number within the field's bounds. The text stays as typed while focused (so it can be
 * cleared and retyped); blank and out-of-range values are settled on blur (PRODUCT.md §5).
 */
export function NumberControl({ field, values, onPatch }: ControlProps<NumberField<string>>) {
  const id = useId();
  const stored = asText(values[field.key]);
  const [draft, setDraft] = useState<string | null>(null);

  function handleChange(text: string) {
    setDraft(text);
    if (text.trim() !== "" && Number.isFinite(Number.parseFloat(text))) {
      onPatch({ [field.key]: numberFromInput(text, field) }, field.key);
    }
  }

  function handleBlur() {
    if (draft !== null) onPatch({ [field.key]: numberFromInput(draft, field) }, field.key);
    setDraft(null);
  }

  return (
    <FieldShell label={field.label} htmlFor={id} help={field.help}>
      <div className="relative">
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={field.min}
          max={field.max}
          step={field.step ?? 1}
          className={`${controlClasses} ${field.unit ? "pr-9" : ""}`}
          value={draft ?? stored}
          onChange={(event) => handleChange(event.target.value)}
          onBlur={handleBlur}
        />
        {field.unit && (
          <span className="pointer-events-none absolute inset-y-0 right-2.5 flex items-center text-xs text-slate-400">
            {field.unit}
          </span>
        )}
      </div>
    </FieldShell>
  );
}
