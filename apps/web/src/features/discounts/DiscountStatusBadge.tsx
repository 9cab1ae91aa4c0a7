import { DISCOUNT_STATUS_LABELS, type DiscountStatus } from "@shopwright/sdk";
import { Badge } from "../../components/Badge";

const TONES = {
  active: "success",
  scheduled: "brand",
  used_up: "warning",
  expired: "neutral",
  disabled: "neutral",
} as const satisfies Record<DiscountStatus, string>;

/** Where a discount stands now, as the server computed it. */
export function DiscountStatusBadge({ status }: { status: DiscountStatus }) {
  return <Badge tone={TONES[status]}>{DISCOUNT_STATUS_LABELS[status]}</Badge>;
}
