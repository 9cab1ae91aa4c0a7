import type { Alignment } from "../field-schemas.js";
import { classNames } from "./class-names.js";
import { editableText } from "./editable-text.js";
import type { SectionMode } from "./section-renderer.js";

interface SectionHeadingProps {
  title?: string | undefined;
  subtitle?: string | undefined;
  align?: Alignment;
  /** Given, the canvas edits the title (prop `title`) and the lead (`subtitleField`) in place. */
  mode?: SectionMode;
  subtitleField?: string;
}

/** A section's title and lead text; renders nothing when both are empty. */
export function SectionHeading({
  title,
  subtitle,
  align = "center",
  mode,
  subtitleField = "subtitle",
}: SectionHeadingProps) {
  if (!title && !subtitle) return null;
  return (
    <header className={classNames("sw-head", `sw-align-${align}`)}>
      {title ? (
        <h2 className="sw-title" {...editableText(mode, "title")}>
          {title}
        </h2>
      ) : null}
      {subtitle ? (
        <p className="sw-lead" {...editableText(mode, subtitleField, "text")}>
          {subtitle}
        </p>
      ) : null}
    </header>
  );
}
