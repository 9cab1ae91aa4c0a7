import type { SelectField } from "@shopwright/site";
import { useId } from "react";
import { asText, controlClasses, type ControlProps } from "./field-types";
import { FieldShell } from "./FieldShell";

export function SelectControl({ field, values, onPatch }: ControlProps<SelectField<string>>) {
  const id = useId();
  return (
    <FieldShell label={field.label} htmlFor={id} help={field.help}>
      <select
        id={id}
        className={controlClasses}
        value={asText(values[field.key]) || (field.options[0]?.value ?? "")}
        onChange={(event) => onPatch({ [field.key]: event.target.value }, field.key)}
      >
        {field.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
