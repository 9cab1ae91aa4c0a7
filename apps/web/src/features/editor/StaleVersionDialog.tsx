import { RefreshCw } from "lucide-react";
import { Button } from "../../components/Button";
import { Modal } from "../../components/Modal";
import { EDITOR_TEXT } from "./editor.texts";

/** A save answered 409 stale_version: someone else saved first. */
export function StaleVersionDialog({
  isReloading,
  onReload,
  onClose,
}: {
  isReloading: boolean;
  onReload: () => void;
  onClose: () => void;
}) {
  return (
    <Modal
      title="This store was changed elsewhere"
      description={EDITOR_TEXT.staleVersion}
      onClose={onClose}
    >
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Keep editing
        </Button>
        <Button onClick={onReload} isLoading={isReloading} icon={<RefreshCw className="size-4" />}>
          Reload
        </Button>
      </div>
    </Modal>
  );
}
