import { Sparkles } from "lucide-react";
import { useEffect, useRef } from "react";
import type { ThreadMessage } from "./chat.api";
import { CHAT_TEXT } from "./chat.texts";
import { ChatBubble } from "./ChatBubble";

const generatingDots = (
  <span className="flex gap-0.5" aria-hidden>
    <span className="size-1 animate-bounce rounded-full bg-slate-400 [animation-delay:-0.3s]" />
    <span className="size-1 animate-bounce rounded-full bg-slate-400 [animation-delay:-0.15s]" />
    <span className="size-1 animate-bounce rounded-full bg-slate-400" />
  </span>
);

/** The conversation, kept scrolled to the newest message, with 'Generating...' at the end. */
export function ChatThread({
  storeId,
  messages,
  isGenerating,
  onPick,
  onUndone,
}: {
  storeId: string;
  messages: readonly ThreadMessage[];
  isGenerating: boolean;
  onPick: (prompt: string) => void;
  onUndone?: (message: ThreadMessage) => void;
}) {
  const end = useRef<HTMLDivElement | null>(null);
  // A streamed reply grows in place: follow it as well as new messages.
  const lastLength = messages.at(-1)?.content.length ?? 0;
  const isDrafting = messages.at(-1)?.isStreaming === true;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: "end" });
  }, [messages.length, lastLength, isGenerating]);

  return (
    <div className="min-h-0 flex-1 overflow-y-auto px-4 py-5">
      <ol aria-label="Conversation" className="space-y-4">
        {messages.map((message) => (
          <ChatBubble
            key={message._id}
            storeId={storeId}
            message={message}
            onPick={onPick}
            onUndone={onUndone}
            isDisabled={isGenerating}
          />
        ))}
        {isGenerating &&
          (isDrafting ? (
            // The reply is already showing: the status is a quiet line under it.
            <li
              className="-mt-2 flex items-center gap-2 pl-9.5 text-xs text-slate-500"
              role="status"
            >
              {CHAT_TEXT.generating}
              {generatingDots}
            </li>
          ) : (
            <li className="flex gap-2.5" role="status">
              <span className="grid size-7 shrink-0 place-items-center rounded-full bg-linear-to-br from-brand-500 to-violet-500 text-white shadow-sm">
                <Sparkles className="size-3.5 animate-pulse" aria-hidden />
              </span>
              <p className="inline-flex items-center gap-2 rounded-2xl rounded-tl-md bg-white px-3.5 py-2 text-sm text-slate-500 shadow-sm ring-1 ring-slate-200">
                {CHAT_TEXT.generating}
                {generatingDots}
              </p>
            </li>
          ))}
      </ol>
      <div ref={end} />
    </div>
  );
}
