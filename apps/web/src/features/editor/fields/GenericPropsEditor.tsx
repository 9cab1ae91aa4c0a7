import { isColor } from "@shopwright/site";
import { useId, useState } from "react";
import { ColorControl } from "./ColorControl";
import { controlClasses, type ControlProps } from "./field-types";
import { FieldShell } from "./FieldShell";
import { TextControl } from "./TextControl";

const isColorKey = (key: string, value: unknown) => /colou?r/i.test(key) || isColor(value);

/**
 * PRODUCT.md §3: a section of an unknown type gets its text and colour props as fields, plus an
 * advanced JSON box; invalid JSON is ignored silently (PRODUCT.md §5).
 */
export function GenericPropsEditor({
  values,
  onPatch,
  context,
}: Omit<ControlProps<unknown>, "field">) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const textKeys = Object.keys(values).filter((key) => typeof values[key] === "string");

  function handleJson(text: string) {
    setDraft(text);
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
        onPatch(parsed as Record<string, unknown>, "json");
      }
    } catch {
      // PRODUCT.md §5: invalid JSON in the advanced box is ignored silently.
    }
  }

  return (
    <div className="space-y-4">
      {textKeys.map((key) =>
        isColorKey(key, values[key]) ? (
          <ColorControl
            key={key}
            field={{ key, label: key }}
            values={values}
            onPatch={onPatch}
            context={context}
          />
        ) : (
          <TextControl
            key={key}
            field={{ kind: "text", key, label: key }}
            values={values}
            onPatch={onPatch}
            context={context}
          />
        ),
      )}
      <FieldShell
        label="Advanced (JSON)"
        htmlFor={id}
        help="Changes apply while the JSON is valid."
      >
        <textarea
          id={id}
          rows={10}
          spellCheck={false}
          className={`${controlClasses} font-mono text-xs`}
          value={draft ?? JSON.stringify(values, null, 2)}
          onChange={(event) => handleJson(event.target.value)}
          onBlur={() => setDraft(null)}
        />
      </FieldShell>
    </div>
  );
}
