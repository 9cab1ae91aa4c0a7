import type { TextareaField } from "@shopwright/site";
import { useId } from "react";
import { asText, controlClasses, type ControlProps } from "./field-types";
import { FieldShell } from "./FieldShell";

export function TextareaControl({ field, values, onPatch }: ControlProps<TextareaField<string>>) {
  const id = useId();
  return (
    <FieldShell label={field.label} htmlFor={id} help={field.help}>
      <textarea
        id={id}
        rows={field.rows ?? 4}
        className={`${controlClasses} resize-y`}
        value={asText(values[field.key])}
        onChange={(event) => onPatch({ [field.key]: event.target.value }, field.key)}
      />
    </FieldShell>
  );
}
