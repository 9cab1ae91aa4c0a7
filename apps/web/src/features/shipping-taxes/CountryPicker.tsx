import { REST_OF_WORLD } from "@shopwright/sdk";
import { countryOptions } from "@shopwright/site";
import { Globe2, Plus, Search, X } from "lucide-react";
import { useCallback, useId, useMemo, useRef, useState } from "react";
import { CheckRow } from "../../components/FormGroup";
import { inputClasses } from "../../components/TextField";
import { useDismiss } from "../../lib/use-dismiss";
import { SHIPPING_TEXT } from "./shipping-taxes.texts";

const COUNTRIES = countryOptions("en-US");
const NAMES = new Map(COUNTRIES.map((country) => [country.code, country.name]));

/** A zone's country as people read it: its name, or "Rest of world" for "*". */
export function countryLabel(code: string): string {
  return code === REST_OF_WORLD ? SHIPPING_TEXT.restOfWorld : (NAMES.get(code) ?? code);
}

/** The two letters of a country in a small box, or a globe for everywhere else. */
export function CountryCode({ code }: { code: string }) {
  return code === REST_OF_WORLD ? (
    <Globe2 className="size-3.5 text-slate-500" aria-hidden />
  ) : (
    <span
      aria-hidden
      className="rounded bg-slate-100 px-1 font-mono text-[10px] leading-4 font-semibold text-slate-600"
    >
      {code}
    </span>
  );
}

/**
 * A zone's countries: chips to remove, and a searchable list to add more from. Countries
 * another zone has are shown with its name and cannot be picked (a country is in one zone).
 */
export function CountryPicker({
  countries,
  takenBy,
  isInvalid,
  describedBy,
  onChange,
}: {
  countries: string[];
  /** Countries of the other zones, with the zone's name. */
  takenBy: ReadonlyMap<string, string>;
  isInvalid: boolean;
  describedBy?: string;
  onChange: (countries: string[]) => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const [search, setSearch] = useState("");
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();
  const close = useCallback(() => setIsOpen(false), []);
  useDismiss(root, isOpen, close);

  const chosen = new Set(countries);
  const options = useMemo(() => {
    const query = search.trim().toLowerCase();
    const all = [{ code: REST_OF_WORLD, name: SHIPPING_TEXT.restOfWorld }, ...COUNTRIES];
    if (!query) return all;
    const rank = (option: { code: string; name: string }) => {
      const name = option.name.toLowerCase();
      if (option.code.toLowerCase() === query || name.startsWith(query)) return 0;
      return name.includes(query) ? 1 : 2;
    };
    // Names that start with the search first ("ger": Germany before Algeria), then the rest.
    return all
      .map((option) => ({ option, rank: rank(option) }))
      .filter((each) => each.rank < 2)
      .sort((a, b) => a.rank - b.rank)
      .map((each) => each.option);
  }, [search]);

  function toggle(code: string) {
    onChange(chosen.has(code) ? countries.filter((c) => c !== code) : [...countries, code]);
  }

  return (
    <div ref={root} className="relative">
      <div
        aria-describedby={describedBy}
        className={`flex min-h-11 flex-wrap items-center gap-1.5 rounded-lg border bg-white p-1.5 ${
          isInvalid ? "border-red-400" : "border-slate-300"
        }`}
      >
        {countries.map((code) => (
          <span
            key={code}
            className="inline-flex items-center gap-1.5 rounded-md bg-slate-50 py-0.5 pr-0.5 pl-1.5 text-sm text-slate-700 ring-1 ring-slate-200"
          >
            <CountryCode code={code} />
            {countryLabel(code)}
            <button
              type="button"
              onClick={() => toggle(code)}
              aria-label={SHIPPING_TEXT.removeCountry(countryLabel(code))}
              className="rounded p-0.5 text-slate-400 hover:bg-slate-200 hover:text-slate-700"
            >
              <X className="size-3.5" aria-hidden />
            </button>
          </span>
        ))}
        <button
          type="button"
          onClick={() => setIsOpen((open) => !open)}
          aria-expanded={isOpen}
          aria-controls={isOpen ? listId : undefined}
          className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50"
        >
          <Plus className="size-4" aria-hidden />
          {SHIPPING_TEXT.addCountries}
        </button>
      </div>
      {isOpen && (
        <div className="absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-xl bg-white shadow-xl ring-1 ring-slate-200 sm:right-auto sm:w-96">
          <div className="relative border-b border-slate-100 p-2">
            <Search
              className="pointer-events-none absolute top-1/2 left-5 size-4 -translate-y-1/2 text-slate-400"
              aria-hidden
            />
            <input
              type="search"
              autoFocus
              aria-label={SHIPPING_TEXT.searchCountries}
              placeholder={SHIPPING_TEXT.searchCountries}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className={`${inputClasses} pl-9`}
            />
          </div>
          <ul
            id={listId}
            aria-label={SHIPPING_TEXT.countries}
            className="max-h-72 overflow-y-auto py-1"
          >
            {options.length === 0 && (
              <li className="px-4 py-6 text-center text-sm text-slate-500">
                {SHIPPING_TEXT.noCountryFound}
              </li>
            )}
            {options.map((option) => {
              const isChosen = chosen.has(option.code);
              const owner = takenBy.get(option.code);
              const isTaken = owner !== undefined && !isChosen;
              return (
                <li key={option.code}>
                  <CheckRow
                    checked={isChosen}
                    disabled={isTaken}
                    onChange={() => toggle(option.code)}
                    className="px-4"
                  >
                    <CountryCode code={option.code} />
                    <span className="min-w-0 flex-1 truncate text-slate-800">
                      {option.name}
                      {option.code === REST_OF_WORLD && (
                        <span className="block text-xs text-slate-500">
                          {SHIPPING_TEXT.restOfWorldHint}
                        </span>
                      )}
                    </span>
                    {isTaken && (
                      <span className="shrink-0 text-xs text-slate-500">
                        {SHIPPING_TEXT.inOtherZone(owner)}
                      </span>
                    )}
                  </CheckRow>
                </li>
              );
            })}
          </ul>
          <div className="flex justify-end border-t border-slate-100 p-2">
            <button
              type="button"
              onClick={close}
              className="rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100"
            >
              {SHIPPING_TEXT.done}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
