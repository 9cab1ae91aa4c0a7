import { PriceField, StockField, type ProductDto } from "@shopwright/sdk";
import { useId, useState, type FormEvent, type KeyboardEvent } from "react";
import { Button } from "../../components/Button";
import { inputClasses } from "../../components/TextField";
import type { InlineChanges } from "./products.api";

/**
 * PRODUCT.md §2, §5 inline edit: price (min 0, step 0.01) and stock (min 0, step 1), converted to
 * numbers. Enter saves (it submits the form), Escape cancels.
 */
export function InlineEditForm({
  product,
  onSave,
  onCancel,
  className = "",
}: {
  product: ProductDto;
  onSave: (changes: InlineChanges) => void;
  onCancel: () => void;
  className?: string;
}) {
  const [price, setPrice] = useState(String(product.price));
  const [stock, setStock] = useState(String(product.stock));
  const [error, setError] = useState<string | null>(null);
  const priceId = useId();
  const stockId = useId();
  const errorId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsedPrice = PriceField.safeParse(price);
    const parsedStock = StockField.safeParse(stock);
    if (!parsedPrice.success || !parsedStock.success) {
      const issue = (parsedPrice.error ?? parsedStock.error)?.issues[0];
      setError(issue?.message ?? null);
      return;
    }
    onSave({ price: parsedPrice.data as number, stock: parsedStock.data as number });
  }

  function handleKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== "Escape") return;
    event.preventDefault();
    event.stopPropagation();
    onCancel();
  }

  const fieldClasses = `${inputClasses} h-8 px-2.5 py-1 tabular-nums`;
  return (
    <form
      noValidate
      aria-label={`Inline edit ${product.name}`}
      onSubmit={handleSubmit}
      onKeyDown={handleKeyDown}
      className={`flex flex-wrap items-end gap-2 ${className}`}
    >
      <div className="w-28">
        <label htmlFor={priceId} className="mb-1 block text-xs font-medium text-slate-600">
          Price
        </label>
        <input
          id={priceId}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          autoFocus
          value={price}
          onChange={(event) => setPrice(event.target.value)}
          aria-invalid={error !== null && !PriceField.safeParse(price).success}
          aria-describedby={error ? errorId : undefined}
          className={fieldClasses}
        />
      </div>
      <div className="w-24">
        <label htmlFor={stockId} className="mb-1 block text-xs font-medium text-slate-600">
          Stock
        </label>
        <input
          id={stockId}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={stock}
          onChange={(event) => setStock(event.target.value)}
          aria-invalid={error !== null && !StockField.safeParse(stock).success}
          aria-describedby={error ? errorId : undefined}
          className={fieldClasses}
        />
      </div>
      <div className="flex gap-1.5">
        <Button type="submit" size="sm">
          Save
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="basis-full text-xs font-medium text-red-600">
          {error}
        </p>
      )}
    </form>
  );
}
