import { Wand2 } from "lucide-react";
import { CHAT_TEXT } from "./chat.texts";
import { SuggestionChips } from "./SuggestionChips";

/** PRODUCT.md §2, §4: the empty chat: what the builder does and the four suggestion chips. */
export function ChatIntro({
  onPick,
  isDisabled,
}: {
  onPick: (prompt: string) => void;
  isDisabled: boolean;
}) {
  return (
    <div className="flex flex-1 flex-col justify-center px-1 py-6">
      <span className="grid size-11 place-items-center rounded-2xl bg-linear-to-br from-brand-500 to-violet-500 text-white shadow-lg shadow-brand-500/25">
        <Wand2 className="size-5" aria-hidden />
      </span>
      <h2 className="mt-5 text-lg font-semibold tracking-tight text-slate-900">
        {CHAT_TEXT.introTitle}
      </h2>
      <p className="mt-1.5 text-sm leading-relaxed text-slate-500">{CHAT_TEXT.introText}</p>
      <div className="mt-5">
        <SuggestionChips
          suggestions={CHAT_TEXT.introSuggestions}
          onPick={onPick}
          isDisabled={isDisabled}
          label="Suggestions"
        />
      </div>
    </div>
  );
}
