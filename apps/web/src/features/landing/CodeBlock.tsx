import { FileCode2, SquareTerminal } from "lucide-react";
import { useId } from "react";
import { CopyButton } from "../../components/CopyButton";
import { highlightCode, type CodeLanguage, type TokenKind } from "./highlight-code";

const tokenClasses: Record<TokenKind, string> = {
  plain: "",
  keyword: "text-brand-300",
  string: "text-emerald-300",
  number: "text-amber-300",
  comment: "text-slate-500 italic",
};

// A prompt marks each command, but not comments, blank lines or continued lines.
function isCommandLine(line: string, previous: string | undefined): boolean {
  return line.trim() !== "" && !line.startsWith("#") && !previous?.endsWith("\\");
}

/** A dark, copyable code snippet; shell lines get a prompt that is not copied. */
export function CodeBlock({
  title,
  code,
  language,
  className = "",
}: {
  title: string;
  code: string;
  language: CodeLanguage;
  className?: string;
}) {
  const titleId = useId();
  const isShell = language === "shell";
  const lines = code.split("\n");
  const Icon = isShell ? SquareTerminal : FileCode2;
  return (
    <figure
      aria-labelledby={titleId}
      className={`overflow-hidden rounded-xl bg-slate-900 shadow-xl shadow-slate-950/20 ring-1 ring-white/10 ${className}`}
    >
      <figcaption className="flex items-center justify-between gap-3 border-b border-white/10 bg-white/[0.03] px-4 py-2">
        <span className="flex min-w-0 items-center gap-2 text-xs font-medium text-slate-400">
          <Icon className="size-4 shrink-0 text-slate-500" aria-hidden />
          <span id={titleId} className="truncate">
            {title}
          </span>
        </span>
        <CopyButton text={code} label={title} />
      </figcaption>
      <pre className="overflow-x-auto px-4 py-4 font-mono text-[13px] leading-6 text-slate-200">
        <code>
          {lines.map((line, index) => (
            <span key={index} className="block">
              {isShell && isCommandLine(line, lines[index - 1]) && (
                <span className="select-none text-slate-500" aria-hidden>
                  ${" "}
                </span>
              )}
              {highlightCode(line, language).map((token, tokenIndex) => (
                <span key={tokenIndex} className={tokenClasses[token.kind]}>
                  {token.text}
                </span>
              ))}
              {line === "" && "\u00a0"}
            </span>
          ))}
        </code>
      </pre>
    </figure>
  );
}
