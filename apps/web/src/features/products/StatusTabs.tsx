import type { ProductStatus } from "@shopwright/sdk";
import { FilterTabs, type FilterTab } from "../../components/FilterTabs";

const tabs: FilterTab<ProductStatus>[] = [
  { value: undefined, label: "All" },
  { value: "draft", label: "Draft" },
  { value: "published", label: "Published" },
];

/** PRODUCT.md §2 status filter tabs. */
export function StatusTabs({
  status,
  panelId,
  onChange,
}: {
  status: ProductStatus | undefined;
  /** The id of the region the tabs filter. */
  panelId: string;
  onChange: (status: ProductStatus | undefined) => void;
}) {
  return (
    <FilterTabs tabs={tabs} value={status} panelId={panelId} label="Status" onChange={onChange} />
  );
}
