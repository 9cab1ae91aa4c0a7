import { X } from "lucide-react";
import { useId, useState, type ClipboardEvent, type KeyboardEvent } from "react";

/**
 * A list of short texts typed one by one: Enter or a comma adds the typed text as a chip,
 * Backspace in the empty input removes the last one; pasting "a, b, c" adds three. A text
 * already in the list is not added twice. `onAdd` may refuse texts (it answers why).
 */
export function ChipInput({
  label,
  isLabelHidden = false,
  name,
  values,
  placeholder,
  hint,
  maxLength,
  isDisabled = false,
  isInvalid = false,
  normalize = (text) => text,
  onChange,
  onRefuse,
  canAdd,
}: {
  label: string;
  isLabelHidden?: boolean;
  /** The input's name, so a failed check can focus it. */
  name: string;
  values: readonly string[];
  placeholder?: string;
  hint?: string;
  maxLength?: number;
  isDisabled?: boolean;
  isInvalid?: boolean;
  /** Applied to a text before it is added (tags are kept in lower case). */
  normalize?: (text: string) => string;
  onChange: (values: string[]) => void;
  /** Why texts could not be added; null clears it. */
  onRefuse?: (message: string | null) => void;
  /** Answers why the list cannot take `count` more texts, or null when it can. */
  canAdd?: (count: number) => string | null;
}) {
  const inputId = useId();
  const hintId = useId();
  const [text, setText] = useState("");

  function add(texts: string[]) {
    const fresh: string[] = [];
    for (const each of texts) {
      const value = normalize(each.trim());
      if (value !== "" && !values.includes(value) && !fresh.includes(value)) fresh.push(value);
    }
    setText("");
    if (fresh.length === 0) return;
    const refusal = canAdd?.(fresh.length) ?? null;
    onRefuse?.(refusal);
    if (refusal) return;
    onChange([...values, ...fresh]);
  }

  function remove(value: string) {
    onRefuse?.(null);
    onChange(values.filter((each) => each !== value));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      add([text]);
    } else if (event.key === "Backspace" && text === "" && values.length > 0) {
      event.preventDefault();
      remove(values[values.length - 1]!);
    }
  }

  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    const pasted = event.clipboardData.getData("text");
    if (!/[,\n]/.test(pasted)) return;
    event.preventDefault();
    add(`${text}${pasted}`.split(/[,\n]/));
  }

  return (
    <div>
      <label
        htmlFor={inputId}
        className={isLabelHidden ? "sr-only" : "mb-1.5 block text-sm font-medium text-slate-700"}
      >
        {label}
      </label>
      <div
        data-invalid={isInvalid || undefined}
        className={`flex min-h-10 flex-wrap items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-2 py-1.5 shadow-sm transition focus-within:border-brand-500 focus-within:ring-4 focus-within:ring-brand-500/15 data-invalid:border-red-400 ${
          isDisabled ? "bg-slate-50" : ""
        }`}
      >
        {values.length > 0 && (
          <ul className="contents">
            {values.map((value) => (
              <li
                key={value}
                className="inline-flex max-w-full items-center gap-1 rounded-md bg-slate-100 py-0.5 pr-0.5 pl-2 text-sm text-slate-800 ring-1 ring-slate-200 ring-inset"
              >
                <span className="truncate">{value}</span>
                <button
                  type="button"
                  aria-label={`Remove ${value}`}
                  disabled={isDisabled}
                  onClick={() => remove(value)}
                  className="grid size-5 shrink-0 place-items-center rounded text-slate-500 transition hover:bg-slate-200 hover:text-slate-900"
                >
                  <X className="size-3.5" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          id={inputId}
          name={name}
          value={text}
          maxLength={maxLength}
          placeholder={values.length === 0 ? placeholder : undefined}
          autoComplete="off"
          enterKeyHint="enter"
          disabled={isDisabled}
          aria-invalid={isInvalid}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => {
            const typed = event.target.value;
            // A comma typed on a phone keyboard arrives in the text, not as a key.
            if (typed.includes(",")) add(typed.split(","));
            else setText(typed);
          }}
          onKeyDown={handleKeyDown}
          onPaste={handlePaste}
          onBlur={() => text.trim() !== "" && add([text])}
          className="h-7 min-w-24 flex-1 border-0 bg-transparent px-1 text-sm text-slate-900 placeholder:text-slate-400 focus:ring-0 focus:outline-none"
        />
      </div>
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}
