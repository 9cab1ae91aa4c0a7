import { type DiscountDto, type StoreSummaryDto } from "@shopwright/sdk";
import { Plus, TicketPercent } from "lucide-react";
import { useCallback, useState } from "react";
import { useParams } from "react-router";
import { Button } from "../../components/Button";
import { confirmDialog } from "../../components/dialogs";
import { EmptyState } from "../../components/EmptyState";
import { ListStates } from "../../components/ListStates";
import { toast } from "../../components/Toaster";
import { errorText } from "../../lib/error-text";
import { StoreSectionHeader } from "../orders/StoreSectionHeader";
import { StoreGate } from "../store/StoreGate";
import { bodyOfDiscount, discountName } from "./discount-form";
import { DiscountDialog } from "./DiscountDialog";
import { DiscountList } from "./DiscountList";
import { useDeleteDiscount, useDiscounts, useUpdateDiscount } from "./discounts.api";
import { DISCOUNTS_TEXT } from "./discounts.texts";

/** Which dialog is open: creating, or changing one discount. */
type Editing = { kind: "create" } | { kind: "edit"; discount: DiscountDto } | null;

/**
 * /dashboard/store/{storeId}/discounts (PRODUCT.md §10 "Shipping, taxes and discounts"): the
 * store's codes and automatic discounts, for every member of its team.
 */
export function DiscountsPage() {
  const { storeId = "" } = useParams();
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <StoreGate storeId={storeId} width="max-w-5xl">
      {(store) => (
        <div className="mx-auto max-w-5xl">
          <StoreSectionHeader
            store={store}
            current={DISCOUNTS_TEXT.title}
            title={DISCOUNTS_TEXT.title}
            description={DISCOUNTS_TEXT.intro}
            actions={
              <Button
                icon={<Plus className="size-4" aria-hidden />}
                onClick={() => setEditing({ kind: "create" })}
              >
                {DISCOUNTS_TEXT.create}
              </Button>
            }
          />
          <Discounts store={store} editing={editing} onEdit={setEditing} />
        </div>
      )}
    </StoreGate>
  );
}

function Discounts({
  store,
  editing,
  onEdit,
}: {
  store: StoreSummaryDto;
  editing: Editing;
  onEdit: (editing: Editing) => void;
}) {
  const query = useDiscounts(store._id);
  const update = useUpdateDiscount(store._id);
  const remove = useDeleteDiscount(store._id);
  const handleClose = useCallback(() => onEdit(null), [onEdit]);
  const { refetch } = query;
  const handleReload = useCallback(
    async (discountId: string) => {
      const fresh = await refetch();
      return fresh.data?.find((each) => each._id === discountId) ?? null;
    },
    [refetch],
  );

  function handleToggle(discount: DiscountDto, enabled: boolean) {
    update.mutate(
      {
        discountId: discount._id,
        body: { ...bodyOfDiscount(discount), enabled },
        optimistic: { enabled, status: enabled ? discount.status : "disabled" },
      },
      { onError: (cause) => toast.error(errorText(cause, DISCOUNTS_TEXT.toggleFailed)) },
    );
  }

  async function handleDelete(discount: DiscountDto) {
    const name = discountName(discount);
    const isConfirmed = await confirmDialog({
      title: DISCOUNTS_TEXT.deleteTitle(name),
      message: DISCOUNTS_TEXT.deleteMessage,
      confirmLabel: DISCOUNTS_TEXT.deleteConfirm,
      danger: true,
    });
    if (!isConfirmed) return;
    remove.mutate(discount._id, {
      onSuccess: () => toast.success(DISCOUNTS_TEXT.deleted),
      onError: (cause) => toast.error(errorText(cause, DISCOUNTS_TEXT.deleteFailed)),
    });
  }

  const dialog = editing && (
    <DiscountDialog
      key={editing.kind === "edit" ? editing.discount._id : "new"}
      storeId={store._id}
      currency={store.currency}
      locale={store.locale}
      discount={editing.kind === "edit" ? editing.discount : undefined}
      onReload={() =>
        editing.kind === "edit" ? handleReload(editing.discount._id) : Promise.resolve(null)
      }
      onClose={handleClose}
    />
  );

  return (
    <ListStates
      query={query}
      isEmpty={query.data?.length === 0}
      texts={DISCOUNTS_TEXT}
      rows={4}
      extra={dialog}
      empty={
        <EmptyState
          icon={<TicketPercent className="size-6" aria-hidden />}
          title={DISCOUNTS_TEXT.emptyTitle}
          description={DISCOUNTS_TEXT.emptyText}
          action={
            <Button
              icon={<Plus className="size-4" aria-hidden />}
              onClick={() => onEdit({ kind: "create" })}
            >
              {DISCOUNTS_TEXT.create}
            </Button>
          }
        />
      }
    >
      {query.data && (
        <DiscountList
          discounts={query.data}
          currency={store.currency}
          locale={store.locale}
          onToggle={handleToggle}
          onEdit={(discount) => onEdit({ kind: "edit", discount })}
          onDelete={(discount) => void handleDelete(discount)}
        />
      )}
    </ListStates>
  );
}
