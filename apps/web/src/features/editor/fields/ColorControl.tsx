import { toHexColor } from "@shopwright/site";
import { useId, type InputHTMLAttributes, type ReactNode } from "react";
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
  const set = (value: string) => onPatch({ [field.key]: value }, field.key);
  return (
    <FieldShell label={field.label} htmlFor={id} help={field.help}>
      <ColorInputs
        id={id}
        label={field.label}
        picked={toHexColor(text) ?? "#000000"}
        onPick={set}
        text={{ value: text, placeholder: "#000000", onChange: (event) => set(event.target.value) }}
      />
    </FieldShell>
  );
}

/**
 * A colour as a picker and its text side by side, for section fields and theme colours.
 * `picked` is the picker's colour (#rrggbb; longer hex loses its alpha there).
 */
export function ColorInputs({
  id,
  label,
  picked,
  onPick,
  text,
  children,
}: {
  id: string;
  label: string;
  picked: string;
  onPick: (hex: string) => void;
  /** The text input's own props: value, placeholder and handlers. */
  text: Pick<
    InputHTMLAttributes<HTMLInputElement>,
    "value" | "placeholder" | "onChange" | "onFocus" | "onBlur"
  >;
  /** After the text: e.g. a reset button. */
  children?: ReactNode;
}) {
  return (
    <div className="flex items-center gap-2">
      <input
        type="color"
        aria-label={`${label} picker`}
        className="h-8 w-9 shrink-0 cursor-pointer rounded-md border border-slate-300 bg-white p-0.5"
        value={picked.length >= 7 ? picked.slice(0, 7) : "#000000"}
        onChange={(event) => onPick(event.target.value)}
      />
      <input id={id} type="text" className={`${controlClasses} font-mono`} {...text} />
      {children}
    </div>
  );
}
