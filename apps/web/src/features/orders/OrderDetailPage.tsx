import {
  ApiError,
  paymentMethodLabel,
  type OrderDto,
  type OrderEmailKind,
  type StoreSummaryDto,
} from "@shopwright/sdk";
import { formatMoney } from "@shopwright/site";
import { ArrowLeft, Ban, CircleDollarSign, PackageCheck, SearchX, Undo2 } from "lucide-react";
import { useCallback, useState } from "react";
import { useParams } from "react-router";
import { Alert } from "../../components/Alert";
import { Button, ButtonLink } from "../../components/Button";
import { confirmDialog } from "../../components/dialogs";
import { EmptyState } from "../../components/EmptyState";
import { LoadFailed } from "../../components/LoadFailed";
import { toast } from "../../components/Toaster";
import { formatDateTime } from "../../lib/format-date";
import { errorText } from "../../lib/error-text";
import { STORE_TEXT } from "../store/store.errors";
import { storePaths } from "../store/store-paths";
import { StoreNotFound } from "../store/StoreNotFound";
import { StorePageSkeleton } from "../store/StorePageSkeleton";
import { useStore } from "../store/stores.api";
import { orderActions } from "./order-actions";
import { OrderStatusBadge, PaymentStatusBadge, TestModeBadge } from "./OrderBadges";
import { OrderCustomerCard, OrderLinesCard, OrderPaymentCard, OrderTimeline } from "./OrderCards";
import { CancelDialog, FulfilDialog, RefundDialog } from "./OrderDialogs";
import { useOrder, useOrderAction, useResendOrderEmail, type OrderAction } from "./orders.api";
import { ORDER_TEXT, ORDERS_TEXT, orderTitle } from "./orders.texts";
import { StoreSectionHeader } from "./StoreSectionHeader";

/** /dashboard/store/{storeId}/orders/{orderId} (PRODUCT.md §10): one order, and what to do next. */
export function OrderDetailPage() {
  const { storeId = "", orderId = "" } = useParams();
  const store = useStore(storeId);
  const order = useOrder(storeId, orderId);

  if (store.isPending) return <StorePageSkeleton label={ORDER_TEXT.loading} />;
  if (store.isError) {
    if (store.error instanceof ApiError && store.error.status === 404) return <StoreNotFound />;
    return (
      <div className="mx-auto max-w-5xl">
        <Alert>
          <p className="font-medium">{STORE_TEXT.loadStoreFailed}</p>
          <p className="mt-0.5">{errorText(store.error, STORE_TEXT.loadFailed)}</p>
        </Alert>
      </div>
    );
  }
  if (order.isPending) return <StorePageSkeleton label={ORDER_TEXT.loading} />;
  if (order.isError) {
    if (order.error instanceof ApiError && order.error.status === 404) {
      return <OrderNotFound storeId={storeId} />;
    }
    return (
      <div className="mx-auto max-w-5xl rounded-xl bg-white shadow-xs ring-1 ring-slate-200">
        <LoadFailed
          message={errorText(order.error, ORDER_TEXT.loadFailed)}
          retryLabel={ORDERS_TEXT.retry}
          onRetry={() => void order.refetch()}
          className="px-5 py-10"
        />
      </div>
    );
  }
  return <OrderView store={store.data} order={order.data} />;
}

function OrderNotFound({ storeId }: { storeId: string }) {
  return (
    <div className="mx-auto max-w-xl pt-8">
      <EmptyState
        icon={<SearchX className="size-6" aria-hidden />}
        title={ORDER_TEXT.notFoundTitle}
        description={ORDER_TEXT.notFoundNote}
        action={
          <ButtonLink
            to={storePaths.orders(storeId)}
            variant="secondary"
            icon={<ArrowLeft className="size-4" aria-hidden />}
          >
            {ORDER_TEXT.backToOrders}
          </ButtonLink>
        }
      />
    </div>
  );
}

type OpenDialog = "fulfil" | "cancel" | "refund" | null;

/** Toasts after each action but a refund, which says how much. */
const DONE: Record<Exclude<OrderAction["kind"], "refund">, string> = {
  markPaid: ORDER_TEXT.markedPaid,
  fulfil: ORDER_TEXT.fulfilled,
  cancel: ORDER_TEXT.cancelled,
};

