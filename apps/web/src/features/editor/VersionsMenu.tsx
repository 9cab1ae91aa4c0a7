import type { DeployDto } from "@shopwright/sdk";
import { History } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import { confirmDialog } from "../../components/dialogs";
import { ON_DEMAND_TEXT, onDemand } from "../../lib/on-demand";
import { useDismiss } from "../../lib/use-dismiss";
import { useActivateDeploy, useDeploys } from "./editor.api";

export const RESTORE_CONFIRMATION = "Make this version live again? Visitors will see it at once.";

// The list is opened now and then: its code loads on the first hover or click of the button.
const VersionsPopover = onDemand(() => import("./VersionsPopover").then((m) => m.VersionsPopover));
const preloadPopover = () => void VersionsPopover.preload().catch(() => {});

/**
 * The toolbar's Versions menu: every publish is kept as an immutable version; the live one is
 * marked, and any other can be made live again (rollback).
 */
export function VersionsMenu({
  storeId,
  restoreDeniedReason = null,
  onRestored,
  onError,
}: {
  storeId: string | null;
  /** Why the caller may not make a version live (the permission table), or null when they may. */
  restoreDeniedReason?: string | null;
  onRestored: (url: string) => void;
  onError: (text: string) => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const close = useCallback(() => setIsOpen(false), []);
  const root = useRef<HTMLDivElement>(null);
  const deploys = useDeploys(storeId, isOpen);
  // Here, not in the list: a version being made live is announced even if the menu closes.
  const activate = useActivateDeploy(storeId);

  useDismiss(root, isOpen, close);

  async function handleToggle() {
    if (isOpen) {
      setIsOpen(false);
      return;
    }
    try {
      await VersionsPopover.preload();
    } catch {
      onError(ON_DEMAND_TEXT.failed);
      return;
    }
    setIsOpen(true);
  }

  async function handleRestore(deploy: DeployDto) {
    if (restoreDeniedReason) return;
    const isSure = await confirmDialog({ title: RESTORE_CONFIRMATION, confirmLabel: "Make live" });
    if (!isSure) return;
    activate.mutate(deploy._id, {
      onSuccess: (result) => {
        setIsOpen(false);
        onRestored(result.url);
      },
      onError: () => onError("Failed to restore this version"),
    });
  }

  return (
    <div ref={root} className="relative hidden sm:block">
      <button
        type="button"
        aria-label="Versions"
        title="Published versions"
        aria-expanded={isOpen}
        disabled={!storeId}
        onClick={() => void handleToggle()}
        onPointerEnter={preloadPopover}
        onFocus={preloadPopover}
        className="grid size-8 place-items-center rounded-md text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 disabled:pointer-events-none disabled:opacity-35"
      >
        <History className="size-4" />
      </button>
      {isOpen && (
        <VersionsPopover
          deploys={deploys}
          restoreDeniedReason={restoreDeniedReason}
          activatingId={activate.isPending ? activate.variables : undefined}
          onRestore={(deploy) => void handleRestore(deploy)}
        />
      )}
    </div>
  );
}
