import { Search } from "lucide-react";
import { useEffect, useEffectEvent, useState } from "react";
import { inputClasses } from "./TextField";

/** How long typing must pause before the list is asked again. */
const SEARCH_DEBOUNCE_MS = 250;

/**
 * A list's search box: the box follows the typing at once, the list after a pause. `value` is
 * the search the list uses (from the URL), so back and reload restore the box.
 */
export function SearchBox({
  label,
  placeholder = label,
  value,
  onSearch,
  maxLength,
  className = "",
}: {
  /** Its accessible name, and its placeholder unless one is given. */
  label: string;
  placeholder?: string;
  value: string;
  onSearch: (search: string) => void;
  maxLength?: number;
  className?: string;
}) {
  const [text, setText] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  const handleSearch = useEffectEvent(onSearch);

  // The URL changed under us (back, a link): show its search, unless it is what we typed.
  if (value !== lastValue) {
    setLastValue(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => {
    const next = text.trim();
    if (next === value) return;
    const timer = setTimeout(() => handleSearch(next), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <div className={`relative ${className}`}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        aria-hidden
      />
      <input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        maxLength={maxLength}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className={`${inputClasses} h-10 pl-9`}
      />
    </div>
  );
}
