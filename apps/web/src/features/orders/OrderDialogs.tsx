import {
  COMMERCE_MESSAGES,
  FulfilOrderBody,
  type CancelOrderBody,
  type OrderDto,
  type RefundOrderBody,
} from "@shopwright/sdk";
import { formatMoney, fromMinor, minorDigits, toMinor } from "@shopwright/site";
import { useState } from "react";
import { TextField } from "../../components/TextField";
import { CheckboxField, FormDialog } from "./FormDialog";
import { ORDER_TEXT } from "./orders.texts";

interface DialogProps<Body> {
  order: OrderDto;
  isBusy: boolean;
  onSubmit: (body: Body) => void;
  onClose: () => void;
}

/** Fulfil: an optional carrier and tracking link, and whether the customer is told. */
export function FulfilDialog({ order, isBusy, onSubmit, onClose }: DialogProps<FulfilOrderBody>) {
  const [carrier, setCarrier] = useState(order.carrier ?? "");
  const [trackingUrl, setTrackingUrl] = useState(order.trackingUrl ?? "");
  const [notifyCustomer, setNotifyCustomer] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);

  function handleSubmit() {
    const body = { carrier, trackingUrl, notifyCustomer };
    const checked = FulfilOrderBody.safeParse(body);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? ORDER_TEXT.actionFailed);
      return;
    }
    setProblem(null);
    onSubmit(checked.data);
  }

  return (
    <FormDialog
      title={ORDER_TEXT.fulfilTitle(order.number)}
      description={ORDER_TEXT.fulfilDescription}
      submitLabel={ORDER_TEXT.fulfil}
      isBusy={isBusy}
      error={problem}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      <TextField
        label={ORDER_TEXT.carrier}
        placeholder={ORDER_TEXT.carrierPlaceholder}
        maxLength={100}
        value={carrier}
        onChange={(event) => setCarrier(event.target.value)}
      />
      <TextField
        label={ORDER_TEXT.trackingUrl}
        type="url"
        inputMode="url"
        placeholder="https://"
        value={trackingUrl}
        onChange={(event) => setTrackingUrl(event.target.value)}
        aria-invalid={problem === COMMERCE_MESSAGES.trackingUrlInvalid || undefined}
      />
      <CheckboxField
        label={ORDER_TEXT.notifyCustomer}
        hint={ORDER_TEXT.notifyHint}
        checked={notifyCustomer}
        onChange={setNotifyCustomer}
      />
    </FormDialog>
  );
}

/** Cancel: asks first, and puts the units back in stock unless told not to. */
export function CancelDialog({ order, isBusy, onSubmit, onClose }: DialogProps<CancelOrderBody>) {
  const [restock, setRestock] = useState(true);
  const isPaid = order.paymentStatus !== "unpaid";
  return (
    <FormDialog
      title={ORDER_TEXT.cancelTitle(order.number)}
      description={isPaid ? ORDER_TEXT.cancelPaidMessage : ORDER_TEXT.cancelMessage}
      submitLabel={ORDER_TEXT.cancel}
      cancelLabel={ORDER_TEXT.keepOrder}
      isDanger
      isBusy={isBusy}
      onSubmit={() => onSubmit({ restock })}
      onClose={onClose}
    >
      <CheckboxField
        label={ORDER_TEXT.restock}
        hint={ORDER_TEXT.restockHint}
        checked={restock}
        onChange={setRestock}
      />
    </FormDialog>
  );
}

/** Major units as a person types them: "18.50" or "18,50"; NaN when it is not a number. */
function parseAmount(text: string): number {
  const normalized = text.trim().replace(",", ".");
  return /^\d+(\.\d*)?$|^\.\d+$/.test(normalized) ? Number(normalized) : Number.NaN;
}

/**
 * Refund: an amount in the currency's major units (all that is left, unless changed), checked
 * against what is left in minor units, and whether the units go back in stock.
 */
export function RefundDialog({
  order,
  locale,
  refundable,
  isBusy,
  onSubmit,
  onClose,
}: DialogProps<RefundOrderBody> & { locale: string; refundable: number }) {
  const digits = minorDigits(order.currency);
  const [amount, setAmount] = useState(fromMinor(refundable, order.currency).toFixed(digits));
  const [restock, setRestock] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);

  function handleSubmit() {
    const major = parseAmount(amount);
    const amountMinor = Number.isFinite(major) ? toMinor(major, order.currency) : 0;
    const error =
      amountMinor < 1
        ? COMMERCE_MESSAGES.refundAmountInvalid
        : amountMinor > refundable
          ? COMMERCE_MESSAGES.refundTooLarge
          : null;
    setProblem(error);
    if (!error) onSubmit({ amountMinor, restock });
  }

  return (
    <FormDialog
      title={ORDER_TEXT.refundTitle(order.number)}
      description={ORDER_TEXT.refundDescription(formatMoney(refundable, order.currency, locale))}
      submitLabel={ORDER_TEXT.refundSubmit}
      isBusy={isBusy}
      error={problem}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      <TextField
        label={ORDER_TEXT.refundAmount}
        inputMode={digits > 0 ? "decimal" : "numeric"}
        autoComplete="off"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        aria-invalid={problem !== null || undefined}
        style={{ paddingRight: "3.5rem" }}
        trailing={
          <span className="pr-1.5 text-xs font-medium text-slate-500">{order.currency}</span>
        }
      />
      <CheckboxField
        label={ORDER_TEXT.restock}
        hint={ORDER_TEXT.refundRestockHint}
        checked={restock}
        onChange={setRestock}
      />
    </FormDialog>
  );
}