function OrderView({ store, order }: { store: StoreSummaryDto; order: OrderDto }) {
  const action = useOrderAction(store._id, order._id);
  const resend = useResendOrderEmail(store._id, order._id);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const closeDialog = useCallback(() => setDialog(null), []);
  const actions = orderActions(order, store.role);
  const money = (minor: number) => formatMoney(minor, order.currency, store.locale);

  function run(next: OrderAction) {
    action.mutate(next, {
      onSuccess: (updated) => {
        setDialog(null);
        toast.success(
          next.kind === "refund"
            ? ORDER_TEXT.refundDone(money(updated.refundedMinor - order.refundedMinor))
            : DONE[next.kind],
        );
      },
      onError: (cause) => toast.error(errorText(cause, ORDER_TEXT.actionFailed)),
    });
  }

  async function handleMarkPaid() {
    const isSure = await confirmDialog({
      title: ORDER_TEXT.markPaidTitle(order.number),
      message: ORDER_TEXT.markPaidMessage(money(order.totalMinor), paymentMethodLabel(order)),
      confirmLabel: ORDER_TEXT.markPaid,
    });
    if (isSure) run({ kind: "markPaid" });
  }

  function handleResend(kind: OrderEmailKind) {
    resend.mutate(kind, {
      onSuccess: ({ delivery }) =>
        delivery === "email"
          ? toast.success(ORDER_TEXT.emailSent(order.email))
          : toast.info(ORDER_TEXT.emailInOutbox),
      onError: (cause) => toast.error(errorText(cause, ORDER_TEXT.actionFailed)),
    });
  }

  const isBusy = action.isPending;
  const refundButton = actions.hasRefund && (
    <Button
      variant="secondary"
      disabled={actions.refundDenied !== null || isBusy}
      title={actions.refundDenied ?? undefined}
      aria-describedby={actions.refundDenied ? "refund-denied" : undefined}
      onClick={() => setDialog("refund")}
      icon={<Undo2 className="size-4" aria-hidden />}
    >
      {ORDER_TEXT.refund}
    </Button>
  );

  return (
    <div className="mx-auto max-w-5xl">
      <StoreSectionHeader
        store={store}
        trail={[{ label: ORDERS_TEXT.title, to: storePaths.orders(store._id) }]}
        current={`#${order.number}`}
        title={orderTitle(order.number)}
        badges={
          <>
            <OrderStatusBadge status={order.status} />
            <PaymentStatusBadge status={order.paymentStatus} />
            {order.testMode && <TestModeBadge />}
          </>
        }
        description={`${ORDER_TEXT.placed} ${formatDateTime(order.createdAt)}`}
        actions={
          <>
            {actions.canMarkPaid && (
              <Button
                onClick={() => void handleMarkPaid()}
                isLoading={isBusy && action.variables.kind === "markPaid"}
                disabled={isBusy}
                icon={<CircleDollarSign className="size-4" aria-hidden />}
              >
                {ORDER_TEXT.markPaid}
              </Button>
            )}
            {actions.canFulfil && (
              <Button
                onClick={() => setDialog("fulfil")}
                disabled={isBusy}
                icon={<PackageCheck className="size-4" aria-hidden />}
              >
                {ORDER_TEXT.fulfil}
              </Button>
            )}
            {refundButton}
            {actions.canCancel && (
              <Button
                variant="danger"
                onClick={() => setDialog("cancel")}
                disabled={isBusy}
                icon={<Ban className="size-4" aria-hidden />}
              >
                {ORDER_TEXT.cancel}
              </Button>
            )}
          </>
        }
      />

      <div className="mt-8 grid items-start gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <OrderLinesCard order={order} locale={store.locale} />
          <OrderTimeline order={order} />
        </div>
        <div className="min-w-0 space-y-6">
          <OrderCustomerCard
            order={order}
            emails={actions.emails}
            pendingEmail={resend.isPending ? resend.variables : null}
            onResend={handleResend}
          />
          <OrderPaymentCard
            order={order}
            refundDenied={actions.hasRefund ? actions.refundDenied : null}
          />
        </div>
      </div>

      {dialog === "fulfil" && (
        <FulfilDialog
          order={order}
          isBusy={isBusy}
          onSubmit={(body) => run({ kind: "fulfil", body })}
          onClose={closeDialog}
        />
      )}
      {dialog === "cancel" && (
        <CancelDialog
          order={order}
          isBusy={isBusy}
          onSubmit={(body) => run({ kind: "cancel", body })}
          onClose={closeDialog}
        />
      )}
      {dialog === "refund" && (
        <RefundDialog
          order={order}
          locale={store.locale}
          refundable={actions.refundable}
          isBusy={isBusy}
          onSubmit={(body) => run({ kind: "refund", body })}
          onClose={closeDialog}
        />
      )}
    </div>
  );
}
