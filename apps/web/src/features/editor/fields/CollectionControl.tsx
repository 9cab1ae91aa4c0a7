import type { CollectionField } from "@shopwright/site";
import { useId } from "react";
import { EDITOR_TEXT } from "../editor.texts";
import { asText, controlClasses, type ControlProps } from "./field-types";
import { FieldShell } from "./FieldShell";

/**
 * One of the store's collections by title, or none (all products). A chosen collection that
 * no longer exists reads as none, as the grid then shows all products (PRODUCT.md §3).
 */
export function CollectionControl({
  field,
  values,
  onPatch,
  context,
}: ControlProps<CollectionField<string>>) {
  const id = useId();
  const collections = context.collections ?? [];
  const chosen = asText(values[field.key]);
  const value = collections.some((collection) => collection.id === chosen) ? chosen : "";
  return (
    <FieldShell
      label={field.label}
      htmlFor={id}
      help={collections.length === 0 ? EDITOR_TEXT.noCollections : field.help}
    >
      <select
        id={id}
        className={controlClasses}
        value={value}
        disabled={collections.length === 0}
        onChange={(event) => onPatch({ [field.key]: event.target.value }, field.key)}
      >
        <option value="">{EDITOR_TEXT.allProducts}</option>
        {collections.map((collection) => (
          <option key={collection.id} value={collection.id}>
            {collection.title}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
