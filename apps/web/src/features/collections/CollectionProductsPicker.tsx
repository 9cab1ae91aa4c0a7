import { COLLECTION_LIMITS, type CollectionProductDto, type ProductDto } from "@shopwright/sdk";
import { ArrowDown, ArrowUp, Plus, X } from "lucide-react";
import { useId } from "react";
import { ProductImage } from "../products/ProductImage";
import { ProductPickList } from "../products/ProductPickList";
import { COLLECTIONS_TEXT } from "./collections.texts";

const PAGE = 24;

/** What the chosen list shows of a product. */
export type PickedProduct = Pick<CollectionProductDto, "_id" | "name" | "image" | "status">;

const iconButton =
  "rounded-md p-1.5 text-slate-400 transition-colors hover:bg-slate-100 hover:text-slate-700 disabled:pointer-events-none disabled:opacity-30";

/**
 * A manual collection's products: the chosen ones in order (moved with the arrow buttons,
 * keyboard friendly), and the store's products, searched by name, to add.
 */
export function CollectionProductsPicker({
  storeId,
  currency,
  locale,
  selected,
  known,
  problem,
  onChange,
}: {
  storeId: string;
  currency: string;
  locale: string;
  selected: string[];
  /** Products already read (the collection's own), by id, for their names. */
  known: ReadonlyMap<string, PickedProduct>;
  problem: string | null;
  onChange: (ids: string[], added?: PickedProduct) => void;
}) {
  const problemId = useId();
  const isChosen = new Set(selected);
  const isFull = selected.length >= COLLECTION_LIMITS.productsMax;

  function move(index: number, by: -1 | 1) {
    const next = [...selected];
    const [id] = next.splice(index, 1);
    next.splice(index + by, 0, id!);
    onChange(next);
  }

  function add(product: ProductDto) {
    onChange([...selected, product._id], {
      _id: product._id,
      name: product.name,
      image: product.image,
      status: product.status,
    });
  }

  return (
    <div className="space-y-3">
      <div>
        <p className="mb-1.5 text-xs font-medium text-slate-500">
          {selected.length > 0
            ? COLLECTIONS_TEXT.chosenProducts(selected.length)
            : COLLECTIONS_TEXT.noChosenProducts}
        </p>
        {selected.length > 0 && (
          <ol
            aria-label={COLLECTIONS_TEXT.inCollection}
            className="max-h-64 divide-y divide-slate-100 overflow-y-auto rounded-lg ring-1 ring-slate-200"
          >
            {selected.map((id, index) => {
              const product = known.get(id);
              const name = product?.name ?? COLLECTIONS_TEXT.unknownProduct;
              return (
                <li key={id} className="flex items-center gap-2 px-2 py-1.5 text-sm">
                  <span className="w-6 shrink-0 text-right text-xs text-slate-400 tabular-nums">
                    {index + 1}
                  </span>
                  <ProductImage
                    product={{ name, image: product?.image ?? null, images: [] }}
                    className="size-8 shrink-0 rounded-md ring-1 ring-slate-200"
                  />
                  <span className="min-w-0 flex-1 truncate text-slate-800">{name}</span>
                  {product?.status === "draft" && (
                    <span className="shrink-0 rounded bg-slate-100 px-1.5 py-px text-xs text-slate-500">
                      {COLLECTIONS_TEXT.draft}
                    </span>
                  )}
                  <button
                    type="button"
                    className={iconButton}
                    disabled={index === 0}
                    aria-label={COLLECTIONS_TEXT.moveUp(name)}
                    title={COLLECTIONS_TEXT.moveUp(name)}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUp className="size-4" aria-hidden />
                  </button>
                  <button
                    type="button"
                    className={iconButton}
                    disabled={index === selected.length - 1}
                    aria-label={COLLECTIONS_TEXT.moveDown(name)}
                    title={COLLECTIONS_TEXT.moveDown(name)}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown className="size-4" aria-hidden />
                  </button>
                  <button
                    type="button"
                    className={`${iconButton} hover:bg-red-50 hover:text-red-600`}
                    aria-label={COLLECTIONS_TEXT.removeProduct(name)}
                    title={COLLECTIONS_TEXT.removeProduct(name)}
                    onClick={() => onChange(selected.filter((each) => each !== id))}
                  >
                    <X className="size-4" aria-hidden />
                  </button>
                </li>
              );
            })}
          </ol>
        )}
      </div>
      <ProductPickList
        storeId={storeId}
        currency={currency}
        locale={locale}
        pageSize={PAGE}
        searchLabel={COLLECTIONS_TEXT.searchProducts}
        problem={problem}
        problemId={problemId}
        row={(product, summary) => (
          <div className="flex items-center gap-3 px-3 py-2 text-sm">
            {summary}
            {isChosen.has(product._id) ? (
              <span className="w-16 shrink-0 text-center text-xs font-medium text-slate-400">
                {COLLECTIONS_TEXT.added}
              </span>
            ) : (
              <button
                type="button"
                disabled={isFull}
                onClick={() => add(product)}
                aria-label={COLLECTIONS_TEXT.addProduct(product.name)}
                className="inline-flex w-16 shrink-0 items-center justify-center gap-1 rounded-md px-2 py-1 text-xs font-medium text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50 disabled:opacity-40"
              >
                <Plus className="size-3.5" aria-hidden />
                Add
              </button>
            )}
          </div>
        )}
      />
      {problem && (
        <p id={problemId} className="text-xs text-red-600">
          {problem}
        </p>
      )}
    </div>
  );
}
