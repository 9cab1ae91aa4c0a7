import type { BulkAction } from "@shopwright/sdk";
import { Eye, EyeOff, Trash2, X } from "lucide-react";
import { Button } from "../../components/Button";

/** PRODUCT.md §2: 'Selected: n' with Publish, Unpublish, Delete and Clear. */
export function BulkBar({
  count,
  pendingAction,
  onAction,
  onClear,
}: {
  count: number;
  /** The action under way, while the server works on it. */
  pendingAction: BulkAction | null;
  onAction: (action: BulkAction) => void;
  onClear: () => void;
}) {
  const isPending = pendingAction !== null;
  return (
    <div
      role="group"
      aria-label="Bulk actions"
      className="flex min-w-0 flex-1 items-center gap-1.5 sm:gap-2"
    >
      <span
        aria-live="polite"
        className="mr-auto text-sm font-semibold whitespace-nowrap sm:mr-1 text-slate-900 tabular-nums"
      >
        {`Selected: ${count}`}
      </span>
      <Button
        size="sm"
        variant="secondary"
        className="max-sm:px-2"
        disabled={isPending}
        isLoading={pendingAction === "publish"}
        icon={<Eye className="size-3.5" aria-hidden />}
        onClick={() => onAction("publish")}
        title="Publish"
      >
        <span className="max-sm:sr-only">Publish</span>
      </Button>
      <Button
        size="sm"
        variant="secondary"
        className="max-sm:px-2"
        disabled={isPending}
        isLoading={pendingAction === "unpublish"}
        icon={<EyeOff className="size-3.5" aria-hidden />}
        onClick={() => onAction("unpublish")}
        title="Unpublish"
      >
        <span className="max-sm:sr-only">Unpublish</span>
      </Button>
      <Button
        size="sm"
        variant="danger"
        className="max-sm:px-2"
        disabled={isPending}
        isLoading={pendingAction === "delete"}
        icon={<Trash2 className="size-3.5" aria-hidden />}
        onClick={() => onAction("delete")}
        title="Delete"
      >
        <span className="max-sm:sr-only">Delete</span>
      </Button>
      <Button
        size="sm"
        variant="ghost"
        disabled={isPending}
        icon={<X className="size-3.5" aria-hidden />}
        onClick={onClear}
        className="max-sm:px-2 sm:ml-auto"
        title="Clear"
      >
        <span className="max-sm:sr-only">Clear</span>
      </Button>
    </div>
  );
}
