import { Fragment } from "react";
import type { EditableTextMarks } from "./editable-text.js";

/** Plain text as paragraphs: blank lines split paragraphs, single newlines become line breaks. */
export function Paragraphs({
  text,
  className,
  marks,
}: {
  text: string | undefined;
  className?: string | undefined;
  marks?: EditableTextMarks | undefined;
}) {
  if (!text) return null;
  return (
    <div className={className} {...marks}>
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
