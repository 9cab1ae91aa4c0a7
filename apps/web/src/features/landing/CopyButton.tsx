import { Check, Copy } from "lucide-react";
import { useEffect, useRef, useState } from "react";

const COPIED_FOR_MS = 2000;

/** Copies `text` to the clipboard and confirms for a moment; a refused clipboard is ignored. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      return;
    }
    setIsCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setIsCopied(false), COPIED_FOR_MS);
  }

  return (
    <button
      type="button"
      onClick={handleCopy}
      aria-label={isCopied ? `${label} copied` : `Copy ${label}`}
      className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-xs font-medium text-slate-400 transition-colors hover:bg-white/10 hover:text-white"
    >
      {isCopied ? (
        <Check className="size-3.5 text-emerald-400" aria-hidden />
      ) : (
        <Copy className="size-3.5" aria-hidden />
      )}
      <span aria-hidden>{isCopied ? "Copied" : "Copy"}</span>
    </button>
  );
}
