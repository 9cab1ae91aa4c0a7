import { Bold, Italic, Link2, List } from "lucide-react";
import { useId, useRef, type ReactNode } from "react";
import { applyMarkdown, type MarkdownFormat } from "./markdown-format";

const BUTTONS: { format: MarkdownFormat; label: string; keys?: string; icon: ReactNode }[] = [
  { format: "bold", label: "Bold", keys: "Ctrl+B", icon: <Bold className="size-4" aria-hidden /> },
  {
    format: "italic",
    label: "Italic",
    keys: "Ctrl+I",
    icon: <Italic className="size-4" aria-hidden />,
  },
  { format: "list", label: "Bulleted list", icon: <List className="size-4" aria-hidden /> },
  { format: "link", label: "Link", keys: "Ctrl+K", icon: <Link2 className="size-4" aria-hidden /> },
];

const SHORTCUTS: Record<string, MarkdownFormat> = { b: "bold", i: "italic", k: "link" };

/**
 * The description: Markdown-style text (the storefront shows it as sanitized rich text), with
 * buttons that put the marks around the selection.
 */
export function DescriptionField({
  value,
  isDisabled,
  isInvalid,
  onChange,
}: {
  value: string;
  isDisabled: boolean;
  isInvalid: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const hintId = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);

  function format(kind: MarkdownFormat) {
    const field = textarea.current;
    if (!field) return;
    const edit = applyMarkdown(value, field.selectionStart, field.selectionEnd, kind);
    onChange(edit.value);
    // After React wrote the new text: select what was formatted, ready to type over.
    requestAnimationFrame(() => {
      field.focus();
      field.setSelectionRange(edit.selectionStart, edit.selectionEnd);
    });
  }

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        Description
      </label>
      <div className="rounded-lg border border-slate-300 bg-white shadow-sm transition focus-within:border-brand-500 focus-within:ring-4 focus-within:ring-brand-500/15 has-aria-invalid:border-red-400">
        <div
          role="toolbar"
          aria-label="Formatting"
          aria-controls={id}
          className="flex items-center gap-0.5 border-b border-slate-200 px-1.5 py-1"
        >
          {BUTTONS.map((button) => (
            <button
              key={button.format}
              type="button"
              aria-label={button.label}
              title={button.keys ? `${button.label} (${button.keys})` : button.label}
              disabled={isDisabled}
              onClick={() => format(button.format)}
              className="grid size-8 place-items-center rounded-md text-slate-600 transition hover:bg-slate-100 hover:text-slate-900 disabled:opacity-50"
            >
              {button.icon}
            </button>
          ))}
        </div>
        <textarea
          ref={textarea}
          id={id}
          name="description"
          rows={6}
          placeholder="What makes it worth buying? Materials, size, care…"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            const kind = SHORTCUTS[event.key.toLowerCase()];
            if (!kind || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) {
              return;
            }
            event.preventDefault();
            format(kind);
          }}
          disabled={isDisabled}
          aria-invalid={isInvalid}
          aria-describedby={hintId}
          className="block w-full resize-y rounded-b-lg bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 focus:outline-none disabled:bg-slate-50 disabled:text-slate-500"
        />
      </div>
      <p id={hintId} className="mt-1.5 text-xs text-slate-500">
        Takes Markdown-style formatting: **bold**, _italic_, “- ” for a list, [text](https://…) for
        a link. Shoppers see it formatted.
      </p>
    </div>
  );
}
