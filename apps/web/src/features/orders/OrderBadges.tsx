import {
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  type OrderStatus,
  type PaymentStatus,
} from "@shopwright/sdk";
import { FlaskConical } from "lucide-react";
import { Badge } from "../../components/Badge";
import { ORDER_TEXT } from "./orders.texts";

type Tone = "neutral" | "brand" | "success" | "warning";

const DOTS: Record<Tone, string> = {
  neutral: "bg-slate-400",
  brand: "bg-brand-500",
  success: "bg-emerald-500",
  warning: "bg-amber-500",
};

/** What is left to do shows amber; done shows green; stopped shows grey. */
const STATUS_TONES: Record<OrderStatus, Tone> = {
  pending_payment: "warning",
  paid: "brand",
  fulfilled: "success",
  cancelled: "neutral",
};

const PAYMENT_TONES: Record<PaymentStatus, Tone> = {
  unpaid: "warning",
  paid: "success",
  partially_refunded: "brand",
  refunded: "neutral",
};

function DotBadge({ tone, label, title }: { tone: Tone; label: string; title: string }) {
  return (
    <Badge tone={tone} className="whitespace-nowrap">
      <span aria-hidden className={`size-1.5 rounded-full ${DOTS[tone]}`} />
      <span className="sr-only">{title}: </span>
      {label}
    </Badge>
  );
}

/** The order's place in its life: pending payment, paid, fulfilled or cancelled. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <DotBadge tone={STATUS_TONES[status]} label={ORDER_STATUS_LABELS[status]} title="Status" />
  );
}

/** What the money did: unpaid, paid, partly or wholly refunded. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <DotBadge tone={PAYMENT_TONES[status]} label={PAYMENT_STATUS_LABELS[status]} title="Payment" />
  );
}

/** Paid with a provider's test keys. */
export function TestModeBadge() {
  return (
    <Badge tone="warning" className="whitespace-nowrap">
      <FlaskConical className="size-3" aria-hidden />
      {ORDER_TEXT.testMode}
    </Badge>
  );
}
