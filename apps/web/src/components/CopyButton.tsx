import { Check, Copy } from "lucide-react";
import { useEffect, useRef, useState } from "react";

const COPIED_FOR_MS = 2000;

const tones = {
  dark: "text-slate-400 hover:bg-white/10 hover:text-white",
  light: "text-emerald-700 hover:bg-emerald-100 hover:text-emerald-900",
  plain: "text-slate-500 hover:bg-slate-100 hover:text-slate-900",
} as const;

/** Copies `text` to the clipboard and confirms for a moment; a refused clipboard is ignored. */
export function CopyButton({
  text,
  label,
  tone = "dark",
}: {
  text: string;
  label: string;
  /** dark: on a code block; light: on a success banner; plain: on a white card. */
  tone?: keyof typeof tones;
}) {
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
      className={`inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-xs font-medium transition-colors ${tones[tone]}`}
    >
      {isCopied ? (
        <Check className="size-3.5 text-emerald-500" aria-hidden />
      ) : (
        <Copy className="size-3.5" aria-hidden />
      )}
      <span aria-hidden>{isCopied ? "Copied" : "Copy"}</span>
    </button>
  );
}
