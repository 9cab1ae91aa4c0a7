import { PRODUCT_MESSAGES, VARIANT_LIMITS } from "@shopwright/sdk";
import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/Button";
import { confirmDialog } from "../../components/dialogs";
import { TextField } from "../../components/TextField";
import { ChipInput } from "./ChipInput";
import { FieldError } from "./FieldError";
import { FormSection } from "./FormSection";
import type { ProductFormError } from "./product-form";
import {
  combinationCount,
  newOptionKey,
  type OptionDraft,
  type VariantDraft,
} from "./product-variants";
import { VariantTable, type VariantImageChoice } from "./VariantTable";

const NAME_EXAMPLES = ["Size", "Colour", "Material"];

/** Example values for an option's name, so the placeholder reads as a hint of what to type. */
function valueExamples(name: string, index: number): string {
  const known: [RegExp, string][] = [
    [/size|taille|größe/i, "S, M, L"],
    [/colou?r|farbe|couleur/i, "White, Blue"],
    [/material|fabric/i, "Cotton, Linen"],
  ];
  const found = known.find(([pattern]) => pattern.test(name || NAME_EXAMPLES[index] || ""));
  return found ? `${found[1]} (Enter after each)` : "Add a value, then Enter";
}

/**
 * Options (up to 3, each a name and its values) and the variants table they make: every
 * combination of the values, each with its own price, stock and more (docs/PRODUCT.md "Variants").
 */
