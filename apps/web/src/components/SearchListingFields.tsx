import { SEO_LIMITS } from "@shopwright/site";
import { Sparkles } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "./Button";
import { inputClasses } from "./TextField";

/** What a search result shows of a text: at most `shown` characters, cut with an ellipsis. */
const shownPart = (text: string, shown: number) =>
  text.length > shown ? `${text.slice(0, shown - 1).trimEnd()}…` : text;

/** "42 / 60", amber past what a search result shows. */
function Counter({ length, shown, id }: { length: number; shown: number; id: string }) {
  return (
    <span
      id={id}
      className={`text-xs tabular-nums ${length > shown ? "font-medium text-amber-600" : "text-slate-400"}`}
    >
      {length} / {shown}
    </span>
  );
}

/**
 * The owner's search title and description of a page or product (docs/PRODUCT.md "Search
 * engines and shared links"): two fields with counters against what a search result shows, a
 * "Draft from content" button that fills the description from the page's own text, and a
 * preview of the result as a search engine lists it. Empty fields preview the fallbacks.
 */
export function SearchListingFields({
  title,
  description,
  fallbackTitle,
  fallbackDescription,
  address,
  draft,
  isDisabled = false,
  onChange,
}: {
  title: string;
  description: string;
  /** What the page is titled when the owner sets no title. */
  fallbackTitle: string;
  /** What the page is described as when the owner sets no description. */
  fallbackDescription: string;
  /** The page's address as a result shows it, e.g. "bean-there.example › about". */
  address: string;
  /** A description drafted from the page's own text; empty when it has none. */
  draft: () => string;
  isDisabled?: boolean;
  onChange: (field: "seoTitle" | "seoDescription", value: string) => void;
}) {
  const titleId = useId();
  const descriptionId = useId();
  const [notice, setNotice] = useState<string | null>(null);
  const shownTitle = shownPart(title.trim() || fallbackTitle, SEO_LIMITS.titleShown);
  const shownDescription = shownPart(
    description.trim() || fallbackDescription,
    SEO_LIMITS.descriptionShown,
  );

  function handleDraft() {
    const drafted = draft();
    if (drafted) {
      onChange("seoDescription", drafted);
      setNotice(null);
    } else setNotice("There is no text to draft from yet: write a description first.");
  }

  return (
    <div className="min-w-0 space-y-4">
      <div>
        <div className="mb-1.5 flex items-baseline justify-between gap-2">
          <label htmlFor={titleId} className="text-sm font-medium text-slate-700">
            Search title
          </label>
          <Counter length={title.length} shown={SEO_LIMITS.titleShown} id={`${titleId}-count`} />
        </div>
        <input
          id={titleId}
          name="seoTitle"
          value={title}
          maxLength={SEO_LIMITS.titleMax}
          placeholder={fallbackTitle}
          disabled={isDisabled}
          aria-describedby={`${titleId}-count`}
          onChange={(event) => onChange("seoTitle", event.target.value)}
          className={inputClasses}
        />
      </div>
      <div>
        <div className="mb-1.5 flex items-baseline justify-between gap-2">
          <label htmlFor={descriptionId} className="text-sm font-medium text-slate-700">
            Search description
          </label>
          <Counter
            length={description.length}
            shown={SEO_LIMITS.descriptionShown}
            id={`${descriptionId}-count`}
          />
        </div>
        <textarea
          id={descriptionId}
          name="seoDescription"
          rows={3}
          value={description}
          maxLength={SEO_LIMITS.descriptionMax}
          placeholder={fallbackDescription}
          disabled={isDisabled}
          aria-describedby={`${descriptionId}-count`}
          onChange={(event) => onChange("seoDescription", event.target.value)}
          className={`${inputClasses} resize-y`}
        />
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <Button
            variant="secondary"
            size="sm"
            icon={<Sparkles className="size-4" />}
            disabled={isDisabled}
            onClick={handleDraft}
          >
            Draft from content
          </Button>
          {notice && (
            <p role="status" className="text-xs text-slate-500">
              {notice}
            </p>
          )}
        </div>
      </div>
      <figure
        aria-label="Search result preview"
        className="min-w-0 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200"
      >
        <figcaption className="mb-2 text-xs font-medium uppercase tracking-wide text-slate-400">
          Search result preview
        </figcaption>
        <p className="truncate text-xs text-slate-600">{address}</p>
        <p className="mt-0.5 text-lg leading-snug break-words text-[#1a0dab]">{shownTitle}</p>
        <p className="mt-1 text-sm leading-relaxed break-words text-slate-600">
          {shownDescription}
        </p>
      </figure>
    </div>
  );
}
