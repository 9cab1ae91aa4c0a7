import { variantTitle } from "@shopwright/sdk";
import { ImageIcon, ImagePlus, Undo2, X } from "lucide-react";
import { memo, useCallback, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { Button } from "../../components/Button";
import { Modal } from "../../components/Modal";
import { inputClasses } from "../../components/TextField";
import { plural } from "../../lib/plural";
import { FieldError } from "./FieldError";
import type { ProductFormError } from "./product-form";
import { activeOptions, rowKeyOf, type OptionDraft, type VariantDraft } from "./product-variants";

/** An image a variant can show: `url` is what the variant keeps, `src` what the screen shows. */
export interface VariantImageChoice {
  url: string;
  src: string;
  name: string;
}

type NumberField = "price" | "compareAtPrice" | "stock" | "weightGrams";
type CellField = NumberField | "sku";

/** Columns from lg up: image, variant, price, compare-at, stock, SKU, weight, remove. */
const ROW =
  "lg:grid lg:grid-cols-[2.75rem_minmax(0,1fr)_7rem_7rem_5.5rem_8rem_5.5rem_2.25rem] lg:items-center lg:gap-3";

const cellClasses = `${inputClasses} h-9 px-2.5 py-1.5 tabular-nums`;

/**
 * The variants: a row per combination of the option values, each with its price, compare-at
 * price, SKU, stock, image and weight. A row removed is a combination not sold; it stays,
 * greyed out, to be added back. Rows are cards below lg.
 */
export function VariantTable({
  options,
  variants,
  images,
  currency,
  error,
  isDisabled,
  onChange,
}: {
  options: OptionDraft[];
  variants: VariantDraft[];
  images: VariantImageChoice[];
  currency: string | undefined;
  error: ProductFormError | null;
  isDisabled: boolean;
  onChange: (variants: VariantDraft[]) => void;
}) {
  const [picking, setPicking] = useState<string | null>(null);
  const sold = variants.filter((variant) => !variant.isRemoved).length;
  const optionNames = activeOptions(options).map((option) => option.name.trim() || "Option");

  // Rows re-render only when their own variant changes: the callbacks read the latest rows.
  const latest = useRef({ variants, onChange });
  useLayoutEffect(() => {
    latest.current = { variants, onChange };
  });
  const handleUpdate = useCallback((rowKey: string, change: Partial<VariantDraft>) => {
    const { variants: current, onChange: report } = latest.current;
    report(
      current.map((each) => (rowKeyOf(each.options) === rowKey ? { ...each, ...change } : each)),
    );
  }, []);
  const handlePick = useCallback((rowKey: string) => setPicking(rowKey), []);
  const picked = variants.find((variant) => rowKeyOf(variant.options) === picking);

  function applyToAll(change: Partial<VariantDraft>) {
    onChange(variants.map((each) => (each.isRemoved ? each : { ...each, ...change })));
  }

  const money = currency ? ` (${currency})` : "";
  return (
    <div className="space-y-3 border-t border-slate-100 pt-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h3 className="text-sm font-semibold text-slate-900">{plural(sold, "variant")}</h3>
          <p className="text-xs text-slate-500">
            {optionNames.join(" × ")}
            {sold < variants.length && ` · ${variants.length - sold} not sold`}
          </p>
        </div>
        <BulkEdit isDisabled={isDisabled || sold === 0} onApply={applyToAll} />
      </div>

      <div
        aria-hidden
        className={`${ROW} hidden border-b border-slate-200 pb-2 text-xs font-medium text-slate-500`}
      >
        <span />
        <span>Variant</span>
        <span>Price{money}</span>
        <span>Compare-at</span>
        <span>Stock</span>
        <span>SKU</span>
        <span>Weight (g)</span>
        <span />
      </div>

      <ul aria-label="Variants" className="space-y-3 lg:space-y-0 lg:divide-y lg:divide-slate-100">
        {variants.map((variant) => {
          const key = rowKeyOf(variant.options);
          const image = images.find((each) => each.url === variant.image);
          return (
            <VariantRow
              key={key}
              rowKey={key}
              variant={variant}
              imageSrc={image?.src}
              imageName={image?.name}
              invalidName={error?.target?.startsWith(`variants.${key}.`) ? error.target : undefined}
              isDisabled={isDisabled}
              onUpdate={handleUpdate}
              onPickImage={handlePick}
            />
          );
        })}
      </ul>
      {error && <FieldError>{error.message}</FieldError>}

      {picked && (
        <VariantImagePicker
          title={variantTitle(picked.options)}
          images={images}
          current={picked.image}
          onPick={(url) => {
            handleUpdate(rowKeyOf(picked.options), { image: url });
            setPicking(null);
          }}
          onClose={() => setPicking(null)}
        />
      )}
    </div>
  );
}

/** A row of the table (a card below lg); it re-renders only when its variant changes. */
const VariantRow = memo(function VariantRow({
  rowKey,
  variant,
  imageSrc,
  imageName,
  invalidName,
  isDisabled,
  onUpdate,
  onPickImage,
}: {
  rowKey: string;
  variant: VariantDraft;
  imageSrc: string | undefined;
  imageName: string | undefined;
  /** The name of its input a failed check is about. */
  invalidName: string | undefined;
  isDisabled: boolean;
  onUpdate: (rowKey: string, change: Partial<VariantDraft>) => void;
  onPickImage: (rowKey: string) => void;
}) {
  const title = variantTitle(variant.options);
  const isOff = variant.isRemoved || isDisabled;
  const cell = (
    field: CellField,
    label: string,
    span: string,
    extra: Record<string, unknown> = {},
  ) => {
    const name = `variants.${rowKey}.${field}`;
    return (
      <Cell caption={label} className={span}>
        <input
          name={name}
          aria-label={`${label} of ${title}`}
          value={variant[field]}
          disabled={isOff}
          aria-invalid={invalidName === name}
          onChange={(event) => onUpdate(rowKey, { [field]: event.target.value })}
          className={cellClasses}
          {...extra}
        />
      </Cell>
    );
  };
  const number = (decimal: boolean) => ({
    type: "number",
    min: 0,
    step: decimal ? 0.01 : 1,
    inputMode: decimal ? "decimal" : "numeric",
  });
  return (
    <li
      aria-label={title}
      className={`${ROW} rounded-lg p-3 ring-1 ring-slate-200 lg:rounded-none lg:px-0 lg:py-2.5 lg:ring-0 ${
        variant.isRemoved ? "bg-slate-50" : ""
      }`}
    >
      <div className="flex items-center gap-3 lg:contents">
        <button
          type="button"
          aria-label={imageName ? `Image of ${title}: ${imageName}` : `Choose image for ${title}`}
          title={imageName ?? "Choose an image"}
          disabled={isOff}
          onClick={() => onPickImage(rowKey)}
          className="grid size-11 shrink-0 place-items-center overflow-hidden rounded-lg bg-white text-slate-400 ring-1 ring-slate-200 transition hover:text-brand-600 hover:ring-brand-300 disabled:opacity-50"
        >
          {imageSrc ? (
            <img src={imageSrc} alt="" className="size-full object-cover" />
          ) : (
            <ImagePlus className="size-4" aria-hidden />
          )}
        </button>
        <div className="min-w-0 flex-1">
          <p
            className={`truncate text-sm font-medium ${
              variant.isRemoved ? "text-slate-400 line-through" : "text-slate-900"
            }`}
          >
            {title}
          </p>
          {variant.isRemoved && <p className="text-xs text-slate-500">Not sold</p>}
        </div>
        <div className="lg:order-last">
          {variant.isRemoved ? (
            <button
              type="button"
              aria-label={`Add back ${title}`}
              title="Add back"
              disabled={isDisabled}
              onClick={() => onUpdate(rowKey, { isRemoved: false })}
              className="grid size-9 place-items-center rounded-lg text-brand-700 transition hover:bg-brand-50"
            >
              <Undo2 className="size-4" aria-hidden />
            </button>
          ) : (
            <button
              type="button"
              aria-label={`Remove ${title}`}
              title="Not sold: remove this combination"
              disabled={isDisabled}
              onClick={() => onUpdate(rowKey, { isRemoved: true })}
              className="grid size-9 place-items-center rounded-lg text-slate-400 transition hover:bg-red-50 hover:text-red-600"
            >
              <X className="size-4" aria-hidden />
            </button>
          )}
        </div>
      </div>
      <div
        className={`mt-3 grid grid-cols-6 gap-2.5 sm:grid-cols-5 lg:contents ${
          variant.isRemoved ? "max-lg:hidden lg:opacity-40" : ""
        }`}
      >
        {/* Cards: price, compare-at and stock, then SKU and weight; one line from sm up. */}
        {cell("price", "Price", "col-span-2", { ...number(true), placeholder: "0.00" })}
        {cell("compareAtPrice", "Compare-at", "col-span-2", { ...number(true), placeholder: "—" })}
        {cell("stock", "Stock", "col-span-2", { ...number(false), placeholder: "0" })}
        {cell("sku", "SKU", "col-span-4", { autoComplete: "off", maxLength: 64 })}
        {cell("weightGrams", "Weight (g)", "col-span-2", { ...number(false), placeholder: "0" })}
      </div>
    </li>
  );
});

/** A caption above the input on cards; the table's header names it from lg up. */
function Cell({
  caption,
  className,
  children,
}: {
  caption: string;
  /** Its width on cards; one column each from sm up. */
  className: string;
  children: ReactNode;
}) {
  return (
    <div className={`min-w-0 sm:col-span-1 ${className}`}>
      <span aria-hidden className="mb-1 block text-xs font-medium text-slate-500 lg:hidden">
        {caption}
      </span>
      {children}
    </div>
  );
}

/** 'Set all prices / stock': one price or stock for every variant still sold. */
function BulkEdit({
  isDisabled,
  onApply,
}: {
  isDisabled: boolean;
  onApply: (change: Partial<VariantDraft>) => void;
}) {
  const [price, setPrice] = useState("");
  const [stock, setStock] = useState("");
  const canApply = price.trim() !== "" || stock.trim() !== "";
  return (
    <div className="grid w-full grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-center gap-2 sm:w-auto sm:grid-cols-[8rem_8rem_auto]">
      <input
        type="number"
        min={0}
        step={0.01}
        inputMode="decimal"
        aria-label="Price for all variants"
        placeholder="All prices"
        value={price}
        disabled={isDisabled}
        onChange={(event) => setPrice(event.target.value)}
        className={cellClasses}
      />
      <input
        type="number"
        min={0}
        step={1}
        inputMode="numeric"
        aria-label="Stock for all variants"
        placeholder="All stock"
        value={stock}
        disabled={isDisabled}
        onChange={(event) => setStock(event.target.value)}
        className={cellClasses}
      />
      <Button
        variant="secondary"
        size="sm"
        className="h-9"
        disabled={isDisabled || !canApply}
        onClick={() => {
          onApply({
            ...(price.trim() !== "" ? { price: price.trim() } : {}),
            ...(stock.trim() !== "" ? { stock: stock.trim() } : {}),
          });
          setPrice("");
          setStock("");
        }}
      >
        Apply to all
      </Button>
    </div>
  );
}

/** Picks which of the product's images a variant shows, or none. */
function VariantImagePicker({
  title,
  images,
  current,
  onPick,
  onClose,
}: {
  title: string;
  images: VariantImageChoice[];
  current: string | null;
  onPick: (url: string | null) => void;
  onClose: () => void;
}) {
  return (
    <Modal
      title={`Image for ${title}`}
      description="Shoppers see it when they choose this variant."
      size="lg"
      onClose={onClose}
    >
      {images.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-500">
          <ImageIcon className="mx-auto mb-2 size-6 text-slate-400" aria-hidden />
          Add images to the product first; then pick one here.
        </p>
      ) : (
        <ul aria-label="Product images" className="grid grid-cols-3 gap-3 sm:grid-cols-4">
          {images.map((image) => (
            <li key={image.url}>
              <button
                type="button"
                aria-pressed={image.url === current}
                aria-label={image.name}
                onClick={() => onPick(image.url)}
                className="block w-full overflow-hidden rounded-lg ring-1 ring-slate-200 transition hover:ring-brand-400 aria-pressed:ring-2 aria-pressed:ring-brand-600"
              >
                <img src={image.src} alt="" className="aspect-square w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-5 flex justify-end gap-2">
        {current && (
          <Button variant="ghost" onClick={() => onPick(null)}>
            No image
          </Button>
        )}
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </Modal>
  );
}
