import { Check, CircleAlert, Undo2 } from "lucide-react";
import { Button } from "../../components/Button";
import { errorText } from "../../lib/error-text";
import { useUndoReply, type ThreadMessage } from "./chat.api";
import { CHAT_TEXT } from "./chat.texts";

/**
 * Under a reply that changed the site: Undo, which puts the site back as it was before it
 * (PRODUCT.md §2 "AI chat builder"), then "Undone". A refusal, such as a draft that changed
 * since, shows the server's reason in place.
 */
export function UndoReplyButton({
  storeId,
  message,
  isDisabled,
  onUndone,
}: {
  storeId: string;
  message: ThreadMessage;
  isDisabled: boolean;
  onUndone?: (message: ThreadMessage) => void;
}) {
  const undo = useUndoReply(storeId);
  if (message.isUndone) {
    return (
      <p className="inline-flex items-center gap-1 text-xs font-medium text-slate-500">
        <Check className="size-3.5" aria-hidden />
        {CHAT_TEXT.undone}
      </p>
    );
  }

  function handleUndo() {
    if (undo.isPending) return;
    undo.mutate(message._id, { onSuccess: () => onUndone?.(message) });
  }

  return (
    <div className="space-y-1.5">
      <Button
        variant="ghost"
        size="sm"
        className="-ml-2 h-7 px-2 text-xs"
        onClick={handleUndo}
        isLoading={undo.isPending}
        disabled={isDisabled}
        title={CHAT_TEXT.undoHint}
        icon={<Undo2 className="size-3.5" aria-hidden />}
      >
        {undo.isPending ? CHAT_TEXT.undoing : CHAT_TEXT.undo}
      </Button>
      {undo.isError && (
        <p
          role="alert"
          className="flex items-start gap-1.5 rounded-lg border border-amber-200 bg-amber-50 px-2.5 py-1.5 text-xs text-amber-900"
        >
          <CircleAlert className="mt-px size-3.5 shrink-0" aria-hidden />
          {errorText(undo.error, CHAT_TEXT.undoFailed)}
        </p>
      )}
    </div>
  );
}
