import { Badge } from "../../components/Badge";

/** PRODUCT.md §4: approved false reads 'Pending approval', approved true reads 'Active'. */
export function StoreStatusBadge({ isApproved }: { isApproved: boolean }) {
  return isApproved ? (
    <Badge tone="success">
      <span aria-hidden className="size-1.5 rounded-full bg-emerald-500" />
      Active
    </Badge>
  ) : (
    <Badge tone="warning">
      <span aria-hidden className="size-1.5 rounded-full bg-amber-500" />
      Pending approval
    </Badge>
  );
}
