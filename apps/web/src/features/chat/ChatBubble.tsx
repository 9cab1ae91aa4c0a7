import { AI_MESSAGES } from "@shopwright/sdk";
import { CircleAlert, Info, Sparkles } from "lucide-react";
import type { ThreadMessage } from "./chat.api";
import { CHAT_TEXT } from "./chat.texts";
import { SuggestionChips } from "./SuggestionChips";
import { UndoReplyButton } from "./UndoReplyButton";

/**
 * One message of the chat. The assistant's carry what the turn did: suggested phrasings as
 * chips when it did not understand, the fallback notice, its notes (samples to replace,
 * repairs, skips; shown open, as they are what to check before publishing) and, when
 * it changed the site, Undo.
 */
export function ChatBubble({
  storeId,
  message,
  onPick,
  onUndone,
  isDisabled,
}: {
  storeId: string;
  message: ThreadMessage;
  onPick: (prompt: string) => void;
  onUndone?: (message: ThreadMessage) => void;
  isDisabled: boolean;
}) {
  if (message.role === "user") {
    return (
      <li className="flex justify-end">
        <p
          className={`max-w-[85%] whitespace-pre-wrap break-words rounded-2xl rounded-br-md bg-brand-600 px-3.5 py-2 text-sm text-white shadow-sm ${
            message.isLocal ? "opacity-80" : ""
          }`}
        >
          {message.content}
        </p>
      </li>
    );
  }

  if (message.isError) {
    return (
      <li className="flex gap-2.5">
        <span className="grid size-7 shrink-0 place-items-center rounded-full bg-red-50 text-red-500 ring-1 ring-red-100">
          <CircleAlert className="size-4" aria-hidden />
        </span>
        <p
          role="alert"
          className="max-w-[85%] rounded-2xl rounded-tl-md border border-red-200 bg-red-50 px-3.5 py-2 text-sm text-red-800"
        >
          {message.content}
        </p>
      </li>
    );
  }

  const suggestions = message.suggestions ?? [];
  const warnings = message.warnings ?? [];
  return (
    <li className="flex gap-2.5">
      <span className="grid size-7 shrink-0 place-items-center rounded-full bg-linear-to-br from-brand-500 to-violet-500 text-white shadow-sm">
        <Sparkles className="size-3.5" aria-hidden />
      </span>
      <div className="min-w-0 max-w-[85%] space-y-2">
        <p
          className="whitespace-pre-wrap break-words rounded-2xl rounded-tl-md bg-white px-3.5 py-2 text-sm text-slate-800 shadow-sm ring-1 ring-slate-200"
          aria-busy={message.isStreaming || undefined}
          data-streaming={message.isStreaming || undefined}
        >
          {message.isStreaming ? message.content : message.content.trim() || CHAT_TEXT.defaultReply}
          {message.isStreaming && (
            <span
              className="ml-0.5 inline-block h-3.5 w-1.5 translate-y-0.5 animate-pulse rounded-sm bg-brand-500"
              aria-hidden
            />
          )}
        </p>
        {message.hasChangedSite && !message.isLocal && (
          <UndoReplyButton
            storeId={storeId}
            message={message}
            isDisabled={isDisabled}
            onUndone={onUndone}
          />
        )}
        {message.fellBack && (
          <p className="flex items-start gap-1.5 text-xs text-amber-700">
            <Info className="mt-px size-3.5 shrink-0" aria-hidden />
            {AI_MESSAGES.fallbackNotice}
          </p>
        )}
        {suggestions.length > 0 && (
          <SuggestionChips
            suggestions={suggestions}
            onPick={onPick}
            isDisabled={isDisabled}
            label={CHAT_TEXT.suggestionsLabel}
          />
        )}
        {warnings.length > 0 && (
          <div
            className="rounded-xl border border-amber-200 bg-amber-50 px-3 py-2 text-xs text-amber-900"
            data-reply-notes
          >
            <p className="flex items-center gap-1.5 font-medium">
              <Info className="size-3.5 shrink-0" aria-hidden />
              {CHAT_TEXT.notesHeading}
            </p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5">
              {warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </li>
  );
}
