import type { ProductDto, ProductStatus } from "@shopwright/sdk";
import type { InlineChanges } from "./products.api";

/** What a product card (grid view) and a product row (list view) both receive. */
export interface ProductItemProps {
  product: ProductDto;
  /** The price already formatted in the store's currency and locale. */
  price: string;
  isSelected: boolean;
  isEditing: boolean;
  /** True while the product is being deleted. */
  isBusy: boolean;
  /** True right after its inline edit closed, so focus can return to the product. */
  isFocusReturn: boolean;
  onFocusReturned: () => void;
  onToggleSelect: (product: ProductDto) => void;
  onStartEdit: (product: ProductDto) => void;
  onCancelEdit: () => void;
  onSaveEdit: (product: ProductDto, changes: InlineChanges) => void;
  onDelete: (product: ProductDto) => void;
  /** Draft ↔ Published, with the product update API. */
  onStatusChange: (product: ProductDto, status: ProductStatus) => void;
  /** True while its status change is on its way. */
  isStatusPending: boolean;
}