export function ProductVariants({
  options,
  variants,
  images,
  currency,
  error,
  isDisabled,
  className = "",
  onOptionsChange,
  onVariantsChange,
}: {
  options: OptionDraft[];
  variants: VariantDraft[];
  /** The product's images a variant can show. */
  images: VariantImageChoice[];
  currency: string | undefined;
  error: ProductFormError | null;
  isDisabled: boolean;
  className?: string;
  onOptionsChange: (options: OptionDraft[]) => void;
  onVariantsChange: (variants: VariantDraft[]) => void;
}) {
  const [addedKey, setAddedKey] = useState<string | null>(null);
  const [refusals, setRefusals] = useState<Record<string, string | null>>({});
  const optionsError = error?.field === "options" ? error : null;

  function addOption() {
    const key = newOptionKey();
    setAddedKey(key);
    onOptionsChange([...options, { key, name: "", values: [] }]);
  }

  function updateOption(key: string, change: Partial<OptionDraft>) {
    onOptionsChange(
      options.map((option) => (option.key === key ? { ...option, ...change } : option)),
    );
  }

  async function removeOption(option: OptionDraft) {
    const label = option.name.trim() || "this option";
    if (option.values.length > 0 && variants.length > 0) {
      const isSure = await confirmDialog({
        title: `Remove ${option.name.trim() ? `“${label}”` : label}?`,
        message:
          "Its values leave every variant. Variants that then look alike become one, keeping the first one's price and stock.",
        confirmLabel: "Remove option",
        danger: true,
      });
      if (!isSure) return;
    }
    onOptionsChange(options.filter((each) => each.key !== option.key));
  }

  /** Answers why `count` more values would be too many variants. */
  function canAddValues(option: OptionDraft, count: number): string | null {
    if (option.values.length + count > VARIANT_LIMITS.maxValuesPerOption) {
      return PRODUCT_MESSAGES.tooManyVariants;
    }
    const widened = options.map((each) =>
      each.key === option.key
        ? { ...each, values: [...each.values, ...Array.from({ length: count }, String)] }
        : each,
    );
    return combinationCount(widened) > VARIANT_LIMITS.maxVariants
      ? `${PRODUCT_MESSAGES.tooManyVariants}: these values would make ${combinationCount(widened)}`
      : null;
  }

  return (
    <FormSection
      title="Variants"
      description="Sizes, colours or materials a shopper chooses between. Each combination gets its own price and stock."
      className={className}
    >
      <div id="variants" data-field="options" tabIndex={-1} className="space-y-3 outline-none">
        {options.length === 0 && (
          <button
            type="button"
            disabled={isDisabled}
            onClick={addOption}
            className="flex w-full items-center justify-center gap-2 rounded-lg border border-dashed border-slate-300 px-4 py-5 text-sm font-medium text-brand-700 transition hover:border-brand-400 hover:bg-brand-50/50 disabled:opacity-50"
          >
            <Plus className="size-4" aria-hidden />
            Add options like size or colour
          </button>
        )}

        {options.length > 0 && (
          <ol aria-label="Options" className="space-y-3">
            {options.map((option, index) => {
              const target = optionsError?.target;
              const isNameInvalid =
                target === `options.${option.key}.name` ||
                (optionsError !== null && !target && index === 0);
              const isValuesInvalid = target === `options.${option.key}.values`;
              // A check about this option shows in its card; others below the options.
              const isOwnError = target?.startsWith(`options.${option.key}.`) ?? false;
              const refusal = refusals[option.key] ?? null;
              const label = option.name.trim() || `Option ${index + 1}`;
              return (
                <li
                  key={option.key}
                  className="rounded-lg bg-slate-50/70 p-3 ring-1 ring-slate-200 sm:p-4"
                >
                  <div className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-3 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)_auto] sm:items-start">
                    <TextField
                      label="Option name"
                      name={`options.${option.key}.name`}
                      placeholder={NAME_EXAMPLES[index] ?? "Style"}
                      autoComplete="off"
                      autoFocus={option.key === addedKey}
                      maxLength={VARIANT_LIMITS.maxOptionName}
                      value={option.name}
                      disabled={isDisabled}
                      aria-invalid={isNameInvalid}
                      onChange={(event) => updateOption(option.key, { name: event.target.value })}
                    />
                    <button
                      type="button"
                      aria-label={`Remove option ${label}`}
                      title="Remove option"
                      disabled={isDisabled}
                      onClick={() => void removeOption(option)}
                      className="grid size-10 place-items-center rounded-lg text-slate-400 transition hover:bg-red-50 hover:text-red-600 disabled:opacity-50 sm:order-last sm:mt-7"
                    >
                      <Trash2 className="size-4" aria-hidden />
                    </button>
                    <div className="col-span-2 sm:col-span-1">
                      <ChipInput
                        label={`${label} values`}
                        name={`options.${option.key}.values`}
                        values={option.values}
                        placeholder={valueExamples(option.name, index)}
                        maxLength={VARIANT_LIMITS.maxOptionValue}
                        isDisabled={isDisabled}
                        isInvalid={isValuesInvalid || refusal !== null}
                        canAdd={(count) => canAddValues(option, count)}
                        onRefuse={(message) =>
                          setRefusals((current) => ({ ...current, [option.key]: message }))
                        }
                        onChange={(values) => updateOption(option.key, { values })}
                      />
                      {refusal && <FieldError>{refusal}</FieldError>}
                      {optionsError && isOwnError && (
                        <FieldError>{optionsError.message}</FieldError>
                      )}
                    </div>
                  </div>
                </li>
              );
            })}
          </ol>
        )}

        {options.length > 0 && options.length < VARIANT_LIMITS.maxOptions && (
          <Button
            variant="secondary"
            size="sm"
            disabled={isDisabled}
            icon={<Plus className="size-4" aria-hidden />}
            onClick={addOption}
          >
            Add another option
          </Button>
        )}
        {optionsError && !optionsError.target?.startsWith("options.") && (
          <FieldError>{optionsError.message}</FieldError>
        )}
      </div>

      {variants.length > 0 && (
        <VariantTable
          options={options}
          variants={variants}
          images={images}
          currency={currency}
          error={error?.field === "variants" ? error : null}
          isDisabled={isDisabled}
          onChange={onVariantsChange}
        />
      )}
      {variants.length === 0 && error?.field === "variants" && (
        <FieldError>{error.message}</FieldError>
      )}
    </FormSection>
  );
}
