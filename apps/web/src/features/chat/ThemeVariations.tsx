import type { AiPlanDto, AiThemeVariationDto } from "@shopwright/sdk";
import { Check, ChevronDown, ChevronUp, X } from "lucide-react";

/** Texts of the theme-preview step (PRODUCT.md §1: how-it-works step 2, Theme Preview). */
export const THEME_STEP_TEXT = {
  title: "Pick a style",
  hint: "Your site is ready. Try one of these looks; you can switch back any time.",
  current: "Current",
  keep: "Keep this style",
  /** The folded panel: the style chosen, and a way to see the others again. */
  chosen: "Style",
  showStyles: "Show styles",
  hideStyles: "Hide styles",
} as const;

/** The prompt the composer reads as a mood change ("Make it feel warm and cozy"). */
export const variationPrompt = (variation: AiThemeVariationDto) =>
  `Make it feel ${variation.label}`;

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * After the first whole-site generation: the generated style and two alternates, each a
 * card with its palette and heading font. Picking one sends its prompt, like any edit; then
 * the panel folds to one line naming the style chosen, which opens it again (PRODUCT.md §2).
 */
export function ThemeVariations({
  plan,
  chosen,
  isFolded = false,
  isDisabled,
  onChoose,
  onToggleFolded,
  onDismiss,
}: {
  plan: AiPlanDto;
  /** The mood the site wears now. */
  chosen: string;
  /** Folded to its summary line. */
  isFolded?: boolean;
  isDisabled: boolean;
  onChoose: (variation: AiThemeVariationDto) => void;
  onToggleFolded?: () => void;
  onDismiss: () => void;
}) {
  const current = plan.variations.find((variation) => variation.mood === chosen);
  const dismiss = (
    <button
      type="button"
      onClick={onDismiss}
      aria-label={THEME_STEP_TEXT.keep}
      title={THEME_STEP_TEXT.keep}
      className="grid size-7 shrink-0 place-items-center rounded-md text-slate-400 hover:bg-slate-100 hover:text-slate-700"
    >
      <X className="size-4" aria-hidden />
    </button>
  );
  if (isFolded) {
    return (
      <section
        aria-label={THEME_STEP_TEXT.title}
        className="flex shrink-0 items-center gap-2 border-t border-slate-200 bg-white px-3 py-1.5"
      >
        <button
          type="button"
          onClick={onToggleFolded}
          aria-expanded={false}
          title={THEME_STEP_TEXT.showStyles}
          className="flex min-w-0 flex-1 items-center gap-2 rounded-md px-1 py-1 text-left text-xs text-slate-600 hover:bg-slate-50"
        >
          {current && (
            <span className="flex gap-0.5" aria-hidden>
              {[current.colors.primary, current.colors.secondary, current.colors.accent].map(
                (color, index) => (
                  <span
                    key={index}
                    className="size-3 rounded-full ring-1 ring-black/10"
                    style={{ backgroundColor: color }}
                  />
                ),
              )}
            </span>
          )}
          <span className="min-w-0 truncate">
            <span className="font-medium text-slate-900">{THEME_STEP_TEXT.chosen}:</span>{" "}
            {capitalize(current?.label ?? chosen)}
          </span>
          <span className="ml-auto inline-flex shrink-0 items-center gap-0.5 font-medium text-brand-700">
            {THEME_STEP_TEXT.showStyles}
            <ChevronDown className="size-3.5" aria-hidden />
          </span>
        </button>
        {dismiss}
      </section>
    );
  }
  return (
    <section
      aria-label={THEME_STEP_TEXT.title}
      className="shrink-0 border-t border-slate-200 bg-white px-3 pb-3 pt-2.5"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-sm font-semibold text-slate-900">{THEME_STEP_TEXT.title}</h3>
          <p className="text-xs text-slate-500">{THEME_STEP_TEXT.hint}</p>
        </div>
        <div className="flex shrink-0 items-center">
          {onToggleFolded && (
            <button
              type="button"
              onClick={onToggleFolded}
              aria-label={THEME_STEP_TEXT.hideStyles}
              aria-expanded
              title={THEME_STEP_TEXT.hideStyles}
              className="grid size-7 place-items-center rounded-md text-slate-400 hover:bg-slate-100 hover:text-slate-700"
            >
              <ChevronUp className="size-4" aria-hidden />
            </button>
          )}
          {dismiss}
        </div>
      </div>
      <ul className="mt-2 grid grid-cols-3 gap-2">
        {plan.variations.map((variation) => {
          const isCurrent = variation.mood === chosen;
          const { colors } = variation;
          return (
            <li key={variation.mood}>
              <button
                type="button"
                aria-pressed={isCurrent}
                aria-label={`${capitalize(variation.label)} style, ${variation.fonts.heading} headings`}
                disabled={isDisabled}
                onClick={() => onChoose(variation)}
                className={`flex w-full flex-col gap-1.5 rounded-lg border p-2 text-left transition-colors disabled:opacity-60 ${
                  isCurrent
                    ? "border-brand-500 ring-1 ring-brand-500"
                    : "border-slate-200 hover:border-brand-300"
                }`}
                style={{ backgroundColor: colors.background, color: colors.text }}
              >
                <span className="flex gap-1" aria-hidden>
                  {[colors.primary, colors.secondary, colors.accent].map((color, index) => (
                    <span
                      key={index}
                      data-swatch={color}
                      className="size-4 rounded-full ring-1 ring-black/10"
                      style={{ backgroundColor: color }}
                    />
                  ))}
                </span>
                <span className="truncate text-xs font-semibold">
                  {capitalize(variation.label)}
                </span>
                <span className="flex items-center justify-between gap-1 text-[11px] opacity-80">
                  <span className="truncate">{variation.fonts.heading}</span>
                  {isCurrent && (
                    <span className="inline-flex items-center gap-0.5">
                      <Check className="size-3" aria-hidden />
                      {THEME_STEP_TEXT.current}
                    </span>
                  )}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
