import { sectionColorVars, themeToCssVars, toHexColor, type Theme } from "@shopwright/site";
import { RotateCcw } from "lucide-react";
import { useId, useMemo, type InputHTMLAttributes, type ReactNode } from "react";
import { useEditorState } from "../editor-context";
import { asText, controlClasses, type ControlProps } from "./field-types";
import { FieldShell } from "./FieldShell";

/**
 * The colour a section shows for a colour prop left empty: its background follows the page
 * background, its text the theme's ink (readable ink on a background of its own). Null for
 * props that inherit nothing.
 */
export function inheritedColorOf(
  key: string,
  values: Record<string, unknown>,
  theme: Theme,
): string | null {
  if (key === "bgColor") return themeToCssVars(theme)["--sw-bg"];
  if (key === "textColor") {
    const bgColor = asText(values.bgColor);
    const own = bgColor ? sectionColorVars({ bgColor }, theme)["--sw-text"] : undefined;
    return own ?? themeToCssVars(theme)["--sw-text"];
  }
  return null;
}

/**
 * PRODUCT.md §5: a colour picker plus hex text (placeholder #000000). A prop that inherits from the
 * theme and is left empty shows the inherited colour, and stays inherited until changed.
 */
export function ColorControl({
  field,
  values,
  onPatch,
}: ControlProps<{ key: string; label: string; help?: string }>) {
  const id = useId();
  const theme = useEditorState((state) => state.document.theme);
  const text = asText(values[field.key]);
  const bgColor = asText(values.bgColor);
  const inherited = useMemo(
    () => inheritedColorOf(field.key, { bgColor }, theme),
    [field.key, bgColor, theme],
  );
  const set = (value: string) => onPatch({ [field.key]: value }, field.key);
  const isInherited = !text && inherited !== null;
  return (
    <FieldShell label={field.label} htmlFor={id} help={isInherited ? "From the theme" : field.help}>
      <ColorInputs
        id={id}
        label={field.label}
        picked={toHexColor(text) ?? (inherited && toHexColor(inherited)) ?? "#000000"}
        onPick={set}
        text={{
          value: text,
          placeholder: isInherited ? inherited : "#000000",
          onChange: (event) => set(event.target.value),
        }}
      >
        {inherited !== null && text && (
          <ResetColorButton
            label={field.label}
            title="Back to the theme's colour"
            onReset={() => set("")}
          />
        )}
      </ColorInputs>
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

/** The button beside a colour that empties it, so it follows the theme (or "automatic") again. */
export function ResetColorButton({
  label,
  title,
  onReset,
}: {
  label: string;
  title: string;
  onReset: () => void;
}) {
  return (
    <button
      type="button"
      title={title}
      aria-label={`Reset ${label.toLowerCase()}`}
      onClick={onReset}
      className="grid size-8 shrink-0 place-items-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900"
    >
      <RotateCcw className="size-4" aria-hidden />
    </button>
  );
}
