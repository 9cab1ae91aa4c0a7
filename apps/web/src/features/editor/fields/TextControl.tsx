import type { TextField } from "@shopwright/site";
import { useId } from "react";
import { asText, controlClasses, type ControlProps } from "./field-types";
import { FieldShell } from "./FieldShell";

export function TextControl({ field, values, onPatch }: ControlProps<TextField<string>>) {
  const id = useId();
  return (
    <FieldShell label={field.label} htmlFor={id} help={field.help}>
      <input
        id={id}
        type="text"
        className={controlClasses}
        placeholder={field.placeholder}
        value={asText(values[field.key])}
        onChange={(event) => onPatch({ [field.key]: event.target.value }, field.key)}
      />
    </FieldShell>
  );
}
