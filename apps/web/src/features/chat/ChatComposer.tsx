import { AI_LIMITS } from "@shopwright/sdk";
import { ArrowUp } from "lucide-react";
import { useState, type FormEvent, type KeyboardEvent } from "react";
import { CHAT_TEXT } from "./chat.texts";

/**
 * PRODUCT.md §5: Enter without Shift submits, Shift+Enter adds a line, a blank prompt is ignored,
 * and nothing can be sent while the previous prompt is generating.
 */
export function ChatComposer({
  onSend,
  isGenerating,
}: {
  onSend: (prompt: string) => void;
  isGenerating: boolean;
}) {
  const [text, setText] = useState("");
  const canSend = !isGenerating && text.trim() !== "";

  function submit() {
    const prompt = text.trim();
    if (!prompt || isGenerating) return;
    onSend(prompt);
    setText("");
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    submit();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  }

  return (
    <form onSubmit={handleSubmit} className="border-t border-slate-200 bg-white p-3">
      <div className="flex items-end gap-2 rounded-xl bg-white px-3 py-2 ring-1 ring-slate-300 transition-shadow focus-within:ring-2 focus-within:ring-brand-500">
        <label htmlFor="chat-prompt" className="sr-only">
          {CHAT_TEXT.inputLabel}
        </label>
        <textarea
          id="chat-prompt"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={handleKeyDown}
          disabled={isGenerating}
          rows={2}
          maxLength={AI_LIMITS.promptLength}
          placeholder={CHAT_TEXT.placeholder}
          className="field-sizing-content max-h-40 min-h-10 flex-1 resize-none border-0 bg-transparent p-0 py-1 text-sm text-slate-900 placeholder:text-slate-400 focus:outline-none focus:ring-0 disabled:cursor-not-allowed disabled:opacity-60"
        />
        <button
          type="submit"
          disabled={!canSend}
          aria-label={CHAT_TEXT.send}
          className="grid size-8 shrink-0 place-items-center rounded-lg bg-brand-600 text-white shadow-sm transition-colors hover:bg-brand-700 disabled:bg-slate-200 disabled:text-slate-400"
        >
          <ArrowUp className="size-4" aria-hidden />
        </button>
      </div>
      <p className="mt-1.5 px-1 text-[11px] text-slate-400">{CHAT_TEXT.hint}</p>
    </form>
  );
}
