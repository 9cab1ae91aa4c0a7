import { CHECKOUT_LIMITS } from "@shopwright/sdk";
import { useId } from "react";
import { CheckRow } from "../../components/FormGroup";
import { Spinner } from "../../components/Spinner";
import { useCollections } from "../collections/collections.api";
import { DISCOUNTS_TEXT } from "./discounts.texts";

/** The collections a discount is limited to: the store's collections to tick. */
export function CollectionChoice({
  storeId,
  selected,
  problem,
  onChange,
}: {
  storeId: string;
  selected: string[];
  problem: string | null;
  onChange: (ids: string[]) => void;
}) {
  const query = useCollections(storeId);
  const problemId = useId();
  const isChosen = new Set(selected);
  return (
    <div className="space-y-2">
      <ul
        aria-label={DISCOUNTS_TEXT.specificCollections}
        aria-describedby={problem ? problemId : undefined}
        className={`max-h-56 overflow-y-auto rounded-lg border ${problem ? "border-red-400" : "border-slate-300"}`}
      >
        {query.isPending ? (
          <li className="flex justify-center py-6">
            <Spinner className="size-5 text-slate-400" />
          </li>
        ) : query.isError ? (
          <li role="alert" className="px-4 py-6 text-center text-sm text-red-700">
            {DISCOUNTS_TEXT.collectionsLoadFailed}
          </li>
        ) : query.data.length === 0 ? (
          <li className="px-4 py-6 text-center text-sm text-slate-500">
            {DISCOUNTS_TEXT.noCollectionsYet}
          </li>
        ) : (
          query.data.map((collection) => {
            const isOn = isChosen.has(collection._id);
            const isFull = !isOn && selected.length >= CHECKOUT_LIMITS.discountCollectionsMax;
            return (
              <li key={collection._id}>
                <CheckRow
                  checked={isOn}
                  disabled={isFull}
                  onChange={() =>
                    onChange(
                      isOn
                        ? selected.filter((id) => id !== collection._id)
                        : [...selected, collection._id],
                    )
                  }
                >
                  <span className="min-w-0 flex-1 truncate text-slate-800">{collection.title}</span>
                  <span className="shrink-0 text-xs text-slate-500 tabular-nums">
                    {collection.productCount}
                  </span>
                </CheckRow>
              </li>
            );
          })
        )}
      </ul>
      {problem && (
        <p id={problemId} className="text-xs text-red-600">
          {problem}
        </p>
      )}
    </div>
  );
}
