import { Sparkles } from "lucide-react";

/** Prompts to send with one click: the intro's four, or phrasings the assistant suggests. */
export function SuggestionChips({
  suggestions,
  onPick,
  isDisabled,
  label,
}: {
  suggestions: readonly string[];
  onPick: (prompt: string) => void;
  isDisabled: boolean;
  label: string;
}) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {suggestions.map((suggestion) => (
        <li key={suggestion}>
          <button
            type="button"
            disabled={isDisabled}
            onClick={() => onPick(suggestion)}
            className="inline-flex items-center gap-1.5 rounded-full border border-brand-200 bg-white px-3 py-1.5 text-left text-xs font-medium text-brand-700 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50 disabled:pointer-events-none disabled:opacity-50"
          >
            <Sparkles className="size-3 shrink-0 text-brand-500" aria-hidden />
            {suggestion}
          </button>
        </li>
      ))}
    </ul>
  );
}
