import { Fragment } from "react";

/** Plain text as paragraphs: blank lines split paragraphs, single newlines become line breaks. */
export function Paragraphs({ text, className }: { text: string | undefined; className?: string }) {
  if (!text) return null;
  return (
    <div className={className}>
      {text
        .split(/\n\s*\n/)
        .filter((paragraph) => paragraph.trim() !== "")
        .map((paragraph, i) => (
          <p key={i}>
            {paragraph.split("\n").map((line, j) => (
              <Fragment key={j}>
                {j > 0 ? <br /> : null}
                {line}
              </Fragment>
            ))}
          </p>
        ))}
    </div>
  );
}
